import { getBrand, isBrandCode } from '@shop/brands/brands';
import { brandIconSvg } from '@shop/brands/icon';

type Context = { params: Promise<{ brand: string }> };

/** `/favicon.svg` on a brand's host: its icon (every page links it). */
export async function GET(_request: Request, { params }: Context): Promise<Response> {
  const { brand: code } = await params;
  if (!isBrandCode(code)) return new Response('Not found', { status: 404 });
  return new Response(brandIconSvg(getBrand(code)), {
    headers: {
      'content-type': 'image/svg+xml; charset=utf-8',
      'cache-control': 'public, max-age=86400, stale-while-revalidate=604800',
      'x-content-type-options': 'nosniff',
    },
  });
}

import { isBrandCode } from '@shop/brands/brands';

type Context = { params: Promise<{ brand: string }> };

/**
 * `/favicon.ico` on a brand's host, which browsers ask for when a page (or a JSON answer) declares no icon: a
 * redirect to the brand's SVG icon, so it is never a 404.
 */
export async function GET(_request: Request, { params }: Context): Promise<Response> {
  const { brand: code } = await params;
  if (!isBrandCode(code)) return new Response('Not found', { status: 404 });
  return new Response(null, {
    status: 308,
    headers: { location: '/favicon.svg', 'cache-control': 'public, max-age=86400' },
  });
}

import { getBrand, isBrandCode } from '@shop/brands/brands';
import { listSitemapPaths } from '@shop/commerce/catalogue-products';
import { getReadyDb } from '@shop/commerce/db/client';
import { sitemapXml } from './urlset.ts';

type Context = { params: Promise<{ brand: string }> };

/** One sitemap per brand at `https://<brand host>/sitemap.xml`: home, every category and every product. */
export async function GET(request: Request, { params }: Context): Promise<Response> {
  const { brand: code } = await params;
  if (!isBrandCode(code)) return new Response('Not found', { status: 404 });
  const brand = getBrand(code);
  const host = request.headers.get('x-forwarded-host') ?? request.headers.get('host') ?? new URL(request.url).host;
  const proto = request.headers.get('x-forwarded-proto') ?? new URL(request.url).protocol.replace(':', '');
  const paths = await listSitemapPaths(await getReadyDb(), brand.code);
  return new Response(sitemapXml(`${proto}://${host}`, ['/', ...paths.map((p) => p.path)]), {
    headers: {
      'content-type': 'application/xml; charset=utf-8',
      'cache-control': 'public, max-age=3600, stale-while-revalidate=86400',
    },
  });
}

import { getProductImage } from '@shop/commerce/catalogue';
import { getReadyDb } from '@shop/commerce/db/client';

/** The seed's generated product illustrations. They never change for a product id, so browsers and CDNs keep them. */
export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const { file } = await params;
  const match = /^([a-z0-9-]{1,40})\.svg$/.exec(file);
  const svg = match?.[1] ? await getProductImage(await getReadyDb(), match[1]) : null;
  if (!svg) return new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain' } });
  return new Response(svg, {
    headers: {
      'content-type': 'image/svg+xml',
      'cache-control': 'public, max-age=86400, stale-while-revalidate=604800',
      'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
    },
  });
}

import { isBrandCode } from '@shop/brands/brands';
import { faviconLink } from '@/lib/content/favicon.ts';
import { getBrandShell } from '@/lib/content/settings.ts';

type Context = { params: Promise<{ brand: string }> };

/**
 * `/favicon.ico` on a brand's host, which browsers ask for when a page (or a JSON answer) declares no icon: a
 * redirect to the icon the brand's pages link, the favicon from its brand settings or else the built-in SVG, so it is
 * never a 404 and never a different icon. Temporary (307) and cached for five minutes only: editors may change it.
 */
export async function GET(_request: Request, { params }: Context): Promise<Response> {
  const { brand: code } = await params;
  if (!isBrandCode(code)) return new Response('Not found', { status: 404 });
  const shell = await getBrandShell(code);
  return new Response(null, {
    status: 307,
    headers: { location: faviconLink(shell.favicon).url, 'cache-control': 'public, max-age=300' },
  });
}

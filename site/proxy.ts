import { type NextRequest, NextResponse } from 'next/server';
import { promoPairs } from './app/[brand]/shop/p/[productId]/hybrid-redirect.ts';
import { resolveBrand } from './lib/brand-host.ts';
import { foldQuery } from './lib/cache/folded-query.ts';
import { pageSurrogateKeys, SURROGATE_KEY_HEADER } from './lib/cache/surrogate-keys.ts';

/**
 * Resolves the brand from the host and rewrites page requests to `/{brand}/…`, so every brand's pages are one route
 * tree keyed by a route parameter (cacheable per brand, no header-dependent rendering). The query a cached page reads
 * goes into that path too (lib/cache/folded-query.ts). A cached page's answer carries its surrogate keys, what a CDN in
 * front indexes its copy under for purges (lib/cache/surrogate-keys.ts). API routes do not pass through it (below).
 */
export function proxy(request: NextRequest) {
  const brand = resolveBrand(request.headers.get('host'));
  if (!brand) {
    return new NextResponse(unknownHostPage, { status: 404, headers: { 'content-type': 'text/html; charset=utf-8' } });
  }
  const { pathname } = request.nextUrl;
  const url = request.nextUrl.clone();
  // A public address carrying the fold mark is no page: the brand's 404 (its content-page route finds nothing there).
  const folded = foldQuery(pathname, url.searchParams, { productRedirectKeys }) ?? '/~';
  url.pathname = `/${brand.code}${folded === '/' ? '' : folded}`;
  const response = NextResponse.rewrite(url);
  // Next.js copies the proxy's response headers onto the page's answer, a cache hit's as a fresh render's.
  const keys = request.method === 'GET' || request.method === 'HEAD' ? pageSurrogateKeys(brand.code, pathname) : [];
  if (keys.length > 0) response.headers.set(SURROGATE_KEY_HEADER, keys.join(' '));
  return response;
}

/** The query names of the hybrid product page's promo values (spec §2): a product page keeps them in its path. */
const productRedirectKeys = [...new Set(promoPairs(process.env.HYBRID_PDP_PROMO_VALUES).map(([name]) => name))];

export const config = {
  // Static assets, generated product images and review photos are brand-independent (favicon.ico is each brand's own
  // icon). API routes resolve their brand from the host themselves (requestBrand in lib/http/route.ts): a pass through
  // the proxy cost each call about 0.3 ms of CPU here, 15 % of a trivial route's and 7 % of an add to bag's. The site
  // server refuses an API call to a host that is none of the shops' before Next.js sees it (lib/http/api-host.ts).
  matcher: ['/((?!_next/|images/products/|images/reviews/|api/).*)'],
};

const unknownHostPage = `<!doctype html><html lang="en-GB"><head><meta charset="utf-8"><title>Shop not found</title>
<meta name="viewport" content="width=device-width,initial-scale=1"></head>
<body style="font-family:system-ui,sans-serif;max-width:40rem;margin:4rem auto;padding:0 1rem;color:#1a1a1a">
<h1>We can't find that shop</h1><p>This address isn't one of our shops. Check the web address and try again.</p>
</body></html>`;

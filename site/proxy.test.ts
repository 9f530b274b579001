import { NextRequest } from 'next/server';
import { describe, expect, it } from 'vitest';
import { config, proxy } from './proxy.ts';

// API routes resolve their brand from the host themselves (requestBrand) and the site server refuses a stray host's
// API call (lib/http/api-host.ts): the proxy's matcher leaves them out.
describe('proxy matcher', () => {
  const matched = (path: string) => new RegExp(`^${config.matcher[0]}$`).test(path);

  it('runs for pages and brand icons, never for API calls, static assets or generated images', () => {
    for (const path of ['/', '/about-us', '/shop/c/dresses', '/shop/p/da162339', '/shop/bag', '/favicon.ico']) {
      expect(matched(path), path).toBe(true);
    }
    for (const path of [
      '/api/shop/bag/addToBag',
      '/api/search-suggest',
      '/api/health/live',
      '/_next/static/chunks/a.js',
      '/images/products/x.webp',
      '/images/reviews/y.webp',
    ]) {
      expect(matched(path), path).toBe(false);
    }
  });

  it('answers a page on an unknown host with the not-found page and sets no request header', () => {
    const request = new NextRequest('http://evil.example/', { headers: { host: 'evil.example' } });
    expect(proxy(request).status).toBe(404);
    const page = proxy(new NextRequest('http://dal.localhost:3000/', { headers: { host: 'dal.localhost:3000' } }));
    expect(page.headers.get('x-middleware-override-headers')).toBeNull();
  });
});

describe('proxy on pages', () => {
  const rewrite = (url: string) =>
    proxy(new NextRequest(url, { headers: { host: new URL(url).host } })).headers.get('x-middleware-rewrite');

  it('rewrites to the brand’s route tree, a cached page’s query folded into its path', () => {
    expect(rewrite('http://dal.localhost:3000/')).toBe('http://dal.localhost:3000/dal');
    expect(rewrite('http://dal.localhost:3000/about-us?utm_source=x')).toBe(
      'http://dal.localhost:3000/dal/about-us?utm_source=x',
    );
    const listing = new URL(rewrite('http://dal.localhost:3000/shop/c/dresses?sort=newest&utm_source=x') ?? '');
    expect(listing.pathname).toMatch(/^\/dal\/shop\/c\/dresses\/~[A-Za-z0-9_-]+$/);
  });

  it('answers the brand’s not-found page for a public address carrying the fold mark', () => {
    expect(new URL(rewrite('http://dal.localhost:3000/shop/c/dresses/~abc') ?? '').pathname).toBe('/dal/~');
  });
});

describe('proxy: surrogate keys on cached pages', () => {
  const keys = (url: string, method = 'GET') =>
    proxy(new NextRequest(url, { method, headers: { host: new URL(url).host } })).headers.get('surrogate-key');

  it('names a cached page’s keys on the rewrite’s answer, whatever its query', () => {
    expect(keys('http://dal.localhost:3000/')).toBe('brand:dal route:dal:/');
    expect(keys('http://dal.localhost:3000/about-us?utm_source=mail')).toBe('brand:dal route:dal:/about-us');
    expect(keys('http://dal.localhost:3000/shop/c/dresses?sort=newest&page=2')).toBe(
      'brand:dal category:dal:dresses route:dal:/shop/c/dresses templates:dal',
    );
    expect(keys('http://cgn.localhost:3000/shop/p/cg100001?colour=navy')).toBe(
      'brand:cgn product:cg100001 templates:cgn',
    );
    expect(keys('http://fw.localhost:3000/shop/s?q=linen+shirt')).toBe('brand:fw search:fw templates:fw');
    expect(keys('http://jdw.localhost:3000/credit-explained')).toBe('brand:jdw route:jdw:/credit-explained');
    expect(keys('http://dal.localhost:3000/', 'HEAD')).toBe('brand:dal route:dal:/');
  });

  it('names none for pages that are never cached, API calls or other methods', () => {
    expect(keys('http://dal.localhost:3000/shop/bag')).toBeNull();
    expect(keys('http://dal.localhost:3000/checkout/payment')).toBeNull();
    expect(keys('http://dal.localhost:3000/shop/myaccount/Overview.action')).toBeNull();
    expect(keys('http://dal.localhost:3000/api/shop/p/recommendations?placement=item_page')).toBeNull();
    expect(keys('http://dal.localhost:3000/shop/c/dresses/~abc')).toBeNull();
    expect(keys('http://dal.localhost:3000/about-us', 'POST')).toBeNull();
  });
});

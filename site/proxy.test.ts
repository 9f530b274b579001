import { NextRequest } from 'next/server';
import { describe, expect, it } from 'vitest';
import { proxy } from './proxy.ts';

// The production server answers autosuggest before the proxy runs (lib/search/suggest-server.ts). That is only right
// while the proxy does nothing to API requests but name the brand: anything more added here (headers, cookies, rate
// limits, redirects) must be mirrored there, and this test says so by failing.
describe('proxy on API paths', () => {
  it('only adds the x-brand request header', () => {
    const request = new NextRequest('http://dal.localhost:3000/api/search-suggest?q=dress', {
      headers: { host: 'dal.localhost:3000', accept: 'application/json' },
    });
    const response = proxy(request);
    expect(response.status).toBe(200);
    const own = [...response.headers.keys()].filter((name) => !name.startsWith('x-middleware-'));
    expect(own).toEqual([]);
    expect(response.headers.get('x-middleware-next')).toBe('1');
    expect(response.headers.get('x-middleware-request-x-brand')).toBe('dal');
    const overridden = (response.headers.get('x-middleware-override-headers') ?? '').split(',').sort();
    expect(overridden).toEqual(['accept', 'host', 'x-brand']);
    expect(response.headers.get('x-middleware-request-accept')).toBe('application/json');
  });

  it('answers an unknown host with the not-found page, API or not', () => {
    const request = new NextRequest('http://evil.example/api/search-suggest?q=dress', {
      headers: { host: 'evil.example' },
    });
    expect(proxy(request).status).toBe(404);
  });

  it('lets the health probes through on any host (a node is probed by its address), and nothing else', () => {
    for (const path of ['/api/health', '/api/health/live', '/api/health/ready']) {
      const response = proxy(new NextRequest(`http://10.0.0.7:3000${path}`, { headers: { host: '10.0.0.7:3000' } }));
      expect(response.status).toBe(200);
      expect(response.headers.get('x-middleware-next')).toBe('1');
      expect(response.headers.get('x-middleware-request-x-brand')).toBeNull();
    }
    const other = new NextRequest('http://10.0.0.7:3000/api/health-x', { headers: { host: '10.0.0.7:3000' } });
    expect(proxy(other).status).toBe(404);
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

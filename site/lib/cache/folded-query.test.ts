import { describe, expect, it } from 'vitest';
import { FOLD_MARK, foldQuery, unfoldProductId, unfoldSegments } from './folded-query.ts';

const fold = (path: string, query: string, productRedirectKeys: string[] = []) =>
  foldQuery(path, new URLSearchParams(query), { productRedirectKeys });

/** What a page sees: the folded path's segments after the route's own, as Next.js hands them over (decoded). */
function unfoldPath(path: string, routeSegments: number) {
  const segments = path.split('/').filter(Boolean).map(decodeURIComponent);
  return unfoldSegments(segments.slice(routeSegments));
}

describe('folding a cached page’s query into its path', () => {
  it('keeps what a listing reads, sorted, so tracking parameters and order make no other copy', () => {
    const a = fold('/shop/c/dresses', 'utm_source=mail&size=12&sort=newest&size=10&gclid=x');
    const b = fold('/shop/c/dresses', 'sort=newest&size=12&size=10');
    expect(a).toBe(b);
    expect(a).toMatch(/^\/shop\/c\/dresses\/~[A-Za-z0-9_-]+$/);
    expect(unfoldPath(a ?? '', 2)).toEqual({
      segments: ['dresses'],
      query: { size: ['12', '10'], sort: 'newest' },
    });
    // Nothing the page reads: the plain listing, one copy.
    expect(fold('/shop/c/dresses', 'utm_source=mail&fbclid=1')).toBe('/shop/c/dresses');
    expect(fold('/shop/c/dresses', '')).toBe('/shop/c/dresses');
  });

  it('carries any value intact, whatever Next.js decodes in a path', () => {
    const query = new URLSearchParams();
    for (const colour of ['Black & White', 'Navy/Teal', '100% wool', 'Rosé', '+plus', '~tilde']) {
      query.append('colour', colour);
    }
    const path = foldQuery('/shop/c/tops', query) ?? '';
    expect(unfoldPath(path, 2)?.query.colour).toEqual([
      'Black & White',
      'Navy/Teal',
      '100% wool',
      'Rosé',
      '+plus',
      '~tilde',
    ]);
  });

  it('splits a long query over segments of at most 200 characters and joins them back', () => {
    const query = new URLSearchParams();
    for (let i = 0; i < 30; i += 1) query.append('size', `size-${i}-${'x'.repeat(20)}`);
    const path = foldQuery('/shop/c/tops', query) ?? '';
    const segments = path.split('/').filter(Boolean);
    expect(segments.length).toBeGreaterThan(4);
    expect(Math.max(...segments.map((segment) => segment.length))).toBeLessThanOrEqual(200);
    expect(unfoldPath(path, 2)?.query.size).toEqual(query.getAll('size'));
  });

  it('drops values no page could use instead of folding them', () => {
    expect(fold('/shop/c/tops', `sort=${'a'.repeat(101)}`)).toBe('/shop/c/tops');
    expect(fold('/shop/c/tops', 'sort=&page=')).toBe('/shop/c/tops');
  });

  it('folds a search’s q and listing state, on /shop/s and after a term’s own segments', () => {
    const plain = fold('/shop/s', 'q=linen shirt&page=2&ref=nav') ?? '';
    expect(unfoldPath(plain, 2)).toEqual({ segments: [], query: { page: '2', q: 'linen shirt' } });
    const term = fold('/shop/s/blue/dress', 'sort=rating&q=ignored') ?? '';
    expect(unfoldPath(term, 2)).toEqual({ segments: ['blue', 'dress'], query: { sort: 'rating' } });
    expect(fold('/shop/s', '')).toBe('/shop/s');
  });

  it('folds a product page’s colourway and reviews onto its id; a promo link keeps its whole query', () => {
    const path = fold('/shop/p/wrap-dress-01', 'colour=navy&reviewPage=2&utm_campaign=x') ?? '';
    expect(path.startsWith(`/shop/p/wrap-dress-01${FOLD_MARK}`)).toBe(true);
    expect(unfoldProductId(path.split('/').pop() ?? '')).toEqual({
      productId: 'wrap-dress-01',
      query: { colour: 'navy', reviewPage: '2' },
    });
    const promo = fold('/shop/p/wrap-dress-01', 'promo=hybrid&utm_campaign=x', ['promo']) ?? '';
    expect(unfoldProductId(promo.split('/').pop() ?? '')?.query).toEqual({ promo: 'hybrid', utm_campaign: 'x' });
    expect(fold('/shop/p/wrap-dress-01', 'utm_campaign=x', ['promo'])).toBe('/shop/p/wrap-dress-01');
    expect(unfoldProductId('wrap-dress-01')).toEqual({ productId: 'wrap-dress-01', query: {} });
  });

  it('leaves other pages alone, and a public address carrying the mark is no page', () => {
    expect(fold('/', 'utm=1')).toBe('/');
    expect(fold('/about-us', 'colour=red')).toBe('/about-us');
    expect(fold('/shop/bag', 'sort=newest')).toBe('/shop/bag');
    expect(fold('/checkout/delivery-method', 'page=2')).toBe('/checkout/delivery-method');
    expect(fold('/shop/c/dresses/~c29ydD1uZXdlc3Q', '')).toBeNull();
    expect(fold('/shop/p/wrap~Y29sb3VyPW5hdnk', '')).toBeNull();
  });

  it('refuses a folded segment it did not make', () => {
    expect(unfoldSegments(['dresses', '~not base64!'])).toBeNull();
    expect(unfoldSegments(['dresses', '~_w'])).toBeNull(); // not UTF-8
    expect(unfoldSegments(['~c29ydD1uZXdlc3Q', 'dresses'])).toBeNull(); // folded part before the path's own
    expect(unfoldProductId('wrap~%%%')).toBeNull();
  });
});

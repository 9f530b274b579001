import { describe, expect, it } from 'vitest';
import { isShopListingPage } from './is-shop-listing-page.ts';

describe('isShopListingPage', () => {
  it('is true for category and search paths', () => {
    expect(isShopListingPage('/shop/c/dresses')).toBe(true);
    expect(isShopListingPage('/shop/s?q=blue')).toBe(true);
    expect(isShopListingPage('/shop/s/blue-dress')).toBe(true);
    expect(isShopListingPage('/c')).toBe(true);
    expect(isShopListingPage('http://dal.localhost:3000/shop/c/dresses?page=2')).toBe(true);
  });

  it('ignores the query string and fragment', () => {
    expect(isShopListingPage('/shop/p/da1?from=/shop/c/x')).toBe(false);
    expect(isShopListingPage('/shop/bag?next=s')).toBe(false);
    expect(isShopListingPage('/shop/bag#c')).toBe(false);
  });

  it('is false for other pages and for segments that only contain s or c', () => {
    expect(isShopListingPage('/shop/p/da123456')).toBe(false);
    expect(isShopListingPage('/shop/bag/saved-items')).toBe(false);
    expect(isShopListingPage('/shop/sc/x')).toBe(false);
    expect(isShopListingPage('/checkout/payment')).toBe(false);
    expect(isShopListingPage('')).toBe(false);
  });
});

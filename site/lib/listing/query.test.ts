import { describe, expect, it } from 'vitest';
import { hasFilters, listingHref, parseListingParams } from './query.ts';

describe('listing URLs', () => {
  it('round-trips a filtered, sorted page through the address', () => {
    const state = parseListingParams({
      sort: 'price-low-high',
      size: ['18', '20'],
      colour: 'Blue',
      price: '20-40',
      rating: '4',
      sale: '1',
      page: '2',
    });
    expect(state.filters).toEqual({
      sizes: ['18', '20'],
      colours: ['Blue'],
      priceBands: ['20-40'],
      minRating: 4,
      onSale: true,
    });
    expect(state.sort).toBe('price-low-high');
    expect(listingHref('/shop/c/dresses', { ...state, page: 2 })).toBe(
      '/shop/c/dresses?sort=price-low-high&size=18&size=20&colour=Blue&price=20-40&rating=4&sale=1&page=2',
    );
  });

  it('omits defaults so the plain category URL stays canonical', () => {
    const state = parseListingParams({ sort: 'recommended', rating: '7', sale: 'yes' });
    expect(hasFilters(state.filters)).toBe(false);
    expect(listingHref('/shop/c/dresses', { ...state, page: 1 })).toBe('/shop/c/dresses');
    expect(listingHref('/shop/s', { ...state, page: 1, q: 'blue & red' })).toBe('/shop/s?q=blue+%26+red');
  });

  it('drops unknown sorts and oversized values', () => {
    const state = parseListingParams({ sort: "'; drop", size: ['x'.repeat(41), 'M'] });
    expect(state.sort).toBeNull();
    expect(state.filters.sizes).toEqual(['M']);
  });
});

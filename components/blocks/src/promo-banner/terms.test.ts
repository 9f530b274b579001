import { describe, expect, it } from 'vitest';
import { isBannerTerms, termsUrl } from './terms.ts';

describe('isBannerTerms', () => {
  it('accepts a title with plain-text or Portable Text terms, and absent or null fields', () => {
    expect(isBannerTerms({ name: 'weekend-20', title: 'Weekend 20% off', body: 'Ends Sunday.' })).toBe(true);
    expect(
      isBannerTerms({
        title: null,
        body: [{ _type: 'block', _key: 'a', children: [{ _type: 'span', text: 'Ends Sunday.' }] }],
      }),
    ).toBe(true);
    expect(isBannerTerms({ body: [] })).toBe(true);
    expect(isBannerTerms({})).toBe(true);
    expect(isBannerTerms({ title: null, body: null })).toBe(true);
  });

  it('rejects answers that are not objects', () => {
    for (const value of [null, undefined, 'terms', 42, true, [], [{ _type: 'block' }]]) {
      expect(isBannerTerms(value)).toBe(false);
    }
  });

  it('rejects a title that is not a string', () => {
    expect(isBannerTerms({ title: 5, body: 'x' })).toBe(false);
    expect(isBannerTerms({ title: { toString: 'x' }, body: 'x' })).toBe(false);
    expect(isBannerTerms({ title: ['a'], body: 'x' })).toBe(false);
  });

  it('rejects a body that is neither a string nor an array of typed objects', () => {
    expect(isBannerTerms({ body: 5 })).toBe(false);
    expect(isBannerTerms({ body: { _type: 'block' } })).toBe(false);
    expect(isBannerTerms({ body: ['text'] })).toBe(false);
    expect(isBannerTerms({ body: [null] })).toBe(false);
    expect(isBannerTerms({ body: [[{ _type: 'block' }]] })).toBe(false);
    expect(isBannerTerms({ body: [{ _type: 'block' }, { _type: 7 }] })).toBe(false);
    expect(isBannerTerms({ body: [{ _key: 'no-type' }] })).toBe(false);
    expect(isBannerTerms({ code: 'NOT_FOUND', body: '<script>', title: Symbol('x') })).toBe(false);
  });
});

describe('termsUrl', () => {
  it('encodes the name into the query', () => {
    expect(termsUrl('a b&c')).toBe('/api/cms/banner-terms?name=a%20b%26c');
  });
});

import { describe, expect, it } from 'vitest';
import { hybridRedirectTarget, promoPairs } from './hybrid-redirect.ts';

const config = { baseUrl: 'https://hybrid.example.com/pdp', promoValues: 'promo=hybrid, campaign=spring' };

describe('hybrid product page redirect', () => {
  it('sends a configured promo value to the hybrid page, keeping the query', () => {
    expect(hybridRedirectTarget('da123456', { promo: 'hybrid', utm: 'x' }, config, true)).toBe(
      'https://hybrid.example.com/pdp/shop/p/da123456?promo=hybrid&utm=x',
    );
    expect(hybridRedirectTarget('da1', { campaign: ['a', 'spring'] }, config, true)).toContain('/pdp/shop/p/da1?');
  });

  it('renders the page when the toggle is off, the base address is missing or the value is not configured', () => {
    expect(hybridRedirectTarget('da1', { promo: 'hybrid' }, config, false)).toBeNull();
    expect(hybridRedirectTarget('da1', { promo: 'hybrid' }, { ...config, baseUrl: undefined }, true)).toBeNull();
    expect(
      hybridRedirectTarget('da1', { promo: 'hybrid' }, { ...config, baseUrl: 'javascript:alert(1)' }, true),
    ).toBeNull();
    expect(hybridRedirectTarget('da1', { promo: 'other' }, config, true)).toBeNull();
    expect(hybridRedirectTarget('da1', {}, config, true)).toBeNull();
  });

  it('reads bare values as promo values', () => {
    expect(promoPairs('hybrid,x=y,=z, ')).toEqual([
      ['promo', 'hybrid'],
      ['x', 'y'],
    ]);
  });
});

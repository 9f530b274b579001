import { describe, expect, it } from 'vitest';
import {
  checkConsentCategories,
  checkCreditBrandName,
  checkHref,
  checkHttpsUrl,
  checkProductNumber,
  checkRoute,
  checkRouteForKind,
} from './rules.ts';

describe('schema rules', () => {
  it('accepts / and lowercase slug routes only', () => {
    expect(checkRoute('/')).toBe(true);
    expect(checkRoute('/help/delivery')).toBe(true);
    expect(checkRoute('help')).toMatch(/starts with/);
    expect(checkRoute('/help/')).toMatch(/slash at the end/);
    expect(checkRoute('/Help')).toMatch(/lowercase/);
    expect(checkRoute('/help//x')).toMatch(/lowercase/);
    expect(checkRoute('/a?b=1')).toMatch(/lowercase/);
  });

  it('ties the route to the page kind', () => {
    expect(checkRouteForKind('/', 'home', undefined)).toBe(true);
    expect(checkRouteForKind('/home', 'home', undefined)).toMatch(/home page has the route \//);
    expect(checkRouteForKind('/shop/c/dresses', 'categoryLanding', 'dresses')).toBe(true);
    expect(checkRouteForKind('/shop/c/jeans', 'categoryLanding', 'dresses')).toMatch(/category slug/);
    expect(checkRouteForKind('/', 'content', undefined)).toMatch(/Only the home page/);
    expect(checkRouteForKind('/shop/c/dresses', 'content', undefined)).toMatch(/category landings/);
    expect(checkRouteForKind('/checkout/payment', 'content', undefined)).toMatch(/served by the shop/);
    expect(checkRouteForKind('/shop/bag', 'content', undefined)).toMatch(/served by the shop/);
    expect(checkRouteForKind('/help/returns', 'content', undefined)).toBe(true);
    expect(checkRouteForKind('/delivery-offer', 'deliveryPromotion', undefined)).toBe(true);
    expect(checkRouteForKind('/help/delivery-offer', 'deliveryPromotion', undefined)).toMatch(
      /delivery promotion page has the route \/delivery-offer/,
    );
    expect(checkRouteForKind('/credit-explained', 'creditExplanation', undefined)).toBe(true);
    expect(checkRouteForKind('/credit', 'creditExplanation', undefined)).toMatch(/route \/credit-explained/);
    expect(checkRouteForKind('/delivery-offer', 'content', undefined)).toMatch(/belongs to the delivery promotion/);
    expect(checkRouteForKind('/credit-explained', 'content', undefined)).toMatch(/belongs to the credit explanation/);
  });

  it('checks links, product numbers and credit brand names', () => {
    expect(checkHref('/help/delivery')).toBe(true);
    expect(checkHref('https://example.com')).toBe(true);
    expect(checkHref('mailto:help@dalby.co.uk')).toBe(true);
    expect(checkHref('javascript:alert(1)')).not.toBe(true);
    expect(checkHref('//evil.example')).not.toBe(true);
    expect(checkHref('http://insecure.example')).not.toBe(true);
    expect(checkProductNumber('DA123456')).toBe(true);
    expect(checkProductNumber('da123456')).not.toBe(true);
    expect(checkCreditBrandName('Dalby Pay')).toBe(true);
    expect(checkCreditBrandName('Dalby Credit')).not.toBe(true);
  });
});

describe('brand settings rules', () => {
  it('takes only https addresses for social links', () => {
    expect(checkHttpsUrl('https://www.instagram.com/dalby')).toBe(true);
    expect(checkHttpsUrl('http://www.instagram.com/dalby')).toMatch(/https/);
    expect(checkHttpsUrl('javascript:alert(1)')).toMatch(/https/);
    expect(checkHttpsUrl('https://nodot')).toMatch(/https/);
  });

  it('describes each consent category at most once', () => {
    expect(checkConsentCategories(undefined)).toBe(true);
    expect(checkConsentCategories([{ category: 1 }, { category: 2 }])).toBe(true);
    expect(checkConsentCategories([{ category: 2 }, { category: 2 }])).toBe('Category 2 is described twice');
  });
});

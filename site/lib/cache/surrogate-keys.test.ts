import { brandCodes } from '@shop/brands/brands';
import { toProductId } from '@shop/commerce/catalogue';
import { productContentTag, tagsForChange } from '@shop/content/tags';
import { describe, expect, it } from 'vitest';
import { pageSurrogateKeys, surrogateKeysForChange, surrogateKeysForTags } from './surrogate-keys.ts';

describe('pageSurrogateKeys', () => {
  it('keys the home page and content pages by brand and route', () => {
    expect(pageSurrogateKeys('dal', '/')).toEqual(['brand:dal', 'route:dal:/']);
    expect(pageSurrogateKeys('dal', '/about-us')).toEqual(['brand:dal', 'route:dal:/about-us']);
    expect(pageSurrogateKeys('cgn', '/help/delivery-and-returns')).toEqual([
      'brand:cgn',
      'route:cgn:/help/delivery-and-returns',
    ]);
    expect(pageSurrogateKeys('jdw', '/credit-explained')).toEqual(['brand:jdw', 'route:jdw:/credit-explained']);
  });

  it('keys a listing by its category (every sort, filter and page of it) and its landing page’s route', () => {
    expect(pageSurrogateKeys('dal', '/shop/c/dresses')).toEqual([
      'brand:dal',
      'category:dal:dresses',
      'route:dal:/shop/c/dresses',
      'templates:dal',
    ]);
  });

  it('keys a product page by its product id, search pages by the brand’s search', () => {
    expect(pageSurrogateKeys('dal', '/shop/p/da162339')).toEqual(['brand:dal', 'product:da162339', 'templates:dal']);
    expect(pageSurrogateKeys('fw', '/shop/s')).toEqual(['brand:fw', 'search:fw', 'templates:fw']);
    expect(pageSurrogateKeys('fw', '/shop/s/linen-shirt')).toEqual(['brand:fw', 'search:fw', 'templates:fw']);
  });

  it('gives routes that are never cached no keys', () => {
    for (const path of [
      '/shop/bag',
      '/shop/bag/saved-items',
      '/shop/myaccount/Overview.action',
      '/shop/merchandising/reviews',
      '/shop/signout/so.action',
      '/shop/p/dsub365',
      '/shop/c/dresses/extra',
      '/checkout/payment',
      '/checkout/order-confirmation',
      '/api/revalidate',
      '/credit-eligibility',
      '/successful-account-registration',
      '/sitemap.xml',
      '/favicon.ico',
    ]) {
      expect(pageSurrogateKeys('dal', path), path).toEqual([]);
    }
  });

  it('keys a path that can be no stored route (the brand’s 404) by its brand only', () => {
    expect(pageSurrogateKeys('dal', '/About-Us')).toEqual(['brand:dal']);
    expect(pageSurrogateKeys('dal', '/caf%C3%A9')).toEqual(['brand:dal']);
  });
});

describe('surrogateKeysForTags', () => {
  it('maps the catalogue’s and the CMS’s cache tags to the keys of the pages that read them', () => {
    expect(
      surrogateKeysForTags([
        'catalogue:dal',
        'category:dal:dresses',
        'product:da162339',
        'cms:brand:cgn',
        'cms:route:cgn:/about-us',
        'cms:product:awl:AW123456',
        'cms:templates:fw',
      ]),
    ).toEqual([
      'brand:dal',
      'category:dal:dresses',
      'product:da162339',
      'brand:cgn',
      'route:cgn:/about-us',
      'product:aw123456',
      'templates:fw',
    ]);
  });

  it('gives a document’s own tag, Next.js’s path tags and unknown tags no key, and each key once', () => {
    expect(surrogateKeysForTags(['cms:doc:page.dal.home', '_N_T_/dal/', 'other', 'cms:route:dal'])).toEqual([]);
    expect(surrogateKeysForTags(['catalogue:dal', 'cms:brand:dal'])).toEqual(['brand:dal']);
  });

  it('keeps no key a CDN would refuse (whitespace)', () => {
    expect(surrogateKeysForTags(['cms:route:dal:/a b'])).toEqual([]);
  });
});

describe('surrogateKeysForChange', () => {
  const change = (fields: Record<string, string | null>) => ({ _id: 'x1', _type: 'page', ...fields });

  it('purges a page’s route, product content’s product and a template’s templated pages', () => {
    expect(surrogateKeysForChange(change({ _type: 'page', brand: 'dal', route: '/about-us' }))).toEqual([
      'route:dal:/about-us',
    ]);
    expect(
      surrogateKeysForChange(change({ _type: 'productContent', brand: 'dal', productNumber: 'DA162339' })),
    ).toEqual(['product:da162339']);
    for (const type of ['productTemplate', 'listingTemplate', 'searchTemplate', 'checkoutTemplate']) {
      expect(surrogateKeysForChange(change({ _type: type, brand: 'fw' }))).toEqual(['templates:fw']);
    }
  });

  it('purges the whole brand for a document any of its pages may show, every brand’s for one of no brand', () => {
    expect(surrogateKeysForChange(change({ _type: 'brandSettings', brand: 'cgn' }))).toEqual(['brand:cgn']);
    expect(surrogateKeysForChange(change({ _type: 'promotion', brand: 'cgn' }))).toEqual(['brand:cgn']);
    expect(surrogateKeysForChange(change({ _type: 'sizeGuide', brand: null }))).toEqual(
      brandCodes.map((code) => `brand:${code}`),
    );
    // A page that lost its route (or never had one) may be anywhere on its brand's site.
    expect(surrogateKeysForChange(change({ _type: 'page', brand: 'dal', route: null }))).toEqual(['brand:dal']);
  });

  it('names the key a product page carries when that product’s content or catalogue entry changes', () => {
    const productNumber = 'DA162339';
    const page = pageSurrogateKeys('dal', `/shop/p/${toProductId(productNumber)}`);
    expect(page).toEqual(expect.arrayContaining(surrogateKeysForTags([productContentTag('dal', productNumber)])));
    // As lib/catalogue-changes.ts and review moderation tag a product.
    expect(page).toEqual(expect.arrayContaining(surrogateKeysForTags([`product:${productNumber.toLowerCase()}`])));
  });

  it('agrees with the tags the same change expires', () => {
    const productContent = change({ _type: 'productContent', brand: 'dal', productNumber: 'DA162339' });
    expect(surrogateKeysForChange(productContent)).toEqual(surrogateKeysForTags(tagsForChange(productContent)));
  });
});

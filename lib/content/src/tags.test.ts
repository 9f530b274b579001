import { describe, expect, it } from 'vitest';
import {
  brandTag,
  collectDocumentIds,
  docTag,
  pageTemplateTag,
  productContentTag,
  routeTag,
  tagsForChange,
} from './tags.ts';

describe('cache tags', () => {
  it('names brand, document and route tags', () => {
    expect(brandTag('dal')).toBe('cms:brand:dal');
    expect(docTag('page.dal.home')).toBe('cms:doc:page.dal.home');
    expect(docTag('drafts.page.dal.home')).toBe('cms:doc:page.dal.home');
    expect(routeTag('dal', '/help/delivery')).toBe('cms:route:dal:/help/delivery');
    expect(productContentTag('dal', 'da162339')).toBe('cms:product:dal:DA162339');
  });

  it('collects every document id in a result, references included', () => {
    const result = {
      _id: 'productContent.dal.x',
      sizeGuide: { _id: 'sizeGuide.dal.womens', rows: [{ _key: 'a' }] },
      list: [{ _id: 'b' }],
    };
    expect([...collectDocumentIds(result)].sort()).toEqual(['b', 'productContent.dal.x', 'sizeGuide.dal.womens']);
    expect(collectDocumentIds(null).size).toBe(0);
  });

  it('invalidates a page by document and route, and brand-wide documents by brand', () => {
    expect(tagsForChange({ _id: 'page.dal.delivery', _type: 'page', brand: 'dal', route: '/help/delivery' })).toEqual([
      'cms:doc:page.dal.delivery',
      'cms:route:dal:/help/delivery',
    ]);
    expect(tagsForChange({ _id: 'bagContent.cgn', _type: 'bagContent', brand: 'cgn', route: null })).toEqual([
      'cms:doc:bagContent.cgn',
      'cms:brand:cgn',
    ]);
    // A page template (the brand's or a category's, new or changed) reaches that kind of page of its brand only.
    expect(tagsForChange({ _id: 'productTemplate.dal.dresses', _type: 'productTemplate', brand: 'dal' })).toEqual([
      'cms:doc:productTemplate.dal.dresses',
      pageTemplateTag('dal'),
    ]);
    expect(tagsForChange({ _id: 'listingTemplate.cgn', _type: 'listingTemplate', brand: 'cgn' })).toEqual([
      'cms:doc:listingTemplate.cgn',
      'cms:templates:cgn',
    ]);
    expect(tagsForChange({ _id: 'checkoutTemplate.fsp', _type: 'checkoutTemplate', brand: 'fsp' })).toEqual([
      'cms:doc:checkoutTemplate.fsp',
      'cms:templates:fsp',
    ]);
    expect(tagsForChange({ _id: 'searchTemplate.pma', _type: 'searchTemplate', brand: 'pma' })).toEqual([
      'cms:doc:searchTemplate.pma',
      'cms:templates:pma',
    ]);
    expect(tagsForChange({ _id: 'brandSettings.fw', _type: 'brandSettings', brand: 'fw' })).toContain('cms:brand:fw');
    expect(tagsForChange({ _id: 'productContent.dal.da1', _type: 'productContent', brand: 'dal' })).toEqual([
      'cms:doc:productContent.dal.da1',
    ]);
    // With its product number, new content reaches the product page that had none (its read matched no document).
    expect(tagsForChange({ _id: 'a1b2', _type: 'productContent', brand: 'dal', productNumber: 'DA162339' })).toEqual([
      'cms:doc:a1b2',
      'cms:product:dal:DA162339',
    ]);
    // A moved document is also cleared where it was: a renamed page's old route, content given to another product.
    expect(
      tagsForChange({
        _id: 'page.dal.about',
        _type: 'page',
        brand: 'dal',
        route: '/about-dalby',
        previous: { brand: 'dal', route: '/about', productNumber: null },
      }),
    ).toEqual(['cms:doc:page.dal.about', 'cms:route:dal:/about-dalby', 'cms:route:dal:/about']);
    expect(
      tagsForChange({
        _id: 'a1b2',
        _type: 'productContent',
        brand: 'dal',
        productNumber: 'DA2',
        previous: { brand: 'dal', route: null, productNumber: 'DA1' },
      }),
    ).toEqual(['cms:doc:a1b2', 'cms:product:dal:DA2', 'cms:product:dal:DA1']);
    // Only product content carries the product tag.
    expect(tagsForChange({ _id: 'p', _type: 'page', brand: 'dal', productNumber: 'DA162339' })).toEqual(['cms:doc:p']);
  });
});

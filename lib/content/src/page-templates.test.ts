import { describe, expect, it } from 'vitest';
import {
  resolveListingTemplate,
  resolveProductTemplate,
  resolveSearchTemplate,
  type TemplateLayer,
} from './page-templates.ts';

const block = (type: string, key = type) => ({ _type: type, _key: key });

const brand: TemplateLayer = {
  _id: 'productTemplate.dal',
  _type: 'productTemplate',
  field: 'blocks',
  blocks: [
    block('productDetails'),
    block('sizeGuideButton'),
    block('productDescription'),
    block('deliveryAndReturns'),
    block('completeTheSet'),
    block('productRecommendations'),
  ],
};

const keys = (resolved: ReturnType<typeof resolveProductTemplate>) =>
  resolved.map((entry) => (entry.block as { _key: string })._key);

describe('product page template resolution', () => {
  it('uses the brand template when nothing overrides it, each block naming its document and field', () => {
    const resolved = resolveProductTemplate({ brand, category: null, product: null });
    expect(keys(resolved)).toEqual([
      'productDetails',
      'sizeGuideButton',
      'productDescription',
      'deliveryAndReturns',
      'completeTheSet',
      'productRecommendations',
    ]);
    expect(resolved[0]?.source).toEqual({
      documentId: 'productTemplate.dal',
      documentType: 'productTemplate',
      field: 'blocks',
    });
  });

  it('renders nothing without a brand template or overrides', () => {
    expect(resolveProductTemplate({ brand: null, category: null, product: null })).toEqual([]);
  });

  it('a category override replaces the block of the same kind in place and adds new kinds after the details column', () => {
    const category: TemplateLayer = {
      _id: 'productTemplate.dal.dresses',
      _type: 'productTemplate',
      field: 'blocks',
      mode: 'merge',
      blocks: [block('deliveryAndReturns', 'dresses-delivery'), block('promoBanner', 'dresses-promo')],
    };
    const resolved = resolveProductTemplate({ brand, category, product: null });
    expect(keys(resolved)).toEqual([
      'productDetails',
      'sizeGuideButton',
      'productDescription',
      'dresses-delivery',
      'dresses-promo',
      'completeTheSet',
      'productRecommendations',
    ]);
    expect(resolved[3]?.source.documentId).toBe('productTemplate.dal.dresses');
    expect(resolved[0]?.source.documentId).toBe('productTemplate.dal');
  });

  it('a category override in replace mode is the whole layout', () => {
    const category: TemplateLayer = {
      _id: 'productTemplate.dal.dresses',
      _type: 'productTemplate',
      field: 'blocks',
      mode: 'replace',
      blocks: [block('productRecommendations', 'r'), block('productDetails', 'd')],
    };
    expect(keys(resolveProductTemplate({ brand, category, product: null }))).toEqual(['r', 'd']);
  });

  it('a product override applies on top of the category override, from the product content’s field', () => {
    const category: TemplateLayer = {
      _id: 'productTemplate.dal.dresses',
      _type: 'productTemplate',
      field: 'blocks',
      blocks: [block('promoBanner', 'dresses-promo')],
    };
    const product: TemplateLayer = {
      _id: 'productContent.dal.da1',
      _type: 'productContent',
      field: 'templateBlocks',
      mode: null,
      blocks: [block('promoBanner', 'product-promo'), block('richText', 'product-story'), block('richText', 'second')],
    };
    const resolved = resolveProductTemplate({ brand, category, product });
    expect(keys(resolved)).toEqual([
      'productDetails',
      'sizeGuideButton',
      'productDescription',
      'deliveryAndReturns',
      // The richText kinds are new: added after the details column, before the promo that took the category's place.
      'product-story',
      'second',
      'product-promo',
      'completeTheSet',
      'productRecommendations',
    ]);
    expect(resolved[6]?.source).toEqual({
      documentId: 'productContent.dal.da1',
      documentType: 'productContent',
      field: 'templateBlocks',
    });
  });

  it('a product override in replace mode wins over everything; an empty override changes nothing', () => {
    const replace: TemplateLayer = {
      _id: 'productContent.dal.da1',
      _type: 'productContent',
      field: 'templateBlocks',
      mode: 'replace',
      blocks: [block('productDetails', 'only')],
    };
    expect(keys(resolveProductTemplate({ brand, category: null, product: replace }))).toEqual(['only']);
    const empty = { ...replace, blocks: [] };
    expect(keys(resolveProductTemplate({ brand, category: null, product: empty }))).toEqual(
      keys(resolveProductTemplate({ brand, category: null, product: null })),
    );
  });

  it('added blocks go at the end when the layout has no product details', () => {
    const noDetails: TemplateLayer = { ...brand, blocks: [block('richText', 'intro')] };
    const product: TemplateLayer = {
      _id: 'productContent.dal.da1',
      _type: 'productContent',
      field: 'templateBlocks',
      blocks: [block('promoBanner', 'p')],
    };
    expect(keys(resolveProductTemplate({ brand: noDetails, category: null, product }))).toEqual(['intro', 'p']);
  });
});

describe('category listing template resolution', () => {
  const listing: TemplateLayer = {
    _id: 'listingTemplate.dal',
    _type: 'listingTemplate',
    field: 'blocks',
    blocks: [block('promoBanner', 'top'), block('productListing', 'grid'), block('richText', 'foot')],
  };

  it('adds a category’s new kinds of block right above the grid and replaces blocks of the same kind in place', () => {
    const category: TemplateLayer = {
      _id: 'listingTemplate.dal.dresses',
      _type: 'listingTemplate',
      field: 'blocks',
      blocks: [block('hero', 'dresses-hero'), block('richText', 'dresses-foot')],
    };
    const resolved = resolveListingTemplate({ brand: listing, category });
    expect(keys(resolved)).toEqual(['top', 'dresses-hero', 'grid', 'dresses-foot']);
    expect(resolved.map((entry) => entry.source.documentId)).toEqual([
      'listingTemplate.dal',
      'listingTemplate.dal.dresses',
      'listingTemplate.dal',
      'listingTemplate.dal.dresses',
    ]);
  });

  it('a category in replace mode lays its listing out alone; without a grid added blocks go first', () => {
    const category: TemplateLayer = {
      _id: 'listingTemplate.dal.dresses',
      _type: 'listingTemplate',
      field: 'blocks',
      mode: 'replace',
      blocks: [block('productListing', 'only')],
    };
    expect(keys(resolveListingTemplate({ brand: listing, category }))).toEqual(['only']);
    const noGrid: TemplateLayer = { ...listing, blocks: [block('richText', 'a')] };
    const extra: TemplateLayer = { ...category, mode: 'merge', blocks: [block('hero', 'h')] };
    expect(keys(resolveListingTemplate({ brand: noGrid, category: extra }))).toEqual(['h', 'a']);
  });
});

describe('search template resolution', () => {
  it('gives the results and no-results blocks in order, each naming its own field', () => {
    const { results, noResults } = resolveSearchTemplate({
      _id: 'searchTemplate.fw',
      _type: 'searchTemplate',
      blocks: [block('promoBanner'), block('searchResults'), block('richText')],
      noResultsBlocks: [block('richText', 'help'), block('popularCategories')],
    });
    expect(keys(results)).toEqual(['promoBanner', 'searchResults', 'richText']);
    expect(keys(noResults)).toEqual(['help', 'popularCategories']);
    expect(results[1]?.source).toEqual({
      documentId: 'searchTemplate.fw',
      documentType: 'searchTemplate',
      field: 'blocks',
    });
    expect(noResults[0]?.source.field).toBe('noResultsBlocks');
  });

  it('is empty with no template or empty fields', () => {
    expect(resolveSearchTemplate(null)).toEqual({ results: [], noResults: [] });
    expect(resolveSearchTemplate({ _id: 'searchTemplate.fw', _type: 'searchTemplate', blocks: null })).toEqual({
      results: [],
      noResults: [],
    });
  });
});

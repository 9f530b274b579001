// The GROQ queries run against the local Content Lake (the real HTTP server, groq-js inside) loaded with the seed
// dataset, through the same client factory the site uses.
import path from 'node:path';
import type { SanityClient } from '@sanity/client';
import { startLake, type TestLake } from '@shop/content-lake/testing/lake';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContentClient } from './client.ts';
import { contentConfig } from './config.ts';
import { resolveProductTemplate, resolveSearchTemplate, type SearchTemplateDocument } from './page-templates.ts';
import {
  BAG_CONTENT_QUERY,
  BANNER_TERMS_QUERY,
  BRAND_ROUTES_QUERY,
  BRAND_SETTINGS_QUERY,
  CATEGORY_LANDING_QUERY,
  CREDIT_EXPLANATION_QUERY,
  checkoutTemplateQuery,
  HOME_PAGE_QUERY,
  PAGE_BY_ROUTE_QUERY,
  PRODUCT_CONTENT_QUERY,
  productPageQuery,
  searchPageQuery,
  withBlocks,
} from './queries.ts';
import type {
  BAG_CONTENT_QUERY_RESULT,
  BANNER_TERMS_QUERY_RESULT,
  BRAND_ROUTES_QUERY_RESULT,
  BRAND_SETTINGS_QUERY_RESULT,
  CATEGORY_LANDING_QUERY_RESULT,
  CREDIT_EXPLANATION_QUERY_RESULT,
  HOME_PAGE_QUERY_RESULT,
  PAGE_BY_ROUTE_QUERY_RESULT,
  PRODUCT_CONTENT_QUERY_RESULT,
} from './sanity.types.ts';

let lake: TestLake;
let client: SanityClient;

beforeAll(async () => {
  lake = await startLake({ seedDir: path.resolve(import.meta.dirname, '../../../studio/seed') });
  client = createContentClient(contentConfig({ CONTENT_LAKE_URL: lake.url }));
});
afterAll(() => lake?.lake.close());

describe('content queries on the seed dataset', () => {
  it('finds a page by brand and route, and never another brand’s page', async () => {
    const page = await client.fetch<PAGE_BY_ROUTE_QUERY_RESULT>(PAGE_BY_ROUTE_QUERY, {
      brand: 'dal',
      route: '/help/delivery',
    });
    expect(page).toMatchObject({ _id: 'page.dal.delivery', brand: 'dal', kind: 'content', route: '/help/delivery' });
    expect(page?.seo.title).toBe('Delivery information');
    expect(page?.blocks?.[0]?._type).toBe('hero');
    expect(await client.fetch(PAGE_BY_ROUTE_QUERY, { brand: 'dal', route: '/help/nothing-here' })).toBeNull();
    const cogan = await client.fetch<PAGE_BY_ROUTE_QUERY_RESULT>(PAGE_BY_ROUTE_QUERY, {
      brand: 'cgn',
      route: '/help/delivery',
    });
    expect(cogan?._id).toBe('page.cgn.delivery');
  });

  it('reads each brand’s home page, all different', async () => {
    const compositions = new Set<string>();
    for (const brand of ['dal', 'cgn', 'jdw', 'awl', 'fw', 'ihm', 'fsp', 'ccl', 'pma']) {
      const home = await client.fetch<HOME_PAGE_QUERY_RESULT>(HOME_PAGE_QUERY, { brand });
      expect(home?.route).toBe('/');
      compositions.add(JSON.stringify(home?.blocks?.map((block) => block._type)));
    }
    expect(compositions.size).toBe(9);
  });

  it('projects blocks with a given projection of the blocks array', async () => {
    const queries = withBlocks('blocks[]{ _key, _type, _type == "hero" => { heading } }');
    const home = await client.fetch<{ blocks: { _type: string; heading?: string }[] }>(queries.homePage, {
      brand: 'pma',
    });
    expect(home.blocks[0]).toEqual({ _key: expect.any(String), _type: 'hero', heading: 'Tailoring, finished by hand' });
    expect(home.blocks[1]).toEqual({ _key: expect.any(String), _type: 'richText' });
    const landing = await client.fetch<{ route: string } | null>(queries.categoryLanding, {
      brand: 'dal',
      categorySlug: 'dresses',
    });
    expect(landing?.route).toBe('/shop/c/dresses');
  });

  it('finds a category landing only for categories that have one', async () => {
    const landing = await client.fetch<CATEGORY_LANDING_QUERY_RESULT>(CATEGORY_LANDING_QUERY, {
      brand: 'ihm',
      categorySlug: 'sofas',
    });
    expect(landing).toMatchObject({ kind: 'categoryLanding', categorySlug: 'sofas', route: '/shop/c/sofas' });
    expect(await client.fetch(CATEGORY_LANDING_QUERY, { brand: 'ihm', categorySlug: 'rugs' })).toBeNull();
  });

  it('lists every route of a brand in order', async () => {
    const routes = await client.fetch<BRAND_ROUTES_QUERY_RESULT>(BRAND_ROUTES_QUERY, { brand: 'fw' });
    expect(routes.map((route) => route.route)).toEqual([
      '/',
      '/about',
      '/credit-explained',
      '/delivery-offer',
      '/help',
      '/help/contact',
      '/help/cookies',
      '/help/credit',
      '/help/delivery',
      '/help/privacy',
      '/help/returns',
      '/help/size-guide',
      '/help/terms',
      '/shop/c/girls',
      '/shop/c/school-uniform',
    ]);
    expect(routes.every((route) => route.noindex === false)).toBe(true);
  });

  it('reads brand settings, bag content and the credit explanation of one brand', async () => {
    const settings = await client.fetch<BRAND_SETTINGS_QUERY_RESULT>(BRAND_SETTINGS_QUERY, { brand: 'cgn' });
    expect(settings).toMatchObject({ brand: 'cgn', creditBrandName: 'Cogan Pay', loyaltyName: null });
    expect(settings?.navigation?.[0]).toMatchObject({
      label: 'T-Shirts & Polo Shirts',
      href: '/shop/c/t-shirts-and-polos',
    });
    expect(settings?.legalLinks?.map((link) => link.href)).toEqual(['/help/terms', '/help/privacy', '/help/cookies']);
    expect(settings?.cookieConsent?.categories?.map((category) => category.category)).toEqual([1, 2, 3, 4, 5]);
    expect(settings?.socialLinks?.[0]).toMatchObject({ network: 'instagram', url: 'https://www.instagram.com/cogan' });
    const bag = await client.fetch<BAG_CONTENT_QUERY_RESULT>(BAG_CONTENT_QUERY, { brand: 'ihm' });
    expect(bag?.deliveryCountdown).toContain('{time}');
    expect(bag?.emptyMessage.ctaHref).toBe('/shop/c/sofas');
    expect(bag?.deliveryPromotion).toMatchObject({ thresholdPence: 10000, termsName: 'free-delivery' });
    const credit = await client.fetch<CREDIT_EXPLANATION_QUERY_RESULT>(CREDIT_EXPLANATION_QUERY, { brand: 'pma' });
    expect(credit?.title).toBe('How Palmer Pay works');
  });

  it('finds banner terms by name within the brand only', async () => {
    const terms = await client.fetch<BANNER_TERMS_QUERY_RESULT>(BANNER_TERMS_QUERY, {
      brand: 'ihm',
      name: 'sofa-event',
    });
    expect(terms?.title).toBe('Up to 25% off sofas');
    expect(terms?.body[0]?.children?.[0]?.text).toMatch(/^Up to 25% off/);
    expect(await client.fetch(BANNER_TERMS_QUERY, { brand: 'dal', name: 'sofa-event' })).toBeNull();
  });

  it('reads product content with its size guide resolved', async () => {
    const [first] = await client.fetch<{ productNumber: string }[]>(
      '*[_type == "productContent" && brand == "dal"]{productNumber}',
    );
    if (!first) throw new Error('no product content');
    const content = await client.fetch<PRODUCT_CONTENT_QUERY_RESULT>(PRODUCT_CONTENT_QUERY, {
      brand: 'dal',
      productNumber: first.productNumber,
    });
    expect(content?.sizeGuide).toMatchObject({ _id: 'sizeGuide.dal.womens', unit: 'cm' });
    expect(content?.sizeGuide?.rows?.[0]?.cells).toEqual(['14', '102', '84', '110']);
    expect(content?.completeTheSet).toHaveLength(3);
  });

  it('reads each brand’s own search template: the results grid, and help, suggestions and categories when nothing matches', async () => {
    const query = searchPageQuery((field) => `${field}[]{ _key, _type, heading, body }`);
    for (const brand of ['dal', 'pma']) {
      const template = await client.fetch<SearchTemplateDocument & { blocks: { _type: string }[] }>(query, { brand });
      expect(template._id).toBe(`searchTemplate.${brand}`);
      const { results, noResults } = resolveSearchTemplate(template);
      expect(results.map((entry) => (entry.block as { _type: string })._type)).toEqual(['searchResults']);
      expect(noResults.map((entry) => (entry.block as { _type: string })._type)).toEqual([
        'richText',
        'searchSuggestions',
        'popularCategories',
      ]);
    }
  });

  it('reads a product page’s template, its category’s and its own override, and resolves them for that product only', async () => {
    const query = productPageQuery((field) => `${field}[]{ _key, _type, heading, message }`);
    type Doc = { _id: string; _type: string; mode?: string | null; blocks: { _key: string; _type: string }[] | null };
    type Result = {
      template: Doc | null;
      categoryTemplate: Doc | null;
      content: (Doc & { templateMode: string | null; templateBlocks: Doc['blocks'] }) | null;
    };
    const layout = async (brand: string, productNumber: string, categorySlug: string) => {
      const { template, categoryTemplate, content } = await client.fetch<Result>(query, {
        brand,
        productNumber,
        categorySlug,
      });
      return resolveProductTemplate({
        brand: template && { ...template, field: 'blocks' },
        category: categoryTemplate && { ...categoryTemplate, field: 'blocks' },
        product: content && {
          ...content,
          field: 'templateBlocks',
          mode: content.templateMode,
          blocks: content.templateBlocks,
        },
      }).map(({ block, source }) => `${(block as { _type: string })._type}@${source.documentId}`);
    };
    const seeded = await layout('dal', 'DA999001', 'dresses');
    expect(seeded).toEqual([
      'productDetails@productTemplate.dal',
      'sizeGuideButton@productTemplate.dal',
      'productDescription@productTemplate.dal',
      'deliveryAndReturns@productTemplate.dal',
      'completeTheSet@productTemplate.dal',
      'customerPhotos@productTemplate.dal',
      'productReviews@productTemplate.dal',
      'productRecommendations@productTemplate.dal',
    ]);
    await lake.client.createOrReplace({
      _id: 'productTemplate.dal.dresses',
      _type: 'productTemplate',
      brand: 'dal',
      title: 'Dresses',
      categorySlug: 'dresses',
      blocks: [{ _key: 'd1', _type: 'promoBanner', message: 'Dresses week' }],
    });
    await lake.client.createOrReplace({
      _id: 'productContent.dal.da999001',
      _type: 'productContent',
      brand: 'dal',
      productNumber: 'DA999001',
      templateMode: 'merge',
      templateBlocks: [{ _key: 'p1', _type: 'deliveryAndReturns', heading: 'Made to order: 4 weeks' }],
    });
    expect(await layout('dal', 'DA999001', 'dresses')).toEqual([
      'productDetails@productTemplate.dal',
      'sizeGuideButton@productTemplate.dal',
      'productDescription@productTemplate.dal',
      'deliveryAndReturns@productContent.dal.da999001',
      'promoBanner@productTemplate.dal.dresses',
      'completeTheSet@productTemplate.dal',
      'customerPhotos@productTemplate.dal',
      'productReviews@productTemplate.dal',
      'productRecommendations@productTemplate.dal',
    ]);
    // Another dress gets the category's banner but not the product's delivery copy; other categories and brands neither.
    expect(await layout('dal', 'DA999002', 'dresses')).toContain('promoBanner@productTemplate.dal.dresses');
    expect(await layout('dal', 'DA999002', 'dresses')).toContain('deliveryAndReturns@productTemplate.dal');
    expect(await layout('dal', 'DA999002', 'tops')).toEqual(seeded);
    expect((await layout('cgn', 'DA999001', 'dresses')).every((entry) => entry.endsWith('@productTemplate.cgn'))).toBe(
      true,
    );
  });

  it('reads one brand’s checkout template with its two slots, and a page of each fixed-route kind', async () => {
    const query = checkoutTemplateQuery((field) => `${field}[]{ _key, _type, heading }`);
    const dal = await client.fetch<{
      _id: string;
      deliveryBlocks: { _type: string; heading: string }[];
      paymentBlocks: { _type: string }[];
    }>(query, { brand: 'dal' });
    expect(dal._id).toBe('checkoutTemplate.dal');
    expect(dal.deliveryBlocks.map((block) => block._type)).toEqual([
      'checkoutDeliveryPromotion',
      'checkoutReassurance',
    ]);
    expect(dal.deliveryBlocks[0]?.heading).toBe('Free standard delivery');
    expect(dal.paymentBlocks.map((block) => block._type)).toEqual(['checkoutCreditExplanation', 'checkoutReassurance']);
    // jdw's standard delivery is never free: no promotion slot at its checkout.
    const jdw = await client.fetch<{ _id: string; deliveryBlocks: { _type: string }[] }>(query, { brand: 'jdw' });
    expect(jdw._id).toBe('checkoutTemplate.jdw');
    expect(jdw.deliveryBlocks.map((block) => block._type)).toEqual(['checkoutReassurance']);
    const kinds = await client.fetch<{ route: string; kind: string }[]>(
      '*[_type == "page" && brand == $brand && kind in ["deliveryPromotion", "creditExplanation"]] | order(route asc){route, kind}',
      { brand: 'fsp' },
    );
    expect(kinds).toEqual([
      { route: '/credit-explained', kind: 'creditExplanation' },
      { route: '/delivery-offer', kind: 'deliveryPromotion' },
    ]);
  });

  it('sees a published change at once and never a draft', async () => {
    await lake.client.patch('page.awl.about').set({ title: 'About Ashwell (edited)' }).commit();
    await lake.client.createOrReplace({
      _id: 'drafts.page.awl.returns',
      _type: 'page',
      brand: 'awl',
      route: '/help/returns',
      title: 'Draft only',
    });
    const about = await client.fetch<PAGE_BY_ROUTE_QUERY_RESULT>(PAGE_BY_ROUTE_QUERY, {
      brand: 'awl',
      route: '/about',
    });
    expect(about?.title).toBe('About Ashwell (edited)');
    const returns = await client.fetch<PAGE_BY_ROUTE_QUERY_RESULT>(PAGE_BY_ROUTE_QUERY, {
      brand: 'awl',
      route: '/help/returns',
    });
    expect(returns?.title).toBe('Returns and refunds');
  });
});

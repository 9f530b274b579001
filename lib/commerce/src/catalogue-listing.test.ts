import { binaryString } from '@shop/runtime/arbitraries';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRODUCTS_PER_PAGE } from './catalogue.ts';
import { PRICE_BANDS } from './catalogue-listing.ts';
import { getProductsByIds, listCategoryListing, listRecommendations, listSitemapPaths } from './catalogue-products.ts';
import { catalogueSeed, createTestDb, type TestDb } from './testing/test-db.ts';

describe('category listings with facets', () => {
  let t: TestDb;
  const dresses = { brandCode: 'dal', categorySlug: 'dresses' };

  beforeAll(async () => {
    t = await createTestDb({ seed: catalogueSeed(['dal', 'cgn']) });
  });
  afterAll(async () => {
    await t?.dispose();
  });

  it('pages 36 at a time with counts for every facet value', async () => {
    const first = await listCategoryListing(t.db, { ...dresses, page: 1 });
    expect(first.total).toBe(44);
    expect(first.items).toHaveLength(PRODUCTS_PER_PAGE);
    expect(first.pageCount).toBe(2);
    const colourTotal = first.facets.colour.reduce((n, v) => n + v.count, 0);
    expect(colourTotal).toBe(44);
    expect(first.facets.size.length).toBeGreaterThan(3);
    const second = await listCategoryListing(t.db, { ...dresses, page: 2 });
    expect(second.items).toHaveLength(8);
    const ids = new Set([...first.items, ...second.items].map((p) => p.productId));
    expect(ids.size).toBe(44);
  });

  it('filters by colour family and counts agree with the results', async () => {
    const all = await listCategoryListing(t.db, { ...dresses, page: 1 });
    const colour = all.facets.colour[0];
    if (!colour) throw new Error('no colour facet');
    const filtered = await listCategoryListing(t.db, { ...dresses, page: 1, filters: { colours: [colour.value] } });
    expect(filtered.total).toBe(colour.count);
    expect(filtered.facets.colour.find((v) => v.value === colour.value)?.selected).toBe(true);
    // The colour facet keeps counting the other colours (so a shopper can add one), other facets narrow.
    expect(filtered.facets.colour.reduce((n, v) => n + v.count, 0)).toBe(44);
    expect(filtered.facets.size.every((v) => v.count <= colour.count)).toBe(true);
  });

  it('filters by size, price band, rating and sale together', async () => {
    const all = await listCategoryListing(t.db, { ...dresses, page: 1 });
    const size = all.facets.size[0]?.value as string;
    const sizeOnly = await listCategoryListing(t.db, { ...dresses, page: 1, filters: { sizes: [size] } });
    expect(sizeOnly.total).toBe(all.facets.size[0]?.count);
    const rated = await listCategoryListing(t.db, { ...dresses, page: 1, filters: { minRating: 4 } });
    expect(rated.total).toBe(all.facets.rating.find((v) => v.value === '4')?.count);
    for (const item of rated.items) expect(item.ratingAverage).toBeGreaterThanOrEqual(4);
    const sale = await listCategoryListing(t.db, { ...dresses, page: 1, filters: { onSale: true } });
    expect(sale.total).toBe(all.facets.onSale.count);
    for (const item of sale.items) expect(item.onSale).toBe(true);
    const band = all.facets.price.find((v) => v.count > 0) as { value: string; count: number };
    const priced = await listCategoryListing(t.db, { ...dresses, page: 1, filters: { priceBands: [band.value] } });
    expect(priced.total).toBe(band.count);
    const def = PRICE_BANDS.find((b) => b.id === band.value);
    for (const item of priced.items) {
      expect(item.price).toBeGreaterThanOrEqual(def?.min ?? 0);
      if (def?.max) expect(item.price).toBeLessThan(def.max);
    }
  });

  it('ignores filter values the listing does not offer', async () => {
    const result = await listCategoryListing(t.db, {
      ...dresses,
      page: 1,
      filters: { sizes: ['XXXXL-nope'], colours: ["Blue'; drop table products;--"], priceBands: ['free'] },
    });
    expect(result.total).toBe(44);
    expect(result.filters).toMatchObject({ sizes: [], colours: [], priceBands: [] });
  });

  it('sorts by price both ways and by rating (Ratings - High to Low)', async () => {
    const low = await listCategoryListing(t.db, { ...dresses, page: 1, sort: 'price-low-high' });
    const prices = low.items.map((p) => p.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const high = await listCategoryListing(t.db, { ...dresses, page: 1, sort: 'price-high-low' });
    expect(high.items[0]?.price).toBe(Math.max(...[...low.items, ...high.items].map((p) => p.price)));
    const rating = await listCategoryListing(t.db, { ...dresses, page: 1, sort: 'rating' });
    const averages = rating.items.map((p) => p.ratingAverage ?? -1);
    expect(averages).toEqual([...averages].sort((a, b) => b - a));
  });

  it('never throws on hostile listing input', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          slug: fc.oneof(fc.string({ maxLength: 200 }), binaryString({ maxLength: 20 })),
          page: fc.oneof(fc.integer(), fc.double()),
          sort: fc.string(),
          sizes: fc.array(fc.string({ maxLength: 60 }), { maxLength: 40 }),
          colours: fc.array(binaryString(), { maxLength: 5 }),
          priceBands: fc.array(fc.constantFrom('under-20', '20-40', 'x', ''), { maxLength: 5 }),
          minRating: fc.oneof(fc.constant(null), fc.integer({ min: -5, max: 9 })),
        }),
        async ({ slug, page, sort, ...filters }) => {
          const result = await listCategoryListing(t.db, {
            brandCode: 'dal',
            categorySlug: slug,
            page,
            sort,
            filters,
          });
          expect(result.items.length).toBeLessThanOrEqual(PRODUCTS_PER_PAGE);
          expect(result.pageCount).toBeGreaterThanOrEqual(1);
        },
      ),
      { numRuns: 40 },
    );
  });

  it('answers products by id in the order asked, omitting unknown and other brands’ ids', async () => {
    const page = await listCategoryListing(t.db, { ...dresses, page: 1 });
    const [a, b] = page.items;
    const cgn = await listCategoryListing(t.db, { brandCode: 'cgn', categorySlug: 'suits-and-blazers', page: 1 });
    const found = await getProductsByIds(t.db, 'dal', [
      b?.productId ?? '',
      'zz999999',
      cgn.items[0]?.productId ?? '',
      (a?.productId ?? '').toUpperCase(),
    ]);
    expect(found.map((p) => p.productId)).toEqual([b?.productId, a?.productId]);
  });

  it('recommends buyable products from the same category, never the product itself', async () => {
    const page = await listCategoryListing(t.db, { ...dresses, page: 1 });
    const id = page.items[0]?.productId as string;
    const recommended = await listRecommendations(t.db, 'dal', id);
    expect(recommended.length).toBeGreaterThanOrEqual(2);
    expect(recommended.length).toBeLessThanOrEqual(12);
    const dressIds = new Set(
      [...page.items, ...(await listCategoryListing(t.db, { ...dresses, page: 2 })).items].map((p) => p.productId),
    );
    for (const product of recommended) {
      expect(product.productId).not.toBe(id);
      expect(dressIds.has(product.productId)).toBe(true);
      expect(product.purchasable).toBe(true);
    }
  });

  it('lists every category and product path for the sitemap', async () => {
    const paths = await listSitemapPaths(t.db, 'dal');
    expect(paths.some((p) => p.path === '/shop/c/dresses')).toBe(true);
    expect(paths.filter((p) => p.path.startsWith('/shop/p/')).length).toBe(194);
  });
});

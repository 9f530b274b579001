import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getProduct, listCategoryProducts } from './catalogue.ts';
import { listProductsByNumber, MAX_PICKS, searchProductsByName } from './catalogue-picks.ts';
import { catalogueSeed, createTestDb, type TestDb } from './testing/test-db.ts';

describe('catalogue picks', () => {
  let t: TestDb;
  beforeAll(async () => {
    t = await createTestDb({ seed: catalogueSeed(['dal', 'cgn', 'ihm']) });
  });
  afterAll(async () => {
    await t?.dispose();
  });

  it('finds the brand’s products whose name contains the term, case-insensitively, up to the limit', async () => {
    const found = await searchProductsByName(t.db, { brandCode: 'dal', term: 'DRESS', limit: 5 });
    expect(found).toHaveLength(5);
    for (const p of found) {
      expect(p.name.toLowerCase()).toContain('dress');
      expect(p.productNumber.startsWith('DA')).toBe(true);
    }
    expect(await searchProductsByName(t.db, { brandCode: 'dal', term: 'dress', limit: 500 })).toHaveLength(MAX_PICKS);
  });

  it('derives purchasable and price-varies from each product’s own options, in listings and picks alike', async () => {
    let varies = 0;
    for (const [brandCode, categorySlug] of [
      ['dal', 'dresses'],
      ['ihm', 'sofas'],
    ] as const) {
      const listed = await listCategoryProducts(t.db, { brandCode, categorySlug, page: 1 });
      const picked = await listProductsByNumber(t.db, {
        brandCode,
        productNumbers: listed.items.map((p) => p.productNumber),
      });
      expect(picked).toHaveLength(listed.items.length);
      for (const summary of [...listed.items, ...picked]) {
        const product = await getProduct(t.db, brandCode, summary.productId);
        if (!product) throw new Error(`${summary.productId} missing`);
        expect(summary.purchasable, summary.productId).toBe(product.options.some((o) => o.purchasable));
        const optionPriceDiffers = product.options.some((o) => o.price !== product.price);
        expect(summary.priceVaries, summary.productId).toBe(optionPriceDiffers);
        if (optionPriceDiffers) varies += 1;
      }
    }
    expect(varies).toBeGreaterThan(0);
  });

  it('treats LIKE wildcards literally and finds nothing for blank terms', async () => {
    expect(await searchProductsByName(t.db, { brandCode: 'dal', term: '%' })).toEqual([]);
    expect(await searchProductsByName(t.db, { brandCode: 'dal', term: '_' })).toEqual([]);
    expect(await searchProductsByName(t.db, { brandCode: 'dal', term: '   ' })).toEqual([]);
  });

  it('lists hand-picked products in the editor’s order, leaving out unknown and other brands’ numbers', async () => {
    const page = await listCategoryProducts(t.db, { brandCode: 'dal', categorySlug: 'dresses', page: 1 });
    const [a, b] = page.items;
    const cgn = await listCategoryProducts(t.db, { brandCode: 'cgn', categorySlug: 'suits-and-blazers', page: 1 });
    const other = cgn.items[0];
    if (!a || !b || !other) throw new Error('seed data missing');
    const picked = await listProductsByNumber(t.db, {
      brandCode: 'dal',
      productNumbers: [b.productNumber, 'DA000000', a.productId, other.productNumber, b.productNumber, 'bad number!'],
    });
    expect(picked.map((p) => p.productNumber)).toEqual([b.productNumber, a.productNumber]);
    expect(picked[0]).toEqual(b);
  });
});

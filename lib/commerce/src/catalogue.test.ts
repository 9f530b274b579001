import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  getCategory,
  getProduct,
  getProductImage,
  listCategories,
  listCategoryProducts,
  normalisePage,
  PRODUCTS_PER_PAGE,
  productNumberFromId,
  toProductId,
} from './catalogue.ts';
import { catalogueSeed, createTestDb, type TestDb } from './testing/test-db.ts';

describe('catalogue reads', () => {
  let t: TestDb;

  beforeAll(async () => {
    t = await createTestDb({ seed: catalogueSeed(['dal', 'cgn', 'ihm']) });
  });
  afterAll(async () => {
    await t?.dispose();
  });

  describe('listCategories', () => {
    it('lists the brand’s categories in order with product counts', async () => {
      const list = await listCategories(t.db, 'dal');
      expect(list.length).toBeGreaterThanOrEqual(8);
      expect(list[0]).toMatchObject({ slug: 'dresses', name: 'Dresses' });
      expect(list.find((c) => c.slug === 'dresses')?.productCount).toBe(44);
      expect(list.reduce((n, c) => n + c.productCount, 0)).toBeGreaterThanOrEqual(150);
      for (const c of list) expect(Object.keys(c).sort()).toEqual(['description', 'name', 'productCount', 'slug']);
    });

    it('returns nothing for an unknown brand', async () => {
      expect(await listCategories(t.db, 'nope')).toEqual([]);
    });
  });

  describe('getCategory', () => {
    it('finds a category of the brand only', async () => {
      expect(await getCategory(t.db, 'cgn', 'suits-and-blazers')).toMatchObject({
        slug: 'suits-and-blazers',
        name: 'Suits & Blazers',
      });
      expect(await getCategory(t.db, 'dal', 'suits-and-blazers')).toBeNull();
      expect(await getCategory(t.db, 'dal', 'no-such-thing')).toBeNull();
      expect(await getCategory(t.db, 'dal', '')).toBeNull();
    });
  });

  describe('listCategoryProducts', () => {
    it('pages 36 at a time, the last page holding the rest', async () => {
      const first = await listCategoryProducts(t.db, { brandCode: 'dal', categorySlug: 'dresses', page: 1 });
      expect(first).toMatchObject({ total: 44, page: 1, pageCount: 2 });
      expect(first.items).toHaveLength(PRODUCTS_PER_PAGE);
      const last = await listCategoryProducts(t.db, { brandCode: 'dal', categorySlug: 'dresses', page: 2 });
      expect(last).toMatchObject({ total: 44, page: 2, pageCount: 2 });
      expect(last.items).toHaveLength(8);
      const numbers = [...first.items, ...last.items].map((p) => p.productNumber);
      expect(new Set(numbers).size).toBe(44);
    });

    it('names, per card, the offer and an option a save keeps: in the pictured colour, one that can be bought', async () => {
      const { items } = await listCategoryProducts(t.db, { brandCode: 'dal', categorySlug: 'dresses', page: 1 });
      for (const item of items) {
        const detail = await getProduct(t.db, 'dal', item.productId);
        expect(item.offerNumber).toBe(detail?.offerNumber);
        const option = detail?.options.find((o) => o.optionNumber === item.saveOptionNumber);
        expect(option, item.productId).toBeDefined();
        expect(option?.colour).toBe(item.colour);
        const buyable = detail?.options.some((o) => o.colour === item.colour && o.purchasable);
        if (buyable) expect(option?.purchasable, item.productId).toBe(true);
      }
    });

    it('returns an empty page beyond the end or for a page that is not a positive integer, without throwing', async () => {
      for (const page of [3, 99, 1e9, 0, -1, 2.5, Number.NaN, Number.POSITIVE_INFINITY]) {
        const result = await listCategoryProducts(t.db, { brandCode: 'dal', categorySlug: 'dresses', page });
        expect(result.items, String(page)).toEqual([]);
        expect(result.total).toBe(44);
        expect(result.pageCount).toBe(2);
      }
    });

    it('honours a page size and sort order', async () => {
      const small = await listCategoryProducts(t.db, {
        brandCode: 'dal',
        categorySlug: 'dresses',
        page: 5,
        pageSize: 10,
      });
      expect(small).toMatchObject({ total: 44, page: 5, pageCount: 5 });
      expect(small.items).toHaveLength(4);

      const cheap = await listCategoryProducts(t.db, {
        brandCode: 'ihm',
        categorySlug: 'sofas',
        page: 1,
        sort: 'price-low-high',
      });
      const prices = cheap.items.map((p) => p.price);
      expect(prices).toEqual([...prices].sort((a, b) => a - b));

      const rated = await listCategoryProducts(t.db, {
        brandCode: 'ihm',
        categorySlug: 'sofas',
        page: 2,
        sort: 'rating',
      });
      const ratings = rated.items.map((p) => p.ratingAverage);
      const firstNull = ratings.indexOf(null);
      if (firstNull >= 0) expect(ratings.slice(firstNull).every((r) => r === null)).toBe(true);
    });

    it('describes each product for a listing tile', async () => {
      const { items } = await listCategoryProducts(t.db, { brandCode: 'ihm', categorySlug: 'sofas', page: 1 });
      for (const p of items) {
        expect(p.productId).toBe(p.productNumber.toLowerCase());
        expect(p.productId).toMatch(/^[a-z0-9]+$/);
        expect(p.imageUrl).toBe(`/images/products/${p.productId}.svg`);
        expect(Number.isInteger(p.price)).toBe(true);
        expect(p.onSale).toBe(p.wasPrice !== null);
        if (p.wasPrice !== null) expect(p.wasPrice).toBeGreaterThan(p.price);
        expect(typeof p.purchasable).toBe('boolean');
        expect(typeof p.priceVaries).toBe('boolean');
        if (p.ratingCount === 0) expect(p.ratingAverage).toBeNull();
      }
      expect(items.some((p) => p.priceVaries)).toBe(true);
    });

    it('never lists another brand’s products', async () => {
      const own = await listCategoryProducts(t.db, { brandCode: 'cgn', categorySlug: 'jeans', page: 1 });
      expect(own.items.length).toBeGreaterThan(0);
      expect(own.items.every((p) => p.productNumber.startsWith('CG'))).toBe(true);
      const foreign = await listCategoryProducts(t.db, { brandCode: 'cgn', categorySlug: 'dresses', page: 1 });
      expect(foreign).toEqual({ items: [], total: 0, page: 1, pageCount: 1 });
      const unknown = await listCategoryProducts(t.db, { brandCode: 'fsp', categorySlug: 'dresses', page: 1 });
      expect(unknown.items).toEqual([]);
    });
  });

  describe('getProduct', () => {
    it('returns the full product with category and options', async () => {
      const { items } = await listCategoryProducts(t.db, { brandCode: 'dal', categorySlug: 'dresses', page: 1 });
      const summary = items[0];
      if (!summary) throw new Error('no products');
      const product = await getProduct(t.db, 'dal', summary.productId);
      expect(product).toMatchObject({
        productId: summary.productId,
        productNumber: summary.productNumber,
        name: summary.name,
        price: summary.price,
        brandCode: 'dal',
        category: { slug: 'dresses', name: 'Dresses' },
      });
      expect(product?.offerNumber).toMatch(/^\d{6}$/);
      expect(product?.description.length).toBeGreaterThan(40);
      expect(product?.options.length).toBeGreaterThan(0);
      for (const o of product?.options ?? []) {
        expect(o.optionNumber.startsWith(summary.productNumber)).toBe(true);
        expect(o.variantCode.startsWith(`${summary.productNumber}-`)).toBe(true);
        expect(['IN_STOCK', 'LOW_STOCK', 'OUT_OF_STOCK', 'OUT_OF_STOCK_NOT_RETURNING']).toContain(o.stockStatus);
        expect(o.price).toBeGreaterThanOrEqual(summary.price);
        expect(o.purchasable).toBe(o.stockStatus === 'IN_STOCK' || o.stockStatus === 'LOW_STOCK');
        expect(Number(o.size) >= 18 && Number(o.size) <= 32).toBe(true);
      }
      expect(product?.purchasable).toBe(product?.options.some((o) => o.purchasable));
    });

    it('gives option prices for sized products and accepts any letter case', async () => {
      const { items } = await listCategoryProducts(t.db, { brandCode: 'ihm', categorySlug: 'sofas', page: 1 });
      const varied = items.find((p) => p.priceVaries);
      if (!varied) throw new Error('expected a product with option prices');
      const product = await getProduct(t.db, 'ihm', varied.productNumber);
      expect(product?.productId).toBe(varied.productId);
      const prices = product?.options.map((o) => o.price) ?? [];
      expect(Math.min(...prices)).toBe(varied.price);
      expect(Math.max(...prices)).toBeGreaterThan(varied.price);
    });

    it('does not find a product under another brand, nor unknown or hostile ids', async () => {
      const { items } = await listCategoryProducts(t.db, { brandCode: 'dal', categorySlug: 'jeans', page: 1 });
      const id = items[0]?.productId as string;
      expect(await getProduct(t.db, 'dal', id)).not.toBeNull();
      expect(await getProduct(t.db, 'cgn', id)).toBeNull();
      expect(await getProduct(t.db, 'fsp', id)).toBeNull();
      for (const hostile of [
        '',
        'da000000',
        '../../etc/passwd',
        'da 123',
        "da1'; drop table products;--",
        'x'.repeat(500),
        '%00',
      ]) {
        expect(await getProduct(t.db, 'dal', hostile), hostile).toBeNull();
      }
    });
  });

  describe('getProductImage', () => {
    it('returns the SVG illustration of a product, or null', async () => {
      const { items } = await listCategoryProducts(t.db, { brandCode: 'cgn', categorySlug: 'shirts', page: 1 });
      const svg = await getProductImage(t.db, items[0]?.productId as string);
      expect(svg).toMatch(/^<svg [^>]*viewBox="0 0 600 800"/);
      expect(svg?.endsWith('</svg>')).toBe(true);
      expect(await getProductImage(t.db, 'zz999999')).toBeNull();
      expect(await getProductImage(t.db, '../secret')).toBeNull();
    });
  });
});

describe('product ids', () => {
  it('map product numbers to URL-safe ids and back', () => {
    expect(toProductId('DA123456')).toBe('da123456');
    expect(productNumberFromId('da123456')).toBe('DA123456');
    expect(productNumberFromId('DA123456')).toBe('DA123456');
    expect(productNumberFromId('da-123')).toBeNull();
    expect(productNumberFromId('')).toBeNull();
    expect(productNumberFromId('a'.repeat(25))).toBeNull();
  });
});

describe('normalisePage', () => {
  it.each([
    [undefined, 5, 1, false],
    ['1', 5, 1, false],
    ['3', 5, 3, false],
    ['5', 5, 5, false],
    ['6', 5, 5, true],
    ['1e9', 5, 1, true],
    ['999999999999999999999', 5, 5, true],
    ['-1', 5, 1, true],
    ['0', 5, 1, true],
    ['abc', 5, 1, true],
    ['2.5', 5, 1, true],
    ['02', 5, 1, true],
    [' 2', 5, 1, true],
    ['', 5, 1, true],
    ['0x10', 5, 1, true],
    ['Infinity', 5, 1, true],
    [['2', '3'], 5, 2, true],
    [['abc'], 5, 1, true],
    [[], 5, 1, true],
    ['3', 0, 1, true],
    ['1', 0, 1, false],
    ['2', Number.NaN, 1, true],
  ] as const)('%j of %d pages → page %d (corrected %s)', (raw, pageCount, page, corrected) => {
    expect(normalisePage(raw as string | string[] | undefined, pageCount)).toEqual({ page, corrected });
  });

  it('always answers a whole page within 1…pageCount, unchanged only for canonical input', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.constant(undefined), fc.string(), fc.array(fc.string(), { maxLength: 3 }), fc.nat().map(String)),
        fc.oneof(fc.integer({ min: -5, max: 1000 }), fc.double()),
        (raw, pageCount) => {
          const { page, corrected } = normalisePage(raw, pageCount);
          const last = Number.isFinite(pageCount) && pageCount >= 1 ? Math.floor(pageCount) : 1;
          expect(Number.isInteger(page)).toBe(true);
          expect(page).toBeGreaterThanOrEqual(1);
          expect(page).toBeLessThanOrEqual(last);
          if (!corrected && raw !== undefined) expect(String(page)).toBe(raw);
        },
      ),
    );
  });
});

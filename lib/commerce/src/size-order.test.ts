import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listCategoryListing } from './catalogue-products.ts';
import { searchProducts } from './search.ts';
import { SIZE_SETS } from './seed/sizes.ts';
import { compareSizes, sortSizes } from './size-order.ts';
import { catalogueSeed, createTestDb, type TestDb } from './testing/test-db.ts';

describe('natural size order', () => {
  it('sorts collar sizes numerically and letter sizes from small to large', () => {
    expect(sortSizes(['14.5"', '15.5"', '15"', '16"', '16.5"'])).toEqual(['14.5"', '15"', '15.5"', '16"', '16.5"']);
    expect(sortSizes(['XXL', 'M', 'XS', 'L', 'S', 'XL', '4XL', '3XL'])).toEqual([
      'XS',
      'S',
      'M',
      'L',
      'XL',
      'XXL',
      '3XL',
      '4XL',
    ]);
    expect(sortSizes(['3XL', '2XL', 'XL'])).toEqual(['XL', '2XL', '3XL']);
  });

  it('keeps each sizing system together instead of interleaving them', () => {
    const jumbled = ['14.5"', '15.5"', '15"', 'M', 'S', '16"', 'L', '16.5"'];
    expect(sortSizes(jumbled)).toEqual(['S', 'M', 'L', '14.5"', '15"', '15.5"', '16"', '16.5"']);
    expect(sortSizes(['12', 'W32 L30', '8', 'W30 L32', 'W30 L30', '10'])).toEqual([
      '8',
      '10',
      '12',
      'W30 L30',
      'W30 L32',
      'W32 L30',
    ]);
  });

  it('sorts bra, age, bed and dimension sizes naturally', () => {
    expect(sortSizes(['34A', '32DD', '32D', '32E', '30D'])).toEqual(['30D', '32D', '32DD', '32E', '34A']);
    expect(sortSizes(['11-12 yrs', '3-6 mths', 'Newborn', '3-4 yrs', '0-3 mths'])).toEqual([
      'Newborn',
      '0-3 mths',
      '3-6 mths',
      '3-4 yrs',
      '11-12 yrs',
    ]);
    expect(sortSizes(['King', 'Double', 'Super King', 'Single'])).toEqual(['Single', 'Double', 'King', 'Super King']);
    expect(sortSizes(['200 x 290 cm', '80 x 150 cm', '120 x 170 cm'])).toEqual([
      '80 x 150 cm',
      '120 x 170 cm',
      '200 x 290 cm',
    ]);
  });

  it('agrees with the order every seeded size set is written in', () => {
    for (const [id, set] of Object.entries(SIZE_SETS)) {
      // Tailoring runs list regulars then longs; waists list leg by leg: both are one system, ordered by their key.
      if (id === 'mensWaist' || id === 'bigTallWaist') continue;
      expect(sortSizes([...set.sizes].reverse()), id).toEqual([...set.sizes]);
    }
  });

  it('is a total order: antisymmetric and consistent', () => {
    const all = [...new Set(Object.values(SIZE_SETS).flatMap((set) => [...set.sizes])), 'Mystery', 'mystery'];
    for (const a of all) {
      for (const b of all) {
        const there = Math.sign(compareSizes(a, b));
        expect(there === 0 ? a === b : there === -Math.sign(compareSizes(b, a))).toBe(true);
      }
    }
  });
});

describe('size filters on Palmer', () => {
  let t: TestDb;

  beforeAll(async () => {
    t = await createTestDb({ seed: catalogueSeed(['pma']) });
  });
  afterAll(async () => {
    await t?.dispose();
  });

  it('lists shirt sizes naturally: collar sizes in order, letter sizes in order, systems not mixed', async () => {
    const shirts = await listCategoryListing(t.db, { brandCode: 'pma', categorySlug: 'shirts', page: 1 });
    const sizes = shirts.facets.size.map((value) => value.value);
    expect(sizes).toEqual(expect.arrayContaining(['S', 'M', 'L', '15"', '15.5"', '16"']));
    expect(sizes).toEqual(sortSizes(sizes));
    const collars = sizes.filter((size) => size.endsWith('"'));
    expect(collars).toEqual([...collars].sort((a, b) => Number.parseFloat(a) - Number.parseFloat(b)));
    const firstCollar = sizes.findIndex((size) => size.endsWith('"'));
    const lastCollar = sizes.findLastIndex((size) => size.endsWith('"'));
    expect(lastCollar - firstCollar + 1).toBe(collars.length);
  });

  it('orders a search’s size filter the same way', async () => {
    const result = await searchProducts(t.db, { brandCode: 'pma', query: 'shirt', page: 1 });
    const sizes = result.facets.size.map((value) => value.value);
    expect(sizes.length).toBeGreaterThan(3);
    expect(sizes).toEqual(sortSizes(sizes));
  });
});

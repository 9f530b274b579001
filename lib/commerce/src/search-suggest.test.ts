import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { suggestSearch } from './search.ts';
import { refreshSearchIndex } from './search-index.ts';
import { buildBrandSuggestions, suggestCached } from './search-suggest.ts';
import { seedCatalogue } from './seed/seed.ts';
import { createTestDb, queryRows, type TestDb } from './testing/test-db.ts';

describe('autosuggest from memory', () => {
  let t: TestDb;

  beforeAll(async () => {
    t = await createTestDb();
    await seedCatalogue(t.db, { brands: ['dal', 'ihm'] });
  });
  afterAll(async () => {
    await t?.dispose();
  });

  it('answers every prefix of the vocabulary exactly as the database search does', async () => {
    const started = performance.now();
    const index = await buildBrandSuggestions(t.db, 'ihm');
    const buildMs = performance.now() - started;
    expect(index.prefixes.size).toBeGreaterThan(100);
    const prefixes = [...index.prefixes.keys()];
    // Every prefix would take a while on PGlite: a fixed spread of them, plus the short ones shoppers type first.
    const sample = prefixes.filter((prefix, i) => prefix.length === 3 || i % 5 === 0);
    for (const prefix of sample) {
      expect(await suggestCached(t.db, 'ihm', prefix), prefix).toEqual(await suggestSearch(t.db, 'ihm', prefix));
    }
    expect(buildMs).toBeLessThan(30_000);
  }, 120_000);

  it('answers other queries (several words, typos, hostile text, too short) like the database search', async () => {
    for (const query of ['blue dre', 'drss', 'DRESS', '  Dré ', 'dr', "x' or 1=1 --", 'a'.repeat(10_000), 'zzzqqq']) {
      expect(await suggestCached(t.db, 'dal', query), query).toEqual(await suggestSearch(t.db, 'dal', query));
    }
    expect(await suggestCached(t.db, 'dal', 'dr')).toEqual({ terms: [], products: [] });
  }, 60_000);

  it('shares one build between concurrent requests and keeps the brands apart', async () => {
    const answers = await Promise.all(Array.from({ length: 50 }, () => suggestCached(t.db, 'dal', 'dre')));
    expect(new Set(answers).size).toBe(1);
    expect(answers[0]?.terms).toContain('dress');
    const home = await suggestCached(t.db, 'ihm', 'dre');
    for (const product of home.products) expect(product.productNumber.startsWith('IH')).toBe(true);
  });

  it('is rebuilt once the search index sees the catalogue change', async () => {
    const before = await suggestCached(t.db, 'dal', 'zephyr');
    expect(before.products).toEqual([]);
    const [row] = await queryRows<{ n: string }>(
      t.db,
      sql`select min(product_number) as n from products where brand_code = 'dal'`,
    );
    await t.db.execute(sql`update products set name = name || ' Zephyrine' where product_number = ${row?.n ?? ''}`);
    // The index check runs at most once a minute; a rebuild (as on a reseed) records the new catalogue at once.
    expect(await refreshSearchIndex(t.db, 'dal')).toBe(true);
    await suggestCached(t.db, 'dal', 'zephyr'); // sees the change and starts the rebuild
    await new Promise((resolve) => setTimeout(resolve, 0));
    let after = await suggestCached(t.db, 'dal', 'zephyr');
    for (let i = 0; i < 100 && after.products.length === 0; i++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      after = await suggestCached(t.db, 'dal', 'zephyr');
    }
    expect(after.products.map((p) => p.productNumber)).toEqual([row?.n]);
    expect(after).toEqual(await suggestSearch(t.db, 'dal', 'zephyr'));
  }, 60_000);
});

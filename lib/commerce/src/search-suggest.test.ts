import { captureLogs, type LogRecord } from '@shop/runtime/log-capture';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ProductSummary } from './catalogue.ts';
import { type SearchSuggestions, suggestSearch } from './search.ts';
import { ensureSearchIndex, refreshSearchIndex } from './search-index.ts';
import { buildBrandSuggestions, REBUILD_RETRY_MS, suggestCached } from './search-suggest.ts';
import { catalogueSeed, createTestDb, queryRows, type TestDb } from './testing/test-db.ts';

const logged: LogRecord[] = [];
beforeAll(() => captureLogs(logged));

describe('autosuggest from memory', () => {
  let t: TestDb;

  beforeAll(async () => {
    t = await createTestDb({ seed: catalogueSeed(['dal', 'ihm']) });
  });
  afterAll(async () => {
    await t?.dispose();
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  /** Runs the brand's index check now (it is otherwise due once a minute): a later `now` than any check before. */
  let checkClock = Date.now();
  async function checkIndexNow(brandCode: string): Promise<void> {
    checkClock += 10 * 60_000;
    await ensureSearchIndex(t.db, brandCode, checkClock);
  }

  /** Asks until `done` holds (the rebuild runs in the background while the previous answers serve). */
  async function suggestUntil(query: string, done: (answer: SearchSuggestions) => boolean): Promise<SearchSuggestions> {
    let answer = await suggestCached(t.db, 'ihm', query);
    for (let i = 0; i < 200 && !done(answer); i++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      answer = await suggestCached(t.db, 'ihm', query);
    }
    return answer;
  }

  /** A single word whose cached answer lists a product (purchasable if asked), from the brand's product names. */
  async function wordWithProduct(purchasable: boolean): Promise<{ query: string; product: ProductSummary }> {
    const rows = await queryRows<{ name: string }>(
      t.db,
      sql`select name from products where brand_code = 'ihm' order by product_number limit 50`,
    );
    for (const row of rows) {
      const query =
        row.name
          .toLowerCase()
          .split(/[^a-z0-9]+/)
          .find((word) => word.length >= 4) ?? '';
      const answer = await suggestCached(t.db, 'ihm', query);
      const product = answer.products.find((found) => !purchasable || found.purchasable);
      if (product) return { query, product };
    }
    throw new Error('no word of the seeded catalogue suggests a product');
  }

  const productIn = (answer: SearchSuggestions, productNumber: string): ProductSummary | undefined =>
    answer.products.find((product) => product.productNumber === productNumber);

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

  it('shows a price, sale or stock change once the index check sees it, without rebuilding the index', async () => {
    const { query, product: target } = await wordWithProduct(true);
    expect(target.purchasable).toBe(true);
    const productNumber = target.productNumber;
    const newPrice = target.price + 1234;
    await t.db.execute(sql`update products set price_pence = ${newPrice}, was_price_pence = ${newPrice + 500},
      rating_count = rating_count + 3 where product_number = ${productNumber}`);
    // Everything sells out, so the product cannot be bought whichever of its options a summary looks at.
    await t.db.execute(sql`update product_options set stock_status = 'OUT_OF_STOCK'`);
    await checkIndexNow('ihm');
    const after = await suggestUntil(query, (answer) => productIn(answer, productNumber)?.price === newPrice);
    expect(productIn(after, productNumber)).toMatchObject({
      price: newPrice,
      wasPrice: newPrice + 500,
      onSale: true,
      ratingCount: target.ratingCount + 3,
      purchasable: false,
    });
    expect(after).toEqual(await suggestSearch(t.db, 'ihm', query));
    // Only summaries moved: the search documents and vocabulary were left as they were.
    expect(await refreshSearchIndex(t.db, 'ihm')).toBe(false);
  }, 60_000);

  it('keeps serving the previous answers when a rebuild fails, reports it once and retries later', async () => {
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', onUnhandled);
    try {
      const { query, product: target } = await wordWithProduct(false);
      const before = await suggestCached(t.db, 'ihm', query);
      const productNumber = target.productNumber;
      const newPrice = target.price + 777;
      await t.db.execute(sql`update products set price_pence = ${newPrice}, was_price_pence = null
        where product_number = ${productNumber}`);
      await checkIndexNow('ihm');

      logged.length = 0;
      const execute = vi.spyOn(t.db, 'execute').mockRejectedValueOnce(new Error('connection lost'));
      expect(await suggestCached(t.db, 'ihm', query)).toBe(before); // starts the rebuild, which fails
      for (let i = 0; i < 100 && logged.length === 0; i++) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect(logged).toEqual([
        expect.objectContaining({
          level: 'error',
          name: 'commerce',
          component: 'search-suggest',
          brand: 'ihm',
          msg: 'search suggestions rebuild failed; previous answers serve',
          err: expect.objectContaining({ type: 'Error', message: 'connection lost' }),
        }),
      ]);

      // Within the retry pause: the previous answers, no new rebuild, no more logging.
      for (let i = 0; i < 5; i++) expect(await suggestCached(t.db, 'ihm', query)).toBe(before);
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(execute).toHaveBeenCalledTimes(1);
      expect(logged).toHaveLength(1);
      expect(unhandled).toEqual([]);

      // After the pause the next request rebuilds, and the new price shows.
      const now = Date.now();
      vi.spyOn(Date, 'now').mockReturnValue(now + REBUILD_RETRY_MS + 1);
      const after = await suggestUntil(query, (answer) => productIn(answer, productNumber)?.price === newPrice);
      expect(productIn(after, productNumber)?.price).toBe(newPrice);
      expect(after).toEqual(await suggestSearch(t.db, 'ihm', query));
      expect(logged).toHaveLength(1);
      expect(unhandled).toEqual([]);
    } finally {
      process.off('unhandledRejection', onUnhandled);
    }
  }, 60_000);
});

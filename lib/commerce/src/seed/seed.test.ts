import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products, stockStatusValues } from '../db/schema.ts';
import { createTestDb, queryRows, type TestDb } from '../testing/test-db.ts';
import { seedCatalogue } from './seed.ts';

const BRANDS = ['awl', 'ccl', 'cgn', 'dal', 'fsp', 'fw', 'ihm', 'jdw', 'pma'];

/** A digest of every catalogue row (ids included), to prove a run changed nothing. */
async function fingerprint(t: TestDb): Promise<Record<string, string>> {
  const tables = ['categories', 'products', 'product_options', 'product_images', 'seed_runs'];
  const out: Record<string, string> = {};
  for (const table of tables) {
    const [row] = await queryRows<{ digest: string | null; n: number }>(
      t.db,
      sql`select md5(coalesce(string_agg(row_to_json(x)::text, '|' order by row_to_json(x)::text), '')) as digest, count(*)::int as n from ${sql.identifier(table)} x`,
    );
    out[table] = `${row?.n}:${row?.digest}`;
  }
  return out;
}

describe('seedCatalogue', () => {
  let t: TestDb;
  let firstRun: Awaited<ReturnType<typeof seedCatalogue>>;

  beforeAll(async () => {
    t = await createTestDb();
    firstRun = await seedCatalogue(t.db);
  });
  afterAll(async () => {
    await t?.dispose();
  });

  it('seeds all nine brands on the first run', () => {
    expect(firstRun.brands.map((b) => b.brandCode).sort()).toEqual(BRANDS);
    expect(firstRun.brands.every((b) => b.status === 'seeded')).toBe(true);
  });

  it('creates ≥8 categories and ≥150 products per brand', async () => {
    const rows = await queryRows<{ brand_code: string; categories: number; products: number }>(
      t.db,
      sql`select c.brand_code, count(distinct c.id)::int as categories, count(p.id)::int as products
          from categories c left join products p on p.category_id = c.id group by c.brand_code order by c.brand_code`,
    );
    expect(rows.map((r) => r.brand_code)).toEqual(BRANDS);
    for (const row of rows) {
      expect(row.categories, row.brand_code).toBeGreaterThanOrEqual(8);
      expect(row.products, row.brand_code).toBeGreaterThanOrEqual(150);
    }
  });

  it('has every stock status in every brand', async () => {
    const rows = await queryRows<{ brand_code: string; status: string }>(
      t.db,
      sql`select distinct p.brand_code, o.stock_status::text as status from product_options o join products p on p.id = o.product_id`,
    );
    for (const brand of BRANDS) {
      expect(new Set(rows.filter((r) => r.brand_code === brand).map((r) => r.status)), brand).toEqual(
        new Set(stockStatusValues),
      );
    }
  });

  it('keeps product numbers unique and every product with options and an image', async () => {
    const [row] = await queryRows<{
      n: number;
      distinct_numbers: number;
      without_options: number;
      without_image: number;
    }>(
      t.db,
      sql`select count(*)::int as n, count(distinct product_number)::int as distinct_numbers,
            count(*) filter (where not exists (select 1 from product_options o where o.product_id = p.id))::int as without_options,
            count(*) filter (where not exists (select 1 from product_images i where i.product_id = p.id))::int as without_image
          from products p`,
    );
    expect(row?.n).toBeGreaterThan(9 * 150);
    expect(row?.distinct_numbers).toBe(row?.n);
    expect(row?.without_options).toBe(0);
    expect(row?.without_image).toBe(0);
  });

  it('stores integer pence prices, with some products on sale above their price', async () => {
    const all = await t.db
      .select({ price: products.pricePence, was: products.wasPricePence, onSale: products.onSale })
      .from(products);
    for (const p of all) {
      expect(Number.isInteger(p.price)).toBe(true);
      expect(p.price).toBeGreaterThan(0);
      if (p.was !== null) {
        expect(Number.isInteger(p.was)).toBe(true);
        expect(p.was).toBeGreaterThan(p.price);
      }
      expect(p.onSale).toBe(p.was !== null);
    }
    expect(all.filter((p) => p.onSale).length).toBeGreaterThan(all.length * 0.15);
  });

  it('is idempotent: a second run changes nothing and writes nothing', async () => {
    const before = await fingerprint(t);
    const again = await seedCatalogue(t.db);
    expect(again.brands.every((b) => b.status === 'unchanged')).toBe(true);
    expect(await fingerprint(t)).toEqual(before);
  });

  it('a forced run rewrites the same rows with the same ids', async () => {
    const before = await fingerprint(t);
    const forced = await seedCatalogue(t.db, { force: true, brands: ['dal', 'ihm'] });
    expect(forced.brands.map((b) => [b.brandCode, b.status])).toEqual([
      ['dal', 'seeded'],
      ['ihm', 'seeded'],
    ]);
    const after = await fingerprint(t);
    // seed_runs.seeded_at moves on a forced run; the catalogue itself must not.
    expect({ ...after, seed_runs: '' }).toEqual({ ...before, seed_runs: '' });
  });

  it('repairs a brand whose rows went missing', async () => {
    const [victim] = await t.db
      .select({ productNumber: products.productNumber })
      .from(products)
      .where(eq(products.brandCode, 'fw'))
      .limit(1);
    await t.db.delete(products).where(eq(products.productNumber, victim?.productNumber as string));
    const result = await seedCatalogue(t.db);
    expect(result.brands.filter((b) => b.status === 'seeded').map((b) => b.brandCode)).toEqual(['fw']);
    const restored = await t.db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.productNumber, victim?.productNumber as string));
    expect(restored).toHaveLength(1);
  });

  it('serialises concurrent runs', async () => {
    const results = await Promise.all([
      seedCatalogue(t.db, { force: true, brands: ['pma'] }),
      seedCatalogue(t.db, { force: true, brands: ['pma'] }),
    ]);
    expect(results.flatMap((r) => r.brands.map((b) => b.status))).toEqual(['seeded', 'seeded']);
    const [row] = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from products where brand_code = 'pma'`,
    );
    expect(row?.n).toBe(results[0]?.brands[0]?.products);
  });

  it('rejects unknown brand codes', async () => {
    await expect(seedCatalogue(t.db, { brands: ['xyz'] })).rejects.toThrow(/Unknown brand/);
  });
});

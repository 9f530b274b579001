import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, queryRows, type TestDb } from '../testing/test-db.ts';
import { migrateDb } from './migrate.ts';
import { migrationsFolder } from './paths.ts';
import { categories, products } from './schema.ts';

describe('migrations', () => {
  let t: TestDb;

  beforeAll(async () => {
    t = await createTestDb();
  });
  afterAll(async () => {
    await t?.dispose();
  });

  it('create the catalogue tables on a fresh database', async () => {
    const rows = await queryRows<{ table_name: string }>(
      t.db,
      sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
    );
    expect(rows.map((r) => r.table_name)).toEqual(
      expect.arrayContaining(['categories', 'product_images', 'product_options', 'products', 'seed_runs']),
    );
  });

  it('enable pg_trgm, usable by queries and by the product name index', async () => {
    const ext = await queryRows<{ extname: string }>(
      t.db,
      sql`select extname from pg_extension where extname = 'pg_trgm'`,
    );
    expect(ext).toHaveLength(1);
    const [row] = await queryRows<{ s: number }>(t.db, sql`select similarity('wrap dress', 'wrap dres') as s`);
    expect(Number(row?.s)).toBeGreaterThan(0.5);
    const idx = await queryRows<{ indexdef: string }>(
      t.db,
      sql`select indexdef from pg_indexes where indexname = 'products_name_trgm_idx'`,
    );
    expect(idx[0]?.indexdef).toContain('gin_trgm_ops');
  });

  it('record every migration of the journal, and a second run applies nothing', async () => {
    const journal = JSON.parse(readFileSync(join(migrationsFolder(), 'meta', '_journal.json'), 'utf8')) as {
      entries: unknown[];
    };
    const count = async () =>
      Number(
        (await queryRows<{ n: number }>(t.db, sql`select count(*)::int as n from drizzle.__drizzle_migrations`))[0]?.n,
      );
    expect(await count()).toBe(journal.entries.length);
    await migrateDb(t.db);
    expect(await count()).toBe(journal.entries.length);
  });

  it('enforce money and rating rules in the schema', async () => {
    const [category] = await t.db
      .insert(categories)
      .values({ brandCode: 'dal', slug: 'test-category', name: 'Test' })
      .returning({ id: categories.id });
    const base = {
      brandCode: 'dal',
      offerNumber: '100000',
      name: 'Test',
      productBrand: 'Dalby',
      categoryId: category?.id ?? 0,
      productType: 'dress',
      colour: 'Navy',
      colourFamily: 'Blue',
    };
    const [ok] = await t.db
      .insert(products)
      .values({ ...base, productNumber: 'ZZ000001', pricePence: 2999, wasPricePence: 3999 })
      .returning({ onSale: products.onSale });
    expect(ok?.onSale).toBe(true);
    await expect(
      t.db.insert(products).values({ ...base, productNumber: 'ZZ000002', pricePence: 2999, wasPricePence: 2999 }),
    ).rejects.toThrow();
    await expect(
      t.db
        .insert(products)
        .values({ ...base, productNumber: 'ZZ000003', pricePence: 2999, ratingAverage: 4.5, ratingCount: 0 }),
    ).rejects.toThrow();
    await expect(
      t.db.insert(products).values({ ...base, productNumber: 'ZZ000001', pricePence: 100 }),
    ).rejects.toThrow();
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('createTestDb on PostgreSQL', () => {
  it('creates a uniquely named database and drops it on dispose', async () => {
    const [a, b] = await Promise.all([createTestDb(), createTestDb()]);
    expect(a.kind).toBe('postgres');
    expect(a.databaseName).toBeTruthy();
    expect(a.databaseName).not.toBe(b.databaseName);
    await Promise.all([a.dispose(), b.dispose()]);
    const admin = postgres(process.env.TEST_DATABASE_URL as string, { max: 1, onnotice: () => {} });
    try {
      const rows =
        await admin`select datname from pg_database where datname in (${a.databaseName as string}, ${b.databaseName as string})`;
      expect(rows).toHaveLength(0);
    } finally {
      await admin.end({ timeout: 5 });
    }
  });
});

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestDb, openSeededPglite, queryRows, SCHEMA_ONLY } from '../testing/test-db.ts';
import { closeDb, createDb, getDb, getDbInfo, getReadyDb } from './client.ts';
import { commerceDataDir, findRepoRoot, migrationsFolder } from './paths.ts';
import { bags } from './schema-bag.ts';

const saved = { DATABASE_URL: process.env.DATABASE_URL, SHOP_DATA_DIR: process.env.SHOP_DATA_DIR };
let dataDir: string;

beforeAll(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'commerce-client-'));
});
afterEach(async () => {
  await closeDb();
  process.env.DATABASE_URL = saved.DATABASE_URL;
  process.env.SHOP_DATA_DIR = saved.SHOP_DATA_DIR;
  if (saved.DATABASE_URL === undefined) delete process.env.DATABASE_URL;
  if (saved.SHOP_DATA_DIR === undefined) delete process.env.SHOP_DATA_DIR;
});
afterAll(() => {
  rmSync(dataDir, { recursive: true, force: true });
});

describe('paths', () => {
  it('find the workspace root, the data directory and the migrations', () => {
    const root = findRepoRoot();
    expect(migrationsFolder()).toBe(join(root, 'lib', 'commerce', 'drizzle'));
    expect(commerceDataDir({})).toBe(join(root, '.data', 'commerce'));
    expect(commerceDataDir({ SHOP_DATA_DIR: '/srv/shop' })).toBe('/srv/shop/commerce');
  });
});

describe('process-wide database', () => {
  it('uses persistent PGlite under SHOP_DATA_DIR when DATABASE_URL is unset, one instance per process', async () => {
    delete process.env.DATABASE_URL;
    process.env.SHOP_DATA_DIR = dataDir;
    // A data directory a shop has started on before, restored from this run's schema snapshot: PGlite creating a
    // new one took 10 s of CPU here (its initdb, through the file system), and the SCHEMA_ONLY snapshot's build
    // migrates a new PGlite every run.
    await (await openSeededPglite(SCHEMA_ONLY, commerceDataDir())).close();
    const db = getDb();
    expect(getDb()).toBe(db);
    expect(getDbInfo()).toEqual({ kind: 'pglite', location: join(dataDir, 'commerce') });

    // A second copy of the module (as Next.js can create) shares the same instance through globalThis.
    vi.resetModules();
    const copy = await import('./client.ts');
    expect(copy.getDb).not.toBe(getDb);
    expect(copy.getDb()).toBe(db);

    const ready = await Promise.all([getReadyDb(), copy.getReadyDb()]);
    expect(ready[0]).toBe(db);
    expect(ready[1]).toBe(db);
    await db.execute(sql`create table if not exists persisted_probe (id int)`);
    await closeDb();

    // Reopening reads the same files.
    const reopened = getDb();
    expect(reopened).not.toBe(db);
    const rows = await queryRows<{ n: number }>(
      reopened,
      sql`select count(*)::int as n from information_schema.tables where table_name = 'persisted_probe'`,
    );
    expect(rows[0]?.n).toBe(1);
  });

  it.runIf(process.env.TEST_DATABASE_URL)('uses PostgreSQL when DATABASE_URL is set', async () => {
    const target = await createTestDb({ migrate: false });
    try {
      process.env.DATABASE_URL = target.url;
      const db = await getReadyDb();
      expect(getDbInfo().kind).toBe('postgres');
      const rows = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
      expect(rows[0]?.n).toBeGreaterThan(0);
      await closeDb();
    } finally {
      await target.dispose();
    }
  });

  it.runIf(process.env.TEST_DATABASE_URL)(
    'sends statements to PostgreSQL as prepared statements, in transactions too (one round trip per run)',
    async () => {
      const target = await createTestDb();
      // One connection: the session whose prepared statements pg_prepared_statements lists.
      const handle = createDb({ url: target.url, poolMax: 1 });
      try {
        const id = '00000000-0000-4000-8000-000000000000';
        await handle.db.select({ id: bags.id }).from(bags).where(eq(bags.id, id));
        await handle.db.transaction((tx) => tx.select({ status: bags.status }).from(bags).where(eq(bags.id, id)));
        const prepared = await queryRows<{ statement: string }>(
          handle.db,
          sql`select statement from pg_prepared_statements where statement like 'select "%' order by prepare_time`,
        );
        expect(prepared.map((row) => row.statement)).toEqual([
          'select "id" from "bags" where "bags"."id" = $1',
          'select "status" from "bags" where "bags"."id" = $1',
        ]);
      } finally {
        await handle.close();
        await target.dispose();
      }
    },
  );
});

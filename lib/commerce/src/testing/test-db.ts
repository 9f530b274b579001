// Disposable, migrated, empty databases for tests: in-memory PGlite by default; with TEST_DATABASE_URL set, a fresh
// uniquely named database on that PostgreSQL server, created through a maintenance connection and dropped on dispose.
import { randomBytes } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import postgres from 'postgres';
import { createDb, type Db, type DbKind } from '../db/client.ts';
import { migrateDb } from '../db/migrate.ts';

export interface TestDb {
  db: Db;
  kind: DbKind;
  /** The database name on the PostgreSQL server (PostgreSQL only). */
  databaseName?: string;
  /** Connection string of the test database (PostgreSQL only). */
  url?: string;
  dispose(): Promise<void>;
}

export interface CreateTestDbOptions {
  /** Apply the migrations (default true). */
  migrate?: boolean;
  /** Override `TEST_DATABASE_URL` (pass null to force PGlite). */
  url?: string | null;
}

function quoteIdent(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

export async function createTestDb(options: CreateTestDbOptions = {}): Promise<TestDb> {
  const url = options.url === undefined ? process.env.TEST_DATABASE_URL : options.url;
  const shouldMigrate = options.migrate ?? true;

  if (!url) {
    const handle = createDb();
    try {
      if (shouldMigrate) await migrateDb(handle.db);
    } catch (error) {
      await handle.close();
      throw error;
    }
    return { db: handle.db, kind: 'pglite', dispose: () => handle.close() };
  }

  const databaseName = `commerce_test_${process.pid}_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const maintenance = postgres(url, { max: 1, onnotice: () => {} });
  try {
    await maintenance.unsafe(`CREATE DATABASE ${quoteIdent(databaseName)}`);
  } catch (error) {
    await maintenance.end({ timeout: 5 });
    throw error;
  }
  const testUrl = new URL(url);
  testUrl.pathname = `/${databaseName}`;
  const handle = createDb({ url: testUrl.toString(), poolMax: 4 });

  let disposed = false;
  const dispose = async () => {
    if (disposed) return;
    disposed = true;
    try {
      await handle.close();
      await maintenance.unsafe(`DROP DATABASE IF EXISTS ${quoteIdent(databaseName)} WITH (FORCE)`);
    } finally {
      await maintenance.end({ timeout: 5 });
    }
  };

  try {
    if (shouldMigrate) await migrateDb(handle.db);
  } catch (error) {
    await dispose();
    throw error;
  }
  return { db: handle.db, kind: 'postgres', databaseName, url: testUrl.toString(), dispose };
}

/** Runs raw SQL and returns its rows, whatever the driver (PGlite answers `{ rows }`, postgres-js an array). */
export async function queryRows<T extends Record<string, unknown>>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown;
  if (Array.isArray(result)) return result as T[];
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}

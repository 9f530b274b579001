// Applies lib/commerce/drizzle to a database with the migrator of its driver. On PostgreSQL a session advisory lock
// (held on a reserved connection) serialises processes that start together, so each migration is applied once.
import { is } from 'drizzle-orm';
import { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { PostgresJsDatabase } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import type { Sql } from 'postgres';
import type { Db } from './client.ts';
import { migrationsFolder } from './paths.ts';

/** Arbitrary constant shared by every process migrating the commerce schema. */
const MIGRATION_LOCK_KEY = 7_316_024_001;

export interface MigrateOptions {
  /** Defaults to lib/commerce/drizzle (see `migrationsFolder`). */
  migrationsFolder?: string;
}

export async function migrateDb(db: Db, options: MigrateOptions = {}): Promise<void> {
  const config = { migrationsFolder: options.migrationsFolder ?? migrationsFolder() };
  if (is(db, PgliteDatabase)) {
    await migratePglite(db as PgliteDatabase<Record<string, unknown>>, config);
    return;
  }
  if (is(db, PostgresJsDatabase)) {
    const postgresDb = db as unknown as PostgresJsDatabase<Record<string, unknown>> & { $client: Sql };
    const client = postgresDb.$client;
    if ((client.options.max ?? 1) < 2) {
      await migratePostgres(postgresDb, config);
      return;
    }
    // The lock is held by a reserved connection; the migration runs on the pool (it needs transactions).
    const lock = await client.reserve();
    try {
      await lock`select pg_advisory_lock(${MIGRATION_LOCK_KEY})`;
      try {
        await migratePostgres(postgresDb, config);
      } finally {
        await lock`select pg_advisory_unlock(${MIGRATION_LOCK_KEY})`;
      }
    } finally {
      lock.release();
    }
    return;
  }
  throw new Error('migrateDb: unsupported Drizzle driver (expected PGlite or postgres-js)');
}

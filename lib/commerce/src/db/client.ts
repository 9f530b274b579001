// The process-wide commerce database. DATABASE_URL set → PostgreSQL through postgres-js; otherwise embedded PGlite
// persisted in `${SHOP_DATA_DIR ?? <repo root>/.data}/commerce`. The instance lives on globalThis because Next.js can
// evaluate this module more than once in one process, and PGlite must never open the same data directory twice.
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import postgres, { type Sql, type TransactionSql } from 'postgres';
import { migrateDb } from './migrate.ts';
import { commerceDataDir } from './paths.ts';
import * as schema from './schema.ts';

export type Schema = typeof schema;

/** A Drizzle database (or transaction) over either driver. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export type DbKind = 'pglite' | 'postgres';

export interface DbHandle {
  db: Db;
  kind: DbKind;
  /** Where the data lives: the PostgreSQL URL without password, a PGlite directory, or `memory://`. */
  location: string;
  close(): Promise<void>;
}

export interface CreateDbOptions {
  /** PostgreSQL connection string; when given, postgres-js is used. */
  url?: string;
  /** PGlite data directory (created if missing); omitted → in-memory PGlite. Ignored when `url` is given. */
  dataDir?: string;
  /** postgres-js pool size (default `DATABASE_POOL_MAX` or 10). */
  poolMax?: number;
}

function redactUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'postgres://…';
  }
}

/** Opens a new database handle. Most code wants `getDb()`; tests want `createTestDb()`. */
export function createDb(options: CreateDbOptions = {}): DbHandle {
  if (options.url) {
    const client = postgres(options.url, {
      max: options.poolMax ?? (Number(process.env.DATABASE_POOL_MAX) || 10),
      onnotice: () => {},
      connection: { application_name: 'shop-commerce' },
    });
    const db = drizzlePostgres({ client: preparingStatements(client), schema });
    return {
      db,
      kind: 'postgres',
      location: redactUrl(options.url),
      close: () => client.end({ timeout: 5 }),
    };
  }
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const client = new PGlite(options.dataDir ?? 'memory://', { extensions: { pg_trgm } });
  const db = drizzlePglite({ client, schema });
  return {
    db,
    kind: 'pglite',
    location: options.dataDir ?? 'memory://',
    close: async () => {
      if (!client.closed) await client.close();
    },
  };
}

/**
 * The client drizzle is given: every statement goes as a prepared statement. Drizzle asks postgres.js not to prepare
 * a statement unless it was named with `.prepare(name)`, and postgres.js then describes a statement with parameters
 * before each run: two round trips per query, and nothing sent behind it until the description is back (no
 * pipelining). Prepared, a statement is described once per connection (postgres.js keeps them by their text, and
 * re-prepares one PostgreSQL no longer holds) and each run is one message, which later statements can follow at once.
 * An add to bag (9 statements) took 16 socket writes and took 8 once prepared. Transactions and savepoints hand
 * drizzle a connection of their own, wrapped the same way. The statements a connection keeps are the shapes of the
 * queries it ran (values are parameters), and postgres.js replaces a connection after 30–60 minutes. (A pooler in
 * transaction mode, PgBouncer's, would need this off.)
 */
function preparingStatements<T extends Sql | TransactionSql>(sql: T): T {
  return new Proxy(sql, {
    get(target, key, receiver) {
      if (key === 'unsafe') {
        const unsafe: Sql['unsafe'] = (query, parameters, options) =>
          target.unsafe(query, parameters, { ...options, prepare: true });
        return unsafe;
      }
      if (key === 'begin' || key === 'savepoint') {
        return (...args: unknown[]) => {
          const scope = args.pop() as (transaction: TransactionSql) => unknown;
          const open = Reflect.get(target, key, receiver) as (...args: unknown[]) => Promise<unknown>;
          return open(...args, (transaction: TransactionSql) => scope(preparingStatements(transaction)));
        };
      }
      return Reflect.get(target, key, receiver);
    },
  });
}

interface ProcessDbState {
  handle: DbHandle;
  ready?: Promise<Db>;
}

const STATE_KEY = Symbol.for('@shop/commerce/db');
type GlobalWithDb = typeof globalThis & { [STATE_KEY]?: ProcessDbState };
const holder = globalThis as GlobalWithDb;

/** Options the process-wide database is built from (exposed for the CLI's log line). */
export function processDbOptions(env: NodeJS.ProcessEnv = process.env): CreateDbOptions {
  return env.DATABASE_URL ? { url: env.DATABASE_URL } : { dataDir: commerceDataDir(env) };
}

function processState(): ProcessDbState {
  let state = holder[STATE_KEY];
  if (!state) {
    state = { handle: createDb(processDbOptions()) };
    holder[STATE_KEY] = state;
  }
  return state;
}

/** The process-wide database (one per process, whatever the number of module copies). Not migrated: see `getReadyDb`. */
export function getDb(): Db {
  return processState().handle.db;
}

/** Which driver and location the process-wide database uses. */
export function getDbInfo(): { kind: DbKind; location: string } {
  const { handle } = processState();
  return { kind: handle.kind, location: handle.location };
}

/** The process-wide database with migrations applied (once per process). */
export function getReadyDb(): Promise<Db> {
  const state = processState();
  if (!state.ready) {
    const db = state.handle.db;
    state.ready = migrateDb(db).then(() => db);
    state.ready.catch(() => {
      if (holder[STATE_KEY] === state) state.ready = undefined;
    });
  }
  return state.ready;
}

/**
 * Makes an open handle the process-wide database, closing the one before. For tests that restore a seeded snapshot in
 * memory (`openSeededPglite`) for code that reads `getDb()`: opening a PGlite data directory costs a second or two
 * more. `closeDb()` closes it.
 */
export async function installProcessDb(handle: DbHandle): Promise<void> {
  await closeDb();
  holder[STATE_KEY] = { handle };
}

/** Closes the process-wide database; the next `getDb()` opens a new one. */
export async function closeDb(): Promise<void> {
  const state = holder[STATE_KEY];
  if (!state) return;
  holder[STATE_KEY] = undefined;
  await state.ready?.catch(() => {});
  await state.handle.close();
}

/** Round-trips one query: readiness checks use it to prove the database answers, not only the process. */
export async function pingDb(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}

// Disposable, migrated, empty databases for tests: in-memory PGlite by default; with TEST_DATABASE_URL set, a fresh
// uniquely named database on that PostgreSQL server, created through a maintenance connection and dropped on dispose.
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { SQL } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import postgres, { type Sql } from 'postgres';
import { createDb, type Db, type DbHandle, type DbKind } from '../db/client.ts';
import { migrateDb } from '../db/migrate.ts';
import * as schema from '../db/schema.ts';
import { seedCatalogue } from '../seed/seed.ts';

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
  /** Data to start from (implies the migrations), restored from this test run's snapshot of it when there is one. */
  seed?: TestSeed;
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
    // A migrated database is a seed of no rows: within a test run it is restored from a snapshot too (migrating
    // PGlite takes seconds per file; loading the snapshot a fraction of one).
    const seed = options.seed ?? (shouldMigrate && testRun() ? SCHEMA_ONLY : undefined);
    if (seed) {
      const handle = await openSeededPglite(seed);
      return { db: handle.db, kind: 'pglite', dispose: () => handle.close() };
    }
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
  const maintenance = postgres(url, { max: 2, onnotice: () => {} });
  const run = testRun();
  let template: string | null = null;
  try {
    const seed = options.seed ?? (shouldMigrate ? SCHEMA_ONLY : undefined);
    if (seed && run) template = await postgresTemplate(maintenance, url, seed, run);
    await maintenance.unsafe(
      `CREATE DATABASE ${quoteIdent(databaseName)}${template ? ` TEMPLATE ${quoteIdent(template)}` : ''}`,
    );
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
    if (!template && (shouldMigrate || options.seed)) await migrateDb(handle.db);
    if (!template && options.seed) await options.seed.run(handle.db);
  } catch (error) {
    await dispose();
    throw error;
  }
  return { db: handle.db, kind: 'postgres', databaseName, url: testUrl.toString(), dispose };
}

/**
 * What a test database should hold beyond the schema. `key` names the data: two seeds with one key must write the
 * same rows, because the first database seeded under a key becomes the snapshot every later one is restored from.
 */
export interface TestSeed {
  key: string;
  run(db: Db): Promise<void>;
}

/** The schema alone: the migrations and no rows. */
export const SCHEMA_ONLY: TestSeed = { key: 'schema-only', run: async () => undefined };

/** A seed of the generated catalogue of some brands. */
export function catalogueSeed(brands: readonly string[]): TestSeed {
  return { key: `catalogue-${brands.join('-')}`, run: (db) => seedCatalogue(db, { brands }).then(() => undefined) };
}

/**
 * Seeding takes seconds; restoring a snapshot of the seeded database takes a fraction of one. Within one test run
 * (`SHOP_TEST_RUN`, set by the root vitest config) the first file that needs a seed builds it and keeps a snapshot:
 * a PGlite data-directory tarball in the run's folder, or a template database on the PostgreSQL server. Without a run
 * id every database is seeded afresh.
 */
function testRun(): string | null {
  const run = process.env.SHOP_TEST_RUN;
  return run && /^[a-z0-9]{1,16}$/.test(run) ? run : null;
}

// In the run's own temporary folder (vitest.config.ts), which goes, snapshots and all, when the run ends.
const snapshotRoot = path.join(tmpdir(), 'shop-test-snapshots');
/** Template databases of runs older than this are dropped when a new one is made (runs take minutes, not hours). */
const STALE_SNAPSHOT_MS = 6 * 60 * 60 * 1000;

function safeKey(key: string): string {
  const cleaned = key.toLowerCase().replace(/[^a-z0-9]+/g, '_');
  return cleaned.length <= 32
    ? cleaned
    : `${cleaned.slice(0, 23)}_${createHash('sha1').update(key).digest('hex').slice(0, 8)}`;
}

/**
 * A snapshot is built by one process of the run: the first to need it creates `<snapshot>.lock` holding its pid, and
 * the others wait for the tarball. At a run's start both workers needed the schema's snapshot and each built it, 8 to
 * 10 s of CPU apiece. A lock whose process has gone (killed while building) is taken over.
 */
async function builtOnce(file: string, build: () => Promise<Blob>): Promise<Blob> {
  const lock = `${file}.lock`;
  mkdirSync(path.dirname(file), { recursive: true });
  for (;;) {
    if (existsSync(file)) return new Blob([readFileSync(file)]);
    try {
      writeFileSync(lock, String(process.pid), { flag: 'wx' });
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      if (lockHolderGone(lock)) rmSync(lock, { force: true });
      // node:timers, not the global setTimeout a test may have faked.
      else await sleep(50);
    }
  }
  try {
    // Built by another process between the look above and the lock.
    if (existsSync(file)) return new Blob([readFileSync(file)]);
    return await build();
  } finally {
    rmSync(lock, { force: true });
  }
}

function lockHolderGone(lock: string): boolean {
  let pid: number;
  try {
    pid = Number(readFileSync(lock, 'utf8'));
  } catch {
    return false; // removed meanwhile: the next look finds the tarball or takes the lock
  }
  if (!pid) return false; // created, its pid not written yet
  try {
    process.kill(pid, 0);
    return false;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ESRCH';
  }
}

/**
 * Snapshots this process has read, by file: a worker keeps its modules from one test file to the next
 * (vitest.isolation.ts), so each of its files restores from bytes already in memory rather than reading and copying
 * the tarball again.
 */
const snapshotsRead = new Map<string, Blob>();

/** The PGlite snapshot of a seed for this run, built (and kept) on first use. */
async function pgliteSnapshot(seed: TestSeed, run: string): Promise<Blob> {
  const file = path.join(snapshotRoot, run, `${safeKey(seed.key)}.tar`);
  let snapshot = snapshotsRead.get(file);
  if (!snapshot) {
    snapshot = await builtOnce(file, () => buildPgliteSnapshot(seed, run, file));
    snapshotsRead.set(file, snapshot);
  }
  return snapshot;
}

async function buildPgliteSnapshot(seed: TestSeed, run: string, file: string): Promise<Blob> {
  // A seed's snapshot starts from the schema's: migrating is most of a snapshot's build (1.5 s of 1.6–1.9 s here for
  // one or two brands' catalogue), and every seed would repeat it.
  const handle =
    seed === SCHEMA_ONLY
      ? testPglite(undefined, undefined, { building: true })
      : testPglite(undefined, await pgliteSnapshot(SCHEMA_ONLY, run), { building: true });
  try {
    const client = (handle.db as unknown as { $client: PGlite }).$client;
    if (seed === SCHEMA_ONLY) {
      // A test connects to the shop's database only: the snapshot leaves out the template databases, a third of its
      // bytes and half its files, so a file's database opens in about 0.3 s rather than 0.5 s here.
      await client.exec(`UPDATE pg_database SET datistemplate = false WHERE datname IN ('template0', 'template1')`);
      await client.exec('DROP DATABASE template0');
      await client.exec('DROP DATABASE template1');
      await migrateDb(handle.db);
    }
    await seed.run(handle.db);
    // The WAL before this checkpoint is not needed to start from the snapshot: with the small WAL sizes below, the
    // checkpoint removes those segments rather than keeping them for reuse.
    await client.exec('CHECKPOINT');
    const dump = await client.dumpDataDir('none');
    mkdirSync(path.dirname(file), { recursive: true });
    // Written whole under a temporary name, then renamed: a parallel file never reads half a snapshot.
    const partial = `${file}.${process.pid}.partial`;
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    renameSync(partial, file);
    return dump;
  } finally {
    await handle.close();
  }
}

/**
 * A test database is a few megabytes, so it is given 16 MB of shared buffers instead of PostgreSQL's 128 MB: PGlite
 * claims and clears its shared memory inside its WebAssembly heap at every start, and those 128 MB were most of a
 * restore's page faults. Measured here over ten restores of a one-brand catalogue: 275 ms → 205 ms each, system CPU
 * 126 ms → 52 ms, page faults 52,000 → 20,000.
 */
const TEST_SHARED_BUFFERS = '16MB';

/** An in-memory PGlite, or one stored in `dataDir`, holding a seed (restored from this run's snapshot). */
export async function openSeededPglite(seed: TestSeed, dataDir?: string): Promise<DbHandle> {
  const run = testRun();
  if (!run) {
    const handle = createDb({ dataDir });
    try {
      await migrateDb(handle.db);
      await seed.run(handle.db);
    } catch (error) {
      await handle.close();
      throw error;
    }
    return handle;
  }
  const snapshot = await pgliteSnapshot(seed, run);
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  return testPglite(dataDir, snapshot);
}

/**
 * A PGlite data directory a test wrote before (`openSeededPglite(seed, dataDir)`), opened again with the tests' shared
 * buffers: 0.7 s here rather than 1.1 s with PostgreSQL's default, for suites that reopen one after a process on it
 * was killed.
 */
export function openTestPgliteDir(dataDir: string): DbHandle {
  return testPglite(dataDir);
}

/**
 * Snapshots hold little WAL. Their cluster is made with 1 MB WAL segments rather than PostgreSQL's 16 MB, and the
 * database a snapshot is taken of keeps at most a few of them: the current segment is always part of a data
 * directory, and a schema snapshot was 27 MB of which 16 MB was one mostly empty WAL file, read, unpacked and copied
 * into PGlite's in-memory file system at every restore. Measured here over eight restores of a small database:
 * 370 ms → 235 ms each, CPU 450 → 300 ms (half the system time: page faults on those copies).
 */
const SNAPSHOT_INITDB = ['--wal-segsize=1'];
const SNAPSHOT_WAL = ['-c', 'min_wal_size=2MB', '-c', 'max_wal_size=2MB'];

/** A PGlite for tests; `building` is the database a snapshot is taken of. */
function testPglite(dataDir: string | undefined, snapshot?: Blob, options: { building?: boolean } = {}): DbHandle {
  const client = new PGlite(dataDir ?? 'memory://', {
    ...(snapshot && { loadDataDir: snapshot }),
    ...(options.building && { initDbStartParams: SNAPSHOT_INITDB }),
    extensions: { pg_trgm },
    startParams: [
      ...PGlite.defaultStartParams,
      '-c',
      `shared_buffers=${TEST_SHARED_BUFFERS}`,
      ...(options.building ? SNAPSHOT_WAL : []),
    ],
  });
  return {
    db: drizzlePglite({ client, schema }),
    kind: 'pglite',
    location: dataDir ?? 'memory://',
    close: async () => {
      if (!client.closed) await client.close();
    },
  };
}

/** Name of this run's template database for a seed on the PostgreSQL server (built under an advisory lock). */
async function postgresTemplate(maintenance: Sql, url: string, seed: TestSeed, run: string): Promise<string> {
  const name = `shop_tpl_${run}_${safeKey(seed.key)}`;
  // A seed's template is a copy of the schema's with its rows added, not migrated again.
  const schemaTemplate = seed === SCHEMA_ONLY ? null : await postgresTemplate(maintenance, url, SCHEMA_ONLY, run);
  const lock = await maintenance.reserve();
  try {
    await lock`select pg_advisory_lock(hashtext(${name}))`;
    try {
      const [existing] = await lock`select 1 from pg_database where datname = ${name}`;
      if (existing) return name;
      await dropStaleTemplates(lock, run);
      await lock.unsafe(
        `CREATE DATABASE ${quoteIdent(name)}${schemaTemplate ? ` TEMPLATE ${quoteIdent(schemaTemplate)}` : ''}`,
      );
      const templateUrl = new URL(url);
      templateUrl.pathname = `/${name}`;
      const handle = createDb({ url: templateUrl.toString(), poolMax: 2 });
      try {
        if (!schemaTemplate) await migrateDb(handle.db);
        await seed.run(handle.db);
      } catch (error) {
        await handle.close();
        await lock.unsafe(`DROP DATABASE IF EXISTS ${quoteIdent(name)} WITH (FORCE)`);
        throw error;
      }
      await handle.close();
      return name;
    } finally {
      await lock`select pg_advisory_unlock(hashtext(${name}))`;
    }
  } finally {
    lock.release();
  }
}

/** Templates of earlier runs (their run id is a base-36 start time) that are no longer in use. */
async function dropStaleTemplates(connection: Sql, run: string): Promise<void> {
  const rows = await connection`select datname from pg_database where datname like 'shop\\_tpl\\_%'`;
  for (const { datname } of rows as unknown as Array<{ datname: string }>) {
    const started = Number.parseInt(datname.split('_')[2] ?? '', 36);
    if (datname.startsWith(`shop_tpl_${run}_`) || !(Date.now() - started > STALE_SNAPSHOT_MS)) continue;
    await connection.unsafe(`DROP DATABASE IF EXISTS ${quoteIdent(datname)} WITH (FORCE)`);
  }
}

/** Runs raw SQL and returns its rows, whatever the driver (PGlite answers `{ rows }`, postgres-js an array). */
export async function queryRows<T extends Record<string, unknown>>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown;
  if (Array.isArray(result)) return result as T[];
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}

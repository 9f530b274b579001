// Test helper for blocks that read the catalogue: one seeded, disposable commerce database per test file, handed to
// the blocks through a mocked `getReadyDb`. In a test file:
//   vi.mock('@shop/commerce/db/client', async (original) =>
//     (await import('../seeded-catalogue.ts')).withSeededDb(await original()));
//   const catalogue = useSeededCatalogue(['dal']);   // catalogue.db inside tests
import type * as DbClient from '@shop/commerce/db/client';
import type { Db } from '@shop/commerce/db/client';
import { catalogueSeed, createTestDb, type TestDb } from '@shop/commerce/testing/test-db';
import { afterAll, beforeAll } from 'vitest';

let current: Db | null = null;

function seededDb(): Db {
  if (!current) throw new Error('test database not ready');
  return current;
}

/** The db client module with `getReadyDb` answering the seeded test database. */
export function withSeededDb(original: typeof DbClient): typeof DbClient {
  return {
    ...original,
    getReadyDb: async () => seededDb(),
  };
}

/** Creates and seeds the database before the file's tests (for the given brands) and disposes of it after. */
export function useSeededCatalogue(brands: string[]): { readonly db: Db } {
  let t: TestDb | undefined;
  beforeAll(async () => {
    t = await createTestDb({ seed: catalogueSeed(brands) });
    current = t.db;
  });
  afterAll(async () => {
    current = null;
    await t?.dispose();
  });
  return {
    get db() {
      return seededDb();
    },
  };
}

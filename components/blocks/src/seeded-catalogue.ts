// Test helper for blocks that read the catalogue: one seeded, disposable commerce database per test file, made the
// process-wide database (`getReadyDb`) the blocks read. In a test file:
//   const catalogue = useSeededCatalogue(['dal']);   // catalogue.db inside tests
import { closeDb, type Db, installProcessDb } from '@shop/commerce/db/client';
import { catalogueSeed, createTestDb } from '@shop/commerce/testing/test-db';
import { afterAll, beforeAll } from 'vitest';

/** Creates and seeds the database before the file's tests (for the given brands) and disposes of it after. */
export function useSeededCatalogue(brands: string[]): { readonly db: Db } {
  let current: Db | null = null;
  beforeAll(async () => {
    const t = await createTestDb({ seed: catalogueSeed(brands) });
    await installProcessDb({ db: t.db, kind: t.kind, location: 'test database', close: t.dispose });
    current = t.db;
  });
  afterAll(async () => {
    current = null;
    await closeDb();
  });
  return {
    get db() {
      if (!current) throw new Error('test database not ready');
      return current;
    },
  };
}

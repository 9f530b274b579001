import { defineConfig } from 'vitest/config';
import { isolationSplit } from '../../vitest.isolation.ts';

/** Files that vi.mock a module run in vitest.isolated.config.ts, each with modules of its own. */
export const split = isolationSplit(import.meta.dirname, ['src/**/*.test.ts']);

// Commerce suites run against in-memory PGlite, or against PostgreSQL when TEST_DATABASE_URL is set (each file gets
// its own database). Starting PGlite and seeding take seconds, hence the generous timeouts.
export const commerceTest = {
  environment: 'node',
  pool: 'forks',
  fileParallelism: true,
  testTimeout: 60_000,
  hookTimeout: 180_000,
  teardownTimeout: 30_000,
} as const;

// A worker keeps its modules from one file to the next (../../vitest.isolation.ts): each file still opens its own
// database, and the suite takes about half the time. Measured on this machine (2 workers): 212 s → 121 s.
export default defineConfig({ test: { ...commerceTest, name: 'commerce', ...split.shared } });

import { defineConfig } from 'vitest/config';

// Commerce suites run against in-memory PGlite, or against PostgreSQL when TEST_DATABASE_URL is set (each file gets
// its own database). Starting PGlite and seeding take seconds, hence the generous timeouts.
export default defineConfig({
  test: {
    name: 'commerce',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    pool: 'forks',
    fileParallelism: true,
    testTimeout: 60_000,
    hookTimeout: 180_000,
    teardownTimeout: 30_000,
  },
});

import { defineConfig } from 'vitest/config';

// One id per run: test databases seeded alike are restored from one snapshot per run (lib/commerce/src/testing/test-db.ts).
// Set here, in the main process, so every worker inherits it.
process.env.SHOP_TEST_RUN ??= Date.now().toString(36);

// One vitest run covers every workspace's unit and integration tests; each workspace may add its own
// project config (vitest.config.ts beside its package.json) when it needs a different environment.
export default defineConfig({
  test: {
    projects: ['brands', 'components/*', 'lib/*', 'schemas', 'studio', 'site'],
    passWithNoTests: true,
  },
});

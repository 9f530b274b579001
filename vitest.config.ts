import { defineConfig } from 'vitest/config';

// One id per run: test databases seeded alike are restored from one snapshot per run (lib/commerce/src/testing/test-db.ts).
// Set here, in the main process, so every worker inherits it.
process.env.SHOP_TEST_RUN ??= Date.now().toString(36);

// One vitest run covers every workspace's unit and integration tests; each workspace may add its own
// project config (vitest.config.ts beside its package.json) when it needs a different environment.
export default defineConfig({
  test: {
    // A workspace whose files share a worker's modules (isolate: false) runs its vi.mock files in a second, isolated
    // project (vitest.isolation.ts).
    projects: [
      'brands',
      'components/*',
      'components/blocks/vitest.isolated.config.ts',
      'lib/*',
      'lib/commerce/vitest.isolated.config.ts',
      'schemas',
      'studio',
      'site',
      'site/vitest.dom.config.ts',
      'site/vitest.isolated.config.ts',
    ],
    passWithNoTests: true,
  },
});

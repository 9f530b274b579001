import { defineConfig } from 'vitest/config';

// One vitest run covers every workspace's unit and integration tests; each workspace may add its own
// project config (vitest.config.ts beside its package.json) when it needs a different environment.
export default defineConfig({
  test: {
    projects: ['brands', 'components/*', 'lib/*', 'schemas', 'studio', 'site'],
    passWithNoTests: true,
  },
});

import { defineConfig } from 'vitest/config';

// Each test starts a real server on an ephemeral port with its own temporary data directory.
export default defineConfig({
  test: {
    name: 'content-lake',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    pool: 'forks',
    testTimeout: 20_000,
  },
});

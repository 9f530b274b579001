import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'studio',
    environment: 'node',
    include: ['**/*.test.ts'],
    exclude: ['node_modules/**'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [vanillaExtractPlugin()],
  test: {
    name: 'blocks',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./vitest.setup.ts'],
    // Data-bound blocks seed a PGlite database per file; the first migration + seed takes a few seconds.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

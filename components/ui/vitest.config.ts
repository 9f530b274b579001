import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [vanillaExtractPlugin()],
  test: {
    name: 'ui',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./vitest.setup.ts'],
    // Files share one worker (isolate: false): these suites keep no module state between files and restore their
    // fake timers and stubbed env themselves, so a fresh process per file (~0.45 s each on CI) buys nothing.
    isolate: false,
  },
});

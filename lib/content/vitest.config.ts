import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'content',
    environment: 'node',
    include: ['**/*.test.ts'],
    exclude: ['node_modules/**'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Files share one worker (isolate: false): these suites keep no module state between files and restore their
    // fake timers and stubbed env themselves, so a fresh process per file (~0.45 s each on CI) buys nothing.
    isolate: false,
  },
});

import { defineConfig } from 'vitest/config';

// Each test starts a real server on an ephemeral port with its own temporary data directory.
export default defineConfig({
  test: {
    name: 'content-lake',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    pool: 'forks',
    testTimeout: 20_000,
    // Files share one worker (isolate: false): these suites keep no module state between files and restore their
    // fake timers and stubbed env themselves, so a fresh process per file (~0.45 s each on CI) buys nothing.
    isolate: false,
  },
});

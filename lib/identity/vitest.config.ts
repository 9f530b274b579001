import { defineConfig } from 'vitest/config';

// The provider's suites start real servers on ephemeral ports and hash passwords with scrypt: generous timeouts.
export default defineConfig({
  test: {
    name: 'identity',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 30_000,
    // Files share one worker (isolate: false): these suites keep no module state between files and restore their
    // fake timers and stubbed env themselves, so a fresh process per file (~0.45 s each on CI) buys nothing.
    isolate: false,
  },
});

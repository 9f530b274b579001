import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'runtime',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    // Files share one worker (isolate: false): these suites keep no module state between files (log captures are
    // stopped by the test that set them), so a fresh process per file buys nothing.
    isolate: false,
  },
});

import { defineConfig } from 'vitest/config';

// The provider's suites start real servers on ephemeral ports and hash passwords with scrypt: generous timeouts.
export default defineConfig({
  test: {
    name: 'identity',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
});

import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig, type ViteUserConfig } from 'vitest/config';
import { isolationSplit } from '../../vitest.isolation.ts';

/** Files that vi.mock a module run in vitest.isolated.config.ts, each with modules of its own. */
export const split = isolationSplit(import.meta.dirname, ['src/**/*.test.{ts,tsx}']);

/** What both blocks projects share. */
export function blocksConfig(test: NonNullable<ViteUserConfig['test']>): ViteUserConfig {
  return defineConfig({
    plugins: [vanillaExtractPlugin()],
    test: {
      environment: 'jsdom',
      setupFiles: ['./vitest.setup.ts'],
      // Data-bound blocks seed a PGlite database per file; the first migration + seed takes a few seconds.
      testTimeout: 30_000,
      hookTimeout: 60_000,
      ...test,
    },
  });
}

// A worker keeps its modules from one file to the next (../../vitest.isolation.ts).
export default blocksConfig({ name: 'blocks', ...split.shared });

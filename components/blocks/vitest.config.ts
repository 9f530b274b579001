import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { configDefaults, defineConfig, type ViteUserConfig } from 'vitest/config';
import { filesThatMock } from '../../vitest.isolation.ts';

const include = ['src/**/*.test.{ts,tsx}'];
/** Files that vi.mock a module: they run in vitest.isolated.config.ts, each with modules of its own. */
export const mocking = filesThatMock(import.meta.dirname, include);

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

export default blocksConfig({
  name: 'blocks',
  include,
  exclude: [...configDefaults.exclude, ...mocking],
  // A worker keeps its modules from one file to the next (../../vitest.isolation.ts).
  isolate: false,
});

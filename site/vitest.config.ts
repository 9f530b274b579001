import path from 'node:path';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { configDefaults, defineConfig, type ViteUserConfig } from 'vitest/config';
import { filesThatMock } from '../vitest.isolation.ts';

const include = ['**/*.test.{ts,tsx}'];
const exclude = ['node_modules/**', '.next/**'];
/** Files that vi.mock a module: they run in vitest.isolated.config.ts, each with modules of its own. */
export const mocking = filesThatMock(import.meta.dirname, include);

/** What both site projects share. */
export function siteConfig(test: NonNullable<ViteUserConfig['test']>): ViteUserConfig {
  return defineConfig({
    plugins: [vanillaExtractPlugin()],
    resolve: { alias: { '@': path.resolve(import.meta.dirname) } },
    test: {
      environment: 'node',
      // next-sanity imports `next/headers` without an extension, which only a bundler resolves: let Vite transform it.
      server: { deps: { inline: ['next-sanity'] } },
      ...test,
    },
  });
}

export default siteConfig({
  name: 'site',
  include,
  exclude: [...configDefaults.exclude, ...exclude, ...mocking],
  // A worker keeps its modules from one file to the next (../vitest.isolation.ts).
  isolate: false,
});

import path from 'node:path';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig, type ViteUserConfig } from 'vitest/config';
import { isolationSplit } from '../vitest.isolation.ts';

/** Files that vi.mock a module run in vitest.isolated.config.ts, each with modules of its own. */
export const split = isolationSplit(import.meta.dirname, ['**/*.test.{ts,tsx}'], ['node_modules/**', '.next/**']);

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

// A worker keeps its modules from one file to the next (../vitest.isolation.ts).
export default siteConfig({ name: 'site', ...split.shared });

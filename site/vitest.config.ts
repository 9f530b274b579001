import { createRequire } from 'node:module';
import path from 'node:path';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig, type ViteUserConfig } from 'vitest/config';
import { isolationSplit } from '../vitest.isolation.ts';

/**
 * Files that vi.mock a module run in vitest.isolated.config.ts, each with modules of its own; the other files in a
 * DOM (`// @vitest-environment jsdom`) in vitest.dom.config.ts, sharing a worker of their own.
 */
export const split = isolationSplit(import.meta.dirname, ['**/*.test.{ts,tsx}'], ['node_modules/**', '.next/**'], {
  environment: 'jsdom',
});

// `server-only` marks a module the browser's bundle must never take: Next.js resolves it to an empty module on the
// server (the `react-server` condition) and to one that throws anywhere else. Tests run on the server's side.
const serverOnly = path.join(path.dirname(createRequire(import.meta.url).resolve('server-only')), 'empty.js');

/** What both site projects share. */
export function siteConfig(test: NonNullable<ViteUserConfig['test']>): ViteUserConfig {
  return defineConfig({
    plugins: [vanillaExtractPlugin()],
    resolve: { alias: { '@': path.resolve(import.meta.dirname), 'server-only': serverOnly } },
    test: {
      environment: 'node',
      // next-sanity imports `next/headers` without an extension, which only a bundler resolves: let Vite transform it.
      server: { deps: { inline: ['next-sanity'] } },
      // Before anything loads Next.js: the request-scope storage its server provides (vitest.setup.ts).
      setupFiles: [path.join(import.meta.dirname, 'vitest.setup.ts')],
      ...test,
    },
  });
}

// A worker keeps its modules from one file to the next (../vitest.isolation.ts).
export default siteConfig({ name: 'site', ...split.shared });

import path from 'node:path';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [vanillaExtractPlugin()],
  resolve: { alias: { '@': path.resolve(import.meta.dirname) } },
  test: {
    name: 'site',
    environment: 'node',
    include: ['**/*.test.{ts,tsx}'],
    exclude: ['node_modules/**', '.next/**'],
    // next-sanity imports `next/headers` without an extension, which only a bundler resolves: let Vite transform it.
    server: { deps: { inline: ['next-sanity'] } },
  },
});

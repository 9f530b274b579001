import path from 'node:path';
import { createVanillaExtractPlugin } from '@vanilla-extract/next-plugin';
import type { NextConfig } from 'next';

const withVanillaExtract = createVanillaExtractPlugin({ unstable_turbopack: { mode: 'on' } });

const config: NextConfig = {
  reactStrictMode: true,
  // Lets a second build or dev server run beside the main one (e.g. NEXT_DIST_DIR=.next-dev next dev -p 3010).
  distDir: process.env.NEXT_DIST_DIR ?? '.next',
  poweredByHeader: false,
  // Workspace packages ship TypeScript source; Next compiles them with the app.
  transpilePackages: ['@shop/brands', '@shop/ui', '@shop/blocks', '@shop/commerce', '@shop/content', '@shop/runtime'],
  // PGlite loads its WebAssembly and data files, pdfkit its fonts' metrics, from their own package folders at run time.
  serverExternalPackages: ['@electric-sql/pglite', 'postgres', 'pdfkit'],
  // The proxy buffers request bodies up to this much; a review photo may be 10 MB plus its form's framing.
  // inlineCss: the stylesheets (many small vanilla-extract chunks, about 1 kB each) go into the HTML's <style> tags
  // instead of render-blocking <link>s, one round trip each before the first paint on a phone's connection.
  experimental: { proxyClientMaxBodySize: '11mb', inlineCss: true },
  typescript: { ignoreBuildErrors: true }, // `npm run typecheck` runs tsc on every workspace; no second pass here
  // Several nodes (`./shop topology`): the incremental cache (data entries and cached pages) and its tag
  // invalidations live in Redis, so a tag expired on one node is expired on all (lib/cache/redis-cache-handler.ts).
  // Read when the server starts, not baked into the build: one build serves both modes. No in-process copy either
  // (cacheMaxMemorySize 0): a node must not keep serving an entry another node's invalidation has dropped.
  // Without REDIS_URL (one `./shop start`) Next.js keeps its own file-system and memory cache.
  ...(process.env.REDIS_URL
    ? {
        cacheHandler: path.join(import.meta.dirname, 'lib/cache/redis-cache-handler.ts'),
        cacheMaxMemorySize: 0,
      }
    : {}),
};

export default withVanillaExtract(config);

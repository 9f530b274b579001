import path from 'node:path';
import { createVanillaExtractPlugin } from '@vanilla-extract/next-plugin';
import type { NextConfig } from 'next';

const withVanillaExtract = createVanillaExtractPlugin({ unstable_turbopack: { mode: 'on' } });

/** One node's page and data cache (without Redis): about a thousand cached pages. */
const PAGE_CACHE_BYTES = 256 * 1024 * 1024;

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
  experimental: { proxyClientMaxBodySize: '11mb', inlineCss: true, isrFlushToDisk: false },
  typescript: { ignoreBuildErrors: true }, // `npm run typecheck` runs tsc on every workspace; no second pass here
  // Several nodes (`./shop topology`): the incremental cache (data entries and cached pages) and its tag
  // invalidations live in Redis, so a tag expired on one node is expired on all (lib/cache/redis-cache-handler.ts).
  // Read when the server starts, not baked into the build: one build serves both modes. No in-process copy either
  // (cacheMaxMemorySize 0): a node must not keep serving an entry another node's invalidation has dropped.
  // Without REDIS_URL (one `./shop start`) Next.js keeps its own cache, in memory only (isrFlushToDisk false): on
  // disk every address rendered once stayed until the next start, a page's HTML, RSC and segments (about 250 kB), so
  // a crawler's or a bot's distinct misses (each a cached 404) and search queries filled the disk without bound. In
  // memory it is a least-recently-used store of at most PAGE_CACHE_BYTES; the site server's edge cache holds the hot
  // pages in front of it (lib/http/edge-cache.ts), and the cache is emptied at every start anyway
  // (lib/content/data-cache.ts).
  ...(process.env.REDIS_URL
    ? {
        cacheHandler: path.join(import.meta.dirname, 'lib/cache/redis-cache-handler.ts'),
        cacheMaxMemorySize: 0,
      }
    : { cacheMaxMemorySize: PAGE_CACHE_BYTES }),
};

export default withVanillaExtract(config);

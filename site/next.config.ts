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
  // Turbopack's cache on disk makes a second build quicker, but a CI run builds a fresh clone once: writing it cost
  // 20 of the build's 86 CPU-seconds here (55 s → 45 s wall) for nothing read back.
  experimental: {
    proxyClientMaxBodySize: '11mb',
    inlineCss: true,
    turbopackFileSystemCacheForBuild: !process.env.CI,
  },
  typescript: { ignoreBuildErrors: true }, // `npm run typecheck` runs tsc on every workspace; no second pass here
  // The incremental cache (data entries and cached pages) and its tag invalidations are the site's own handler's, not
  // Next.js's: every timestamp of one clock, so a stepped wall clock cannot leave an invalidated page served stale
  // (lib/cache/handler-core.ts). Several nodes (`./shop topology`, REDIS_URL): in Redis, so a tag expired on one node
  // is expired on all (lib/cache/redis-cache-handler.ts). One node: in this process's memory, a least-recently-used
  // store of at most 256 MB (lib/cache/memory-cache-handler.ts); on disk every address rendered once stayed until the
  // next start, and a crawler's or a bot's distinct misses filled the disk without bound. The site server's edge cache
  // holds the hot pages in front of it (lib/http/edge-cache.ts). Read when the server starts, not baked into the
  // build: one build serves both modes. No in-process copy on top (cacheMaxMemorySize 0): a node must not keep
  // serving an entry an invalidation has dropped.
  cacheHandler: path.join(
    import.meta.dirname,
    process.env.REDIS_URL ? 'lib/cache/redis-cache-handler.ts' : 'lib/cache/memory-cache-handler.ts',
  ),
  cacheMaxMemorySize: 0,
};

export default withVanillaExtract(config);

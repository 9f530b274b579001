import { rmSync } from 'node:fs';
import path from 'node:path';

/**
 * Next.js keeps `unstable_cache` entries (every CMS read, lib/content/fetch.ts) on disk in `<distDir>/cache/fetch-cache`,
 * where they outlive the server, while the tag invalidations that evict them (revalidateTag, from the lake's webhook)
 * are kept in the server's memory only. A lake change made while the site was down would therefore never reach an
 * entry cached before: after a restart the site would serve it stale until its hour's revalidate ran out. So the
 * production server empties the data cache before it starts (site/server.ts): the cache then lives as long as the
 * invalidations that keep it right, and the first reads after a start go to the lake.
 *
 * The cached pages (home, content, listing, product and search pages, rendered on their first request) are kept the
 * same way, in `<distDir>/server/route-cache`, and go too: they hold the same content, and a page cached by an earlier
 * build may name scripts the new build no longer has.
 *
 * Only those go: the build's output and the rest of `<distDir>/cache` (compiler and image caches, which hold no CMS
 * content) stay. Since the site keeps its cache in memory only (next.config.ts, lib/cache/memory-cache-handler.ts),
 * these folders hold nothing a running site wrote; they are emptied for what an earlier build or configuration left
 * there.
 */
export function dataCacheDir(siteDir: string, distDir = process.env.NEXT_DIST_DIR ?? '.next'): string {
  return path.join(path.resolve(siteDir, distDir), 'cache', 'fetch-cache');
}

/** Where Next.js keeps the pages it rendered and cached at run time (its `ROUTE_CACHE_DIRECTORY` under the server's). */
export function pageCacheDir(siteDir: string, distDir = process.env.NEXT_DIST_DIR ?? '.next'): string {
  return path.join(path.resolve(siteDir, distDir), 'server', 'route-cache');
}

/** Empties the data and page caches of the site at `siteDir`; returns the folders it removed (absent is fine). */
export function clearDataCache(siteDir: string, distDir?: string): string[] {
  const dirs = [dataCacheDir(siteDir, distDir), pageCacheDir(siteDir, distDir)];
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  return dirs;
}

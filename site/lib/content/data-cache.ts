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
 * Only the data cache goes: the build's output and the rest of `<distDir>/cache` (compiler and image caches, which
 * hold no CMS content) stay.
 */
export function dataCacheDir(siteDir: string, distDir = process.env.NEXT_DIST_DIR ?? '.next'): string {
  return path.join(path.resolve(siteDir, distDir), 'cache', 'fetch-cache');
}

/** Empties the data cache of the site at `siteDir`; returns the folder it removed (absent already is fine). */
export function clearDataCache(siteDir: string, distDir?: string): string {
  const dir = dataCacheDir(siteDir, distDir);
  rmSync(dir, { recursive: true, force: true });
  return dir;
}

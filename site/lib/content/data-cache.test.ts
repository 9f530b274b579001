import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import FileSystemCache from 'next/dist/server/lib/incremental-cache/file-system-cache.js';
import { nodeFs } from 'next/dist/server/lib/node-fs-methods.js';
import { ROUTE_CACHE_DIRECTORY } from 'next/dist/server/lib/route-cache-key.js';
import type { CachedRouteKind, IncrementalCacheKind } from 'next/dist/server/response-cache/types.js';
import { afterEach, describe, expect, it } from 'vitest';
import { clearDataCache, dataCacheDir, pageCacheDir } from './data-cache.ts';

// Next.js's own file-system cache (the one the production server uses for `unstable_cache`), on a throw-away site
// folder: each instance is a server process; the tag manifest that would evict an entry is in memory, so a new
// process knows nothing of invalidations made before it.

const sites: string[] = [];
afterEach(() => {
  for (const site of sites.splice(0)) rmSync(site, { recursive: true, force: true });
});

function site(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'site-data-cache-'));
  sites.push(dir);
  return dir;
}

/** A server process's cache on the site's build (`<site>/.next/server`), without the in-memory layer. */
function serverCache(siteDir: string) {
  return new FileSystemCache({
    fs: nodeFs,
    flushToDisk: true,
    serverDistDir: path.join(siteDir, '.next', 'server'),
    revalidatedTags: [],
    _requestHeaders: {},
  });
}

const TAGS = ['cms:brand:dal', 'cms:doc:bagContent.dal'];
const read = (siteDir: string) =>
  serverCache(siteDir).get('bag-content', { kind: 'FETCH' as IncrementalCacheKind.FETCH, tags: TAGS, softTags: [] });

async function cacheBagContent(siteDir: string, heading: string) {
  await serverCache(siteDir).set(
    'bag-content',
    {
      kind: 'FETCH' as CachedRouteKind.FETCH,
      data: { headers: {}, body: JSON.stringify({ heading }), status: 200, url: '' },
      revalidate: 3600,
    },
    { fetchCache: true, tags: TAGS },
  );
}

describe('the data cache across a restart of the site', () => {
  it('is where Next.js keeps `unstable_cache` entries, and outlives the process that wrote it', async () => {
    const dir = site();
    await cacheBagContent(dir, 'Nothing here yet');
    expect(existsSync(dataCacheDir(dir))).toBe(true);
    // The next process serves what the last one cached: no invalidation made in between can reach it.
    const again = await read(dir);
    const body = (again?.value as { data: { body: string } } | undefined)?.data.body ?? 'null';
    expect(JSON.parse(body)).toEqual({ heading: 'Nothing here yet' });
  });

  it('is emptied by the start step, so the first read after a restart goes to the lake', async () => {
    const dir = site();
    await cacheBagContent(dir, 'Nothing here yet');
    // Build output and the rest of the cache folder stay.
    mkdirSync(path.join(dir, '.next', 'cache', 'images'), { recursive: true });
    writeFileSync(path.join(dir, '.next', 'cache', 'images', 'keep'), 'image');
    mkdirSync(path.join(dir, '.next', 'server'), { recursive: true });
    writeFileSync(path.join(dir, '.next', 'BUILD_ID'), 'build');

    // A page cached at run time, and one the build made (kept: it is the build's).
    const cachedPage = path.join(pageCacheDir(dir), 'APP_PAGE', 'f76e', '$', 'dal', 'shop', 'c', 'dresses.html');
    mkdirSync(path.dirname(cachedPage), { recursive: true });
    writeFileSync(cachedPage, '<html>');
    mkdirSync(path.join(dir, '.next', 'server', 'app'), { recursive: true });
    writeFileSync(path.join(dir, '.next', 'server', 'app', '_not-found.html'), '<html>');

    expect(clearDataCache(dir)).toEqual([
      path.join(dir, '.next', 'cache', 'fetch-cache'),
      path.join(dir, '.next', 'server', 'route-cache'),
    ]);
    expect(await read(dir)).toBeNull();
    expect(existsSync(cachedPage)).toBe(false);
    expect(readFileSync(path.join(dir, '.next', 'server', 'app', '_not-found.html'), 'utf8')).toBe('<html>');
    expect(readFileSync(path.join(dir, '.next', 'cache', 'images', 'keep'), 'utf8')).toBe('image');
    expect(readFileSync(path.join(dir, '.next', 'BUILD_ID'), 'utf8')).toBe('build');
    // Nothing cached yet (a first start) is fine too.
    expect(() => clearDataCache(site())).not.toThrow();
  });

  it('follows NEXT_DIST_DIR, as next.config.ts does', () => {
    expect(dataCacheDir('/srv/site', '.next-dev')).toBe('/srv/site/.next-dev/cache/fetch-cache');
    expect(pageCacheDir('/srv/site', '.next-dev')).toBe('/srv/site/.next-dev/server/route-cache');
  });

  it('names the folder Next.js keeps pages cached at run time in', () => {
    expect(path.basename(pageCacheDir('/srv/site'))).toBe(ROUTE_CACHE_DIRECTORY);
  });

  it('is emptied by the production server before Next.js starts', () => {
    // site/server.ts runs the start step before it builds Next.js's request handler (and its cache).
    const server = readFileSync(path.join(import.meta.dirname, '..', '..', 'server.ts'), 'utf8');
    const cleared = server.indexOf('clearDataCache(import.meta.dirname)');
    expect(cleared).toBeGreaterThan(-1);
    expect(cleared).toBeLessThan(server.indexOf('next({'));
  });
});

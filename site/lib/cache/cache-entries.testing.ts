// Entries and read contexts as Next.js hands them to a cache handler, shared by the two handlers' tests.
import { spawnSync } from 'node:child_process';
import type { IncrementalCacheValue } from 'next/dist/server/response-cache/types.js';

/** An `unstable_cache` data entry. */
export function fetchEntry(body: string, revalidate = 3600): IncrementalCacheValue {
  return { kind: 'FETCH', data: { headers: {}, body, status: 200, url: '' }, revalidate } as IncrementalCacheValue;
}

/** A cached page: HTML, RSC payload, a segment, and the tags Next.js records in its x-next-cache-tags header. */
export function pageEntry(html: string, tags: string): IncrementalCacheValue {
  return {
    kind: 'APP_PAGE',
    html,
    rscData: Buffer.from(`rsc:${html}`),
    headers: { 'x-next-cache-tags': tags },
    postponed: undefined,
    status: 200,
    segmentData: new Map([['/_tree', Buffer.from([0, 255, 7])]]),
  } as IncrementalCacheValue;
}

/** A data read's context: its tags and the implicit (soft) tags of the page reading it. */
export const fetchGet = (tags: string[], softTags: string[] = []) => ({ kind: 'FETCH', tags, softTags }) as never;
/** A page read's context. */
export const pageGet = { kind: 'APP_PAGE', isFallback: false } as never;

/**
 * What `typeof` the default export of the handler file at `fileUrl` is when plain Node imports it: Next.js loads a
 * cache handler by its path at run time, outside the bundler. Fails on a module Node cannot resolve or load.
 */
export function defaultExportInPlainNode(fileUrl: string): string {
  const child = spawnSync(
    process.execPath,
    ['--input-type=module', '-e', `const m = await import(${JSON.stringify(fileUrl)}); console.log(typeof m.default);`],
    { encoding: 'utf8', timeout: 60_000 },
  );
  if (/ERR_MODULE_NOT_FOUND|ERR_UNSUPPORTED/.test(child.stderr)) throw new Error(child.stderr);
  return child.stdout.trim();
}

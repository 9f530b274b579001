// What the site's two incremental-cache handlers (next.config.ts's `cacheHandler`) share: one node's in memory
// (memory-cache-handler.ts) and several nodes' in Redis (redis-cache-handler.ts). Loaded by Next.js outside the
// bundler, so plain Node.js TypeScript: erasable syntax only, imports by package name or with their `.ts` extension.
//
// The tag semantics are Next.js 16.4's own (next/dist/server/lib/incremental-cache/file-system-cache.js and
// tags-manifest.external.js):
//   revalidateTag(tag)                  expired = now                    → entries older than that are misses
//   revalidateTag(tag, { expire: s })   stale = now, expired = now + s   → served stale (regenerated in the background)
//                                                                          until `expired` has passed, then misses
// An entry's tags: for FETCH the tags and implicit (soft) tags Next.js passes to get() (the page paths reading it,
// so revalidatePath works) plus those stored at set(); for pages and routes the `x-next-cache-tags` header Next.js
// records on the entry (the page's implicit tags and every tag its data reads carried).
//
// Why the site does not keep Next.js's own cache, even on one node: Next.js stamps an invalidation with the wall
// clock (Date.now()) and asks whether it has passed with the monotonic one (performance.timeOrigin + now()). Once
// the wall clock is stepped forward while the server runs (a virtual machine paused and resumed, a time sync), an
// invalidation stays "not yet expired" for as long as the step, and the page it was for is served stale once more
// instead of rendered again: a moderated review or a changed price missing from the next shopper's page. Here each
// handler compares timestamps of one clock only, and tells Next.js an entry's age in Next.js's own clock.
import type { CacheHandler, CacheHandlerValue } from 'next/dist/server/lib/incremental-cache/index.js';
import type { IncrementalCacheValue } from 'next/dist/server/response-cache/types.js';

export type GetContext = Parameters<CacheHandler['get']>[1];
export type SetContext = Parameters<CacheHandler['set']>[2];
export type Durations = { expire?: number };

/** What a handler keeps per entry. `lastModified` is in the handler's own clock. */
export interface StoredEntry {
  value: IncrementalCacheValue | null;
  lastModified: number;
  cacheControl?: CacheHandlerValue['cacheControl'];
  tags: string[];
}

/** One tag's invalidation timestamps, in the handler's clock. */
export interface TagStamps {
  stale?: number;
  expired?: number;
}

export type TagState = 'fresh' | 'stale' | 'expired';

const TAGS_HEADER = 'x-next-cache-tags';

/** The clock Next.js measures an entry's age with (next/dist/server/lib/incremental-cache/index.js). */
export const nextClock = (): number => performance.timeOrigin + performance.now();

/** The tags to keep with an entry being set. */
export function tagsToStore(data: IncrementalCacheValue | null, context: SetContext): string[] {
  if (context.fetchCache === true) return [...(context.tags ?? [])];
  if (data && (data.kind === 'APP_PAGE' || data.kind === 'APP_ROUTE' || data.kind === 'PAGES')) {
    const header = data.headers?.[TAGS_HEADER];
    return typeof header === 'string' && header !== '' ? header.split(',') : [];
  }
  return [];
}

/** The entry being set, stamped `now` (the handler's clock). */
export function entryToStore(data: IncrementalCacheValue | null, context: SetContext, now: number): StoredEntry {
  const cacheControl = context.fetchCache ? undefined : context.cacheControl;
  return { value: data, lastModified: now, cacheControl, tags: tagsToStore(data, context) };
}

/** Every tag that can invalidate an entry stored with `stored` on this read. */
export function tagsOfRead(stored: readonly string[], context: GetContext): string[] {
  const tags = new Set(stored);
  if (context.kind === 'FETCH') {
    for (const tag of [...(context.tags ?? []), ...(context.softTags ?? [])]) tags.add(tag);
  }
  return [...tags];
}

/** Whether any tag was invalidated after `since`, all timestamps (and `now`) in one clock. */
export function tagState(stamps: Iterable<TagStamps | undefined>, since: number, now: number): TagState {
  let stale = false;
  for (const stamp of stamps) {
    if (!stamp) continue;
    if (stamp.expired !== undefined && stamp.expired <= now && stamp.expired > since) return 'expired';
    if (stamp.stale !== undefined && stamp.stale > since) stale = true;
  }
  return stale ? 'stale' : 'fresh';
}

/** The timestamps a revalidateTag call sets on each of its tags. */
export function stampsOf(durations: Durations | undefined, now: number): TagStamps {
  if (!durations) return { expired: now };
  return durations.expire === undefined ? { stale: now } : { stale: now, expired: now + durations.expire * 1000 };
}

/**
 * What get() answers for an entry whose tags are in `state`, `now` being the handler's clock: null for a miss, else
 * the entry with its age told in Next.js's clock (its `lastModified`). Next.js decides staleness from that age, so a
 * stale tag is told as an age just past the entry's revalidate period: served now, regenerated in the background.
 * Without a period there is no way to say "stale", and a fresh render is the safe side.
 */
export function answerFor(
  entry: StoredEntry,
  state: TagState,
  context: GetContext,
  now: number,
): CacheHandlerValue | null {
  if (state === 'expired') return null;
  let age = now - entry.lastModified;
  if (state === 'stale') {
    const revalidate =
      context.kind === 'FETCH'
        ? context.revalidate || (entry.value?.kind === 'FETCH' ? entry.value.revalidate : undefined)
        : entry.cacheControl?.revalidate;
    if (typeof revalidate !== 'number' || revalidate <= 0) return null;
    age = Math.max(age, revalidate * 1000 + 1);
  }
  return {
    value: entry.value,
    lastModified: nextClock() - age,
    ...(entry.cacheControl ? { cacheControl: entry.cacheControl } : {}),
  };
}

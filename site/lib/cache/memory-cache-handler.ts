// Next.js's incremental cache (the `cacheHandler` of next.config.ts) for one site node, in this process's memory:
// `unstable_cache` data entries (every CMS and catalogue read) and full-route entries (ISR pages, cached route
// handlers), least recently used out first beyond a byte budget, and the tags' invalidation timestamps. Several nodes
// use the Redis handler instead (redis-cache-handler.ts); the tag semantics are the same (handler-core.ts).
//
// In place of Next.js's own memory cache because every timestamp here is of one clock, the monotonic one Next.js
// measures ages with: an invalidation is never read as "not yet expired" after the wall clock was stepped
// (handler-core.ts says why that matters). Nothing outlives the process or reaches the disk: a start begins empty,
// and so do the invalidations that keep the entries right.
//
// Next.js loads this file by path at run time and makes a handler per request: the store lives on globalThis, one
// per process. Plain Node.js TypeScript (erasable syntax only, imports with their `.ts` extension).
import { deserialize, serialize } from 'node:v8';
import type { CacheHandler, CacheHandlerValue } from 'next/dist/server/lib/incremental-cache/index.js';
import type { IncrementalCacheValue } from 'next/dist/server/response-cache/types.js';
import {
  answerFor,
  type Durations,
  entryToStore,
  type GetContext,
  nextClock,
  type SetContext,
  type StoredEntry,
  stampsOf,
  type TagStamps,
  tagState,
  tagsOfRead,
} from './handler-core.ts';

/** One node's page and data cache: about a thousand cached pages. */
export const CACHE_BYTES = 256 * 1024 * 1024;
/** Beyond this many tag timestamps, those older than every entry kept (they can expire nothing) are let go. */
const TAG_PRUNE_THRESHOLD = 10_000;

/** An entry as kept: its value v8-serialised (a copy no caller can change, and its size known). */
type Kept = Omit<StoredEntry, 'value'> & { blob: Buffer };

export interface MemoryCacheStore {
  get(key: string, context: GetContext): CacheHandlerValue | null;
  set(key: string, data: IncrementalCacheValue | null, context: SetContext): void;
  revalidateTag(tags: string | string[], durations?: Durations): void;
  readonly stats: { entries: number; bytes: number; tags: number };
}

/** A store of at most `maxBytes` of serialised entries; `clock` is monotonic (tests pass their own). */
export function createMemoryCacheStore(options: { maxBytes: number; clock?: () => number }): MemoryCacheStore {
  const clock = options.clock ?? nextClock;
  const entries = new Map<string, Kept>();
  const tags = new Map<string, TagStamps>();
  let bytes = 0;

  const remove = (key: string) => {
    const kept = entries.get(key);
    if (!kept) return;
    entries.delete(key);
    bytes -= kept.blob.length;
  };

  const pruneTags = () => {
    let oldest = Number.POSITIVE_INFINITY;
    for (const kept of entries.values()) oldest = Math.min(oldest, kept.lastModified);
    const now = clock();
    for (const [tag, stamp] of tags) {
      // A timestamp older than every entry can neither expire nor stale one; a future expiry still can.
      if ((stamp.stale ?? 0) < oldest && (stamp.expired ?? 0) < Math.min(oldest, now)) tags.delete(tag);
    }
  };

  return {
    get(key, context) {
      const kept = entries.get(key);
      if (!kept) return null;
      const now = clock();
      const state = tagState(
        tagsOfRead(kept.tags, context).map((tag) => tags.get(tag)),
        kept.lastModified,
        now,
      );
      if (state === 'expired') {
        remove(key);
        return null;
      }
      // Most recently used last: the budget removes from the front.
      entries.delete(key);
      entries.set(key, kept);
      const { blob, ...rest } = kept;
      return answerFor({ ...rest, value: deserialize(blob) as IncrementalCacheValue | null }, state, context, now);
    },

    set(key, data, context) {
      const { value, ...rest } = entryToStore(data, context, clock());
      const blob = serialize(value);
      remove(key);
      if (blob.length > options.maxBytes) return;
      entries.set(key, { ...rest, blob });
      bytes += blob.length;
      for (const oldest of entries.keys()) {
        if (bytes <= options.maxBytes) break;
        remove(oldest);
      }
    },

    revalidateTag(list, durations) {
      const stamps = stampsOf(durations, clock());
      for (const tag of typeof list === 'string' ? [list] : list) tags.set(tag, { ...tags.get(tag), ...stamps });
      if (tags.size > TAG_PRUNE_THRESHOLD) pruneTags();
    },

    get stats() {
      return { entries: entries.size, bytes, tags: tags.size };
    },
  };
}

const STORE = Symbol.for('shop.site.memoryCacheStore');

/** The process's store, made on first use. */
export function processMemoryCacheStore(): MemoryCacheStore {
  const holder = globalThis as { [STORE]?: MemoryCacheStore };
  holder[STORE] ??= createMemoryCacheStore({ maxBytes: CACHE_BYTES });
  return holder[STORE];
}

/** A handler class over one store: the process's in production, a test's own in the tests. */
export function createMemoryCacheHandler(store: () => MemoryCacheStore) {
  return class MemoryCacheHandler implements CacheHandler {
    resetRequestCache(): void {}

    async get(key: string, context: GetContext): Promise<CacheHandlerValue | null> {
      return store().get(key, context);
    }

    async set(key: string, data: IncrementalCacheValue | null, context: SetContext): Promise<void> {
      store().set(key, data, context);
    }

    async revalidateTag(tags: string | string[], durations?: Durations): Promise<void> {
      store().revalidateTag(tags, durations);
    }
  };
}

/** The handler Next.js loads (site/next.config.ts) without REDIS_URL. */
export default createMemoryCacheHandler(processMemoryCacheStore);

// Next.js's incremental cache (the `cacheHandler` of next.config.ts) in Redis, for several site nodes behind one
// balancer: `unstable_cache` data entries (kind FETCH: every CMS and catalogue read) and full-route entries (APP_PAGE,
// APP_ROUTE: ISR pages and cached route handlers) are shared, and a tag invalidated on one node (the lake's webhook,
// review moderation) is invalid on all, because the tag's timestamps live in Redis too, read with every entry.
//
// Only used when REDIS_URL is set (site/next.config.ts); one `./shop start` keeps Next.js's own file-system/memory
// cache. Next.js loads this file by path at run time (not through the bundler), so it is plain Node.js TypeScript:
// erasable syntax only, imports by package name or with their `.ts` extension.
//
// The tag semantics are in handler-core.ts, shared with one node's handler (memory-cache-handler.ts). Entries and
// invalidations are stamped with the writing node's wall clock (Date.now()) and compared with the reading node's:
// the one clock that means the same on every node.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { deserialize, serialize } from 'node:v8';
import { createLogger } from '@shop/runtime/log';
import { Redis } from 'ioredis';
import type {
  CacheHandler,
  CacheHandlerContext,
  CacheHandlerValue,
} from 'next/dist/server/lib/incremental-cache/index.js';
import type { IncrementalCacheValue } from 'next/dist/server/response-cache/types.js';
import {
  answerFor,
  type Durations,
  entryToStore,
  type GetContext,
  type SetContext,
  type StoredEntry,
  stampsOf,
  type TagState,
  tagState,
  tagsOfRead,
} from './handler-core.ts';

/**
 * An entry lives at most this long in Redis (a page's own shorter `expire` wins). The cap is what lets old tag
 * timestamps go: a tag invalidated before the oldest entry that can still exist was written can expire nothing.
 */
export const MAX_ENTRY_TTL_SECONDS = 14 * 24 * 60 * 60;
/** How often one process sweeps the tag hashes of timestamps that can no longer matter (after an invalidation). */
const TAG_PRUNE_INTERVAL_MS = 60 * 60 * 1000;
let lastTagPrune = 0;
/** HDEL of the fields (ARGV[2..]) of the hash (KEYS[1]) whose timestamp is still below ARGV[1], atomically. */
const DELETE_IF_OLDER = `local removed = 0
for i = 2, #ARGV do
  local at = redis.call('HGET', KEYS[1], ARGV[i])
  if at and tonumber(at) < tonumber(ARGV[1]) then removed = removed + redis.call('HDEL', KEYS[1], ARGV[i]) end
end
return removed`;
const log = createLogger('site').child({ component: 'redis-cache-handler' });

export interface RedisCacheOptions {
  client: Redis;
  /** Namespace of every key (several shops or test runs may share one Redis). */
  prefix: string;
  /** The wall clock (ms) entries and invalidations are stamped and compared with: Date.now unless a test moves its own. */
  now?: () => number;
}

let sharedClient: Redis | null = null;

/**
 * The process's one connection (Next.js makes a handler per request). Commands fail within a second when Redis is
 * away rather than queueing without end: get() then answers a miss (the page renders from its sources), set() is
 * skipped, and revalidateTag() throws so the webhook answers 500 and the lake delivers it again.
 */
export function redisFromEnv(url = process.env.REDIS_URL): Redis {
  if (!url) throw new Error('REDIS_URL is not set: the Redis cache handler has nowhere to keep entries');
  sharedClient ??= new Redis(url, {
    connectionName: `shop-site-${process.pid}`,
    maxRetriesPerRequest: 1,
    commandTimeout: 1_000,
    connectTimeout: 2_000,
  });
  return sharedClient;
}

/** A handler class bound to one Redis connection and namespace: one per node in production, two in the tests. */
export function createRedisCacheHandler(options: () => RedisCacheOptions) {
  return class RedisCacheHandler implements CacheHandler {
    readonly #redis: Redis;
    readonly #tagPrefix: string;
    readonly #entryPrefix: string;
    readonly #now: () => number;

    constructor(context: CacheHandlerContext) {
      const { client, prefix, now = Date.now } = options();
      this.#redis = client;
      this.#now = now;
      this.#tagPrefix = `${prefix}:tags`;
      // Entries belong to one build (pages point at its script chunks); tags span builds, so an invalidation made
      // while one build served still counts for the next.
      this.#entryPrefix = `${prefix}:${buildIdOf(context.serverDistDir)}:entry:`;
    }

    resetRequestCache(): void {}

    async get(key: string, context: GetContext): Promise<CacheHandlerValue | null> {
      let blob: Buffer | null;
      try {
        blob = await this.#redis.getBuffer(this.#entryPrefix + key);
      } catch (error) {
        log.warn({ err: error, entry: key }, 'cache read failed; answering a miss');
        return null;
      }
      if (!blob) return null;
      // One Redis string per entry, v8-serialised: Buffers, the segment Map and `undefined`s survive.
      const entry = deserialize(blob) as StoredEntry;
      const tags = tagsOfRead(entry.tags, context);
      let state: TagState = 'fresh';
      if (tags.length > 0) {
        try {
          state = await this.#tagState(tags, entry.lastModified);
        } catch (error) {
          log.warn({ err: error, entry: key }, 'cache tag read failed; answering a miss');
          return null;
        }
      }
      return answerFor(entry, state, context, this.#now());
    }

    async set(key: string, data: IncrementalCacheValue | null, context: SetContext): Promise<void> {
      const entry = entryToStore(data, context, this.#now());
      const cacheControl = entry.cacheControl;
      const expire = cacheControl?.expire;
      const ttl =
        typeof expire === 'number' && expire > 0
          ? Math.min(Math.ceil(expire), MAX_ENTRY_TTL_SECONDS)
          : MAX_ENTRY_TTL_SECONDS;
      try {
        await this.#redis.set(this.#entryPrefix + key, serialize(entry), 'EX', ttl);
      } catch (error) {
        log.warn({ err: error, entry: key }, 'cache write failed; the entry is not shared');
      }
    }

    async revalidateTag(tags: string | string[], durations?: Durations): Promise<void> {
      const list = typeof tags === 'string' ? [tags] : tags;
      if (list.length === 0) return;
      const now = this.#now();
      const stamps = stampsOf(durations, now);
      const pipeline = this.#redis.pipeline();
      for (const tag of list) {
        if (stamps.stale !== undefined) pipeline.hset(`${this.#tagPrefix}:stale`, tag, stamps.stale);
        if (stamps.expired !== undefined) pipeline.hset(`${this.#tagPrefix}:expired`, tag, stamps.expired);
      }
      const results = (await pipeline.exec()) ?? [];
      const failed = results.find(([error]) => error);
      if (failed?.[0]) throw failed[0];
      if (now - lastTagPrune >= TAG_PRUNE_INTERVAL_MS) {
        lastTagPrune = now;
        this.pruneTags(now).catch((error) => log.warn({ err: error }, 'tag prune failed; tried again later'));
      }
    }

    /**
     * Removes tag timestamps older than the longest an entry can live: every entry still in Redis was written after
     * them, so they can neither expire nor stale it. Without this the two hashes keep one field per tag ever
     * invalidated (every product whose price or stock changed). Returns how many fields went.
     */
    async pruneTags(now = this.#now()): Promise<number> {
      const before = now - MAX_ENTRY_TTL_SECONDS * 1000;
      let removed = 0;
      for (const hash of [`${this.#tagPrefix}:expired`, `${this.#tagPrefix}:stale`]) {
        let cursor = '0';
        do {
          const [next, flat] = await this.#redis.hscan(hash, cursor, 'COUNT', 500);
          cursor = next;
          const old: string[] = [];
          for (let i = 0; i < flat.length; i += 2) {
            if (Number(flat[i + 1]) < before) old.push(flat[i] as string);
          }
          // Deleted only if still that old, checked in Redis itself: a node may invalidate the tag again between the
          // scan and the delete, and that fresh timestamp must stay.
          if (old.length > 0) removed += Number(await this.#redis.eval(DELETE_IF_OLDER, 1, hash, before, ...old));
        } while (cursor !== '0');
      }
      return removed;
    }

    /** Whether any of the tags was invalidated after `since`, read from Redis in one round trip. */
    async #tagState(tags: string[], since: number): Promise<TagState> {
      const results = await this.#redis
        .pipeline()
        .hmget(`${this.#tagPrefix}:expired`, ...tags)
        .hmget(`${this.#tagPrefix}:stale`, ...tags)
        .exec();
      const [expiredResult, staleResult] = results ?? [];
      if (expiredResult?.[0]) throw expiredResult[0];
      if (staleResult?.[0]) throw staleResult[0];
      const stamp = (raw: string | null | undefined) => (raw === null || raw === undefined ? undefined : Number(raw));
      const expired = (expiredResult?.[1] ?? []) as Array<string | null>;
      const stale = (staleResult?.[1] ?? []) as Array<string | null>;
      return tagState(
        tags.map((_, i) => ({ expired: stamp(expired[i]), stale: stamp(stale[i]) })),
        since,
        this.#now(),
      );
    }
  };
}

const buildIds = new Map<string, string>();

/** `<distDir>/BUILD_ID` (serverDistDir is `<distDir>/server`); "dev" when there is no build (tests, next dev). */
export function buildIdOf(serverDistDir: string | undefined): string {
  if (!serverDistDir) return 'dev';
  let id = buildIds.get(serverDistDir);
  if (id === undefined) {
    try {
      id = readFileSync(path.join(serverDistDir, '..', 'BUILD_ID'), 'utf8').trim() || 'dev';
    } catch {
      id = 'dev';
    }
    buildIds.set(serverDistDir, id);
  }
  return id;
}

/** The namespace of the site's keys in Redis: `REDIS_CACHE_PREFIX`, or shop:next. */
export function redisCachePrefix(): string {
  return process.env.REDIS_CACHE_PREFIX || 'shop:next';
}

/** The handler Next.js loads (site/next.config.ts): the process's connection, `REDIS_CACHE_PREFIX` or shop:next. */
export default createRedisCacheHandler(() => ({
  client: redisFromEnv(),
  prefix: redisCachePrefix(),
}));

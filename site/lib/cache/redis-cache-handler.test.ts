import { setTimeout as sleep } from 'node:timers/promises';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { defaultExportInPlainNode, fetchEntry, fetchGet, pageEntry, pageGet } from './cache-entries.testing.ts';
import { redisAnswers, redisTestUrl } from './redis.testing.ts';
import { createRedisCacheHandler, MAX_ENTRY_TTL_SECONDS } from './redis-cache-handler.ts';

// The machine's Redis (127.0.0.1:6379, or REDIS_URL): two handler classes, each with its own connection, stand for
// two site nodes sharing one Redis. Every key of the run is under a prefix of its own and removed afterwards.

const url = redisTestUrl;
const prefix = `test:next-cache:${process.pid}:${Date.now().toString(36)}`;

const up = await redisAnswers(url);
if (!up) console.warn(`⚠ Redis cache handler tests skipped: no Redis answers at ${url}`);

const clients: Redis[] = [];
/** One site node; `now` stands for the wall clock (both nodes given the same one share it). */
function node(now?: () => number) {
  const client = new Redis(url, { maxRetriesPerRequest: 1 });
  clients.push(client);
  const Handler = createRedisCacheHandler(() => ({ client, prefix, now }));
  // Next.js makes a handler per request; a fresh instance per call shows nothing is kept in the instance.
  return () => new Handler({ revalidatedTags: [], _requestHeaders: {} });
}

afterAll(async () => {
  const [admin] = clients;
  if (admin) {
    const keys = await admin.keys(`${prefix}:*`);
    if (keys.length > 0) await admin.del(...keys);
  }
  for (const client of clients) client.disconnect();
});

// Next.js imports the handler by its path at run time, outside the bundler: it must load in plain Node.
describe('the handler file in plain Node', () => {
  it('loads without the bundler and exports a handler class', () => {
    expect(defaultExportInPlainNode(new URL('./redis-cache-handler.ts', import.meta.url).href)).toBe('function');
  });
});

describe.skipIf(!up)('Redis cache handler (two nodes, one Redis)', () => {
  it('serves a data entry written on one node from another, and drops it on both once its tag is expired', async () => {
    const a = node();
    const b = node();
    await a().set('data-1', fetchEntry('hello'), { fetchCache: true, tags: ['product:p1', 'catalogue:dal'] });
    const seen = await b().get('data-1', fetchGet(['product:p1', 'catalogue:dal']));
    expect(seen?.value).toEqual(fetchEntry('hello'));

    await sleep(2);
    await b().revalidateTag(['catalogue:dal'], { expire: 0 });
    expect(await a().get('data-1', fetchGet(['product:p1', 'catalogue:dal']))).toBeNull();
    expect(await b().get('data-1', fetchGet(['product:p1', 'catalogue:dal']))).toBeNull();

    // Rendered again after the invalidation: served again, on both.
    await sleep(2);
    await a().set('data-1', fetchEntry('hello again'), { fetchCache: true, tags: ['product:p1', 'catalogue:dal'] });
    expect((await b().get('data-1', fetchGet(['product:p1', 'catalogue:dal'])))?.value).toEqual(
      fetchEntry('hello again'),
    );
  });

  it('expires a data entry through an implicit tag of the page that read it (revalidatePath)', async () => {
    const a = node();
    const b = node();
    await a().set('data-2', fetchEntry('x'), { fetchCache: true, tags: ['doc:home'] });
    expect(await b().get('data-2', fetchGet(['doc:home'], ['_N_T_/dal/']))).not.toBeNull();
    await sleep(2);
    await a().revalidateTag('_N_T_/dal/');
    expect(await b().get('data-2', fetchGet(['doc:home'], ['_N_T_/dal/']))).toBeNull();
    // Another page's read of the same entry is unaffected.
    expect(await b().get('data-2', fetchGet(['doc:home'], ['_N_T_/cgn/']))).not.toBeNull();
  });

  it('keeps a cached page whole (HTML, RSC payload, segments) and expires it by the tags of its x-next-cache-tags', async () => {
    const a = node();
    const b = node();
    const cacheControl = { revalidate: 300, expire: 3600 };
    await a().set('/dal/p/abc', pageEntry('<p>abc</p>', '_N_T_/layout,_N_T_/dal/p/abc,product:abc'), { cacheControl });
    const seen = await b().get('/dal/p/abc', pageGet);
    expect(seen?.value).toEqual(pageEntry('<p>abc</p>', '_N_T_/layout,_N_T_/dal/p/abc,product:abc'));
    expect(seen?.cacheControl).toEqual(cacheControl);

    await sleep(2);
    await a().revalidateTag('product:other', { expire: 0 });
    expect(await b().get('/dal/p/abc', pageGet)).not.toBeNull();
    await a().revalidateTag('product:abc', { expire: 0 });
    expect(await b().get('/dal/p/abc', pageGet)).toBeNull();
  });

  it('serves an entry stale (past its revalidate period) after revalidateTag with a future expiry, then drops it', async () => {
    // The nodes' shared wall clock, moved on by the test rather than waited for.
    let clock = Date.now();
    const now = () => clock;
    const a = node(now);
    const b = node(now);
    await a().set('/dal/', pageEntry('<p>home</p>', '_N_T_/dal/,doc:home'), {
      cacheControl: { revalidate: 60, expire: 3600 },
    });
    await a().set('data-3', fetchEntry('home data', 60), { fetchCache: true, tags: ['doc:home'] });
    clock += 2;
    await a().revalidateTag(['doc:home'], { expire: 0.3 });

    clock += 299;
    const page = await b().get('/dal/', pageGet);
    expect(page).not.toBeNull();
    // Next.js regenerates in the background once the entry is older than its revalidate period.
    expect(clock - (page?.lastModified ?? 0)).toBeGreaterThan(60_000);
    const data = await b().get('data-3', fetchGet(['doc:home']));
    expect(clock - (data?.lastModified ?? 0)).toBeGreaterThan(60_000);

    clock += 1;
    expect(await b().get('/dal/', pageGet)).toBeNull();
    expect(await b().get('data-3', fetchGet(['doc:home']))).toBeNull();
  });

  it('caps an entry at the longest life a tag is kept for, and prunes only tag timestamps older than that', async () => {
    const a = node();
    const [admin] = clients;
    if (!admin) throw new Error('no client');
    // A page asking for a year of life is still held for the cap at most.
    await a().set('/dal/long', pageEntry('<p>long</p>', '_N_T_/dal/long'), {
      cacheControl: { revalidate: false, expire: 365 * 24 * 3600 },
    } as never);
    const ttl = await admin.ttl(`${prefix}:dev:entry:/dal/long`);
    expect(ttl).toBeGreaterThan(MAX_ENTRY_TTL_SECONDS - 60);
    expect(ttl).toBeLessThanOrEqual(MAX_ENTRY_TTL_SECONDS);

    await a().set('data-prune', fetchEntry('kept expired'), { fetchCache: true, tags: ['product:recent'] });
    await sleep(5);
    await a().revalidateTag('product:recent');
    // The process's hourly sweep may have started with that invalidation: let it finish before planting old fields.
    await sleep(100);
    const now = Date.now();
    const ancient = now - (MAX_ENTRY_TTL_SECONDS + 3600) * 1000;
    await admin.hset(`${prefix}:tags:expired`, 'product:old', ancient, 'product:future', now + 60_000);
    await admin.hset(`${prefix}:tags:stale`, 'product:old', ancient);

    const handler = a() as unknown as { pruneTags(now?: number): Promise<number> };
    expect(await handler.pruneTags(now + 10)).toBe(2);
    expect(await admin.hget(`${prefix}:tags:expired`, 'product:old')).toBeNull();
    expect(await admin.hget(`${prefix}:tags:stale`, 'product:old')).toBeNull();
    expect(await admin.hget(`${prefix}:tags:expired`, 'product:future')).not.toBeNull();
    // A timestamp the scan saw as old but another node renewed before the delete stays (the delete re-checks it).
    await admin.hset(`${prefix}:tags:expired`, 'product:renewed', ancient);
    const racing = node();
    const scanner = clients.at(-1);
    if (!scanner) throw new Error('no client');
    const scan = scanner.hscan.bind(scanner);
    scanner.hscan = (async (...args: Parameters<typeof scan>) => {
      const page = await scan(...args);
      await admin.hset(`${prefix}:tags:expired`, 'product:renewed', Date.now());
      return page;
    }) as typeof scanner.hscan;
    const raced = racing() as unknown as { pruneTags(now?: number): Promise<number> };
    expect(await raced.pruneTags(now + 10)).toBe(0);
    expect(Number(await admin.hget(`${prefix}:tags:expired`, 'product:renewed'))).toBeGreaterThan(ancient);
    // The recent invalidation survives the sweep, so the entry it expired stays a miss.
    expect(await a().get('data-prune', fetchGet(['product:recent']))).toBeNull();
  });

  it('answers a miss, and refuses an invalidation, when Redis does not answer', async () => {
    const client = new Redis('redis://127.0.0.1:1', {
      maxRetriesPerRequest: 1,
      commandTimeout: 300,
      connectTimeout: 300,
      retryStrategy: () => 5,
    });
    clients.push(client);
    client.on('error', () => undefined);
    const Handler = createRedisCacheHandler(() => ({ client, prefix }));
    const handler = new Handler({ revalidatedTags: [], _requestHeaders: {} });
    expect(await handler.get('data-1', fetchGet(['catalogue:dal']))).toBeNull();
    await handler.set('data-1', fetchEntry('lost'), { fetchCache: true, tags: [] });
    await expect(handler.revalidateTag('catalogue:dal', { expire: 0 })).rejects.toThrow();
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { defaultExportInPlainNode, fetchEntry, fetchGet, pageEntry, pageGet } from './cache-entries.testing.ts';
import { nextClock } from './handler-core.ts';
import { createMemoryCacheHandler, createMemoryCacheStore } from './memory-cache-handler.ts';

// One node's incremental cache, through the handler class Next.js makes per request, over a store with a clock the
// test moves.

function node(maxBytes = 1024 * 1024) {
  let now = 1_000_000;
  const store = createMemoryCacheStore({ maxBytes, clock: () => now });
  const Handler = createMemoryCacheHandler(() => store);
  return {
    store,
    handler: () => new Handler(),
    tick: (ms: number) => {
      now += ms;
    },
  };
}

/** The entry's age as Next.js reads it (its lastModified, in Next.js's clock). */
const ageOf = (answer: { lastModified?: number } | null) => nextClock() - (answer?.lastModified ?? 0);

afterEach(() => vi.restoreAllMocks());

describe('the handler file in plain Node', () => {
  it('loads without the bundler and exports a handler class', () => {
    expect(defaultExportInPlainNode(new URL('./memory-cache-handler.ts', import.meta.url).href)).toBe('function');
  });
});

describe('memory cache handler (one node)', () => {
  it('serves a data entry until its tag is expired, then again once it is set after the invalidation', async () => {
    const { handler, tick } = node();
    await handler().set('data-1', fetchEntry('hello'), { fetchCache: true, tags: ['product:p1', 'catalogue:dal'] });
    expect((await handler().get('data-1', fetchGet(['product:p1', 'catalogue:dal'])))?.value).toEqual(
      fetchEntry('hello'),
    );
    tick(5);
    await handler().revalidateTag('product:other', { expire: 0 });
    expect(await handler().get('data-1', fetchGet(['product:p1', 'catalogue:dal']))).not.toBeNull();
    await handler().revalidateTag(['catalogue:dal'], { expire: 0 });
    expect(await handler().get('data-1', fetchGet(['product:p1', 'catalogue:dal']))).toBeNull();

    tick(5);
    await handler().set('data-1', fetchEntry('hello again'), { fetchCache: true, tags: ['product:p1'] });
    expect((await handler().get('data-1', fetchGet(['product:p1', 'catalogue:dal'])))?.value).toEqual(
      fetchEntry('hello again'),
    );
  });

  it('expires a data entry through an implicit tag of the page that read it (revalidatePath)', async () => {
    const { handler, tick } = node();
    await handler().set('data-2', fetchEntry('x'), { fetchCache: true, tags: ['doc:home'] });
    tick(5);
    await handler().revalidateTag('_N_T_/dal/');
    expect(await handler().get('data-2', fetchGet(['doc:home'], ['_N_T_/dal/']))).toBeNull();
    // Another page's read of the same entry is unaffected (the first read's miss dropped it, so set it again).
    await handler().set('data-2', fetchEntry('x'), { fetchCache: true, tags: ['doc:home'] });
    expect(await handler().get('data-2', fetchGet(['doc:home'], ['_N_T_/cgn/']))).not.toBeNull();
  });

  it('keeps a cached page whole and expires it by the tags of its x-next-cache-tags', async () => {
    const { handler, tick } = node();
    const cacheControl = { revalidate: 60, expire: 3600 };
    const page = pageEntry('<p>abc</p>', '_N_T_/layout,_N_T_/awl/shop/p/abc,product:abc');
    await handler().set('/awl/shop/p/abc', page, { cacheControl } as never);
    const seen = await handler().get('/awl/shop/p/abc', pageGet);
    expect(seen?.value).toEqual(page);
    expect(seen?.cacheControl).toEqual(cacheControl);
    tick(5);
    await handler().revalidateTag('product:abc', { expire: 0 });
    expect(await handler().get('/awl/shop/p/abc', pageGet)).toBeNull();
  });

  it('expires a page at once after its tag is invalidated even when the wall clock has been stepped forward', async () => {
    // Next.js's own cache stamps an invalidation with Date.now() and compares it with its monotonic clock: after
    // this step it would read the product's invalidation as an hour in the future and serve the old page again.
    const { handler, tick } = node();
    const cacheControl = { revalidate: 60, expire: 3600 };
    await handler().set('/awl/shop/p/aw375305', pageEntry('<p>14 reviews</p>', 'product:aw375305'), {
      cacheControl,
    } as never);
    tick(20_000);
    const stepped = Date.now() + 60 * 60 * 1000;
    vi.spyOn(Date, 'now').mockReturnValue(stepped);
    await handler().revalidateTag(['product:aw375305', 'catalogue:awl'], { expire: 0 });
    tick(300);
    expect(await handler().get('/awl/shop/p/aw375305', pageGet)).toBeNull();
  });

  it('tells an entry’s age in Next.js’s clock, so its revalidate period runs whatever the wall clock does', async () => {
    const { handler, tick } = node();
    await handler().set('/dal/', pageEntry('<p>home</p>', '_N_T_/dal/'), {
      cacheControl: { revalidate: 60, expire: 3600 },
    } as never);
    tick(61_000);
    vi.spyOn(Date, 'now').mockReturnValue(Date.now() - 24 * 60 * 60 * 1000);
    const age = ageOf(await handler().get('/dal/', pageGet));
    expect(age).toBeGreaterThanOrEqual(61_000);
    expect(age).toBeLessThan(62_000);
  });

  it('serves an entry stale (past its revalidate period) after revalidateTag with a future expiry, then drops it', async () => {
    const { handler, tick } = node();
    await handler().set('/dal/', pageEntry('<p>home</p>', '_N_T_/dal/,doc:home'), {
      cacheControl: { revalidate: 60, expire: 3600 },
    } as never);
    await handler().set('data-3', fetchEntry('home data', 60), { fetchCache: true, tags: ['doc:home'] });
    tick(5);
    await handler().revalidateTag(['doc:home'], { expire: 0.3 });

    // Next.js regenerates in the background once the entry is older than its revalidate period.
    expect(ageOf(await handler().get('/dal/', pageGet))).toBeGreaterThan(60_000);
    expect(ageOf(await handler().get('data-3', fetchGet(['doc:home'])))).toBeGreaterThan(60_000);

    tick(350);
    expect(await handler().get('/dal/', pageGet)).toBeNull();
    expect(await handler().get('data-3', fetchGet(['doc:home']))).toBeNull();
  });

  it('keeps at most its byte budget, least recently used out first', async () => {
    const { handler, store } = node(3_500);
    const body = (letter: string) => letter.repeat(1_000);
    await handler().set('a', fetchEntry(body('a')), { fetchCache: true, tags: [] });
    await handler().set('b', fetchEntry(body('b')), { fetchCache: true, tags: [] });
    await handler().set('c', fetchEntry(body('c')), { fetchCache: true, tags: [] });
    expect(store.stats.entries).toBe(3);
    // `a` read last: `b` is the least recently used when `d` needs room.
    expect(await handler().get('a', fetchGet([]))).not.toBeNull();
    await handler().set('d', fetchEntry(body('d')), { fetchCache: true, tags: [] });
    expect(await handler().get('b', fetchGet([]))).toBeNull();
    for (const key of ['a', 'c', 'd']) expect(await handler().get(key, fetchGet([]))).not.toBeNull();
    expect(store.stats.bytes).toBeLessThanOrEqual(3_500);
    // An entry larger than the whole budget is not kept, and pushes nothing out.
    await handler().set('huge', fetchEntry(body('h').repeat(4)), { fetchCache: true, tags: [] });
    expect(await handler().get('huge', fetchGet([]))).toBeNull();
    expect(store.stats.entries).toBe(3);
  });

  it('hands out copies: a caller changing what it read does not change the kept entry', async () => {
    const { handler } = node();
    await handler().set('data-4', fetchEntry('kept'), { fetchCache: true, tags: [] });
    const first = await handler().get('data-4', fetchGet([]));
    expect(first).not.toBeNull();
    (first!.value as { data: { body: string } }).data.body = 'changed';
    expect((await handler().get('data-4', fetchGet([])))?.value).toEqual(fetchEntry('kept'));
  });

  it('lets go of tag timestamps that can no longer expire anything once there are many', async () => {
    const { handler, store, tick } = node();
    for (let i = 0; i < 10_001; i += 1) await handler().revalidateTag(`product:old-${i}`, { expire: 0 });
    tick(5);
    await handler().set('data-5', fetchEntry('new'), { fetchCache: true, tags: ['product:new'] });
    tick(5);
    await handler().revalidateTag('product:new', { expire: 0 });
    await handler().revalidateTag('product:newer', { expire: 0 });
    // The old ones predate every entry kept; product:new and product:newer stay (they expire data-5, or may).
    expect(store.stats.tags).toBeLessThanOrEqual(2);
    expect(await handler().get('data-5', fetchGet(['product:new']))).toBeNull();
  });
});

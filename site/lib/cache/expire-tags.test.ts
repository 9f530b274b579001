// The purge hook as the shopper-facing callers use it (an order's stock change, review moderation): the tags expired
// at once, the CDN told after the response (here, with no response to follow, at once), a CDN failure logged and
// never thrown.
import { captureLogs, type LogRecord } from '@shop/runtime/log-capture';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { expireStockTags as unscopedExpireStockTags } from '../catalogue-changes.ts';
import { EdgeCache, installEdgeCache } from '../http/edge-cache.ts';
import { type ExpireTagsOptions, expireTags as unscopedExpireTags } from './expire-tags.ts';
import { routeHandlerScope } from './next-cache.testing.ts';
import { closedPurgeUrl, type SandboxCdn, startSandboxCdn } from './sandbox-cdn.testing.ts';

const logged: LogRecord[] = [];
beforeAll(() => captureLogs(logged));

// Called as a route handler calls them, each in a request scope of its own: the tags expired are what Next.js
// recorded there.
let scope = routeHandlerScope();
const expireTags = (tags: readonly string[], options?: ExpireTagsOptions) =>
  scope.run(() => unscopedExpireTags(tags, options));
const expireStockTags = (change: Parameters<typeof unscopedExpireStockTags>[0]) =>
  scope.run(() => unscopedExpireStockTags(change));

const TOKEN = 'site-expire-cdn-token';
let cdn: SandboxCdn;

beforeAll(async () => {
  cdn = await startSandboxCdn(TOKEN);
});

afterAll(() => cdn.close());

beforeEach(() => {
  scope = routeHandlerScope();
  logged.length = 0;
  vi.stubEnv('CDN_PURGE_URL', cdn.purgeUrl('shop-test'));
  vi.stubEnv('CDN_PURGE_TOKEN', TOKEN);
});

afterEach(() => vi.unstubAllEnvs());

async function purgesNaming(key: string): Promise<string[][]> {
  return (await cdn.purges('shop-test', key)).map((purge) => purge.keys);
}

describe('expireTags', () => {
  it('expires each tag once and purges the keys of those the CDN knows', async () => {
    const outcome = await expireTags(['product:da200001', 'cms:doc:x', 'product:da200001'], { purge: 'now' });
    expect(scope.expired()).toEqual([
      ['product:da200001', { expire: 0 }],
      ['cms:doc:x', { expire: 0 }],
    ]);
    expect(outcome).toEqual({ status: 'purged', keys: ['product:da200001'] });
    expect(await purgesNaming('product:da200001')).not.toHaveLength(0);
  });

  it('only expires the tags without a CDN, or when no key is concerned', async () => {
    vi.stubEnv('CDN_PURGE_URL', '');
    expect(await expireTags(['catalogue:dal'])).toEqual({ status: 'none', keys: ['brand:dal'] });
    vi.stubEnv('CDN_PURGE_URL', cdn.purgeUrl('shop-test'));
    expect(await expireTags(['cms:doc:only-a-document'])).toEqual({ status: 'none', keys: [] });
    expect(scope.expired()).toHaveLength(2);
  });

  it('reports a purge the CDN did not take when asked to purge now, without throwing', async () => {
    vi.stubEnv('CDN_PURGE_URL', await closedPurgeUrl());
    const outcome = await expireTags(['product:da200002'], { purge: 'now' });
    expect(outcome).toEqual({ status: 'failed', keys: ['product:da200002'], message: 'The CDN could not be reached.' });
    expect(scope.expired()).toContainEqual(['product:da200002', { expire: 0 }]);
  });
});

describe('the site server’s edge cache', () => {
  afterEach(() => installEdgeCache(undefined));

  it('is purged of the same keys at once and again after the response, with or without a CDN', async () => {
    const purged: string[][] = [];
    const edge = new EdgeCache({ maxBytes: 1024 });
    edge.purge = (keys) => purged.push([...keys]);
    installEdgeCache(edge);
    vi.stubEnv('CDN_PURGE_URL', '');
    // With no response to follow, "after the response" is at once.
    await expireTags(['category:dal:dresses', 'cms:doc:x'], { keys: ['route:dal:/shop/c/dresses'] });
    expect(purged).toEqual([
      ['category:dal:dresses', 'route:dal:/shop/c/dresses'],
      ['category:dal:dresses', 'route:dal:/shop/c/dresses'],
    ]);
    await expireTags(['cms:doc:only-a-document']);
    expect(purged).toHaveLength(2);
  });
});

describe('an order that took stock (expireStockTags)', () => {
  it('purges the products’ pages, and the brand’s when an option sold out', async () => {
    expireStockTags({ brandCode: 'dal', productNumbers: ['DA200003'], soldOut: false });
    expireStockTags({ brandCode: 'fw', productNumbers: ['FW200004'], soldOut: true });
    expect(scope.expired()).toEqual([
      ['product:da200003', { expire: 0 }],
      ['product:fw200004', { expire: 0 }],
      ['catalogue:fw', { expire: 0 }],
    ]);
    await vi.waitFor(async () => expect(await purgesNaming('product:fw200004')).toHaveLength(1));
    expect(await purgesNaming('product:fw200004')).toEqual([['product:fw200004', 'brand:fw']]);
    expect(await purgesNaming('product:da200003')).toEqual([['product:da200003']]);
  });

  it('logs a structured warning when the CDN is down, and the order carries on', async () => {
    vi.stubEnv('CDN_PURGE_URL', await closedPurgeUrl());
    expect(() => expireStockTags({ brandCode: 'dal', productNumbers: ['DA200005'], soldOut: true })).not.toThrow();
    await vi.waitFor(() => expect(logged.some((record) => record.msg === 'CDN purge failed')).toBe(true), 5_000);
    expect(logged.find((record) => record.msg === 'CDN purge failed')).toMatchObject({
      level: 'warn',
      component: 'cdn',
      when: 'after the response',
      keys: 2,
      sample: ['product:da200005', 'brand:dal'],
      err: { type: 'CdnPurgeError', message: 'The CDN could not be reached.' },
    });
  });
});

// The edge cache as server.ts runs it: a real HTTP server, serve() then capture() then a stand-in for Next.js's
// handler, wrapped in the gzip middleware Next.js itself uses (next/dist/compiled/compression), so what the cache sees
// passing is what Next.js sends.
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
// @ts-expect-error: Next.js's compiled copy of the `compression` middleware ships without types.
import compression from 'next/dist/compiled/compression/index.js';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { EdgeCache, installEdgeCache, negotiate, purgeEdgeCache, sharedMaxAge, withoutTracking } from './edge-cache.ts';
import { type RawAnswer, rawRequest } from './raw-get.testing.ts';

interface Page {
  status?: number;
  headers?: Record<string, string>;
  body?: string;
  /** Held before the rest of the body, to purge while it "renders". */
  hold?: Promise<void>;
}

const PAGE_HEADERS = {
  'content-type': 'text/html; charset=utf-8',
  'cache-control': 's-maxage=60, stale-while-revalidate=31535940',
  'surrogate-key': 'brand:dal route:dal:/',
  'x-nextjs-cache': 'MISS',
  etag: '"abc123"',
  vary: 'rsc, next-router-state-tree, next-router-prefetch, next-router-segment-prefetch',
};
const HTML = `<!doctype html><html><body>${'<p>Dresses for every day</p>'.repeat(200)}</body></html>`;

let clock = 1_000_000;
let cache: EdgeCache;
let pages: Map<string, Page>;
let rendered: string[];
const gzip = compression();

const server = http.createServer((request: IncomingMessage, response: ServerResponse) => {
  if (cache.serve(request, response)) return;
  cache.capture(request, response);
  gzip(request, response, async () => {
    rendered.push(request.url ?? '');
    const page = pages.get(request.url ?? '') ?? { status: 404, body: 'not found', headers: {} };
    response.writeHead(page.status ?? 200, { ...PAGE_HEADERS, ...page.headers });
    response.write((page.body ?? HTML).slice(0, 100));
    if (page.hold) await page.hold;
    response.end((page.body ?? HTML).slice(100));
  });
});
let port = 0;

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

function fresh(options: { maxBytes?: number } = {}) {
  clock = 1_000_000;
  cache = new EdgeCache({ maxBytes: options.maxBytes ?? 16 * 1024 * 1024, now: () => clock });
  pages = new Map([['/', {}]]);
  rendered = [];
}
afterEach(() => installEdgeCache(undefined));

type Answer = RawAnswer;

const get = (path: string, headers: http.OutgoingHttpHeaders = {}, method = 'GET') =>
  rawRequest(`http://127.0.0.1:${port}${path}`, { method, headers: { host: 'dal.localhost:3000', ...headers } });

/** The cache keeps an answer after the response has finished and its codings are compressed (a few ms). */
async function kept(entries: number) {
  await expect.poll(() => cache.stats.entries, { interval: 5 }).toBe(entries);
}

const decoded = (answer: Answer) => {
  const coding = answer.headers['content-encoding'];
  if (coding === 'br') return brotliDecompressSync(answer.body).toString();
  if (coding === 'gzip') return gunzipSync(answer.body).toString();
  return answer.body.toString();
};

describe('the edge cache', () => {
  it('keeps a cached page once and answers it again in each coding the browser accepts', async () => {
    fresh();
    const first = await get('/', { 'accept-encoding': 'gzip, deflate, br' });
    expect(first.headers['content-encoding']).toBe('gzip');
    expect(first.headers['x-edge-cache']).toBeUndefined();
    await kept(1);
    clock += 5_000;
    for (const [accept, coding] of [
      ['gzip, deflate, br, zstd', 'br'],
      ['gzip', 'gzip'],
      [undefined, undefined],
      ['br;q=0, gzip;q=0.5', 'gzip'],
    ] as const) {
      const again = await get('/', accept ? { 'accept-encoding': accept } : {});
      expect(again.status).toBe(200);
      expect(again.headers['content-encoding']).toBe(coding);
      expect(again.headers['content-length']).toBe(String(again.body.length));
      expect(decoded(again)).toBe(HTML);
      expect(again.headers).toMatchObject({
        'x-edge-cache': 'HIT',
        'x-nextjs-cache': 'HIT',
        age: '5',
        'cache-control': PAGE_HEADERS['cache-control'],
        'surrogate-key': PAGE_HEADERS['surrogate-key'],
        'content-type': PAGE_HEADERS['content-type'],
      });
      expect(again.headers.vary).toContain('Accept-Encoding');
    }
    expect(rendered).toEqual(['/']);
    expect(cache.stats.hits).toBe(4);
  });

  it('answers a HEAD and a matching If-None-Match from the copy without a body', async () => {
    fresh();
    await get('/');
    await kept(1);
    const head = await get('/', {}, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    const notModified = await get('/', { 'if-none-match': 'W/"abc123"' });
    expect(notModified.status).toBe(304);
    expect(notModified.body.length).toBe(0);
    expect(rendered).toEqual(['/']);
  });

  it('keeps a page for its s-maxage, then asks Next.js again', async () => {
    fresh();
    pages.set('/help', { headers: { 'cache-control': 's-maxage=10, stale-while-revalidate=50' } });
    await get('/help');
    await kept(1);
    clock += 9_999;
    expect((await get('/help')).headers['x-edge-cache']).toBe('HIT');
    clock += 1;
    expect((await get('/help')).headers['x-edge-cache']).toBeUndefined();
    expect(rendered).toEqual(['/help', '/help']);
  });

  it('keeps an answer from Next.js’s own cache (HIT) for half its s-maxage: that copy may already be old', async () => {
    fresh();
    pages.set('/hit', { headers: { 'x-nextjs-cache': 'HIT' } });
    await get('/hit');
    await kept(1);
    clock += 29_999;
    expect((await get('/hit')).headers['x-edge-cache']).toBe('HIT');
    clock += 1;
    expect((await get('/hit')).headers['x-edge-cache']).toBeUndefined();
  });

  it('does not keep an answer the server gave up on part-way', async () => {
    fresh();
    const server2 = http.createServer((request, response) => {
      cache.capture(request, response);
      response.writeHead(200, PAGE_HEADERS);
      response.write('<!doctype html><html><body>half a page');
      cache.discard(response);
      response.end('Internal Server Error');
    });
    await new Promise<void>((resolve) => server2.listen(0, '127.0.0.1', resolve));
    try {
      const { port: other } = server2.address() as AddressInfo;
      await new Promise<void>((resolve) =>
        http.get({ host: '127.0.0.1', port: other, path: '/', headers: { host: 'dal.localhost' } }, (response) => {
          response.resume();
          response.on('end', resolve);
        }),
      );
      await sleep(50);
      expect(cache.stats.stores).toBe(0);
    } finally {
      await new Promise<void>((resolve) => server2.close(() => resolve()));
    }
  });

  it('keeps no private, uncacheable, stale, cookie-setting, failed or unpurgeable answer', async () => {
    fresh();
    const refused: Record<string, Page> = {
      '/private': { headers: { 'cache-control': 'private, no-cache, no-store, max-age=0, must-revalidate' } },
      '/browser-only': { headers: { 'cache-control': 'max-age=60' } },
      '/stale': { headers: { 'x-nextjs-cache': 'STALE' } },
      '/dynamic': { headers: { 'x-nextjs-cache': '' } },
      '/cookie': { headers: { 'set-cookie': 'bagId=1; Path=/; HttpOnly' } },
      '/missing': { status: 404 },
      '/no-keys': { headers: { 'surrogate-key': '' } },
      '/json': { headers: { 'content-type': 'application/json' } },
    };
    for (const [path, page] of Object.entries(refused)) pages.set(path, page);
    for (const path of Object.keys(refused)) await get(path);
    await sleep(50);
    for (const path of Object.keys(refused)) await get(path);
    expect(cache.stats.entries).toBe(0);
    expect(rendered).toHaveLength(2 * Object.keys(refused).length);
  });

  it('neither reads nor fills the cache for router requests, draft mode, credentials or the API', async () => {
    fresh();
    await get('/');
    await kept(1);
    const bypassing: http.OutgoingHttpHeaders[] = [
      { rsc: '1' },
      { 'next-router-prefetch': '1' },
      { cookie: 'cookieConsent=all; __prerender_bypass=abc' },
      { authorization: 'Bearer token' },
    ];
    for (const headers of bypassing) expect((await get('/', headers)).headers['x-edge-cache']).toBeUndefined();
    expect((await get('/?_rsc=1x2y')).headers['x-edge-cache']).toBeUndefined();
    // An ordinary cookie (the consent choice) does not change a cached page.
    expect((await get('/', { cookie: 'cookieConsent=all' })).headers['x-edge-cache']).toBe('HIT');
    pages.set('/api/brand', {});
    await get('/api/brand');
    await sleep(50);
    expect(cache.stats.entries).toBe(1);
    expect(rendered).toEqual(['/', '/', '/', '/', '/', '/?_rsc=1x2y', '/api/brand']);
  });

  it('keys a copy by host and full address', async () => {
    fresh();
    pages.set('/?sort=price', {});
    await get('/');
    await get('/', { host: 'cgn.localhost:3000' });
    await get('/?sort=price');
    await kept(3);
    expect((await get('/', { host: 'CGN.localhost:3000' })).headers['x-edge-cache']).toBe('HIT');
  });

  it('shares a copy between an address and its campaign links: tracking keys are not part of the key', async () => {
    fresh();
    pages.set('/?sort=price', {});
    await get('/?sort=price');
    await kept(1);
    for (const path of [
      '/?sort=price&utm_source=newsletter&utm_campaign=sale',
      '/?utm_medium=email&sort=price&gclid=abc123',
      '/?sort=price&fbclid=x&msclkid=y&UTM_Content=z',
    ]) {
      expect([path, (await get(path)).headers['x-edge-cache']]).toEqual([path, 'HIT']);
    }
    // Another query is another copy: only the tracking keys go.
    expect((await get('/?sort=price&colour=navy')).headers['x-edge-cache']).toBeUndefined();
    expect(rendered).toEqual(['/?sort=price', '/?sort=price&colour=navy']);
  });

  it('leaves out exactly the tracking keys of an address, the rest as they came', () => {
    expect(withoutTracking('/shop/c/dresses')).toBe('/shop/c/dresses');
    expect(withoutTracking('/?utm_source=a')).toBe('/');
    expect(withoutTracking('/shop/s?q=linen+shirt&utm_source=a&page=2&gclid=b')).toBe('/shop/s?q=linen+shirt&page=2');
    expect(withoutTracking('/?b=2&a=1&utm_term=x')).toBe('/?b=2&a=1');
    // Not tracking keys, though they look alike; a malformed escape stays.
    expect(withoutTracking('/?utm=1&gclid_x=2&%E0%A4%A=3')).toBe('/?utm=1&gclid_x=2&%E0%A4%A=3');
    expect(withoutTracking('/?utm%5Fsource=a&q=x')).toBe('/?q=x');
  });

  it('purges the copies carrying a surrogate key, here and through the installed instance', async () => {
    fresh();
    pages.set('/shop/c/dresses', { headers: { 'surrogate-key': 'brand:dal category:dal:dresses' } });
    pages.set('/shop/p/da200001', { headers: { 'surrogate-key': 'brand:dal product:da200001' } });
    await get('/');
    await get('/shop/c/dresses');
    await get('/shop/p/da200001');
    await kept(3);
    expect(cache.purge(['category:dal:dresses', 'search:dal'])).toBe(1);
    expect((await get('/shop/c/dresses')).headers['x-edge-cache']).toBeUndefined();
    expect((await get('/shop/p/da200001')).headers['x-edge-cache']).toBe('HIT');

    const told: string[][] = [];
    cache.broadcast = (keys) => told.push(keys);
    installEdgeCache(cache);
    purgeEdgeCache(['brand:dal']);
    expect(cache.stats.entries).toBe(0);
    expect(told).toEqual([['brand:dal']]);
  });

  it('does not keep a page whose render began before a purge of one of its keys', async () => {
    fresh();
    let finish = (): void => {};
    const hold = new Promise<void>((resolve) => {
      finish = resolve;
    });
    pages.set('/slow', { hold, headers: { 'surrogate-key': 'brand:dal route:dal:/slow' } });
    const answer = get('/slow');
    // Purged once its render has begun (its headers and first chunk sent), before it ends.
    await expect.poll(() => rendered, { interval: 5 }).toContain('/slow');
    cache.purge(['route:dal:/slow']);
    finish();
    await answer;
    await sleep(50);
    expect(cache.stats.entries).toBe(0);
    await get('/slow');
    await kept(1);
  });

  it('stays within its byte budget, least recently used out first', async () => {
    // Each page is kept as identity, gzip and brotli: about 6.4 kB of HTML makes a little under 7 kB.
    fresh({ maxBytes: 16_000 });
    for (const path of ['/a', '/b', '/c']) pages.set(path, {});
    await get('/a');
    await kept(1);
    await get('/b');
    await kept(2);
    expect((await get('/a')).headers['x-edge-cache']).toBe('HIT');
    await get('/c');
    await expect.poll(() => cache.stats.stores, { interval: 5 }).toBe(3);
    expect(cache.stats.entries).toBe(2);
    expect(cache.stats.bytes).toBeLessThanOrEqual(16_000);
    expect((await get('/a')).headers['x-edge-cache']).toBe('HIT');
    expect((await get('/b')).headers['x-edge-cache']).toBeUndefined();
  });
});

describe('negotiate and sharedMaxAge', () => {
  it('chooses brotli, then gzip, then none, as Accept-Encoding allows', () => {
    expect(negotiate('gzip, deflate, br, zstd')).toBe('br');
    expect(negotiate('gzip;q=1.0, br;q=0')).toBe('gzip');
    expect(negotiate('*')).toBe('br');
    expect(negotiate('*, br;q=0, gzip;q=0')).toBe('identity');
    expect(negotiate(undefined)).toBe('identity');
    expect(negotiate('deflate')).toBe('identity');
  });

  it('reads s-maxage only where a shared cache may keep the answer', () => {
    expect(sharedMaxAge('s-maxage=60, stale-while-revalidate=31535940')).toBe(60);
    expect(sharedMaxAge('public, max-age=0, S-MAXAGE=10')).toBe(10);
    expect(sharedMaxAge('private, s-maxage=60')).toBe(0);
    expect(sharedMaxAge('s-maxage=60, no-store')).toBe(0);
    expect(sharedMaxAge('max-age=60')).toBe(0);
    expect(sharedMaxAge('s-maxage=abc')).toBe(0);
  });
});

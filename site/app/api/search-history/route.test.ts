// Contract tests for the search-history calls (spec §7) and the products and suggest calls, over HTTP.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { actAs, call, openRouteTestDb, type RouteTestDb } from '@/lib/bag/route-test-kit.ts';
import { GET as suggest } from '../search-suggest/route.ts';
import { GET as products } from '../shop/p/products/route.ts';
import { DELETE as remove } from './delete/route.ts';
import { GET as history } from './history/route.ts';
import { PUT as update } from './update/route.ts';

vi.setConfig({ testTimeout: 30_000 });

let t: RouteTestDb;
beforeAll(async () => {
  t = await openRouteTestDb();
}, 180_000);
afterAll(() => t?.dispose());

describe('search history calls', () => {
  it('a guest is asked to sign in', async () => {
    actAs(null);
    expect((await call(history, 'GET', '/api/search-history/history?accountId=acc-1')).status).toBe(401);
  });

  it('keeps the last five terms, deletes one, and answers the map', async () => {
    actAs('acc-1');
    const map = Object.fromEntries(['a1', 'b2', 'c3', 'd4', 'e5', 'f6'].map((term, i) => [term, 1_000 + i]));
    const put = await call(update, 'PUT', '/api/search-history/update?accountId=acc-1', { body: map });
    expect(put.status).toBe(200);
    expect(Object.keys(await put.json()).sort()).toEqual(['b2', 'c3', 'd4', 'e5', 'f6']);
    const deleted = await call(remove, 'DELETE', '/api/search-history/delete?accountId=acc-1&term=c3');
    expect(Object.keys(await deleted.json()).sort()).toEqual(['b2', 'd4', 'e5', 'f6']);
    const got = await call(history, 'GET', '/api/search-history/history?accountId=acc-1');
    expect(await got.json()).toEqual({ b2: 1001, d4: 1003, e5: 1004, f6: 1005 });
  });

  it('an account may not touch another account’s history', async () => {
    actAs('acc-2');
    const read = await call(history, 'GET', '/api/search-history/history?accountId=acc-1');
    expect(read.status).toBe(403);
    const wiped = await call(remove, 'DELETE', '/api/search-history/delete?accountId=acc-1&term=b2');
    expect(wiped.status).toBe(403);
    actAs('acc-1');
    const mine = await call(history, 'GET', '/api/search-history/history?accountId=acc-1');
    expect(Object.keys(await mine.json())).toContain('b2');
  });

  it('rejects a cross-site write and a malformed body without changing anything', async () => {
    actAs('acc-1');
    const crossSite = await call(update, 'PUT', '/api/search-history/update?accountId=acc-1', {
      body: { evil: 1 },
      headers: { origin: 'https://evil.example' },
    });
    expect(crossSite.status).toBe(403);
    const bad = await call(update, 'PUT', '/api/search-history/update?accountId=acc-1', { body: { x: 'yesterday' } });
    expect(bad.status).toBe(400);
    const got = await call(history, 'GET', '/api/search-history/history?accountId=acc-1');
    expect(Object.keys(await got.json())).not.toContain('evil');
  });
});

describe('products and suggest calls', () => {
  it('answers the brand’s products for known ids in order, omitting unknown ones', async () => {
    const first = await call(suggest, 'GET', '/api/search-suggest?q=dress');
    const ids = ((await first.json()) as { products: { productId: string }[] }).products.map((p) => p.productId);
    expect(ids.length).toBeGreaterThan(1);
    const response = await call(
      products,
      'GET',
      `/api/shop/p/products?baseproducts=${ids[1]},zz0000,${ids[0]?.toUpperCase()}`,
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toContain('no-store');
    const answer = (await response.json()) as { products: { productId: string }[] };
    expect(answer.products.map((p) => p.productId)).toEqual([ids[1], ids[0]]);
  });

  it('answers 400 for malformed or oversized id lists', async () => {
    for (const query of [
      '',
      '?baseproducts=',
      '?baseproducts=a,,b',
      "?baseproducts=da1'--",
      `?baseproducts=${Array(51).fill('a1').join(',')}`,
    ]) {
      expect((await call(products, 'GET', `/api/shop/p/products${query}`)).status).toBe(400);
    }
  });

  it('suggests nothing before the third character and at most five of each after', async () => {
    const two = await (await call(suggest, 'GET', '/api/search-suggest?q=dr')).json();
    expect(two).toMatchObject({ terms: [], products: [] });
    const three = (await (await call(suggest, 'GET', '/api/search-suggest?q=dre')).json()) as {
      terms: string[];
      products: unknown[];
    };
    expect(three.terms.length).toBeGreaterThan(0);
    expect(three.terms.length).toBeLessThanOrEqual(5);
    expect(three.products.length).toBeLessThanOrEqual(5);
    const hostile = await call(suggest, 'GET', `/api/search-suggest?q=${encodeURIComponent("'%_(.*)+".repeat(1200))}`);
    expect(hostile.status).toBe(200);
  });
});

// Server-rendered recommendations against the sandbox's provider: bought-together products first, the shop's
// candidates after them, only products the brand sells and that can be bought, none when fewer than 2, and the
// candidates alone when the provider is down.
import { type FixtureOption, pickOptions } from '@shop/commerce/bag/fixture';
import { getProductsByIds } from '@shop/commerce/catalogue-products';
import { captureLogs, type LogRecord } from '@shop/runtime/log-capture';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openRouteTestDb, type RouteTestDb } from '@/lib/bag/route-test-kit.ts';
import { placementProducts } from './recommendations.ts';
import { openRecsSandbox, type RecsSandbox } from './recs-test-kit.ts';

vi.setConfig({ testTimeout: 30_000 });

const logged: LogRecord[] = [];
beforeAll(() => captureLogs(logged));

const KEY = 'site-recs-page-key';
let t: RouteTestDb;
let recs: RecsSandbox;
let numbers: string[] = [];

beforeAll(async () => {
  t = await openRouteTestDb();
  recs = await openRecsSandbox(KEY);
  const options: FixtureOption[] = await pickOptions(t.db, 'dal', 40);
  numbers = [...new Set(options.map((option) => option.productNumber))].slice(0, 5);
  // Someone bought the first three together.
  const response = await recs.fetch('/recs/v1/events', {
    body: {
      type: 'purchase',
      private: true,
      orderNumber: '30000001',
      items: numbers.slice(0, 3).map((id) => ({ id, unitPrice: 1000, quantity: 1 })),
    },
  });
  expect(response.status).toBe(201);
}, 180_000);

afterAll(async () => {
  await recs?.close();
  await t?.dispose();
});

describe('placementProducts', () => {
  it('after a purchase: bought together first (looked up in the catalogue), then the candidates', async () => {
    const [a, b, c, d, e] = numbers as [string, string, string, string, string];
    const candidates = await getProductsByIds(t.db, 'dal', [d, e, b]);
    const shown = await placementProducts('dal', 'purchase_complete_page', [a], candidates);
    expect(shown.map((p) => p.productNumber)).toEqual([b, c, d, e]);
  });

  it('none when fewer than 2, and never the products the placement is about or another brand’s', async () => {
    const [a, , , d] = numbers as [string, string, string, string];
    expect(await placementProducts('dal', 'item_page', [d], await getProductsByIds(t.db, 'dal', [a]))).toEqual([]);
    // In cgn's shop dal's products are unknown: nothing to show.
    expect(await placementProducts('cgn', 'purchase_complete_page', [a], [])).toEqual([]);
  });

  it('the provider down: the candidates alone', async () => {
    const [a, , , d, e] = numbers as [string, string, string, string, string];
    const saved = process.env.RECS_URL;
    process.env.RECS_URL = 'http://127.0.0.1:9';
    logged.length = 0;
    try {
      const candidates = await getProductsByIds(t.db, 'dal', [d, e]);
      expect((await placementProducts('dal', 'item_page', [a], candidates)).map((p) => p.productNumber)).toEqual([
        d,
        e,
      ]);
      expect(logged).toContainEqual(
        expect.objectContaining({
          level: 'warn',
          component: 'recommendations',
          placement: 'item_page',
          msg: "recommendations answered from the shop's candidates",
        }),
      );
    } finally {
      process.env.RECS_URL = saved;
    }
  });
});

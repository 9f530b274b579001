// Contract test for GET /api/shop/p/recommendations (the mini bag's add_to_cart_page) against the sandbox's
// recommendations provider: what was added together first, then the category; at most 12, only buyable products of
// the brand, never the product itself; hostile queries are 400 and unknown products 404.
import { pickOptions } from '@shop/commerce/bag/fixture';
import { getProductsByIds, listRecommendations } from '@shop/commerce/catalogue-products';
import { captureLogs, type LogRecord } from '@shop/runtime/log-capture';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { call, openRouteTestDb, type RouteTestDb } from '@/lib/bag/route-test-kit.ts';
import { installReadThroughCache } from '@/lib/cache/next-cache.testing.ts';
import { openRecsSandbox, type RecsSandbox } from '@/lib/tracking/recs-test-kit.ts';
import { GET, type RecommendedProduct } from './route.ts';

vi.setConfig({ testTimeout: 30_000 });

const logged: LogRecord[] = [];
beforeAll(() => captureLogs(logged));

// The route reads through the site's cached catalogue (lib/catalogue.ts). Outside Next.js's server there is no data
// cache: Next.js's own cache with nothing behind it, so every read goes to the database.
let uninstallCache = () => {};
beforeAll(() => {
  uninstallCache = installReadThroughCache();
});
afterAll(() => uninstallCache());

const KEY = 'site-recs-atc-key';
const PATH = '/api/shop/p/recommendations';
let t: RouteTestDb;
let recs: RecsSandbox;
/** A product with a full category, and two products of other categories shoppers added with it. */
let seed = '';
let together: [string, string] = ['', ''];

/** Every option of a product to one stock status (the number comes from the catalogue: letters and digits). */
const setStock = (productNumber: string, status: 'IN_STOCK' | 'OUT_OF_STOCK') =>
  t.db.execute(
    `update product_options set stock_status = '${status}' where product_id = (select id from products where product_number = '${productNumber.replace(/[^A-Za-z0-9]/g, '')}')`,
  );

const ask = (productId: string, brand = 'dal', placement = 'add_to_cart_page') =>
  call(GET, 'GET', `${PATH}?placement=${placement}&productId=${productId}`, { brand });

beforeAll(async () => {
  t = await openRouteTestDb();
  recs = await openRecsSandbox(KEY);
  const numbers = [...new Set((await pickOptions(t.db, 'dal', 150)).map((option) => option.productNumber))];
  for (const number of numbers) {
    if ((await listRecommendations(t.db, 'dal', number.toLowerCase())).length >= 12) {
      seed = number;
      break;
    }
  }
  const sameCategory = new Set(
    (await listRecommendations(t.db, 'dal', seed.toLowerCase())).map((p) => p.productNumber),
  );
  together = numbers.filter((n) => n !== seed && !sameCategory.has(n)).slice(0, 2) as [string, string];
  expect(seed).not.toBe('');
  expect(together[1]).toBeTruthy();
  // Shoppers added the seed with the two others.
  for (const sessionId of [Buffer.alloc(16, 7).toString('base64'), Buffer.alloc(16, 8).toString('base64')]) {
    const response = await recs.fetch('/recs/v1/events', {
      body: { type: 'add', private: false, sessionId, items: [seed, ...together].map((id) => ({ id })) },
    });
    expect(response.status).toBe(201);
  }
}, 180_000);

afterAll(async () => {
  await recs?.close();
  await t?.dispose();
});

describe('add_to_cart_page', () => {
  it('what was added together first, then the category: at most 12, buyable, of the brand, not the product itself', async () => {
    const response = await ask(seed);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const body = (await response.json()) as { placement: string; products: RecommendedProduct[] };
    expect(body.placement).toBe('add_to_cart_page');
    const numbers = body.products.map((p) => p.productNumber);
    expect(numbers.slice(0, 2).sort()).toEqual([...together].sort());
    expect(numbers).toHaveLength(12);
    expect(new Set(numbers).size).toBe(12);
    expect(numbers).not.toContain(seed);
    const shown = await getProductsByIds(t.db, 'dal', numbers);
    expect(shown).toHaveLength(12);
    expect(shown.every((p) => p.purchasable)).toBe(true);
    expect(body.products[0]).toEqual({
      productId: expect.stringMatching(/^[a-z0-9]+$/),
      productNumber: expect.any(String),
      name: expect.any(String),
      productBrand: expect.any(String),
      price: expect.any(Number),
      wasPrice: body.products[0]?.wasPrice ?? null,
      imageUrl: expect.any(String),
    });
    expect(Number.isInteger(body.products[0]?.price)).toBe(true);
  });

  it('a product that can no longer be bought is left out', async () => {
    const [gone] = together;
    await setStock(gone, 'OUT_OF_STOCK');
    try {
      const body = (await (await ask(seed)).json()) as { products: RecommendedProduct[] };
      expect(body.products.map((p) => p.productNumber)).not.toContain(gone);
      expect(body.products.map((p) => p.productNumber)).toContain(together[1]);
    } finally {
      await setStock(gone, 'IN_STOCK');
    }
  });

  it('the provider down: the category alone, never an error', async () => {
    const saved = process.env.RECS_URL;
    process.env.RECS_URL = 'http://127.0.0.1:9';
    logged.length = 0;
    try {
      const body = (await (await ask(seed)).json()) as { products: RecommendedProduct[] };
      const category = (await listRecommendations(t.db, 'dal', seed.toLowerCase())).map((p) => p.productNumber);
      expect(body.products.map((p) => p.productNumber)).toEqual(category.slice(0, 12));
      expect(logged).toContainEqual(
        expect.objectContaining({
          level: 'warn',
          component: 'recommendations',
          placement: 'add_to_cart_page',
          msg: "recommendations answered from the shop's candidates",
        }),
      );
    } finally {
      process.env.RECS_URL = saved;
      vi.restoreAllMocks();
    }
  });

  it('another brand’s product is not found', async () => {
    const response = await ask(seed, 'cgn');
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ code: 'PRODUCT_NOT_FOUND' });
  });

  it.each([
    ['no product', `${PATH}?placement=add_to_cart_page`],
    ['a script for a product', `${PATH}?placement=add_to_cart_page&productId=%3Cscript%3E`],
    [
      'the purchase placement (rendered with the order, never asked for by id)',
      `${PATH}?placement=purchase_complete_page&productId=DA100001`,
    ],
    ['an unknown parameter', `${PATH}?placement=add_to_cart_page&productId=DA100001&limit=500`],
  ])('%s is a 400', async (_name, url) => {
    const response = await call(GET, 'GET', url);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
  });
});

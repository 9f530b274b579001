import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { silentLogger } from '../log.ts';
import { createSandboxServer, type SandboxServer } from '../server.ts';

const KEY = 'test-recs-key';
let dir: string;
let sandbox: SandboxServer;
let base: string;

const start = async () => {
  sandbox = createSandboxServer({
    port: 0,
    logger: silentLogger,
    mail: { dir: path.join(dir, 'mail') },
    recs: { keys: [KEY], dir: path.join(dir, 'recs') },
  });
  base = (await sandbox.listen()).url;
};

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'sandbox-recs-'));
  await start();
});

afterAll(async () => {
  await sandbox.close();
  await rm(dir, { recursive: true, force: true });
});

const post = (body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${base}/recs/v1/events`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-recs-key': KEY, ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

const placement = async (name: string, query: string) => {
  const response = await fetch(`${base}/recs/v1/placements/${name}?${query}`, { headers: { 'x-recs-key': KEY } });
  return { status: response.status, body: (await response.json()) as { products: { id: string; reason: string }[] } };
};

const events = async (query = '') => {
  const response = await fetch(`${base}/recs/v1/events?${query}`, { headers: { 'x-recs-key': KEY } });
  expect(response.status).toBe(200);
  return (await response.json()) as { total: number; events: Array<Record<string, unknown>> };
};

// 16 random bytes in base64, as the shop's browser tracking makes them.
const id = (n: number) => Buffer.alloc(16, n).toString('base64');
const view = (visitor: number, product: string) =>
  post({
    type: 'view',
    private: false,
    visitorId: id(visitor),
    sessionId: id(visitor + 100),
    items: [{ id: product }],
  });

describe('learning from events', () => {
  it('products viewed by the same visitors are recommended on each other’s item page, most often first', async () => {
    for (const [visitor, products] of [
      [1, ['V1', 'V2', 'V3']],
      [2, ['V1', 'V2']],
      [3, ['V1', 'V4']],
    ] as const) {
      for (const product of products) expect((await view(visitor, product)).status).toBe(201);
    }
    // A repeat view by one visitor does not count twice.
    await view(3, 'V1');
    await view(3, 'V4');
    const { status, body } = await placement('item_page', 'productId=V1');
    expect(status).toBe(200);
    expect(body.products.map((p) => p.id)).toEqual(['V2', 'V3', 'V4']);
    expect(body.products[0]).toEqual({ id: 'V2', reason: 'viewed-together' });
  });

  it('an order’s items are bought together; the purchase placement fills up from the shop’s candidates', async () => {
    const order = {
      type: 'purchase',
      private: false,
      visitorId: id(7),
      sessionId: id(8),
      userId: 'cust-7',
      orderNumber: '10000071',
      items: [
        { id: 'P1', unitPrice: 2500, quantity: 1 },
        { id: 'P2', unitPrice: 1999, quantity: 2 },
      ],
    };
    expect((await post(order)).status).toBe(201);
    // The same order again (a reload of the confirmation page) is answered but not counted.
    const again = await post(order);
    expect(again.status).toBe(200);
    expect(await again.json()).toMatchObject({ recorded: false, duplicate: true });
    expect((await events('orderNumber=10000071')).total).toBe(1);

    const { body } = await placement('purchase_complete_page', 'productId=P2&fallback=P1,C1,C2,C3&limit=3');
    expect(body.products).toEqual([
      { id: 'P1', reason: 'bought-together' },
      { id: 'C1', reason: 'category' },
      { id: 'C2', reason: 'category' },
    ]);
    // The visitor's own purchases are left out when the visitor is named.
    const mine = await placement('purchase_complete_page', `productId=P2&fallback=P1,C1,C2&visitorId=${id(7)}`);
    expect(mine.body.products.map((p) => p.id)).toEqual(['C1', 'C2']);
  });

  it('answers at most 12 and none when fewer than 2', async () => {
    const many = Array.from({ length: 20 }, (_, i) => `M${i}`).join(',');
    expect((await placement('add_to_cart_page', `productId=X1&fallback=${many}`)).body.products).toHaveLength(12);
    expect((await placement('add_to_cart_page', 'productId=X1&fallback=M1')).body.products).toEqual([]);
    expect((await placement('add_to_cart_page', 'productId=X1')).body.products).toEqual([]);
  });

  it('a private event is counted for nobody: no id is kept and it links no products', async () => {
    const before = await events();
    for (const product of ['Q1', 'Q2']) {
      const response = await post({ type: 'view', private: true, items: [{ id: product, name: 'Linen shirt' }] });
      expect(response.status).toBe(201);
    }
    const after = await events();
    expect(after.total).toBe(before.total + 2);
    for (const event of after.events.slice(0, 2)) {
      expect(event).toMatchObject({ private: true, visitorId: null, sessionId: null, userId: null });
    }
    expect((await placement('item_page', 'productId=Q1&fallback=Z1')).body.products).toEqual([]);
  });

  it('keeps what it learnt across a restart', async () => {
    await sandbox.close();
    await start();
    expect((await placement('item_page', 'productId=V1')).body.products.map((p) => p.id)).toEqual(['V2', 'V3', 'V4']);
  });
});

describe('hostile requests are refused and store nothing', () => {
  it.each([
    ['a private event carrying a visitor id', { type: 'view', private: true, visitorId: id(9), items: [{ id: 'H1' }] }],
    ['an identified event with no visitor or session', { type: 'view', private: false, items: [{ id: 'H1' }] }],
    [
      'a purchase with a price in pounds',
      {
        type: 'purchase',
        private: true,
        orderNumber: '1',
        items: [{ id: 'H1', unitPrice: 12.5, quantity: 1 }],
      },
    ],
    [
      'a purchase with no order number',
      { type: 'purchase', private: true, items: [{ id: 'H1', unitPrice: 1, quantity: 1 }] },
    ],
    ['an unknown event type', { type: 'click', private: true, items: [{ id: 'H1' }] }],
    ['a script as a product id', { type: 'add', private: true, items: [{ id: '<script>' }] }],
    ['an unknown field', { type: 'add', private: true, items: [{ id: 'H1' }], admin: true }],
    ['not JSON', '{"type":'],
    ['an empty body', ''],
  ])('%s → 400', async (_name, body) => {
    const before = (await events()).total;
    const response = await post(body);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: expect.any(String), message: expect.any(String) });
    expect((await events()).total).toBe(before);
  });

  it('a wrong key (401), a form body (415) and an oversized body (413) store nothing', async () => {
    const before = (await events()).total;
    const ok = { type: 'add', private: true, items: [{ id: 'H1' }] };
    expect((await post(ok, { 'x-recs-key': 'nope' })).status).toBe(401);
    expect((await post('type=add', { 'content-type': 'application/x-www-form-urlencoded' })).status).toBe(415);
    expect((await post({ ...ok, items: [{ id: 'H1', name: 'x'.repeat(40_000) }] })).status).toBe(413);
    expect((await events()).total).toBe(before);
  });

  it('placements refuse an unknown placement, a missing product and a limit over 12', async () => {
    expect((await placement('home_page', 'productId=V1')).status).toBe(404);
    expect((await placement('item_page', '')).status).toBe(400);
    expect((await placement('item_page', 'productId=V1&limit=13')).status).toBe(400);
    expect((await placement('item_page', 'productId=../etc')).status).toBe(400);
    const response = await fetch(`${base}/recs/v1/placements/item_page?productId=V1`);
    expect(response.status).toBe(401);
  });
});

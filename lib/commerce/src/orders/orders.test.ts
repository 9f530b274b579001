import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers } from '../db/schema-customers.ts';
import { orderLines, orders } from '../db/schema-orders.ts';
import { demoCustomerId, seedCustomers } from '../seed/customers.ts';
import { seedDemoOrders } from '../seed/orders.ts';
import { seedCatalogue } from '../seed/seed.ts';
import { createTestDb, type TestDb } from '../testing/test-db.ts';
import { getRecentOrders, RECENT_ORDERS_LIMIT, recordOrder } from './orders.ts';

let t: TestDb;
const brands = ['dal', 'cgn'] as const;
const line = {
  productNumber: 'DA100001',
  optionNumber: 'DA100001-01',
  productName: 'Wrap dress',
  unitPricePence: 2_500,
};

beforeAll(async () => {
  t = await createTestDb({
    seed: {
      key: 'orders-dal-cgn',
      run: async (db) => {
        await seedCatalogue(db, { brands });
        await seedCustomers(db);
        await seedDemoOrders(db, brands);
      },
    },
  });
}, 120_000);

afterAll(async () => {
  await t?.dispose();
});

describe('seeded order history', () => {
  it('gives every demo customer who has ordered before a history, and the new customer none', async () => {
    for (const brandCode of brands) {
      const rows = await t.db.select().from(customers).where(eq(customers.brandCode, brandCode));
      expect(rows).toHaveLength(4);
      for (const customer of rows) {
        const history = await getRecentOrders(t.db, { customerId: customer.id, brandCode }, 50);
        expect(history.length > 0, `${customer.email} has orders`).toBe(customer.previousWebOrderPlaced);
      }
    }
    const counts = await Promise.all(
      (['cash', 'credit', 'arrears', 'new'] as const).map(
        async (persona) =>
          (await getRecentOrders(t.db, { customerId: demoCustomerId('dal', persona), brandCode: 'dal' }, 50)).length,
      ),
    );
    expect(counts).toEqual([7, 3, 2, 0]);
  });

  it('lists the five most recent, newest first, with item count and total worked out from the lines', async () => {
    const cash = demoCustomerId('dal', 'cash');
    const recent = await getRecentOrders(t.db, { customerId: cash, brandCode: 'dal' });
    expect(recent).toHaveLength(RECENT_ORDERS_LIMIT);
    const times = recent.map((order) => Date.parse(order.placedAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(recent[0]).toMatchObject({ orderNumber: '51100001', status: 'PROCESSING', deliveryMethod: 'EXPRESS' });
    for (const order of recent) {
      const [row] = await t.db.select().from(orders).where(eq(orders.orderNumber, order.orderNumber));
      const lines = await t.db
        .select()
        .from(orderLines)
        .where(eq(orderLines.orderId, row?.id ?? ''));
      expect(order.itemCount).toBe(lines.reduce((sum, l) => sum + l.quantity, 0));
      const goods = lines.reduce((sum, l) => sum + l.quantity * l.unitPricePence, 0);
      expect(order.orderTotal).toBe(goods + (row?.deliveryChargePence ?? 0) - (row?.discountPence ?? 0));
      expect(row?.customerId).toBe(cash);
      expect(lines.every((l) => l.productNumber.startsWith('DA'))).toBe(true);
    }
  });

  it('reads only the customer’s own orders with this brand', async () => {
    expect(await getRecentOrders(t.db, { customerId: demoCustomerId('dal', 'cash'), brandCode: 'cgn' })).toEqual([]);
    expect(await getRecentOrders(t.db, { customerId: 'someone-else', brandCode: 'dal' })).toEqual([]);
    const cgn = await getRecentOrders(t.db, { customerId: demoCustomerId('cgn', 'credit'), brandCode: 'cgn' });
    expect(cgn.map((order) => order.orderNumber)).toEqual(['52200001', '52200002', '52200003']);
  });

  it('is idempotent', async () => {
    expect(await seedDemoOrders(t.db, brands)).toBe(0);
  });
});

describe('recordOrder', () => {
  const customerId = demoCustomerId('dal', 'new');

  it('numbers a new order from the sequence and stores its lines and totals', async () => {
    const cartId = crypto.randomUUID();
    const placed = await recordOrder(t.db, {
      brandCode: 'dal',
      customerId,
      cartId,
      deliveryMethod: 'STANDARD',
      deliveryChargePence: 399,
      discountPence: 500,
      lines: [
        { ...line, quantity: 2 },
        { ...line, optionNumber: 'DA100001-02', quantity: 1, unitPricePence: 1_999 },
      ],
    });
    expect(Number(placed.orderNumber)).toBeGreaterThanOrEqual(60_000_001);
    expect(placed).toMatchObject({ status: 'PLACED', itemCount: 3, orderTotal: 5_000 + 1_999 + 399 - 500 });
    const [row] = await t.db.select().from(orders).where(eq(orders.orderNumber, placed.orderNumber));
    expect(row).toMatchObject({ goodsTotalPence: 6_999, deliveryChargePence: 399, discountPence: 500, cartId });
    const lines = await t.db
      .select()
      .from(orderLines)
      .where(eq(orderLines.orderId, row?.id ?? ''));
    expect(lines.map((l) => [l.lineNumber, l.optionNumber, l.quantity])).toEqual([
      [1, 'DA100001-01', 2],
      [2, 'DA100001-02', 1],
    ]);
    const history = await getRecentOrders(t.db, { customerId, brandCode: 'dal' });
    expect(history.map((order) => order.orderNumber)).toEqual([placed.orderNumber]);
    const [customer] = await t.db.select().from(customers).where(eq(customers.id, customerId));
    expect(customer?.previousWebOrderPlaced).toBe(true);

    // One order per bag: the same cart cannot be ordered twice, and nothing of the second attempt is kept.
    await expect(
      recordOrder(t.db, {
        brandCode: 'dal',
        customerId,
        cartId,
        deliveryMethod: 'STANDARD',
        lines: [{ ...line, quantity: 1 }],
      }),
    ).rejects.toThrow();
    expect(await getRecentOrders(t.db, { customerId, brandCode: 'dal' })).toHaveLength(1);
    await t.db.delete(orders).where(eq(orders.customerId, customerId));
    await t.db.update(customers).set({ previousWebOrderPlaced: false }).where(eq(customers.id, customerId));
  });

  it('orders one bag once when two requests place it at the same moment', async () => {
    const cartId = crypto.randomUUID();
    const attempt = () =>
      recordOrder(t.db, {
        brandCode: 'dal',
        customerId,
        cartId,
        deliveryMethod: 'STANDARD',
        lines: [{ ...line, quantity: 1 }],
      });
    const results = await Promise.allSettled([attempt(), attempt(), attempt()]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const history = await getRecentOrders(t.db, { customerId, brandCode: 'dal' });
    expect(history).toHaveLength(1);
    expect(history[0]?.itemCount).toBe(1);
    await t.db.delete(orders).where(eq(orders.customerId, customerId));
    await t.db.update(customers).set({ previousWebOrderPlaced: false }).where(eq(customers.id, customerId));
  });

  it('refuses orders it could not store correctly, writing nothing', async () => {
    const base = { brandCode: 'dal', customerId, deliveryMethod: 'STANDARD' as const };
    for (const bad of [
      { ...base, lines: [] },
      { ...base, lines: [{ ...line, quantity: 0 }] },
      { ...base, lines: [{ ...line, quantity: 1.5 }] },
      { ...base, lines: [{ ...line, quantity: 1, unitPricePence: -1 }] },
      { ...base, lines: [{ ...line, quantity: 1 }], deliveryChargePence: 3.5 },
      { ...base, deliveryMethod: 'DRONE' as 'STANDARD', lines: [{ ...line, quantity: 1 }] },
    ]) {
      await expect(recordOrder(t.db, bad)).rejects.toThrow(RangeError);
    }
    // An unknown customer is refused by the database (foreign key), inside the one transaction.
    await expect(
      recordOrder(t.db, { ...base, customerId: 'no-such-customer', lines: [{ ...line, quantity: 1 }] }),
    ).rejects.toThrow();
    expect(await getRecentOrders(t.db, { customerId, brandCode: 'dal' })).toEqual([]);
  });
});

// Contract test for GET orderConfirmation?cartId (spec §7): the order placed from a bag, for the customer who placed
// it with this brand only; no card number anywhere in the answer.
import { encryptCartId } from '@shop/commerce/bag/cart-id';
import { type FixtureOption, pickOptions } from '@shop/commerce/bag/fixture';
import { recordOrder } from '@shop/commerce/orders/orders';
import { demoCustomerId } from '@shop/commerce/seed/customers';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { actAs, call, openRouteTestDb, type RouteTestDb } from '@/lib/bag/route-test-kit.ts';

vi.setConfig({ testTimeout: 30_000 });

const { GET } = await import('./route.ts');

const CASH = demoCustomerId('dal', 'cash');
const bagId = '6f1d5e0a-4b1c-4c55-9a51-0c2f4f1e9a11';
let t: RouteTestDb;

beforeAll(async () => {
  t = await openRouteTestDb();
  const [option] = (await pickOptions(t.db, 'dal', 1)) as [FixtureOption];
  await recordOrder(t.db, {
    brandCode: 'dal',
    customerId: CASH,
    cartId: bagId,
    deliveryMethod: 'EXPRESS',
    lines: [{ ...option, productName: 'Test dress, 12', quantity: 2, unitPricePence: 2500 }],
    deliveryChargePence: 699,
    discountPence: 500,
    claimCode: 'DALWELCOME',
    delivery: { speed: 'EXPRESS', address: { postcode: 'LS6 2AB', town: 'Leeds' }, deliveryDate: '2026-11-26' },
    payment: { method: 'card', cardType: '002', panSuffix: '2235', authorisationId: 'auth-1' },
  });
}, 180_000);
afterAll(() => t?.dispose());

const path = (cartId: string) => `/api/orderConfirmation/orderConfirmation?cartId=${cartId}`;

describe('orderConfirmation', () => {
  it('answers the order with its items, delivery, payment summary and totals', async () => {
    actAs(CASH);
    const response = await call(GET, 'GET', path(encryptCartId(bagId)));
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body).toMatchObject({
      email: 'cash.dal@example.com',
      paymentMethod: 'card',
      cardType: '002',
      cardTypeName: 'Mastercard',
      panSuffix: '2235',
      deliveryMethod: 'EXPRESS',
      expressAvailable: true,
      standardDeliveryDate: '2026-11-26',
      deliveryAddress: { postcode: 'LS6 2AB' },
      deliveryCharges: 699,
      coupon: 'DALWELCOME',
      orderTotals: { subTotal: 5000, deliveryCharge: 699, discount: 500, total: 5199, itemCount: 2 },
    });
    expect(body.pdpItems).toEqual([expect.objectContaining({ quantity: 2, unitPrice: 2500, linePrice: 5000 })]);
    expect(body.order.orderItems).toHaveLength(1);
    expect(JSON.stringify(body)).not.toMatch(/\d{13,19}/);
  });

  it('another customer, another brand, a guest, a bad id: not found, sign in, or 400', async () => {
    actAs(demoCustomerId('dal', 'credit'));
    expect((await call(GET, 'GET', path(encryptCartId(bagId)))).status).toBe(404);
    actAs(CASH);
    expect((await call(GET, 'GET', path(encryptCartId(bagId)), { brand: 'cgn' })).status).toBe(404);
    expect((await call(GET, 'GET', path('not-a-sealed-id'))).status).toBe(404);
    expect((await call(GET, 'GET', path('bad id!'))).status).toBe(400);
    actAs(null);
    expect((await call(GET, 'GET', path(encryptCartId(bagId)))).status).toBe(401);
  });
});

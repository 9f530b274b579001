// Completing an order: once per key, authorise last, never a charge without an order. Runs on PGlite and, with
// TEST_DATABASE_URL, on PostgreSQL (real parallel connections). The gateway here is a recording double of the port
// that authorises once per merchant reference, as the sandbox gateway does (its HTTP contract has its own tests).
import { captureLogs, type LogRecord } from '@shop/runtime/log-capture';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { BagResult } from '../bag/errors.ts';
import { bagContext, bagFixtureSeed, type FixtureOption, pickOptions } from '../bag/fixture.ts';
import type { BagContext, StockChange } from '../bag/locked.ts';
import { addToBag, editBag, getBag } from '../bag/operations.ts';
import { updateDeliveryAddress } from '../checkout/delivery.ts';
import { productOptions } from '../db/schema.ts';
import { bags } from '../db/schema-bag.ts';
import { orders, paymentAttempts } from '../db/schema-orders.ts';
import { demoCustomerId } from '../seed/customers.ts';
import { RecordingGateway } from '../testing/recording-gateway.ts';
import { createTestDb, type TestDb } from '../testing/test-db.ts';
import { completeOrder, completePayment, sweepStalePayments, walletPayment } from './complete.ts';
import type { CardGateway, NetworkToken } from './gateway.ts';

const logged: LogRecord[] = [];
beforeAll(() => captureLogs(logged));

let t: TestDb;
let options: FixtureOption[];
let gateway: RecordingGateway;
const customer = bagContext('dal', { customerId: demoCustomerId('dal', 'cash') });
const address = {
  firstName: 'Amelia',
  surName: 'Hughes',
  houseNumber: '14',
  addressLine1: 'Rosemary Lane',
  town: 'Leeds',
  postcode: 'LS6 2AB',
};

beforeAll(async () => {
  t = await createTestDb({ seed: bagFixtureSeed });
  options = await pickOptions(t.db, 'dal', 3);
});
afterAll(() => t?.dispose());
beforeEach(async () => {
  gateway = new RecordingGateway();
  // Each test starts a new bag: adding with no cart id would otherwise reuse the customer's open bag.
  await t.db
    .delete(bags)
    .where(and(eq(bags.status, 'OPEN'), inArray(bags.customerId, [customer.customerId as string])));
});

function ok<T>(result: BagResult<T>): T {
  if (!result.ok) throw new Error(`${result.code}: ${result.message}`);
  return result.value;
}

/** A bag with lines, delivering to an address: ready to pay. Answers its cart id and total. */
async function readyBag(lines = 1): Promise<{ cartId: string; total: number }> {
  let cartId: string | null = null;
  for (let i = 0; i < lines; i++) {
    cartId = ok(await addToBag(t.db, customer, { cartId, ...(options[i] as FixtureOption), quantity: 1 })).cartId;
  }
  const view = ok(
    await updateDeliveryAddress(t.db, customer, { cartId: cartId as string, address, saveAddress: false }),
  );
  return { cartId: view.cartId, total: view.orderTotal };
}

const pay = (cartId: string, total: number, key: string, context: BagContext = customer) =>
  completeOrder(t.db, gateway as unknown as CardGateway, context, {
    cartId,
    idempotencyKey: key,
    instrument: { transientToken: 'tt-test' },
    authentication: null,
    saveCard: false,
    expectedTotal: total,
  });

describe('completing an order', () => {
  it('authorises last, writes the order as sold, closes the bag; a replay answers the same order', async () => {
    const { cartId, total } = await readyBag(2);
    const placed = ok(await pay(cartId, total, 'key-1'));
    expect(placed).toMatchObject({ orderTotal: total, cardType: '001', panSuffix: '2701', deliveryMode: 'STANDARD' });
    const again = ok(await pay(cartId, total, 'key-1'));
    expect(again).toEqual(placed);
    expect(gateway.calls).toBe(1);
    const [order] = await t.db.select().from(orders).where(eq(orders.orderNumber, placed.orderNumber));
    expect(order).toMatchObject({ orderTotalPence: total, deliveryMethod: 'STANDARD', itemCount: 2 });
    expect(order?.payment).toMatchObject({
      method: 'card',
      panSuffix: '2701',
      cardType: '001',
      tenders: [{ method: 'card', amountPence: total, cardType: '001', panSuffix: '2701' }],
    });
    expect(JSON.stringify(order)).not.toMatch(/\d{13,19}/);
    const after = await getBag(t.db, customer, cartId);
    expect(after).toMatchObject({ ok: false, code: 'CART_PMNT_DONE' });
  });

  it('50 identical concurrent requests: one authorisation, one order, every answer that order or in progress', async () => {
    const { cartId, total } = await readyBag();
    const answers = await Promise.all(Array.from({ length: 50 }, () => pay(cartId, total, 'same-key')));
    const placed = answers.filter((answer) => answer.ok);
    expect(placed.length).toBeGreaterThanOrEqual(1);
    const numbers = new Set(placed.map((answer) => (answer.ok ? answer.value.orderNumber : '')));
    expect(numbers.size).toBe(1);
    for (const answer of answers) if (!answer.ok) expect(answer.code).toBe('PAYMENT_IN_PROGRESS');
    expect(gateway.authorisations.size).toBe(1);
    const replayed = ok(await pay(cartId, total, 'same-key'));
    expect(replayed.orderNumber).toBe([...numbers][0]);
    const rows = await t.db.select().from(orders).where(eq(orders.orderNumber, replayed.orderNumber));
    expect(rows).toHaveLength(1);
  });

  it('two different keys at once (two tabs): one order, the other refused, nothing left charged', async () => {
    const { cartId, total } = await readyBag();
    const answers = await Promise.all([pay(cartId, total, 'tab-a'), pay(cartId, total, 'tab-b')]);
    expect(answers.filter((answer) => answer.ok)).toHaveLength(1);
    const refused = answers.find((answer) => !answer.ok);
    expect(['PAYMENT_IN_PROGRESS', 'CART_PMNT_DONE']).toContain(refused?.ok === false ? refused.code : null);
    expect(gateway.outstanding()).toHaveLength(1);
  });

  it('editBag during the authorisation voids the attempt and reverses it: no order, no charge', async () => {
    const { cartId, total } = await readyBag();
    const option = options[0] as FixtureOption;
    gateway.during = async () => {
      ok(await editBag(t.db, customer, { cartId, optionNumber: option.optionNumber, quantity: 2 }));
    };
    const answer = await pay(cartId, total, 'edit-key');
    expect(answer).toMatchObject({ ok: false, code: 'CART_CHANGED' });
    expect(gateway.outstanding()).toHaveLength(0);
    expect(gateway.reversals).toHaveLength(1);
    const [attempt] = await t.db.select().from(paymentAttempts).where(eq(paymentAttempts.idempotencyKey, 'edit-key'));
    expect(attempt?.state).toBe('VOIDED');
    expect(ok(await getBag(t.db, customer, cartId)).cartEntries[0]?.quantity).toBe(2);
  });

  it('a total different from the one shown charges nothing', async () => {
    const { cartId, total } = await readyBag();
    expect(await pay(cartId, total - 1, 'total-key')).toMatchObject({ ok: false, code: 'TOTAL_CHANGED' });
    expect(gateway.calls).toBe(0);
  });

  it('a decline records DECLINED with the reason’s message; a new key with another card then succeeds', async () => {
    const { cartId, total } = await readyBag();
    gateway.declineWith = 'INSUFFICIENT_FUND';
    const declined = await pay(cartId, total, 'decline-1');
    expect(declined).toMatchObject({ ok: false, code: 'PAYMENT_DECLINED' });
    expect(declined.ok ? '' : declined.message).toContain('isn’t enough money');
    gateway.declineWith = null;
    expect(ok(await pay(cartId, total, 'decline-2')).orderTotal).toBe(total);
  });

  it('a counted option that sells out during the payment: no order, the authorisation reversed, a clear message', async () => {
    const { cartId, total } = await readyBag();
    const option = options[0] as FixtureOption;
    await t.db
      .update(productOptions)
      .set({ stockQuantity: 1 })
      .where(eq(productOptions.optionNumber, option.optionNumber));
    gateway.during = async () => {
      await t.db
        .update(productOptions)
        .set({ stockQuantity: 0 })
        .where(eq(productOptions.optionNumber, option.optionNumber));
    };
    const answer = await pay(cartId, total, 'sold-out');
    expect(answer).toMatchObject({ ok: false, code: 'OUT_OF_STOCK' });
    expect(answer.ok ? '' : answer.message).toContain('You haven’t been charged');
    expect(gateway.outstanding()).toHaveLength(0);
    await t.db
      .update(productOptions)
      .set({ stockQuantity: null })
      .where(eq(productOptions.optionNumber, option.optionNumber));
  });

  it('the last counted unit: the order takes it, the option sells out, and the site is told after the commit', async () => {
    const { cartId, total } = await readyBag(2);
    const [option, uncounted] = options as [FixtureOption, FixtureOption];
    await t.db
      .update(productOptions)
      .set({ stockQuantity: 1 })
      .where(eq(productOptions.optionNumber, option.optionNumber));
    const told: StockChange[] = [];
    const listening: BagContext = {
      ...customer,
      onStockChange: (change) => {
        told.push(change);
        throw new Error('a listener failing is not the order failing');
      },
    };
    const placed = ok(await pay(cartId, total, 'last-unit', listening));
    const [row] = await t.db.select().from(productOptions).where(eq(productOptions.optionNumber, option.optionNumber));
    expect(row).toMatchObject({ stockQuantity: 0, stockStatus: 'OUT_OF_STOCK' });
    // Only the counted option's product: the other line's stock is not counted, so nothing shown changed.
    expect(told).toEqual([{ brandCode: 'dal', productNumbers: [option.productNumber], soldOut: true }]);
    expect(logged).toContainEqual(
      expect.objectContaining({
        level: 'error',
        component: 'payments',
        msg: 'stock change listener failed',
        err: expect.objectContaining({ message: 'a listener failing is not the order failing' }),
      }),
    );
    expect(uncounted.productNumber).not.toBe(option.productNumber);
    const [order] = await t.db.select().from(orders).where(eq(orders.orderNumber, placed.orderNumber));
    expect(order).toBeDefined();
    // A replay answers the stored order and takes nothing: not told again.
    ok(await pay(cartId, total, 'last-unit', listening));
    expect(told).toHaveLength(1);
    await t.db
      .update(productOptions)
      .set({ stockQuantity: null, stockStatus: 'IN_STOCK' })
      .where(eq(productOptions.optionNumber, option.optionNumber));
  });

  it('a crash between authorisation and order: the sweeper reverses it, and the key then answers a failure', async () => {
    const { cartId, total } = await readyBag();
    // The process "dies" during the authorisation: the request never reaches its finish.
    gateway.during = async () => {
      throw new Error('killed');
    };
    await expect(pay(cartId, total, 'crash-key')).rejects.toThrow('killed');
    gateway.during = null;
    // The gateway did authorise (the request reached it before the process died).
    const [attempt] = await t.db.select().from(paymentAttempts).where(eq(paymentAttempts.idempotencyKey, 'crash-key'));
    await gateway.authorise({
      reference: attempt?.id as string,
      amountPence: total,
      currency: 'GBP',
      instrument: { transientToken: 'tt' },
      authentication: null,
      saveCard: false,
    });
    expect(await pay(cartId, total, 'crash-key')).toMatchObject({ ok: false, code: 'PAYMENT_IN_PROGRESS' });
    const swept = await sweepStalePayments(t.db, gateway as unknown as CardGateway, { olderThanMs: 0 });
    expect(swept.voided).toBe(1);
    expect(gateway.outstanding()).toHaveLength(0);
    expect(await pay(cartId, total, 'crash-key')).toMatchObject({ ok: false, code: 'PAYMENT_UNAVAILABLE' });
    // The bag is still open: a new press of Pay now works.
    expect(ok(await pay(cartId, total, 'crash-key-2')).orderTotal).toBe(total);
  });

  it('refuses a guest, a bag with no delivery address, and another customer’s bag', async () => {
    const guest = bagContext('dal');
    const guestCart = ok(await addToBag(t.db, guest, { cartId: null, ...(options[1] as FixtureOption), quantity: 1 }));
    expect(
      await completeOrder(t.db, gateway as unknown as CardGateway, guest, {
        cartId: guestCart.cartId,
        idempotencyKey: 'g',
        instrument: { transientToken: 'x' },
        authentication: null,
        saveCard: false,
        expectedTotal: guestCart.orderTotal,
      }),
    ).toMatchObject({ ok: false, code: 'SIGN_IN_REQUIRED' });
    const bare = ok(await addToBag(t.db, customer, { cartId: null, ...(options[1] as FixtureOption), quantity: 1 }));
    expect(await pay(bare.cartId, bare.orderTotal, 'no-address')).toMatchObject({
      ok: false,
      code: 'DELIVERY_NOT_CHOSEN',
    });
    const other = bagContext('dal', { customerId: demoCustomerId('dal', 'credit') });
    const { cartId, total } = await readyBag();
    const theirs = await completeOrder(t.db, gateway as unknown as CardGateway, other, {
      cartId,
      idempotencyKey: 'other',
      instrument: { transientToken: 'x' },
      authentication: null,
      saveCard: false,
      expectedTotal: total,
    });
    expect(theirs).toMatchObject({ ok: false, code: 'CART_NOT_FOUND_CUSTOMER_MISMATCH' });
    expect(gateway.calls).toBe(0);
  });
});

describe('paying by a wallet (Apple Pay / Google Pay network token through the card gateway)', () => {
  const token: NetworkToken = { wallet: 'APPLE_PAY', token: 'NTK-test', cryptogram: 'Y3J5cHRvZ3JhbQ==', eci: '05' };
  const payByWallet = (cartId: string, total: number, key: string, networkToken = token) =>
    completePayment(t.db, customer, {
      cartId,
      idempotencyKey: key,
      expectedTotal: total,
      creditPence: 0,
      external: walletPayment(gateway as unknown as CardGateway, networkToken),
    });

  it('authorises the network token without 3-D Secure and keeps APay on the order; 20 identical presses pay once', async () => {
    const { cartId, total } = await readyBag();
    const answers = await Promise.all(Array.from({ length: 20 }, () => payByWallet(cartId, total, 'wallet-key-1')));
    const placed = answers.filter((answer) => answer.ok);
    expect(placed.length).toBeGreaterThanOrEqual(1);
    for (const answer of answers) {
      if (!answer.ok) expect(answer.code).toBe('PAYMENT_IN_PROGRESS');
    }
    expect(gateway.calls).toBe(1);
    const [authorised] = gateway.authorisations.values();
    expect(authorised?.amountPence).toBe(total);
    const order = ok(await payByWallet(cartId, total, 'wallet-key-1'));
    expect(order).toMatchObject({ paymentMethod: 'APay', orderTotal: total });
    const [row] = await t.db.select().from(orders).where(eq(orders.orderNumber, order.orderNumber));
    expect(row?.payment).toMatchObject({ method: 'APay' });
    // The same key with another token is another request: refused, never a second charge.
    const reused = await payByWallet(cartId, total, 'wallet-key-1', { ...token, token: 'NTK-other' });
    expect(reused).toMatchObject({ ok: false, code: 'IDEMPOTENCY_KEY_REUSED' });
    expect(gateway.calls).toBe(1);
  });

  it('a crashed wallet payment is settled by the sweeper with the card gateway alone', async () => {
    const { cartId, total } = await readyBag();
    gateway.during = async () => {
      throw new Error('killed');
    };
    await expect(payByWallet(cartId, total, 'wallet-crash', { ...token, wallet: 'GOOGLE_PAY' })).rejects.toThrow(
      'killed',
    );
    gateway.during = null;
    const [attempt] = await t.db
      .select()
      .from(paymentAttempts)
      .where(eq(paymentAttempts.idempotencyKey, 'wallet-crash'));
    expect(attempt?.method).toBe('GPay');
    await gateway.authorise({
      reference: attempt?.id as string,
      amountPence: total,
      currency: 'GBP',
      instrument: { networkToken: { ...token, wallet: 'GOOGLE_PAY' } },
      authentication: null,
      saveCard: false,
    });
    // As the site's sweeper names its providers: the card gateway answers for the wallets too.
    const swept = await sweepStalePayments(t.db, { card: gateway as unknown as CardGateway }, { olderThanMs: 0 });
    expect(swept.voided).toBe(1);
    expect(gateway.outstanding()).toHaveLength(0);
  });
});

// Paying by store credit (issue 14): the credit part is charged inside the transaction that writes the order, with the
// account row locked, so the balance never passes the limit with its tolerance; part payment is all or nothing.
// Runs on PGlite and, with TEST_DATABASE_URL, on PostgreSQL (real parallel connections).
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { BagResult } from '../bag/errors.ts';
import { bagContext, bagFixtureSeed, type FixtureOption, pickOptions } from '../bag/fixture.ts';
import { type BagContext, bagIdFrom } from '../bag/locked.ts';
import { addToBag } from '../bag/operations.ts';
import { updateDeliveryAddress } from '../checkout/delivery.ts';
import { CREDIT_REFUSALS } from '../customers/credit-charge.ts';
import { bags } from '../db/schema-bag.ts';
import { creditAccounts } from '../db/schema-customers.ts';
import { orders, paymentAttempts } from '../db/schema-orders.ts';
import { demoCustomerId } from '../seed/customers.ts';
import { RecordingGateway } from '../testing/recording-gateway.ts';
import { createTestDb, type TestDb } from '../testing/test-db.ts';
import { cardPayment, completePayment, sweepStalePayments } from './complete.ts';
import type { CardGateway } from './gateway.ts';

let t: TestDb;
let options: FixtureOption[];
let gateway: RecordingGateway;
const creditId = demoCustomerId('dal', 'credit');
const arrearsId = demoCustomerId('dal', 'arrears');
const credit = bagContext('dal', { customerId: creditId });
const arrears = bagContext('dal', { customerId: arrearsId });
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
  options = await pickOptions(t.db, 'dal', 2);
});
afterAll(() => t?.dispose());
beforeEach(async () => {
  gateway = new RecordingGateway();
  await t.db.delete(bags).where(and(eq(bags.status, 'OPEN'), inArray(bags.customerId, [creditId, arrearsId])));
});

function ok<T>(result: BagResult<T>): T {
  if (!result.ok) throw new Error(`${result.code}: ${result.message}`);
  return result.value;
}

/** A new bag (never the customer's open one), delivering to an address: ready to pay. */
async function readyBag(context: BagContext = credit, quantity = 1): Promise<{ cartId: string; total: number }> {
  const option = options[0] as FixtureOption;
  // Started as a guest's and then given to the customer, so one customer can hold two open bags (two tabs).
  const added = ok(await addToBag(t.db, bagContext('dal'), { cartId: null, ...option, quantity }));
  await t.db
    .update(bags)
    .set({ customerId: context.customerId })
    .where(eq(bags.id, bagIdFrom(added.cartId)));
  const view = ok(await updateDeliveryAddress(t.db, context, { cartId: added.cartId, address, saveAddress: false }));
  return { cartId: view.cartId, total: view.orderTotal };
}

async function setAccount(values: Partial<typeof creditAccounts.$inferInsert>, customerId = creditId) {
  await t.db.update(creditAccounts).set(values).where(eq(creditAccounts.customerId, customerId));
}
async function account(customerId = creditId) {
  const [row] = await t.db.select().from(creditAccounts).where(eq(creditAccounts.customerId, customerId));
  if (!row) throw new Error('no credit account');
  return row;
}

const card = () =>
  cardPayment(gateway as unknown as CardGateway, {
    instrument: { transientToken: 'tt-test' },
    authentication: null,
    saveCard: false,
  });

const payByCredit = (cartId: string, total: number, key: string, context = credit) =>
  completePayment(t.db, context, {
    cartId,
    idempotencyKey: key,
    expectedTotal: total,
    creditPence: total,
    external: null,
  });

const partPay = (cartId: string, total: number, creditPence: number, key: string) =>
  completePayment(t.db, credit, { cartId, idempotencyKey: key, expectedTotal: total, creditPence, external: card() });

describe('paying by store credit', () => {
  it('charges the account with the order, records the credit tender, and a replay answers the same order', async () => {
    await setAccount({ creditLimitPence: 150_000, balancePence: 10_000, creditLimitTolerancePence: 0 });
    const { cartId, total } = await readyBag();
    const placed = ok(await payByCredit(cartId, total, 'credit-key-1'));
    expect(placed).toMatchObject({ orderTotal: total, paymentMethod: 'credit', cardType: null, panSuffix: null });
    expect(placed.tenders).toEqual([{ method: 'credit', amountPence: total }]);
    expect((await account()).balancePence).toBe(10_000 + total);
    expect(ok(await payByCredit(cartId, total, 'credit-key-1'))).toEqual(placed);
    expect((await account()).balancePence).toBe(10_000 + total);
    const [order] = await t.db.select().from(orders).where(eq(orders.orderNumber, placed.orderNumber));
    expect(order?.payment).toMatchObject({ method: 'credit', tenders: [{ method: 'credit', amountPence: total }] });
    expect(gateway.calls).toBe(0);
  });

  it('50 identical payViaCredit requests at once: one charge, one order', async () => {
    await setAccount({ creditLimitPence: 150_000, balancePence: 0 });
    const { cartId, total } = await readyBag();
    const answers = await Promise.all(Array.from({ length: 50 }, () => payByCredit(cartId, total, 'credit-same')));
    const numbers = new Set(answers.flatMap((answer) => (answer.ok ? [answer.value.orderNumber] : [])));
    expect(numbers.size).toBe(1);
    for (const answer of answers) if (!answer.ok) expect(answer.code).toBe('PAYMENT_IN_PROGRESS');
    expect((await account()).balancePence).toBe(total);
    const replay = ok(await payByCredit(cartId, total, 'credit-same'));
    expect(replay.orderNumber).toBe([...numbers][0]);
    const attempts = await t.db.select().from(paymentAttempts).where(eq(paymentAttempts.idempotencyKey, 'credit-same'));
    expect(attempts).toHaveLength(1);
  });

  it('two bags of one customer at once (two tabs): never past the limit with its tolerance', async () => {
    const first = await readyBag();
    const second = await readyBag(credit, 2);
    // Room for either bag, not both.
    const room = Math.max(first.total, second.total) + 1;
    await setAccount({ creditLimitPence: 100_000, balancePence: 100_000 - room + 50, creditLimitTolerancePence: 50 });
    const before = await account();
    const answers = await Promise.all([
      payByCredit(first.cartId, first.total, 'tab-a'),
      payByCredit(second.cartId, second.total, 'tab-b'),
    ]);
    const placed = answers.filter((answer) => answer.ok);
    expect(placed).toHaveLength(1);
    const refused = answers.find((answer) => !answer.ok);
    expect(refused).toMatchObject({ ok: false, code: 'CREDIT_LIMIT_EXCEEDED' });
    const after = await account();
    expect(after.balancePence).toBeLessThanOrEqual(after.creditLimitPence + after.creditLimitTolerancePence);
    const paid = placed[0]?.ok ? placed[0].value.orderTotal : 0;
    expect(after.balancePence).toBe(before.balancePence + paid);
  });

  it('refuses an account in arrears or on hold with the reason, charging nothing', async () => {
    const { cartId, total } = await readyBag(arrears);
    const before = await account(arrearsId);
    const answer = await payByCredit(cartId, total, 'arrears-key', arrears);
    expect(answer).toMatchObject({ ok: false, code: 'CREDIT_REFUSED', message: CREDIT_REFUSALS.ON_HOLD });
    expect((await account(arrearsId)).balancePence).toBe(before.balancePence);
    await setAccount({ purchaseOnHold: false }, arrearsId);
    const again = await payByCredit(cartId, total, 'arrears-key-2', arrears);
    expect(again).toMatchObject({ ok: false, code: 'CREDIT_REFUSED', message: CREDIT_REFUSALS.ARREARS });
    await setAccount({ purchaseOnHold: true }, arrearsId);
    expect(await t.db.select().from(orders).where(eq(orders.customerId, arrearsId))).not.toContainEqual(
      expect.objectContaining({ cartId }),
    );
  });

  it('a total over the available to spend is refused as credit alone', async () => {
    const { cartId, total } = await readyBag();
    await setAccount({ creditLimitPence: 100_000, balancePence: 100_000 - total + 1, creditLimitTolerancePence: 0 });
    expect(await payByCredit(cartId, total, 'over-key')).toMatchObject({ ok: false, code: 'CREDIT_LIMIT_EXCEEDED' });
    expect((await account()).balancePence).toBe(100_000 - total + 1);
  });
});

describe('part payment: available credit first, the rest by card', () => {
  it('credit pays the available to spend, the card the rest; the order lists both tenders', async () => {
    const { cartId, total } = await readyBag();
    const available = Math.floor(total / 3);
    await setAccount({ creditLimitPence: 100_000, balancePence: 100_000 - available, creditLimitTolerancePence: 0 });
    const placed = ok(await partPay(cartId, total, available, 'part-key'));
    expect(placed.tenders).toEqual([
      { method: 'credit', amountPence: available },
      expect.objectContaining({ method: 'card', amountPence: total - available, cardType: '001', panSuffix: '2701' }),
    ]);
    expect(placed).toMatchObject({ paymentMethod: 'credit', cardType: '001', panSuffix: '2701' });
    expect([...gateway.authorisations.values()].map((a) => a.amountPence)).toEqual([total - available]);
    expect((await account()).balancePence).toBe(100_000);
  });

  it('a credit part other than the available to spend is refused before the card is asked', async () => {
    const { cartId, total } = await readyBag();
    const available = Math.floor(total / 3);
    await setAccount({ creditLimitPence: 100_000, balancePence: 100_000 - available });
    expect(await partPay(cartId, total, available + 1, 'part-wrong')).toMatchObject({
      ok: false,
      code: 'CREDIT_LIMIT_EXCEEDED',
    });
    await setAccount({ balancePence: 0 });
    // Enough credit for the whole order: no part payment.
    expect(await partPay(cartId, total, available, 'part-not-needed')).toMatchObject({
      ok: false,
      code: 'CREDIT_LIMIT_EXCEEDED',
    });
    expect(gateway.calls).toBe(0);
  });

  it('the card declined: no order, the credit balance as it was', async () => {
    const { cartId, total } = await readyBag();
    const available = Math.floor(total / 2);
    await setAccount({ creditLimitPence: 100_000, balancePence: 100_000 - available });
    gateway.declineWith = 'INSUFFICIENT_FUND';
    expect(await partPay(cartId, total, available, 'part-declined')).toMatchObject({
      ok: false,
      code: 'PAYMENT_DECLINED',
    });
    expect((await account()).balancePence).toBe(100_000 - available);
    const [open] = await t.db
      .select()
      .from(bags)
      .where(eq(bags.id, bagIdFrom(cartId)));
    expect(open?.status).toBe('OPEN');
    expect(
      await t.db
        .select()
        .from(orders)
        .where(eq(orders.cartId, bagIdFrom(cartId))),
    ).toHaveLength(0);
  });

  it('the credit spent elsewhere while the card was at the bank: the card reversed, nothing charged', async () => {
    const { cartId, total } = await readyBag();
    const available = Math.floor(total / 2);
    await setAccount({ creditLimitPence: 100_000, balancePence: 100_000 - available });
    gateway.during = () => setAccount({ balancePence: 100_000 - available + 1 });
    expect(await partPay(cartId, total, available, 'part-raced')).toMatchObject({
      ok: false,
      code: 'CREDIT_LIMIT_EXCEEDED',
    });
    expect(gateway.outstanding()).toHaveLength(0);
    expect((await account()).balancePence).toBe(100_000 - available + 1);
  });

  it('a crash after the card authorised: the sweeper reverses it and no credit was charged', async () => {
    const { cartId, total } = await readyBag();
    const available = Math.floor(total / 2);
    await setAccount({ creditLimitPence: 100_000, balancePence: 100_000 - available });
    gateway.during = async () => {
      throw new Error('killed');
    };
    await expect(partPay(cartId, total, available, 'part-crash')).rejects.toThrow('killed');
    gateway.during = null;
    const [attempt] = await t.db.select().from(paymentAttempts).where(eq(paymentAttempts.idempotencyKey, 'part-crash'));
    expect(attempt).toMatchObject({ state: 'PENDING', creditPence: available, method: 'card' });
    // The gateway did authorise the card part before the process died.
    await gateway.authorise({
      reference: attempt?.id as string,
      amountPence: total - available,
      currency: 'GBP',
      instrument: { transientToken: 'tt' },
      authentication: null,
      saveCard: false,
    });
    const swept = await sweepStalePayments(t.db, { card: gateway as unknown as CardGateway }, { olderThanMs: 0 });
    expect(swept.voided).toBe(1);
    expect(gateway.outstanding()).toHaveLength(0);
    expect((await account()).balancePence).toBe(100_000 - available);
  });
});

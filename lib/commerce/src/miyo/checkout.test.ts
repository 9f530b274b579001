// Paying with Miyo end to end against the sandbox's Miyo over HTTP: open a session for a ready bag, decide on the
// hosted page as the shopper would, then complete from the browser's return and Miyo's callback racing — one order,
// one authorisation. Runs on PGlite and, with TEST_DATABASE_URL, on PostgreSQL (real parallel connections).
import { mkdtempSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { silentLogger } from '@shop/sandbox/log';
import { createSandboxServer, type SandboxServer } from '@shop/sandbox/server';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BagResult } from '../bag/errors.ts';
import { bagContext, bagFixtureSeed, type FixtureOption, pickOptions } from '../bag/fixture.ts';
import { bagIdFrom as bagIdOf } from '../bag/locked.ts';
import { addToBag, editBag, getBag } from '../bag/operations.ts';
import { updateDeliveryAddress } from '../checkout/delivery.ts';
import { bags } from '../db/schema-bag.ts';
import { orders, paymentAttempts } from '../db/schema-orders.ts';
import { sweepStalePayments } from '../payments/complete.ts';
import { demoCustomerId } from '../seed/customers.ts';
import { createTestDb, type TestDb } from '../testing/test-db.ts';
import { completeMiyoPayment, miyoLookup, miyoNotice, miyoPayment, startMiyoPayment } from './checkout.ts';
import { miyoFromEnv } from './config.ts';
import type { MiyoProvider } from './provider.ts';

vi.setConfig({ testTimeout: 30_000 });

const KEY = 'checkout-miyo-key';
const ORIGIN = 'http://dal.localhost:3000';
let t: TestDb;
let options: FixtureOption[];
let sandbox: SandboxServer;
let miyo: MiyoProvider;
let hook: Server;
let callbackUrl: string;
/** The callbacks Miyo sent (raw body and signature), as the shop's callback route receives them. */
let callbacks: Array<{ body: string; signature: string }> = [];

const customer = bagContext('dal', { customerId: demoCustomerId('dal', 'cash') });
const other = bagContext('dal', { customerId: demoCustomerId('dal', 'credit') });
const contextFor = async (brandCode: string, customerId: string) =>
  brandCode === 'dal' && customerId === customer.customerId ? customer : null;
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
  sandbox = createSandboxServer({
    port: 0,
    logger: silentLogger,
    mail: { dir: path.join(tmpdir(), 'sandbox-mail-unused') },
    miyo: { keys: [KEY], dir: mkdtempSync(path.join(tmpdir(), 'checkout-miyo-')), callbackRetryDelaysMs: [0] },
  });
  miyo = miyoFromEnv({ MIYO_URL: (await sandbox.listen()).url, MIYO_KEY: KEY });
  hook = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => {
      body += chunk.toString('utf8');
    });
    req.on('end', () => {
      callbacks.push({ body, signature: String(req.headers['miyo-signature'] ?? '') });
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => hook.listen(0, '127.0.0.1', resolve));
  callbackUrl = `http://127.0.0.1:${(hook.address() as AddressInfo).port}/api/miyo/callback`;
});
afterAll(async () => {
  await sandbox?.close();
  await new Promise((resolve) => hook?.close(resolve));
  await t?.dispose();
});
beforeEach(async () => {
  callbacks = [];
  await t.db
    .delete(bags)
    .where(and(eq(bags.status, 'OPEN'), inArray(bags.customerId, [customer.customerId as string])));
});

function ok<T>(result: BagResult<T>): T {
  if (!result.ok) throw new Error(`${result.code}: ${result.message}`);
  return result.value;
}

async function readyBag(): Promise<{ cartId: string; total: number }> {
  const cartId = ok(
    await addToBag(t.db, customer, { cartId: null, ...(options[0] as FixtureOption), quantity: 1 }),
  ).cartId;
  const view = ok(await updateDeliveryAddress(t.db, customer, { cartId, address, saveAddress: false }));
  return { cartId: view.cartId, total: view.orderTotal };
}

const start = (cartId: string, total: number, context = customer) =>
  startMiyoPayment(t.db, miyo, context, {
    cartId,
    expectedTotal: total,
    returnUrl: `${ORIGIN}/checkout/miyo`,
    callbackUrl,
    origin: ORIGIN,
    applicant: { givenName: 'Amelia', familyName: 'Hughes', email: 'amelia@example.com' },
  });

/** The shopper on Miyo's hosted page. */
async function decide(redirectUrl: string, decision: 'approve' | 'decline', familyName = 'Hughes'): Promise<URL> {
  const response = await fetch(redirectUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ decision, givenName: 'Amelia', familyName }).toString(),
    redirect: 'manual',
  });
  expect(response.status).toBe(303);
  return new URL(response.headers.get('location') ?? '');
}

const fromBrowser = (sessionId: string, context = customer) =>
  completeMiyoPayment(t.db, miyo, contextFor, sessionId, {
    customerId: context.customerId,
    brandCode: context.brandCode,
  });
const fromCallback = (sessionId: string) =>
  completeMiyoPayment(t.db, miyo, contextFor, sessionId, { customerId: null, brandCode: null });

const ordersOf = (cartId: string) =>
  t.db
    .select()
    .from(orders)
    .where(eq(orders.cartId, bagIdOf(cartId)));

describe('paying with Miyo', () => {
  it('opens a session for what the bag comes to, with lines that add up, and refuses a total the shopper did not see', async () => {
    const { cartId, total } = await readyBag();
    expect(await start(cartId, total - 1)).toMatchObject({ ok: false, code: 'TOTAL_CHANGED' });
    expect(await start(cartId, total, other)).toMatchObject({ ok: false, code: 'CART_NOT_FOUND_CUSTOMER_MISMATCH' });
    const session = ok(await start(cartId, total));
    const page = await (await fetch(session.redirectUrl)).text();
    expect(page).toContain(`in 3 with Miyo`);
    const read = await miyo.getSession(session.sessionId);
    expect(read).toMatchObject({ status: 'CREATED', amountPence: total });
  });

  it.each([
    ['callback first', 'callback'],
    ['browser first', 'browser'],
  ] as const)(
    'the browser return and the callback racing (%s): exactly one order, one authorisation',
    async (_, first) => {
      const { cartId, total } = await readyBag();
      const session = ok(await start(cartId, total));
      await decide(session.redirectUrl, 'approve');
      const runs = first === 'callback' ? [fromCallback, fromBrowser] : [fromBrowser, fromCallback];
      const answers = await Promise.all([
        runs[0]!(session.sessionId),
        runs[1]!(session.sessionId),
        runs[0]!(session.sessionId),
        runs[1]!(session.sessionId),
      ]);
      for (const answer of answers) if (!answer.ok) expect(answer.code).toBe('PAYMENT_IN_PROGRESS');
      const placed = answers.filter((answer) => answer.ok);
      expect(placed.length).toBeGreaterThanOrEqual(1);
      // Later, both paths answer the same order.
      const byBrowser = ok(await fromBrowser(session.sessionId));
      const byCallback = ok(await fromCallback(session.sessionId));
      expect(byCallback.orderNumber).toBe(byBrowser.orderNumber);
      for (const answer of placed) expect(answer.ok && answer.value.orderNumber).toBe(byBrowser.orderNumber);
      const rows = await ordersOf(cartId);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ orderTotalPence: total });
      expect(rows[0]?.payment).toMatchObject({ method: 'Miyo', amountPence: total });
      const attempts = await t.db
        .select()
        .from(paymentAttempts)
        .where(eq(paymentAttempts.idempotencyKey, `miyo:${session.sessionId}`));
      expect(attempts).toHaveLength(1);
      expect(attempts[0]).toMatchObject({ state: 'ORDERED', method: 'Miyo' });
      // Miyo authorised once, under that attempt's reference.
      const authorisation = await miyo.findAuthorisation(attempts[0]!.id);
      expect(authorisation).toMatchObject({ status: 'AUTHORISED', code: 'SUCCESS', amount: total });
      expect(await getBag(t.db, customer, cartId)).toMatchObject({ ok: false, code: 'CART_PMNT_DONE' });
    },
  );

  it('completes through the callback alone when the browser never comes back', async () => {
    const { cartId, total } = await readyBag();
    const session = ok(await start(cartId, total));
    await decide(session.redirectUrl, 'approve');
    const end = Date.now() + 5_000;
    while (!callbacks.some((c) => c.body.includes(session.sessionId)) && Date.now() < end) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    const callback = callbacks.find((c) => c.body.includes(session.sessionId));
    expect(callback && miyo.verifyCallback(callback.body, callback.signature)).toBe(true);
    const placed = ok(await fromCallback(JSON.parse(callback!.body).sessionId));
    expect(placed.paymentMethod).toBe('Miyo');
    expect(await ordersOf(cartId)).toHaveLength(1);
  });

  it('accepts code SUCCESS in any case (Mixedcase) and refuses a referral (Referred): no order, the bag still payable', async () => {
    const mixed = await readyBag();
    const mixedSession = ok(await start(mixed.cartId, mixed.total));
    await decide(mixedSession.redirectUrl, 'approve', 'Mixedcase');
    expect(ok(await fromBrowser(mixedSession.sessionId)).orderTotal).toBe(mixed.total);

    const referred = await readyBag();
    const session = ok(await start(referred.cartId, referred.total));
    await decide(session.redirectUrl, 'approve', 'Referred');
    const answer = await fromBrowser(session.sessionId);
    expect(answer).toMatchObject({ ok: false, code: 'PAYMENT_DECLINED' });
    expect(answer.ok ? '' : answer.message).toContain('Miyo couldn’t approve');
    expect(await ordersOf(referred.cartId)).toHaveLength(0);
    expect((await fromCallback(session.sessionId)).ok).toBe(false);
    expect(ok(await getBag(t.db, customer, referred.cartId)).bagItemsCount).toBeGreaterThan(0);
    // Another Miyo session for the same bag can still pay.
    const again = ok(await start(referred.cartId, referred.total));
    await decide(again.redirectUrl, 'approve');
    expect(ok(await fromBrowser(again.sessionId)).orderTotal).toBe(referred.total);
  });

  it('a declined, over-limit or cancelled session charges nothing and says why; another customer’s session is not found', async () => {
    const { cartId, total } = await readyBag();
    const declined = ok(await start(cartId, total));
    await decide(declined.redirectUrl, 'approve', 'Declined');
    expect(await fromBrowser(declined.sessionId)).toMatchObject({ ok: false, code: 'PAYMENT_DECLINED' });
    expect(
      await miyoNotice(miyo, declined.sessionId, { customerId: customer.customerId as string, brandCode: 'dal' }),
    ).toContain('Miyo couldn’t approve');
    const cancelled = ok(await start(cartId, total));
    await decide(cancelled.redirectUrl, 'decline');
    const answer = await fromBrowser(cancelled.sessionId);
    expect(answer.ok ? '' : answer.message).toContain('didn’t finish');
    expect(await fromBrowser(cancelled.sessionId, other)).toMatchObject({ ok: false, code: 'CART_NOT_FOUND' });
    expect(
      await miyoNotice(miyo, cancelled.sessionId, { customerId: other.customerId as string, brandCode: 'dal' }),
    ).toBeNull();
    expect(await fromBrowser('00000000-0000-4000-8000-000000000000')).toMatchObject({
      ok: false,
      code: 'CART_NOT_FOUND',
    });
    expect(await ordersOf(cartId)).toHaveLength(0);
    expect(
      await t.db
        .select()
        .from(paymentAttempts)
        .where(eq(paymentAttempts.bagId, bagIdOf(cartId))),
    ).toHaveLength(0);
  });

  it('a bag changed after the session was opened: no authorisation, no order', async () => {
    const { cartId, total } = await readyBag();
    const session = ok(await start(cartId, total));
    await decide(session.redirectUrl, 'approve');
    ok(
      await editBag(t.db, customer, { cartId, optionNumber: (options[0] as FixtureOption).optionNumber, quantity: 2 }),
    );
    expect(await fromBrowser(session.sessionId)).toMatchObject({ ok: false, code: 'TOTAL_CHANGED' });
    expect(await ordersOf(cartId)).toHaveLength(0);
    // The token was never used: Miyo holds nothing for this bag.
    expect((await miyo.getSession(session.sessionId))?.authorizationToken).toBeTruthy();
  });

  it('the sweeper releases a Miyo authorisation whose order was never written (crash between authorise and finish)', async () => {
    const { cartId, total } = await readyBag();
    const session = ok(await start(cartId, total));
    await decide(session.redirectUrl, 'approve');
    const read = await miyo.getSession(session.sessionId);
    const [attempt] = await t.db
      .insert(paymentAttempts)
      .values({
        customerId: customer.customerId as string,
        idempotencyKey: `miyo:${session.sessionId}`,
        requestHash: 'crashed',
        bagId: bagIdOf(cartId),
        bagVersion: 1,
        brandCode: 'dal',
        amountPence: total,
        method: 'Miyo',
      })
      .returning();
    const authorised = await miyoPayment(miyo, read!).authorise(attempt!.id, total);
    expect(authorised.status).toBe('AUTHORIZED');
    const swept = await sweepStalePayments(t.db, { Miyo: miyoLookup(miyo) }, { olderThanMs: -60_000 });
    expect(swept.voided).toBeGreaterThanOrEqual(1);
    expect((await miyo.findAuthorisation(attempt!.id))?.status).toBe('RELEASED');
    const [after] = await t.db.select().from(paymentAttempts).where(eq(paymentAttempts.id, attempt!.id));
    expect(after?.state).toBe('VOIDED');
    expect(await ordersOf(cartId)).toHaveLength(0);
  });
});

import { bagTablesFingerprint, type FixtureOption, pickOptions } from '@shop/commerce/bag/fixture';
import { CREDIT_REFUSALS } from '@shop/commerce/customers/credit-charge';
import { getCreditDetails } from '@shop/commerce/customers/credit-details';
import { demoCustomerId } from '@shop/commerce/seed/customers';
import { setCreditAccount } from '@shop/commerce/testing/credit-account';
import type { SandboxServer } from '@shop/sandbox/server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { actAs, call, openRouteTestDb, type RouteTestDb } from '@/lib/bag/route-test-kit.ts';
import { readyDalBag, startPaymentSandbox } from '@/lib/checkout/payment-route-kit.ts';

vi.setConfig({ testTimeout: 30_000 });

const { POST: flexKey } = await import('./flexKey/route.ts');
const { POST: jwtToken } = await import('./jwtToken/route.ts');
const { POST: cartAuthEnroll } = await import('./cartAuthEnroll/route.ts');
const { POST: payViaCredit } = await import('./payViaCredit/route.ts');
const { GET: orderConfirmation } = await import('../orderConfirmation/orderConfirmation/route.ts');

const CREDIT = demoCustomerId('dal', 'credit');
const ARREARS = demoCustomerId('dal', 'arrears');
const ORIGIN = 'http://dal.localhost:3000';
let t: RouteTestDb;
let sandbox: SandboxServer;
let gatewayUrl: string;
let options: FixtureOption[];

beforeAll(async () => {
  ({ sandbox, url: gatewayUrl } = await startPaymentSandbox('credit'));
  t = await openRouteTestDb();
  options = await pickOptions(t.db, 'dal', 6);
}, 180_000);
afterAll(async () => {
  await t?.dispose();
  await sandbox?.close();
});

let next = 0;
/** A fresh bag for `customerId`, delivering to an address: answers its cart id and total (pounds). */
async function readyBag(customerId = CREDIT): Promise<{ cartId: string; amount: number }> {
  actAs(customerId);
  return readyDalBag(options[next++ % options.length] as FixtureOption);
}

async function balance(customerId = CREDIT): Promise<number> {
  return (await getCreditDetails(t.db, customerId))?.agreementDetails.balance ?? Number.NaN;
}

const creditBody = (cartId: string, amount: unknown) => ({
  amount,
  cartId,
  tradingTitle: 'DAL',
  channel: 'new-headless-web',
  currency: 'GBP',
  partPaymentIndicator: false,
});

const pay = (body: unknown, key = 'credit-key-00000001') =>
  call(payViaCredit, 'POST', '/api/checkout/payViaCredit', { body, headers: { 'idempotency-key': key } });

describe('payViaCredit', () => {
  it('pays the whole order on the credit account once per key; the confirmation shows the credit payment', async () => {
    const { cartId, amount } = await readyBag();
    const before = await balance();
    const response = await pay(creditBody(cartId, amount), 'credit-pays-000001');
    expect(response.status).toBe(200);
    const paid = await response.json();
    expect(paid).toMatchObject({
      code: 'CART_PMNT_DONE',
      order: { orderTotal: Math.round(amount * 100), paymentMethod: 'credit', cardType: null },
    });
    expect(await balance()).toBe(before + Math.round(amount * 100));
    const replay = await pay(creditBody(cartId, amount), 'credit-pays-000001');
    expect((await replay.json()).order).toEqual(paid.order);
    expect(await balance()).toBe(before + Math.round(amount * 100));
    const confirmation = await (
      await call(orderConfirmation, 'GET', `/api/orderConfirmation/orderConfirmation?cartId=${cartId}`)
    ).json();
    expect(confirmation).toMatchObject({
      orderNumber: paid.order.orderNumber,
      paymentMethod: 'credit',
      payments: [{ method: 'credit', amount: Math.round(amount * 100) }],
    });
  });

  it('no amount: ‘No credit payment amount found’, and three hostile bodies: 4xx, nothing changed', async () => {
    const { cartId, amount } = await readyBag();
    const before = [await bagTablesFingerprint(t.db), await balance()];
    for (const missing of [undefined, '', 0]) {
      const response = await pay(creditBody(cartId, missing), 'credit-missing-0001');
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        code: 'CREDIT_AMOUNT_MISSING',
        message: 'No credit payment amount found',
      });
    }
    const hostile = [
      { ...creditBody(cartId, amount), amount: -amount },
      { ...creditBody(cartId, amount), currency: 'EUR', tradingTitle: 'DAL' },
      { ...creditBody(cartId, amount), tradingTitle: 'CGN' },
      { ...creditBody(cartId, amount), cartId: { $ne: null } },
    ];
    for (const body of hostile) {
      const response = await pay(body, 'credit-hostile-0001');
      expect(response.status).toBeGreaterThanOrEqual(400);
      expect(response.status).toBeLessThan(500);
    }
    // A total other than the bag's is refused, and a missing key too.
    expect((await pay(creditBody(cartId, amount + 1), 'credit-total-00001')).status).toBe(409);
    const keyless = await call(payViaCredit, 'POST', '/api/checkout/payViaCredit', {
      body: creditBody(cartId, amount),
    });
    expect(keyless.status).toBe(400);
    expect([await bagTablesFingerprint(t.db), await balance()]).toEqual(before);
  });

  it('another customer’s bag is not found; an arrears account is refused with the reason; a guest must sign in', async () => {
    const { cartId, amount } = await readyBag();
    const before = await balance();
    actAs(demoCustomerId('dal', 'cash'));
    expect((await pay(creditBody(cartId, amount), 'credit-theirs-0001')).status).toBe(404);
    expect(await balance()).toBe(before);
    const arrears = await readyBag(ARREARS);
    const arrearsBefore = await balance(ARREARS);
    const refused = await pay(creditBody(arrears.cartId, arrears.amount), 'credit-arrears-001');
    expect(refused.status).toBe(402);
    expect(await refused.json()).toEqual({ code: 'CREDIT_REFUSED', message: CREDIT_REFUSALS.ON_HOLD });
    expect(await balance(ARREARS)).toBe(arrearsBefore);
    actAs(null);
    expect((await pay(creditBody(cartId, amount), 'credit-guest-00001')).status).toBe(401);
  });

  it('part payment: the card call with creditAmount pays the available to spend by credit and the rest by card', async () => {
    const { cartId, amount } = await readyBag();
    const total = Math.round(amount * 100);
    const available = Math.floor(total / 4);
    await setCreditAccount(t.db, CREDIT, { creditLimitPence: 150_000, balancePence: 150_000 - available });
    // Credit alone cannot pay it now.
    expect((await pay(creditBody(cartId, amount), 'credit-over-000001')).status).toBe(409);
    const context = await call(flexKey, 'POST', '/api/checkout/flexKey', {
      body: { channel: 'new-headless-web', websiteIdentifier: 'DALBY', targetOrigin: ORIGIN },
    });
    const { captureContext } = await context.json();
    const token = await fetch(`${gatewayUrl}/gateway/flex/v2/tokens`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        captureContext,
        number: '4000000000002701',
        expiryMonth: '01',
        expiryYear: String(new Date().getFullYear() + 3),
        securityCode: '123',
      }),
    });
    const transientToken = (await token.json()).token;
    const cardAmount = (total - available) / 100;
    const setup = await (
      await call(jwtToken, 'POST', '/api/checkout/jwtToken', {
        body: { cartId, amount: cardAmount, websiteIdentifier: 'DALBY', transientToken },
      })
    ).json();
    const response = await call(cartAuthEnroll, 'POST', '/api/checkout/cartAuthEnroll', {
      body: {
        cartId,
        amount: cardAmount,
        creditAmount: available / 100,
        journeyType: 'credit-checkout',
        channel: 'new-headless-web',
        websiteIdentifier: 'DALBY',
        transientToken,
        sessionId: setup.referenceId,
        browserFields: {
          colorDepth: 24,
          language: 'en-GB',
          screenHeight: 900,
          screenWidth: 1280,
          timeDifference: 0,
          userAgent: 'test',
        },
      },
      headers: { 'idempotency-key': 'credit-part-000001' },
    });
    expect(response.status).toBe(200);
    const paid = await response.json();
    expect(paid.order).toMatchObject({ orderTotal: total, paymentMethod: 'credit', panSuffix: '2701' });
    expect(paid.order.tenders).toEqual([
      { method: 'credit', amountPence: available },
      expect.objectContaining({ method: 'card', amountPence: total - available }),
    ]);
    expect(await balance()).toBe(150_000);
  });
});

import { bagTablesFingerprint, type FixtureOption, pickOptions } from '@shop/commerce/bag/fixture';
import { demoCustomerId } from '@shop/commerce/seed/customers';
import type { SandboxServer } from '@shop/sandbox/server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { actAs, call, openRouteTestDb, type RouteTestDb } from '@/lib/bag/route-test-kit.ts';
import { BROWSER_FIELDS, cardToken, readyDalBag, startPaymentSandbox } from '@/lib/checkout/payment-route-kit.ts';

vi.setConfig({ testTimeout: 30_000 });

const { GET: getBag } = await import('../shop/bag/route.ts');
const { POST: flexKey } = await import('./flexKey/route.ts');
const { GET: binValidation } = await import('./binValidation/route.ts');
const { POST: jwtToken } = await import('./jwtToken/route.ts');
const { POST: cartAuthEnroll } = await import('./cartAuthEnroll/route.ts');
const { POST: cartAuthPayer } = await import('./cartAuthPayer/route.ts');
const { GET: orderConfirmation } = await import('../orderConfirmation/orderConfirmation/route.ts');
const { GET: retrievePaymentCart } = await import('./retrievePaymentCart/route.ts');
const { PUT: updatePaymentCard } = await import('./updatePaymentCard/route.ts');
const { POST: addPaymentCard } = await import('./addPaymentCard/route.ts');
const { GET: transactionDetails } = await import('./transactionDetails/route.ts');

const CASH = demoCustomerId('dal', 'cash');
const _ORIGIN = 'http://dal.localhost:3000';
let t: RouteTestDb;
let sandbox: SandboxServer;
let gatewayUrl: string;
let options: FixtureOption[];

beforeAll(async () => {
  ({ sandbox, url: gatewayUrl } = await startPaymentSandbox('route'));
  t = await openRouteTestDb();
  options = await pickOptions(t.db, 'dal', 6);
}, 180_000);
afterAll(async () => {
  await t?.dispose();
  await sandbox?.close();
});

let next = 0;
/** A fresh bag for the cash customer, delivering to their address: answers its cart id and total (pounds). */
async function readyBag(): Promise<{ cartId: string; amount: number }> {
  actAs(CASH);
  return readyDalBag(options[next++ % options.length] as FixtureOption);
}

/** The hosted field's work: the gateway turns the card into a transient token for this capture context. */
const tokenFor = (pan: string): Promise<string> => cardToken(gatewayUrl, pan);

const browserFields = BROWSER_FIELDS;

async function enrol(cartId: string, amount: number, pan: string, key: string, extra: Record<string, unknown> = {}) {
  const transientToken = await tokenFor(pan);
  const setup = await (
    await call(jwtToken, 'POST', '/api/checkout/jwtToken', {
      body: { cartId, amount, websiteIdentifier: 'DALBY', transientToken },
    })
  ).json();
  expect(setup).toMatchObject({ accessToken: expect.any(String), referenceId: expect.any(String) });
  const body = {
    cartId,
    amount,
    channel: 'new-headless-web',
    websiteIdentifier: 'DALBY',
    transientToken,
    sessionId: setup.referenceId,
    email: 'cash.dal@example.com',
    browserFields,
    ...extra,
  };
  const response = await call(cartAuthEnroll, 'POST', '/api/checkout/cartAuthEnroll', {
    body,
    headers: { 'idempotency-key': key },
  });
  return { response, body };
}

describe('checkout card calls', () => {
  it('binValidation accepts a Visa test card with the spec’s message', async () => {
    actAs(CASH);
    const response = await call(binValidation, 'GET', '/api/checkout/binValidation?bin=400000');
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      accepted: true,
      message: 'PAYMENT CARD BIN VALIDATION - Card Accepted',
      cardType: '001',
    });
    expect((await call(binValidation, 'GET', '/api/checkout/binValidation?bin=12')).status).toBe(400);
  });

  it('flexKey binds the capture context to this shop only', async () => {
    actAs(CASH);
    const elsewhere = await call(flexKey, 'POST', '/api/checkout/flexKey', {
      body: { channel: 'new-headless-web', websiteIdentifier: 'DALBY', targetOrigin: 'https://evil.example' },
    });
    expect(elsewhere.status).toBe(400);
  });

  it('a frictionless card pays: the order is placed once, the bag closes, the confirmation reads it', async () => {
    const { cartId, amount } = await readyBag();
    const { response, body } = await enrol(cartId, amount, '4000000000002701', 'frictionless-key-0001');
    expect(response.status).toBe(200);
    const paid = await response.json();
    expect(paid).toMatchObject({
      status: 'AUTHENTICATION_SUCCESSFUL',
      order: { orderTotal: Math.round(amount * 100), cardType: '001', panSuffix: '2701' },
    });
    const replay = await call(cartAuthEnroll, 'POST', '/api/checkout/cartAuthEnroll', {
      body,
      headers: { 'idempotency-key': 'frictionless-key-0001' },
    });
    expect((await replay.json()).order).toEqual(paid.order);
    const bag = await call(getBag, 'GET', `/api/shop/bag?cartId=${cartId}`);
    expect(await bag.json()).toMatchObject({ code: 'CART_PMNT_DONE' });
    const confirmation = await (
      await call(orderConfirmation, 'GET', `/api/orderConfirmation/orderConfirmation?cartId=${cartId}`)
    ).json();
    expect(confirmation).toMatchObject({ orderNumber: paid.order.orderNumber, panSuffix: '2701', cardType: '001' });
    expect(JSON.stringify(confirmation)).not.toMatch(/\d{13,19}/);
    // One confirmation email in the outbox, though the payment was answered twice.
    const outbox = await fetch(`${gatewayUrl}/messages/outbound?count=50&tag=order-confirmation`, {
      headers: { accept: 'application/json', 'x-postmark-server-token': 'route-test-mail' },
    });
    const { Messages } = (await outbox.json()) as { Messages: { Subject: string; To: { Email: string }[] }[] };
    const mine = Messages.filter((message) => message.Subject.includes(paid.order.orderNumber));
    expect(mine).toHaveLength(1);
    expect(mine[0]?.Subject).toBe(`Your Dalby order ${paid.order.orderNumber}`);

    // The transaction as transactionDetails reads it: the customer's own bag only.
    const details = await call(transactionDetails, 'GET', `/api/checkout/transactionDetails?cartId=${cartId}`);
    expect(details.status).toBe(200);
    expect(await details.json()).toMatchObject({
      cartId,
      journeyType: 'card-checkout',
      paymentMethod: 'card',
      status: 'ORDERED',
      amount,
      currency: 'GBP',
      cardType: '001',
      panSuffix: '2701',
      orderNumber: paid.order.orderNumber,
      cardholderName: expect.stringMatching(/\S/),
    });
    const fresh = await readyBag();
    const none = await call(transactionDetails, 'GET', `/api/checkout/transactionDetails?cartId=${fresh.cartId}`);
    expect(none.status).toBe(404);
    actAs(demoCustomerId('dal', 'credit'));
    const notTheirs = await call(transactionDetails, 'GET', `/api/checkout/transactionDetails?cartId=${cartId}`);
    expect(notTheirs.status).toBe(404);
    actAs(CASH);
    const forged = await call(transactionDetails, 'GET', '/api/checkout/transactionDetails?cartId=not-a-cart');
    expect(forged.status).toBeGreaterThanOrEqual(400);
    expect(forged.status).toBeLessThan(500);
  });

  it('a billing address goes to the gateway with the authorisation and stays with the order; a bad one is a 400 that changes nothing', async () => {
    const { cartId, amount } = await readyBag();
    const before = await bagTablesFingerprint(t.db);
    const refused = await enrol(cartId, amount, '4000000000002701', 'billing-bad-key-0001', {
      billingAddress: {
        cardHoldersName: '',
        line1: '1 Main St',
        city: 'Boston',
        country: 'US',
        postalcode: 'SW1A 1AA',
      },
    });
    expect(refused.response.status).toBe(400);
    const problem = await refused.response.json();
    expect(problem.code).toBe('VALIDATION_ERROR');
    expect(problem.errors.map((error: { field: string }) => error.field).sort()).toEqual([
      'cardHoldersName',
      'postalcode',
      'state',
    ]);
    expect(await bagTablesFingerprint(t.db)).toEqual(before);

    const billingAddress = {
      cardHoldersName: 'Amelia  Hughes',
      line1: '22 Harbour Street',
      line2: 'Flat 3',
      city: 'Whitby',
      county: 'North Yorkshire',
      country: 'gb',
      postalcode: 'yo21 1aa',
    };
    const { response } = await enrol(cartId, amount, '4000000000002701', 'billing-good-key-001', { billingAddress });
    expect(response.status).toBe(200);
    const paid = await response.json();
    const confirmation = await (
      await call(orderConfirmation, 'GET', `/api/orderConfirmation/orderConfirmation?cartId=${cartId}`)
    ).json();
    expect(confirmation.billingAddress).toEqual({
      cardHoldersName: 'Amelia Hughes',
      line1: '22 Harbour Street',
      line2: 'Flat 3',
      city: 'Whitby',
      county: 'North Yorkshire',
      state: '',
      country: 'GB',
      postalcode: 'YO21 1AA',
    });
    // What the gateway was sent with the authorisation (orderInformation.billTo).
    const details = await call(transactionDetails, 'GET', `/api/checkout/transactionDetails?cartId=${cartId}`);
    const { transactionId, orderNumber } = await details.json();
    expect(orderNumber).toBe(paid.order.orderNumber);
    // The transaction id is the merchant reference the gateway authorised.
    const gateway = await fetch(`${gatewayUrl}/gateway/pts/v2/payments?reference=${transactionId}`, {
      headers: { 'x-merchant-key': 'route-test-gateway' },
    });
    expect(gateway.status).toBe(200);
    expect((await gateway.json()).billTo).toMatchObject({
      firstName: 'Amelia',
      lastName: 'Hughes',
      address1: '22 Harbour Street',
      locality: 'Whitby',
      administrativeArea: 'North Yorkshire',
      country: 'GB',
    });
  });

  it('a challenge card: PENDING with a step-up page, then cartAuthPayer after the challenge passes places the order', async () => {
    const { cartId, amount } = await readyBag();
    const { response, body } = await enrol(cartId, amount, '4000000000002503', 'challenge-key-00001');
    const pending = await response.json();
    expect(pending).toMatchObject({
      status: 'PENDING_AUTHENTICATION',
      stepUpUrl: expect.stringContaining('/gateway/cardinal/challenge/'),
    });
    // The shopper presses "Complete authentication" in the gateway's challenge frame.
    const challenge = await fetch(`${gatewayUrl}/gateway/cardinal/challenge/${pending.authenticationTransactionId}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'action=complete',
    });
    expect(challenge.status).toBe(200);
    const payer = await call(cartAuthPayer, 'POST', '/api/checkout/cartAuthPayer', {
      body: { ...body, authenticationTransactionId: pending.authenticationTransactionId },
      headers: { 'idempotency-key': 'challenge-key-00001' },
    });
    expect(payer.status).toBe(200);
    expect((await payer.json()).order.panSuffix).toBe('2503');
  });

  it('a rejected card and a failed challenge charge nothing and change nothing (402, the spec’s retry message)', async () => {
    const { cartId, amount } = await readyBag();
    const before = await bagTablesFingerprint(t.db);
    const { response } = await enrol(cartId, amount, '4000000000002537', 'rejected-key-000001');
    expect(response.status).toBe(402);
    expect(await response.json()).toMatchObject({ code: 'AUTHENTICATION_FAILED' });
    const failing = await enrol(cartId, amount, '4000000000002370', 'failed-chall-000001');
    const pending = await failing.response.json();
    await fetch(`${gatewayUrl}/gateway/cardinal/challenge/${pending.authenticationTransactionId}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'action=fail',
    });
    const payer = await call(cartAuthPayer, 'POST', '/api/checkout/cartAuthPayer', {
      body: { ...failing.body, authenticationTransactionId: pending.authenticationTransactionId },
      headers: { 'idempotency-key': 'failed-chall-000001' },
    });
    expect(payer.status).toBe(402);
    expect(await bagTablesFingerprint(t.db)).toBe(before);
  });

  it('a saved card: kept at payment (never its number), listed default first, pays the next order; not another customer’s', async () => {
    const first = await readyBag();
    const saved = await enrol(first.cartId, first.amount, '5200000000002235', 'save-card-key-0001', { saveCard: true });
    expect(saved.response.status).toBe(200);
    const list = await (await call(retrievePaymentCart, 'GET', '/api/checkout/retrievePaymentCart')).json();
    expect(list.paymentCards).toEqual([
      expect.objectContaining({ panSuffix: '2235', cardType: '002', defaultCardIndicator: true, expired: false }),
    ]);
    expect(list.selectedCard).toBe(list.paymentCards[0].token);
    expect(JSON.stringify(list)).not.toMatch(/\d{13,19}/);
    const card = list.paymentCards[0];

    const second = await readyBag();
    const setup = await (
      await call(jwtToken, 'POST', '/api/checkout/jwtToken', {
        body: {
          cartId: second.cartId,
          amount: second.amount,
          websiteIdentifier: 'DALBY',
          instrumentId: card.instrumentToken,
        },
      })
    ).json();
    const body = {
      cartId: second.cartId,
      amount: second.amount,
      channel: 'new-headless-web',
      websiteIdentifier: 'DALBY',
      instrumentId: card.instrumentToken,
      sessionId: setup.referenceId,
      browserFields,
    };
    const paid = await call(cartAuthEnroll, 'POST', '/api/checkout/cartAuthEnroll', {
      body,
      headers: { 'idempotency-key': 'saved-card-pay-0001' },
    });
    expect(paid.status).toBe(200);
    expect((await paid.json()).order.panSuffix).toBe('2235');

    actAs(demoCustomerId('dal', 'credit'));
    expect((await call(retrievePaymentCart, 'GET', '/api/checkout/retrievePaymentCart')).status).toBe(200);
    const stolen = await call(jwtToken, 'POST', '/api/checkout/jwtToken', {
      body: {
        cartId: second.cartId,
        amount: second.amount,
        websiteIdentifier: 'DALBY',
        instrumentId: card.instrumentToken,
      },
    });
    expect(stolen.status).toBe(404);
    const notTheirs = await call(updatePaymentCard, 'PUT', '/api/checkout/updatePaymentCard', {
      body: { token: card.token, action: 'REMOVE' },
    });
    expect(notTheirs.status).toBe(404);
    actAs(CASH);
    const removed = await (
      await call(updatePaymentCard, 'PUT', '/api/checkout/updatePaymentCard', {
        body: { token: card.token, action: 'REMOVE' },
      })
    ).json();
    expect(removed.paymentCards).toEqual([]);
  });

  it('addPaymentCard (add-card-myaccount) saves a card without paying; once per token; hostile bodies change nothing', async () => {
    actAs(demoCustomerId('dal', 'new'));
    const before = await (await call(retrievePaymentCart, 'GET', '/api/checkout/retrievePaymentCart')).json();
    const transientToken = await tokenFor('4000000000002701');
    const added = await call(addPaymentCard, 'POST', '/api/checkout/addPaymentCard', {
      body: { transientToken, journeyType: 'add-card-myaccount' },
    });
    expect(added.status).toBe(201);
    const answer = await added.json();
    expect(answer.card).toMatchObject({ panSuffix: '2701', cardType: '001', expired: false });
    expect(answer.paymentCards).toHaveLength(before.paymentCards.length + 1);
    expect(JSON.stringify(answer)).not.toMatch(/\d{13,19}/);
    // The first card is the default; the same token again keeps one card.
    if (before.paymentCards.length === 0) expect(answer.card.defaultCardIndicator).toBe(true);
    const again = await call(addPaymentCard, 'POST', '/api/checkout/addPaymentCard', { body: { transientToken } });
    expect(again.status).toBe(201);
    expect((await again.json()).paymentCards).toHaveLength(before.paymentCards.length + 1);

    const fingerprint = await bagTablesFingerprint(t.db);
    for (const body of [
      { transientToken: '4000000000002701' },
      { transientToken, journeyType: 'card-checkout' },
      { transientToken, cardNumber: '4000000000002701' },
      {},
    ]) {
      const response = await call(addPaymentCard, 'POST', '/api/checkout/addPaymentCard', { body });
      expect(response.status, JSON.stringify(body)).toBe(400);
    }
    const forged = `${transientToken.slice(0, -4)}AAAA`;
    expect(
      (await call(addPaymentCard, 'POST', '/api/checkout/addPaymentCard', { body: { transientToken: forged } })).status,
    ).toBe(400);
    expect(await bagTablesFingerprint(t.db)).toBe(fingerprint);
    const after = await (await call(retrievePaymentCart, 'GET', '/api/checkout/retrievePaymentCart')).json();
    expect(after.paymentCards).toHaveLength(before.paymentCards.length + 1);
    actAs(null);
    expect(
      (await call(addPaymentCard, 'POST', '/api/checkout/addPaymentCard', { body: { transientToken } })).status,
    ).toBe(401);
  });

  it('hostile bodies and a missing key answer 4xx; another customer’s bag is not found', async () => {
    const { cartId, amount } = await readyBag();
    const transientToken = await tokenFor('4000000000002701');
    const good = {
      cartId,
      amount,
      channel: 'new-headless-web',
      websiteIdentifier: 'DALBY',
      transientToken,
      sessionId: 'x',
      browserFields,
    };
    const bad = [
      { ...good, amount: 10.001 },
      { ...good, transientToken: '4000000000002701' },
      { ...good, websiteIdentifier: 'NOTUS' },
    ];
    for (const body of bad) {
      const response = await call(cartAuthEnroll, 'POST', '/api/checkout/cartAuthEnroll', {
        body,
        headers: { 'idempotency-key': 'hostile-key-000001' },
      });
      expect(response.status).toBeGreaterThanOrEqual(400);
      expect(response.status).toBeLessThan(500);
    }
    expect((await call(cartAuthEnroll, 'POST', '/api/checkout/cartAuthEnroll', { body: good })).status).toBe(400);
    actAs(demoCustomerId('dal', 'credit'));
    const theirs = await enrol(cartId, amount, '4000000000002701', 'theirs-key-0000001');
    expect(theirs.response.status).toBe(404);
    actAs(null);
    expect((await call(binValidation, 'GET', '/api/checkout/binValidation?bin=400000')).status).toBe(401);
  });
});

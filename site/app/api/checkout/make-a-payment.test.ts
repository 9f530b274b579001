import { creditAccountRow, creditPaymentRows, resetCreditAccount } from '@shop/commerce/credit/make-a-payment-fixture';
import { demoCustomerId } from '@shop/commerce/seed/customers';
import type { SandboxServer } from '@shop/sandbox/server';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { actAs, call, openRouteTestDb, type RouteTestDb } from '@/lib/bag/route-test-kit.ts';
import { BROWSER_FIELDS, cardToken, startPaymentSandbox } from '@/lib/checkout/payment-route-kit.ts';

vi.setConfig({ testTimeout: 30_000 });

const { POST: jwtToken } = await import('./jwtToken/route.ts');
const { POST: cartAuthEnroll } = await import('./cartAuthEnroll/route.ts');
const { POST: cartAuthPayer } = await import('./cartAuthPayer/route.ts');
const { GET: creditPaymentReceipt } = await import('./creditPaymentReceipt/route.ts');

const CREDIT = demoCustomerId('dal', 'credit');
const ARREARS = demoCustomerId('dal', 'arrears');
const CASH = demoCustomerId('dal', 'cash');
const _ORIGIN = 'http://dal.localhost:3000';
let t: RouteTestDb;
let sandbox: SandboxServer;
let gatewayUrl: string;

beforeAll(async () => {
  ({ sandbox, url: gatewayUrl } = await startPaymentSandbox('map'));
  t = await openRouteTestDb();
}, 180_000);
afterAll(async () => {
  await t?.dispose();
  await sandbox?.close();
});
beforeEach(async () => {
  actAs(CREDIT);
  await resetCreditAccount(t.db, CREDIT, {
    balancePence: 23_450,
    expectedPaymentPence: 2_500,
    arrearsPence: 0,
    arrearsStatus: 'UP_TO_DATE',
  });
});

const tokenFor = (pan: string): Promise<string> => cardToken(gatewayUrl, pan);

const browserFields = BROWSER_FIELDS;

async function paymentBody(pan: string, choice: string, amount: number) {
  const transientToken = await tokenFor(pan);
  const setup = await call(jwtToken, 'POST', '/api/checkout/jwtToken', {
    body: { journeyType: 'make-a-payment-myaccount', amount, websiteIdentifier: 'DALBY', transientToken },
  });
  expect(setup.status).toBe(200);
  const { referenceId } = await setup.json();
  return {
    journeyType: 'make-a-payment-myaccount',
    paymentAmountChoice: choice,
    amount,
    channel: 'new-headless-web',
    websiteIdentifier: 'DALBY',
    transientToken,
    sessionId: referenceId,
    browserFields,
  };
}

const enrol = (body: unknown, key: string) =>
  call(cartAuthEnroll, 'POST', '/api/checkout/cartAuthEnroll', { body, headers: { 'idempotency-key': key } });

const account = (customerId = CREDIT) => creditAccountRow(t.db, customerId);

async function outbox(receiptNumber: string) {
  const response = await fetch(`${gatewayUrl}/messages/outbound?count=50&tag=credit-payment-receipt`, {
    headers: { accept: 'application/json', 'x-postmark-server-token': 'map-test-mail' },
  });
  const { Messages } = (await response.json()) as { Messages: { Subject: string; To: { Email: string }[] }[] };
  return Messages.filter((message) => message.Subject.includes(receiptNumber));
}

describe('make a payment by card', () => {
  it('a frictionless card pays a fixed amount: the balance changes once, a replay answers the same receipt, one email', async () => {
    const body = await paymentBody('4000000000002701', 'OTHER_AMOUNT', 50.005);
    const first = await enrol(body, 'map-frictionless-0001');
    expect(first.status).toBe(200);
    const paid = await first.json();
    // The entered amount rounded to 2 decimals (spec §5).
    expect(paid).toMatchObject({
      status: 'AUTHENTICATION_SUCCESSFUL',
      receipt: { amount: 5_001, balance: 23_450 - 5_001, amountChoice: 'OTHER_AMOUNT', panSuffix: '2701' },
    });
    expect(paid.receiptPath).toBe(`/checkout/make-a-payment/receipt?receipt=${paid.receipt.receiptNumber}`);
    const replay = await enrol(body, 'map-frictionless-0001');
    expect((await replay.json()).receipt).toEqual(paid.receipt);
    expect((await account())?.balancePence).toBe(23_450 - 5_001);
    const mails = await outbox(paid.receipt.receiptNumber);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.To[0]?.Email).toBe('credit.dal@example.com');
    const receipt = await call(
      creditPaymentReceipt,
      'GET',
      `/api/checkout/creditPaymentReceipt?receiptNumber=${paid.receipt.receiptNumber}`,
    );
    expect(await receipt.json()).toEqual(paid.receipt);
    // Another customer's receipt: not found.
    actAs(CASH);
    const foreign = await call(
      creditPaymentReceipt,
      'GET',
      `/api/checkout/creditPaymentReceipt?receiptNumber=${paid.receipt.receiptNumber}`,
    );
    expect(foreign.status).toBe(404);
  });

  it('a challenge card: PENDING, then cartAuthPayer after the one-time code pays the full statement balance', async () => {
    const body = await paymentBody('4000000000002503', 'CURERNT_BALANCE', 234.5);
    const pending = await (await enrol(body, 'map-challenge-00001')).json();
    expect(pending).toMatchObject({ status: 'PENDING_AUTHENTICATION' });
    expect((await account())?.balancePence).toBe(23_450);
    const challenge = await fetch(`${gatewayUrl}/gateway/cardinal/challenge/${pending.authenticationTransactionId}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'action=code&code=1234',
    });
    expect(challenge.status).toBe(200);
    const payer = await call(cartAuthPayer, 'POST', '/api/checkout/cartAuthPayer', {
      body: { ...body, authenticationTransactionId: pending.authenticationTransactionId },
      headers: { 'idempotency-key': 'map-challenge-00001' },
    });
    expect(payer.status).toBe(200);
    expect((await payer.json()).receipt).toMatchObject({ balance: 0, availableToSpend: 150_000, panSuffix: '2503' });
    expect(await account()).toMatchObject({ balancePence: 0, expectedPaymentPence: 0 });
  });

  it('one key sent twice at once (a double press): one charge, one change of balance', async () => {
    const body = await paymentBody('4000000000002701', 'MINIMUM_PAYMENT', 25);
    const answers = await Promise.all([enrol(body, 'map-double-press-01'), enrol(body, 'map-double-press-01')]);
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses[0]).toBe(200);
    expect([200, 409]).toContain(statuses[1]);
    expect((await account())?.balancePence).toBe(23_450 - 2_500);
    expect(await creditPaymentRows(t.db)).toHaveLength(1);
  });

  it('three hostile bodies, and amounts outside the bounds: a clear 4xx, nothing changed, the bank never asked', async () => {
    const body = await paymentBody('4000000000002701', 'OTHER_AMOUNT', 10);
    const before = JSON.stringify(await account());
    const hostile: [Record<string, unknown>, number, RegExp][] = [
      [{ ...body, amount: undefined }, 400, /No credit payment amount found/],
      [
        { ...body, paymentAmountChoice: 'EVERYTHING', amount: '10; DROP TABLE credit_payments' },
        400,
        /paymentAmountChoice/,
      ],
      [{ ...body, amount: -5, transientToken: undefined, instrumentId: '../../etc/passwd' }, 400, /amount/],
      [{ ...body, amount: 0.5 }, 400, /at least £1\.00/],
      [{ ...body, amount: 234.51 }, 400, /no more than your outstanding balance of £234\.50/],
      [{ ...body, paymentAmountChoice: 'MINIMUM_PAYMENT', amount: 24 }, 409, /balance has changed/],
    ];
    for (const [hostileBody, status, message] of hostile) {
      const response = await enrol(hostileBody, 'map-hostile-000001');
      expect(response.status).toBe(status);
      expect((await response.json()).message).toMatch(message);
    }
    const raw = await call(cartAuthEnroll, 'POST', '/api/checkout/cartAuthEnroll', {
      rawBody: '{"journeyType":"make-a-payment-myaccount",',
      headers: { 'idempotency-key': 'map-hostile-000002' },
    });
    expect(raw.status).toBe(400);
    expect(JSON.stringify(await account())).toBe(before);
    expect(await creditPaymentRows(t.db)).toEqual([]);
  });

  it('an arrears customer: a fixed amount below the minimum is refused with the reason', async () => {
    actAs(ARREARS);
    const setup = await call(jwtToken, 'POST', '/api/checkout/jwtToken', {
      body: {
        journeyType: 'make-a-payment-checkout',
        amount: 20,
        websiteIdentifier: 'DALBY',
        transientToken: await tokenFor('4000000000002701'),
      },
    });
    expect(setup.status).toBe(400);
    expect(await setup.json()).toMatchObject({
      code: 'AMOUNT_TOO_LOW',
      message: 'As your account is in arrears, please pay at least your minimum payment of £96.00.',
    });
  });

  it('a customer without a credit account: not found, and no 3-D Secure started', async () => {
    actAs(CASH);
    const setup = await call(jwtToken, 'POST', '/api/checkout/jwtToken', {
      body: {
        journeyType: 'make-a-payment-myaccount',
        amount: 10,
        websiteIdentifier: 'DALBY',
        transientToken: await tokenFor('4000000000002701'),
      },
    });
    expect(setup.status).toBe(404);
    expect(await setup.json()).toMatchObject({ code: 'NO_CREDIT_ACCOUNT' });
    actAs(null);
    const guest = await call(jwtToken, 'POST', '/api/checkout/jwtToken', {
      body: {
        journeyType: 'make-a-payment-myaccount',
        amount: 10,
        websiteIdentifier: 'DALBY',
        transientToken: 'a.b.c',
      },
    });
    expect(guest.status).toBe(401);
  });
});

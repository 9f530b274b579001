import { bagTablesFingerprint, type FixtureOption, pickOptions } from '@shop/commerce/bag/fixture';
import { demoCustomerId } from '@shop/commerce/seed/customers';
import type { SandboxServer } from '@shop/sandbox/server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { actAs, call, openRouteTestDb, type RouteTestDb } from '@/lib/bag/route-test-kit.ts';
import { readyDalBag, startPaymentSandbox } from '@/lib/checkout/payment-route-kit.ts';

vi.setConfig({ testTimeout: 30_000 });

const { GET: orderConfirmation } = await import('../orderConfirmation/orderConfirmation/route.ts');
const { POST: midDetails } = await import('./midDetails/route.ts');
const { POST: validateMerchant } = await import('./validateMerchant/route.ts');
const { POST: digitalAuthorization } = await import('./digitalAuthorization/route.ts');
const { GET: transactionDetails } = await import('../checkout/transactionDetails/route.ts');

const CASH = demoCustomerId('dal', 'cash');
const ORIGIN = 'http://dal.localhost:3000';
let t: RouteTestDb;
let sandbox: SandboxServer;
let sandboxUrl: string;
let options: FixtureOption[];

beforeAll(async () => {
  ({ sandbox, url: sandboxUrl } = await startPaymentSandbox('wallet', { allowedOrigins: [ORIGIN] }));
  process.env.GATEWAY_PUBLIC_URL = sandboxUrl;
  t = await openRouteTestDb();
  options = await pickOptions(t.db, 'dal', 6);
}, 180_000);
afterAll(async () => {
  await t?.dispose();
  await sandbox?.close();
});

let next = 0;
async function readyBag(): Promise<{ cartId: string; amount: number }> {
  actAs(CASH);
  return readyDalBag(options[next++ % options.length] as FixtureOption);
}

const sheetCall = async (route: string, body: unknown) => {
  const response = await fetch(`${sandboxUrl}${route}`, {
    method: 'POST',
    headers: { origin: ORIGIN, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const answer = await response.json();
  expect(response.status, JSON.stringify(answer)).toBeLessThan(300);
  return answer;
};

/** Apple Pay as the page and the sandbox sheet do it: merchant validation by the shop's server, then the sheet. */
async function applePayToken(card = 'visa-credit') {
  const validated = await call(validateMerchant, 'POST', '/api/digital-payment/validateMerchant', {
    body: { accountTradingTitle: 'DAL', validationURL: `${sandboxUrl}/gateway/wallets/apple/paymentSession` },
  });
  expect(validated.status).toBe(200);
  const { merchantSession } = await validated.json();
  const sheet = await sheetCall('/gateway/wallets/apple/sessions/redeem', { merchantSession });
  return (await sheetCall('/gateway/wallets/tokens', { sheet: sheet.sheet, card })).networkToken;
}
async function googlePayToken(card = 'mastercard-credit') {
  const details = await (
    await call(midDetails, 'POST', '/api/digital-payment/midDetails', { body: { accountTradingTitle: 'DAL' } })
  ).json();
  const sheet = await sheetCall('/gateway/wallets/google/sheets', {
    gateway: details.gateway,
    gatewayMerchantId: details.gatewayMerchantId,
    merchantName: details.displayName,
  });
  return (await sheetCall('/gateway/wallets/tokens', { sheet: sheet.sheet, card })).networkToken;
}

const authorize = (body: Record<string, unknown>, key: string) =>
  call(digitalAuthorization, 'POST', '/api/digital-payment/digitalAuthorization', {
    body,
    headers: { 'idempotency-key': key },
  });
const paymentBody = (
  bag: { cartId: string; amount: number },
  paymentType: 'APay' | 'GPay',
  token: { token: string; cryptogram: string; eci: string },
) => ({
  ...bag,
  paymentType,
  journeyType: 'card-checkout',
  networkToken: { token: token.token, cryptogram: token.cryptogram, eci: token.eci },
  channel: 'new-headless-web',
  accountTradingTitle: 'DAL',
  billingAddress: WALLET_BILLING,
  email: 'amelia@example.com',
});

/** A wallet's billing contact as the payment page sends it (spec §3 billing address). */
const WALLET_BILLING = {
  cardHoldersName: 'Amelia Hughes',
  line1: '14 Rosemary Lane',
  line2: '',
  city: 'Leeds',
  county: 'West Yorkshire',
  state: '',
  country: 'GB',
  postalcode: 'ls6 2ab',
};

const confirmationOf = async (cartId: string) =>
  (await call(orderConfirmation, 'GET', `/api/orderConfirmation/orderConfirmation?cartId=${cartId}`)).json();

/** What the gateway was sent with the authorisation of this bag's payment (orderInformation.billTo). */
async function gatewayBillTo(cartId: string) {
  const details = await call(transactionDetails, 'GET', `/api/checkout/transactionDetails?cartId=${cartId}`);
  expect(details.status).toBe(200);
  const { transactionId } = await details.json();
  const authorisation = await fetch(`${sandboxUrl}/gateway/pts/v2/payments?reference=${transactionId}`, {
    headers: { 'x-merchant-key': 'wallet-test-gateway' },
  });
  expect(authorisation.status).toBe(200);
  return (await authorisation.json()).billTo;
}

describe('midDetails', () => {
  it('answers the trading title’s merchant details', async () => {
    const response = await call(midDetails, 'POST', '/api/digital-payment/midDetails', {
      body: { accountTradingTitle: 'DAL' },
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      accountTradingTitle: 'DAL',
      merchantIdentifier: 'merchant.uk.co.shop.dal',
      displayName: 'Dalby',
      countryCode: 'GB',
      currencyCode: 'GBP',
      walletsOffered: true,
    });
  });

  it('three hostile bodies: 400 with the reason', async () => {
    for (const body of [{}, { accountTradingTitle: 'CGN' }, { accountTradingTitle: { $ne: null } }]) {
      const response = await call(midDetails, 'POST', '/api/digital-payment/midDetails', { body });
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(await response.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
    }
  });
});

describe('merchant validation', () => {
  it('needs a signed-in customer, the wallet’s own URL and this shop’s title (three hostile bodies change nothing)', async () => {
    actAs(null);
    const anonymous = await call(validateMerchant, 'POST', '/api/digital-payment/validateMerchant', {
      body: { accountTradingTitle: 'DAL', validationURL: `${sandboxUrl}/gateway/wallets/apple/paymentSession` },
    });
    expect(anonymous.status).toBe(401);
    actAs(CASH);
    for (const body of [
      { accountTradingTitle: 'DAL', validationURL: 'http://169.254.169.254/latest/meta-data' },
      { accountTradingTitle: 'DAL', validationURL: `${sandboxUrl}/gateway/pts/v2/payments` },
      { accountTradingTitle: 'JDW', validationURL: `${sandboxUrl}/gateway/wallets/apple/paymentSession` },
    ]) {
      const response = await call(validateMerchant, 'POST', '/api/digital-payment/validateMerchant', { body });
      expect(response.status, JSON.stringify(body)).toBe(400);
    }
  });
});

describe('digitalAuthorization', () => {
  it('Apple Pay pays the bag once: APay with card type 004 and the masked card; a replay answers the same order', async () => {
    const bag = await readyBag();
    const token = await applePayToken();
    const body = paymentBody(bag, 'APay', token);
    const paid = await authorize(body, 'apple-pay-key-000001');
    const answer = await paid.json();
    expect(paid.status, JSON.stringify(answer)).toBe(200);
    expect(answer).toMatchObject({
      code: 'CART_PMNT_DONE',
      order: { paymentMethod: 'APay', cardType: '004', panSuffix: '1111', orderTotal: Math.round(bag.amount * 100) },
    });
    const again = await authorize(body, 'apple-pay-key-000001');
    expect((await again.json()).order.orderNumber).toBe(answer.order.orderNumber);
    const confirmation = await call(
      orderConfirmation,
      'GET',
      `/api/orderConfirmation/orderConfirmation?cartId=${answer.order.cartId}`,
    );
    expect(confirmation.status).toBe(200);
    // The cryptogram paid once: the same token cannot pay another bag.
    const other = await readyBag();
    const reused = await authorize(paymentBody(other, 'APay', token), 'apple-pay-key-000002');
    expect(reused.status).toBeGreaterThanOrEqual(400);
    expect(reused.status).toBeLessThan(500);
  });

  it('Google Pay pays: GPay with card type 005', async () => {
    const bag = await readyBag();
    const paid = await authorize(paymentBody(bag, 'GPay', await googlePayToken()), 'google-pay-key-00001');
    const answer = await paid.json();
    expect(paid.status, JSON.stringify(answer)).toBe(200);
    expect(answer.order).toMatchObject({ paymentMethod: 'GPay', cardType: '005', panSuffix: '4444' });
  });

  it('three hostile bodies and a missing key answer 4xx and change nothing', async () => {
    const bag = await readyBag();
    const token = await googlePayToken();
    const before = await bagTablesFingerprint(t.db);
    const hostile: Array<[Record<string, unknown>, number]> = [
      [{ ...paymentBody(bag, 'GPay', token), paymentType: 'card' }, 400],
      [paymentBody(bag, 'GPay', { ...token, cryptogram: 'Zm9yZ2VkLWNyeXB0b2dyYW0=' }), 400],
      [{ ...paymentBody(bag, 'GPay', token), amount: bag.amount + 1 }, 409],
      [{ ...paymentBody(bag, 'GPay', token), accountTradingTitle: 'CGN' }, 400],
    ];
    let n = 0;
    for (const [body, status] of hostile) {
      const response = await authorize(body, `hostile-wallet-${String(n++).padStart(6, '0')}`);
      expect(response.status, JSON.stringify(await response.clone().json())).toBe(status);
    }
    const noKey = await call(digitalAuthorization, 'POST', '/api/digital-payment/digitalAuthorization', {
      body: paymentBody(bag, 'GPay', token),
    });
    expect(noKey.status).toBe(400);
    expect(await bagTablesFingerprint(t.db)).toBe(before);
    // Still payable with the untouched token.
    expect((await authorize(paymentBody(bag, 'GPay', token), 'hostile-wallet-then-ok')).status).toBe(200);
  });

  it('the wallet’s billing contact is checked, goes to the gateway as billTo and stays with the order', async () => {
    const bag = await readyBag();
    const paid = await authorize(paymentBody(bag, 'APay', await applePayToken()), 'wallet-billing-key-01');
    const answer = await paid.json();
    expect(paid.status, JSON.stringify(answer)).toBe(200);
    expect((await confirmationOf(answer.order.cartId)).billingAddress).toEqual({
      ...WALLET_BILLING,
      postalcode: 'LS6 2AB',
    });
    expect(await gatewayBillTo(answer.order.cartId)).toEqual({
      firstName: 'Amelia',
      lastName: 'Hughes',
      address1: '14 Rosemary Lane',
      address2: '',
      locality: 'Leeds',
      administrativeArea: 'West Yorkshire',
      postalCode: 'LS6 2AB',
      country: 'GB',
    });

    // Abroad (Google Pay's US card): the state and the ZIP code.
    const other = await readyBag();
    const us = {
      cardHoldersName: 'Sam Walker',
      line1: '350 Fifth Avenue',
      line2: '',
      city: 'New York',
      county: '',
      state: 'NY',
      country: 'US',
      postalcode: '10118',
    };
    const google = await authorize(
      { ...paymentBody(other, 'GPay', await googlePayToken()), billingAddress: us },
      'wallet-billing-key-02',
    );
    expect(google.status).toBe(200);
    const placed = (await google.json()).order;
    expect((await confirmationOf(placed.cartId)).billingAddress).toEqual(us);
    expect(await gatewayBillTo(placed.cartId)).toMatchObject({ administrativeArea: 'NY', postalCode: '10118' });

    // No contact from the wallet: the order is paid and keeps none.
    const third = await readyBag();
    const { billingAddress: _none, ...withoutBilling } = paymentBody(third, 'GPay', await googlePayToken());
    const plain = await authorize(withoutBilling, 'wallet-billing-key-03');
    expect(plain.status).toBe(200);
    const plainOrder = (await plain.json()).order;
    expect((await confirmationOf(plainOrder.cartId)).billingAddress).toBeNull();
    expect(await gatewayBillTo(plainOrder.cartId)).toBeNull();
  });

  it('a hostile or invalid billing contact is a 400 naming each field; nothing is charged or changed', async () => {
    const bag = await readyBag();
    const token = await applePayToken();
    const before = await bagTablesFingerprint(t.db);
    const hostile: Array<[unknown, string[]]> = [
      // A US address with a UK postcode, no state and no name.
      [
        { ...WALLET_BILLING, cardHoldersName: ' ', country: 'US', postalcode: 'SW1A 1AA' },
        ['cardHoldersName', 'postalcode', 'state'],
      ],
      // Not a real UK postcode, a line far too long, a country that is not one.
      [{ ...WALLET_BILLING, postalcode: 'ZZ99 9ZZ' }, ['postalcode']],
      [{ ...WALLET_BILLING, line1: 'x'.repeat(5_000) }, ['line1']],
      [{ ...WALLET_BILLING, country: 'XX' }, ['country']],
      // Not an address at all.
      [{ ...WALLET_BILLING, city: { $ne: null } }, ['city']],
      ['10 Downing Street', ['billingAddress']],
    ];
    let n = 0;
    for (const [billingAddress, fields] of hostile) {
      const response = await authorize(
        { ...paymentBody(bag, 'APay', token), billingAddress },
        `wallet-bad-billing-${String(n++).padStart(4, '0')}`,
      );
      const problem = await response.json();
      expect(response.status, JSON.stringify(problem)).toBe(400);
      expect(problem.code).toBe('VALIDATION_ERROR');
      expect(problem.errors.map((error: { field: string }) => error.field).sort()).toEqual(fields);
    }
    expect(await bagTablesFingerprint(t.db)).toBe(before);
    // The token was never used: the same payment with a good address pays.
    const paid = await authorize(paymentBody(bag, 'APay', token), 'wallet-bad-billing-then-ok');
    expect(paid.status).toBe(200);
  });

  it('another customer’s bag is not found', async () => {
    const bag = await readyBag();
    const token = await applePayToken();
    actAs(demoCustomerId('dal', 'credit'));
    const response = await authorize(paymentBody(bag, 'APay', token), 'other-customer-0001');
    expect(response.status).toBe(404);
    actAs(CASH);
  });
});

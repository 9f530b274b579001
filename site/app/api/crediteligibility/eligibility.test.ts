// Credit eligibility routes against the sandbox's credit bureau (its named test applicants give each outcome): check,
// quote, terms; refusals are 4xx and change nothing; another customer's quote is not found; the account never changes.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { getCustomerDetails } from '@shop/commerce/customers/details';
import { demoCustomerId } from '@shop/commerce/seed/customers';
import type { SandboxServer } from '@shop/sandbox/server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { actAs, call, openRouteTestDb, type RouteTestDb } from '@/lib/bag/route-test-kit.ts';
import { startPaymentSandbox } from '@/lib/checkout/payment-route-kit.ts';

vi.setConfig({ testTimeout: 30_000 });

const { POST: eligibilityCheck } = await import('./eligibilityCheck/route.ts');
const { GET: eligibilityQuote } = await import('./eligibilityQuote/route.ts');
const { POST: termsAndConditions } = await import('./termsAndConditions/route.ts');

const CASH = demoCustomerId('dal', 'cash');
const NEW = demoCustomerId('dal', 'new');
const CREDIT = demoCustomerId('dal', 'credit');
const KEY = 'eligibility-test-bureau';
let t: RouteTestDb;
let sandbox: SandboxServer;
let bureauUrl: string;

beforeAll(async () => {
  ({ sandbox, url: bureauUrl } = await startPaymentSandbox(
    'eligibility',
    { bureau: { keys: [KEY], dir: mkdtempSync(path.join(tmpdir(), 'eligibility-bureau-')), pendingMs: 0 } },
    { gateway: false },
  ));
  process.env.BUREAU_URL = bureauUrl;
  process.env.BUREAU_KEY = KEY;
  t = await openRouteTestDb();
}, 180_000);
afterAll(async () => {
  await t?.dispose();
  await sandbox?.close();
});

const applicant = (lastName: string, extra: Record<string, unknown> = {}) => ({
  name: { title: 'Mrs', firstName: 'Amelia', lastName },
  dateOfBirth: '1984-03-12',
  phoneNumber: '07700 900101',
  timeAtCurrentAddress: { years: 1, months: 4 },
  currentAddress: { houseNumber: '14', addressLine1: 'Rosemary Lane', town: 'Leeds', postcode: 'ls6 2ab' },
  previousAddress: {
    houseName: 'The Old Mill',
    addressLine1: 'Mill Road',
    town: 'York',
    postcode: 'YO1 7HH',
    timeAtAddress: { years: 2, months: 0 },
  },
  ...extra,
});
const checkBody = (lastName: string, extra: Record<string, unknown> = {}) => ({
  tradingTitle: 'DAL',
  applicant: applicant(lastName),
  cart: { numberOfItems: 2, totalCartAmount: 24_000 },
  ...extra,
});

const check = (body: unknown, customerId: string | null = CASH) => {
  actAs(customerId);
  return call(eligibilityCheck, 'POST', '/api/crediteligibility/eligibilityCheck', { body });
};
const quote = (customerId: string | null = CASH) => {
  actAs(customerId);
  return call(eligibilityQuote, 'GET', '/api/crediteligibility/eligibilityQuote');
};
const terms = (body: unknown, customerId: string | null = CASH) => {
  actAs(customerId);
  return call(termsAndConditions, 'POST', '/api/crediteligibility/termsAndConditions', { body });
};
const searches = async () =>
  (await (await fetch(`${bureauUrl}/bureau/v1/searches`, { headers: { 'x-bureau-key': KEY } })).json()) as {
    total: number;
    searches: Array<Record<string, unknown>>;
  };

describe('eligibilityCheck → eligibilityQuote → termsAndConditions', () => {
  it('a cash customer who passes gets a quote with the brand’s APR and the cost of the bag, and its terms', async () => {
    const account = await getCustomerDetails(t.db, CASH);
    const response = await check(checkBody('Hughes'));
    expect(response.status).toBe(200);
    const decision = await response.json();
    expect(decision).toMatchObject({
      eligibilityDecision: 'PASS',
      declineCode: null,
      message: 'Good news: you’re likely to be accepted for Dalby Pay.',
    });
    // A soft search under the customer's own id, the bag's total, the previous address too.
    const [search] = (await searches()).searches;
    expect(search).toMatchObject({ id: decision.applicationId, type: 'quotation', reference: CASH, amount: 24_000 });

    const answer = await quote();
    expect(answer.status).toBe(200);
    const body = await answer.json();
    expect(body).toMatchObject({
      applicationId: decision.applicationId,
      eligibilityDecision: 'PASS',
      creditBrandName: 'Dalby Pay',
      creditLimit: 150_000,
      variableApr: 39.9,
      annualInterestRate: 34.05,
      periodInterestRate: 2.8375,
      costOfCredit: 4_653,
      costOfCreditAmount: 24_000,
      numberOfPayments: 12,
      promo: { code: 'BNPL12', interestFreeMonths: 12 },
    });

    const page = await terms({ id: decision.applicationId, brand: 'dal' });
    expect(page.status).toBe(200);
    const text = JSON.stringify(await page.json());
    expect(text).toContain('does not affect your credit score');
    expect(text).toContain('Credit limit: £1,500.00');
    expect(text).toContain('Representative 39.9% APR (variable)');
    expect(text).toContain('within 14 days');
    // Nothing about the account changed.
    expect(await getCustomerDetails(t.db, CASH)).toEqual(account);
  });

  it('§5: the cart is sent as zeros unless all its values are given', async () => {
    expect((await check(checkBody('Hughes', { cart: { numberOfItems: 3 } }))).status).toBe(200);
    expect((await searches()).searches[0]).toMatchObject({ amount: 0, costOfCreditAmount: 120_000 });
    expect((await check(checkBody('Hughes', { cart: undefined }))).status).toBe(200);
    expect((await searches()).searches[0]).toMatchObject({ amount: 0 });
  });

  it.each([
    ['Declineone', 'FAIL', 'Decline1', /unlikely to be accepted for Dalby Pay/],
    ['Fraudcheck', 'FAIL', 'Decline3', /unlikely to be accepted for Dalby Pay/],
    ['Referral', 'FAIL', 'Refer1', /look at your details more closely/],
    ['Notfound', 'NOT_FOUND', null, /couldn’t match your details/],
    ['Bureauerror', 'ERROR', null, /couldn’t complete your eligibility check/],
  ])('%s: %s %s is told so, and there is no quote (404 resets the step)', async (name, outcome, code, message) => {
    const response = await check(checkBody(name), NEW);
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body).toMatchObject({ eligibilityDecision: outcome, declineCode: code });
    expect(body.message).toMatch(message);
    // Only a decline on the agency's information names it (CCA 1974 s.157(A1)); the fraud check's does not.
    expect(body.creditReferenceAgency).toEqual(
      code === 'Decline1'
        ? expect.objectContaining({ name: 'Meridian Credit Reference Services Ltd', telephone: '0115 496 0732' })
        : null,
    );
    const answer = await quote(NEW);
    expect(answer.status).toBe(404);
    expect(await answer.json()).toMatchObject({ code: 'QUOTE_NOT_FOUND' });
    expect((await terms({ id: body.applicationId, brand: 'dal' }, NEW)).status).toBe(404);
  });

  it('a pending check answers PENDING, and the quote once the bureau has decided', async () => {
    const body = await (await check(checkBody('Pending'), NEW)).json();
    expect(body).toMatchObject({ eligibilityDecision: 'PENDING' });
    // pendingMs 0: the bureau decides on the next read.
    expect(await (await quote(NEW)).json()).toMatchObject({
      applicationId: body.applicationId,
      eligibilityDecision: 'PASS',
    });
  });
});

describe('failures', () => {
  it('an outage is a 503: the step fails with a message to try again', async () => {
    const outage = await check(checkBody('Outage'));
    expect(outage.status).toBe(503);
    expect(await outage.json()).toMatchObject({ code: 'ELIGIBILITY_UNAVAILABLE', message: /try again/ });
  });

  it('three hostile bodies per call: 4xx, with the field named, nothing searched', async () => {
    const before = (await searches()).total;
    const account = await getCustomerDetails(t.db, CASH);
    const hostileChecks: unknown[] = [
      // Less than three years of addresses.
      checkBody('Hughes', { applicant: applicant('Hughes', { previousAddress: undefined }) }),
      // A 16-year-old, script in a name, another brand's trading title, an unknown field, a negative total.
      checkBody('Hughes', { applicant: applicant('Hughes', { dateOfBirth: '2010-01-01' }) }),
      checkBody('Hughes', { applicant: applicant('<img src=x onerror=alert(1)>') }),
      checkBody('Hughes', { tradingTitle: 'CGN' }),
      { ...checkBody('Hughes'), customerId: NEW },
      checkBody('Hughes', { cart: { numberOfItems: 1, totalCartAmount: -500 } }),
      // Month 13 and day 32: no date at all (an Invalid Date, which used to throw: a 500).
      checkBody('Hughes', { applicant: applicant('Hughes', { dateOfBirth: '1984-13-01' }) }),
      checkBody('Hughes', { applicant: applicant('Hughes', { dateOfBirth: '1984-01-32' }) }),
    ];
    const messages: string[] = [];
    for (const body of hostileChecks) {
      const response = await check(body);
      expect(response.status).toBe(400);
      messages.push((await response.json()).message);
    }
    expect(messages[0]).toMatch(/last 3 years/);
    expect(messages[1]).toMatch(/18 or over/);
    expect(messages[3]).toMatch(/tradingTitle/);
    const raw = await call(eligibilityCheck, 'POST', '/api/crediteligibility/eligibilityCheck', {
      rawBody: '{"applicant":',
    });
    expect(raw.status).toBe(400);
    const foreign = await call(eligibilityCheck, 'POST', '/api/crediteligibility/eligibilityCheck', {
      body: checkBody('Hughes'),
      headers: { origin: 'https://evil.example' },
    });
    expect(foreign.status).toBe(403);

    for (const body of [
      { id: '../../searches', brand: 'dal' },
      { id: 'bs_x', brand: 'cgn' },
      { id: ['bs_x'], brand: 'dal' },
    ]) {
      const response = await terms(body);
      expect(response.status).toBeGreaterThanOrEqual(400);
      expect(response.status).toBeLessThan(500);
    }
    const badQuery = await call(eligibilityQuote, 'GET', '/api/crediteligibility/eligibilityQuote?reference=other');
    // The quote is the signed-in customer's, whatever the query says (extra parameters are ignored).
    expect([200, 404]).toContain(badQuery.status);
    expect((await searches()).total).toBe(before);
    expect(await getCustomerDetails(t.db, CASH)).toEqual(account);
  });

  it('another customer’s quote is not found; a guest must sign in; a credit customer already has the account', async () => {
    const mine = await (await check(checkBody('Hughes'))).json();
    expect((await terms({ id: mine.applicationId, brand: 'dal' }, NEW)).status).toBe(404);
    const guest = await check(checkBody('Hughes'), null);
    expect(guest.status).toBe(401);
    expect((await quote(null)).status).toBe(401);
    const credit = await check(checkBody('Patel'), CREDIT);
    expect(credit.status).toBe(409);
    expect(await credit.json()).toMatchObject({ code: 'ALREADY_CREDIT_CUSTOMER' });
  });
});

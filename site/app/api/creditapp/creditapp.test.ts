// Contract tests of the credit application calls (spec §7 creditapp) on a real database, with the sandbox's credit
// bureau over HTTP: properties, the credit check (pass, decline, referral), the documents in HTML and PDF, and
// acceptance opening one account; three hostile bodies each change nothing; another customer's application is not
// found.

import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type FixtureOption, pickOptions } from '@shop/commerce/bag/fixture';
import { latestApplication } from '@shop/commerce/credit/application';
import { getCreditDetails } from '@shop/commerce/customers/credit-details';
import { demoCustomerId } from '@shop/commerce/seed/customers';
import type { SandboxServer } from '@shop/sandbox/server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { actAs, call, openRouteTestDb, type RouteTestDb } from '@/lib/bag/route-test-kit.ts';
import { readyDalBag, startPaymentSandbox } from '@/lib/checkout/payment-route-kit.ts';

vi.setConfig({ testTimeout: 30_000 });

const { POST: propertiestrading } = await import('./propertiestrading/route.ts');
const { POST: standardcreditcheck } = await import('./standardcreditcheck/route.ts');
const { PUT: creditacceptagreement } = await import('./creditacceptagreement/route.ts');
const { POST: pcciHtml } = await import('./document_pcci_html/route.ts');
const { POST: pcciPdf } = await import('./documentpccipdf/route.ts');
const { POST: explanationHtml } = await import('./documentagreementexplanationhtml/route.ts');
const { POST: explanationPdf } = await import('./documentagreementexplanationpdf/route.ts');
const { POST: agreementHtml } = await import('./documentagreementhtml/route.ts');
const { POST: agreementPdf } = await import('./documentagreementpdf/route.ts');
const { GET: getcart } = await import('./getcart/route.ts');

const CASH = demoCustomerId('dal', 'cash');
const NEW = demoCustomerId('dal', 'new');
const CREDIT = demoCustomerId('dal', 'credit');
let t: RouteTestDb;
let sandbox: SandboxServer;

beforeAll(async () => {
  const key = 'creditapp-test-bureau';
  let url: string;
  ({ sandbox, url } = await startPaymentSandbox(
    'creditapp',
    { bureau: { keys: [key], dir: mkdtempSync(path.join(tmpdir(), 'creditapp-bureau-')), pendingMs: 0 } },
    { gateway: false },
  ));
  process.env.BUREAU_URL = url;
  process.env.BUREAU_KEY = key;
  t = await openRouteTestDb();
}, 180_000);
afterAll(async () => {
  await t?.dispose();
  await sandbox?.close();
});

const as = (customerId: string | null) => {
  actAs(customerId);
};
const address = {
  houseNumberAndSuffix: '14',
  addressLine1: 'Rosemary Lane',
  town: 'Leeds',
  county: 'West Yorkshire',
  postcode: 'ls62ab',
};
const checkBody = (lastname = 'Hughes', extra: Record<string, unknown> = {}) => ({
  applicant: { title: 'Mrs', firstname: 'Amelia', lastname, dateofbirth: '1984-03-12', mobilePhone: '07700 900101' },
  currentAddress: address,
  timeAtCurrentAddress: { years: 4, months: 3 },
  cart: { numberOfItems: 2, totalCartAmount: 79.5 },
  ...extra,
});
const check = (body: unknown) => call(standardcreditcheck, 'POST', '/api/creditapp/standardcreditcheck', { body });
const accept = (body: unknown) => call(creditacceptagreement, 'PUT', '/api/creditapp/creditacceptagreement', { body });
const acceptBody = (preference: 1 | 2 | 3, periodInterestRate = 2.8375) => ({
  periodInterestRate,
  creditCheckStatus: 'PASS',
  hasOptedForAutomaticCreditIncreases: preference === 2,
  creditLimitIncreasePreference: preference,
});

describe('POST /api/creditapp/propertiestrading', () => {
  it('answers the trading title’s product; another title is 400; a guest 401', async () => {
    as(CASH);
    const response = await call(propertiestrading, 'POST', '/api/creditapp/propertiestrading', {
      body: { tradingTitle: 'DAL' },
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      website: { titleRegistrationName: 'Dalby Pay', apr: 39.9, isPcciForceScrollEnabled: true },
      tradingTitle: { accountMinimumPaymentPercent: 5 },
    });
    const other = await call(propertiestrading, 'POST', '/api/creditapp/propertiestrading', {
      body: { tradingTitle: 'CGN' },
    });
    expect(other.status).toBe(400);
    as(null);
    const guest = await call(propertiestrading, 'POST', '/api/creditapp/propertiestrading', {
      body: { tradingTitle: 'DAL' },
    });
    expect(guest.status).toBe(401);
  });
});

describe('the application of a cash customer', () => {
  let creditLimit: number;

  it('three hostile credit-check bodies are 400 and record nothing', async () => {
    as(CASH);
    const hostile = [
      checkBody('<script>alert(1)</script>'),
      checkBody('Hughes', {
        timeAtCurrentAddress: { years: 1e9, months: -1 },
        currentAddress: { ...address, postcode: "'; DROP TABLE" },
      }),
      { ...checkBody(), applicant: { ...checkBody().applicant, dateofbirth: '1984-02-31' }, isAdmin: true },
    ];
    for (const body of hostile) {
      const response = await check(body);
      expect(response.status).toBe(400);
      expect((await response.json()).code).toBe('VALIDATION_ERROR');
    }
    const raw = await call(standardcreditcheck, 'POST', '/api/creditapp/standardcreditcheck', {
      rawBody: '{"applicant":',
    });
    expect(raw.status).toBe(400);
    expect(await latestApplication(t.db, CASH, 'dal')).toBeNull();
  });

  it('details the credit bureau cannot take are the shop’s own 400 naming the field, and nobody is asked', async () => {
    as(CASH);
    const searches = async () =>
      (
        (await await fetch(`${process.env.BUREAU_URL}/bureau/v1/searches?reference=${CASH}`, {
          headers: { 'x-bureau-key': process.env.BUREAU_KEY ?? '' },
        }).then((r) => r.json())) as { total: number }
      ).total;
    const before = await searches();
    const cases: [Record<string, unknown>, RegExp][] = [
      [checkBody('Hughes', { currentAddress: { ...address, houseNumberAndSuffix: '12-14' } }), /houseNumberAndSuffix/],
      [checkBody('Hughes', { currentAddress: { ...address, flatNumber: 'Flat 2, Block C' } }), /flatNumber/],
      [
        checkBody('Hughes', { currentAddress: { ...address, addressLine1: `${'Long '.repeat(13)}Road` } }),
        /addressLine1/,
      ],
      [
        checkBody('Hughes', {
          currentAddress: {
            ...address,
            addressLine2: 'Eastfield Industrial Estate West',
            addressLine3: 'Upper Harbour Quay North Side',
          },
        }),
        /addressLine2/,
      ],
      [checkBody(`Hughes-${'Worthington'.repeat(4)}`), /lastname/],
      // Born in 1900: not an applicant's date of birth (the bureau would say "must be 18 or over").
      [{ ...checkBody(), applicant: { ...checkBody().applicant, dateofbirth: '1900-01-01' } }, /dateofbirth/],
      // Money is pounds and pence: a third decimal is not an amount (it was silently rounded).
      [checkBody('Hughes', { cart: { numberOfItems: 2, totalCartAmount: 79.505 } }), /totalCartAmount/],
    ];
    for (const [body, field] of cases) {
      const response = await check(body);
      expect(response.status).toBe(400);
      const answer = await response.json();
      expect(answer.code).toBe('VALIDATION_ERROR');
      expect(answer.message).toMatch(field);
    }
    expect(await searches()).toBe(before);
    expect(await latestApplication(t.db, CASH, 'dal')).toBeNull();
  });

  it('under three years at the address without the previous one is refused with the reason', async () => {
    as(CASH);
    const response = await check(checkBody('Hughes', { timeAtCurrentAddress: { years: 2, months: 11 } }));
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      code: 'ADDRESS_HISTORY_SHORT',
      message: 'Please tell us where you have lived for the last three years.',
    });
  });

  it('passes the credit check with an offer', async () => {
    as(CASH);
    const response = await check(
      checkBody('Hughes', {
        timeAtCurrentAddress: { years: 1, months: 0 },
        previousAddress: {
          ...address,
          houseNumberAndSuffix: '7',
          addressLine1: 'Harbour View',
          town: 'Bristol',
          postcode: 'BS1 4RW',
        },
        timeAtPrevAddress: { years: 2, months: 0 },
      }),
    );
    expect(response.status).toBe(200);
    const { creditCheck } = await response.json();
    expect(creditCheck).toMatchObject({
      decision: 'APPROVED',
      creditCheckStatus: 'PASS',
      customerAccountId: CASH,
      periodInterestRate: 2.8375,
      variableApr: 39.9,
    });
    creditLimit = creditCheck.creditLimit;
    expect(creditLimit).toBeGreaterThan(0);
  });

  it('cannot accept before reading the documents', async () => {
    as(CASH);
    const response = await accept(acceptBody(1));
    expect(response.status).toBe(409);
    expect((await response.json()).code).toBe('DOCUMENTS_NOT_SHOWN');
    expect(await getCreditDetails(t.db, CASH)).toBeNull();
  });

  it('the documents in HTML and PDF; hostile document bodies and another customer get nothing', async () => {
    as(CASH);
    const pcci = await call(pcciHtml, 'POST', '/api/creditapp/document_pcci_html', { body: { credit: creditLimit } });
    expect(pcci.status).toBe(200);
    const pcciJson = await pcci.json();
    expect(pcciJson).toMatchObject({ documentType: 'pcci', version: 'PCCI-2026.11-2' });
    expect(pcciJson.html).toContain('assume a credit limit of £1,200');
    const explanation = await call(explanationHtml, 'POST', '/api/creditapp/documentagreementexplanationhtml', {
      body: { tradingTitle: 'DAL' },
    });
    expect(explanation.status).toBe(200);
    const agreement = await call(agreementHtml, 'POST', '/api/creditapp/documentagreementhtml', {
      body: { credit: creditLimit },
    });
    const agreementJson = await agreement.json();
    expect(agreementJson.html).toContain('<h2>Credit Agreement regulated by the Consumer Credit Act 1974</h2>');
    expect(agreementJson.html).toContain('Mrs Amelia Hughes, 14 Rosemary Lane, Leeds, West Yorkshire, LS6 2AB');

    for (const [handler, route, body] of [
      [pcciPdf, '/api/creditapp/documentpccipdf', { credit: creditLimit }],
      [explanationPdf, '/api/creditapp/documentagreementexplanationpdf', { tradingTitle: 'DAL' }],
      [
        agreementPdf,
        '/api/creditapp/documentagreementpdf',
        {
          credit: creditLimit,
          customerName: 'Amelia Hughes',
          customerAddress: '14 Rosemary Lane',
          tradingTitle: 'DAL',
        },
      ],
    ] as const) {
      const pdf = await call(handler, 'POST', route, { body });
      expect(pdf.status, route).toBe(200);
      expect(pdf.headers.get('content-type')).toBe('application/pdf');
      expect(
        Buffer.from(await pdf.arrayBuffer())
          .subarray(0, 5)
          .toString(),
      ).toBe('%PDF-');
    }

    const hostile: [typeof pcciHtml, string, unknown, number][] = [
      [pcciHtml, '/api/creditapp/document_pcci_html', { credit: -1 }, 400],
      [explanationHtml, '/api/creditapp/documentagreementexplanationhtml', { tradingTitle: 'CGN' }, 400],
      [
        agreementPdf,
        '/api/creditapp/documentagreementpdf',
        { credit: creditLimit, customerName: 'x'.repeat(500) },
        400,
      ],
      [agreementHtml, '/api/creditapp/documentagreementhtml', { credit: creditLimit + 100 }, 409],
    ];
    for (const [handler, route, body, status] of hostile) {
      expect((await call(handler, 'POST', route, { body })).status, route).toBe(status);
    }
    as(NEW);
    const stranger = await call(agreementHtml, 'POST', '/api/creditapp/documentagreementhtml', { body: {} });
    expect(stranger.status).toBe(404);
    expect((await stranger.json()).code).toBe('APPLICATION_NOT_FOUND');
    expect((await accept(acceptBody(1))).status).toBe(404);
  });

  it('three hostile acceptances are 400 and open nothing; a changed offer is 409', async () => {
    as(CASH);
    for (const body of [
      { ...acceptBody(1), hasOptedForAutomaticCreditIncreases: true },
      { ...acceptBody(1), creditLimitIncreasePreference: 4 },
      { ...acceptBody(1), creditCheckStatus: 'FAIL' },
    ]) {
      expect((await accept(body)).status).toBe(400);
    }
    const changed = await accept(acceptBody(1, 1.25));
    expect(changed.status).toBe(409);
    expect((await changed.json()).code).toBe('OFFER_CHANGED');
    expect(await getCreditDetails(t.db, CASH)).toBeNull();
  });

  it('accepted three times at once: one account with the limit and preference, the same answer each time', async () => {
    as(CASH);
    const responses = await Promise.all([accept(acceptBody(3)), accept(acceptBody(3)), accept(acceptBody(3))]);
    const answers = await Promise.all(responses.map((r) => r.json()));
    expect(responses.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(new Set(answers.map((a) => a.accountNumber)).size).toBe(1);
    expect(answers[0]).toMatchObject({
      creditAccount: true,
      creditLimit,
      availableCredit: creditLimit,
      cli: { prefType: 3 },
      acceptedDocuments: [
        { kind: 'pcci', version: 'PCCI-2026.11-2', format: 'pdf' },
        { kind: 'explanation', version: 'EXPLANATION-2026.11-1', format: 'pdf' },
        { kind: 'agreement', version: 'AGREEMENT-2026.11-2', format: 'pdf' },
      ],
    });
    const details = await getCreditDetails(t.db, CASH);
    expect(details?.agreementDetails).toMatchObject({ creditLimit, availableToSpend: creditLimit, balance: 0 });
    // A credit customer does not apply again.
    expect((await check(checkBody())).status).toBe(409);
  });
});

describe('declined and referred applicants', () => {
  it('see the decision, get no documents and cannot accept', async () => {
    as(NEW);
    for (const [lastname, decision, code] of [
      ['Declinetwo', 'DECLINED', 'Decline2'],
      ['Referral', 'REFERRED', 'Refer1'],
    ] as const) {
      const response = await check(checkBody(lastname));
      expect(response.status).toBe(200);
      const { creditCheck } = await response.json();
      expect(creditCheck).toMatchObject({ decision, declineCode: code, creditLimit: null });
      // The bureau's decline names the credit reference agency the decision rests on (CCA 1974 s.157(A1)).
      expect(creditCheck.creditReferenceAgency).toEqual(
        code === 'Decline2'
          ? {
              name: 'Meridian Credit Reference Services Ltd',
              address: 'PO Box 4120, Castle Boulevard, Nottingham NG7 1FT',
              telephone: '0115 496 0732',
              website: 'https://www.meridian-credit.example/your-credit-file',
            }
          : null,
      );
      expect(
        (await call(pcciHtml, 'POST', '/api/creditapp/document_pcci_html', { body: { credit: 50_000 } })).status,
      ).toBe(404);
    }
    expect(await getCreditDetails(t.db, NEW)).toBeNull();
  });

  it('an existing credit customer is told they have an account', async () => {
    as(CREDIT);
    const response = await check(checkBody('Patel'));
    expect(response.status).toBe(409);
    expect((await response.json()).code).toBe('ALREADY_CREDIT_CUSTOMER');
  });
});

describe('GET /api/creditapp/getcart', () => {
  it('answers the applicant’s own bag as cartInfo; another customer’s bag is not theirs; no bag is 404', async () => {
    as(NEW);
    const [option] = (await pickOptions(t.db, 'dal', 1)) as [FixtureOption];
    const { cartId } = await readyDalBag(option);
    const response = await call(getcart, 'GET', '/api/creditapp/getcart', { cookie: `cartId=${cartId}` });
    expect(response.status).toBe(200);
    const { cartInfo } = await response.json();
    // The cart id is sealed afresh in each answer (spec §9 cart id encryption).
    expect(cartInfo).toMatchObject({ customerId: NEW, tradingTitleId: 'DAL', channel: 'new-headless-web' });
    expect(cartInfo.cartId).toEqual(expect.any(String));
    expect(cartInfo.orderValue).toBeGreaterThan(0);
    expect(cartInfo.cartEntries).toEqual([
      {
        quantity: 1,
        unitPrice: expect.any(Number),
        productNo: option.productNumber,
        ProductOptionNo: option.optionNumber,
      },
    ]);
    as(CASH);
    const stranger = await call(getcart, 'GET', '/api/creditapp/getcart', { cookie: `cartId=${cartId}` });
    // Another customer's bag is not found (spec: another customer's data is a 404, never a hint that it exists).
    expect(stranger.status).toBe(404);
    expect(JSON.stringify(await stranger.json())).not.toContain(option.productNumber);
    expect((await call(getcart, 'GET', '/api/creditapp/getcart')).status).toBe(404);
    as(null);
    expect((await call(getcart, 'GET', '/api/creditapp/getcart', { cookie: `cartId=${cartId}` })).status).toBe(401);
  });
});

describe('origin check', () => {
  it('a write from another site is refused', async () => {
    as(CASH);
    const response = await call(standardcreditcheck, 'POST', '/api/creditapp/standardcreditcheck', {
      body: checkBody(),
      headers: { origin: 'https://evil.example' },
    });
    expect(response.status).toBe(403);
  });
});

// The credit application against the sandbox's credit bureau over HTTP: a pass, a decline and a referral; the
// documents shown are recorded; acceptance needs the documents and the offer the customer saw and opens one account
// however often it is sent at once. Runs on PGlite and, with TEST_DATABASE_URL, on PostgreSQL.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { getBrand } from '@shop/brands/brands';
import { silentLogger } from '@shop/sandbox/log';
import { createSandboxServer, type SandboxServer } from '@shop/sandbox/server';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { creditBureauFromEnv } from '../bureau/config.ts';
import { creditApplications } from '../db/schema-credit-applications.ts';
import { creditAccounts, customers } from '../db/schema-customers.ts';
import { demoCustomerId, seedCustomers } from '../seed/customers.ts';
import { createTestDb, type TestDb } from '../testing/test-db.ts';
import {
  acceptAgreement,
  type CreditCheckAnswer,
  type CreditCheckInput,
  creditProperties,
  runCreditCheck,
  showDocument,
} from './application.ts';
import { creditDocumentKinds } from './documents/model.ts';

const KEY = 'application-test-key';
const TODAY = '2026-11-26';
let dir: string;
let sandbox: SandboxServer;
let test: TestDb;
let bureau: ReturnType<typeof creditBureauFromEnv>;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'credit-application-'));
  sandbox = createSandboxServer({
    port: 0,
    logger: silentLogger,
    mail: { dir: path.join(dir, 'mail') },
    bureau: { keys: [KEY], dir: path.join(dir, 'bureau'), pendingMs: 0 },
  });
  bureau = creditBureauFromEnv({ BUREAU_URL: (await sandbox.listen()).url, BUREAU_KEY: KEY });
  test = await createTestDb();
  await seedCustomers(test.db);
}, 60_000);

afterAll(async () => {
  await test?.dispose();
  await sandbox?.close();
  await rm(dir, { recursive: true, force: true });
});

const dal = getBrand('dal');
const address = (years: number, months: number, postcode = 'LS6 2AB') => ({
  flatNumber: '',
  houseNumber: '14',
  houseName: '',
  addressLine1: 'Rosemary Lane',
  addressLine2: '',
  town: 'Leeds',
  county: 'West Yorkshire',
  postcode,
  years,
  months,
});
const checkInput = (
  customerId: string,
  lastName = 'Hughes',
  extra: Partial<CreditCheckInput> = {},
): CreditCheckInput => ({
  customerId,
  brand: dal,
  applicant: { title: 'Mrs', firstName: 'Amelia', lastName, dateOfBirth: '1984-03-12', mobilePhone: '07700900101' },
  currentAddress: address(5, 2),
  today: TODAY,
  ...extra,
});
const approved = async (customerId: string) => {
  const answer = await runCreditCheck(test.db, bureau, checkInput(customerId));
  expect(answer).toMatchObject({ ok: true, decision: 'APPROVED', creditCheckStatus: 'PASS' });
  return answer as CreditCheckAnswer;
};
const showAll = async (customerId: string) => {
  for (const kind of creditDocumentKinds) {
    expect(await showDocument(test.db, { customerId, brand: dal, kind, format: 'html', today: TODAY })).toMatchObject({
      ok: true,
    });
  }
};
const accounts = (customerId: string) =>
  test.db.select().from(creditAccounts).where(eq(creditAccounts.customerId, customerId));

describe('credit application', () => {
  it('properties: the trading title’s APR, rate, minimum payment and fee, with force-scroll on', () => {
    expect(creditProperties(dal)).toMatchObject({
      website: { titleRegistrationName: 'Dalby Pay', apr: 39.9, isPcciEnabled: true, isPcciForceScrollEnabled: true },
      tradingTitle: { accountMinimumPayment: 500, accountMinimumPaymentPercent: 5, accountAdminFee: 1_200 },
    });
  });

  it('a cash customer passes, reads the documents, accepts and is a credit customer with one account', async () => {
    const customerId = demoCustomerId('dal', 'cash');
    const check = await approved(customerId);
    expect(check.creditLimit).toBeGreaterThan(0);
    expect(check.periodInterestRate).toBe(2.8375);
    expect(check.creditReferenceAgency).toBeNull();

    // Not before every document has been shown.
    const early = await acceptAgreement(test.db, {
      customerId,
      brand: dal,
      periodInterestRate: 2.8375,
      creditCheckStatus: 'PASS',
      cliPreference: 1,
      today: TODAY,
    });
    expect(early).toMatchObject({ ok: false, code: 'DOCUMENTS_NOT_SHOWN' });
    expect(await accounts(customerId)).toEqual([]);

    await showAll(customerId);
    const changed = await acceptAgreement(test.db, {
      customerId,
      brand: dal,
      periodInterestRate: 1.5,
      creditCheckStatus: 'PASS',
      cliPreference: 1,
      today: TODAY,
    });
    expect(changed).toMatchObject({ ok: false, code: 'OFFER_CHANGED' });

    const accept = () =>
      acceptAgreement(test.db, {
        customerId,
        brand: dal,
        periodInterestRate: 2.8375,
        creditCheckStatus: 'PASS',
        cliPreference: 2,
        today: TODAY,
      });
    // Accepted five times at once: one account, every answer naming it.
    const answers = await Promise.all(Array.from({ length: 5 }, accept));
    const numbers = new Set(answers.map((a) => (a.ok ? a.accountNumber : a.code)));
    expect(numbers.size).toBe(1);
    expect([...numbers][0]).toMatch(/^DAL\d{8}$/);
    const [account, ...more] = await accounts(customerId);
    expect(more).toEqual([]);
    expect(account).toMatchObject({
      accountNumber: [...numbers][0],
      creditLimitPence: check.creditLimit,
      balancePence: 0,
      aprBasisPoints: 3_990,
      cliPrefType: 2,
    });
    const [application] = await test.db
      .select()
      .from(creditApplications)
      .where(eq(creditApplications.customerId, customerId));
    expect(application?.state).toBe('ACCEPTED');
    expect(application?.acceptedDocuments?.map((d) => [d.kind, d.version, d.format])).toEqual([
      ['pcci', 'PCCI-2026.11-2', 'html'],
      ['explanation', 'EXPLANATION-2026.11-1', 'html'],
      ['agreement', 'AGREEMENT-2026.11-2', 'html'],
    ]);
    expect(application?.acceptedDocuments?.every((d) => /^[0-9a-f]{64}$/.test(d.digest))).toBe(true);
    // Now a credit customer: no second application.
    expect(await runCreditCheck(test.db, bureau, checkInput(customerId))).toMatchObject({
      ok: false,
      code: 'ALREADY_CREDIT_CUSTOMER',
    });
  });

  it('a declined and a referred applicant get no documents and no account', async () => {
    for (const [brandCode, lastName, decision, code] of [
      ['cgn', 'Declineone', 'DECLINED', 'Decline1'],
      ['fw', 'Declinetwo', 'DECLINED', 'Decline2'],
      ['jdw', 'Fraudcheck', 'DECLINED', 'Decline3'],
      ['awl', 'Referral', 'REFERRED', 'Refer1'],
    ] as const) {
      const brand = getBrand(brandCode);
      const customerId = demoCustomerId(brandCode, 'new');
      const answer = await runCreditCheck(test.db, bureau, { ...checkInput(customerId, lastName), brand });
      expect(answer).toMatchObject({ ok: true, decision, declineCode: code, creditLimit: null });
      // Declined on the agency's search: the agency is named (CCA 1974 s.157(A1)); the fraud check's decline and a
      // referral name none.
      expect(answer).toMatchObject({
        creditReferenceAgency:
          code === 'Decline1' || code === 'Decline2'
            ? {
                name: 'Meridian Credit Reference Services Ltd',
                address: 'PO Box 4120, Castle Boulevard, Nottingham NG7 1FT',
                telephone: '0115 496 0732',
                website: 'https://www.meridian-credit.example/your-credit-file',
              }
            : null,
      });
      expect(
        await showDocument(test.db, { customerId, brand, kind: 'agreement', format: 'pdf', today: TODAY }),
      ).toMatchObject({ ok: false, code: 'APPLICATION_NOT_FOUND' });
      expect(
        await acceptAgreement(test.db, {
          customerId,
          brand,
          periodInterestRate: 2.8375,
          creditCheckStatus: 'FAIL',
          cliPreference: 3,
          today: TODAY,
        }),
      ).toMatchObject({ ok: false, code: 'APPLICATION_NOT_FOUND' });
      expect(await accounts(customerId)).toEqual([]);
    }
  });

  it('the documents state the rates the bureau offered this applicant and the brand’s own lender', async () => {
    // A thin file (the sandbox's Assumed) is offered Ashwell Pay's 34.9 % APR plus 5 points: 39.9 %, 2.8375 % a month,
    // the bureau's own figures (not the brand's representative rate). The creditor named is the brand's lender.
    for (const [code, lastName, apr, monthly, annual] of [
      ['awl', 'Assumed', '39.9% APR', '2.8375% a month', '34.05% a year'],
      ['cgn', 'Hughes', '39.9% APR', '2.8375% a month', '34.05% a year'],
    ] as const) {
      const brand = getBrand(code);
      const customerId = demoCustomerId(code, 'cash');
      const check = await runCreditCheck(test.db, bureau, { ...checkInput(customerId, lastName), brand });
      expect(check).toMatchObject({ ok: true, decision: 'APPROVED' });
      const { periodInterestRate, annualInterestRate, variableApr } = check as CreditCheckAnswer;
      const shown = await showDocument(test.db, { customerId, brand, kind: 'agreement', format: 'html', today: TODAY });
      if (!shown.ok) throw new Error(shown.code);
      expect(shown.document.figures).toMatchObject({
        apr: `${variableApr?.toFixed(1)}% APR (variable)`,
        monthlyRate: `${periodInterestRate?.toFixed(4)}% a month`,
        annualRate: `${annualInterestRate?.toFixed(2)}% a year (variable)`,
      });
      expect(shown.document.figures.apr).toContain(apr);
      expect(shown.document.figures.monthlyRate).toBe(monthly);
      expect(shown.document.figures.annualRate).toContain(annual);
      const rows = shown.document.sections[0]?.blocks[0];
      expect(rows).toMatchObject({
        type: 'rows',
        rows: expect.arrayContaining([
          ['Creditor', `${brand.lender.legalName}, trading as ${brand.creditBrandName}`],
          ['Creditor’s registered office', brand.lender.registeredAddress],
        ]),
      });
    }
  });

  it('an offer whose rates are not those the APR would give is printed as offered', async () => {
    const customerId = demoCustomerId('dal', 'new');
    // A bureau offering 39.9 % APR at 2.5 % a month (30 % a year), say a promotional rate.
    const offering: typeof bureau = {
      ...bureau,
      creditCheck: async (request) => ({
        ...(await bureau.creditCheck(request)),
        periodInterestRate: 2.5,
        annualInterestRate: 30,
      }),
    };
    const check = await runCreditCheck(test.db, offering, checkInput(customerId, 'Hughes'));
    expect(check).toMatchObject({ ok: true, periodInterestRate: 2.5, annualInterestRate: 30, variableApr: 39.9 });
    const shown = await showDocument(test.db, { customerId, brand: dal, kind: 'pcci', format: 'pdf', today: TODAY });
    if (!shown.ok) throw new Error(shown.code);
    expect(shown.document.figures).toMatchObject({
      apr: '39.9% APR (variable)',
      monthlyRate: '2.5000% a month',
      annualRate: '30.00% a year (variable)',
    });
  });

  it('under three years at the address needs the previous one, covering three years together', async () => {
    const customerId = demoCustomerId('fw', 'cash');
    const brand = getBrand('fw');
    const short = { ...checkInput(customerId), brand, currentAddress: address(1, 6) };
    expect(await runCreditCheck(test.db, bureau, short)).toMatchObject({ ok: false, code: 'ADDRESS_HISTORY_SHORT' });
    expect(
      await runCreditCheck(test.db, bureau, { ...short, previousAddress: address(1, 5, 'BS1 4RW') }),
    ).toMatchObject({ ok: false, code: 'ADDRESS_HISTORY_SHORT' });
    const answer = await runCreditCheck(test.db, bureau, { ...short, previousAddress: address(1, 6, 'BS1 4RW') });
    expect(answer).toMatchObject({ ok: true, decision: 'APPROVED' });
    const [row] = await test.db.select().from(creditApplications).where(eq(creditApplications.customerId, customerId));
    expect(row?.addresses.map((a) => a.postcode)).toEqual(['LS6 2AB', 'BS1 4RW']);
    expect(
      await runCreditCheck(test.db, bureau, {
        ...checkInput(customerId),
        brand,
        applicant: { ...checkInput(customerId).applicant, dateOfBirth: '2010-01-01' },
      }),
    ).toMatchObject({ ok: false, code: 'UNDER_18' });
  });

  it('another customer’s application is not found, and a customer of another brand cannot apply here', async () => {
    const owner = demoCustomerId('ihm', 'cash');
    const brand = getBrand('ihm');
    await runCreditCheck(test.db, bureau, { ...checkInput(owner), brand });
    const stranger = demoCustomerId('ihm', 'new');
    expect(
      await showDocument(test.db, { customerId: stranger, brand, kind: 'pcci', format: 'html', today: TODAY }),
    ).toMatchObject({ ok: false, code: 'APPLICATION_NOT_FOUND' });
    expect(
      await acceptAgreement(test.db, {
        customerId: stranger,
        brand,
        periodInterestRate: 2.8375,
        creditCheckStatus: 'PASS',
        cliPreference: 1,
        today: TODAY,
      }),
    ).toMatchObject({ ok: false, code: 'APPLICATION_NOT_FOUND' });
    expect(await runCreditCheck(test.db, bureau, { ...checkInput(owner), brand: dal })).toMatchObject({
      ok: false,
      code: 'CUSTOMER_NOT_FOUND',
    });
  });

  it('a repeated check is the same bureau search; a wrong credit limit on a document is an out-of-date page', async () => {
    const customerId = demoCustomerId('fsp', 'cash');
    const brand = getBrand('fsp');
    const first = (await runCreditCheck(test.db, bureau, { ...checkInput(customerId), brand })) as CreditCheckAnswer;
    const again = (await runCreditCheck(test.db, bureau, { ...checkInput(customerId), brand })) as CreditCheckAnswer;
    expect(again.applicationId).toBe(first.applicationId);
    // Another day is a fresh creditworthiness assessment (CONC 5.2A): a new search and a new application.
    const tomorrow = (await runCreditCheck(test.db, bureau, {
      ...checkInput(customerId),
      brand,
      today: '2026-11-27',
    })) as CreditCheckAnswer;
    expect(tomorrow).toMatchObject({ ok: true, decision: 'APPROVED' });
    expect(tomorrow.applicationId).not.toBe(first.applicationId);
    const rows = await test.db.select().from(creditApplications).where(eq(creditApplications.customerId, customerId));
    expect(new Set(rows.map((row) => row.bureauSearchId)).size).toBe(2);
    expect(
      await showDocument(test.db, {
        customerId,
        brand,
        kind: 'agreement',
        format: 'html',
        today: TODAY,
        creditLimitPence: (first.creditLimit ?? 0) + 100,
      }),
    ).toMatchObject({ ok: false, code: 'OFFER_CHANGED' });
  });

  it('accepted just after midnight in summer: the agreement kept is dated that London day, as the one signed', async () => {
    const customerId = demoCustomerId('ccl', 'cash');
    const brand = getBrand('ccl');
    // 00:30 BST on 2 July 2026 is still 1 July in UTC.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-07-01T23:30:00Z') });
    try {
      const today = '2026-07-02';
      const check = (await runCreditCheck(test.db, bureau, {
        ...checkInput(customerId),
        brand,
        today,
      })) as CreditCheckAnswer;
      for (const kind of creditDocumentKinds) {
        expect(await showDocument(test.db, { customerId, brand, kind, format: 'pdf', today })).toMatchObject({
          ok: true,
        });
      }
      const accepted = await acceptAgreement(test.db, {
        customerId,
        brand,
        periodInterestRate: check.periodInterestRate ?? 0,
        creditCheckStatus: 'PASS',
        cliPreference: 1,
        today,
      });
      if (!accepted.ok) throw new Error(accepted.code);
      // Read again later (the customer's copy): the same agreement, word for word.
      const copy = await showDocument(test.db, {
        customerId,
        brand,
        kind: 'agreement',
        format: 'pdf',
        today: '2026-07-09',
      });
      if (!copy.ok) throw new Error(copy.code);
      expect(JSON.stringify(copy.document.sections)).toContain('2 July 2026');
      expect(copy.digest).toBe(accepted.acceptedDocuments.find((d) => d.kind === 'agreement')?.digest);
    } finally {
      vi.useRealTimers();
    }
  });

  it('the same check sent three times at once is one application', async () => {
    const customerId = demoCustomerId('pma', 'new');
    const brand = getBrand('pma');
    const answers = (await Promise.all(
      Array.from({ length: 3 }, () => runCreditCheck(test.db, bureau, { ...checkInput(customerId), brand })),
    )) as CreditCheckAnswer[];
    expect(new Set(answers.map((answer) => answer.applicationId)).size).toBe(1);
    const rows = await test.db.select().from(creditApplications).where(eq(creditApplications.customerId, customerId));
    expect(rows).toHaveLength(1);
  });

  it('after the bureau could not complete a search (ERROR), trying again is a new search, not the error read back', async () => {
    const customerId = demoCustomerId('ccl', 'new');
    const brand = getBrand('ccl');
    const first = (await runCreditCheck(test.db, bureau, {
      ...checkInput(customerId, 'Bureauerror'),
      brand,
    })) as CreditCheckAnswer;
    expect(first).toMatchObject({ ok: true, decision: 'UNDECIDED', creditCheckStatus: 'ERROR' });
    const again = (await runCreditCheck(test.db, bureau, {
      ...checkInput(customerId, 'Bureauerror'),
      brand,
    })) as CreditCheckAnswer;
    expect(again).toMatchObject({ ok: true, decision: 'UNDECIDED', creditCheckStatus: 'ERROR' });
    const rows = await test.db.select().from(creditApplications).where(eq(creditApplications.customerId, customerId));
    expect(new Set(rows.map((row) => row.bureauSearchId)).size).toBe(2);
    expect(again.applicationId).not.toBe(first.applicationId);
  });

  it('the application answered last is the one the documents and acceptance act on, even a repeated earlier one', async () => {
    const customerId = demoCustomerId('jdw', 'cash');
    const brand = getBrand('jdw');
    const first = (await runCreditCheck(test.db, bureau, { ...checkInput(customerId), brand })) as CreditCheckAnswer;
    expect(first).toMatchObject({ decision: 'APPROVED' });
    expect(await runCreditCheck(test.db, bureau, { ...checkInput(customerId, 'Declinetwo'), brand })).toMatchObject({
      decision: 'DECLINED',
    });
    // The first details again (the same search, read back): approved, and that offer's documents are shown.
    const again = (await runCreditCheck(test.db, bureau, { ...checkInput(customerId), brand })) as CreditCheckAnswer;
    expect(again).toMatchObject({ decision: 'APPROVED', applicationId: first.applicationId });
    expect(
      await showDocument(test.db, { customerId, brand, kind: 'pcci', format: 'html', today: TODAY }),
    ).toMatchObject({ ok: true });
  });

  it('a bureau outage is a clear failure that records nothing', async () => {
    const customerId = demoCustomerId('pma', 'cash');
    const answer = await runCreditCheck(test.db, bureau, {
      ...checkInput(customerId, 'Outage'),
      brand: getBrand('pma'),
    });
    expect(answer).toMatchObject({ ok: false, code: 'CREDIT_CHECK_UNAVAILABLE' });
    const rows = await test.db.select().from(creditApplications).where(eq(creditApplications.customerId, customerId));
    expect(rows).toEqual([]);
    const [customer] = await test.db.select().from(customers).where(eq(customers.id, customerId));
    expect(customer?.lastName).toBe('Hughes');
  });
});

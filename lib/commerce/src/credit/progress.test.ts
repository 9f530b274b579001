// An application under way, resumed from the server: the step reached and the answers are kept by customer and
// brand; cancelling, a decline, a referral and acceptance end it; the documents step comes back with its approved
// application's offer, or as the credit check when that offer is gone; another customer's is never theirs; stale ones
// are dropped. Against the sandbox's credit bureau over HTTP; on PGlite and, with TEST_DATABASE_URL, on PostgreSQL.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { getBrand } from '@shop/brands/brands';
import { silentLogger } from '@shop/sandbox/log';
import { createSandboxServer, type SandboxServer } from '@shop/sandbox/server';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditBureauFromEnv } from '../bureau/config.ts';
import { type ApplicationAnswers, creditApplicationProgress } from '../db/schema-credit-applications.ts';
import { demoCustomerId, seedCustomers } from '../seed/customers.ts';
import { createTestDb, type TestDb } from '../testing/test-db.ts';
import { acceptAgreement, type CreditCheckInput, runCreditCheck, showDocument } from './application.ts';
import { creditDocumentKinds } from './documents/model.ts';
import { endProgress, PROGRESS_KEPT_DAYS, readProgress, saveProgress, sweepStaleProgress } from './progress.ts';

const KEY = 'progress-test-key';
const TODAY = '2026-11-26';
const CASH = demoCustomerId('dal', 'cash');
const NEW = demoCustomerId('dal', 'new');
const CREDIT = demoCustomerId('dal', 'credit');
let dir: string;
let sandbox: SandboxServer;
let test: TestDb;
let bureau: ReturnType<typeof creditBureauFromEnv>;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'credit-progress-'));
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
const address = {
  flatNumber: '',
  houseNumberAndSuffix: '14',
  houseName: '',
  addressLine1: 'Rosemary Lane',
  addressLine2: '',
  town: 'Leeds',
  county: 'West Yorkshire',
  postcode: 'LS6 2AB',
};
const answers = (lastname: string): ApplicationAnswers => ({
  applicant: { title: 'Mrs', firstname: 'Amelia', lastname, dateofbirth: '1984-03-12', mobilePhone: '07700900101' },
  addresses: { current: address, timeAtCurrent: { years: 5, months: 2 }, previous: null, timeAtPrevious: null },
});
const checkInput = (customerId: string, lastName: string): CreditCheckInput => ({
  customerId,
  brand: dal,
  applicant: { title: 'Mrs', firstName: 'Amelia', lastName, dateOfBirth: '1984-03-12', mobilePhone: '07700900101' },
  currentAddress: {
    flatNumber: '',
    houseNumber: '14',
    houseName: '',
    addressLine1: 'Rosemary Lane',
    addressLine2: '',
    town: 'Leeds',
    county: 'West Yorkshire',
    postcode: 'LS6 2AB',
    years: 5,
    months: 2,
  },
  today: TODAY,
});
const save = (customerId: string, step: Parameters<typeof saveProgress>[1]['step'], lastname = 'Hughes') =>
  saveProgress(test.db, { customerId, brandCode: 'dal', step, answers: answers(lastname) });

describe('an application under way', () => {
  it('resumes at the step reached with the answers; another customer and another brand see none', async () => {
    expect(await readProgress(test.db, CASH, 'dal')).toBeNull();
    expect(await save(CASH, 'details')).toEqual({ ok: true, step: 'details' });
    expect(await save(CASH, 'address', 'Hughes-Smith')).toEqual({ ok: true, step: 'address' });
    const back = await readProgress(test.db, CASH, 'dal');
    expect(back).toMatchObject({ step: 'address', answers: answers('Hughes-Smith'), check: null });
    expect(await readProgress(test.db, NEW, 'dal')).toBeNull();
    expect(await readProgress(test.db, CASH, 'cgn')).toBeNull();
    // Ending someone else's leaves this one alone.
    expect(await endProgress(test.db, NEW, 'dal')).toBe(false);
    expect(await readProgress(test.db, CASH, 'dal')).toMatchObject({ step: 'address' });
  });

  it('the documents step needs an approved application: without one it is the credit check', async () => {
    expect(await save(NEW, 'documents')).toEqual({ ok: true, step: 'check' });
    expect(await readProgress(test.db, NEW, 'dal')).toMatchObject({ step: 'check', check: null });
  });

  it('after a pass it resumes at the documents with the offer; acceptance ends it', async () => {
    const answer = await runCreditCheck(test.db, bureau, checkInput(CASH, 'Hughes'));
    expect(answer).toMatchObject({ ok: true, decision: 'APPROVED' });
    if (!answer.ok) throw new Error('not approved');
    expect(await save(CASH, 'documents')).toEqual({ ok: true, step: 'documents' });
    const back = await readProgress(test.db, CASH, 'dal');
    expect(back?.step).toBe('documents');
    expect(back?.check).toMatchObject({
      applicationId: answer.applicationId,
      creditLimit: answer.creditLimit,
      periodInterestRate: answer.periodInterestRate,
    });
    expect(await save(CASH, 'accept')).toEqual({ ok: true, step: 'accept' });
    for (const kind of creditDocumentKinds) {
      await showDocument(test.db, { customerId: CASH, brand: dal, kind, format: 'html', today: TODAY });
    }
    const accepted = await acceptAgreement(test.db, {
      customerId: CASH,
      brand: dal,
      periodInterestRate: answer.periodInterestRate ?? 0,
      creditCheckStatus: answer.creditCheckStatus,
      cliPreference: 1,
      today: TODAY,
    });
    expect(accepted).toMatchObject({ ok: true });
    expect(await readProgress(test.db, CASH, 'dal')).toBeNull();
    // Now a credit customer: nothing to resume, and nothing is kept.
    expect(await save(CASH, 'details')).toMatchObject({ ok: false, code: 'ALREADY_CREDIT_CUSTOMER' });
    expect(await save(CREDIT, 'details')).toMatchObject({ ok: false, code: 'ALREADY_CREDIT_CUSTOMER' });
  });

  it('a decline ends it: coming back starts again', async () => {
    await save(NEW, 'check', 'Declineone');
    const answer = await runCreditCheck(test.db, bureau, checkInput(NEW, 'Declineone'));
    expect(answer).toMatchObject({ ok: true, decision: 'DECLINED' });
    expect(await readProgress(test.db, NEW, 'dal')).toBeNull();
  });

  it('cancel ends it; one left longer than the keeping time is dropped', async () => {
    await save(NEW, 'address');
    expect(await endProgress(test.db, NEW, 'dal')).toBe(true);
    expect(await readProgress(test.db, NEW, 'dal')).toBeNull();

    await save(NEW, 'address');
    const later = new Date(Date.now() + (PROGRESS_KEPT_DAYS + 1) * 24 * 60 * 60 * 1000);
    expect(await readProgress(test.db, NEW, 'dal', new Date(Date.now() + 60_000))).toMatchObject({ step: 'address' });
    expect(await readProgress(test.db, NEW, 'dal', later)).toBeNull();
    expect(
      await test.db.select().from(creditApplicationProgress).where(eq(creditApplicationProgress.customerId, NEW)),
    ).toHaveLength(0);
    await save(NEW, 'details');
    expect(await sweepStaleProgress(test.db, new Date())).toBe(0);
    expect(await sweepStaleProgress(test.db, later)).toBe(1);
  });

  it('saved twice at once: one row, one of the two answers', async () => {
    const results = await Promise.all([save(NEW, 'details', 'Aaa'), save(NEW, 'address', 'Bbb')]);
    expect(results.every((r) => r.ok)).toBe(true);
    const rows = await test.db
      .select()
      .from(creditApplicationProgress)
      .where(eq(creditApplicationProgress.customerId, NEW));
    expect(rows).toHaveLength(1);
    expect(['Aaa', 'Bbb']).toContain(rows[0]!.answers.applicant.lastname);
  });
});

import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { silentLogger } from '../log.ts';
import { createSandboxServer, type SandboxServer } from '../server.ts';
import { costOfCredit, periodRateFor } from './decisions.ts';
import { ageOn } from './routes.ts';

const KEY = 'test-bureau-key';
const PENDING_MS = 300;
let dir: string;
let sandbox: SandboxServer;
let base: string;

const start = async () => {
  sandbox = createSandboxServer({
    port: 0,
    logger: silentLogger,
    mail: { dir: path.join(dir, 'mail') },
    bureau: { keys: [KEY], dir: path.join(dir, 'bureau'), pendingMs: PENDING_MS },
  });
  base = (await sandbox.listen()).url;
};

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'sandbox-bureau-'));
  await start();
});

afterAll(async () => {
  await sandbox.close();
  await rm(dir, { recursive: true, force: true });
});

const applicant = (lastName: string, extra: Record<string, unknown> = {}) => ({
  title: 'Ms',
  firstName: 'Jane',
  lastName,
  dateOfBirth: '1985-04-12',
  addresses: [
    {
      houseNumber: '12',
      line1: 'Mill Lane',
      town: 'Leeds',
      postcode: 'ls1 4ap',
      yearsAtAddress: 1,
      monthsAtAddress: 6,
    },
    {
      houseName: 'Rose Cottage',
      line1: 'High Street',
      town: 'York',
      postcode: 'YO1 7HH',
      yearsAtAddress: 2,
      monthsAtAddress: 0,
    },
  ],
  ...extra,
});
const body = (lastName: string, extra: Record<string, unknown> = {}) => ({
  reference: 'cust-1',
  tradingTitle: 'dal',
  applicant: applicant(lastName),
  ...extra,
});

const post = (kind: 'eligibility' | 'credit-checks', payload: unknown, headers: Record<string, string> = {}) =>
  fetch(`${base}/bureau/v1/${kind}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-bureau-key': KEY, ...headers },
    body: typeof payload === 'string' ? payload : JSON.stringify(payload),
  });
const get = (pathAndQuery: string, key = KEY) =>
  fetch(`${base}/bureau/v1/${pathAndQuery}`, { headers: { 'x-bureau-key': key } });
const total = async () => ((await (await get('searches')).json()) as { total: number }).total;

describe('the named test applicants', () => {
  it('anyone not named passes with a limit, rates, the cost of credit on the purchase and a promotion', async () => {
    const response = await post('eligibility', body('Hughes', { amount: 24_000 }));
    expect(response.status).toBe(201);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const search = await response.json();
    expect(search).toMatchObject({
      type: 'quotation',
      reference: 'cust-1',
      tradingTitle: 'dal',
      status: 'COMPLETE',
      outcome: 'PASS',
      declineCode: null,
      amount: 24_000,
      creditLimit: 150_000,
      periodInterestRate: 2.8375,
      annualInterestRate: 34.05,
      variableApr: 39.9,
      costOfCredit: 4_653,
      costOfCreditAmount: 24_000,
      numberOfPayments: 12,
      proposedCreditLimit: 300_000,
      creditLimitTolerance: 5_000,
      promo: { code: 'BNPL12', interestFreeMonths: 12, minimumSpend: 9_900 },
    });
    expect(search.id).toMatch(/^bs_[0-9a-f]{24}$/);
    // Read back as answered.
    expect(await (await get(`searches/${search.id}`)).json()).toEqual(search);
  });

  it('the cost of credit: 12 equal monthly payments on the £1,200 representative amount, at the product’s APR', async () => {
    // 29.9 % APR is 2.2039 % a month; payment = 120000 × 0.022039 / (1 − 1.022039^−12) = 11489.8p; interest 17877p.
    expect(periodRateFor(29.9)).toBe(2.2039);
    expect(costOfCredit(120_000, 2.2039, 12)).toBe(17_877);
    expect(costOfCredit(0, 2.2039, 12)).toBe(0);
    const search = await (await post('credit-checks', body('Approved', { apr: 29.9 }))).json();
    expect(search).toMatchObject({
      type: 'application',
      outcome: 'PASS',
      amount: null,
      variableApr: 29.9,
      periodInterestRate: 2.2039,
      annualInterestRate: 26.45,
      costOfCredit: 17_877,
      costOfCreditAmount: 120_000,
    });
  });

  it('Assumed passes on a thin file with a lower limit at 5 points more, leaving the §9 defaults to the shop', async () => {
    const search = await (await post('eligibility', body('assumed'))).json();
    expect(search).toMatchObject({ outcome: 'ASSUMED_PASS', creditLimit: 50_000, variableApr: 44.9, promo: null });
    expect(search).toMatchObject({ periodInterestRate: 3.1389, annualInterestRate: 37.67, costOfCredit: 25_868 });
    expect(search).not.toHaveProperty('numberOfPayments');
    expect(search).not.toHaveProperty('proposedCreditLimit');
    expect(search).not.toHaveProperty('creditLimitTolerance');
  });

  it.each([
    ['Declineone', 'FAIL', 'Decline1'],
    ['Declinetwo', 'FAIL', 'Decline2'],
    ['Fraudcheck', 'FAIL', 'Decline3'],
    ['Referral', 'FAIL', 'Refer1'],
    ['Bureauerror', 'ERROR', null],
    ['Notfound', 'NOT_FOUND', null],
  ])('%s: %s %s, no limit and no rates', async (lastName, outcome, declineCode) => {
    const search = await (await post('credit-checks', body(lastName, { amount: 5_000 }))).json();
    expect(search).toMatchObject({
      outcome,
      declineCode,
      status: 'COMPLETE',
      creditLimit: null,
      periodInterestRate: null,
      annualInterestRate: null,
      variableApr: null,
      costOfCredit: null,
      promo: null,
    });
    expect(search.reason).toEqual(expect.any(String));
    // The agency names itself, so a lender declining on it can tell the applicant who to ask (CCA 1974 s.157(A1)).
    expect(search.creditReferenceAgency).toEqual({
      name: 'Meridian Credit Reference Services Ltd',
      address: 'PO Box 4120, Castle Boulevard, Nottingham NG7 1FT',
      telephone: '0115 496 0732',
      website: 'https://www.meridian-credit.example/your-credit-file',
    });
  });

  it('Pending stays pending, then is decided (a pass) once the delay has passed', async () => {
    const search = await (await post('eligibility', body('Pending', { amount: 10_000 }))).json();
    expect(search).toMatchObject({ status: 'PENDING', outcome: 'PENDING', creditLimit: null, decidedAt: null });
    expect(await (await get(`searches/${search.id}`)).json()).toMatchObject({ outcome: 'PENDING' });
    await new Promise((resolve) => setTimeout(resolve, PENDING_MS + 50));
    const decided = await (await get(`searches/${search.id}`)).json();
    expect(decided).toMatchObject({ status: 'COMPLETE', outcome: 'PASS', creditLimit: 150_000, amount: 10_000 });
    expect(decided.decidedAt).not.toBeNull();
  });

  it('Outage is a 503 and nothing is recorded', async () => {
    const before = await total();
    const response = await post('eligibility', body('Outage'));
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({ error: 'bureau_unavailable' });
    expect(await total()).toBe(before);
  });
});

describe('searches are kept', () => {
  it('listed newest first by reference, and survive a restart', async () => {
    const mine = await (await post('eligibility', body('Hughes', { reference: 'cust-list' }))).json();
    await post('credit-checks', body('Declineone', { reference: 'cust-other' }));
    const listed = await (await get('searches?reference=cust-list')).json();
    expect(listed.total).toBe(1);
    expect(listed.searches[0].id).toBe(mine.id);
    expect((await (await get('searches?reference=cust-list&type=application')).json()).total).toBe(0);
    await sandbox.close();
    await start();
    expect(await (await get(`searches/${mine.id}`)).json()).toEqual(mine);
  });

  it('an Idempotency-Key gives the same search for the same request, and a 409 for another', async () => {
    const headers = { 'idempotency-key': 'check-cust-9-1' };
    const first = await post('credit-checks', body('Hughes', { reference: 'cust-9' }), headers);
    expect(first.status).toBe(201);
    const before = await total();
    const again = await post('credit-checks', body('Hughes', { reference: 'cust-9' }), headers);
    expect(again.status).toBe(200);
    expect((await again.json()).id).toBe((await first.json()).id);
    const other = await post('credit-checks', body('Hughes', { reference: 'cust-9', amount: 1 }), headers);
    expect(other.status).toBe(409);
    expect(await total()).toBe(before);
  });

  it('an unknown search is a 404', async () => {
    expect((await get('searches/bs_000000000000000000000000')).status).toBe(404);
  });
});

describe('refusals change nothing', () => {
  const refused = async (response: Response, status: number, message?: RegExp) => {
    expect(response.status).toBe(status);
    const answer = (await response.json()) as { error: string; message: string };
    if (message) expect(answer.message).toMatch(message);
  };

  it.each(['eligibility', 'credit-checks'] as const)(
    '%s: hostile bodies are 4xx with a clear message',
    async (kind) => {
      const before = await total();
      const under18 = new Date();
      under18.setUTCFullYear(under18.getUTCFullYear() - 17);
      const cases: Array<[unknown, RegExp]> = [
        // Addresses covering only 18 months.
        [
          { ...body('Hughes'), applicant: { ...applicant('Hughes'), addresses: [applicant('x').addresses[0]] } },
          /three years/,
        ],
        // A 17-year-old.
        [
          { ...body('Hughes'), applicant: applicant('Hughes', { dateOfBirth: under18.toISOString().slice(0, 10) }) },
          /18 or over/,
        ],
        // Script in a name, an unknown field, a bad postcode, a fractional amount, a date that is not one.
        [{ ...body('Hughes'), applicant: applicant('<script>alert(1)</script>') }, /lastName/],
        [{ ...body('Hughes'), isAdmin: true }, /isAdmin|Unrecognized/i],
        [{ ...body('Hughes'), amount: 10.5 }, /amount/],
        [{ ...body('Hughes'), apr: 250 }, /apr/],
        [{ ...body('Hughes'), applicant: applicant('Hughes', { dateOfBirth: '1985-02-30' }) }, /not a date/],
        // Month 13 and day 32 are no date at all (an Invalid Date, not a 500).
        [{ ...body('Hughes'), applicant: applicant('Hughes', { dateOfBirth: '1985-13-01' }) }, /not a date/],
        [{ ...body('Hughes'), applicant: applicant('Hughes', { dateOfBirth: '1985-01-32' }) }, /not a date/],
        [
          {
            ...body('Hughes'),
            applicant: applicant('Hughes', {
              addresses: [
                {
                  houseNumber: '1',
                  line1: 'A',
                  town: 'B',
                  postcode: 'ZZ9 9ZZ9',
                  yearsAtAddress: 5,
                  monthsAtAddress: 0,
                },
              ],
            }),
          },
          /postcode/,
        ],
        [[body('Hughes')], /object/],
      ];
      for (const [payload, message] of cases) await refused(await post(kind, payload), 400, message);
      await refused(await post(kind, '{"reference":'), 400);
      await refused(await post(kind, body('Hughes'), { 'content-type': 'text/plain' }), 415);
      await refused(await post(kind, body('Hughes'), { 'x-bureau-key': 'wrong' }), 401);
      await refused(await post(kind, JSON.stringify({ ...body('Hughes'), pad: 'x'.repeat(20_000) })), 413);
      expect(await total()).toBe(before);
    },
  );

  it('reading needs the key', async () => {
    expect((await get('searches', 'nope')).status).toBe(401);
    expect((await get('searches?limit=0')).status).toBe(400);
  });
});

describe('ageOn', () => {
  it('counts whole years, the birthday itself included', () => {
    const today = new Date('2026-11-26T10:00:00Z');
    expect(ageOn('2008-11-26', today)).toBe(18);
    expect(ageOn('2008-11-27', today)).toBe(17);
    expect(ageOn('1985-04-12', today)).toBe(41);
  });
});

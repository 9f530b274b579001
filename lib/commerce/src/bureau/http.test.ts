// The adapter against the sandbox's credit bureau, which speaks the bureau's contract.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { silentLogger } from '@shop/sandbox/log';
import { createSandboxServer, type SandboxServer } from '@shop/sandbox/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditBureauFromEnv } from './config.ts';
import { httpCreditBureau } from './http.ts';
import type { BureauApplicant, BureauSearchRequest } from './provider.ts';

const KEY = 'commerce-bureau-key';
let dir: string;
let sandbox: SandboxServer;
let baseUrl: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'commerce-bureau-'));
  sandbox = createSandboxServer({
    port: 0,
    logger: silentLogger,
    mail: { dir: path.join(dir, 'mail') },
    bureau: { keys: [KEY], dir: path.join(dir, 'bureau'), pendingMs: 0 },
  });
  baseUrl = (await sandbox.listen()).url;
});

afterAll(async () => {
  await sandbox.close();
  await rm(dir, { recursive: true, force: true });
});

const bureau = () => creditBureauFromEnv({ BUREAU_URL: baseUrl, BUREAU_KEY: KEY });
const applicant = (lastName: string): BureauApplicant => ({
  firstName: 'Sam',
  lastName,
  dateOfBirth: '1990-01-31',
  addresses: [
    {
      houseNumber: '4',
      line1: 'Park Road',
      town: 'Bristol',
      postcode: 'BS1 5TR',
      yearsAtAddress: 3,
      monthsAtAddress: 2,
    },
  ],
});
const request = (lastName: string, extra: Partial<BureauSearchRequest> = {}): BureauSearchRequest => ({
  reference: 'customer-42',
  tradingTitle: 'dal',
  applicant: applicant(lastName),
  ...extra,
});
const searchCount = async () =>
  (
    (await (await fetch(`${baseUrl}/bureau/v1/searches`, { headers: { 'x-bureau-key': KEY } })).json()) as {
      total: number;
    }
  ).total;

describe('searches through the bureau', () => {
  it('an eligibility quotation for a pass: limit, rates, cost of credit on the purchase, promotion', async () => {
    const quote = await bureau().eligibility(request('Patel', { amount: 30_000 }));
    expect(quote).toMatchObject({
      type: 'quotation',
      reference: 'customer-42',
      outcome: 'PASS',
      declineCode: null,
      creditLimit: 150_000,
      periodInterestRate: 2.8375,
      annualInterestRate: 34.05,
      variableApr: 39.9,
      costOfCredit: 5_816,
      costOfCreditAmount: 30_000,
      numberOfPayments: 12,
      proposedCreditLimit: 300_000,
      creditLimitTolerance: 5_000,
      promo: { code: 'BNPL12' },
    });
    expect(await bureau().search(quote.id)).toEqual(quote);
  });

  it('an assumed pass gets the spec §9 defaults: 12 payments, £9,998 proposed limit, tolerance 0', async () => {
    const check = await bureau().creditCheck(request('Assumed'));
    expect(check).toMatchObject({
      type: 'application',
      outcome: 'ASSUMED_PASS',
      creditLimit: 50_000,
      numberOfPayments: 12,
      proposedCreditLimit: 999_800,
      creditLimitTolerance: 0,
    });
  });

  it('declines, referral, error and not found carry no offer and no defaults', async () => {
    for (const [name, outcome, code] of [
      ['Declineone', 'FAIL', 'Decline1'],
      ['Declinetwo', 'FAIL', 'Decline2'],
      ['Fraudcheck', 'FAIL', 'Decline3'],
      ['Referral', 'FAIL', 'Refer1'],
      ['Bureauerror', 'ERROR', null],
      ['Notfound', 'NOT_FOUND', null],
    ] as const) {
      const check = await bureau().creditCheck(request(name));
      expect(check).toMatchObject({ outcome, declineCode: code, creditLimit: null, numberOfPayments: null });
      expect(check.proposedCreditLimit).toBeNull();
      // The agency that answered, for the decline letter (CCA 1974 s.157(A1)).
      expect(check.creditReferenceAgency).toEqual({
        name: 'Meridian Credit Reference Services Ltd',
        address: 'PO Box 4120, Castle Boulevard, Nottingham NG7 1FT',
        telephone: '0115 496 0732',
        website: 'https://www.meridian-credit.example/your-credit-file',
      });
    }
  });

  it('a pending search is read back decided', async () => {
    const pending = await bureau().eligibility(request('Pending'));
    expect(pending).toMatchObject({ status: 'PENDING', outcome: 'PENDING', creditLimit: null });
    expect(await bureau().search(pending.id)).toMatchObject({ status: 'COMPLETE', outcome: 'PASS' });
  });

  it('an idempotency key makes a repeated credit check the same search', async () => {
    const first = await bureau().creditCheck(request('Hughes', { idempotencyKey: 'application-77' }));
    const count = await searchCount();
    const again = await bureau().creditCheck(request('Hughes', { idempotencyKey: 'application-77' }));
    expect(again.id).toBe(first.id);
    expect(await searchCount()).toBe(count);
  });

  it('a reference’s searches are listed newest first, by type', async () => {
    const quote = await bureau().eligibility(request('Hughes', { reference: 'customer-list' }));
    const check = await bureau().creditCheck(request('Declineone', { reference: 'customer-list' }));
    expect((await bureau().searches('customer-list')).map((s) => s.id)).toEqual([check.id, quote.id]);
    expect(await bureau().searches('customer-list', { type: 'quotation', limit: 1 })).toEqual([quote]);
    expect(await bureau().searches('nobody')).toEqual([]);
  });

  it('an unknown search is null', async () => {
    expect(await bureau().search('bs_nothing')).toBeNull();
  });
});

describe('refusals and outages', () => {
  it('three hostile requests per call are refused (4xx, with the bureau’s message) and record nothing', async () => {
    const before = await searchCount();
    const hostile: BureauSearchRequest[] = [
      request('Hughes', { applicant: { ...applicant('Hughes'), dateOfBirth: '2020-01-01' } }),
      request('Hughes', {
        applicant: { ...applicant('Hughes'), addresses: [{ ...applicant('x').addresses[0]!, yearsAtAddress: 1 }] },
      }),
      request('Hughes', { reference: '../../etc/passwd', amount: -1 }),
    ];
    for (const call of ['eligibility', 'creditCheck'] as const) {
      for (const body of hostile) {
        await expect(bureau()[call](body)).rejects.toMatchObject({
          name: 'CreditBureauError',
          kind: 'refused',
          status: 400,
        });
      }
    }
    await expect(bureau().eligibility(hostile[1]!)).rejects.toThrow(/three years/);
    for (const id of ['../searches', 'a'.repeat(5000), '%00']) expect(await bureau().search(id)).toBeNull();
    expect(await searchCount()).toBe(before);
  });

  it('a wrong key is refused; an outage and an unreachable bureau are unavailable', async () => {
    await expect(httpCreditBureau({ baseUrl, key: 'wrong' }).eligibility(request('Hughes'))).rejects.toMatchObject({
      kind: 'refused',
      status: 401,
    });
    await expect(bureau().eligibility(request('Outage'))).rejects.toMatchObject({ kind: 'unavailable', status: 503 });
    const down = creditBureauFromEnv({ BUREAU_URL: 'http://127.0.0.1:9', BUREAU_KEY: KEY }, { timeoutMs: 500 });
    await expect(down.creditCheck(request('Hughes'))).rejects.toMatchObject({ kind: 'unavailable' });
  });

  it('an answer that is not the contract is unavailable', async () => {
    const liar = httpCreditBureau({
      baseUrl,
      key: KEY,
      fetch: async () => Response.json({ id: 'x', outcome: 'PASS', creditLimit: null }, { status: 201 }),
    });
    await expect(liar.eligibility(request('Hughes'))).rejects.toMatchObject({ kind: 'unavailable' });
  });

  it('an answer naming no agency, or one without a way to reach it, is not the contract', async () => {
    const real = await bureau().creditCheck(request('Declineone'));
    for (const creditReferenceAgency of [undefined, { ...real.creditReferenceAgency, telephone: '' }]) {
      const answer = { ...real, creditReferenceAgency };
      const mute = httpCreditBureau({ baseUrl, key: KEY, fetch: async () => Response.json(answer, { status: 201 }) });
      await expect(mute.creditCheck(request('Declineone'))).rejects.toMatchObject({ kind: 'unavailable' });
    }
  });
});

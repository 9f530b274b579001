// Make a payment: amount bounds by choice and credit message type, the account and the payment changing in one
// transaction, once per key, one payment in flight. Runs on PGlite and, with TEST_DATABASE_URL, on PostgreSQL (real
// parallel connections). The gateway is a recording double of the port that authorises once per merchant reference.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bagFixtureSeed } from '../bag/fixture.ts';
import { creditPayments } from '../db/schema-credit.ts';
import { creditAccounts } from '../db/schema-customers.ts';
import type { Authorisation, AuthoriseInput, CardGateway } from '../payments/gateway.ts';
import { demoCustomerId } from '../seed/customers.ts';
import { createTestDb, type TestDb } from '../testing/test-db.ts';
import {
  checkAmount,
  claimReceiptMail,
  getCreditPaymentReceipt,
  getCreditStatement,
  type MakeAPaymentAnswer,
  type MakeAPaymentInput,
  makeAPayment,
  statementOf,
  sweepStaleCreditPayments,
} from './make-a-payment.ts';
import { creditPaymentReceiptMail } from './payment-receipt-mail.ts';

class RecordingGateway {
  authorisations = new Map<string, Authorisation>();
  calls = 0;
  reversals: string[] = [];
  declineWith: string | null = null;
  during: (() => Promise<void>) | null = null;
  delayMs = 5;

  async authorise(input: AuthoriseInput): Promise<Authorisation> {
    this.calls++;
    const known = this.authorisations.get(input.reference);
    if (known) return known;
    if (this.during) await this.during();
    await new Promise((resolve) => setTimeout(resolve, this.delayMs));
    const authorisation: Authorisation = {
      id: `auth-${this.authorisations.size + 1}`,
      reference: input.reference,
      status: this.declineWith ? 'DECLINED' : 'AUTHORIZED',
      reason: this.declineWith,
      amountPence: input.amountPence,
      card: {
        bin: '400000',
        maskedPan: '400000XXXXXX2503',
        panSuffix: '2503',
        cardType: '001',
        expiryMonth: 1,
        expiryYear: 2029,
      },
      instrumentId: null,
      reversed: false,
    };
    this.authorisations.set(input.reference, authorisation);
    return authorisation;
  }
  async findAuthorisation(reference: string) {
    return this.authorisations.get(reference) ?? null;
  }
  async reverse(id: string) {
    this.reversals.push(id);
    for (const a of this.authorisations.values()) if (a.id === id) a.reversed = true;
    return { status: 'REVERSED' as const };
  }
  outstanding(): Authorisation[] {
    return [...this.authorisations.values()].filter((a) => a.status === 'AUTHORIZED' && !a.reversed);
  }
}

let t: TestDb;
let gateway: RecordingGateway;
const credit = demoCustomerId('dal', 'credit');
const arrears = demoCustomerId('dal', 'arrears');
const cash = demoCustomerId('dal', 'cash');

// The seeded accounts (seed/customers.ts), restored before each test.
const creditSeed = {
  balancePence: 23_450,
  arrearsStatus: 'UP_TO_DATE',
  arrearsPence: 0,
  purchaseOnHold: false,
  arrearsManagement: false,
  expectedPaymentPence: 2_500,
  adminFeeIndicator: false,
};
const arrearsSeed = {
  balancePence: 48_200,
  arrearsStatus: 'ARREARS_2',
  arrearsPence: 6_400,
  purchaseOnHold: true,
  arrearsManagement: false,
  expectedPaymentPence: 9_600,
};

beforeAll(async () => {
  t = await createTestDb({ seed: bagFixtureSeed });
});
afterAll(() => t?.dispose());
beforeEach(async () => {
  gateway = new RecordingGateway();
  await t.db.delete(creditPayments);
  await t.db.update(creditAccounts).set(creditSeed).where(eq(creditAccounts.customerId, credit));
  await t.db.update(creditAccounts).set(arrearsSeed).where(eq(creditAccounts.customerId, arrears));
});

let keys = 0;
const pay = (customerId: string, overrides: Partial<MakeAPaymentInput> = {}) =>
  makeAPayment(t.db, gateway as unknown as CardGateway, {
    customerId,
    brandCode: 'dal',
    idempotencyKey: `key-${++keys}`,
    journey: 'make-a-payment-myaccount',
    amountChoice: 'OTHER_AMOUNT',
    amountPence: 1_000,
    instrument: { transientToken: 'tt-test' },
    authentication: null,
    ...overrides,
  });

function ok(answer: MakeAPaymentAnswer) {
  if (!answer.ok) throw new Error(`${answer.code}: ${answer.message}`);
  return answer.value;
}

async function account(customerId: string) {
  const [row] = await t.db.select().from(creditAccounts).where(eq(creditAccounts.customerId, customerId));
  if (!row) throw new Error('no account');
  return row;
}

describe('the statement', () => {
  it('minimum payment: at least interest + fees + 1 % of the balance, the brand minimum and the amount due', async () => {
    const statement = await getCreditStatement(t.db, credit, 'dal');
    expect(statement).toMatchObject({
      balance: 23_450,
      messageType: 'make-a-payment-norestrictions',
      inArrears: false,
    });
    const s = statement as NonNullable<typeof statement>;
    const { interest, fees, onePercent } = s.minimumBreakdown;
    expect(onePercent).toBe(235);
    expect(interest).toBeGreaterThan(0);
    expect(s.minimumPayment).toBeGreaterThanOrEqual(interest + fees + onePercent);
    expect(s.minimumPayment).toBe(2_500); // the statement's amount due is the larger here
    expect(s.choices).toEqual({
      MINIMUM_PAYMENT: 2_500,
      CURERNT_BALANCE: 23_450,
      OTHER_AMOUNT: { min: 100, max: 23_450 },
    });
  });

  it('the 1 % rule and the admin fee raise the minimum above a small amount due', async () => {
    const row = { ...(await account(credit)), balancePence: 140_000, expectedPaymentPence: 0, adminFeeIndicator: true };
    const s = statementOf(row, 'dal');
    const { interest, fees, onePercent } = s.minimumBreakdown;
    expect(fees).toBe(1_200);
    expect(onePercent).toBe(1_400);
    expect(s.minimumPayment).toBeGreaterThanOrEqual(interest + 1_200 + 1_400);
    // A balance below the rule: the minimum is the whole balance.
    expect(statementOf({ ...row, balancePence: 300, adminFeeIndicator: false }, 'dal').minimumPayment).toBe(300);
  });

  it('arrears: restrictions, a fixed amount must be at least the minimum; recoveries: no minimum choice', async () => {
    const s = (await getCreditStatement(t.db, arrears, 'dal')) as NonNullable<
      Awaited<ReturnType<typeof getCreditStatement>>
    >;
    expect(s).toMatchObject({
      messageType: 'make-a-payment-restrictions',
      inArrears: true,
      arrearsAmount: 6_400,
      availableToSpend: 0,
    });
    expect(s.minimumPayment).toBe(9_600);
    expect(s.choices.OTHER_AMOUNT).toEqual({ min: 9_600, max: 48_200 });
    expect(checkAmount(s, 'OTHER_AMOUNT', 5_000)).toMatchObject({
      code: 'AMOUNT_TOO_LOW',
      message: 'As your account is in arrears, please pay at least your minimum payment of £96.00.',
    });
    const recoveries = statementOf({ ...(await account(arrears)), arrearsManagement: true }, 'dal');
    expect(recoveries.messageType).toBe('recoveries');
    expect(recoveries.choices).toEqual({
      MINIMUM_PAYMENT: null,
      CURERNT_BALANCE: 48_200,
      OTHER_AMOUNT: { min: 100, max: 48_200 },
    });
    expect(checkAmount(recoveries, 'MINIMUM_PAYMENT', 9_600)).toMatchObject({ code: 'CHOICE_NOT_OFFERED' });
  });

  it('a cash customer has no statement', async () => {
    expect(await getCreditStatement(t.db, cash, 'dal')).toBeNull();
  });
});

describe('amount bounds', () => {
  it('a fixed amount from £1 to the balance; below or above is refused with a clear message and nothing changes', async () => {
    const before = await account(credit);
    expect(await pay(credit, { amountPence: 99 })).toEqual({
      ok: false,
      code: 'AMOUNT_TOO_LOW',
      message: 'Please enter an amount of at least £1.00.',
    });
    expect(await pay(credit, { amountPence: 23_451 })).toEqual({
      ok: false,
      code: 'AMOUNT_TOO_HIGH',
      message: 'Please enter an amount no more than your outstanding balance of £234.50.',
    });
    expect(await pay(credit, { amountChoice: 'MINIMUM_PAYMENT', amountPence: 2_400 })).toMatchObject({
      code: 'AMOUNT_CHANGED',
    });
    expect(gateway.calls).toBe(0);
    expect(await account(credit)).toEqual(before);
    expect(await t.db.select().from(creditPayments)).toEqual([]);
    ok(await pay(credit, { amountPence: 100 }));
    ok(await pay(credit, { amountPence: 23_350 }));
    expect((await account(credit)).balancePence).toBe(0);
    expect(await pay(credit, { amountPence: 100 })).toMatchObject({ code: 'NOTHING_TO_PAY' });
  });

  it('no credit account: refused, nothing charged', async () => {
    expect(await pay(cash)).toMatchObject({ ok: false, code: 'NO_CREDIT_ACCOUNT' });
    expect(gateway.calls).toBe(0);
  });
});

describe('paying', () => {
  it('the full statement balance: balance 0, available to spend the limit, one charge; a replay answers the same receipt', async () => {
    const key = 'full-balance-key';
    const receipt = ok(
      await pay(credit, { idempotencyKey: key, amountChoice: 'CURERNT_BALANCE', amountPence: 23_450 }),
    );
    expect(receipt).toMatchObject({
      amount: 23_450,
      amountChoice: 'CURERNT_BALANCE',
      balance: 0,
      availableToSpend: 150_000,
      arrearsStatus: 'UP_TO_DATE',
      cardType: '001',
      panSuffix: '2503',
    });
    expect(receipt.receiptNumber).toMatch(/^MP\d{8}$/);
    expect(await pay(credit, { idempotencyKey: key, amountChoice: 'CURERNT_BALANCE', amountPence: 23_450 })).toEqual({
      ok: true,
      value: receipt,
    });
    expect(gateway.calls).toBe(1);
    expect(await account(credit)).toMatchObject({ balancePence: 0, expectedPaymentPence: 0 });
    expect(await getCreditPaymentReceipt(t.db, credit, receipt.receiptNumber)).toEqual(receipt);
    // Another customer's receipt: not found.
    expect(await getCreditPaymentReceipt(t.db, arrears, receipt.receiptNumber)).toBeNull();
    // The same key with another amount is not a replay.
    expect(await pay(credit, { idempotencyKey: key, amountPence: 500 })).toMatchObject({
      code: 'IDEMPOTENCY_KEY_REUSED',
    });
  });

  it('arrears: paying the minimum clears the arrears, lifts the hold and frees the available to spend', async () => {
    const receipt = ok(await pay(arrears, { amountChoice: 'MINIMUM_PAYMENT', amountPence: 9_600 }));
    expect(receipt).toMatchObject({ balance: 38_600, arrearsStatus: 'UP_TO_DATE', availableToSpend: 11_400 });
    expect(await account(arrears)).toMatchObject({
      balancePence: 38_600,
      arrearsPence: 0,
      arrearsStatus: 'UP_TO_DATE',
      purchaseOnHold: false,
      expectedPaymentPence: 0,
    });
  });

  it('a decline changes nothing and records the reason; another key then pays', async () => {
    gateway.declineWith = 'INSUFFICIENT_FUND';
    expect(await pay(credit)).toMatchObject({ ok: false, code: 'PAYMENT_DECLINED' });
    expect((await account(credit)).balancePence).toBe(23_450);
    const [declined] = await t.db.select().from(creditPayments);
    expect(declined).toMatchObject({ state: 'DECLINED', declineReason: 'INSUFFICIENT_FUND' });
    gateway.declineWith = null;
    ok(await pay(credit));
    expect((await account(credit)).balancePence).toBe(22_450);
  });

  it('two make-a-payment requests in flight (two tabs, different keys): one charge, the other refused', async () => {
    // The second press arrives while the first one's card is at the bank.
    let second: MakeAPaymentAnswer | undefined;
    gateway.during = async () => {
      gateway.during = null;
      second = await pay(credit, { amountPence: 5_000 });
    };
    ok(await pay(credit, { amountPence: 5_000 }));
    expect(second).toMatchObject({ ok: false, code: 'PAYMENT_IN_PROGRESS' });
    expect(gateway.calls).toBe(1);
    expect((await account(credit)).balancePence).toBe(18_450);
  });

  it('five tabs pressing at once while the bank is slow: one charge, the others refused as in progress', async () => {
    // The bank answers once the other four tabs have had their answer (at most 3 s): it is slow for exactly as long
    // as it takes, where a fixed 300 ms was both too long and, on a loaded machine, possibly too short.
    let answered = 0;
    gateway.during = async () => {
      for (let waited = 0; answered < 4 && waited < 3_000; waited += 5) {
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
    };
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => pay(credit, { amountPence: 5_000 }).finally(() => answered++)),
    );
    expect(answers.filter((answer) => answer.ok)).toHaveLength(1);
    for (const answer of answers) if (!answer.ok) expect(answer.code).toBe('PAYMENT_IN_PROGRESS');
    expect(gateway.calls).toBe(1);
    expect((await account(credit)).balancePence).toBe(18_450);
  });

  it('20 identical requests at once (one key): one authorisation, one change of balance, every answer that receipt or in progress', async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => pay(credit, { idempotencyKey: 'same-key', amountPence: 1_234 })),
    );
    const paid = answers.filter((answer) => answer.ok);
    expect(paid.length).toBeGreaterThanOrEqual(1);
    expect(new Set(paid.map((answer) => (answer.ok ? answer.value.receiptNumber : ''))).size).toBe(1);
    for (const answer of answers) if (!answer.ok) expect(answer.code).toBe('PAYMENT_IN_PROGRESS');
    expect(gateway.authorisations.size).toBe(1);
    expect((await account(credit)).balancePence).toBe(23_450 - 1_234);
    expect(await t.db.select().from(creditPayments)).toHaveLength(1);
  });

  it('the balance falls below the amount while the card is at the bank: reversed, nothing changes', async () => {
    gateway.during = async () => {
      await t.db.update(creditAccounts).set({ balancePence: 1_000 }).where(eq(creditAccounts.customerId, credit));
    };
    expect(await pay(credit, { amountPence: 5_000 })).toMatchObject({ ok: false, code: 'AMOUNT_CHANGED' });
    expect(gateway.outstanding()).toEqual([]);
    expect((await account(credit)).balancePence).toBe(1_000);
  });

  it('a crash between authorisation and finish: the sweeper reverses it and the account is untouched', async () => {
    // The first request dies after authorising: simulate by authorising a PENDING payment by hand.
    const [payment] = await t.db
      .insert(creditPayments)
      .values({
        receiptNumber: 'MP99999999',
        customerId: credit,
        accountNumber: 'DAL024410',
        brandCode: 'dal',
        idempotencyKey: 'crashed-key',
        requestHash: 'x'.repeat(64),
        journey: 'make-a-payment-myaccount',
        amountChoice: 'OTHER_AMOUNT',
        amountPence: 2_000,
        createdAt: new Date(Date.now() - 11 * 60_000),
      })
      .returning();
    await gateway.authorise({
      reference: payment?.id as string,
      amountPence: 2_000,
      currency: 'GBP',
      instrument: { transientToken: 'tt' },
      authentication: null,
      saveCard: false,
    });
    // While it is PENDING, no other payment may start.
    expect(await pay(credit)).toMatchObject({ code: 'PAYMENT_IN_PROGRESS' });
    expect(await sweepStaleCreditPayments(t.db, gateway as unknown as CardGateway)).toEqual({ voided: 1, failed: 0 });
    expect(gateway.outstanding().map((a) => a.reference)).not.toContain(payment?.id);
    expect((await account(credit)).balancePence).toBe(23_450);
    ok(await pay(credit));
  });

  it('the receipt email is claimed once and names the payment without the full account number', async () => {
    const receipt = ok(await pay(credit, { amountPence: 4_321 }));
    expect(await claimReceiptMail(t.db, receipt.receiptNumber)).toBe(true);
    expect(await claimReceiptMail(t.db, receipt.receiptNumber)).toBe(false);
    const mail = creditPaymentReceiptMail(
      receipt,
      { email: 'credit.dal@example.com' },
      { name: 'Dalby', from: 'Dalby <no-reply@shop.example.com>', accountUrl: 'http://dal.localhost/shop/myaccount' },
    );
    expect(mail.subject).toBe(`Your Dalby account payment ${receipt.receiptNumber}`);
    expect(mail.text).toContain('Amount paid: £43.21');
    expect(mail.text).toContain('Payment: Fixed amount');
    expect(mail.text).toContain('Paid by: Visa ending 2503');
    expect(mail.text).toContain('Balance now: £191.29');
    expect(mail.text).not.toContain(receipt.accountNumber);
  });
});

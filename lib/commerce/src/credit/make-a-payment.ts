// Make a payment on a store credit account (issue 15 item 1): the statement the page shows, the three amount choices
// and their bounds by the account's credit message type, and paying by card, once.
//
// 1. Begin, in one transaction holding the credit account's row lock: a repeat of the idempotency key answers the
//    first answer; another payment still PENDING refuses this one (one in flight; a partial unique index backs it);
//    the statement is re-read and the amount checked against the choice; a PENDING credit_payments row is written
//    (its id is the gateway's merchant reference).
// 2. Authorise the card with the gateway, outside any transaction (it authorises once per reference).
// 3. Finish, in one transaction holding the payment's and the account's locks: the balance, available to spend,
//    arrears and the statement's amount due change together with the payment turning PAID. If the balance has fallen
//    below the amount meanwhile the authorisation is reversed and nothing changes.
// A crash between 2 and 3 leaves a PENDING payment: `sweepStaleCreditPayments` asks the gateway and reverses.
// Money is integer pence throughout.
import { createHash, randomInt } from 'node:crypto';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import {
  type CreditPaymentState,
  creditPayments,
  type MakeAPaymentJourney,
  type PaymentAmountChoice,
} from '../db/schema-credit.ts';
import { creditAccounts } from '../db/schema-customers.ts';
import {
  type AuthenticationProof,
  type Authorisation,
  type CardGateway,
  type CardTypeCode,
  GatewayError,
  instrumentFingerprint,
  type PaymentInstrument,
} from '../payments/gateway.ts';
import { creditMessageTypeFor, journeyView } from './restrictions.ts';
import { creditTermsFor, minimumPayment } from './terms.ts';

/** Spec §3 credit message types for make-a-payment. */
export type MakeAPaymentMessageType = 'make-a-payment-norestrictions' | 'make-a-payment-restrictions' | 'recoveries';

/** Shown to users (spec §3). */
export const AMOUNT_CHOICE_LABELS: Record<PaymentAmountChoice, string> = {
  MINIMUM_PAYMENT: 'Minimum payment',
  CURERNT_BALANCE: 'Full statement balance',
  OTHER_AMOUNT: 'Fixed amount',
};

/** The smallest fixed amount a card payment may be (£1). */
export const MINIMUM_FIXED_AMOUNT_PENCE = 100;
/** The admin fee a statement carries when the account's admin-fee indicator is set (a late or returned payment). */
export const ADMIN_FEE_PENCE = 1_200;

type AccountRow = typeof creditAccounts.$inferSelect;

export interface CreditStatement {
  accountNumber: string;
  creditLimit: number;
  /** What the customer owes now (the statement balance: CURERNT_BALANCE). */
  balance: number;
  availableToSpend: number;
  /** At least interest + fees + 1 % of the balance (CONC 6.7.5R), the brand's minimum, and the statement's amount due. */
  minimumPayment: number;
  /** How the minimum is made up (shown in the page's explanation). */
  minimumBreakdown: { interest: number; fees: number; onePercent: number; arrears: number };
  paymentDueDate: string | null;
  arrearsStatus: string;
  inArrears: boolean;
  arrearsAmount: number;
  messageType: MakeAPaymentMessageType;
  /** What the page may offer: the amount of each fixed choice, and the fixed amount's bounds (null: not offered). */
  choices: {
    MINIMUM_PAYMENT: number | null;
    CURERNT_BALANCE: number | null;
    OTHER_AMOUNT: { min: number; max: number } | null;
  };
}

/** The account's make-a-payment message type (the restrictions matrix, credit/restrictions.ts). */
export function makeAPaymentMessageType(
  account: Pick<AccountRow, 'arrearsManagement' | 'arrearsStatus' | 'purchaseOnHold'>,
): MakeAPaymentMessageType {
  const type = creditMessageTypeFor(
    {
      account: {
        ...account,
        availableToSpend: 0,
        cliPrefType: 3,
        proposedCreditLimitPence: null,
        cliCustomerDecision: null,
      },
      recentlyDeclined: false,
    },
    'make-a-payment',
  );
  return type as MakeAPaymentMessageType;
}

/** Pence, as the page and the messages show them. */
export const formatPounds = (pence: number) =>
  new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' }).format(pence / 100);

export function statementOf(account: AccountRow, brandCode: string): CreditStatement {
  const balance = Math.max(0, account.balancePence);
  const terms = creditTermsFor(brandCode);
  // A month's interest at the account's APR (compounded monthly), the fees on the statement, 1 % of the balance.
  const monthlyRate = (1 + account.aprBasisPoints / 10_000) ** (1 / 12) - 1;
  const interest = Math.round(balance * monthlyRate);
  const fees = account.adminFeeIndicator ? ADMIN_FEE_PENCE : 0;
  const onePercent = Math.ceil(balance / 100);
  const arrears = Math.max(0, account.arrearsPence);
  const regular = Math.max(interest + fees + onePercent, terms ? minimumPayment(terms, balance) : 0);
  const minimum = Math.min(balance, Math.max(account.expectedPaymentPence, regular + arrears));
  const messageType = makeAPaymentMessageType(account);
  const { minimumPayment: minimumRule } = journeyView(messageType, 'make-a-payment');
  const nothingOwed = balance === 0;
  return {
    accountNumber: account.accountNumber,
    creditLimit: account.creditLimitPence,
    balance,
    availableToSpend: account.purchaseOnHold ? 0 : Math.max(0, account.creditLimitPence - balance),
    minimumPayment: minimum,
    minimumBreakdown: { interest, fees, onePercent, arrears },
    paymentDueDate: account.paymentDueDate,
    arrearsStatus: account.arrearsStatus,
    inArrears: account.arrearsStatus !== 'UP_TO_DATE',
    arrearsAmount: arrears,
    messageType,
    choices: nothingOwed
      ? { MINIMUM_PAYMENT: null, CURERNT_BALANCE: null, OTHER_AMOUNT: null }
      : {
          // Recoveries: the statement's minimum no longer applies (the team agrees a plan); any amount is welcome.
          MINIMUM_PAYMENT: minimumRule === 'waived' ? null : minimum,
          CURERNT_BALANCE: balance,
          OTHER_AMOUNT: {
            // In arrears, a fixed amount must at least bring the account up to date (the minimum).
            min:
              minimumRule === 'required'
                ? Math.max(MINIMUM_FIXED_AMOUNT_PENCE, minimum)
                : Math.min(MINIMUM_FIXED_AMOUNT_PENCE, balance),
            max: balance,
          },
        },
  };
}

export async function getCreditStatement(
  db: Db,
  customerId: string,
  brandCode: string,
): Promise<CreditStatement | null> {
  const [account] = await db.select().from(creditAccounts).where(eq(creditAccounts.customerId, customerId));
  return account ? statementOf(account, brandCode) : null;
}

export type MakeAPaymentFailureCode =
  | 'NO_CREDIT_ACCOUNT'
  | 'NOTHING_TO_PAY'
  | 'CHOICE_NOT_OFFERED'
  | 'AMOUNT_TOO_LOW'
  | 'AMOUNT_TOO_HIGH'
  | 'AMOUNT_CHANGED'
  | 'PAYMENT_IN_PROGRESS'
  | 'IDEMPOTENCY_KEY_REUSED'
  | 'PAYMENT_DECLINED'
  | 'CARD_DETAILS_EXPIRED'
  | 'PAYMENT_UNAVAILABLE';

export interface MakeAPaymentFailure {
  ok: false;
  code: MakeAPaymentFailureCode;
  message: string;
}

export const MAKE_A_PAYMENT_MESSAGES: Record<MakeAPaymentFailureCode, string> = {
  NO_CREDIT_ACCOUNT: 'We couldn’t find a credit account for you.',
  NOTHING_TO_PAY: 'Your balance is £0.00, so there is nothing to pay.',
  CHOICE_NOT_OFFERED: 'Please choose how much to pay.',
  AMOUNT_TOO_LOW: 'Please enter an amount of at least £1.00.',
  AMOUNT_TOO_HIGH: 'Please enter an amount no more than your outstanding balance.',
  AMOUNT_CHANGED: 'Your balance has changed. Please check the amount and try again.',
  PAYMENT_IN_PROGRESS: 'Your payment is already being processed. Please wait a moment.',
  IDEMPOTENCY_KEY_REUSED: 'Sorry there has been an issue. Please try again',
  PAYMENT_DECLINED: 'Your card was declined. Please try another card.',
  CARD_DETAILS_EXPIRED: 'Your card details have timed out. Please enter them again.',
  PAYMENT_UNAVAILABLE: 'Sorry there has been an issue. Please try again',
};

export interface CreditPaymentReceipt {
  receiptNumber: string;
  accountNumber: string;
  amount: number;
  amountChoice: PaymentAmountChoice;
  journey: MakeAPaymentJourney;
  cardType: CardTypeCode;
  panSuffix: string;
  balance: number;
  availableToSpend: number;
  arrearsStatus: string;
  paidAt: string;
}

export type MakeAPaymentAnswer = { ok: true; value: CreditPaymentReceipt } | MakeAPaymentFailure;

function failure(code: MakeAPaymentFailureCode, message: string = MAKE_A_PAYMENT_MESSAGES[code]): MakeAPaymentFailure {
  return { ok: false, code, message };
}

/** The amount a choice pays, or why it cannot: pure, so the page and the server agree. */
export function checkAmount(
  statement: CreditStatement,
  choice: PaymentAmountChoice,
  amountPence: number,
): MakeAPaymentFailure | null {
  if (statement.balance === 0) return failure('NOTHING_TO_PAY');
  if (choice === 'OTHER_AMOUNT') {
    const bounds = statement.choices.OTHER_AMOUNT;
    if (!bounds) return failure('CHOICE_NOT_OFFERED');
    if (amountPence < bounds.min) return failure('AMOUNT_TOO_LOW', amountTooLowMessage(statement));
    if (amountPence > bounds.max) return failure('AMOUNT_TOO_HIGH', amountTooHighMessage(statement));
    return null;
  }
  const fixed = statement.choices[choice];
  if (fixed === null) return failure('CHOICE_NOT_OFFERED');
  return fixed === amountPence ? null : failure('AMOUNT_CHANGED');
}

export function amountTooLowMessage(statement: CreditStatement): string {
  const min = statement.choices.OTHER_AMOUNT?.min ?? MINIMUM_FIXED_AMOUNT_PENCE;
  return statement.messageType === 'make-a-payment-restrictions'
    ? `As your account is in arrears, please pay at least your minimum payment of ${formatPounds(min)}.`
    : `Please enter an amount of at least ${formatPounds(min)}.`;
}

export function amountTooHighMessage(statement: CreditStatement): string {
  return `Please enter an amount no more than your outstanding balance of ${formatPounds(statement.balance)}.`;
}

export interface MakeAPaymentInput {
  customerId: string;
  brandCode: string;
  /** The browser's key for this press of "Pay now": a repeat answers the first answer. */
  idempotencyKey: string;
  journey: MakeAPaymentJourney;
  amountChoice: PaymentAmountChoice;
  amountPence: number;
  instrument: PaymentInstrument;
  authentication: AuthenticationProof | null;
}

type PaymentRow = typeof creditPayments.$inferSelect;

function requestHash(input: MakeAPaymentInput): string {
  const instrument = instrumentFingerprint(input.instrument);
  return createHash('sha256')
    .update(
      JSON.stringify({ choice: input.amountChoice, amount: input.amountPence, instrument, journey: input.journey }),
    )
    .digest('hex');
}

function replay(payment: PaymentRow): MakeAPaymentAnswer {
  if (payment.state === 'PENDING' || !payment.answer) return failure('PAYMENT_IN_PROGRESS');
  return payment.answer as unknown as MakeAPaymentAnswer;
}

const newReceiptNumber = () => `MP${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;

async function begin(
  db: Db,
  input: MakeAPaymentInput,
  hash: string,
): Promise<{ replay: MakeAPaymentAnswer } | { payment: PaymentRow }> {
  return db.transaction(async (tx) => {
    const [account] = await tx
      .select()
      .from(creditAccounts)
      .where(eq(creditAccounts.customerId, input.customerId))
      .for('update');
    if (!account) return { replay: failure('NO_CREDIT_ACCOUNT') };
    // After the lock: a concurrent request with the same key has committed its payment by now.
    const [known] = await tx
      .select()
      .from(creditPayments)
      .where(
        and(eq(creditPayments.customerId, input.customerId), eq(creditPayments.idempotencyKey, input.idempotencyKey)),
      );
    if (known) return { replay: known.requestHash === hash ? replay(known) : failure('IDEMPOTENCY_KEY_REUSED') };
    const [pending] = await tx
      .select({ id: creditPayments.id })
      .from(creditPayments)
      .where(and(eq(creditPayments.customerId, input.customerId), eq(creditPayments.state, 'PENDING')));
    if (pending) return { replay: failure('PAYMENT_IN_PROGRESS') };
    const refused = checkAmount(statementOf(account, input.brandCode), input.amountChoice, input.amountPence);
    if (refused) return { replay: refused };
    const [payment] = await tx
      .insert(creditPayments)
      .values({
        receiptNumber: newReceiptNumber(),
        customerId: input.customerId,
        accountNumber: account.accountNumber,
        brandCode: input.brandCode,
        idempotencyKey: input.idempotencyKey,
        requestHash: hash,
        journey: input.journey,
        amountChoice: input.amountChoice,
        amountPence: input.amountPence,
      })
      .returning();
    if (!payment) throw new Error('credit payment insert returned nothing');
    return { payment };
  });
}

async function settle(
  db: Db,
  paymentId: string,
  state: Exclude<CreditPaymentState, 'PENDING' | 'PAID'>,
  answer: MakeAPaymentAnswer,
  extra: Partial<PaymentRow> = {},
) {
  await db
    .update(creditPayments)
    .set({ ...extra, state, answer: answer as unknown as Record<string, unknown>, updatedAt: new Date() })
    .where(and(eq(creditPayments.id, paymentId), eq(creditPayments.state, 'PENDING')));
}

async function authorise(
  gateway: CardGateway,
  payment: PaymentRow,
  input: MakeAPaymentInput,
): Promise<Authorisation | GatewayError> {
  try {
    return await gateway.authorise({
      reference: payment.id,
      amountPence: payment.amountPence,
      currency: 'GBP',
      instrument: input.instrument,
      authentication: input.authentication,
      saveCard: false,
    });
  } catch (error) {
    if (!(error instanceof GatewayError)) throw error;
    if (error.kind !== 'unavailable') return error;
    try {
      return (await gateway.findAuthorisation(payment.id)) ?? error;
    } catch {
      return error;
    }
  }
}

/** Step 3: the account and the payment change together, or (balance now below the amount) nothing does. */
async function finish(
  db: Db,
  payment: PaymentRow,
  authorisation: Authorisation,
): Promise<{ answer: MakeAPaymentAnswer; reverse: boolean }> {
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(creditPayments).where(eq(creditPayments.id, payment.id)).for('update');
    if (current?.state !== 'PENDING') {
      return { answer: current ? replay(current) : failure('PAYMENT_UNAVAILABLE'), reverse: false };
    }
    const [account] = await tx
      .select()
      .from(creditAccounts)
      .where(eq(creditAccounts.customerId, payment.customerId))
      .for('update');
    if (!account || account.balancePence < payment.amountPence) {
      const answer = failure('AMOUNT_CHANGED');
      await settle(tx, payment.id, 'VOIDED', answer, { authorisationId: authorisation.id });
      return { answer, reverse: true };
    }
    const balance = account.balancePence - payment.amountPence;
    const arrears = Math.max(0, account.arrearsPence - payment.amountPence);
    const upToDate = arrears === 0;
    const arrearsStatus = upToDate ? 'UP_TO_DATE' : account.arrearsStatus;
    // The hold on purchases that arrears put on the account lifts when they are paid (not under recoveries).
    const purchaseOnHold = account.purchaseOnHold && !(upToDate && !account.arrearsManagement);
    const paidAt = new Date();
    await tx
      .update(creditAccounts)
      .set({
        balancePence: balance,
        arrearsPence: arrears,
        arrearsStatus,
        purchaseOnHold,
        expectedPaymentPence: Math.max(0, account.expectedPaymentPence - payment.amountPence),
        version: sql`${creditAccounts.version} + 1`,
        updatedAt: paidAt,
      })
      .where(eq(creditAccounts.customerId, account.customerId));
    const availableToSpend = purchaseOnHold ? 0 : Math.max(0, account.creditLimitPence - balance);
    const answer: MakeAPaymentAnswer = {
      ok: true,
      value: {
        receiptNumber: payment.receiptNumber,
        accountNumber: account.accountNumber,
        amount: payment.amountPence,
        amountChoice: payment.amountChoice as PaymentAmountChoice,
        journey: payment.journey as MakeAPaymentJourney,
        cardType: authorisation.card.cardType,
        panSuffix: authorisation.card.panSuffix,
        balance,
        availableToSpend,
        arrearsStatus,
        paidAt: paidAt.toISOString(),
      },
    };
    await tx
      .update(creditPayments)
      .set({
        state: 'PAID',
        authorisationId: authorisation.id,
        cardType: authorisation.card.cardType,
        panSuffix: authorisation.card.panSuffix,
        balanceAfterPence: balance,
        availableAfterPence: availableToSpend,
        arrearsStatusAfter: arrearsStatus,
        answer: answer as unknown as Record<string, unknown>,
        updatedAt: paidAt,
      })
      .where(eq(creditPayments.id, payment.id));
    return { answer, reverse: false };
  });
}

const declineMessages: Record<string, string> = {
  INSUFFICIENT_FUND: 'Your card was declined: there isn’t enough money available on it. Please try another card.',
  EXPIRED_CARD: 'Your card has expired. Please try another card.',
};

/** Pays towards the customer's credit account by card: see the file's comment for the three steps. */
export async function makeAPayment(
  db: Db,
  gateway: CardGateway,
  input: MakeAPaymentInput,
): Promise<MakeAPaymentAnswer> {
  let begun: Awaited<ReturnType<typeof begin>>;
  try {
    begun = await begin(db, input, requestHash(input));
  } catch (error) {
    // Two first presses racing on different connections: the loser's insert hits a unique index.
    if (isUniqueViolation(error)) return failure('PAYMENT_IN_PROGRESS');
    throw error;
  }
  if ('replay' in begun) return begun.replay;
  const { payment } = begun;
  const result = await authorise(gateway, payment, input);
  if (result instanceof GatewayError) {
    if (result.kind === 'unavailable') return failure('PAYMENT_UNAVAILABLE'); // left PENDING for the sweeper
    const answer = failure(result.kind === 'invalid_token' ? 'CARD_DETAILS_EXPIRED' : 'PAYMENT_UNAVAILABLE');
    await settle(db, payment.id, 'FAILED', answer);
    return answer;
  }
  if (result.status === 'DECLINED') {
    const answer = failure(
      'PAYMENT_DECLINED',
      declineMessages[result.reason ?? ''] ?? MAKE_A_PAYMENT_MESSAGES.PAYMENT_DECLINED,
    );
    await settle(db, payment.id, 'DECLINED', answer, { declineReason: result.reason, authorisationId: result.id });
    return answer;
  }
  const done = await finish(db, payment, result);
  if (done.reverse) await gateway.reverse(result.id).catch(() => undefined);
  return done.answer;
}

function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

/** A PAID payment's receipt, only its owner's (anyone else's, or an unknown number: null). */
export async function getCreditPaymentReceipt(
  db: Db,
  customerId: string,
  receiptNumber: string,
): Promise<CreditPaymentReceipt | null> {
  const [payment] = await db
    .select()
    .from(creditPayments)
    .where(
      and(
        eq(creditPayments.customerId, customerId),
        eq(creditPayments.receiptNumber, receiptNumber),
        eq(creditPayments.state, 'PAID'),
      ),
    );
  const answer = payment?.answer as MakeAPaymentAnswer | undefined;
  return answer?.ok ? answer.value : null;
}

/** Claims the receipt email: true for exactly one caller; released when sending fails. */
export async function claimReceiptMail(db: Db, receiptNumber: string): Promise<boolean> {
  const claimed = await db
    .update(creditPayments)
    .set({ receiptMailedAt: new Date() })
    .where(
      and(
        eq(creditPayments.receiptNumber, receiptNumber),
        eq(creditPayments.state, 'PAID'),
        sql`${creditPayments.receiptMailedAt} IS NULL`,
      ),
    )
    .returning({ id: creditPayments.id });
  return claimed.length === 1;
}

export async function releaseReceiptMail(db: Db, receiptNumber: string): Promise<void> {
  await db.update(creditPayments).set({ receiptMailedAt: null }).where(eq(creditPayments.receiptNumber, receiptNumber));
}

/** How long a PENDING payment may wait for its finish before the sweeper settles it with the gateway. */
export const STALE_CREDIT_PAYMENT_MS = 10 * 60_000;

/**
 * Settles PENDING payments older than `olderThanMs` (their request died between authorisation and finish): an
 * authorisation the gateway holds is reversed and the payment VOIDED (the account never changed); none: FAILED.
 */
export async function sweepStaleCreditPayments(
  db: Db,
  gateway: CardGateway,
  options: { olderThanMs?: number; now?: Date } = {},
): Promise<{ voided: number; failed: number }> {
  const cutoff = new Date((options.now ?? new Date()).getTime() - (options.olderThanMs ?? STALE_CREDIT_PAYMENT_MS));
  const stale = await db
    .select()
    .from(creditPayments)
    .where(and(eq(creditPayments.state, 'PENDING'), lt(creditPayments.createdAt, cutoff)));
  let voided = 0;
  let failed = 0;
  const answer = failure('PAYMENT_UNAVAILABLE');
  for (const payment of stale) {
    const [claimed] = await db
      .update(creditPayments)
      .set({ state: 'VOIDED', answer: answer as unknown as Record<string, unknown>, updatedAt: new Date() })
      .where(and(eq(creditPayments.id, payment.id), eq(creditPayments.state, 'PENDING')))
      .returning({ id: creditPayments.id });
    if (!claimed) continue;
    let found: Authorisation | null;
    try {
      found = await gateway.findAuthorisation(payment.id);
    } catch {
      await db.update(creditPayments).set({ state: 'PENDING' }).where(eq(creditPayments.id, payment.id));
      continue;
    }
    if (found?.status === 'AUTHORIZED' && !found.reversed) {
      await gateway.reverse(found.id);
      await db.update(creditPayments).set({ authorisationId: found.id }).where(eq(creditPayments.id, payment.id));
      voided++;
    } else {
      await db.update(creditPayments).set({ state: 'FAILED' }).where(eq(creditPayments.id, payment.id));
      failed++;
    }
  }
  return { voided, failed };
}

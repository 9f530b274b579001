// Charging an order to the customer's store credit account ("<Brand> Pay", issue 14): whether the account may be
// used at all (arrears, purchases on hold and accounts with the recoveries team may not: the reason is shown), how much
// of an order it pays (all of it, or in a part payment exactly what is available to spend, the rest by card), and the
// charge itself, taken only inside the transaction that writes the order, with the account row locked so two orders
// at once never take the balance past the limit with its tolerance.
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { creditAccounts } from '../db/schema-customers.ts';
import { availableToSpend } from './details.ts';

type Account = typeof creditAccounts.$inferSelect;

export const CREDIT_REFUSALS = {
  NO_ACCOUNT: 'You don’t have a credit account with us, so please pay by card.',
  RECOVERIES:
    'Your account is with our recoveries team, so it can’t be used for new orders. Please pay by card, or call us about your account.',
  ON_HOLD: 'Purchases on your account are on hold, so it can’t be used for this order. Please pay by card.',
  ARREARS:
    'Your account is in arrears, so it can’t be used for new orders until the missed payments are made. Please pay by card.',
} as const;

/** Why the account may not pay for an order (the message to show), or null when it may. */
export function creditRefusal(account: Account | undefined | null): string | null {
  if (!account) return CREDIT_REFUSALS.NO_ACCOUNT;
  if (account.arrearsManagement) return CREDIT_REFUSALS.RECOVERIES;
  if (account.purchaseOnHold) return CREDIT_REFUSALS.ON_HOLD;
  if (account.arrearsStatus !== 'UP_TO_DATE') return CREDIT_REFUSALS.ARREARS;
  return null;
}

/** The most the balance may reach: the limit with its tolerance. */
export const creditCeiling = (account: Account) => account.creditLimitPence + account.creditLimitTolerancePence;

export type CreditCheck = { ok: true } | { ok: false; refused: true; message: string } | { ok: false; refused: false };

/**
 * May `creditPence` of an order of `totalPence` go on the account now? Credit alone pays the whole total within the
 * limit with its tolerance; in a part payment (`partPayment`) credit pays exactly the available to spend, and only
 * when the total is more than that (spec §5: the card pays order total − available to spend).
 */
export function checkCreditPart(
  account: Account | undefined,
  creditPence: number,
  totalPence: number,
  partPayment: boolean,
): CreditCheck {
  const refusal = creditRefusal(account);
  if (refusal || !account) return { ok: false, refused: true, message: refusal ?? CREDIT_REFUSALS.NO_ACCOUNT };
  const available = availableToSpend(account.creditLimitPence, account.balancePence);
  if (partPayment) {
    if (creditPence !== available || available <= 0 || totalPence <= available) return { ok: false, refused: false };
  } else if (creditPence !== totalPence) {
    return { ok: false, refused: false };
  }
  if (account.balancePence + creditPence > creditCeiling(account)) return { ok: false, refused: false };
  return { ok: true };
}

export async function readCreditAccount(db: Db, customerId: string, lock = false): Promise<Account | undefined> {
  const query = db.select().from(creditAccounts).where(eq(creditAccounts.customerId, customerId));
  const [account] = lock ? await query.for('update') : await query;
  return account;
}

/**
 * Inside the order's transaction, with the account row locked by `readCreditAccount(tx, id, true)`: adds the charge
 * to the balance. The update itself refuses to pass the ceiling, so even a caller that skipped the check cannot.
 */
export async function chargeCredit(tx: Db, customerId: string, creditPence: number): Promise<void> {
  const [charged] = await tx
    .update(creditAccounts)
    .set({
      balancePence: sqlAdd(creditPence),
      version: sqlIncrement(),
      updatedAt: new Date(),
    })
    .where(eq(creditAccounts.customerId, customerId))
    .returning({
      balance: creditAccounts.balancePence,
      limit: creditAccounts.creditLimitPence,
      tolerance: creditAccounts.creditLimitTolerancePence,
    });
  if (!charged || charged.balance > charged.limit + charged.tolerance) {
    throw new Error('credit charge would pass the limit with its tolerance');
  }
}

const sqlAdd = (pence: number) => sql`${creditAccounts.balancePence} + ${pence}`;
const sqlIncrement = () => sql`${creditAccounts.version} + 1`;

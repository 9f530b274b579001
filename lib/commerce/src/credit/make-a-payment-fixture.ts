// Test helpers for make-a-payment suites outside this package (the site's contract tests), which have no query
// builder of their own: an account's row, a reset to given values, and the payments recorded.
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { creditPayments } from '../db/schema-credit.ts';
import { creditAccounts } from '../db/schema-customers.ts';

export type CreditAccountRow = typeof creditAccounts.$inferSelect;

export async function creditAccountRow(db: Db, customerId: string): Promise<CreditAccountRow | undefined> {
  const [row] = await db.select().from(creditAccounts).where(eq(creditAccounts.customerId, customerId));
  return row;
}

export async function resetCreditAccount(db: Db, customerId: string, values: Partial<CreditAccountRow>): Promise<void> {
  await db.delete(creditPayments).where(eq(creditPayments.customerId, customerId));
  await db.update(creditAccounts).set(values).where(eq(creditAccounts.customerId, customerId));
}

export async function creditPaymentRows(db: Db) {
  return db.select().from(creditPayments);
}

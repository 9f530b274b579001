// Shared by the credit check and acceptance (application.ts) and the application under way (progress.ts): the
// per-customer lock that serialises them, whether the customer has a credit account, and ending the application
// under way. Defined once so the two modules cannot drift apart.
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { creditApplicationProgress } from '../db/schema-credit-applications.ts';
import { creditAccounts } from '../db/schema-customers.ts';

/** One credit check, acceptance or saved step of a customer's at a time (held until the transaction ends). */
export const lockCustomer = (tx: Db, customerId: string) =>
  tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`credit-application:${customerId}`}))`);

export const hasCreditAccount = async (db: Db, customerId: string) =>
  (
    await db
      .select({ id: creditAccounts.customerId })
      .from(creditAccounts)
      .where(eq(creditAccounts.customerId, customerId))
  ).length > 0;

/**
 * Ends the customer's application under way on this brand (cancel, a final decision, acceptance), inside the
 * caller's transaction when given one; true when there was one.
 */
export async function endProgress(db: Db, customerId: string, brandCode: string): Promise<boolean> {
  const ended = await db
    .delete(creditApplicationProgress)
    .where(
      and(eq(creditApplicationProgress.customerId, customerId), eq(creditApplicationProgress.brandCode, brandCode)),
    )
    .returning({ customerId: creditApplicationProgress.customerId });
  return ended.length > 0;
}

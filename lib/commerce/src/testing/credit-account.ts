// Test helper: puts a customer's credit account in a given state (limit, balance, flags) for payment tests that run
// where drizzle-orm is not a dependency (the site's contract tests).
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { creditAccounts } from '../db/schema-customers.ts';

export async function setCreditAccount(
  db: Db,
  customerId: string,
  values: Partial<
    Pick<
      typeof creditAccounts.$inferInsert,
      'creditLimitPence' | 'balancePence' | 'creditLimitTolerancePence' | 'purchaseOnHold' | 'arrearsStatus'
    >
  >,
): Promise<void> {
  await db.update(creditAccounts).set(values).where(eq(creditAccounts.customerId, customerId));
}

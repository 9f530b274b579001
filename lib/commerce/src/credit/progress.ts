// An application under way (issue 15 item 4, spec §4 "exit and cancel flags inside or outside the application"): the
// step the customer reached and what they entered, kept on the server by customer and brand, never by anything in the
// address bar. Leaving (the exit warning accepted, or the tab closed) keeps it; coming back resumes it; cancelling,
// a final decision (declined, referred) or acceptance ends it. The documents and acceptance steps belong to the
// approved application they were reached with: if that is no longer the customer's latest approved application the
// customer resumes at the credit check instead (the offer may have changed). Every read and write is keyed by the
// session's customer id: another customer's progress cannot be read, changed or ended.
import { and, eq, lt } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import {
  type ApplicationAnswers,
  type CreditApplicationStep,
  creditApplicationProgress,
} from '../db/schema-credit-applications.ts';
import { type CreditCheckAnswer, checkAnswer, latestApplication } from './application.ts';
import { hasCreditAccount, lockCustomer } from './customer-credit.ts';

// Ending it is the one query the credit check and acceptance run too (customer-credit.ts).
export { endProgress } from './customer-credit.ts';

/** How long an application left part-way is kept (then the customer starts again). */
export const PROGRESS_KEPT_DAYS = 30;
const KEPT_MS = PROGRESS_KEPT_DAYS * 24 * 60 * 60 * 1000;

const AFTER_CHECK: readonly CreditApplicationStep[] = ['documents', 'accept'];

export interface ApplicationProgress {
  step: CreditApplicationStep;
  answers: ApplicationAnswers;
  /** The approved application's credit check, for the documents and acceptance steps; null before the check. */
  check: CreditCheckAnswer | null;
  updatedAt: Date;
}

export type SaveProgressResult =
  | { ok: true; step: CreditApplicationStep }
  | { ok: false; code: 'ALREADY_CREDIT_CUSTOMER'; message: string };

/** The approved (not yet accepted) application a documents or acceptance step may be about, or null. */
async function approvedApplication(db: Db, customerId: string, brandCode: string) {
  const latest = await latestApplication(db, customerId, brandCode);
  return latest?.state === 'APPROVED' ? latest : null;
}

/**
 * Records the step the customer reached and their answers (one row per customer and brand, replaced each time).
 * A documents or acceptance step without an approved application is recorded as the credit check step.
 */
export async function saveProgress(
  db: Db,
  input: { customerId: string; brandCode: string; step: CreditApplicationStep; answers: ApplicationAnswers },
): Promise<SaveProgressResult> {
  return db.transaction(async (tx) => {
    // Serialised with the credit check and acceptance of the same customer.
    await lockCustomer(tx, input.customerId);
    if (await hasCreditAccount(tx, input.customerId)) {
      return { ok: false, code: 'ALREADY_CREDIT_CUSTOMER', message: 'You already have a credit account with us.' };
    }
    let step = input.step;
    let applicationId: string | null = null;
    if (AFTER_CHECK.includes(step)) {
      const approved = await approvedApplication(tx, input.customerId, input.brandCode);
      if (approved) applicationId = approved.id;
      else step = 'check';
    }
    const values = { step, answers: input.answers, applicationId, updatedAt: new Date() };
    await tx
      .insert(creditApplicationProgress)
      .values({ customerId: input.customerId, brandCode: input.brandCode, ...values })
      .onConflictDoUpdate({
        target: [creditApplicationProgress.customerId, creditApplicationProgress.brandCode],
        set: values,
      });
    return { ok: true, step };
  });
}

/**
 * The customer's application under way on this brand, or null (none, ended, older than PROGRESS_KEPT_DAYS, or they
 * have an account now). A documents or acceptance step whose application is no longer the latest approved one comes
 * back as the credit check step.
 */
export async function readProgress(
  db: Db,
  customerId: string,
  brandCode: string,
  now = new Date(),
): Promise<ApplicationProgress | null> {
  const [row] = await db
    .select()
    .from(creditApplicationProgress)
    .where(
      and(eq(creditApplicationProgress.customerId, customerId), eq(creditApplicationProgress.brandCode, brandCode)),
    );
  if (!row) return null;
  if (now.getTime() - row.updatedAt.getTime() > KEPT_MS || (await hasCreditAccount(db, customerId))) {
    await db
      .delete(creditApplicationProgress)
      .where(
        and(
          eq(creditApplicationProgress.customerId, customerId),
          eq(creditApplicationProgress.brandCode, brandCode),
          eq(creditApplicationProgress.updatedAt, row.updatedAt),
        ),
      );
    return null;
  }
  const step = row.step as CreditApplicationStep;
  if (AFTER_CHECK.includes(step)) {
    const approved = await approvedApplication(db, customerId, brandCode);
    if (approved && approved.id === row.applicationId) {
      return { step, answers: row.answers, check: checkAnswer(approved), updatedAt: row.updatedAt };
    }
    return { step: 'check', answers: row.answers, check: null, updatedAt: row.updatedAt };
  }
  return { step, answers: row.answers, check: null, updatedAt: row.updatedAt };
}

/** Removes every application left part-way for longer than PROGRESS_KEPT_DAYS (housekeeping). */
export async function sweepStaleProgress(db: Db, now = new Date()): Promise<number> {
  const gone = await db
    .delete(creditApplicationProgress)
    .where(lt(creditApplicationProgress.updatedAt, new Date(now.getTime() - KEPT_MS)))
    .returning({ customerId: creditApplicationProgress.customerId });
  return gone.length;
}

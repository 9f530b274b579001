// Newsletter sign-up. Idempotent per brand and address, and the answer is the same whether the address was new or
// already subscribed, so the form cannot be used to find out who shops with us.
import { z } from 'zod';
import type { Db } from './db/client.ts';
import { newsletterSubscriptions } from './db/schema-newsletter.ts';

export type NewsletterResult = { ok: true } | { ok: false; code: 'INVALID_EMAIL' | 'INVALID_BRAND' };

const emailSchema = z.email().max(254);
const brandCodeSchema = z.string().regex(/^[a-z]{2,8}$/);

/** Trimmed, lower-cased address, or null when it is not a valid email address. */
export function normaliseEmail(raw: unknown): string | null {
  if (typeof raw !== 'string') return null;
  const email = raw.trim().toLowerCase();
  return emailSchema.safeParse(email).success ? email : null;
}

export async function subscribeToNewsletter(
  db: Db,
  input: { brandCode: string; email: string },
): Promise<NewsletterResult> {
  if (!brandCodeSchema.safeParse(input.brandCode).success) return { ok: false, code: 'INVALID_BRAND' };
  const email = normaliseEmail(input.email);
  if (!email) return { ok: false, code: 'INVALID_EMAIL' };
  // One statement: concurrent sign-ups of the same address cannot race into a duplicate or an error.
  await db.insert(newsletterSubscriptions).values({ brandCode: input.brandCode, email }).onConflictDoNothing();
  return { ok: true };
}

// Contact preferences (legacy ContactPreferences page): how we may contact the customer, the newsletter and the
// loyalty opt-in. Updated under a row lock with an optional version check, so a stale form cannot overwrite a
// newer change unnoticed.
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../db/client.ts';
import { customers, type LoyaltyOptIn, loyaltyOptInValues } from '../db/schema-customers.ts';

export interface ContactPreferences {
  email: string;
  mobilePhone: string | null;
  contactByEmail: boolean;
  contactBySms: boolean;
  contactByPost: boolean;
  contactByPhone: boolean;
  newsletterOptIn: boolean;
  loyaltyOptIn: LoyaltyOptIn;
  loyaltySendEmail: boolean;
  version: number;
}

/** UK mobile numbers (07… or +447…), spaces allowed; empty clears it. */
const mobile = z
  .string()
  .trim()
  .max(20)
  .transform((v) => v.replace(/\s+/g, ''))
  .refine((v) => v === '' || /^(?:07\d{9}|\+447\d{9})$/.test(v), 'Enter a UK mobile number, like 07700 900123.');

export const contactPreferencesInput = z.object({
  mobilePhone: mobile.optional(),
  contactByEmail: z.boolean().optional(),
  contactBySms: z.boolean().optional(),
  contactByPost: z.boolean().optional(),
  contactByPhone: z.boolean().optional(),
  newsletterOptIn: z.boolean().optional(),
  loyaltyOptIn: z.enum(loyaltyOptInValues).optional(),
  loyaltySendEmail: z.boolean().optional(),
  /** The version the form was loaded with; a mismatch is a conflict. */
  version: z.number().int().min(0).max(2_147_483_647).optional(),
});
export type ContactPreferencesInput = z.infer<typeof contactPreferencesInput>;

type Row = typeof customers.$inferSelect;

function preferences(row: Row): ContactPreferences {
  return {
    email: row.email,
    mobilePhone: row.mobilePhone,
    contactByEmail: row.contactByEmail,
    contactBySms: row.contactBySms,
    contactByPost: row.contactByPost,
    contactByPhone: row.contactByPhone,
    newsletterOptIn: row.newsletterOptIn,
    loyaltyOptIn: row.loyaltyOptIn === 'OPTED_IN' ? 'OPTED_IN' : 'NOT_OPTED_IN',
    loyaltySendEmail: row.loyaltySendEmail,
    version: row.version,
  };
}

export async function getContactPreferences(db: Db, customerId: string): Promise<ContactPreferences | null> {
  const [row] = await db.select().from(customers).where(eq(customers.id, customerId));
  return row ? preferences(row) : null;
}

export type UpdatePreferencesResult =
  | { ok: true; preferences: ContactPreferences }
  | { ok: false; code: 'CUSTOMER_NOT_FOUND' | 'VERSION_CONFLICT' };

export async function updateContactPreferences(
  db: Db,
  customerId: string,
  input: ContactPreferencesInput,
): Promise<UpdatePreferencesResult> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(customers).where(eq(customers.id, customerId)).for('update');
    if (!row) return { ok: false, code: 'CUSTOMER_NOT_FOUND' } as const;
    if (input.version !== undefined && input.version !== row.version)
      return { ok: false, code: 'VERSION_CONFLICT' } as const;
    const { version: _version, mobilePhone, ...flags } = input;
    const set: Partial<typeof customers.$inferInsert> = { ...flags, version: row.version + 1, updatedAt: new Date() };
    if (mobilePhone !== undefined) set.mobilePhone = mobilePhone === '' ? null : mobilePhone;
    // SMS needs a number to send to.
    const smsNumber = mobilePhone !== undefined ? set.mobilePhone : row.mobilePhone;
    if (!smsNumber) set.contactBySms = false;
    const [updated] = await tx.update(customers).set(set).where(eq(customers.id, customerId)).returning();
    return updated
      ? ({ ok: true, preferences: preferences(updated) } as const)
      : ({ ok: false, code: 'CUSTOMER_NOT_FOUND' } as const);
  });
}

// Credit applications (issue 15): one row per application a customer makes, from the credit check to acceptance.
// The bureau's decision and the offer are kept as the bureau gave them; the documents the customer was shown are
// recorded (kind, version, digest of the content, format, when) and frozen on acceptance with the account opened.
// Money is integer pence; rates in ten-thousandths of a percent (28375 = 2.8375 %).
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { customers } from './schema-customers.ts';

/**
 * APPROVED: passed the credit check, documents and acceptance to come; DECLINED (Decline1-3), REFERRED (Refer1),
 * UNDECIDED (ERROR, NOT_FOUND or still PENDING at the bureau); ACCEPTED: the agreement was signed and the account opened.
 */
export const creditApplicationStateValues = ['APPROVED', 'DECLINED', 'REFERRED', 'UNDECIDED', 'ACCEPTED'] as const;
export type CreditApplicationState = (typeof creditApplicationStateValues)[number];

export interface ApplicantRecord {
  title: string;
  firstName: string;
  lastName: string;
  dateOfBirth: string;
  mobilePhone: string;
}

export interface ApplicationAddress {
  flatNumber: string;
  houseNumber: string;
  houseName: string;
  addressLine1: string;
  addressLine2: string;
  town: string;
  county: string;
  postcode: string;
  years: number;
  months: number;
}

export interface DocumentShown {
  kind: 'pcci' | 'explanation' | 'agreement';
  version: string;
  digest: string;
  format: 'html' | 'pdf';
  at: string;
}

const inList = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '));

export const creditApplications = pgTable(
  'credit_applications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: varchar('customer_id', { length: 64 })
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    brandCode: varchar('brand_code', { length: 8 }).notNull(),
    state: varchar('state', { length: 16 }).notNull(),
    applicant: jsonb('applicant').$type<ApplicantRecord>().notNull(),
    /** The current address first, then the previous one when the current is under three years. */
    addresses: jsonb('addresses').$type<ApplicationAddress[]>().notNull(),
    bureauSearchId: varchar('bureau_search_id', { length: 64 }),
    /** The bureau's outcome: PASS, ASSUMED_PASS, FAIL, ERROR, NOT_FOUND, PENDING. */
    creditCheckStatus: varchar('credit_check_status', { length: 16 }).notNull(),
    declineCode: varchar('decline_code', { length: 16 }),
    creditLimitPence: integer('credit_limit_pence'),
    creditLimitTolerancePence: integer('credit_limit_tolerance_pence'),
    proposedCreditLimitPence: integer('proposed_credit_limit_pence'),
    numberOfPayments: integer('number_of_payments'),
    /** Per month, ten-thousandths of a percent. */
    periodInterestRate: integer('period_interest_rate'),
    annualInterestRate: integer('annual_interest_rate'),
    /** APR, ten-thousandths of a percent (399000 = 39.9 %). */
    variableApr: integer('variable_apr'),
    costOfCreditPence: integer('cost_of_credit_pence'),
    documentsShown: jsonb('documents_shown').$type<DocumentShown[]>().notNull().default([]),
    /** Credit limit increase preference chosen on acceptance: 1 opt-in, 2 automatic, 3 no increase. */
    cliPrefType: integer('cli_pref_type'),
    accountNumber: varchar('account_number', { length: 20 }),
    /** The documents (kind, version, digest) the customer accepted. */
    acceptedDocuments: jsonb('accepted_documents').$type<DocumentShown[]>(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('credit_applications_customer_idx').on(t.customerId, t.createdAt),
    uniqueIndex('credit_applications_one_accepted').on(t.customerId).where(sql`state = 'ACCEPTED'`),
    check('credit_applications_state_known', sql`${t.state} IN (${inList(creditApplicationStateValues)})`),
    check('credit_applications_cli_pref_known', sql`${t.cliPrefType} IS NULL OR ${t.cliPrefType} IN (1, 2, 3)`),
    check(
      'credit_applications_accepted_has_account',
      sql`(${t.state} = 'ACCEPTED') = (${t.accountNumber} IS NOT NULL AND ${t.acceptedAt} IS NOT NULL)`,
    ),
    check(
      'credit_applications_approved_has_offer',
      sql`${t.state} NOT IN ('APPROVED', 'ACCEPTED') OR (${t.creditLimitPence} > 0 AND ${t.variableApr} IS NOT NULL)`,
    ),
  ],
);

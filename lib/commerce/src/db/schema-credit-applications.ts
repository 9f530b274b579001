// Credit applications (issue 15): one row per application a customer makes, from the credit check to acceptance.
// The bureau's decision and the offer are kept as the bureau gave them; the documents the customer was shown are
// recorded (kind, version, digest of the content, format, when) and frozen on acceptance with the account opened.
// Money is integer pence; rates in ten-thousandths of a percent (28375 = 2.8375 %).
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
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

/** The steps of the application form a customer can leave and come back to (spec §2 CreditApplication pages). */
export const creditApplicationStepValues = ['details', 'address', 'check', 'documents', 'accept'] as const;
export type CreditApplicationStep = (typeof creditApplicationStepValues)[number];

/** An address as the application form holds it (spec §3 credit application account address). */
export interface ProgressAddress {
  flatNumber: string;
  houseNumberAndSuffix: string;
  houseName: string;
  addressLine1: string;
  addressLine2: string;
  town: string;
  county: string;
  postcode: string;
}

/** What the applicant entered so far, in the form's own fields (spec §3 credit application state). */
export interface ApplicationAnswers {
  applicant: { title: string; firstname: string; lastname: string; dateofbirth: string; mobilePhone: string };
  addresses: {
    current: ProgressAddress;
    timeAtCurrent: { years: number; months: number };
    previous: ProgressAddress | null;
    timeAtPrevious: { years: number; months: number } | null;
  };
}

/**
 * An application under way (before the credit check's decision, or approved and not yet accepted): the step the
 * customer reached and what they entered, kept on the server by customer and brand so that leaving (the exit warning,
 * or closing the tab) and coming back resumes it on any device. Cancelling, a final decision or acceptance ends it.
 */
export const creditApplicationProgress = pgTable(
  'credit_application_progress',
  {
    customerId: varchar('customer_id', { length: 64 })
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    brandCode: varchar('brand_code', { length: 8 }).notNull(),
    step: varchar('step', { length: 16 }).notNull(),
    answers: jsonb('answers').$type<ApplicationAnswers>().notNull(),
    /** The approved application the documents and acceptance steps are about. */
    applicationId: uuid('application_id').references(() => creditApplications.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.customerId, t.brandCode] }),
    check('credit_application_progress_step_known', sql`${t.step} IN (${inList(creditApplicationStepValues)})`),
    check(
      'credit_application_progress_documents_have_application',
      sql`${t.step} NOT IN ('documents', 'accept') OR ${t.applicationId} IS NOT NULL`,
    ),
  ],
);

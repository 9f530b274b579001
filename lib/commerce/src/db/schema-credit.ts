// Payments a customer makes towards their store credit account (make-a-payment, issue 15): one row per press of
// "Pay now" (its idempotency key), PENDING while the card is at the gateway, then PAID (the account was credited in
// the same transaction), DECLINED, FAILED or VOIDED. One PENDING payment per customer at a time.
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { customers } from './schema-customers.ts';

export const creditPaymentStateValues = ['PENDING', 'PAID', 'DECLINED', 'FAILED', 'VOIDED'] as const;
export type CreditPaymentState = (typeof creditPaymentStateValues)[number];

/** Spec §3 enumerations (CURERNT_BALANCE is spelled so). */
export const paymentAmountChoiceValues = ['MINIMUM_PAYMENT', 'CURERNT_BALANCE', 'OTHER_AMOUNT'] as const;
export type PaymentAmountChoice = (typeof paymentAmountChoiceValues)[number];

export const makeAPaymentJourneyValues = ['make-a-payment-myaccount', 'make-a-payment-checkout'] as const;
export type MakeAPaymentJourney = (typeof makeAPaymentJourneyValues)[number];

const inList = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '));

export const creditPayments = pgTable(
  'credit_payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Shown on the receipt and in the email: `MP` and eight digits. */
    receiptNumber: varchar('receipt_number', { length: 16 }).notNull(),
    customerId: varchar('customer_id', { length: 64 })
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    accountNumber: varchar('account_number', { length: 20 }).notNull(),
    brandCode: varchar('brand_code', { length: 8 }).notNull(),
    idempotencyKey: varchar('idempotency_key', { length: 64 }).notNull(),
    requestHash: varchar('request_hash', { length: 64 }).notNull(),
    journey: varchar('journey', { length: 32 }).notNull(),
    amountChoice: varchar('amount_choice', { length: 16 }).notNull(),
    amountPence: integer('amount_pence').notNull(),
    state: varchar('state', { length: 16 }).notNull().default('PENDING'),
    authorisationId: varchar('authorisation_id', { length: 64 }),
    declineReason: varchar('decline_reason', { length: 40 }),
    cardType: varchar('card_type', { length: 3 }),
    panSuffix: varchar('pan_suffix', { length: 4 }),
    /** The account as the payment left it (PAID only). */
    balanceAfterPence: integer('balance_after_pence'),
    availableAfterPence: integer('available_after_pence'),
    arrearsStatusAfter: varchar('arrears_status_after', { length: 16 }),
    /** The first answer given for this key (replayed as is). */
    answer: jsonb('answer').$type<Record<string, unknown>>(),
    receiptMailedAt: timestamp('receipt_mailed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('credit_payments_customer_key').on(t.customerId, t.idempotencyKey),
    uniqueIndex('credit_payments_receipt_number').on(t.receiptNumber),
    uniqueIndex('credit_payments_one_pending').on(t.customerId).where(sql`state = 'PENDING'`),
    index('credit_payments_pending_idx').on(t.state, t.createdAt).where(sql`state = 'PENDING'`),
    check('credit_payments_state_known', sql`${t.state} IN (${inList(creditPaymentStateValues)})`),
    check('credit_payments_choice_known', sql`${t.amountChoice} IN (${inList(paymentAmountChoiceValues)})`),
    check('credit_payments_journey_known', sql`${t.journey} IN (${inList(makeAPaymentJourneyValues)})`),
    check('credit_payments_amount_positive', sql`${t.amountPence} > 0`),
    check('credit_payments_paid_has_balance', sql`(${t.state} = 'PAID') = (${t.balanceAfterPence} IS NOT NULL)`),
  ],
);

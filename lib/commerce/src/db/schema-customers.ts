// Customers, their addresses and credit accounts, and the site's server-side sign-in sessions (schema for the
// "customers" area). A customer's id is the identity provider's customerReferenceAccountId; every read and write
// is keyed by it, so one customer's data is never reachable with another's session. Money is integer pence.
import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';

export const loyaltyOptInValues = ['OPTED_IN', 'NOT_OPTED_IN'] as const;
export type LoyaltyOptIn = (typeof loyaltyOptInValues)[number];

export const customers = pgTable(
  'customers',
  {
    /** customerReferenceAccountId: the `sub` of the identity provider. */
    id: varchar('id', { length: 64 }).primaryKey(),
    /** The trading title (brand) the customer belongs to. */
    brandCode: varchar('brand_code', { length: 8 }).notNull(),
    title: varchar('title', { length: 16 }).notNull().default(''),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    gender: varchar('gender', { length: 16 }),
    dateOfBirth: date('date_of_birth'),
    email: text('email').notNull(),
    homePhone: varchar('home_phone', { length: 20 }),
    workPhone: varchar('work_phone', { length: 20 }),
    mobilePhone: varchar('mobile_phone', { length: 20 }),
    previousWebOrderPlaced: boolean('previous_web_order_placed').notNull().default(false),
    previousTelephoneOrderPlaced: boolean('previous_telephone_order_placed').notNull().default(false),
    creditUpsell: boolean('credit_upsell').notNull().default(false),
    loyaltyScore: varchar('loyalty_score', { length: 8 }),
    loyaltyOptIn: varchar('loyalty_opt_in', { length: 16 }).notNull().default('NOT_OPTED_IN'),
    loyaltySendEmail: boolean('loyalty_send_email').notNull().default(false),
    newsletterOptIn: boolean('newsletter_opt_in').notNull().default(false),
    contactByEmail: boolean('contact_by_email').notNull().default(false),
    contactBySms: boolean('contact_by_sms').notNull().default(false),
    contactByPost: boolean('contact_by_post').notNull().default(false),
    contactByPhone: boolean('contact_by_phone').notNull().default(false),
    /** Delivery subscription (P&P) status and end date. */
    pandpStatusCode: varchar('pandp_status_code', { length: 24 }).notNull().default('NOT_TAKEN'),
    pandpEndDate: date('pandp_end_date'),
    rollOverBalanceIndicator: boolean('roll_over_balance_indicator').notNull().default(false),
    /** A VIP customer: the promotions call's vipIndicator (spec §7), and VIP-only promotions. */
    vip: boolean('vip').notNull().default(false),
    version: integer('version').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('customers_brand_email_idx').on(t.brandCode, t.email),
    check('customers_loyalty_opt_in_known', sql`${t.loyaltyOptIn} IN ('OPTED_IN', 'NOT_OPTED_IN')`),
  ],
);

/** The customer's account address and saved delivery addresses. */
export const customerAddresses = pgTable(
  'customer_addresses',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    customerId: varchar('customer_id', { length: 64 })
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    addressType: varchar('address_type', { length: 16 }).notNull().default('ACCOUNT'),
    /** Who the parcel is for (delivery addresses; the account holder's own for ACCOUNT). */
    title: varchar('title', { length: 16 }).notNull().default(''),
    firstName: text('first_name').notNull().default(''),
    surname: text('surname').notNull().default(''),
    flatId: varchar('flat_id', { length: 20 }).notNull().default(''),
    houseNo: varchar('house_no', { length: 20 }).notNull().default(''),
    houseName: text('house_name').notNull().default(''),
    houseSuffix: varchar('house_suffix', { length: 8 }).notNull().default(''),
    addressLine1: text('address_line1').notNull().default(''),
    addressLine2: text('address_line2').notNull().default(''),
    addressLine3: text('address_line3').notNull().default(''),
    town: text('town').notNull().default(''),
    county: text('county').notNull().default(''),
    /** US state (spec §5: GB and IE keep the administrative area in county, US in state). */
    state: text('state').notNull().default(''),
    postCode: varchar('post_code', { length: 10 }).notNull(),
    countryName: text('country_name').notNull().default('United Kingdom'),
    countryIso: varchar('country_iso', { length: 2 }).notNull().default('GB'),
    isTpa: boolean('is_tpa').notNull().default(false),
    /** The shopper's own label ("Work", "Mum's"). */
    addressDescription: text('address_description').notNull().default(''),
    isDefaultDeliveryAddress: boolean('is_default_delivery_address').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('customer_addresses_customer_idx').on(t.customerId),
    check('customer_addresses_type_known', sql`${t.addressType} IN ('ACCOUNT', 'DELIVERY')`),
  ],
);

/** A store-credit account ("<Brand> Pay"): one per credit customer. */
export const creditAccounts = pgTable(
  'credit_accounts',
  {
    customerId: varchar('customer_id', { length: 64 })
      .primaryKey()
      .references(() => customers.id, { onDelete: 'cascade' }),
    accountNumber: varchar('account_number', { length: 20 }).notNull(),
    creditLimitPence: integer('credit_limit_pence').notNull(),
    /** What the customer owes now. */
    balancePence: integer('balance_pence').notNull().default(0),
    creditLimitTolerancePence: integer('credit_limit_tolerance_pence').notNull().default(0),
    /** Arrears: UP_TO_DATE, or ARREARS_1..ARREARS_3 by the number of missed payments. */
    arrearsStatus: varchar('arrears_status', { length: 16 }).notNull().default('UP_TO_DATE'),
    arrearsPence: integer('arrears_pence').notNull().default(0),
    arrearsManagement: boolean('arrears_management').notNull().default(false),
    purchaseOnHold: boolean('purchase_on_hold').notNull().default(false),
    adminFeeIndicator: boolean('admin_fee_indicator').notNull().default(false),
    /** APR in basis points (2990 = 29.9 %). */
    aprBasisPoints: integer('apr_basis_points').notNull(),
    numberOfPayments: integer('number_of_payments').notNull().default(12),
    paymentRatePercent: integer('payment_rate_percent').notNull().default(5),
    paymentDueDate: date('payment_due_date'),
    expectedPaymentPence: integer('expected_payment_pence').notNull().default(0),
    activeDirectDebit: boolean('active_direct_debit').notNull().default(false),
    voco: boolean('voco').notNull().default(false),
    /** Credit limit increase preference: 1 opt-in, 2 automatic, 3 no cli. */
    cliPrefType: integer('cli_pref_type').notNull().default(3),
    proposedCreditLimitPence: integer('proposed_credit_limit_pence'),
    proposedCreditApplyDate: date('proposed_credit_apply_date'),
    /** 1 accepted, 2 declined; null when undecided. */
    cliCustomerDecision: integer('cli_customer_decision'),
    version: integer('version').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('credit_accounts_limit_positive', sql`${t.creditLimitPence} >= 0`),
    check('credit_accounts_cli_pref_known', sql`${t.cliPrefType} IN (1, 2, 3)`),
  ],
);

/**
 * The site's sign-in sessions. The browser holds a random token; only its SHA-256 is stored, so a copy of this
 * table cannot be replayed as a cookie. Tokens from the identity provider are stored encrypted by the site.
 */
export const customerSessions = pgTable(
  'customer_sessions',
  {
    idHash: varchar('id_hash', { length: 64 }).primaryKey(),
    /** Public identifier of the session (the profile's `jti`); stable across id rotation. */
    jti: varchar('jti', { length: 40 }).notNull(),
    /** The id before the last rotation, still accepted for a few seconds (requests already in flight carry it). */
    previousIdHash: varchar('previous_id_hash', { length: 64 }),
    rotatedAt: timestamp('rotated_at', { withTimezone: true }),
    customerId: varchar('customer_id', { length: 64 }).notNull(),
    brandCode: varchar('brand_code', { length: 8 }).notNull(),
    rememberMe: boolean('remember_me').notNull().default(false),
    tokens: text('tokens').notNull(),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }).notNull(),
    refreshExpiresAt: timestamp('refresh_expires_at', { withTimezone: true }).notNull(),
    /** The session ends at this time unless refreshed (2700 s, or 86400 s with "remember me"). */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    version: integer('version').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('customer_sessions_customer_idx').on(t.customerId),
    index('customer_sessions_expires_idx').on(t.expiresAt),
    index('customer_sessions_previous_idx').on(t.previousIdHash),
  ],
);

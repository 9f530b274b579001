// Orders (schema for the "orders" area): what a customer bought, one row per order and one per order line. Lines
// keep the product number, option, name and unit price as they were when the order was placed, so the history does
// not change when the catalogue does. Checkout inserts here (recordOrder in src/orders/orders.ts); the account pages
// read it. Money is integer pence; an order belongs to one brand (trading title) and one customer.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { customers } from './schema-customers.ts';

export const orderStatusValues = ['PLACED', 'PROCESSING', 'DISPATCHED', 'DELIVERED', 'CANCELLED', 'RETURNED'] as const;
export type OrderStatus = (typeof orderStatusValues)[number];

/** The spec's delivery methods: standard, express, nominated day, click and collect, parcel shop. */
export const deliveryMethodValues = ['STANDARD', 'EXPRESS', 'NOMINATED', 'CLICK_AND_COLLECT', 'PARCEL_SHOP'] as const;
export type DeliveryMethod = (typeof deliveryMethodValues)[number];

const inList = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '));

/** Order numbers for new orders; the seeded history uses numbers below its start. */
export const orderNumberSequence = pgSequence('order_number_seq', { startWith: 60_000_001, increment: 1 });

export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The number the customer sees (digits only). */
    orderNumber: varchar('order_number', { length: 16 }).notNull(),
    brandCode: varchar('brand_code', { length: 8 }).notNull(),
    customerId: varchar('customer_id', { length: 64 })
      .notNull()
      .references(() => customers.id, { onDelete: 'restrict' }),
    /** The bag the order was placed from (null for orders from elsewhere): one order per bag. */
    cartId: uuid('cart_id'),
    placedAt: timestamp('placed_at', { withTimezone: true }).notNull().defaultNow(),
    status: varchar('status', { length: 16 }).notNull().default('PLACED'),
    deliveryMethod: varchar('delivery_method', { length: 24 }).notNull(),
    /** Sum of the lines (quantity × unit price). */
    goodsTotalPence: integer('goods_total_pence').notNull(),
    deliveryChargePence: integer('delivery_charge_pence').notNull().default(0),
    discountPence: integer('discount_pence').notNull().default(0),
    /** What the customer paid: goods + delivery − discount. */
    orderTotalPence: integer('order_total_pence').notNull(),
    /** Units across the lines (the "items" the history shows). */
    itemCount: integer('item_count').notNull(),
    /** Where and how it goes, as chosen at checkout (speed, address or parcel shop, dates, contact number). */
    delivery: jsonb('delivery').$type<Record<string, unknown>>(),
    /** How it was paid (method, card type code, last four digits, authorisation id): never a card number. */
    payment: jsonb('payment').$type<Record<string, unknown>>(),
    /** The promotion code applied, if any. */
    claimCode: varchar('claim_code', { length: 40 }),
    /** When the confirmation email was handed to the mail provider (claimed once, so it is sent once). */
    confirmationSentAt: timestamp('confirmation_sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('orders_order_number_key').on(t.orderNumber),
    uniqueIndex('orders_cart_id_key').on(t.cartId),
    index('orders_customer_brand_placed_idx').on(t.customerId, t.brandCode, t.placedAt.desc()),
    check('orders_order_number_digits', sql`${t.orderNumber} ~ '^[0-9]{6,16}$'`),
    check('orders_status_known', sql`${t.status} IN (${inList(orderStatusValues)})`),
    check('orders_delivery_method_known', sql`${t.deliveryMethod} IN (${inList(deliveryMethodValues)})`),
    check(
      'orders_amounts_non_negative',
      sql`${t.goodsTotalPence} >= 0 AND ${t.deliveryChargePence} >= 0 AND ${t.discountPence} >= 0 AND ${t.orderTotalPence} >= 0`,
    ),
    check(
      'orders_total_consistent',
      sql`${t.orderTotalPence} = ${t.goodsTotalPence} + ${t.deliveryChargePence} - ${t.discountPence}`,
    ),
    check('orders_item_count_positive', sql`${t.itemCount} > 0`),
  ],
);

export const orderLines = pgTable(
  'order_lines',
  {
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    lineNumber: integer('line_number').notNull(),
    productNumber: varchar('product_number', { length: 24 }).notNull(),
    optionNumber: varchar('option_number', { length: 32 }).notNull(),
    productName: text('product_name').notNull(),
    quantity: integer('quantity').notNull(),
    unitPricePence: integer('unit_price_pence').notNull(),
  },
  (t) => [
    primaryKey({ name: 'order_lines_pkey', columns: [t.orderId, t.lineNumber] }),
    index('order_lines_option_idx').on(t.optionNumber),
    check('order_lines_quantity_positive', sql`${t.quantity} > 0`),
    check('order_lines_unit_price_non_negative', sql`${t.unitPricePence} >= 0`),
  ],
);

export const paymentAttemptStateValues = ['PENDING', 'ORDERED', 'DECLINED', 'VOIDED', 'FAILED'] as const;
export type PaymentAttemptState = (typeof paymentAttemptStateValues)[number];

/**
 * One attempt to pay for a bag, under the shopper's idempotency key: recorded (PENDING) inside the bag's lock before
 * the gateway is asked, with the amount frozen and the bag version it was priced at; its id is the merchant reference
 * the gateway authorises once. It ends ORDERED (with the order), DECLINED, VOIDED (authorised, then reversed because
 * the bag changed or sold out, or left without an order) or FAILED (the gateway never authorised it). A repeat of the
 * same key and request answers the stored first answer; at most one attempt per bag is PENDING at a time.
 */
export const paymentAttempts = pgTable(
  'payment_attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: varchar('customer_id', { length: 64 }).notNull(),
    idempotencyKey: varchar('idempotency_key', { length: 64 }).notNull(),
    /** SHA-256 of the request (instrument kind, authentication, amount the shopper saw). */
    requestHash: varchar('request_hash', { length: 64 }).notNull(),
    bagId: uuid('bag_id').notNull(),
    bagVersion: integer('bag_version').notNull(),
    brandCode: varchar('brand_code', { length: 8 }).notNull(),
    /** The order total this attempt pays: `creditPence` from the store credit account, the rest through `method`. */
    amountPence: integer('amount_pence').notNull(),
    /** The part charged to the customer's credit account, inside the transaction that writes the order (0: none). */
    creditPence: integer('credit_pence').notNull().default(0),
    /** Who authorises the rest outside the shop (card; later wallets, instalments); null when credit pays it all. */
    method: varchar('method', { length: 16 }).default('card'),
    state: varchar('state', { length: 16 }).notNull().default('PENDING'),
    authorisationId: varchar('authorisation_id', { length: 64 }),
    declineReason: varchar('decline_reason', { length: 40 }),
    orderId: uuid('order_id').references(() => orders.id),
    saveCard: boolean('save_card').notNull().default(false),
    /** The first answer given for this key (replayed as is). */
    answer: jsonb('answer').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payment_attempts_customer_key').on(t.customerId, t.idempotencyKey),
    uniqueIndex('payment_attempts_one_pending_per_bag').on(t.bagId).where(sql`state = 'PENDING'`),
    index('payment_attempts_pending_idx').on(t.state, t.createdAt).where(sql`state = 'PENDING'`),
    check('payment_attempts_state_known', sql`${t.state} IN (${inList(paymentAttemptStateValues)})`),
    check('payment_attempts_amount_positive', sql`${t.amountPence} > 0`),
    check(
      'payment_attempts_credit_part',
      sql`${t.creditPence} >= 0 AND ${t.creditPence} <= ${t.amountPence} AND (${t.method} IS NULL) = (${t.creditPence} = ${t.amountPence})`,
    ),
    check('payment_attempts_ordered_has_order', sql`(${t.state} = 'ORDERED') = (${t.orderId} IS NOT NULL)`),
  ],
);

/**
 * A customer's saved card: the gateway's instrument id (what pays next time) and what may be shown about the card —
 * never its number. One default per customer; the list shows the default first, then the most recently used.
 */
export const paymentCards = pgTable(
  'payment_cards',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: varchar('customer_id', { length: 64 })
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    instrumentId: varchar('instrument_id', { length: 64 }).notNull(),
    bin: varchar('bin', { length: 8 }).notNull(),
    panSuffix: varchar('pan_suffix', { length: 4 }).notNull(),
    cardType: varchar('card_type', { length: 3 }).notNull(),
    expiryMonth: integer('expiry_month').notNull(),
    expiryYear: integer('expiry_year').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payment_cards_customer_instrument_key').on(t.customerId, t.instrumentId),
    uniqueIndex('payment_cards_one_default').on(t.customerId).where(sql`is_default`),
    check('payment_cards_pan_suffix_digits', sql`${t.panSuffix} ~ '^[0-9]{4}$'`),
    check('payment_cards_expiry_month', sql`${t.expiryMonth} BETWEEN 1 AND 12`),
  ],
);

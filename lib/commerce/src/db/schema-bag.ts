// Bag, promotions and saved items (schema for the "bag" area). Money is integer pence. Bags and wishlists are
// scoped to one brand and, once a shopper signs in, to one customer: reads check both, so another brand's or another
// customer's bag is simply not found.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';

/** One shopping bag. `version` increases with every change (optimistic checks, ETags); writes also lock the row. */
export const bags = pgTable(
  'bags',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    brandCode: varchar('brand_code', { length: 8 }).notNull(),
    /** Set once the bag belongs to a signed-in customer; null for a guest bag. */
    customerId: varchar('customer_id', { length: 64 }),
    /** OPEN while shopping; PAID once an order is taken (then CART_PMNT_DONE). */
    status: varchar('status', { length: 16 }).notNull().default('OPEN'),
    /** Applied promotion code (claim code), upper case. */
    claimCode: varchar('claim_code', { length: 40 }),
    /** The applied code came from a proactive offer rather than typed by the shopper. */
    claimCodeProactive: boolean('claim_code_proactive').notNull().default(false),
    version: integer('version').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('bags_customer_brand_idx').on(t.customerId, t.brandCode).where(sql`customer_id IS NOT NULL`),
    check('bags_status_known', sql`${t.status} IN ('OPEN', 'PAID')`),
  ],
);

/** One line of a bag: a product option and its quantity. Price is read from the catalogue on every read. */
export const bagEntries = pgTable(
  'bag_entries',
  {
    bagId: uuid('bag_id')
      .notNull()
      .references(() => bags.id, { onDelete: 'cascade' }),
    /** The option (size) number; for a delivery subscription its product code. */
    optionNumber: varchar('option_number', { length: 32 }).notNull(),
    productNumber: varchar('product_number', { length: 24 }).notNull(),
    offerNumber: varchar('offer_number', { length: 24 }).notNull(),
    /** STANDARD or DELIVERY_SUBSCRIPTION. */
    productType: varchar('product_type', { length: 32 }).notNull().default('STANDARD'),
    quantity: integer('quantity').notNull(),
    /** Order in which lines were added (display order). */
    position: integer('position').notNull(),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'bag_entries_pkey', columns: [t.bagId, t.optionNumber] }),
    check('bag_entries_quantity_range', sql`${t.quantity} BETWEEN 1 AND 99`),
  ],
);

/**
 * The bag's checkout delivery choices (one row per bag, written under the bag's lock): where it goes (a snapshot of
 * the address, so editing the saved address later does not move this order), the speed and its nominated day and
 * window, the parcel shop for a collection, the contact number and the session details sent at checkout.
 */
export const bagDelivery = pgTable(
  'bag_delivery',
  {
    bagId: uuid('bag_id')
      .primaryKey()
      .references(() => bags.id, { onDelete: 'cascade' }),
    /** The saved customer address chosen, when one was (null for an address no longer saved). */
    addressId: integer('address_id'),
    /** Snapshot of the delivery address payload (spec §3 "Addresses"), normalised. */
    address: jsonb('address').$type<Record<string, string | boolean>>(),
    /** Normalised postcode of that address: the delivery options' destination. */
    postcode: varchar('postcode', { length: 10 }),
    deliveryMode: varchar('delivery_mode', { length: 16 }).notNull().default('STANDARD'),
    nominatedDate: date('nominated_date', { mode: 'string' }),
    timeFrame: varchar('time_frame', { length: 8 }),
    standardDeliveryDate: date('standard_delivery_date', { mode: 'string' }),
    /** The chosen parcel shop or locker (id, name, address, postcode) for HPS and EXPRESS_COLLECT. */
    parcelShop: jsonb('parcel_shop').$type<{ id: string; description: string; address: string; postcode: string }>(),
    contactNumber: varchar('contact_number', { length: 20 }),
    firstOrderOnWebPlaced: boolean('first_order_on_web_placed'),
    deviceFingerPrintId: varchar('device_finger_print_id', { length: 128 }),
    externalIpAddress: varchar('external_ip_address', { length: 45 }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'bag_delivery_mode_known',
      sql`${t.deliveryMode} IN ('STANDARD', 'EXPRESS', 'NOM', 'HPS', 'EXPRESS_COLLECT')`,
    ),
    check(
      'bag_delivery_nominated_complete',
      sql`(${t.deliveryMode} = 'NOM') = (${t.nominatedDate} IS NOT NULL AND ${t.timeFrame} IS NOT NULL)`,
    ),
    check(
      'bag_delivery_time_frame_known',
      sql`${t.timeFrame} IS NULL OR ${t.timeFrame} IN ('ALL_DAY', 'MORNING', 'EVENING')`,
    ),
    check(
      'bag_delivery_parcel_shop_for_collection',
      sql`${t.parcelShop} IS NULL OR ${t.deliveryMode} IN ('HPS', 'EXPRESS_COLLECT')`,
    ),
  ],
);

/** A promotion: typed claim code or proactive offer, for one brand or (brand_code null) every brand. */
export const promotions = pgTable(
  'promotions',
  {
    code: varchar('code', { length: 40 }).primaryKey(),
    brandCode: varchar('brand_code', { length: 8 }),
    description: text('description').notNull(),
    shortDescription: text('short_description').notNull(),
    /** PERCENT (value in whole percent) or FIXED (value in pence). */
    discountType: varchar('discount_type', { length: 8 }).notNull(),
    discountValue: integer('discount_value').notNull(),
    /** Minimum goods value in pence. */
    orderThreshold: integer('order_threshold').notNull().default(0),
    /** ALL, FIRST_ORDER, CREDIT, LOYALTY, VIP or DELIVERY_SUBSCRIPTION. */
    audience: varchar('audience', { length: 24 }).notNull().default('ALL'),
    /** Offered to the shopper without typing (proactive offer). */
    proactive: boolean('proactive').notNull().default(false),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
  },
  (t) => [
    index('promotions_brand_idx').on(t.brandCode),
    check('promotions_discount_type_known', sql`${t.discountType} IN ('PERCENT', 'FIXED')`),
    check(
      'promotions_discount_value_range',
      sql`${t.discountValue} > 0 AND (${t.discountType} <> 'PERCENT' OR ${t.discountValue} <= 100)`,
    ),
    check('promotions_code_upper', sql`${t.code} = upper(${t.code})`),
  ],
);

/** A saved-for-later list. */
export const wishlists = pgTable(
  'wishlists',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    brandCode: varchar('brand_code', { length: 8 }).notNull(),
    customerId: varchar('customer_id', { length: 64 }),
    version: integer('version').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('wishlists_customer_brand_key').on(t.customerId, t.brandCode)],
);

export const wishlistEntries = pgTable(
  'wishlist_entries',
  {
    wishlistId: uuid('wishlist_id')
      .notNull()
      .references(() => wishlists.id, { onDelete: 'cascade' }),
    optionNumber: varchar('option_number', { length: 32 }).notNull(),
    productNumber: varchar('product_number', { length: 24 }).notNull(),
    offerNumber: varchar('offer_number', { length: 24 }).notNull(),
    quantity: integer('quantity').notNull().default(1),
    position: integer('position').notNull(),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'wishlist_entries_pkey', columns: [t.wishlistId, t.optionNumber] }),
    check('wishlist_entries_quantity_range', sql`${t.quantity} BETWEEN 1 AND 99`),
  ],
);

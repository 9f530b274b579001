// Page-view analytics (schema for the "analytics" area; spec §2 the application shell's page-view analytics, §3
// analytics event kinds visit and order, record types product, category, basket, conversion, event). One row per
// event. A private event (the shopper did not allow analytics, consent category 2) carries no visitor, session or
// customer id: the database refuses one that does.
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';

export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    brandCode: varchar('brand_code', { length: 8 }).notNull(),
    /** visit (a page seen, a promotion seen, an experiment shown) or order (the confirmation of an order). */
    kind: varchar('kind', { length: 8 }).notNull(),
    recordType: varchar('record_type', { length: 12 }).notNull(),
    /** The page's path, without its query. */
    path: varchar('path', { length: 300 }).notNull(),
    /** What the record is about: a product number, a category id, an order number, a promotion or an experiment. */
    recordId: varchar('record_id', { length: 64 }),
    /** For events: what happened (promo_view, experiment); for an experiment the variant shown is `variant`. */
    eventName: varchar('event_name', { length: 32 }),
    variant: varchar('variant', { length: 64 }),
    private: boolean('private').notNull(),
    visitorId: varchar('visitor_id', { length: 64 }),
    sessionId: varchar('session_id', { length: 64 }),
    customerId: varchar('customer_id', { length: 64 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('analytics_events_brand_created_idx').on(t.brandCode, t.createdAt),
    check('analytics_events_kind_known', sql`${t.kind} IN ('visit', 'order')`),
    check(
      'analytics_events_record_type_known',
      sql`${t.recordType} IN ('product', 'category', 'basket', 'conversion', 'event')`,
    ),
    check(
      'analytics_events_private_has_no_ids',
      sql`NOT ${t.private} OR (${t.visitorId} IS NULL AND ${t.sessionId} IS NULL AND ${t.customerId} IS NULL)`,
    ),
  ],
);

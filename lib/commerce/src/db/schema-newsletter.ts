// Newsletter sign-ups (schema for the "newsletter" area): one row per brand and email address.
import { index, integer, pgTable, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

export const newsletterSubscriptions = pgTable(
  'newsletter_subscriptions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    brandCode: varchar('brand_code', { length: 8 }).notNull(),
    /** Trimmed and lower-cased, so one person signs up once per brand whatever the capitalisation. */
    email: varchar('email', { length: 254 }).notNull(),
    subscribedAt: timestamp('subscribed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('newsletter_subscriptions_brand_email_key').on(t.brandCode, t.email),
    index('newsletter_subscriptions_brand_idx').on(t.brandCode, t.subscribedAt),
  ],
);

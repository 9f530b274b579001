// Rate-limit windows shared by every node of the site (a per-process Map counts each node's requests alone): one row
// per limited key, a fixed window that starts with the key's first request, counted with one atomic upsert.
import { index, integer, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';

export const rateLimitWindows = pgTable(
  'rate_limit_windows',
  {
    /** `<scope>:<subject>`, e.g. `sign-in:203.0.113.7`. */
    key: varchar('key', { length: 200 }).primaryKey(),
    /** Requests counted in the current window. */
    count: integer('count').notNull(),
    windowStartedAt: timestamp('window_started_at', { withTimezone: true, mode: 'date' }).notNull(),
    /** When the window ends: the next request starts a new one, and the sweep may delete the row. */
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('rate_limit_windows_expires_idx').on(t.expiresAt)],
);

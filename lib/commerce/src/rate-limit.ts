// Fixed-window rate limits kept in the database, so every node of the site counts the same requests: a key's window
// starts with its first request and lasts `windowMs`; each request is counted by one atomic
// `INSERT … ON CONFLICT DO UPDATE … RETURNING` (concurrent requests queue on the row, none is lost or counted twice),
// on PGlite and PostgreSQL alike. Rows of ended windows are swept now and then.
import { lt, sql } from 'drizzle-orm';
import type { Db } from './db/client.ts';
import { rateLimitWindows } from './db/schema-rate-limits.ts';

/** Keys are cut to this length (the subject may come from a request header). */
export const MAX_RATE_LIMIT_KEY_LENGTH = 200;

export interface RateLimitHit {
  /** Requests counted in this window, this one included. */
  count: number;
  /** Seconds until the window ends when over the limit (at least 1), else 0. */
  retryAfterSeconds: number;
}

/** Counts one request for `key` against `limit` per `windowMs`. */
export async function hitRateLimit(
  db: Db,
  options: { key: string; limit: number; windowMs: number; now?: Date },
): Promise<RateLimitHit> {
  const now = options.now ?? new Date();
  const ends = new Date(now.getTime() + options.windowMs);
  const key = options.key.slice(0, MAX_RATE_LIMIT_KEY_LENGTH);
  // ISO strings with explicit casts: the same parameters on PGlite and postgres-js.
  const at = sql`${now.toISOString()}::timestamptz`;
  const until = sql`${ends.toISOString()}::timestamptz`;
  const ended = sql`${rateLimitWindows.expiresAt} <= ${at}`;
  const [row] = await db
    .insert(rateLimitWindows)
    .values({ key, count: 1, windowStartedAt: now, expiresAt: ends })
    .onConflictDoUpdate({
      target: rateLimitWindows.key,
      set: {
        count: sql`case when ${ended} then 1 else ${rateLimitWindows.count} + 1 end`,
        windowStartedAt: sql`case when ${ended} then ${at} else ${rateLimitWindows.windowStartedAt} end`,
        expiresAt: sql`case when ${ended} then ${until} else ${rateLimitWindows.expiresAt} end`,
      },
    })
    .returning({ count: rateLimitWindows.count, expiresAt: rateLimitWindows.expiresAt });
  if (!row) throw new Error('rate limit upsert returned no row');
  const over = row.count > options.limit;
  return {
    count: row.count,
    retryAfterSeconds: over ? Math.max(1, Math.ceil((row.expiresAt.getTime() - now.getTime()) / 1000)) : 0,
  };
}

/** Deletes the rows of windows that ended before `now`; answers how many. */
export async function sweepRateLimits(db: Db, now: Date = new Date()): Promise<number> {
  const deleted = await db
    .delete(rateLimitWindows)
    .where(lt(rateLimitWindows.expiresAt, now))
    .returning({ key: rateLimitWindows.key });
  return deleted.length;
}

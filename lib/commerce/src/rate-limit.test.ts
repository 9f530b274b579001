// Database-backed rate limits: the fixed window, the count under concurrency, and — on PostgreSQL (TEST_DATABASE_URL) —
// one limit shared by two nodes, each with its own connection pool on the same database. The rest runs on PGlite too.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type DbHandle } from './db/client.ts';
import { rateLimitWindows } from './db/schema-rate-limits.ts';
import { hitRateLimit, MAX_RATE_LIMIT_KEY_LENGTH, sweepRateLimits } from './rate-limit.ts';
import { createTestDb, type TestDb } from './testing/test-db.ts';

let t: TestDb;
beforeAll(async () => {
  t = await createTestDb();
});
afterAll(() => t?.dispose());

const WINDOW_MS = 60_000;
const start = new Date('2026-11-27T06:00:00.000Z');
const after = (ms: number) => new Date(start.getTime() + ms);
let keys = 0;
const freshKey = () => {
  keys += 1;
  return `test:${keys}`;
};

describe('hitRateLimit', () => {
  it('allows `limit` requests in a window, then answers the seconds until the window ends', async () => {
    const key = freshKey();
    for (let i = 1; i <= 3; i++) {
      expect(await hitRateLimit(t.db, { key, limit: 3, windowMs: WINDOW_MS, now: after(i * 1000) })).toEqual({
        count: i,
        retryAfterSeconds: 0,
      });
    }
    // The window started with the first request (start + 1 s) and ends 60 s later: 45.5 s after start is 15.5 s short.
    expect(await hitRateLimit(t.db, { key, limit: 3, windowMs: WINDOW_MS, now: after(45_500) })).toEqual({
      count: 4,
      retryAfterSeconds: 16,
    });
    expect(await hitRateLimit(t.db, { key, limit: 3, windowMs: WINDOW_MS, now: after(60_999) })).toEqual({
      count: 5,
      retryAfterSeconds: 1,
    });
  });

  it('starts a new window once the last one has ended', async () => {
    const key = freshKey();
    for (let i = 0; i < 4; i++) await hitRateLimit(t.db, { key, limit: 3, windowMs: WINDOW_MS, now: start });
    expect(await hitRateLimit(t.db, { key, limit: 3, windowMs: WINDOW_MS, now: after(WINDOW_MS) })).toEqual({
      count: 1,
      retryAfterSeconds: 0,
    });
    const [row] = await t.db.select().from(rateLimitWindows).where(eq(rateLimitWindows.key, key));
    expect(row?.windowStartedAt.toISOString()).toBe(after(WINDOW_MS).toISOString());
    expect(row?.expiresAt.toISOString()).toBe(after(2 * WINDOW_MS).toISOString());
  });

  it('keeps keys apart', async () => {
    const [a, b] = [freshKey(), freshKey()];
    for (let i = 0; i < 3; i++) await hitRateLimit(t.db, { key: a, limit: 2, windowMs: WINDOW_MS, now: start });
    expect((await hitRateLimit(t.db, { key: b, limit: 2, windowMs: WINDOW_MS, now: start })).count).toBe(1);
  });

  it('counts N parallel hits as exactly N, and refuses exactly those over the limit', async () => {
    const key = freshKey();
    const results = await Promise.all(
      Array.from({ length: 40 }, () => hitRateLimit(t.db, { key, limit: 30, windowMs: WINDOW_MS, now: start })),
    );
    expect(results.map((result) => result.count).sort((x, y) => x - y)).toEqual(
      Array.from({ length: 40 }, (_, i) => i + 1),
    );
    expect(results.filter((result) => result.retryAfterSeconds > 0)).toHaveLength(10);
  });

  it('cuts a very long key (a forged header) instead of failing', async () => {
    const key = `sign-in:${'x'.repeat(5_000)}`;
    expect((await hitRateLimit(t.db, { key, limit: 1, windowMs: WINDOW_MS, now: start })).count).toBe(1);
    expect((await hitRateLimit(t.db, { key, limit: 1, windowMs: WINDOW_MS, now: start })).count).toBe(2);
    const [row] = await t.db
      .select()
      .from(rateLimitWindows)
      .where(eq(rateLimitWindows.key, key.slice(0, MAX_RATE_LIMIT_KEY_LENGTH)));
    expect(row?.count).toBe(2);
  });
});

describe('sweepRateLimits', () => {
  it('deletes the rows of ended windows only', async () => {
    const [ended, current] = [freshKey(), freshKey()];
    await hitRateLimit(t.db, { key: ended, limit: 5, windowMs: 1_000, now: start });
    await hitRateLimit(t.db, { key: current, limit: 5, windowMs: WINDOW_MS, now: start });
    expect(await sweepRateLimits(t.db, after(5_000))).toBeGreaterThanOrEqual(1);
    const left = (await t.db.select({ key: rateLimitWindows.key }).from(rateLimitWindows)).map((row) => row.key);
    expect(left).toContain(current);
    expect(left).not.toContain(ended);
  });
});

describe.runIf(Boolean(process.env.TEST_DATABASE_URL))('two nodes on one PostgreSQL database', () => {
  let nodeA: DbHandle;
  let nodeB: DbHandle;
  beforeAll(() => {
    // Each node is its own connection pool, as each site process has.
    nodeA = createDb({ url: t.url, poolMax: 4 });
    nodeB = createDb({ url: t.url, poolMax: 4 });
  });
  afterAll(async () => {
    await nodeA?.close();
    await nodeB?.close();
  });

  it('shares one count: the limit is reached across the nodes, not per node', async () => {
    const key = freshKey();
    const hit = (node: DbHandle) => hitRateLimit(node.db, { key, limit: 30, windowMs: WINDOW_MS, now: start });
    for (let i = 0; i < 15; i++) expect((await hit(nodeA)).retryAfterSeconds).toBe(0);
    for (let i = 0; i < 15; i++) expect((await hit(nodeB)).retryAfterSeconds).toBe(0);
    // The 31st request is refused on either node (each alone has seen only 15 or 16).
    expect(await hit(nodeA)).toEqual({ count: 31, retryAfterSeconds: 60 });
    expect(await hit(nodeB)).toEqual({ count: 32, retryAfterSeconds: 60 });
  });

  it('counts parallel hits from both nodes exactly', async () => {
    const key = freshKey();
    const results = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        hitRateLimit((i % 2 ? nodeA : nodeB).db, { key, limit: 30, windowMs: WINDOW_MS, now: start }),
      ),
    );
    expect(new Set(results.map((result) => result.count)).size).toBe(60);
    expect(Math.max(...results.map((result) => result.count))).toBe(60);
    expect(results.filter((result) => result.retryAfterSeconds > 0)).toHaveLength(30);
  });
});

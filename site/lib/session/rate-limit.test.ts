import { rateLimitWindows } from '@shop/commerce/db/schema-rate-limits';
import { createTestDb, type TestDb } from '@shop/commerce/testing/test-db';
import { captureLogs, type LogRecord } from '@shop/runtime/log-capture';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientAddress, RateLimit } from './rate-limit.ts';

const logged: LogRecord[] = [];
beforeAll(() => captureLogs(logged));

let t: TestDb;
beforeAll(async () => {
  t = await createTestDb();
});
afterAll(() => t?.dispose());

const start = new Date('2026-11-27T06:00:00Z');

describe('RateLimit (shared through the database)', () => {
  it('two instances (two nodes) share one count per scope and subject', async () => {
    const options = { scope: 'test-shared', limit: 3, windowMs: 60_000, db: async () => t.db };
    const [a, b] = [new RateLimit(options), new RateLimit(options)];
    expect(await a.hit('1.2.3.4', start)).toBe(0);
    expect(await b.hit('1.2.3.4', start)).toBe(0);
    expect(await a.hit('1.2.3.4', start)).toBe(0);
    expect(await b.hit('1.2.3.4', new Date(start.getTime() + 20_000))).toBe(40);
    // Another scope counts apart.
    expect(await new RateLimit({ ...options, scope: 'test-other' }).hit('1.2.3.4', start)).toBe(0);
  });

  it('sweeps ended windows on its first hit, then at most once a window', async () => {
    await t.db.insert(rateLimitWindows).values({
      key: 'test-old:9.9.9.9',
      count: 5,
      windowStartedAt: new Date(start.getTime() - 120_000),
      expiresAt: new Date(start.getTime() - 60_000),
    });
    await new RateLimit({ scope: 'test-sweep', limit: 3, windowMs: 60_000, db: async () => t.db }).hit('x', start);
    const keys = (await t.db.select({ key: rateLimitWindows.key }).from(rateLimitWindows)).map((row) => row.key);
    expect(keys).not.toContain('test-old:9.9.9.9');
    expect(keys).toContain('test-sweep:x');
  });

  it('lets the request through (0) and logs when the database cannot count it', async () => {
    logged.length = 0;
    const limit = new RateLimit({
      scope: 'test-down',
      limit: 1,
      windowMs: 60_000,
      db: () => Promise.reject(new Error('connect ECONNREFUSED')),
    });
    expect(await limit.hit('1.2.3.4')).toBe(0);
    expect(logged).toEqual([
      expect.objectContaining({
        level: 'error',
        component: 'rate-limit',
        msg: 'rate limit: not counted',
        scope: 'test-down',
        err: { type: 'Error', message: 'connect ECONNREFUSED' },
      }),
    ]);
  });
});

describe('clientAddress', () => {
  it('takes the first forwarded address, then x-real-ip, else "local"', () => {
    const from = (headers: Record<string, string>) => clientAddress(new Request('http://x/', { headers }));
    expect(from({ 'x-forwarded-for': '203.0.113.9, 10.0.0.1' })).toBe('203.0.113.9');
    expect(from({ 'x-real-ip': '198.51.100.2' })).toBe('198.51.100.2');
    expect(from({})).toBe('local');
  });
});

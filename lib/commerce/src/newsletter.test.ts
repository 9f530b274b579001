import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newsletterSubscriptions } from './db/schema-newsletter.ts';
import { normaliseEmail, subscribeToNewsletter } from './newsletter.ts';
import { createTestDb, type TestDb } from './testing/test-db.ts';

describe('newsletter sign-up', () => {
  let t: TestDb;
  beforeAll(async () => {
    t = await createTestDb();
  });
  afterAll(async () => {
    await t?.dispose();
  });

  async function rows(brandCode: string, email: string): Promise<number> {
    const [row] = await t.db
      .select({ n: count() })
      .from(newsletterSubscriptions)
      .where(and(eq(newsletterSubscriptions.brandCode, brandCode), eq(newsletterSubscriptions.email, email)));
    return Number(row?.n ?? 0);
  }

  it('subscribes an address once per brand, whatever its capitalisation, with the same answer each time', async () => {
    const first = await subscribeToNewsletter(t.db, { brandCode: 'dal', email: 'Jo.Bloggs@Example.co.uk' });
    const again = await subscribeToNewsletter(t.db, { brandCode: 'dal', email: '  jo.bloggs@example.co.uk ' });
    expect(first).toEqual({ ok: true });
    expect(again).toEqual(first);
    expect(await rows('dal', 'jo.bloggs@example.co.uk')).toBe(1);
  });

  it('keeps brands apart', async () => {
    await subscribeToNewsletter(t.db, { brandCode: 'cgn', email: 'jo.bloggs@example.co.uk' });
    expect(await rows('cgn', 'jo.bloggs@example.co.uk')).toBe(1);
    expect(await rows('dal', 'jo.bloggs@example.co.uk')).toBe(1);
  });

  it('survives concurrent sign-ups of one address', async () => {
    const results = await Promise.all(
      Array.from({ length: 5 }, () => subscribeToNewsletter(t.db, { brandCode: 'ihm', email: 'race@example.com' })),
    );
    expect(results.every((r) => r.ok)).toBe(true);
    expect(await rows('ihm', 'race@example.com')).toBe(1);
  });

  it('rejects addresses that are not email addresses, storing nothing', async () => {
    for (const email of ['', 'not-an-email', 'a@b', `${'x'.repeat(250)}@example.com`]) {
      expect(await subscribeToNewsletter(t.db, { brandCode: 'dal', email })).toEqual({
        ok: false,
        code: 'INVALID_EMAIL',
      });
    }
    expect(await rows('dal', 'not-an-email')).toBe(0);
    expect(await subscribeToNewsletter(t.db, { brandCode: 'DAL; drop', email: 'a@example.com' })).toEqual({
      ok: false,
      code: 'INVALID_BRAND',
    });
  });

  it('normalises addresses', () => {
    expect(normaliseEmail(' A@Example.COM ')).toBe('a@example.com');
    expect(normaliseEmail(42)).toBeNull();
  });
});

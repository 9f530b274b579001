import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listAnalyticsEvents, recordAnalyticsEvent } from './analytics.ts';
import { createTestDb, type TestDb } from './testing/test-db.ts';

describe('analytics events', () => {
  let t: TestDb;
  beforeAll(async () => {
    t = await createTestDb();
  });
  afterAll(async () => {
    await t?.dispose();
  });

  it('records a page view with its identifiers, and a private one with none', async () => {
    await recordAnalyticsEvent(
      t.db,
      'dal',
      { kind: 'visit', recordType: 'product', path: '/shop/p/da100001', recordId: 'DA100001' },
      { private: false, visitorId: 'v'.repeat(24), sessionId: 's'.repeat(24), customerId: 'C1' },
    );
    await recordAnalyticsEvent(
      t.db,
      'dal',
      { kind: 'visit', recordType: 'basket', path: '/shop/bag' },
      { private: true },
    );
    const [basket, product] = await listAnalyticsEvents(t.db, 'dal');
    expect(product).toMatchObject({
      kind: 'visit',
      recordType: 'product',
      recordId: 'DA100001',
      private: false,
      visitorId: 'v'.repeat(24),
      customerId: 'C1',
    });
    expect(basket).toMatchObject({
      recordType: 'basket',
      private: true,
      visitorId: null,
      sessionId: null,
      customerId: null,
    });
    expect(await listAnalyticsEvents(t.db, 'cgn')).toEqual([]);
    expect((await listAnalyticsEvents(t.db, 'dal', { recordType: 'basket' })).map((e) => e.path)).toEqual([
      '/shop/bag',
    ]);
  });

  it('the database refuses a private event with an identifier and an unknown kind or record type', async () => {
    const insert = (values: Record<string, unknown>) =>
      t.db.execute(
        `insert into analytics_events (brand_code, kind, record_type, path, private, visitor_id) values ('dal', '${values.kind}', '${values.recordType}', '/', ${values.private}, ${values.visitorId ? `'${values.visitorId}'` : 'null'})`,
      );
    await expect(insert({ kind: 'visit', recordType: 'product', private: true, visitorId: 'x' })).rejects.toThrow();
    await expect(insert({ kind: 'click', recordType: 'product', private: true })).rejects.toThrow();
    await expect(insert({ kind: 'visit', recordType: 'page', private: true })).rejects.toThrow();
    await insert({ kind: 'order', recordType: 'conversion', private: true });
  });
});

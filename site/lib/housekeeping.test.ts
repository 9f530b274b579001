import { PROGRESS_KEPT_DAYS } from '@shop/commerce/credit/progress';
import { creditApplicationProgress } from '@shop/commerce/db/schema-credit-applications';
import { demoCustomerId, seedCustomers } from '@shop/commerce/seed/customers';
import { createTestDb, type TestDb } from '@shop/commerce/testing/test-db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { housekeepOnce } from './housekeeping.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
let t: TestDb;

beforeAll(async () => {
  t = await createTestDb();
  await seedCustomers(t.db);
}, 120_000);

afterAll(async () => {
  await t?.dispose();
});

describe('housekeeping', () => {
  it('removes credit applications left part-way past their keeping time, and only those', async () => {
    const now = new Date();
    const answers = { title: 'Ms' } as never;
    await t.db.insert(creditApplicationProgress).values([
      {
        customerId: demoCustomerId('dal', 'new'),
        brandCode: 'dal',
        step: 'address',
        answers,
        updatedAt: new Date(now.getTime() - (PROGRESS_KEPT_DAYS + 1) * DAY_MS),
      },
      {
        customerId: demoCustomerId('dal', 'cash'),
        brandCode: 'dal',
        step: 'details',
        answers,
        updatedAt: new Date(now.getTime() - (PROGRESS_KEPT_DAYS - 1) * DAY_MS),
      },
    ]);
    expect(await housekeepOnce(t.db, now)).toEqual({ staleApplications: 1 });
    const left = await t.db.select().from(creditApplicationProgress);
    expect(left.map((row) => row.customerId)).toEqual([demoCustomerId('dal', 'cash')]);
    // A second round finds nothing more to do.
    expect(await housekeepOnce(t.db, now)).toEqual({ staleApplications: 0 });
  });

  it('answers null, without throwing, when the database fails', async () => {
    const broken = {
      delete: () => {
        throw new Error('connection refused');
      },
    } as never;
    expect(await housekeepOnce(broken, new Date())).toBeNull();
  });
});

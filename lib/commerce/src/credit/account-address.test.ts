// The credit application's account address written twice at once (two tabs, or a double submit) for a customer who
// has none yet: one account address comes of it, not two. On PGlite and, with TEST_DATABASE_URL, on PostgreSQL.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerAddresses } from '../db/schema-customers.ts';
import { demoCustomerId, seedCustomers } from '../seed/customers.ts';
import { createTestDb, type TestDb } from '../testing/test-db.ts';
import { type AccountAddressDetails, readAccountAddresses, updateAccountAddress } from './account-address.ts';

const NEW = demoCustomerId('dal', 'new');
let test: TestDb;

beforeAll(async () => {
  test = await createTestDb();
  await seedCustomers(test.db);
}, 60_000);

afterAll(async () => {
  await test?.dispose();
});

const details = (houseNumberAndSuffix: string): AccountAddressDetails => ({
  flatNumber: '',
  houseNumberAndSuffix,
  houseName: '',
  addressLine1: 'Rosemary Lane',
  addressLine2: '',
  addressLine3: '',
  town: 'Leeds',
  county: 'West Yorkshire',
  postcode: 'LS6 2AB',
  country: 'United Kingdom',
  isoCountryCode: 'GB',
});

describe('updateAccountAddress', () => {
  it('saved twice at once for a customer with no account address: one account address, one of the two', async () => {
    await test.db
      .delete(customerAddresses)
      .where(and(eq(customerAddresses.customerId, NEW), eq(customerAddresses.addressType, 'ACCOUNT')));
    expect(await readAccountAddresses(test.db, NEW)).toHaveLength(0);

    const results = await Promise.all([
      updateAccountAddress(test.db, NEW, details('14')),
      updateAccountAddress(test.db, NEW, details('16')),
    ]);

    expect(results.every((r) => r.ok)).toBe(true);
    const rows = await readAccountAddresses(test.db, NEW);
    expect(rows).toHaveLength(1);
    expect(['14', '16']).toContain(rows[0]!.houseNo);
    // Both answers name the one row there is.
    expect(results.map((r) => (r.ok ? r.addressId : null))).toEqual([rows[0]!.id, rows[0]!.id]);
  });
});

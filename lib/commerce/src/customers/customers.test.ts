import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoCustomerId, seedCustomers } from '../seed/customers.ts';
import { createTestDb, type TestDb } from '../testing/test-db.ts';
import { getCreditDetails } from './credit-details.ts';
import { ensureCustomer, getCustomerDetails } from './details.ts';
import { getContactPreferences, updateContactPreferences } from './preferences.ts';

let t: TestDb;

beforeAll(async () => {
  t = await createTestDb();
  await seedCustomers(t.db);
});

afterAll(async () => {
  await t?.dispose();
});

describe('demo customers', () => {
  it('seeds the four cases for every brand, once', async () => {
    expect(await seedCustomers(t.db)).toBe(0);
    const cash = await getCustomerDetails(t.db, demoCustomerId('pma', 'cash'));
    expect(cash).toMatchObject({
      accountTradingTitleId: 'PMA',
      creditAccount: false,
      loyaltyOptIn: 'OPTED_IN',
      previousWebOrderPlaced: true,
      vip: true,
    });
    expect(cash?.accountAddress).toMatchObject({
      addressType: 'ACCOUNT',
      countryIso: 'GB',
      isDefaultDeliveryAddress: true,
    });
    const fresh = await getCustomerDetails(t.db, demoCustomerId('dal', 'new'));
    expect(fresh).toMatchObject({
      previousWebOrderPlaced: false,
      loyaltyOptIn: 'NOT_OPTED_IN',
      creditAccount: false,
      vip: false,
    });
  });

  it('answers credit details only for credit-account customers', async () => {
    expect(await getCreditDetails(t.db, demoCustomerId('dal', 'cash'))).toBeNull();
    const good = await getCreditDetails(t.db, demoCustomerId('dal', 'credit'));
    expect(good?.agreementDetails).toMatchObject({
      creditLimit: 150_000,
      availableToSpend: 126_550,
      arrearsStatusIndicator: false,
      creditMessageType: 'credit-checkout',
    });
    const arrears = await getCreditDetails(t.db, demoCustomerId('dal', 'arrears'));
    expect(arrears?.agreementDetails).toMatchObject({
      arrearsStatusIndicator: true,
      purchaseOnHold: true,
      availableToSpend: 0,
      creditMessageType: 'credit-restricted',
    });
    expect(arrears?.statementDetails.expectedPayment).toBe(9_600);
    const details = await getCustomerDetails(t.db, demoCustomerId('dal', 'credit'));
    expect(details).toMatchObject({
      creditAccount: true,
      creditLimit: 150_000,
      availableCredit: 126_550,
      numberOfPayments: 12,
    });
  });
});

describe('registration and preferences', () => {
  it('creates a customer on first sign-in and never overwrites one', async () => {
    const input = { id: '812345678', brandCode: 'cgn', firstName: 'Sam', lastName: 'Rees', email: 'sam@example.com' };
    expect(await ensureCustomer(t.db, input)).toEqual({ created: true, brandCode: 'cgn' });
    expect(await ensureCustomer(t.db, { ...input, firstName: 'Changed' })).toEqual({
      created: false,
      brandCode: 'cgn',
    });
    expect((await getCustomerDetails(t.db, '812345678'))?.firstname).toBe('Sam');
  });

  it('updates only the signed-in customer and rejects a stale version', async () => {
    const id = demoCustomerId('jdw', 'credit');
    const other = demoCustomerId('jdw', 'cash');
    const before = await getContactPreferences(t.db, id);
    const otherBefore = await getContactPreferences(t.db, other);
    const result = await updateContactPreferences(t.db, id, {
      loyaltyOptIn: 'OPTED_IN',
      newsletterOptIn: false,
      version: before?.version,
    });
    expect(result).toMatchObject({ ok: true, preferences: { loyaltyOptIn: 'OPTED_IN', newsletterOptIn: false } });
    expect(await updateContactPreferences(t.db, id, { newsletterOptIn: true, version: before?.version })).toEqual({
      ok: false,
      code: 'VERSION_CONFLICT',
    });
    expect(await getContactPreferences(t.db, other)).toEqual(otherBefore);
    expect(await updateContactPreferences(t.db, 'nobody', { newsletterOptIn: true })).toEqual({
      ok: false,
      code: 'CUSTOMER_NOT_FOUND',
    });
  });

  it('turns SMS off when there is no mobile number', async () => {
    const id = demoCustomerId('awl', 'cash');
    const result = await updateContactPreferences(t.db, id, { mobilePhone: '', contactBySms: true });
    expect(result).toMatchObject({ ok: true, preferences: { mobilePhone: null, contactBySms: false } });
  });
});

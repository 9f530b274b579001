import { describe, expect, it } from 'vitest';
import { BILLING_MESSAGES, billingAddressLines, checkBillingAddress, gatewayBillTo } from './billing.ts';

const uk = { cardHoldersName: 'Amelia Hughes', line1: '14 Rosemary Lane', city: 'Leeds', postalcode: 'ls62ab' };

describe('checkBillingAddress', () => {
  it('normalises a UK address: postcode written the Royal Mail way, GB by default, the area in county', () => {
    const check = checkBillingAddress({ ...uk, state: 'West Yorkshire' });
    expect(check).toEqual({
      ok: true,
      address: {
        cardHoldersName: 'Amelia Hughes',
        line1: '14 Rosemary Lane',
        line2: '',
        city: 'Leeds',
        county: 'West Yorkshire',
        state: '',
        country: 'GB',
        postalcode: 'LS6 2AB',
      },
    });
  });

  it('names every missing or wrong field at once', () => {
    const check = checkBillingAddress({ country: 'GB', postalcode: 'NOT A CODE' });
    expect(check.ok).toBe(false);
    if (check.ok) return;
    expect(check.errors).toEqual([
      { field: 'cardHoldersName', message: BILLING_MESSAGES.cardHoldersName },
      { field: 'line1', message: BILLING_MESSAGES.line1 },
      { field: 'city', message: BILLING_MESSAGES.city },
      { field: 'postalcode', message: BILLING_MESSAGES.postalcodeGb },
    ]);
  });

  it('a US address needs its state and a ZIP code, and keeps no county (spec §5 country rule)', () => {
    const base = { cardHoldersName: 'Jo Bloggs', line1: '1 Main St', city: 'Boston', country: 'us' };
    const missing = checkBillingAddress({ ...base, postalcode: 'SW1A 1AA', county: 'Suffolk' });
    expect(missing.ok ? [] : missing.errors.map((error) => error.field)).toEqual(['postalcode', 'state']);
    const good = checkBillingAddress({ ...base, state: 'MA', county: 'Suffolk', postalcode: '02108-1234' });
    expect(good).toMatchObject({
      ok: true,
      address: { country: 'US', state: 'MA', county: '', postalcode: '02108-1234' },
    });
  });

  it('Ireland keeps the county; an Eircode is optional but must be real when given', () => {
    const base = { cardHoldersName: 'Aoife Byrne', line1: '5 Main Street', city: 'Dublin', country: 'IE' };
    expect(checkBillingAddress({ ...base, county: 'Dublin' })).toMatchObject({
      ok: true,
      address: { county: 'Dublin' },
    });
    expect(checkBillingAddress({ ...base, postalcode: 'd02x285' })).toMatchObject({
      ok: true,
      address: { postalcode: 'D02 X285' },
    });
    expect(checkBillingAddress({ ...base, postalcode: '12345' }).ok).toBe(false);
  });

  it('refuses an unknown country, a non-string and an over-long field', () => {
    expect(checkBillingAddress({ ...uk, country: 'XX' }).ok).toBe(false);
    expect(checkBillingAddress({ ...uk, line1: 42 }).ok).toBe(false);
    expect(checkBillingAddress({ ...uk, line1: 'x'.repeat(81) }).ok).toBe(false);
    expect(checkBillingAddress('14 Rosemary Lane').ok).toBe(false);
  });
});

describe('the gateway and display forms', () => {
  it('splits the cardholder at the last space and names the country', () => {
    const check = checkBillingAddress({ ...uk, cardHoldersName: 'Mary  Ann Smith' });
    if (!check.ok) throw new Error('expected a valid address');
    expect(gatewayBillTo(check.address)).toMatchObject({
      firstName: 'Mary Ann',
      lastName: 'Smith',
      postalCode: 'LS6 2AB',
    });
    expect(billingAddressLines(check.address)).toEqual([
      'Mary Ann Smith',
      '14 Rosemary Lane',
      'Leeds',
      'LS6 2AB',
      'United Kingdom',
    ]);
  });
});

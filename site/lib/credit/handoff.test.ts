// From the eligibility quote to the application: the check's answers in the application's shape, kept in the tab's
// storage and taken once, for this brand only, while fresh; never anything unreadable.
import { describe, expect, it } from 'vitest';
import { type ApplicantFields, emptyAddress } from './eligibility-client.ts';
import { applyHandoff, HANDOFF_KEY, HANDOFF_TTL_MS, handoffFrom, saveHandoff, takeHandoff } from './handoff.ts';

class MemoryStorage implements Storage {
  private items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    this.items.set(key, String(value));
  }
}

const fields: ApplicantFields = {
  title: '',
  firstName: 'Ada',
  lastName: ' Okafor ',
  dateOfBirth: '1985-04-12',
  phoneNumber: '07700 900123',
  current: { ...emptyAddress(), houseNumber: '12', addressLine1: 'Mill Lane', town: 'Leeds', postcode: 'LS1 4AP' },
  years: '1',
  months: '6',
  previous: {
    ...emptyAddress(),
    houseName: 'Rose Cottage',
    addressLine1: 'High Street',
    town: 'York',
    postcode: 'YO1 7HH',
  },
  previousYears: '2',
  previousMonths: '',
};
const NOW = Date.parse('2026-11-26T17:00:00Z');
const address = (a: Record<string, string>) => ({
  flatNumber: '',
  houseNumberAndSuffix: '',
  houseName: '',
  addressLine1: '',
  addressLine2: '',
  town: '',
  county: '',
  postcode: '',
  ...a,
});
const start = {
  applicant: { title: 'Ms', firstname: 'Ada', lastname: 'Okafor', dateofbirth: '', mobilePhone: '' },
  addresses: {
    current: address({ houseNumberAndSuffix: '3', addressLine1: 'Old Road', town: 'Hull', postcode: 'HU1 1AA' }),
    timeAtCurrent: { years: 0, months: 0 },
    previous: null,
    timeAtPrevious: null,
  },
};

describe('the handoff from the eligibility check', () => {
  it('carries the applicant and three years of addresses in the application’s shape', () => {
    expect(handoffFrom(fields, 'dal', NOW)).toEqual({
      brand: 'dal',
      savedAt: NOW,
      // No title was chosen: the account's stays.
      applicant: { firstname: 'Ada', lastname: 'Okafor', dateofbirth: '1985-04-12', mobilePhone: '07700 900123' },
      current: address({ houseNumberAndSuffix: '12', addressLine1: 'Mill Lane', town: 'Leeds', postcode: 'LS1 4AP' }),
      timeAtCurrent: { years: 1, months: 6 },
      previous: address({ houseName: 'Rose Cottage', addressLine1: 'High Street', town: 'York', postcode: 'YO1 7HH' }),
      timeAtPrevious: { years: 2, months: 0 },
    });
    // Three years at the current address: no previous one; a landline is not a mobile; a typo is not a time.
    const settled = handoffFrom({ ...fields, years: '4', phoneNumber: '0113 496 0000', months: 'six' }, 'dal', NOW);
    expect(settled).toMatchObject({ previous: null, timeAtPrevious: null, timeAtCurrent: null });
    expect(settled.applicant).not.toHaveProperty('mobilePhone');
  });

  it('is taken once, for its own brand, while fresh', () => {
    const store = new MemoryStorage();
    saveHandoff(handoffFrom(fields, 'dal', NOW), store);
    expect(takeHandoff('dal', store, NOW + 60_000)).toMatchObject({ applicant: { lastname: 'Okafor' } });
    expect(store.getItem(HANDOFF_KEY)).toBeNull();
    expect(takeHandoff('dal', store, NOW + 60_000)).toBeNull();

    saveHandoff(handoffFrom(fields, 'dal', NOW), store);
    expect(takeHandoff('cgn', store, NOW)).toBeNull();
    expect(store.getItem(HANDOFF_KEY)).toBeNull();
    saveHandoff(handoffFrom(fields, 'dal', NOW), store);
    expect(takeHandoff('dal', store, NOW + HANDOFF_TTL_MS + 1)).toBeNull();
  });

  it('anything unreadable or tampered with is dropped, field by field', () => {
    const store = new MemoryStorage();
    for (const raw of ['not json', 'null', '{"brand":"dal"}', JSON.stringify({ brand: 'dal', savedAt: NOW })]) {
      store.setItem(HANDOFF_KEY, raw);
      expect(takeHandoff('dal', store, NOW)).toBeNull();
    }
    const handoff = handoffFrom(fields, 'dal', NOW);
    store.setItem(
      HANDOFF_KEY,
      JSON.stringify({
        ...handoff,
        applicant: { ...handoff.applicant, lastname: { $gt: '' }, firstname: 'x'.repeat(500), extra: 'y' },
        timeAtCurrent: { years: '1', months: 6 },
        previous: { houseName: 7 },
      }),
    );
    expect(takeHandoff('dal', store, NOW)).toEqual({
      ...handoff,
      applicant: { dateofbirth: '1985-04-12', mobilePhone: '07700 900123' },
      timeAtCurrent: null,
      previous: null,
      timeAtPrevious: null,
    });
  });

  it('fills the application’s start where it has an answer, keeping the account’s elsewhere', () => {
    const filled = applyHandoff(handoffFrom(fields, 'dal', NOW), start);
    expect(filled.applicant).toEqual({
      title: 'Ms',
      firstname: 'Ada',
      lastname: 'Okafor',
      dateofbirth: '1985-04-12',
      mobilePhone: '07700 900123',
    });
    expect(filled.addresses).toMatchObject({
      current: { addressLine1: 'Mill Lane', postcode: 'LS1 4AP' },
      timeAtCurrent: { years: 1, months: 6 },
      previous: { houseName: 'Rose Cottage' },
      timeAtPrevious: { years: 2, months: 0 },
    });
    const blank = { ...fields, current: emptyAddress(), years: '', previous: emptyAddress() };
    expect(applyHandoff(handoffFrom(blank, 'dal', NOW), start).addresses).toEqual(start.addresses);
  });
});

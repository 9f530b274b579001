// The credit applicant's rules, once for the eligibility check and the application: the bureau's limits, each
// message the caller's own.
import { describe, expect, it } from 'vitest';
import {
  ageOn,
  coversAddressHistory,
  dateOfBirth,
  HOUSE_NUMBER_PATTERN,
  isRealIsoDate,
  NAME_PATTERN,
  personName,
  timeAtAddress,
  UK_MOBILE_PATTERN,
  UK_PHONE_PATTERN,
} from './applicant-schema.ts';
import { eligibilityCheckSchema } from './eligibility.ts';

const today = () => new Date('2026-11-26T12:00:00Z');
const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? [] : (result.error?.issues.map((issue) => issue.message) ?? []);

describe('the credit applicant schema', () => {
  it('names: letters first, then letters, spaces, apostrophes, full stops, hyphens; at most 40', () => {
    const rule = personName({ required: 'enter', pattern: 'letters', tooLong: 'long' });
    for (const ok of ["O'Neil", 'Wąsik-Σωκράτης', 'St. John', 'Жуков'])
      expect(rule.safeParse(ok).success, ok).toBe(true);
    expect(messages(rule.safeParse(''))).toEqual(['enter', 'letters']);
    expect(messages(rule.safeParse('<b>'))).toEqual(['letters']);
    expect(messages(rule.safeParse('-Ann'))).toEqual(['letters']);
    expect(messages(rule.safeParse('A'.repeat(41)))).toEqual(['long']);
    expect(rule.parse('  Ada ')).toBe('Ada');
    expect(NAME_PATTERN.test('Ada2')).toBe(false);
  });

  it('dates of birth: a real day, 18 to 120 years old, and a non-date is told only that', () => {
    const rule = dateOfBirth(today, { format: 'format', notReal: 'real', tooYoung: 'young', tooOld: 'old' });
    expect(rule.safeParse('1984-02-29').success).toBe(true);
    expect(messages(rule.safeParse('1985-02-29'))).toEqual(['real']);
    expect(messages(rule.safeParse('1984-13-01'))).toEqual(['real']);
    expect(messages(rule.safeParse('12/03/1984'))).toEqual(['format', 'real']);
    expect(messages(rule.safeParse('2008-11-27'))).toEqual(['young']);
    expect(rule.safeParse('2008-11-26').success).toBe(true);
    expect(messages(rule.safeParse('1900-01-01'))).toEqual(['old']);
    // Without an age floor (the application checks it on the London day of the search).
    expect(dateOfBirth(today, { format: 'f', notReal: 'r', tooOld: 'o' }).safeParse('2020-01-01').success).toBe(true);
    expect(isRealIsoDate('2026-11-31')).toBe(false);
    expect(ageOn('1984-11-27', today())).toBe(41);
    expect(ageOn('1984-11-26', today())).toBe(42);
  });

  it('phones, house numbers, time at an address and the three-year history', () => {
    expect(['07700 900123', '+44 7700 900123', '07700900123'].every((n) => UK_MOBILE_PATTERN.test(n))).toBe(true);
    expect(UK_MOBILE_PATTERN.test('0113 496 0000')).toBe(false);
    expect(UK_PHONE_PATTERN.test('0113 496 0000')).toBe(true);
    expect(['14', '14A', '12345'].every((n) => HOUSE_NUMBER_PATTERN.test(n))).toBe(true);
    expect(['12-14', 'Flat 2', '123456'].some((n) => HOUSE_NUMBER_PATTERN.test(n))).toBe(false);
    const time = timeAtAddress({ years: 'years', months: 'months' });
    expect(messages(time.safeParse({ years: 1e9, months: -1 }))).toEqual(['years', 'months']);
    expect(messages(time.safeParse({ years: 1, months: 6, extra: 1 })).length).toBe(1);
    expect(coversAddressHistory({ years: 3, months: 0 })).toBe(true);
    expect(coversAddressHistory({ years: 1, months: 6 }, { years: 1, months: 5 })).toBe(false);
    expect(coversAddressHistory({ years: 1, months: 6 }, { years: 1, months: 6 })).toBe(true);
  });

  it('the eligibility check keeps its own messages on the shared rules', () => {
    const body = {
      tradingTitle: 'DAL',
      applicant: {
        name: { firstName: 'Ada', lastName: '<img>' },
        dateOfBirth: '2010-01-01',
        phoneNumber: '12',
        timeAtCurrentAddress: { years: 3, months: 0 },
        currentAddress: { houseNumber: '12-14', addressLine1: 'Mill Lane', town: 'Leeds', postcode: 'LS1 4AP' },
      },
    };
    expect(messages(eligibilityCheckSchema(today).safeParse(body))).toEqual([
      'Use letters, spaces, hyphens and apostrophes only',
      'You must be 18 or over to apply for credit',
      'Enter a UK phone number, like 07700 900123',
      'Enter the house number as digits, like 12 or 12A',
    ]);
  });
});

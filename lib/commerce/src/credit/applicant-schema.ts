// A credit applicant's details, defined once for the eligibility check (crediteligibility) and the credit application
// (creditapp): the names, date of birth, phone, address and time at the address the credit bureau takes
// (lib/sandbox/src/bureau/routes.ts), so a body either call accepts is one the bureau takes too. Each call keeps the
// field names the spec gives it (§7) and its own wording of the messages, passed in; the rules — lengths, patterns,
// the real-date and age checks, the three-year address history — are these. The browser's forms check the same
// patterns before sending (components/credit). Pure zod: safe in the browser bundle.
import { z } from 'zod';

export const APPLICANT_TITLES = ['Mr', 'Mrs', 'Miss', 'Ms', 'Mx', 'Dr'] as const;
/** The longest name the bureau takes. */
export const NAME_MAX = 40;
/** Letters first, then letters, spaces, apostrophes, full stops and hyphens (the bureau's rule). */
export const NAME_PATTERN = /^\p{L}[\p{L}' .-]*$/u;
/** A house number as the bureau takes it: digits with at most one letter (14, 14A); anything else is a house name. */
export const HOUSE_NUMBER_PATTERN = /^\d{1,5}[A-Za-z]?$/;
/** A UK mobile number (07… or +44 7…), as the application asks for. */
export const UK_MOBILE_PATTERN = /^(?:\+44\s?7|07)\d{3}\s?\d{6}$/;
/** Any UK phone number (the eligibility check takes a landline too). */
export const UK_PHONE_PATTERN = /^(\+44\s?|0)[0-9 ]{9,12}$/;
export const FLAT_NUMBER_MAX = 10;
export const ADDRESS_LINE_MAX = 60;
/** The addresses must cover this many months (three years): the bureau searches that far back. */
export const ADDRESS_HISTORY_MONTHS = 36;
export const MIN_APPLICANT_AGE = 18;
/** The oldest applicant the bureau takes. */
export const MAX_APPLICANT_AGE = 120;

/** Whole years between a date of birth (YYYY-MM-DD) and `today` (UTC). */
export function ageOn(dateOfBirth: string, today: Date): number {
  const [y, m, d] = dateOfBirth.split('-').map(Number) as [number, number, number];
  const age = today.getUTCFullYear() - y;
  const month = today.getUTCMonth() + 1;
  return month < m || (month === m && today.getUTCDate() < d) ? age - 1 : age;
}

/** YYYY-MM-DD naming a day that exists (month 13 or day 32 make an Invalid Date, whose toISOString throws). */
export function isRealIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T12:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

export const monthsOf = (time: { years: number; months: number }) => time.years * 12 + time.months;

/** A name: required, at most NAME_MAX, NAME_PATTERN. */
export const personName = (messages: { required: string; pattern: string; tooLong?: string; notText?: string }) =>
  z
    .string(messages.notText)
    .trim()
    .min(1, messages.required)
    .max(NAME_MAX, messages.tooLong)
    .regex(NAME_PATTERN, messages.pattern);

/**
 * A date of birth: YYYY-MM-DD, a real day, and an age the bureau takes. `minAge` is checked here when given (the
 * eligibility check); the application checks it on the London day of the search instead.
 */
export const dateOfBirth = (
  today: () => Date,
  messages: { format: string; notReal: string; tooOld: string; tooYoung?: string; notText?: string },
) => {
  let rule = z
    .string(messages.notText)
    .regex(/^\d{4}-\d{2}-\d{2}$/, messages.format)
    .refine(isRealIsoDate, messages.notReal);
  // The age is asked of a real date only: a date that is no date is told so, not also that it is under 18.
  if (messages.tooYoung !== undefined) {
    rule = rule.refine(
      (value) => !isRealIsoDate(value) || ageOn(value, today()) >= MIN_APPLICANT_AGE,
      messages.tooYoung,
    );
  }
  return rule.refine((value) => !isRealIsoDate(value) || ageOn(value, today()) <= MAX_APPLICANT_AGE, messages.tooOld);
};

/** Years (0–99) and months (0–11) at an address. */
export const timeAtAddress = (messages: { years?: string; months?: string } = {}) =>
  z.strictObject({
    years: z.number(messages.years).int(messages.years).min(0, messages.years).max(99, messages.years),
    months: z.number(messages.months).int(messages.months).min(0, messages.months).max(11, messages.months),
  });

/** An optional piece of an address, trimmed, at most `max`. */
export const addressText = (max: number, tooLong?: string) => z.string().trim().max(max, tooLong);

/** A house number the bureau takes, or nothing. */
export const isHouseNumber = (value: string) => value === '' || HOUSE_NUMBER_PATTERN.test(value);

/** Together the addresses cover three years: the current one alone, or with the previous one. */
export const coversAddressHistory = (
  current: { years: number; months: number },
  previous?: { years: number; months: number } | null,
) =>
  monthsOf(current) >= ADDRESS_HISTORY_MONTHS ||
  monthsOf(current) + (previous ? monthsOf(previous) : 0) >= ADDRESS_HISTORY_MONTHS;

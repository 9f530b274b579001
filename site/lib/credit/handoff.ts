// From the eligibility quote to the credit application without typing the details again: "Apply" keeps what the
// applicant entered for the check in this tab's sessionStorage (never in the URL, so no personal data reaches the
// address bar, history, logs or a Referer), and the application's form takes it once on arrival — removed as it is
// read, ignored after HANDOFF_TTL_MS or on another brand. The application checks everything again like typed answers.
import {
  ADDRESS_HISTORY_MONTHS,
  APPLICANT_TITLES,
  monthsOf,
  UK_MOBILE_PATTERN,
} from '@shop/commerce/credit/applicant-schema';
import type { ApplicationAddressFields, ApplicantFields as ApplicationApplicant, TimeAtAddress } from './client.ts';
import type { AddressFields, ApplicantFields as EligibilityApplicant } from './eligibility-client.ts';

export const HANDOFF_KEY = 'credit-application-handoff';
/** A handoff older than this is dropped (the applicant went elsewhere first). */
export const HANDOFF_TTL_MS = 30 * 60 * 1000;
const TITLES: ReadonlySet<string> = new Set(APPLICANT_TITLES);

/** The address step's answers (as components/credit/address-step.tsx takes them). */
interface AddressHistory {
  current: ApplicationAddressFields;
  timeAtCurrent: TimeAtAddress;
  previous: ApplicationAddressFields | null;
  timeAtPrevious: TimeAtAddress | null;
}

export interface ApplicationHandoff {
  brand: string;
  savedAt: number;
  applicant: Partial<ApplicationApplicant>;
  current: ApplicationAddressFields;
  timeAtCurrent: TimeAtAddress | null;
  previous: ApplicationAddressFields | null;
  timeAtPrevious: TimeAtAddress | null;
}

const address = (a: AddressFields): ApplicationAddressFields => ({
  flatNumber: a.flatNumber.trim(),
  houseNumberAndSuffix: a.houseNumber.trim(),
  houseName: a.houseName.trim(),
  addressLine1: a.addressLine1.trim(),
  addressLine2: '',
  town: a.town.trim(),
  county: '',
  postcode: a.postcode.trim(),
});

/** Years and months as typed, when both are whole numbers in range (an empty month is 0, as the check sends it). */
function time(years: string, months: string): TimeAtAddress | null {
  const y = years.trim();
  const m = months.trim() || '0';
  if (!/^\d{1,2}$/.test(y) || !/^\d{1,2}$/.test(m) || Number(m) > 11) return null;
  return { years: Number(y), months: Number(m) };
}

/** The eligibility check's answers in the application's shape; only what was given. */
export function handoffFrom(fields: EligibilityApplicant, brand: string, now = Date.now()): ApplicationHandoff {
  const applicant: Partial<ApplicationApplicant> = {};
  if (TITLES.has(fields.title)) applicant.title = fields.title;
  if (fields.firstName.trim()) applicant.firstname = fields.firstName.trim();
  if (fields.lastName.trim()) applicant.lastname = fields.lastName.trim();
  if (/^\d{4}-\d{2}-\d{2}$/.test(fields.dateOfBirth)) applicant.dateofbirth = fields.dateOfBirth;
  // The application asks for a UK mobile; a landline given to the check is not carried over.
  if (UK_MOBILE_PATTERN.test(fields.phoneNumber.trim())) applicant.mobilePhone = fields.phoneNumber.trim();
  const timeAtCurrent = time(fields.years, fields.months);
  const underThreeYears = timeAtCurrent !== null && monthsOf(timeAtCurrent) < ADDRESS_HISTORY_MONTHS;
  const hasPrevious = Object.values(fields.previous).some((value) => value.trim() !== '');
  return {
    brand,
    savedAt: now,
    applicant,
    current: address(fields.current),
    timeAtCurrent,
    previous: underThreeYears && hasPrevious ? address(fields.previous) : null,
    timeAtPrevious: underThreeYears && hasPrevious ? time(fields.previousYears, fields.previousMonths) : null,
  };
}

const storage = (): Storage | null => {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    // Storage switched off: the application starts from the account's details, as without a check.
    return null;
  }
};

export function saveHandoff(handoff: ApplicationHandoff, store: Storage | null = storage()): void {
  try {
    store?.setItem(HANDOFF_KEY, JSON.stringify(handoff));
  } catch {
    // Full or refused: nothing is carried over.
  }
}

const isAddress = (value: unknown): value is ApplicationAddressFields =>
  typeof value === 'object' &&
  value !== null &&
  [
    'flatNumber',
    'houseNumberAndSuffix',
    'houseName',
    'addressLine1',
    'addressLine2',
    'town',
    'county',
    'postcode',
  ].every((key) => typeof (value as Record<string, unknown>)[key] === 'string');
const isTime = (value: unknown): value is TimeAtAddress =>
  typeof value === 'object' &&
  value !== null &&
  Number.isInteger((value as TimeAtAddress).years) &&
  Number.isInteger((value as TimeAtAddress).months);

/** The handoff for this brand, removed as it is read; null when there is none, it is stale or not one of ours. */
export function takeHandoff(
  brand: string,
  store: Storage | null = storage(),
  now = Date.now(),
): ApplicationHandoff | null {
  let raw: string | null = null;
  try {
    raw = store?.getItem(HANDOFF_KEY) ?? null;
    store?.removeItem(HANDOFF_KEY);
  } catch {
    return null;
  }
  if (!raw) return null;
  let value: ApplicationHandoff;
  try {
    value = JSON.parse(raw) as ApplicationHandoff;
  } catch {
    return null;
  }
  if (value?.brand !== brand || typeof value.savedAt !== 'number') return null;
  if (now - value.savedAt > HANDOFF_TTL_MS || value.savedAt > now) return null;
  if (typeof value.applicant !== 'object' || value.applicant === null || !isAddress(value.current)) return null;
  const applicant: Partial<ApplicationApplicant> = {};
  for (const key of ['title', 'firstname', 'lastname', 'dateofbirth', 'mobilePhone'] as const) {
    const field = value.applicant[key];
    if (typeof field === 'string' && field.length <= 80) applicant[key] = field;
  }
  const previous = isAddress(value.previous) ? value.previous : null;
  return {
    brand,
    savedAt: value.savedAt,
    applicant,
    current: value.current,
    timeAtCurrent: isTime(value.timeAtCurrent) ? value.timeAtCurrent : null,
    // A time lived at a previous address comes only with that address.
    previous,
    timeAtPrevious: previous && isTime(value.timeAtPrevious) ? value.timeAtPrevious : null,
  };
}

/** The application's starting answers: the handoff's where it has one, else what the account holds. */
export function applyHandoff(
  handoff: ApplicationHandoff,
  start: { applicant: ApplicationApplicant; addresses: AddressHistory },
): { applicant: ApplicationApplicant; addresses: AddressHistory } {
  const typed = Object.values(handoff.current).some((value) => value !== '');
  return {
    applicant: { ...start.applicant, ...handoff.applicant },
    addresses: {
      current: typed ? handoff.current : start.addresses.current,
      timeAtCurrent: handoff.timeAtCurrent ?? start.addresses.timeAtCurrent,
      previous: handoff.previous,
      timeAtPrevious: handoff.previous ? handoff.timeAtPrevious : null,
    },
  };
}

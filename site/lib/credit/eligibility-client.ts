// The browser's credit eligibility calls (spec §7 crediteligibility) and how their answers move the step (§8): a 400
// or a 5xx marks the step failed, a 404 quote resets it to the form. Bodies carry the spec's fields; the server checks
// everything again and is the only judge of the applicant's details.
import { failureOf } from '@/lib/bag/client-api.ts';
import { fetcher } from '@/lib/client/fetcher.ts';
import type { CreditReferenceAgency } from './client.ts';

export const CHECK_URL = '/api/crediteligibility/eligibilityCheck';
export const QUOTE_URL = '/api/crediteligibility/eligibilityQuote';
export const TERMS_URL = '/api/crediteligibility/termsAndConditions';

export type Outcome = 'PASS' | 'ASSUMED_PASS' | 'FAIL' | 'ERROR' | 'NOT_FOUND' | 'PENDING';

export interface CheckAnswer {
  applicationId: string;
  eligibilityDecision: Outcome;
  declineCode: 'Decline1' | 'Decline2' | 'Decline3' | 'Refer1' | null;
  message: string;
  /** Named when the decline rests on the agency's information (Decline1, Decline2). */
  creditReferenceAgency?: CreditReferenceAgency | null;
}

export interface Quote {
  applicationId: string;
  eligibilityDecision: Outcome;
  creditBrandName: string;
  /** Pence. */
  creditLimit: number;
  annualInterestRate: number;
  periodInterestRate: number;
  variableApr: number;
  /** Pence. */
  costOfCredit: number;
  costOfCreditAmount: number;
  numberOfPayments: number;
  promo: { code: string; description: string; interestFreeMonths: number; minimumSpend: number } | null;
  expiresAt: string;
  message: string;
}

export interface Terms {
  id: string;
  title: string;
  sections: { heading: string; paragraphs: string[] }[];
}

export interface AddressFields {
  flatNumber: string;
  houseNumber: string;
  houseName: string;
  addressLine1: string;
  town: string;
  postcode: string;
}

export interface ApplicantFields {
  title: string;
  firstName: string;
  lastName: string;
  dateOfBirth: string;
  phoneNumber: string;
  current: AddressFields;
  years: string;
  months: string;
  previous: AddressFields;
  previousYears: string;
  previousMonths: string;
}

export const emptyAddress = (): AddressFields => ({
  flatNumber: '',
  houseNumber: '',
  houseName: '',
  addressLine1: '',
  town: '',
  postcode: '',
});

/** Whole numbers as typed; anything else goes as it is, for the server to name. */
const count = (text: string): number | string => (/^\d{1,3}$/.test(text.trim()) ? Number(text.trim()) : text);
const trimmed = (a: AddressFields) => {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(a)) if (value.trim() !== '') out[key] = value.trim();
  return out;
};

/** Months at the current address as typed (for showing the previous address), or null when not yet a number. */
export function monthsAtCurrent(fields: Pick<ApplicantFields, 'years' | 'months'>): number | null {
  const years = count(fields.years);
  const months = fields.months.trim() === '' ? 0 : count(fields.months);
  return typeof years === 'number' && typeof months === 'number' ? years * 12 + months : null;
}

/** The eligibilityCheck body: the previous address only while the current one is under three years. */
export function checkBody(
  fields: ApplicantFields,
  tradingTitle: string,
  cart: { numberOfItems?: number; totalCartAmount?: number },
) {
  const atCurrent = monthsAtCurrent(fields);
  const needsPrevious = atCurrent === null || atCurrent < 36;
  return {
    tradingTitle,
    applicant: {
      name: {
        ...(fields.title ? { title: fields.title } : {}),
        firstName: fields.firstName,
        lastName: fields.lastName,
      },
      dateOfBirth: fields.dateOfBirth,
      phoneNumber: fields.phoneNumber,
      timeAtCurrentAddress: { years: count(fields.years), months: count(fields.months || '0') },
      currentAddress: trimmed(fields.current),
      ...(needsPrevious && Object.values(fields.previous).some((v) => v.trim() !== '')
        ? {
            previousAddress: {
              ...trimmed(fields.previous),
              timeAtAddress: { years: count(fields.previousYears), months: count(fields.previousMonths || '0') },
            },
          }
        : {}),
    },
    cart,
  };
}

/** "applicant.currentAddress.postcode: Enter…; cart: …" → one problem per field, against the field's id. */
export function problemsOf(message: string | null): { target: string; message: string }[] {
  if (!message) return [];
  return message.split('; ').map((part) => {
    const match = /^([A-Za-z0-9_.]+): (.*)$/.exec(part);
    return match
      ? { target: `eligibility-${match[1]!.replace(/\./g, '-')}`, message: match[2]! }
      : { target: 'eligibility-form', message: part };
  });
}

export type Step =
  | { state: 'form' }
  | { state: 'checking' }
  | { state: 'invalid'; problems: { target: string; message: string }[] }
  | { state: 'failed'; message: string }
  | { state: 'pending'; message: string }
  | { state: 'quoted'; quote: Quote }
  | { state: 'declined'; answer: CheckAnswer };

const UNAVAILABLE = 'Sorry, we couldn’t check your eligibility just now. Please try again in a few minutes.';

/** Reads the quote: PENDING keeps waiting, a 404 resets the step (§8), 400 or 5xx fails it. */
export async function readQuote(): Promise<Step> {
  try {
    const quote = await fetcher<Quote>(QUOTE_URL);
    if (quote.eligibilityDecision === 'PENDING') return { state: 'pending', message: quote.message };
    return { state: 'quoted', quote };
  } catch (error) {
    const failure = failureOf(error);
    if (failure.status === 404) return { state: 'form' };
    return { state: 'failed', message: failure.message ?? UNAVAILABLE };
  }
}

/** Runs the check, then reads the quote when the decision has one. */
export async function runCheck(body: unknown): Promise<Step> {
  let answer: CheckAnswer;
  try {
    answer = await fetcher<CheckAnswer>(CHECK_URL, { method: 'POST', body: JSON.stringify(body) });
  } catch (error) {
    const failure = failureOf(error);
    if (failure.status === 400 && failure.code === 'VALIDATION_ERROR')
      return { state: 'invalid', problems: problemsOf(failure.message) };
    return { state: 'failed', message: failure.message ?? UNAVAILABLE };
  }
  if (answer.eligibilityDecision === 'PASS' || answer.eligibilityDecision === 'ASSUMED_PASS') return readQuote();
  if (answer.eligibilityDecision === 'PENDING') return { state: 'pending', message: answer.message };
  if (answer.eligibilityDecision === 'ERROR') return { state: 'failed', message: answer.message };
  return { state: 'declined', answer };
}

export async function readTerms(id: string, brand: string): Promise<Terms | null> {
  try {
    return await fetcher<Terms>(TERMS_URL, { method: 'POST', body: JSON.stringify({ id, brand }) });
  } catch {
    return null;
  }
}

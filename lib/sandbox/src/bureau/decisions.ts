// The credit bureau's decisions: deterministic, keyed on the applicant's surname (the named test applicants below), so
// every outcome the shop must handle can be reached on purpose. Anyone not named passes. Money is integer pence; rates
// are percentages (a period rate per month, the nominal annual rate, the representative APR to one decimal).

export const OUTCOMES = ['PASS', 'ASSUMED_PASS', 'FAIL', 'ERROR', 'NOT_FOUND', 'PENDING'] as const;
export type Outcome = (typeof OUTCOMES)[number];
/** Decline1 and Decline2: the bureau's own reasons; Decline3: the fraud check; Refer1: referred for a manual review. */
export const DECLINE_CODES = ['Decline1', 'Decline2', 'Decline3', 'Refer1'] as const;
export type DeclineCode = (typeof DECLINE_CODES)[number];

export interface Persona {
  outcome: Outcome;
  declineCode: DeclineCode | null;
  reason: string;
}

/** Surname (case-insensitive) → decision. Everyone else: PASS. `Outage` is answered 503 and recorded nowhere. */
export const TEST_APPLICANTS: Readonly<Record<string, Persona>> = {
  approved: { outcome: 'PASS', declineCode: null, reason: 'Approved.' },
  assumed: {
    outcome: 'ASSUMED_PASS',
    declineCode: null,
    reason: 'Thin credit file: approved on assumed data with a lower limit.',
  },
  declineone: { outcome: 'FAIL', declineCode: 'Decline1', reason: 'Declined on the bureau score.' },
  declinetwo: { outcome: 'FAIL', declineCode: 'Decline2', reason: 'Declined on adverse credit (arrears or defaults).' },
  fraudcheck: { outcome: 'FAIL', declineCode: 'Decline3', reason: 'Declined by the fraud check.' },
  referral: { outcome: 'FAIL', declineCode: 'Refer1', reason: 'Referred for a manual review.' },
  bureauerror: { outcome: 'ERROR', declineCode: null, reason: 'The bureau could not complete the search.' },
  notfound: {
    outcome: 'NOT_FOUND',
    declineCode: null,
    reason: 'No credit file matches the name, date of birth and addresses.',
  },
  pending: { outcome: 'PENDING', declineCode: null, reason: 'The search is queued; ask again shortly.' },
};
export const OUTAGE_SURNAME = 'outage';

/**
 * The credit reference agency this bureau is, named in every answer: a lender that declines an application on its
 * information must tell the applicant so and give the agency's name, address and telephone number (Consumer Credit
 * Act 1974 s.157(A1)). Fictional; the telephone number is in Ofcom's range kept for drama (0115 496 0xxx).
 */
export const CREDIT_REFERENCE_AGENCY = Object.freeze({
  name: 'Meridian Credit Reference Services Ltd',
  address: 'PO Box 4120, Castle Boulevard, Nottingham NG7 1FT',
  telephone: '0115 496 0732',
  website: 'https://www.meridian-credit.example/your-credit-file',
});

const DEFAULT_PERSONA: Persona = { outcome: 'PASS', declineCode: null, reason: 'Approved.' };

export const personaFor = (lastName: string): Persona =>
  TEST_APPLICANTS[lastName.trim().toLowerCase()] ?? DEFAULT_PERSONA;

/**
 * The offer made with a pass. Fields left out are the shop's defaults (spec §9: expected payment 12 — the number of
 * monthly payments —, proposed credit limit £9,998, credit limit tolerance 0).
 */
export interface Offer {
  /** Pence. */
  creditLimit: number;
  /** Per month, percent. */
  periodInterestRate: number;
  /** Nominal, percent (12 × the period rate). */
  annualInterestRate: number;
  /** Representative APR, percent, one decimal: (1 + period rate)^12 − 1. */
  variableApr: number;
  /** Interest (pence) on `costOfCreditAmount` repaid in `numberOfPayments` equal monthly payments. */
  costOfCredit: number;
  /** Pence: the purchase asked about, or the £1,200 representative assumption (CONC App 1.2.5R) when none was. */
  costOfCreditAmount: number;
  numberOfPayments?: number;
  /** Pence: the limit the account may later be increased to. */
  proposedCreditLimit?: number;
  /** Pence: how far over the limit a purchase may go. */
  creditLimitTolerance?: number;
  promo: { code: string; description: string; interestFreeMonths: number; minimumSpend: number } | null;
}

/** The lender's standard APR when the search names none (percent), and the risk margin on a thin file. */
export const DEFAULT_APR = 39.9;
export const ASSUMED_PASS_APR_MARGIN = 5;
export const REPRESENTATIVE_AMOUNT = 120_000;
const PAYMENTS = 12;

/** The monthly rate (percent, four decimals) that compounds to the APR. */
export const periodRateFor = (apr: number): number =>
  Math.round(((1 + apr / 100) ** (1 / 12) - 1) * 1_000_000) / 10_000;

/** Interest on `amount` pence repaid in `payments` equal monthly payments at `rate` percent a month. */
export function costOfCredit(amount: number, rate: number, payments: number): number {
  if (amount === 0 || rate === 0) return 0;
  const r = rate / 100;
  const payment = (amount * r) / (1 - (1 + r) ** -payments);
  return Math.round(payment * payments) - amount;
}

/**
 * The offer for an outcome that grants credit; null for the others. `amount` is the purchase in pence, if any; `apr`
 * the lender's standard APR for the product (a pass gets it, a thin file pays the margin on top).
 */
export function offerFor(outcome: Outcome, amount: number | undefined, apr = DEFAULT_APR): Offer | null {
  if (outcome !== 'PASS' && outcome !== 'ASSUMED_PASS') return null;
  const variableApr = Math.round((outcome === 'PASS' ? apr : apr + ASSUMED_PASS_APR_MARGIN) * 10) / 10;
  const periodInterestRate = periodRateFor(variableApr);
  const principal = amount && amount > 0 ? amount : REPRESENTATIVE_AMOUNT;
  const rates = {
    periodInterestRate,
    annualInterestRate: Math.round(periodInterestRate * 12 * 100) / 100,
    variableApr,
    costOfCredit: costOfCredit(principal, periodInterestRate, PAYMENTS),
    costOfCreditAmount: principal,
  };
  if (outcome === 'PASS') {
    return {
      creditLimit: 150_000,
      ...rates,
      numberOfPayments: PAYMENTS,
      proposedCreditLimit: 300_000,
      creditLimitTolerance: 5_000,
      promo: {
        code: 'BNPL12',
        description:
          'Buy now, pay later: no interest if you pay for the order in full within 12 months (orders over £99).',
        interestFreeMonths: 12,
        minimumSpend: 9_900,
      },
    };
  }
  // A thin file: a lower limit at a higher rate, no promotion, and the shop's defaults for the rest.
  return { creditLimit: 50_000, ...rates, promo: null };
}

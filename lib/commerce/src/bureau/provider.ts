// The port for the credit bureau (spec §3 credit eligibility and creditCheck, §5 eligibility cart data, §9 defaults).
// Commerce and the site depend on this interface only; `http.ts` is what the bureau's URL and key plug into, and the
// sandbox's bureau (lib/sandbox/src/bureau) speaks the same contract. Money is integer pence; rates are percentages.
import { DEFAULT_PROPOSED_CREDIT_LIMIT_PENCE } from '../customers/credit-details.ts';

export const BUREAU_OUTCOMES = ['PASS', 'ASSUMED_PASS', 'FAIL', 'ERROR', 'NOT_FOUND', 'PENDING'] as const;
export type BureauOutcome = (typeof BUREAU_OUTCOMES)[number];
/** Decline1 and Decline2: the bureau's reasons; Decline3: the fraud check; Refer1: referred for a manual review. */
export const DECLINE_CODES = ['Decline1', 'Decline2', 'Decline3', 'Refer1'] as const;
export type DeclineCode = (typeof DECLINE_CODES)[number];

/** Spec §9, used when the bureau leaves them out: 12 monthly payments, a £9,998 proposed limit, no tolerance. */
export const DEFAULT_NUMBER_OF_PAYMENTS = 12;
export { DEFAULT_PROPOSED_CREDIT_LIMIT_PENCE };
export const DEFAULT_CREDIT_LIMIT_TOLERANCE_PENCE = 0;

export interface BureauAddress {
  flatNumber?: string;
  houseNumber?: string;
  houseName?: string;
  line1: string;
  line2?: string;
  town: string;
  county?: string;
  postcode: string;
  yearsAtAddress: number;
  /** 0–11. */
  monthsAtAddress: number;
}

export interface BureauApplicant {
  title?: 'Mr' | 'Mrs' | 'Miss' | 'Ms' | 'Mx' | 'Dr';
  firstName: string;
  lastName: string;
  /** YYYY-MM-DD; 18 or over. */
  dateOfBirth: string;
  phoneNumber?: string;
  /** The current address first, then previous ones, together covering at least the last three years. */
  addresses: BureauAddress[];
}

export interface BureauSearchRequest {
  /** The shop's own reference for the applicant (a customer id): searches can be listed by it. */
  reference: string;
  tradingTitle: string;
  applicant: BureauApplicant;
  /** The purchase asked about (pence); the cost of credit is worked out on it (else on £1,200). */
  amount?: number;
  /** The product's standard APR (percent; the trading title's representative APR): a pass is offered it. */
  apr?: number;
  /** A repeat with the same key and request gives the same search instead of a second one. */
  idempotencyKey?: string;
}

export interface BureauPromo {
  code: string;
  description: string;
  interestFreeMonths: number;
  /** Pence. */
  minimumSpend: number;
}

/**
 * The credit reference agency that answered: a creditor that declines an application on its information must say so
 * and give the applicant the agency's name, address and telephone number (Consumer Credit Act 1974 s.157(A1)).
 */
export interface CreditReferenceAgency {
  name: string;
  /** Postal address, one line. */
  address: string;
  telephone: string;
  /** Where the applicant asks for their credit file. */
  website: string;
}

export interface BureauDecision {
  id: string;
  /** quotation: soft search (eligibility, seen by no lender); application: hard search (the credit check). */
  type: 'quotation' | 'application';
  reference: string;
  tradingTitle: string;
  status: 'COMPLETE' | 'PENDING';
  outcome: BureauOutcome;
  declineCode: DeclineCode | null;
  reason: string;
  amount: number | null;
  /** Pence; null unless PASS or ASSUMED_PASS (so are the rates, costs and terms below). */
  creditLimit: number | null;
  periodInterestRate: number | null;
  annualInterestRate: number | null;
  variableApr: number | null;
  /** Pence of interest on `costOfCreditAmount` repaid in `numberOfPayments` monthly payments. */
  costOfCredit: number | null;
  costOfCreditAmount: number | null;
  numberOfPayments: number | null;
  proposedCreditLimit: number | null;
  creditLimitTolerance: number | null;
  promo: BureauPromo | null;
  /** The agency the search was made with (every answer names it). */
  creditReferenceAgency: CreditReferenceAgency;
  createdAt: string;
  decidedAt: string | null;
}

export interface CreditBureau {
  /** A soft search for the eligibility check: changes nothing on the applicant's credit file. */
  eligibility(request: BureauSearchRequest): Promise<BureauDecision>;
  /** The hard search of a credit application. */
  creditCheck(request: BureauSearchRequest): Promise<BureauDecision>;
  /** A search by id (a PENDING one may have been decided since); null when the bureau has none. */
  search(id: string): Promise<BureauDecision | null>;
  /** The searches made under a reference, newest first (at most `limit`, default 10). */
  searches(reference: string, filter?: { type?: BureauDecision['type']; limit?: number }): Promise<BureauDecision[]>;
}

/** The decline codes that rest on the credit reference agency's information (Decline1, Decline2: the bureau's). */
export const AGENCY_DECLINE_CODES: readonly DeclineCode[] = ['Decline1', 'Decline2'];

/**
 * The agency to name to a declined applicant (CCA 1974 s.157(A1)): the decline rests on its information. Null for
 * anything else — also the fraud check's Decline3, where naming the search would prejudice the prevention of crime
 * (s.157(2A)(d)).
 */
export function agencyToName(
  decision: Pick<BureauDecision, 'outcome' | 'declineCode' | 'creditReferenceAgency'>,
): CreditReferenceAgency | null {
  const onAgency = decision.outcome === 'FAIL' && AGENCY_DECLINE_CODES.some((code) => code === decision.declineCode);
  return onAgency ? decision.creditReferenceAgency : null;
}

export const grantsCredit = (outcome: BureauOutcome): boolean => outcome === 'PASS' || outcome === 'ASSUMED_PASS';

export class CreditBureauError extends Error {
  /** unavailable: unreachable, 5xx or an answer that is not the contract; refused: the bureau said 4xx. */
  readonly kind: 'unavailable' | 'refused';
  readonly status: number | undefined;

  constructor(message: string, options: { kind: CreditBureauError['kind']; status?: number; cause?: unknown }) {
    super(message, { cause: options.cause });
    this.name = 'CreditBureauError';
    this.kind = options.kind;
    this.status = options.status;
  }
}

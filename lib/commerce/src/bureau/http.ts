// HTTP adapter for the credit bureau (the sandbox's in lib/sandbox/src/bureau speaks the same contract):
// `POST {baseUrl}/bureau/v1/eligibility` (soft search), `POST {baseUrl}/bureau/v1/credit-checks` (hard search) and
// `GET {baseUrl}/bureau/v1/searches/{id}` and `GET {baseUrl}/bureau/v1/searches?reference=`, the key in `X-Bureau-Key`,
// answers checked with zod and the spec's §9 defaults filled in for a pass; every answer names the credit reference
// agency (name, address, telephone, website). Unreachable, 5xx, 429 or unreadable → CreditBureauError 'unavailable';
// other 4xx → 'refused' (with the bureau's message).
import { z } from 'zod';
import { describeFailure, jsonClient } from '../providers/json-client.ts';
import {
  BUREAU_OUTCOMES,
  type BureauDecision,
  type BureauSearchRequest,
  type CreditBureau,
  CreditBureauError,
  DECLINE_CODES,
  DEFAULT_CREDIT_LIMIT_TOLERANCE_PENCE,
  DEFAULT_NUMBER_OF_PAYMENTS,
  DEFAULT_PROPOSED_CREDIT_LIMIT_PENCE,
  grantsCredit,
} from './provider.ts';

export interface HttpCreditBureauOptions {
  baseUrl: string;
  key: string;
  /** Gives up after this long (default 10 s). */
  timeoutMs?: number;
  fetch?: typeof fetch;
}

const pence = z.number().int().min(0);
const rate = z.number().min(0).max(1000);
const searchAnswer = z
  .object({
    id: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/),
    type: z.enum(['quotation', 'application']),
    reference: z.string(),
    tradingTitle: z.string(),
    status: z.enum(['COMPLETE', 'PENDING']),
    outcome: z.enum(BUREAU_OUTCOMES),
    declineCode: z.enum(DECLINE_CODES).nullable(),
    reason: z.string().max(500),
    amount: pence.nullable(),
    creditLimit: pence.nullable(),
    periodInterestRate: rate.nullable(),
    annualInterestRate: rate.nullable(),
    variableApr: rate.nullable(),
    costOfCredit: pence.nullable(),
    costOfCreditAmount: pence.nullable(),
    numberOfPayments: z.number().int().min(1).max(600).optional(),
    proposedCreditLimit: pence.optional(),
    creditLimitTolerance: pence.optional(),
    promo: z
      .object({
        code: z.string().max(32),
        description: z.string().max(500),
        interestFreeMonths: z.number().int().min(0).max(120),
        minimumSpend: pence,
      })
      .nullable(),
    creditReferenceAgency: z.object({
      name: z.string().trim().min(1).max(120),
      address: z.string().trim().min(1).max(200),
      telephone: z.string().regex(/^\+?[0-9 ]{6,20}$/),
      website: z.url({ protocol: /^https$/ }).max(200),
    }),
    createdAt: z.string(),
    decidedAt: z.string().nullable(),
  })
  .refine(
    (a) =>
      !grantsCredit(a.outcome) ||
      (a.creditLimit !== null &&
        a.periodInterestRate !== null &&
        a.annualInterestRate !== null &&
        a.variableApr !== null),
    { message: 'a pass carries a limit and rates' },
  );
const listAnswer = z.object({ total: z.number().int().min(0), searches: z.array(searchAnswer).max(500) });

const decision = (answer: z.infer<typeof searchAnswer>): BureauDecision => {
  const granted = grantsCredit(answer.outcome);
  return {
    ...answer,
    numberOfPayments: answer.numberOfPayments ?? (granted ? DEFAULT_NUMBER_OF_PAYMENTS : null),
    proposedCreditLimit: answer.proposedCreditLimit ?? (granted ? DEFAULT_PROPOSED_CREDIT_LIMIT_PENCE : null),
    creditLimitTolerance: answer.creditLimitTolerance ?? (granted ? DEFAULT_CREDIT_LIMIT_TOLERANCE_PENCE : null),
  };
};

export function httpCreditBureau(options: HttpCreditBureauOptions): CreditBureau {
  const { call } = jsonClient({
    baseUrl: options.baseUrl,
    headers: { 'x-bureau-key': options.key },
    timeoutMs: options.timeoutMs ?? 10_000,
    fetch: options.fetch,
    fail: (failure) => {
      const { message, ...details } = describeFailure(failure, 'The credit bureau');
      return new CreditBureauError(message, details);
    },
  });

  const search = async (path: string, request: BureauSearchRequest): Promise<BureauDecision> => {
    const { idempotencyKey, ...body } = request;
    const headers: Record<string, string> = idempotencyKey ? { 'idempotency-key': idempotencyKey } : {};
    return decision(await call(path, searchAnswer, { body, headers }));
  };

  return {
    eligibility: (request) => search('bureau/v1/eligibility', request),
    creditCheck: (request) => search('bureau/v1/credit-checks', request),
    async search(id) {
      const answer = await call(`bureau/v1/searches/${encodeURIComponent(id)}`, searchAnswer, { nullOn404: true });
      return answer && decision(answer);
    },
    async searches(reference, filter = {}) {
      const query = new URLSearchParams({ reference, limit: String(filter.limit ?? 10) });
      if (filter.type) query.set('type', filter.type);
      const answer = await call(`bureau/v1/searches?${query}`, listAnswer, { nullOn404: true });
      return (answer?.searches ?? []).map(decision);
    },
  };
}

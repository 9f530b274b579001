// A credit reference agency (server to server; the shop's key in `X-Bureau-Key`). From the applicant's name, date of
// birth and addresses covering the last three years it answers an eligibility quotation (a soft search, seen by no
// lender) or a credit check (the hard search of an application) with an outcome, a decline code, and for a pass the
// credit limit and rates. Every answer names the agency (name, address, telephone, website), which a lender must pass
// on to an applicant it declines on the search (CCA 1974 s.157(A1)).
//
//   POST /bureau/v1/eligibility          soft search {reference, tradingTitle, applicant, amount?, apr?} → 201 search
//   POST /bureau/v1/credit-checks        hard search, same body                                      → 201 search
//   GET  /bureau/v1/searches/:id         one search (a PENDING one is decided once BUREAU_PENDING_MS have passed)
//   GET  /bureau/v1/searches             ?reference=&type=&limit=  the searches, newest first
//
// Outcomes are keyed on the surname (decisions.ts): Approved PASS (so is anyone not named), Assumed ASSUMED_PASS,
// Declineone / Declinetwo / Fraudcheck / Referral FAIL with Decline1 / Decline2 / Decline3 / Refer1, Bureauerror ERROR,
// Notfound NOT_FOUND, Pending PENDING; Outage is answered 503 and recorded nowhere. An `Idempotency-Key` header makes a
// repeat give the same search (200); the same key with another body is a 409.
import { createHash, randomBytes } from 'node:crypto';
import { z } from 'zod';
import { HttpError, header, readJson, sendJson } from '../http.ts';
import type { RequestContext, Router } from '../router.ts';
import { createClientKeyCheck } from '../token-check.ts';
import { parseUkPostcode } from '../uk-postcodes.ts';
import { parseOr400, queryOf } from '../validation.ts';
import { CREDIT_REFERENCE_AGENCY, OUTAGE_SURNAME, offerFor, personaFor } from './decisions.ts';
import type { BureauStore, SearchRecord, SearchType } from './store.ts';

export const BUREAU_KEY_HEADER = 'x-bureau-key';
export const MIN_AGE = 18;
/** The addresses must cover this many months (three years). */
export const ADDRESS_HISTORY_MONTHS = 36;
const MAX_BODY_BYTES = 16 * 1024;
const NO_STORE = { 'cache-control': 'no-store' };

const name = z
  .string()
  .trim()
  .regex(/^\p{L}[\p{L}' .-]{0,39}$/u, 'a name is 1–40 letters, spaces, hyphens or apostrophes');
const line = z.string().trim().min(1).max(60);
const address = z
  .strictObject({
    flatNumber: z.string().trim().min(1).max(10).optional(),
    houseNumber: z
      .string()
      .trim()
      .regex(/^\d{1,5}[A-Za-z]?$/, 'houseNumber is a number with an optional letter')
      .optional(),
    houseName: line.optional(),
    line1: line,
    line2: line.optional(),
    town: line,
    county: line.optional(),
    postcode: z
      .string()
      .max(10)
      .refine((value) => parseUkPostcode(value) !== undefined, 'postcode is not a UK postcode')
      .transform((value) => parseUkPostcode(value)!.formatted),
    yearsAtAddress: z.number().int().min(0).max(99),
    monthsAtAddress: z.number().int().min(0).max(11),
  })
  .refine((a) => a.houseNumber || a.houseName || a.flatNumber, {
    message: 'an address needs a house number, house name or flat',
  });

const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'dateOfBirth is YYYY-MM-DD')
  .refine((value) => {
    // Month 13 or day 32 make an Invalid Date, whose toISOString throws: a 400, never a 500.
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
  }, 'dateOfBirth is not a date');

/** Whole years between a date of birth and today (UTC). */
export function ageOn(dateOfBirth: string, today: Date): number {
  const [y, m, d] = dateOfBirth.split('-').map(Number) as [number, number, number];
  const age = today.getUTCFullYear() - y;
  const beforeBirthday = today.getUTCMonth() + 1 < m || (today.getUTCMonth() + 1 === m && today.getUTCDate() < d);
  return beforeBirthday ? age - 1 : age;
}

const searchSchema = (today: () => Date) =>
  z.strictObject({
    reference: z.string().regex(/^[A-Za-z0-9_:.-]{1,64}$/, 'reference is 1–64 letters, digits, _ : . or -'),
    tradingTitle: z.string().regex(/^[A-Za-z0-9_-]{1,32}$/, 'tradingTitle is 1–32 letters, digits, _ or -'),
    amount: z.number().int().min(0).max(10_000_000).optional(),
    /** The lender's standard APR for the product (percent); a pass is offered it. Default 39.9. */
    apr: z.number().min(0).max(99.9).optional(),
    applicant: z.strictObject({
      title: z.enum(['Mr', 'Mrs', 'Miss', 'Ms', 'Mx', 'Dr']).optional(),
      firstName: name,
      lastName: name,
      dateOfBirth: isoDate.refine((value) => {
        const age = ageOn(value, today());
        return age >= MIN_AGE && age <= 120;
      }, `the applicant must be ${MIN_AGE} or over`),
      phoneNumber: z
        .string()
        .regex(/^\+?[0-9 ]{10,16}$/, 'phoneNumber is 10–16 digits')
        .optional(),
      /** The current address first, then the previous ones, back at least three years. */
      addresses: z
        .array(address)
        .min(1)
        .max(5)
        .refine(
          (list) =>
            list.reduce((sum, a) => sum + a.yearsAtAddress * 12 + a.monthsAtAddress, 0) >= ADDRESS_HISTORY_MONTHS,
          'the addresses must cover the last three years',
        ),
    }),
  });
type SearchRequest = z.infer<ReturnType<typeof searchSchema>>;

const listQuery = z.strictObject({
  reference: z.string().max(64).optional(),
  type: z.enum(['quotation', 'application']).optional(),
  limit: z.coerce.number().int().min(1).max(500).optional(),
});

/** The search as the bureau answers it. Fields a pass leaves out are the caller's defaults. */
export function publicSearch(record: SearchRecord) {
  const offer = record.offer;
  return {
    id: record.id,
    type: record.type,
    reference: record.reference,
    tradingTitle: record.tradingTitle,
    status: record.outcome === 'PENDING' ? 'PENDING' : 'COMPLETE',
    outcome: record.outcome,
    declineCode: record.declineCode,
    reason: record.reason,
    amount: record.amount,
    creditLimit: offer?.creditLimit ?? null,
    periodInterestRate: offer?.periodInterestRate ?? null,
    annualInterestRate: offer?.annualInterestRate ?? null,
    variableApr: offer?.variableApr ?? null,
    costOfCredit: offer?.costOfCredit ?? null,
    costOfCreditAmount: offer?.costOfCreditAmount ?? null,
    ...(offer?.numberOfPayments === undefined ? {} : { numberOfPayments: offer.numberOfPayments }),
    ...(offer?.proposedCreditLimit === undefined ? {} : { proposedCreditLimit: offer.proposedCreditLimit }),
    ...(offer?.creditLimitTolerance === undefined ? {} : { creditLimitTolerance: offer.creditLimitTolerance }),
    promo: offer?.promo ?? null,
    creditReferenceAgency: CREDIT_REFERENCE_AGENCY,
    createdAt: record.createdAt,
    decidedAt: record.decidedAt,
  };
}

export interface BureauRoutesOptions {
  keys: readonly string[];
  store: BureauStore;
  /** How long a PENDING search stays pending before it is decided (a pass). */
  pendingMs: number;
  now?: () => Date;
}

export function registerBureauRoutes(router: Router, options: BureauRoutesOptions): void {
  const { store } = options;
  const now = options.now ?? (() => new Date());
  const schema = searchSchema(now);
  const isValidKey = createClientKeyCheck(options.keys);
  const authorise = (ctx: RequestContext) => {
    if (!isValidKey(header(ctx.req, BUREAU_KEY_HEADER)))
      throw new HttpError(401, 'invalid_key', 'Missing or unknown X-Bureau-Key.');
  };

  const search = (type: SearchType) => async (ctx: RequestContext) => {
    authorise(ctx);
    if (!/^application\/json\b/i.test(header(ctx.req, 'content-type') ?? ''))
      throw new HttpError(415, 'unsupported_media_type', 'Send the search as application/json.');
    const idempotencyKey = header(ctx.req, 'idempotency-key') ?? null;
    if (idempotencyKey !== null && !/^[A-Za-z0-9_:.-]{8,128}$/.test(idempotencyKey))
      throw new HttpError(400, 'invalid_idempotency_key', 'Idempotency-Key is 8–128 letters, digits, _ : . or -.');
    const body: SearchRequest = parseOr400(schema, await readJson(ctx.req, MAX_BODY_BYTES), 'invalid_search');
    const requestHash = createHash('sha256')
      .update(`${type}\n${JSON.stringify(body)}`)
      .digest('hex');
    if (idempotencyKey !== null) {
      const earlier = store.byIdempotencyKey(idempotencyKey);
      if (earlier && earlier.requestHash !== requestHash)
        throw new HttpError(409, 'idempotency_conflict', 'This Idempotency-Key was used for another search.');
      if (earlier) {
        sendJson(ctx.res, 200, publicSearch(earlier), NO_STORE);
        return;
      }
    }
    if (body.applicant.lastName.toLowerCase() === OUTAGE_SURNAME)
      throw new HttpError(503, 'bureau_unavailable', 'The credit bureau is unavailable; try again later.');
    const persona = personaFor(body.applicant.lastName);
    const at = now().toISOString();
    const record: SearchRecord = {
      id: `bs_${randomBytes(12).toString('hex')}`,
      type,
      reference: body.reference,
      tradingTitle: body.tradingTitle,
      outcome: persona.outcome,
      declineCode: persona.declineCode,
      reason: persona.reason,
      offer: offerFor(persona.outcome, body.amount, body.apr),
      apr: body.apr ?? null,
      amount: body.amount ?? null,
      requestHash,
      idempotencyKey,
      createdAt: at,
      decidedAt: persona.outcome === 'PENDING' ? null : at,
    };
    store.put(record);
    ctx.log.info('bureau search', { type, outcome: record.outcome, declineCode: record.declineCode });
    sendJson(ctx.res, 201, publicSearch(record), NO_STORE);
  };

  router.post('/bureau/v1/eligibility', search('quotation'));
  router.post('/bureau/v1/credit-checks', search('application'));

  router.get('/bureau/v1/searches/:id', (ctx) => {
    authorise(ctx);
    let record = store.get(ctx.params.id ?? '');
    if (!record) throw new HttpError(404, 'search_not_found', 'No search with this id.');
    if (record.outcome === 'PENDING' && now().getTime() - Date.parse(record.createdAt) >= options.pendingMs) {
      // The queued search completes: the applicant passes.
      const persona = personaFor('');
      record = {
        ...record,
        outcome: persona.outcome,
        reason: persona.reason,
        offer: offerFor(persona.outcome, record.amount ?? undefined, record.apr ?? undefined),
        decidedAt: now().toISOString(),
      };
      store.put(record);
    }
    sendJson(ctx.res, 200, publicSearch(record), NO_STORE);
  });

  router.get('/bureau/v1/searches', (ctx) => {
    authorise(ctx);
    const query = parseOr400(listQuery, queryOf(ctx), 'invalid_query');
    const { total, searches } = store.list({ reference: query.reference, type: query.type, limit: query.limit ?? 100 });
    sendJson(ctx.res, 200, { total, searches: searches.map(publicSearch) }, NO_STORE);
  });
}

// The credit application (issue 15 item 4): a cash customer's credit check through the bureau, the documents shown
// from the offer it made, and acceptance of the agreement, which opens their "<Brand> Pay" account.
//
// - The credit check asks the bureau once per identical request and day (its idempotency key is a digest of both),
//   so a repeat after a PENDING answer reads the same search, decided since; another day, or a try after the bureau
//   could not complete the search (ERROR), is a new search.
// - Each document served is recorded on the application (kind, version, digest of exactly what was shown, format).
// - Acceptance runs in one transaction holding the application's row lock: the offer and the status the customer saw
//   must still be the application's, every document must have been shown in its current wording, and the account is
//   opened at most once (a repeat answers the same account; credit_accounts' key on the customer backs it).
// Every read and write is keyed by the session's customer id: another customer's application is not found.
import { createHash, randomInt } from 'node:crypto';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { BureauDecision, CreditBureau, CreditReferenceAgency } from '../bureau/provider.ts';
import { agencyToName, CreditBureauError } from '../bureau/provider.ts';
import type { Db } from '../db/client.ts';
import {
  type ApplicantRecord,
  type ApplicationAddress,
  type CreditApplicationState,
  creditApplications,
  type DocumentShown,
} from '../db/schema-credit-applications.ts';
import { creditAccounts, customers } from '../db/schema-customers.ts';
import { inLondon } from '../delivery/calendar.ts';
import { readAccountAddresses } from './account-address.ts';
import { ADDRESS_HISTORY_MONTHS, ageOn, MIN_APPLICANT_AGE, monthsOf } from './applicant-schema.ts';
import { endProgress, hasCreditAccount, lockCustomer } from './customer-credit.ts';
import {
  type CreditDocument,
  type CreditDocumentBrand,
  type CreditDocumentKind,
  creditDocument,
  creditDocumentKinds,
  documentDigest,
} from './documents/model.ts';
import { ADMIN_FEE_PENCE } from './make-a-payment.ts';
import { creditTermsFor } from './terms.ts';

export type ApplicationRow = typeof creditApplications.$inferSelect;

export const CREDIT_APPLICATION_MESSAGES = {
  CUSTOMER_NOT_FOUND: 'We could not find your account. Please sign in again.',
  ALREADY_CREDIT_CUSTOMER: 'You already have a credit account with us.',
  NO_CREDIT_PRODUCT: 'Credit is not offered on this site.',
  UNDER_18: 'You must be 18 or over to apply for credit.',
  ADDRESS_HISTORY_SHORT: 'Please tell us where you have lived for the last three years.',
  APPLICATION_NOT_FOUND: 'We could not find your credit application. Please start again.',
  CREDIT_CHECK_REFUSED: 'We could not check these details. Please check them and try again.',
  CREDIT_CHECK_UNAVAILABLE: 'Sorry, we can’t check your application right now. Please try again later.',
  OFFER_CHANGED: 'Your credit offer has changed. Please read the updated documents before you accept.',
  DOCUMENTS_NOT_SHOWN: 'Please read the pre-contract information, the explanation and the agreement before you accept.',
} as const;
export type CreditApplicationFailureCode = keyof typeof CREDIT_APPLICATION_MESSAGES;
export interface CreditApplicationFailure {
  ok: false;
  code: CreditApplicationFailureCode;
  message: string;
}
const failure = (code: CreditApplicationFailureCode, message?: string): CreditApplicationFailure => ({
  ok: false,
  code,
  message: message ?? CREDIT_APPLICATION_MESSAGES[code],
});

/** Rates are stored in ten-thousandths of a percent. */
const toRate = (percent: number) => Math.round(percent * 10_000);
const fromRate = (stored: number) => stored / 10_000;

/** Spec §3 propertiesResponse for a trading title: the product's terms as the application pages show them. */
export function creditProperties(brand: CreditDocumentBrand) {
  const terms = creditTermsFor(brand.tradingTitleId);
  if (!terms) return null;
  return {
    website: {
      titleRegistrationName: brand.creditBrandName,
      apr: terms.representativeApr,
      interestRate: terms.purchaseRate,
      /** The representative example's assumed credit limit (pence). */
      amountPayable: terms.creditLimitExamplePence,
      isPcciEnabled: true,
      isPcciForceScrollEnabled: true,
      proactiveIncentive: null,
      interestFreeChargeDate: null,
      interestFreeStartDate: null,
      interestFreeEndDate: null,
    },
    tradingTitle: {
      accountMinimumPayment: terms.minimumPaymentFloorPence,
      accountMinimumPaymentPercent: terms.minimumPaymentPercent,
      accountAdminFee: ADMIN_FEE_PENCE,
    },
  };
}

export interface CreditCheckInput {
  customerId: string;
  brand: CreditDocumentBrand & { code: string };
  applicant: ApplicantRecord;
  /** The current address first; a previous one when the current is under three years. */
  currentAddress: ApplicationAddress;
  previousAddress?: ApplicationAddress | null;
  /** The bag asked about (pence), when known. */
  cartAmountPence?: number;
  /** Today in Europe/London (YYYY-MM-DD). */
  today: string;
}

export type CreditDecision = 'APPROVED' | 'DECLINED' | 'REFERRED' | 'UNDECIDED';

/** Spec §3 creditCheck, with the application it belongs to. Money in pence; rates in percent. */
export interface CreditCheckAnswer {
  ok: true;
  applicationId: string;
  decision: CreditDecision;
  customerAccountId: string;
  creditCheckStatus: string;
  declineCode: string | null;
  creditLimit: number | null;
  costOfCredit: number | null;
  periodInterestRate: number | null;
  annualInterestRate: number | null;
  variableApr: number | null;
  /**
   * A decline on the credit reference agency's information (Decline1, Decline2) names the agency: the applicant is
   * told the decision rests on its search and how to reach it (CCA 1974 s.157(A1)). Null otherwise — also for the
   * fraud check's Decline3, where naming the search would prejudice the prevention of crime (s.157(2A)(d)).
   */
  creditReferenceAgency: CreditReferenceAgency | null;
}

function decisionOf(outcome: string, declineCode: string | null): CreditApplicationState {
  if (outcome === 'PASS' || outcome === 'ASSUMED_PASS') return 'APPROVED';
  if (outcome === 'FAIL') return declineCode === 'Refer1' ? 'REFERRED' : 'DECLINED';
  return 'UNDECIDED';
}

/** The answer for an application; `agency` is the bureau's, named only on a decline (see CreditCheckAnswer). */
export function checkAnswer(row: ApplicationRow, agency: CreditReferenceAgency | null = null): CreditCheckAnswer {
  return {
    ok: true,
    applicationId: row.id,
    decision: row.state === 'ACCEPTED' ? 'APPROVED' : (row.state as CreditDecision),
    customerAccountId: row.customerId,
    creditCheckStatus: row.creditCheckStatus,
    declineCode: row.declineCode,
    creditLimit: row.creditLimitPence,
    costOfCredit: row.costOfCreditPence,
    periodInterestRate: row.periodInterestRate === null ? null : fromRate(row.periodInterestRate),
    annualInterestRate: row.annualInterestRate === null ? null : fromRate(row.annualInterestRate),
    variableApr: row.variableApr === null ? null : fromRate(row.variableApr),
    creditReferenceAgency: row.state === 'DECLINED' ? agency : null,
  };
}

async function customerOfBrand(db: Db, customerId: string, brandCode: string) {
  const [row] = await db
    .select({ id: customers.id })
    .from(customers)
    .where(and(eq(customers.id, customerId), eq(customers.brandCode, brandCode)));
  return Boolean(row);
}

/** The standard credit check (spec §7 standardcreditcheck): asks the bureau and records the decision. */
export async function runCreditCheck(
  db: Db,
  bureau: Pick<CreditBureau, 'creditCheck' | 'search'>,
  input: CreditCheckInput,
): Promise<CreditCheckAnswer | CreditApplicationFailure> {
  const terms = creditTermsFor(input.brand.tradingTitleId);
  if (!terms) return failure('NO_CREDIT_PRODUCT');
  if (!(await customerOfBrand(db, input.customerId, input.brand.code))) return failure('CUSTOMER_NOT_FOUND');
  if (await hasCreditAccount(db, input.customerId)) return failure('ALREADY_CREDIT_CUSTOMER');
  // `today` is the London day (YYYY-MM-DD): read as that date at UTC midnight, its UTC year, month and day are it.
  if (ageOn(input.applicant.dateOfBirth, new Date(`${input.today}T00:00:00Z`)) < MIN_APPLICANT_AGE) {
    return failure('UNDER_18');
  }
  const addresses = [input.currentAddress];
  if (monthsOf(input.currentAddress) < ADDRESS_HISTORY_MONTHS) {
    if (!input.previousAddress) return failure('ADDRESS_HISTORY_SHORT');
    if (monthsOf(input.currentAddress) + monthsOf(input.previousAddress) < ADDRESS_HISTORY_MONTHS) {
      return failure('ADDRESS_HISTORY_SHORT');
    }
    addresses.push(input.previousAddress);
  }
  const request = {
    reference: input.customerId,
    tradingTitle: input.brand.tradingTitleId,
    apr: terms.representativeApr,
    ...(input.cartAmountPence && input.cartAmountPence > 0 ? { amount: input.cartAmountPence } : {}),
    applicant: {
      ...(input.applicant.title ? { title: input.applicant.title as 'Mr' } : {}),
      firstName: input.applicant.firstName,
      lastName: input.applicant.lastName,
      dateOfBirth: input.applicant.dateOfBirth,
      ...(input.applicant.mobilePhone ? { phoneNumber: input.applicant.mobilePhone } : {}),
      addresses: addresses.map((a) => ({
        ...(a.flatNumber ? { flatNumber: a.flatNumber } : {}),
        ...(a.houseNumber ? { houseNumber: a.houseNumber } : {}),
        ...(a.houseName ? { houseName: a.houseName } : {}),
        line1: a.addressLine1,
        ...(a.addressLine2 ? { line2: a.addressLine2 } : {}),
        town: a.town,
        ...(a.county ? { county: a.county } : {}),
        postcode: a.postcode,
        yearsAtAddress: a.years,
        monthsAtAddress: a.months,
      })),
    },
  };
  // The same request on the same London day is the same search at the bureau: a retry never makes a second hard
  // search. Another day is a fresh assessment (CONC 5.2A), not last month's decision read back. A search the bureau
  // could not complete (ERROR) is not read back either: each one recorded makes the next try a new search.
  const [failed] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(creditApplications)
    .where(and(eq(creditApplications.customerId, input.customerId), eq(creditApplications.creditCheckStatus, 'ERROR')));
  const idempotencyKey = createHash('sha256')
    .update(`${input.today}\n${failed?.count ?? 0}\n${JSON.stringify(request)}`)
    .digest('hex')
    .slice(0, 48);
  let decision: BureauDecision;
  try {
    decision = await bureau.creditCheck({ ...request, idempotencyKey });
    if (decision.status === 'PENDING') decision = (await bureau.search(decision.id)) ?? decision;
  } catch (error) {
    if (error instanceof CreditBureauError && error.kind === 'refused') {
      return failure('CREDIT_CHECK_REFUSED', error.message || undefined);
    }
    if (error instanceof CreditBureauError) return failure('CREDIT_CHECK_UNAVAILABLE');
    throw error;
  }
  const state = decisionOf(decision.outcome, decision.declineCode);
  // A pass is an offer only with its limit and every rate: the documents state the rates as the bureau offered them.
  const approved =
    state === 'APPROVED' &&
    decision.creditLimit !== null &&
    decision.variableApr !== null &&
    decision.periodInterestRate !== null &&
    decision.annualInterestRate !== null;
  const values = {
    customerId: input.customerId,
    brandCode: input.brand.code,
    state: state === 'APPROVED' && !approved ? ('UNDECIDED' as const) : state,
    applicant: input.applicant,
    addresses,
    bureauSearchId: decision.id,
    creditCheckStatus: decision.outcome,
    declineCode: decision.declineCode,
    creditLimitPence: approved ? decision.creditLimit : null,
    creditLimitTolerancePence: approved ? decision.creditLimitTolerance : null,
    proposedCreditLimitPence: approved ? decision.proposedCreditLimit : null,
    numberOfPayments: approved ? decision.numberOfPayments : null,
    periodInterestRate: approved && decision.periodInterestRate !== null ? toRate(decision.periodInterestRate) : null,
    annualInterestRate: approved && decision.annualInterestRate !== null ? toRate(decision.annualInterestRate) : null,
    variableApr: approved && decision.variableApr !== null ? toRate(decision.variableApr) : null,
    costOfCreditPence: approved ? decision.costOfCredit : null,
    updatedAt: new Date(),
  };
  return db.transaction(async (tx) => {
    // One check of a customer's at a time: the same request sent twice at once is one application, not two.
    await lockCustomer(tx, input.customerId);
    // A repeat of the same search (a PENDING one decided since) updates its application; anything else is a new one.
    const [existing] = await tx
      .select()
      .from(creditApplications)
      .where(
        and(
          eq(creditApplications.customerId, input.customerId),
          eq(creditApplications.bureauSearchId, decision.id),
          inArray(creditApplications.state, ['APPROVED', 'DECLINED', 'REFERRED', 'UNDECIDED']),
        ),
      )
      .for('update');
    const [row] = existing
      ? await tx.update(creditApplications).set(values).where(eq(creditApplications.id, existing.id)).returning()
      : await tx.insert(creditApplications).values(values).returning();
    // A final decision ends the application under way: coming back starts a new one.
    if (values.state === 'DECLINED' || values.state === 'REFERRED') {
      await endProgress(tx, input.customerId, input.brand.code);
    }
    return checkAnswer(row!, agencyToName(decision));
  });
}

/**
 * The customer's latest application on this brand, whatever its state: the one a credit check answered last (a repeat
 * of an earlier check answers, and so updates, that earlier application); null when they have none.
 */
export async function latestApplication(db: Db, customerId: string, brandCode: string): Promise<ApplicationRow | null> {
  const [row] = await db
    .select()
    .from(creditApplications)
    .where(and(eq(creditApplications.customerId, customerId), eq(creditApplications.brandCode, brandCode)))
    .orderBy(desc(creditApplications.updatedAt), desc(creditApplications.createdAt))
    .limit(1);
  return row ?? null;
}

function addressLines(a: ApplicationAddress): string[] {
  const building = [
    a.flatNumber && `Flat ${a.flatNumber}`,
    a.houseName,
    [a.houseNumber, a.addressLine1].filter(Boolean).join(' '),
  ]
    .filter(Boolean)
    .join(', ');
  return [building, a.addressLine2, a.town, a.county, a.postcode].filter((line): line is string => Boolean(line));
}

/** The document built from the application's offer (the bureau's limit and rates), for its applicant. */
export function applicationDocument(
  row: ApplicationRow,
  brand: CreditDocumentBrand,
  kind: CreditDocumentKind,
  today: string,
): CreditDocument | null {
  const { creditLimitPence, variableApr, periodInterestRate, annualInterestRate } = row;
  if (creditLimitPence === null || variableApr === null || periodInterestRate === null || annualInterestRate === null) {
    return null;
  }
  const applicant = row.applicant;
  const current = row.addresses[0];
  return creditDocument(kind, {
    brand,
    // The rates the bureau offered this applicant, as it offered them.
    offer: {
      creditLimitPence,
      aprPercent: fromRate(variableApr),
      periodRatePercent: fromRate(periodInterestRate),
      annualRatePercent: fromRate(annualInterestRate),
    },
    customer: {
      name: [applicant.title, applicant.firstName, applicant.lastName].filter(Boolean).join(' '),
      addressLines: current ? addressLines(current) : [],
    },
    // The London day it was signed (as `today` was when it was shown), not the UTC one: they differ after midnight BST.
    date: row.acceptedAt ? inLondon(row.acceptedAt).date : today,
  });
}

export interface ShowDocumentInput {
  customerId: string;
  brand: CreditDocumentBrand & { code: string };
  kind: CreditDocumentKind;
  format: DocumentShown['format'];
  today: string;
  /** The credit limit (pence) the page was shown: a different one means the page is out of date. */
  creditLimitPence?: number;
}

/**
 * A document of the customer's approved (or accepted) application, recorded as shown. Not found without one;
 * OFFER_CHANGED when the page asks for a credit limit that is not the application's.
 */
export async function showDocument(
  db: Db,
  input: ShowDocumentInput,
): Promise<{ ok: true; document: CreditDocument; digest: string } | CreditApplicationFailure> {
  const row = await latestApplication(db, input.customerId, input.brand.code);
  if (!row || (row.state !== 'APPROVED' && row.state !== 'ACCEPTED')) return failure('APPLICATION_NOT_FOUND');
  if (input.creditLimitPence !== undefined && input.creditLimitPence !== row.creditLimitPence) {
    return failure('OFFER_CHANGED');
  }
  const document = applicationDocument(row, input.brand, input.kind, input.today);
  if (!document) return failure('APPLICATION_NOT_FOUND');
  const digest = documentDigest(document);
  if (row.state === 'APPROVED') {
    const shown: DocumentShown = {
      kind: input.kind,
      version: document.version,
      digest,
      format: input.format,
      at: new Date().toISOString(),
    };
    // Appended in one statement: two documents fetched at once both stay recorded.
    await db
      .update(creditApplications)
      .set({ documentsShown: sql`${creditApplications.documentsShown} || ${JSON.stringify([shown])}::jsonb` })
      .where(and(eq(creditApplications.id, row.id), eq(creditApplications.state, 'APPROVED')));
  }
  return { ok: true, document, digest };
}

export const cliPreferenceValues = [1, 2, 3] as const;
export type CliPreference = (typeof cliPreferenceValues)[number];

export interface AcceptAgreementInput {
  customerId: string;
  brand: CreditDocumentBrand & { code: string };
  /** What the page showed: the offer's monthly rate (percent) and the credit check status. */
  periodInterestRate: number;
  creditCheckStatus: string;
  /** 1 opt-in (ask first), 2 automatic, 3 no increases. */
  cliPreference: CliPreference;
  today: string;
}

export interface AcceptedAgreement {
  ok: true;
  applicationId: string;
  accountNumber: string;
  creditLimit: number;
  availableCredit: number;
  cliPrefType: CliPreference;
  acceptedDocuments: DocumentShown[];
}

function acceptedAnswer(row: ApplicationRow): AcceptedAgreement {
  return {
    ok: true,
    applicationId: row.id,
    accountNumber: row.accountNumber ?? '',
    creditLimit: row.creditLimitPence ?? 0,
    availableCredit: row.creditLimitPence ?? 0,
    cliPrefType: (row.cliPrefType ?? 3) as CliPreference,
    acceptedDocuments: row.acceptedDocuments ?? [],
  };
}

/** Which current documents the customer was shown, the latest showing of each; null if one is missing. */
function documentsAccepted(row: ApplicationRow, brand: CreditDocumentBrand, today: string): DocumentShown[] | null {
  const accepted: DocumentShown[] = [];
  for (const kind of creditDocumentKinds) {
    const document = applicationDocument(row, brand, kind, today);
    if (!document) return null;
    const digest = documentDigest(document);
    const shown = row.documentsShown.filter(
      (d) => d.kind === kind && d.version === document.version && d.digest === digest,
    );
    const latest = shown.at(-1);
    if (!latest) return null;
    accepted.push(latest);
  }
  return accepted;
}

const newAccountNumber = (tradingTitleId: string) => `${tradingTitleId}${String(randomInt(10_000_000, 100_000_000))}`;

/**
 * The customer signs the agreement (spec §7 creditacceptagreement): their credit account is opened with the offer's
 * limit and rate and their credit-limit-increase preference, and their details become the applicant's. Once only.
 */
export async function acceptAgreement(
  db: Db,
  input: AcceptAgreementInput,
): Promise<AcceptedAgreement | CreditApplicationFailure> {
  return db.transaction(async (tx) => {
    const [latest] = await tx
      .select({ id: creditApplications.id })
      .from(creditApplications)
      .where(
        and(eq(creditApplications.customerId, input.customerId), eq(creditApplications.brandCode, input.brand.code)),
      )
      .orderBy(desc(creditApplications.updatedAt), desc(creditApplications.createdAt))
      .limit(1);
    if (!latest) return failure('APPLICATION_NOT_FOUND');
    const [row] = await tx.select().from(creditApplications).where(eq(creditApplications.id, latest.id)).for('update');
    if (!row) return failure('APPLICATION_NOT_FOUND');
    if (row.state === 'ACCEPTED') return acceptedAnswer(row);
    if (row.state !== 'APPROVED' || row.creditLimitPence === null || row.variableApr === null) {
      return failure('APPLICATION_NOT_FOUND');
    }
    if (
      row.creditCheckStatus !== input.creditCheckStatus ||
      row.periodInterestRate === null ||
      row.periodInterestRate !== toRate(input.periodInterestRate)
    ) {
      return failure('OFFER_CHANGED');
    }
    const accepted = documentsAccepted(row, input.brand, input.today);
    if (!accepted) return failure('DOCUMENTS_NOT_SHOWN');
    const accountNumber = newAccountNumber(input.brand.tradingTitleId);
    const terms = creditTermsFor(input.brand.tradingTitleId);
    const opened = await tx
      .insert(creditAccounts)
      .values({
        customerId: input.customerId,
        accountNumber,
        creditLimitPence: row.creditLimitPence,
        creditLimitTolerancePence: row.creditLimitTolerancePence ?? 0,
        aprBasisPoints: Math.round(row.variableApr / 100),
        numberOfPayments: row.numberOfPayments ?? 12,
        paymentRatePercent: terms?.minimumPaymentPercent ?? 5,
        cliPrefType: input.cliPreference,
        // No increase is offered to a customer who wants none (CONC 6.7.7R).
        proposedCreditLimitPence: input.cliPreference === 3 ? null : row.proposedCreditLimitPence,
      })
      .onConflictDoNothing({ target: creditAccounts.customerId })
      .returning({ customerId: creditAccounts.customerId });
    if (opened.length === 0) return failure('ALREADY_CREDIT_CUSTOMER');
    const applicant = row.applicant;
    await tx
      .update(customers)
      .set({
        title: applicant.title,
        firstName: applicant.firstName,
        lastName: applicant.lastName,
        dateOfBirth: applicant.dateOfBirth,
        ...(applicant.mobilePhone ? { mobilePhone: applicant.mobilePhone } : {}),
        updatedAt: new Date(),
        version: sql`${customers.version} + 1`,
      })
      .where(eq(customers.id, input.customerId));
    const [done] = await tx
      .update(creditApplications)
      .set({
        state: 'ACCEPTED',
        cliPrefType: input.cliPreference,
        accountNumber,
        acceptedDocuments: accepted,
        acceptedAt: new Date(),
        updatedAt: new Date(),
      })
      .where(eq(creditApplications.id, row.id))
      .returning();
    await endProgress(tx, input.customerId, input.brand.code);
    return acceptedAnswer(done!);
  });
}

/** The customer's account address, as the application's current address starts from (the oldest, if several). */
export async function accountAddressOf(db: Db, customerId: string) {
  // The oldest, as updateAccountAddress picks: the address the page sends back is the one that is updated.
  const [row] = await readAccountAddresses(db, customerId);
  return row ?? null;
}

/**
 * Was the customer's latest application on this brand declined within `days` (the restrictions matrix's
 * probe-reject)? A referral is not a decline; a later application that was not declined clears it.
 */
export async function declinedWithin(
  db: Db,
  customerId: string,
  brandCode: string,
  days: number,
  now = new Date(),
): Promise<boolean> {
  const latest = await latestApplication(db, customerId, brandCode);
  return latest?.state === 'DECLINED' && now.getTime() - latest.updatedAt.getTime() <= days * 24 * 60 * 60 * 1000;
}

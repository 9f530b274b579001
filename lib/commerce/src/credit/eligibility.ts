// Credit eligibility (spec §3 "Credit eligibility", §5, §7 crediteligibility, §8): a soft check a cash customer can run
// from the bag or a product page before applying. The applicant's details go to the credit bureau as a quotation
// search — seen by no lender, no mark on the credit file — and nothing about the customer's account changes: the
// quotation is the bureau's record, found again by the customer's own id (a quote is only ever read back for the
// customer who asked for it). Money is integer pence; rates are percentages.
import { z } from 'zod';
import type { BureauDecision, BureauSearchRequest } from '../bureau/provider.ts';
import { grantsCredit } from '../bureau/provider.ts';
import { destinationOf } from '../delivery/destination.ts';
import {
  ADDRESS_HISTORY_MONTHS,
  ADDRESS_LINE_MAX,
  APPLICANT_TITLES,
  addressText,
  ageOn,
  coversAddressHistory,
  dateOfBirth,
  FLAT_NUMBER_MAX,
  HOUSE_NUMBER_PATTERN,
  MIN_APPLICANT_AGE,
  monthsOf,
  personName as personNameRule,
  timeAtAddress,
  UK_PHONE_PATTERN,
} from './applicant-schema.ts';
import { formatPounds } from './make-a-payment.ts';
import { type CreditTerms, creditTermsFor } from './terms.ts';

/** A quotation is good for this long; after it the customer checks again. */
export const QUOTE_VALID_DAYS = 30;
export { ADDRESS_HISTORY_MONTHS, ageOn, MIN_APPLICANT_AGE };

export const ELIGIBILITY_MESSAGES = {
  firstName: 'Enter your first name',
  lastName: 'Enter your surname',
  name: 'Use letters, spaces, hyphens and apostrophes only',
  dateOfBirth: 'Enter your date of birth, like 31 3 1980',
  tooYoung: `You must be ${MIN_APPLICANT_AGE} or over to apply for credit`,
  phoneNumber: 'Enter a UK phone number, like 07700 900123',
  addressLine1: 'Enter the first line of the address',
  town: 'Enter the town or city',
  postcode: 'Enter a real UK postcode, like LS6 2AB',
  building: 'Enter a house number or name, or a flat number',
  years: 'Enter the years, from 0 to 99',
  months: 'Enter the months, from 0 to 11',
  history: 'Tell us where you have lived for the last 3 years: add your previous address and how long you lived there',
  tooLong: 'This is too long',
  tradingTitle: 'This check is for this shop’s credit account only',
} as const;

// The applicant's rules are the credit applicant schema's (applicant-schema.ts), shared with the credit application;
// the messages are this check's.
const text = (max: number) => addressText(max, ELIGIBILITY_MESSAGES.tooLong).optional();
const required = (max: number, message: string) =>
  z.string(message).trim().min(1, message).max(max, ELIGIBILITY_MESSAGES.tooLong);
const personName = (message: string) =>
  personNameRule({
    notText: message,
    required: message,
    tooLong: ELIGIBILITY_MESSAGES.tooLong,
    pattern: ELIGIBILITY_MESSAGES.name,
  });
const duration = timeAtAddress({ years: ELIGIBILITY_MESSAGES.years, months: ELIGIBILITY_MESSAGES.months });
const address = z
  .strictObject({
    flatNumber: text(FLAT_NUMBER_MAX),
    houseNumber: text(10),
    houseName: text(ADDRESS_LINE_MAX),
    addressLine1: required(ADDRESS_LINE_MAX, ELIGIBILITY_MESSAGES.addressLine1),
    addressLine2: text(ADDRESS_LINE_MAX),
    town: required(ADDRESS_LINE_MAX, ELIGIBILITY_MESSAGES.town),
    county: text(ADDRESS_LINE_MAX),
    postcode: required(10, ELIGIBILITY_MESSAGES.postcode).refine((value) => {
      const destination = destinationOf(value);
      return destination !== null && destination.territory !== 'bfpo';
    }, ELIGIBILITY_MESSAGES.postcode),
  })
  .refine((a) => a.houseNumber || a.houseName || a.flatNumber, {
    message: ELIGIBILITY_MESSAGES.building,
    path: ['houseNumber'],
  })
  .refine((a) => !a.houseNumber || HOUSE_NUMBER_PATTERN.test(a.houseNumber), {
    message: 'Enter the house number as digits, like 12 or 12A',
    path: ['houseNumber'],
  });

const months = monthsOf;

/** The spec's eligibilityCheck body: tradingTitle, applicant, cart. */
export const eligibilityCheckSchema = (today: () => Date = () => new Date()) =>
  z.strictObject({
    tradingTitle: z.string().trim().min(1).max(8),
    applicant: z
      .strictObject({
        name: z.strictObject({
          title: z.enum(APPLICANT_TITLES).optional(),
          firstName: personName(ELIGIBILITY_MESSAGES.firstName),
          lastName: personName(ELIGIBILITY_MESSAGES.lastName),
        }),
        // Month 13 or day 32 make an Invalid Date: a 400 naming the date of birth, never a 500.
        dateOfBirth: dateOfBirth(today, {
          notText: ELIGIBILITY_MESSAGES.dateOfBirth,
          format: ELIGIBILITY_MESSAGES.dateOfBirth,
          notReal: ELIGIBILITY_MESSAGES.dateOfBirth,
          tooYoung: ELIGIBILITY_MESSAGES.tooYoung,
          tooOld: ELIGIBILITY_MESSAGES.dateOfBirth,
        }),
        phoneNumber: z
          .string(ELIGIBILITY_MESSAGES.phoneNumber)
          .trim()
          .regex(UK_PHONE_PATTERN, ELIGIBILITY_MESSAGES.phoneNumber),
        timeAtCurrentAddress: duration,
        currentAddress: address,
        previousAddress: address.and(z.object({ timeAtAddress: duration })).optional(),
      })
      .superRefine((applicant, ctx) => {
        if (!coversAddressHistory(applicant.timeAtCurrentAddress, applicant.previousAddress?.timeAtAddress))
          ctx.addIssue({ code: 'custom', message: ELIGIBILITY_MESSAGES.history, path: ['previousAddress'] });
      }),
    cart: z
      .strictObject({
        numberOfItems: z.number().int().min(0).max(999).nullish(),
        /** Pence. */
        totalCartAmount: z.number().int().min(0).max(10_000_000).nullish(),
      })
      .optional(),
  });
export type EligibilityCheckBody = z.infer<ReturnType<typeof eligibilityCheckSchema>>;

/** Spec §5: the cart summary is sent as given only when all its values are defined; otherwise zeros. */
export function eligibilityCart(cart: EligibilityCheckBody['cart']): {
  numberOfItems: number;
  totalCartAmount: number;
} {
  if (cart?.numberOfItems == null || cart.totalCartAmount == null) return { numberOfItems: 0, totalCartAmount: 0 };
  return { numberOfItems: cart.numberOfItems, totalCartAmount: cart.totalCartAmount };
}

type AddressInput = z.infer<typeof address>;
const bureauAddress = (a: AddressInput, time: { years: number; months: number }) => ({
  ...(a.flatNumber ? { flatNumber: a.flatNumber } : {}),
  ...(a.houseNumber ? { houseNumber: a.houseNumber } : {}),
  ...(a.houseName ? { houseName: a.houseName } : {}),
  line1: a.addressLine1,
  ...(a.addressLine2 ? { line2: a.addressLine2 } : {}),
  town: a.town,
  ...(a.county ? { county: a.county } : {}),
  postcode: destinationOf(a.postcode)?.postcode ?? a.postcode,
  yearsAtAddress: time.years,
  monthsAtAddress: time.months,
});

/** The bureau's quotation request for a customer's check: their own id as the reference, the product's APR. */
export function quotationRequest(
  customerId: string,
  body: EligibilityCheckBody,
  terms: CreditTerms,
): BureauSearchRequest {
  const { applicant } = body;
  const addresses = [bureauAddress(applicant.currentAddress, applicant.timeAtCurrentAddress)];
  if (applicant.previousAddress && months(applicant.timeAtCurrentAddress) < ADDRESS_HISTORY_MONTHS)
    addresses.push(bureauAddress(applicant.previousAddress, applicant.previousAddress.timeAtAddress));
  return {
    reference: customerId,
    tradingTitle: terms.tradingTitleId,
    amount: eligibilityCart(body.cart).totalCartAmount,
    apr: terms.representativeApr,
    applicant: {
      ...(applicant.name.title ? { title: applicant.name.title } : {}),
      firstName: applicant.name.firstName,
      lastName: applicant.name.lastName,
      dateOfBirth: applicant.dateOfBirth,
      phoneNumber: applicant.phoneNumber,
      addresses,
    },
  };
}

export type EligibilityDecision = BureauDecision['outcome'];

/** What the customer is told for each outcome (spec §3 outcomes; decline codes Decline1/2 bureau, 3 fraud, Refer1). */
export function eligibilityMessage(decision: Pick<BureauDecision, 'outcome' | 'declineCode'>, creditBrandName: string) {
  switch (decision.outcome) {
    case 'PASS':
    case 'ASSUMED_PASS':
      return `Good news: you’re likely to be accepted for ${creditBrandName}.`;
    case 'PENDING':
      return 'We’re still checking your details. This usually takes a few seconds.';
    case 'NOT_FOUND':
      return 'We couldn’t match your details with the credit reference agency. Please check your name, date of birth and addresses, then try again.';
    case 'ERROR':
      return 'We couldn’t complete your eligibility check just now. Please try again later.';
    case 'FAIL':
      if (decision.declineCode === 'Refer1')
        return `We need to look at your details more closely before we can say whether you’re likely to be accepted for ${creditBrandName}. If you apply, we’ll review your application and tell you our decision within 2 working days.`;
      // Decline1 and Decline2 (the bureau) and Decline3 (the fraud check) are told the same: never which one it was.
      return `We’re sorry: you’re unlikely to be accepted for ${creditBrandName} at the moment. This check hasn’t affected your credit score.`;
  }
}

/** The quote (spec §3 result fields) for a decision that grants credit; null otherwise. */
export function eligibilityQuote(decision: BureauDecision, creditBrandName: string) {
  if (!grantsCredit(decision.outcome) || decision.creditLimit === null) return null;
  return {
    applicationId: decision.id,
    eligibilityDecision: decision.outcome,
    creditBrandName,
    creditLimit: decision.creditLimit,
    annualInterestRate: decision.annualInterestRate,
    periodInterestRate: decision.periodInterestRate,
    variableApr: decision.variableApr,
    costOfCredit: decision.costOfCredit,
    costOfCreditAmount: decision.costOfCreditAmount,
    numberOfPayments: decision.numberOfPayments,
    promo: decision.promo,
    expiresAt: new Date(Date.parse(decision.createdAt) + QUOTE_VALID_DAYS * 86_400_000).toISOString(),
    message: eligibilityMessage(decision, creditBrandName),
  };
}
export type EligibilityQuote = NonNullable<ReturnType<typeof eligibilityQuote>>;

export const quoteExpired = (decision: BureauDecision, now: Date) =>
  now.getTime() - Date.parse(decision.createdAt) > QUOTE_VALID_DAYS * 86_400_000;

/** The terms of a quote (termsAndConditions): the representative example, the quote's own figures, the promotion. */
export function eligibilityTerms(quote: EligibilityQuote, tradingTitleId: string) {
  const terms = creditTermsFor(tradingTitleId);
  const sections: { heading: string; paragraphs: string[] }[] = [
    {
      heading: 'About this check',
      paragraphs: [
        'This was a quotation search: it is not an application and it does not affect your credit score. Other lenders cannot see it.',
        `It tells you how likely you are to be accepted for ${quote.creditBrandName}; it is not an offer of credit. If you apply, we will do a full credit check and our decision may differ.`,
      ],
    },
    {
      heading: 'Your quote',
      paragraphs: [
        `Credit limit: ${formatPounds(quote.creditLimit)}. Purchase rate: ${quote.annualInterestRate}% a year (${quote.periodInterestRate}% a month), variable. ${quote.variableApr}% APR representative, variable.`,
        `Spreading ${formatPounds(quote.costOfCreditAmount ?? 0)} over ${quote.numberOfPayments} monthly payments would cost ${formatPounds(quote.costOfCredit ?? 0)} in interest.`,
      ],
    },
  ];
  if (terms) {
    sections.push({
      heading: 'Representative example',
      paragraphs: [
        `Assumed credit limit ${formatPounds(terms.creditLimitExamplePence)}. Purchase rate ${terms.purchaseRate}% a year (variable). Representative ${terms.representativeApr}% APR (variable).`,
        `Each month you pay at least ${terms.minimumPaymentPercent}% of your statement balance or ${formatPounds(terms.minimumPaymentFloorPence)}, whichever is more (or the balance when it is less). Paying only the minimum takes longer and costs more.`,
      ],
    });
  }
  if (quote.promo) {
    sections.push({
      heading: 'Offer',
      paragraphs: [
        quote.promo.description,
        `Pay the order in full within ${quote.promo.interestFreeMonths} months and no interest is charged on it; otherwise interest is charged from the date of purchase at the purchase rate. Orders over ${formatPounds(quote.promo.minimumSpend)}.`,
      ],
    });
  }
  sections.push({
    heading: 'Your rights',
    paragraphs: [
      'If you take out the credit, you may withdraw from the agreement within 14 days without giving a reason, repaying any credit used and the interest on it within 30 days.',
      'If your application is declined because of information from a credit reference agency, we will tell you which agency.',
    ],
  });
  return { id: quote.applicationId, title: `${quote.creditBrandName}: your eligibility quote`, sections };
}

// Request bodies of the credit application calls (spec §7 "creditapp"), validated before any operation runs. Field
// names are the spec's; money in the documents' `credit` is the credit limit in pence. The applicant's rules are the
// credit applicant schema's (@shop/commerce/credit/applicant-schema), shared with the eligibility check.
import {
  ADDRESS_LINE_MAX,
  APPLICANT_TITLES,
  addressText,
  dateOfBirth,
  FLAT_NUMBER_MAX,
  isHouseNumber,
  personName,
  timeAtAddress as timeAtAddressRule,
  UK_MOBILE_PATTERN,
} from '@shop/commerce/credit/applicant-schema';
import { normalisePostcode } from '@shop/commerce/delivery/destination';
import { z } from 'zod';
import { hasPenceOnly } from '@/lib/checkout/payment-schemas.ts';

// The credit bureau's own limits: what it would refuse is refused here first, naming the field, instead of as the
// bureau's refusal after a call. Under 18 is the application's own answer (UNDER_18), on the London day of the check.
const name = personName({ required: 'enter a name', pattern: 'use letters, spaces, hyphens and apostrophes' });
const optionalText = (max: number) => addressText(max).default('');
const isoDate = dateOfBirth(() => new Date(), {
  format: 'a date like 1984-03-12',
  notReal: 'not a real date',
  tooOld: 'a date of birth in the last 120 years',
});
const postcode = z
  .string()
  .max(12)
  .transform((value, context) => {
    const normal = normalisePostcode(value);
    if (!normal) context.addIssue({ code: 'custom', message: 'not a UK postcode' });
    return normal ?? '';
  });

export const timeAtAddress = timeAtAddressRule();

/** Spec §3 "Credit application account address". */
export const applicationAddress = z
  .object({
    flatNumber: optionalText(FLAT_NUMBER_MAX),
    houseNumberAndSuffix: optionalText(6).refine(
      isHouseNumber,
      'a house number like 14 or 14A (put any other form in the house name)',
    ),
    houseName: optionalText(ADDRESS_LINE_MAX),
    addressLine1: z.string().trim().min(1, 'enter the street').max(ADDRESS_LINE_MAX),
    addressLine2: optionalText(ADDRESS_LINE_MAX),
    addressLine3: optionalText(ADDRESS_LINE_MAX),
    town: z.string().trim().min(1, 'enter the town').max(ADDRESS_LINE_MAX),
    county: optionalText(ADDRESS_LINE_MAX),
    postcode,
    country: z.literal('GB').default('GB'),
  })
  .strict()
  .refine((a) => a.houseNumberAndSuffix !== '' || a.houseName !== '', {
    message: 'enter a house number or name',
    path: ['houseNumberAndSuffix'],
  })
  // Lines 2 and 3 go to the bureau as one line of at most 60 characters.
  .refine((a) => [a.addressLine2, a.addressLine3].filter(Boolean).join(', ').length <= ADDRESS_LINE_MAX, {
    message: 'address lines 2 and 3 together must be at most 60 characters',
    path: ['addressLine2'],
  });

export const standardCreditCheckBody = z
  .object({
    applicant: z
      .object({
        title: z.enum(APPLICANT_TITLES),
        firstname: name,
        lastname: name,
        dateofbirth: isoDate,
        mobilePhone: z.string().trim().regex(UK_MOBILE_PATTERN, 'a UK mobile number'),
      })
      .strict(),
    currentAddress: applicationAddress,
    timeAtCurrentAddress: timeAtAddress,
    previousAddress: applicationAddress.nullish(),
    timeAtPrevAddress: timeAtAddress.nullish(),
    cart: z
      .object({
        numberOfItems: z.number().int().min(0).max(999).nullish(),
        totalCartAmount: z.number().min(0).max(100_000).refine(hasPenceOnly, 'at most 2 decimal places').nullish(),
      })
      .strict()
      .nullish(),
  })
  .strict()
  .refine((body) => !body.previousAddress === !body.timeAtPrevAddress, {
    message: 'send the previous address with the time lived there',
    path: ['timeAtPrevAddress'],
  });
export type StandardCreditCheckBody = z.infer<typeof standardCreditCheckBody>;

export const propertiesTradingBody = z.object({ tradingTitle: z.string().trim().min(1).max(8) }).strict();

/** Credit limit (pence) the page was shown. */
const credit = z.number().int().positive().max(10_000_000);
const tradingTitle = z.string().trim().min(1).max(8);

export const pcciDocumentBody = z.object({ credit }).strict();
export const explanationDocumentBody = z.object({ tradingTitle }).strict();
export const agreementHtmlBody = z.object({ credit: credit.optional() }).strict();
export const agreementPdfBody = z
  .object({
    credit,
    customerName: z.string().trim().min(1).max(160),
    customerAddress: z.string().trim().min(1).max(400),
    tradingTitle,
  })
  .strict();

export const creditAcceptAgreementBody = z
  .object({
    periodInterestRate: z.number().positive().max(10),
    creditCheckStatus: z.enum(['PASS', 'ASSUMED_PASS']),
    hasOptedForAutomaticCreditIncreases: z.boolean(),
    /** 1 opt-in, 2 automatic, 3 no increase (spec §5). */
    creditLimitIncreasePreference: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  })
  .strict()
  .refine((body) => body.hasOptedForAutomaticCreditIncreases === (body.creditLimitIncreasePreference === 2), {
    message: 'hasOptedForAutomaticCreditIncreases is true exactly when the preference is 2 (automatic)',
    path: ['hasOptedForAutomaticCreditIncreases'],
  });

// Request bodies of the credit application calls (spec §7 "creditapp"), validated before any operation runs. Field
// names are the spec's; money in the documents' `credit` is the credit limit in pence.
import { normalisePostcode } from '@shop/commerce/delivery/destination';
import { z } from 'zod';

const name = z
  .string()
  .trim()
  .min(1, 'enter a name')
  .max(50)
  .regex(/^[\p{L}][\p{L}' .-]*$/u, 'use letters, spaces, hyphens and apostrophes');
const optionalText = (max: number) => z.string().trim().max(max).default('');
const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'a date like 1984-03-12')
  .refine((value) => {
    const date = new Date(`${value}T12:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value && value >= '1900-01-01';
  }, 'not a real date');
const postcode = z
  .string()
  .max(12)
  .transform((value, context) => {
    const normal = normalisePostcode(value);
    if (!normal) context.addIssue({ code: 'custom', message: 'not a UK postcode' });
    return normal ?? '';
  });

export const timeAtAddress = z
  .object({ years: z.number().int().min(0).max(99), months: z.number().int().min(0).max(11) })
  .strict();

/** Spec §3 "Credit application account address". */
export const applicationAddress = z
  .object({
    flatNumber: optionalText(20),
    houseNumberAndSuffix: optionalText(20),
    houseName: optionalText(60),
    addressLine1: z.string().trim().min(1, 'enter the street').max(80),
    addressLine2: optionalText(80),
    addressLine3: optionalText(80),
    town: z.string().trim().min(1, 'enter the town').max(60),
    county: optionalText(60),
    postcode,
    country: z.literal('GB').default('GB'),
  })
  .strict()
  .refine((a) => a.houseNumberAndSuffix !== '' || a.houseName !== '', {
    message: 'enter a house number or name',
    path: ['houseNumberAndSuffix'],
  });

export const standardCreditCheckBody = z
  .object({
    applicant: z
      .object({
        title: z.enum(['Mr', 'Mrs', 'Miss', 'Ms', 'Mx', 'Dr']),
        firstname: name,
        lastname: name,
        dateofbirth: isoDate,
        mobilePhone: z
          .string()
          .trim()
          .regex(/^(?:\+44\s?7|07)\d{3}\s?\d{6}$/, 'a UK mobile number'),
      })
      .strict(),
    currentAddress: applicationAddress,
    timeAtCurrentAddress: timeAtAddress,
    previousAddress: applicationAddress.nullish(),
    timeAtPrevAddress: timeAtAddress.nullish(),
    cart: z
      .object({
        numberOfItems: z.number().int().min(0).max(999).nullish(),
        totalCartAmount: z.number().min(0).max(100_000).nullish(),
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

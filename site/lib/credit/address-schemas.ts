// Bodies of the credit application's address calls (spec §7: addressFields {houseNumber, flatId, houseName, postCode},
// then updateCustomerAddress {addressDetails}), checked before anything is looked up or written, with the address
// form's own messages. Field limits are the credit bureau's (a number like 14 or 14A, a flat of at most 10, lines of
// at most 60), so an address saved here can always be sent with the credit check.
import { ADDRESS_MESSAGES } from '@shop/commerce/checkout/address';
import { ADDRESS_LINE_MAX, FLAT_NUMBER_MAX, isHouseNumber } from '@shop/commerce/credit/applicant-schema';
import { normalisePostcode } from '@shop/commerce/delivery/destination';
import { z } from 'zod';

const HOUSE_NUMBER_MESSAGE = 'Enter a house number like 14 or 14A, and any other form in the house name';

const text = (max: number) => z.string().trim().max(max, ADDRESS_MESSAGES.tooLong).default('');
const houseNumber = text(6).refine(isHouseNumber, HOUSE_NUMBER_MESSAGE);
const postcode = z
  .string(ADDRESS_MESSAGES.postcode)
  .max(12, ADDRESS_MESSAGES.postcode)
  .transform((value, context) => {
    const normal = normalisePostcode(value);
    // BFPO numbers are delivery addresses, not where anyone lives.
    if (!normal || normal.startsWith('BFPO')) context.addIssue({ code: 'custom', message: ADDRESS_MESSAGES.postcode });
    return normal ?? '';
  });

export const addressFieldsBody = z
  .object({
    houseNumber,
    flatId: text(FLAT_NUMBER_MAX),
    houseName: text(ADDRESS_LINE_MAX),
    postCode: postcode,
  })
  .strict()
  .refine((body) => body.houseNumber !== '' || body.houseName !== '', {
    message: ADDRESS_MESSAGES.building,
    path: ['houseNumber'],
  });

/** Spec §3 "Credit application account address"; `addressId` is the account address the page showed, if any. */
export const accountAddressDetails = z
  .object({
    addressId: z.number().int().positive().optional(),
    flatNumber: text(FLAT_NUMBER_MAX),
    houseNumberAndSuffix: houseNumber,
    houseName: text(ADDRESS_LINE_MAX),
    addressLine1: z
      .string(ADDRESS_MESSAGES.addressLine1)
      .trim()
      .min(1, ADDRESS_MESSAGES.addressLine1)
      .max(ADDRESS_LINE_MAX, ADDRESS_MESSAGES.tooLong),
    addressLine2: text(ADDRESS_LINE_MAX),
    addressLine3: text(ADDRESS_LINE_MAX),
    town: z
      .string(ADDRESS_MESSAGES.town)
      .trim()
      .min(1, ADDRESS_MESSAGES.town)
      .max(ADDRESS_LINE_MAX, ADDRESS_MESSAGES.tooLong),
    county: text(ADDRESS_LINE_MAX),
    postcode,
    country: z.string().trim().max(60, ADDRESS_MESSAGES.tooLong).default('United Kingdom'),
    isoCountryCode: z.enum(['GB', 'GG', 'JE', 'IM'], ADDRESS_MESSAGES.country).default('GB'),
  })
  .strict()
  .refine((a) => a.houseNumberAndSuffix !== '' || a.houseName !== '', {
    message: ADDRESS_MESSAGES.building,
    path: ['houseNumberAndSuffix'],
  })
  .refine((a) => [a.addressLine2, a.addressLine3].filter(Boolean).join(', ').length <= ADDRESS_LINE_MAX, {
    message: ADDRESS_MESSAGES.tooLong,
    path: ['addressLine2'],
  });

export const updateCustomerAddressBody = z.object({ addressDetails: accountAddressDetails }).strict();

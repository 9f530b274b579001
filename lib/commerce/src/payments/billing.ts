// The card's billing address (spec §3 "Billing address": line1, line2, city, county, state, country, postalcode,
// cardHoldersName). The bank checks it against the card, so it is whatever the card is registered to: often the
// delivery address, sometimes abroad. Spec §5's country rule: GB and IE keep the area in county, the US in state.
// UK postcodes are checked and written the Royal Mail way; a US ZIP code and an Irish Eircode by their formats.
import { z } from 'zod';
import { destinationOf } from '../delivery/destination.ts';

import { BILLING_COUNTRIES, BILLING_MESSAGES, type BillingAddress } from './billing-fields.ts';

export { BILLING_COUNTRIES, BILLING_MESSAGES, type BillingAddress };

/** Countries whose postcodes are UK-format (the Channel Islands and the Isle of Man use Royal Mail's). */
const UK_POSTCODE_COUNTRIES = new Set(['GB', 'JE', 'GG', 'IM']);
/** Spec §5: the administrative area is a county in GB and IE, a state in the US. */
const COUNTY_COUNTRIES = new Set(['GB', 'IE']);

const text = (max: number) => z.string().trim().max(max, BILLING_MESSAGES.tooLong).default('');

/** The fields' shapes; which must be filled depends on the country, so `checkBillingAddress` checks that. */
export const billingAddressFields = z.object({
  cardHoldersName: text(60),
  line1: text(80),
  line2: text(80),
  city: text(60),
  county: text(60),
  state: text(60),
  country: z.string().trim().toUpperCase().default('GB'),
  postalcode: text(12),
});

export type BillingAddressInput = z.input<typeof billingAddressFields>;

export type BillingCheck =
  | { ok: true; address: BillingAddress }
  | { ok: false; errors: { field: keyof BillingAddress | 'billingAddress'; message: string }[] };

const US_ZIP = /^\d{5}(?:-\d{4})?$/;
const EIRCODE = /^([AC-FHKNPRTV-Y]\d{2}|D6W) ?([0-9AC-FHKNPRTV-Y]{4})$/;

/** Validates and normalises a billing address: every problem at once, each against its field. */
export function checkBillingAddress(input: unknown): BillingCheck {
  const parsed = billingAddressFields.safeParse(input);
  type Field = keyof BillingAddress | 'billingAddress';
  const errors: { field: Field; message: string }[] = [];
  const add = (field: Field, message: string) => {
    if (!errors.some((error) => error.field === field)) errors.push({ field, message });
  };
  if (!parsed.success) {
    for (const issue of parsed.error.issues)
      add((issue.path[0] as Field | undefined) ?? 'billingAddress', issue.message);
    return { ok: false, errors };
  }
  const fields = parsed.data;
  if (!fields.cardHoldersName) add('cardHoldersName', BILLING_MESSAGES.cardHoldersName);
  if (!fields.line1) add('line1', BILLING_MESSAGES.line1);
  if (!fields.city) add('city', BILLING_MESSAGES.city);
  if (!(fields.country in BILLING_COUNTRIES)) add('country', BILLING_MESSAGES.country);
  let postalcode = fields.postalcode.toUpperCase();
  if (UK_POSTCODE_COUNTRIES.has(fields.country)) {
    const destination = destinationOf(postalcode);
    if (destination) postalcode = destination.postcode;
    else add('postalcode', BILLING_MESSAGES.postalcodeGb);
  } else if (fields.country === 'US') {
    if (!US_ZIP.test(postalcode)) add('postalcode', BILLING_MESSAGES.postalcodeUs);
    if (!fields.state) add('state', BILLING_MESSAGES.state);
  } else if (fields.country === 'IE') {
    // Not every Irish address has an Eircode; one given must be real.
    const eircode = EIRCODE.exec(postalcode.replace(/\s+/g, ' '));
    if (postalcode && !eircode) add('postalcode', BILLING_MESSAGES.postalcodeIe);
    if (eircode) postalcode = `${eircode[1]} ${eircode[2]}`;
  } else if (!postalcode) {
    add('postalcode', BILLING_MESSAGES.postalcode);
  }
  if (errors.length > 0) return { ok: false, errors };
  const area = fields.county || fields.state;
  return {
    ok: true,
    address: {
      cardHoldersName: fields.cardHoldersName.replace(/\s+/g, ' '),
      line1: fields.line1,
      line2: fields.line2,
      city: fields.city,
      county: COUNTY_COUNTRIES.has(fields.country) || UK_POSTCODE_COUNTRIES.has(fields.country) ? area : '',
      state: fields.country === 'US' ? fields.state : '',
      country: fields.country,
      postalcode,
    },
  };
}

/** The lines of a billing address as shown (name first, country last). */
export function billingAddressLines(address: BillingAddress): string[] {
  return [
    address.cardHoldersName,
    address.line1,
    address.line2,
    address.city,
    address.county || address.state,
    address.postalcode,
    BILLING_COUNTRIES[address.country] ?? address.country,
  ].filter((line) => line.length > 0);
}

/**
 * The billing address as a CyberSource-style gateway takes it (orderInformation.billTo): the cardholder's name split
 * into first and last names at the last space.
 */
export interface GatewayBillTo {
  firstName: string;
  lastName: string;
  address1: string;
  address2: string;
  locality: string;
  administrativeArea: string;
  postalCode: string;
  country: string;
}

export function gatewayBillTo(address: BillingAddress): GatewayBillTo {
  const name = address.cardHoldersName.trim();
  const split = name.lastIndexOf(' ');
  return {
    firstName: split > 0 ? name.slice(0, split) : name,
    lastName: split > 0 ? name.slice(split + 1) : name,
    address1: address.line1,
    address2: address.line2,
    locality: address.city,
    administrativeArea: address.state || address.county,
    postalCode: address.postalcode,
    country: address.country,
  };
}

// The card's billing address on the payment page (spec §3 "Billing address"): the fields sent with cartAuthEnroll and
// cartAuthPayer, built from the delivery address when the shopper says it is the same, or from what they entered or
// found with the look-up. The server checks it again (checkBillingAddress in @shop/commerce/payments/billing).
import type { AddressFields, FieldError } from './client-api.ts';

export interface BillingFields {
  cardHoldersName: string;
  line1: string;
  line2: string;
  city: string;
  county: string;
  state: string;
  country: string;
  postalcode: string;
}

export const emptyBilling: BillingFields = {
  cardHoldersName: '',
  line1: '',
  line2: '',
  city: '',
  county: '',
  state: '',
  country: 'GB',
  postalcode: '',
};

/** What the shopper chose: the delivery address (with the name on the card), or the fields they filled. */
export interface BillingChoice {
  sameAsDelivery: boolean;
  fields: BillingFields;
}

type AddressParts = Partial<Record<keyof AddressFields, string>>;

/** A delivery or looked-up address as billing lines: flat, building and street on line 1. */
export function billingFromAddress(address: AddressParts, cardHoldersName = ''): BillingFields {
  const s = (key: keyof AddressFields) => (address[key] ?? '').trim();
  const flat = s('flatNumber') ? `Flat ${s('flatNumber')}` : '';
  const street = [s('houseNumber'), s('addressLine1')].filter(Boolean).join(' ');
  return {
    cardHoldersName,
    line1: [flat, s('houseName'), street].filter(Boolean).join(', '),
    line2: s('addressLine2'),
    city: s('town'),
    county: s('county'),
    state: '',
    country: s('country') || 'GB',
    postalcode: s('postcode'),
  };
}

/** The billing address to send for this choice. */
export function billingToSend(choice: BillingChoice, delivery: BillingFields | null): BillingFields {
  if (choice.sameAsDelivery && delivery) return { ...delivery, cardHoldersName: choice.fields.cardHoldersName };
  return choice.fields;
}

const REQUIRED: [keyof BillingFields, string][] = [
  ['cardHoldersName', 'Enter the name shown on the card'],
  ['line1', 'Enter the first line of the billing address'],
  ['city', 'Enter the town or city of the billing address'],
];

/** What the page can tell before sending: the fields left empty (the server checks formats and the country rule). */
export function missingBillingFields(billing: BillingFields): FieldError[] {
  const errors: FieldError[] = REQUIRED.filter(([key]) => !billing[key].trim()).map(([field, message]) => ({
    field,
    message,
  }));
  if (billing.country === 'US' && !billing.state.trim()) errors.push({ field: 'state', message: 'Enter the state' });
  if (['GB', 'JE', 'GG', 'IM', 'US'].includes(billing.country) && !billing.postalcode.trim()) {
    errors.push({ field: 'postalcode', message: 'Enter the postcode of the billing address' });
  }
  return errors;
}

/** The countries offered in the form (the server's list; the UK first). */
export const BILLING_COUNTRY_OPTIONS: [string, string][] = [
  ['GB', 'United Kingdom'],
  ['JE', 'Jersey'],
  ['GG', 'Guernsey'],
  ['IM', 'Isle of Man'],
  ['IE', 'Ireland'],
  ['US', 'United States'],
  ['CA', 'Canada'],
  ['AU', 'Australia'],
  ['NZ', 'New Zealand'],
  ['FR', 'France'],
  ['DE', 'Germany'],
  ['ES', 'Spain'],
  ['IT', 'Italy'],
  ['NL', 'Netherlands'],
  ['BE', 'Belgium'],
  ['PT', 'Portugal'],
  ['CH', 'Switzerland'],
  ['SE', 'Sweden'],
  ['DK', 'Denmark'],
  ['NO', 'Norway'],
  ['PL', 'Poland'],
];

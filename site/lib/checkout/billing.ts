// The card's billing address on the payment page (spec §3 "Billing address"): the fields sent with cartAuthEnroll and
// cartAuthPayer, built from the delivery address when the shopper says it is the same, or from what they entered or
// found with the look-up. The server checks it again (checkBillingAddress in @shop/commerce/payments/billing).
import { BILLING_COUNTRIES, BILLING_MESSAGES, type BillingAddress } from '@shop/commerce/payments/billing-fields';
import type { AddressFields, FieldError } from './client-api.ts';

/** The billing address as the payment page holds and sends it (the server's own shape). */
export type BillingFields = BillingAddress;

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

const REQUIRED: (keyof BillingFields & keyof typeof BILLING_MESSAGES)[] = ['cardHoldersName', 'line1', 'city'];

/** What the page can tell before sending: the fields left empty (the server checks formats and the country rule). */
export function missingBillingFields(billing: BillingFields): FieldError[] {
  const errors: FieldError[] = REQUIRED.filter((field) => !billing[field].trim()).map((field) => ({
    field,
    message: BILLING_MESSAGES[field],
  }));
  if (billing.country === 'US' && !billing.state.trim())
    errors.push({ field: 'state', message: BILLING_MESSAGES.state });
  if (['GB', 'JE', 'GG', 'IM', 'US'].includes(billing.country) && !billing.postalcode.trim()) {
    errors.push({ field: 'postalcode', message: BILLING_MESSAGES.postalcode });
  }
  return errors;
}

/** The countries offered in the form (the server's list; the UK first). */
export const BILLING_COUNTRY_OPTIONS = Object.entries(BILLING_COUNTRIES);

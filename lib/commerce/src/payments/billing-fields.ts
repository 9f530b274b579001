// The billing address's fields, messages and countries (spec §3 "Billing address"): no dependencies, so the payment
// page's browser code shares them with the server's check (billing.ts).
export interface BillingAddress {
  cardHoldersName: string;
  line1: string;
  line2: string;
  city: string;
  county: string;
  state: string;
  /** ISO 3166-1 alpha-2. */
  country: string;
  postalcode: string;
}

export const BILLING_MESSAGES = {
  cardHoldersName: 'Enter the name shown on the card',
  line1: 'Enter the first line of the billing address',
  city: 'Enter the town or city of the billing address',
  postalcodeGb: 'Enter a real postcode, like LS6 2AB',
  postalcodeUs: 'Enter a ZIP code, like 10001',
  postalcodeIe: 'Enter an Eircode, like D02 X285',
  postalcode: 'Enter the postcode of the billing address',
  state: 'Enter the state',
  country: 'Choose the country of the billing address',
  tooLong: 'This is too long',
} as const;

/** Countries a card's billing address may be in, with the name shown (the UK and its islands first). */
export const BILLING_COUNTRIES: Record<string, string> = {
  GB: 'United Kingdom',
  JE: 'Jersey',
  GG: 'Guernsey',
  IM: 'Isle of Man',
  IE: 'Ireland',
  US: 'United States',
  CA: 'Canada',
  AU: 'Australia',
  NZ: 'New Zealand',
  FR: 'France',
  DE: 'Germany',
  ES: 'Spain',
  IT: 'Italy',
  NL: 'Netherlands',
  BE: 'Belgium',
  PT: 'Portugal',
  CH: 'Switzerland',
  SE: 'Sweden',
  DK: 'Denmark',
  NO: 'Norway',
  PL: 'Poland',
};

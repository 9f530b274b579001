// The card gateway's fixtures: its BIN table, card networks, the 3-D Secure 2.2 test cards (CyberSource's published
// PANs, anchors-checkout-credit.md §1) and the amount-triggered declines. Everything here is pure data and functions.

/** CyberSource-style card type codes the gateway answers with (note: 003 is American Express here). */
export const GATEWAY_CARD_TYPES = {
  VISA: '001',
  MASTERCARD: '002',
  AMEX: '003',
  MAESTRO: '024',
} as const;
export type Network = keyof typeof GATEWAY_CARD_TYPES;
export const NETWORKS = Object.keys(GATEWAY_CARD_TYPES) as Network[];

export const BIN_ACCEPTED = 'PAYMENT CARD BIN VALIDATION - Card Accepted';
export const BIN_NOT_ACCEPTED = 'PAYMENT CARD BIN VALIDATION - Card Not Accepted';

export interface BinEntry {
  bin: string;
  network: Network;
  funding: 'CREDIT' | 'DEBIT' | 'PREPAID';
  issuer: string;
  issuerCountry: string;
}

/** The BIN table (first six digits). Issuers are fictional; the 3DS test ranges are the published test cards'. */
export const BIN_TABLE: readonly BinEntry[] = [
  { bin: '400000', network: 'VISA', funding: 'CREDIT', issuer: '3DS 2.2 Test Issuer (Visa)', issuerCountry: 'GB' },
  { bin: '411111', network: 'VISA', funding: 'CREDIT', issuer: 'Sandbox Test Bank', issuerCountry: 'GB' },
  { bin: '424242', network: 'VISA', funding: 'CREDIT', issuer: 'Sandbox Test Bank', issuerCountry: 'GB' },
  { bin: '454313', network: 'VISA', funding: 'DEBIT', issuer: 'Northgate Bank UK', issuerCountry: 'GB' },
  { bin: '492181', network: 'VISA', funding: 'DEBIT', issuer: 'Albion Building Society', issuerCountry: 'GB' },
  { bin: '465943', network: 'VISA', funding: 'PREPAID', issuer: 'Penny Prepaid Ltd', issuerCountry: 'GB' },
  {
    bin: '520000',
    network: 'MASTERCARD',
    funding: 'CREDIT',
    issuer: '3DS 2.2 Test Issuer (Mastercard)',
    issuerCountry: 'GB',
  },
  { bin: '555555', network: 'MASTERCARD', funding: 'CREDIT', issuer: 'Sandbox Test Bank', issuerCountry: 'GB' },
  { bin: '535110', network: 'MASTERCARD', funding: 'DEBIT', issuer: 'Thames Valley Bank', issuerCountry: 'GB' },
  { bin: '222300', network: 'MASTERCARD', funding: 'CREDIT', issuer: 'Pennine Card Services', issuerCountry: 'GB' },
  { bin: '675964', network: 'MAESTRO', funding: 'DEBIT', issuer: 'Sandbox Test Bank', issuerCountry: 'GB' },
  { bin: '378282', network: 'AMEX', funding: 'CREDIT', issuer: 'Sandbox Charge Cards', issuerCountry: 'US' },
];

export const binEntry = (digits: string): BinEntry | undefined =>
  BIN_TABLE.find((entry) => digits.startsWith(entry.bin));

/** The network a card number belongs to by its leading digits, or undefined for one the gateway does not take. */
export function detectNetwork(digits: string): Network | undefined {
  const fromTable = binEntry(digits);
  if (fromTable) return fromTable.network;
  if (/^4/.test(digits)) return 'VISA';
  if (/^3[47]/.test(digits)) return 'AMEX';
  const two = Number(digits.slice(0, 2));
  const four = Number(digits.slice(0, 4));
  if ((two >= 51 && two <= 55) || (four >= 2221 && four <= 2720)) return 'MASTERCARD';
  if (/^(50|5[6-8]|6[37])/.test(digits)) return 'MAESTRO';
  return undefined;
}

export const LENGTHS: Record<Network, readonly number[]> = {
  VISA: [13, 16, 19],
  MASTERCARD: [16],
  AMEX: [15],
  MAESTRO: [12, 13, 14, 15, 16, 17, 18, 19],
};
export const SECURITY_CODE_LENGTH: Record<Network, number> = { VISA: 3, MASTERCARD: 3, AMEX: 4, MAESTRO: 3 };

/** `411111XXXXXX1111`. */
export const maskPan = (pan: string): string => `${pan.slice(0, 6)}${'X'.repeat(pan.length - 10)}${pan.slice(-4)}`;

export type Scenario =
  | 'FRICTIONLESS'
  | 'FRICTIONLESS_FAILED'
  | 'ATTEMPTED'
  | 'REJECTED'
  | 'NOT_ENROLLED'
  | 'CHALLENGE_PASS'
  | 'CHALLENGE_FAIL';

export interface TestCard {
  pan: string;
  network: Network;
  scenario: Scenario;
  description: string;
}

/** CyberSource 3DS 2.2.0 test PANs (expiry: January of the current year + 3). Any other card is frictionless. */
export const TEST_CARDS: readonly TestCard[] = [
  {
    pan: '4000000000002701',
    network: 'VISA',
    scenario: 'FRICTIONLESS',
    description: 'Frictionless, authenticated (Y)',
  },
  {
    pan: '5200000000002235',
    network: 'MASTERCARD',
    scenario: 'FRICTIONLESS',
    description: 'Frictionless, authenticated (Y)',
  },
  {
    pan: '4000000000002925',
    network: 'VISA',
    scenario: 'FRICTIONLESS_FAILED',
    description: 'Frictionless, failed (N)',
  },
  { pan: '4000000000002719', network: 'VISA', scenario: 'ATTEMPTED', description: 'Attempts stand-in (A)' },
  { pan: '5200000000002482', network: 'MASTERCARD', scenario: 'ATTEMPTED', description: 'Attempts stand-in (A)' },
  { pan: '4000000000002537', network: 'VISA', scenario: 'REJECTED', description: 'Frictionless, rejected (R)' },
  { pan: '5200000000002185', network: 'MASTERCARD', scenario: 'REJECTED', description: 'Frictionless, rejected (R)' },
  { pan: '4000000000002990', network: 'VISA', scenario: 'NOT_ENROLLED', description: 'Not enrolled (U)' },
  { pan: '5200000000002409', network: 'MASTERCARD', scenario: 'NOT_ENROLLED', description: 'Not enrolled (U)' },
  {
    pan: '4000000000002503',
    network: 'VISA',
    scenario: 'CHALLENGE_PASS',
    description: 'Challenge, then authenticated',
  },
  {
    pan: '5200000000002151',
    network: 'MASTERCARD',
    scenario: 'CHALLENGE_PASS',
    description: 'Challenge, then authenticated',
  },
  { pan: '4000000000002370', network: 'VISA', scenario: 'CHALLENGE_FAIL', description: 'Challenge, then failed (N)' },
  {
    pan: '5200000000002490',
    network: 'MASTERCARD',
    scenario: 'CHALLENGE_FAIL',
    description: 'Challenge, then failed (N)',
  },
];

export const scenarioFor = (pan: string): Scenario =>
  TEST_CARDS.find((card) => card.pan === pan)?.scenario ?? 'FRICTIONLESS';

/** Cards whose issuer insists on authentication: authorising them without a successful one is declined. */
export const requiresAuthentication = (scenario: Scenario): boolean =>
  scenario === 'CHALLENGE_PASS' || scenario === 'CHALLENGE_FAIL' || scenario === 'REJECTED';

/** Other handy cards for the test-card page (no 3DS behaviour of their own: frictionless). */
export const OTHER_CARDS: ReadonlyArray<{ pan: string; network: Network; description: string }> = [
  { pan: '4111111111111111', network: 'VISA', description: 'Visa credit' },
  { pan: '4543130000001234', network: 'VISA', description: 'Visa debit (UK)' },
  { pan: '5555555555554444', network: 'MASTERCARD', description: 'Mastercard credit' },
  { pan: '6759649826438453', network: 'MAESTRO', description: 'Maestro (UK)' },
  { pan: '378282246310005', network: 'AMEX', description: 'American Express (the shop does not take it)' },
];

/** Amount-triggered declines, by the pence part of the amount (as the CyberSource simulator does by amount). */
export const DECLINE_AMOUNTS: ReadonlyArray<{
  pence: number;
  reason: string;
  reasonCode: string;
  description: string;
}> = [
  { pence: 51, reason: 'INSUFFICIENT_FUND', reasonCode: '204', description: 'Insufficient funds' },
  { pence: 52, reason: 'EXPIRED_CARD', reasonCode: '202', description: 'Expired card' },
  { pence: 53, reason: 'PROCESSOR_DECLINED', reasonCode: '203', description: 'Declined by the issuer' },
];

export const declineFor = (amountPence: number): string | null =>
  DECLINE_AMOUNTS.find((entry) => amountPence % 100 === entry.pence)?.reason ?? null;

/** ECI for an outcome: Visa/Amex 05/06/07, Mastercard and Maestro 02/01/00. */
export function eciFor(network: Network, outcome: 'Y' | 'A' | 'N'): string {
  const mastercard = network === 'MASTERCARD' || network === 'MAESTRO';
  if (outcome === 'Y') return mastercard ? '02' : '05';
  if (outcome === 'A') return mastercard ? '01' : '06';
  return mastercard ? '00' : '07';
}

/** The expiry test cards use: January of the current year + 3. */
export const testExpiry = (now = new Date()): { month: number; year: number } => ({
  month: 1,
  year: now.getUTCFullYear() + 3,
});

/** A card is usable through the end of its expiry month. */
export const expired = (month: number, year: number, now = new Date()): boolean =>
  year < now.getUTCFullYear() || (year === now.getUTCFullYear() && month < now.getUTCMonth() + 1);

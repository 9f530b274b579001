// The port for the card gateway (a CyberSource-style gateway: hosted card fields, BIN lookup, payer authentication
// with 3-D Secure 2, authorisation, reversal and refund; anchors-checkout-credit.md §1). Commerce code depends on this
// interface only; the HTTP adapter (`http.ts`) is what a real gateway's URL and keys plug into, and the sandbox in
// lib/sandbox speaks the same contract. Card numbers never pass through it: the shop only ever holds the gateway's
// transient token (from the hosted fields, 15 minutes) or its saved-instrument id. Money is integer pence.
import { createHash } from 'node:crypto';
import type { GatewayBillTo } from './billing.ts';

/** The shop's card type codes (spec §3): mapped explicitly from the gateway's, never passed through. */
export const CARD_TYPES = {
  '001': 'Visa',
  '002': 'Mastercard',
  '003': 'Maestro',
  '004': 'Apple Pay',
  '005': 'Google Pay',
} as const;
export type CardTypeCode = keyof typeof CARD_TYPES;

/** The message the spec's card-number check accepts (§5). */
export const BIN_ACCEPTED_MESSAGE = 'PAYMENT CARD BIN VALIDATION - Card Accepted';

/** A card as the shop may know it: never its number. */
export interface CardSummary {
  bin: string;
  /** `411111XXXXXX1111`. */
  maskedPan: string;
  /** Last four digits. */
  panSuffix: string;
  /** 004 Apple Pay / 005 Google Pay when a wallet paid. */
  cardType: CardTypeCode;
  expiryMonth: number;
  expiryYear: number;
  /** The wallet that paid, if one did. */
  wallet?: Wallet | null;
}

/** The digital wallets (spec §3 card type 004 Apple Pay, 005 Google Pay; payment method codes APay, GPay). */
export const WALLETS = ['APPLE_PAY', 'GOOGLE_PAY'] as const;
export type Wallet = (typeof WALLETS)[number];

/**
 * A wallet's network token (anchors §2): the token reference for the device account number (DPAN) kept at the gateway,
 * the one-time cryptogram that authenticates it, and its ECI. Never a card number.
 */
export interface NetworkToken {
  wallet: Wallet;
  token: string;
  cryptogram: string;
  eci: string;
}

/**
 * What pays: a transient token from the hosted fields, a saved instrument of the customer's, or a wallet's network
 * token (its cryptogram stands in for 3-D Secure).
 */
export type PaymentInstrument = { transientToken: string } | { instrumentId: string } | { networkToken: NetworkToken };

/** What a request hash may keep of an instrument: a token only as its SHA-256, an instrument id as it is. */
export function instrumentFingerprint(instrument: PaymentInstrument): Record<string, string> {
  const digest = (text: string) => createHash('sha256').update(text).digest('hex');
  if ('transientToken' in instrument) return { token: digest(instrument.transientToken) };
  if ('networkToken' in instrument) return { networkToken: digest(JSON.stringify(instrument.networkToken)) };
  return { instrumentId: instrument.instrumentId };
}

export interface BinLookup {
  /** True only with `message === BIN_ACCEPTED_MESSAGE`. */
  accepted: boolean;
  message: string;
  cardType: CardTypeCode | null;
  brand: string;
  /** Null when the BIN is not accepted (the gateway does not know it). */
  funding: 'CREDIT' | 'DEBIT' | 'PREPAID' | null;
  issuer: string;
  issuerCountry: string;
}

export interface CaptureContext {
  /** Signed JWT the hosted fields' client script is started with (bound to the target origins). */
  captureContext: string;
  /** The gateway's client script URL (its own origin). */
  clientLibrary: string;
  expiresAt: string;
}

/** The 11 browser fields 3-D Secure 2 needs (anchors §1). */
export interface BrowserFields {
  deviceChannel: 'BROWSER';
  httpAcceptContent: string;
  colorDepth: number;
  javaEnabled: boolean;
  javaScriptEnabled: boolean;
  language: string;
  screenHeight: number;
  screenWidth: number;
  timeDifference: number;
  ipAddress: string;
  userAgent: string;
}

export interface AuthenticationSetup {
  accessToken: string;
  deviceDataCollectionUrl: string;
  referenceId: string;
}

/** Proof of authentication passed on to authorisation. */
export interface AuthenticationProof {
  authenticationTransactionId: string;
  eci: string;
  cavv: string | null;
  /** 3DS 2 directory-server transaction id. */
  dsTransactionId: string | null;
  /** Y authenticated, A attempted, U unavailable (no liability shift). */
  paresStatus: 'Y' | 'A' | 'U';
}

export type EnrollmentResult =
  | { status: 'AUTHENTICATION_SUCCESSFUL'; proof: AuthenticationProof }
  | {
      status: 'PENDING_AUTHENTICATION';
      authenticationTransactionId: string;
      stepUpUrl: string;
      accessToken: string;
    }
  | { status: 'AUTHENTICATION_FAILED'; authenticationTransactionId: string; reason: string };

export type ValidationResult =
  | { status: 'AUTHENTICATION_SUCCESSFUL'; proof: AuthenticationProof }
  | { status: 'AUTHENTICATION_FAILED'; reason: string };

export interface AuthoriseInput {
  /**
   * The shop's merchant reference for this payment attempt: the gateway authorises once per reference (a repeat answers
   * the first result), and `findAuthorisation` finds it after a crash.
   */
  reference: string;
  amountPence: number;
  currency: 'GBP';
  instrument: PaymentInstrument;
  authentication: AuthenticationProof | null;
  /** Store the card as an instrument for the customer's next purchase (answers `instrumentId`). */
  saveCard: boolean;
  /** The card's billing address (orderInformation.billTo), when the shopper gave one. */
  billTo?: GatewayBillTo;
}

export interface Authorisation {
  id: string;
  reference: string;
  status: 'AUTHORIZED' | 'DECLINED';
  /** For a decline: INSUFFICIENT_FUND, EXPIRED_CARD, PROCESSOR_DECLINED, … */
  reason: string | null;
  amountPence: number;
  card: CardSummary;
  /** The saved instrument, when `saveCard` was asked (or the instrument paid with). */
  instrumentId: string | null;
  reversed: boolean;
}

export interface CardGateway {
  captureContext(input: { targetOrigins: string[] }): Promise<CaptureContext>;
  /** Verifies a transient token (signature, expiry) and reads the card it stands for. */
  readTransientToken(token: string): Promise<CardSummary>;
  binLookup(bin: string): Promise<BinLookup>;
  authenticationSetup(input: { reference: string; instrument: PaymentInstrument }): Promise<AuthenticationSetup>;
  checkEnrollment(input: {
    reference: string;
    referenceId: string;
    amountPence: number;
    currency: 'GBP';
    instrument: PaymentInstrument;
    email: string;
    browser: BrowserFields;
    returnUrl: string;
  }): Promise<EnrollmentResult>;
  validateAuthentication(input: { authenticationTransactionId: string }): Promise<ValidationResult>;
  authorise(input: AuthoriseInput): Promise<Authorisation>;
  /**
   * Saves the card a transient token stands for as an instrument without paying (the account's add-a-card journey);
   * a repeat with the same token answers the same instrument.
   */
  createInstrument(transientToken: string): Promise<{ instrumentId: string; card: CardSummary }>;
  findAuthorisation(reference: string): Promise<Authorisation | null>;
  reverse(authorisationId: string): Promise<{ status: 'REVERSED' }>;
  refund(authorisationId: string, amountPence: number): Promise<{ status: 'REFUNDED'; refundId: string }>;
}

/**
 * The gateway could not be reached or refused the shop's own request (`unavailable`, `refused`), or does not know the
 * token, instrument or transaction named (`not_found`, `invalid_token`).
 */
export class GatewayError extends Error {
  readonly kind: 'unavailable' | 'refused' | 'not_found' | 'invalid_token';
  readonly status: number | undefined;

  constructor(message: string, options: { kind: GatewayError['kind']; status?: number; cause?: unknown }) {
    super(message, { cause: options.cause });
    this.name = 'GatewayError';
    this.kind = options.kind;
    this.status = options.status;
  }
}

// The port for the instalment provider Miyo (Klarna-shaped "Pay in 3"; anchors-checkout-credit.md §3). Commerce code
// depends on this interface only; `http.ts` is what the provider's URL and key plug into, and the sandbox in
// lib/sandbox/src/miyo speaks the same contract. Money is integer pence.
import { createHmac, timingSafeEqual } from 'node:crypto';

export interface MiyoOrderLine {
  name: string;
  quantity: number;
  unitPricePence: number;
  /** quantity × unit price; negative for a discount line. The lines add up to the session's amount. */
  totalPence: number;
}

export interface MiyoSessionInput {
  /** The shop's cart id (answered back in the authorisation result). */
  cartId: string;
  merchantReference: string;
  amountPence: number;
  currency: 'GBP';
  orderLines: MiyoOrderLine[];
  /** Where the hosted page sends the shopper back (`?miyoSession=…&status=approved|declined|cancelled`). */
  returnUrl: string;
  /** Where Miyo POSTs its signed approval callback, server to server. */
  callbackUrl: string;
  applicant: { givenName: string; familyName: string; email: string } | null;
  /** The shop's own data, given back with the session (Miyo does not read it). */
  merchantData: string | null;
}

export type MiyoSessionStatus = 'CREATED' | 'APPROVED' | 'DECLINED' | 'CANCELLED';

export interface MiyoSession {
  sessionId: string;
  status: MiyoSessionStatus;
  cartId: string;
  merchantReference: string;
  amountPence: number;
  merchantData: string | null;
  declineReason: string | null;
  /** Present while the session is approved and its single-use token unused and unexpired (60 minutes). */
  authorizationToken: string | null;
  /** The hosted approve / decline page. */
  redirectUrl: string;
}

/** The spec's credit authorisation result (§3): {cartId, transactionId, creditFacilityId, amount, currency, status, code, message}. */
export interface CreditAuthorisation {
  cartId: string;
  transactionId: string;
  creditFacilityId: string | null;
  /** Pence. */
  amount: number;
  currency: 'GBP';
  status: string;
  code: string;
  message: string;
}

/** The instalment provider's authorisation passes only with code SUCCESS, in any case (spec §4). */
export const isCreditAuthorised = (result: Pick<CreditAuthorisation, 'code'>): boolean =>
  result.code.trim().toUpperCase() === 'SUCCESS';

export interface MiyoProvider {
  createSession(input: MiyoSessionInput): Promise<MiyoSession>;
  getSession(sessionId: string): Promise<MiyoSession | null>;
  /** Once per reference: a repeat of the same reference answers the same result. */
  authorise(input: {
    authorizationToken: string;
    reference: string;
    amountPence: number;
    currency: 'GBP';
  }): Promise<CreditAuthorisation>;
  findAuthorisation(reference: string): Promise<CreditAuthorisation | null>;
  release(transactionId: string): Promise<void>;
  /** Checks a callback's `Miyo-Signature` against the merchant key (5 minutes' tolerance either way). */
  verifyCallback(rawBody: string, signature: string | null | undefined, now?: Date): boolean;
}

export class MiyoError extends Error {
  readonly kind: 'unavailable' | 'refused' | 'not_found' | 'invalid_token';
  readonly status: number | undefined;

  constructor(message: string, options: { kind: MiyoError['kind']; status?: number; cause?: unknown }) {
    super(message, { cause: options.cause });
    this.name = 'MiyoError';
    this.kind = options.kind;
    this.status = options.status;
  }
}

export const CALLBACK_TOLERANCE_SECONDS = 300;

/** `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">`, keyed with the merchant key. */
export function verifyMiyoSignature(
  key: string,
  rawBody: string,
  signature: string | null | undefined,
  now: Date = new Date(),
): boolean {
  const match = /^t=(\d{1,12}),v1=([0-9a-f]{64})$/.exec(signature ?? '');
  if (!match) return false;
  const t = Number(match[1]);
  if (Math.abs(now.getTime() / 1000 - t) > CALLBACK_TOLERANCE_SECONDS) return false;
  const expected = createHmac('sha256', key).update(`${t}.${rawBody}`).digest();
  return timingSafeEqual(expected, Buffer.from(match[2]!, 'hex'));
}

// HTTP adapter for a CyberSource-style card gateway (the sandbox's in lib/sandbox/src/gateway speaks the same contract):
// server-to-server JSON calls under `{baseUrl}/gateway/…` with the merchant key in `X-Merchant-Key`. Answers are
// checked with zod; the gateway's card type codes are mapped explicitly to the shop's (its 003 is American Express,
// the shop's 003 is Maestro). Failures become `GatewayError`s: unreachable or 5xx → unavailable, unknown id → not_found,
// a bad, expired or already-used token → invalid_token, anything else the gateway refuses → refused.
import { z } from 'zod';
import { isUnavailableStatus, jsonClient } from '../providers/json-client.ts';
import {
  type Authorisation,
  type AuthoriseInput,
  BIN_ACCEPTED_MESSAGE,
  type BinLookup,
  type CardGateway,
  type CardSummary,
  type CardTypeCode,
  GatewayError,
  WALLETS,
  type Wallet,
} from './gateway.ts';

export interface HttpCardGatewayOptions {
  baseUrl: string;
  merchantKey: string;
  /** Gives up after this long (default 10 s). */
  timeoutMs?: number;
  fetch?: typeof fetch;
}

/** The gateway's card type codes → the shop's (spec §3). Codes not listed (e.g. 003 American Express) are not taken. */
export const GATEWAY_TO_SHOP_CARD_TYPE: Readonly<Record<string, CardTypeCode>> = {
  '001': '001', // Visa
  '002': '002', // Mastercard
  '024': '003', // Maestro UK
  '042': '003', // Maestro International
};
/** The networks the shop takes (asked for in every capture context). */
export const SHOP_CARD_NETWORKS = ['VISA', 'MASTERCARD', 'MAESTRO'] as const;
/** A wallet payment is the shop's card type 004 (Apple Pay) or 005 (Google Pay), whatever card is in the wallet. */
export const WALLET_CARD_TYPE: Readonly<Record<Wallet, CardTypeCode>> = { APPLE_PAY: '004', GOOGLE_PAY: '005' };
export const BIN_TYPE_NOT_ACCEPTED_MESSAGE = 'PAYMENT CARD BIN VALIDATION - Card Type Not Accepted';

const gatewayCard = z.object({
  bin: z.string(),
  maskedPan: z.string(),
  panSuffix: z.string().regex(/^\d{4}$/),
  cardType: z.string(),
  expiryMonth: z.number().int().min(1).max(12),
  expiryYear: z.number().int(),
});
const captureContextSchema = z.object({
  captureContext: z.string().min(1),
  clientLibrary: z.url(),
  expiresAt: z.string(),
});
const binSchema = z.object({
  accepted: z.boolean(),
  message: z.string(),
  cardType: z.string().optional(),
  brand: z.string().optional(),
  funding: z.enum(['CREDIT', 'DEBIT', 'PREPAID']).optional(),
  issuer: z.string().optional(),
  issuerCountry: z.string().optional(),
});
const setupSchema = z.object({
  accessToken: z.string(),
  deviceDataCollectionUrl: z.url(),
  referenceId: z.string().min(1),
});
const proofSchema = z.object({
  authenticationTransactionId: z.string(),
  eci: z.string(),
  cavv: z.string().nullable(),
  dsTransactionId: z.string().nullable(),
  paresStatus: z.enum(['Y', 'A', 'U']),
});
const enrollmentSchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('AUTHENTICATION_SUCCESSFUL'), proof: proofSchema }),
  z.object({
    status: z.literal('PENDING_AUTHENTICATION'),
    authenticationTransactionId: z.string(),
    stepUpUrl: z.url(),
    accessToken: z.string(),
  }),
  z.object({
    status: z.literal('AUTHENTICATION_FAILED'),
    authenticationTransactionId: z.string(),
    reason: z.string(),
  }),
]);
const validationSchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('AUTHENTICATION_SUCCESSFUL'), proof: proofSchema }),
  z.object({ status: z.literal('AUTHENTICATION_FAILED'), reason: z.string() }),
]);
const authorisationSchema = z.object({
  id: z.string().min(1),
  reference: z.string(),
  status: z.enum(['AUTHORIZED', 'DECLINED']),
  reason: z.string().nullable(),
  amountPence: z.number().int(),
  card: gatewayCard,
  instrumentId: z.string().nullable(),
  reversed: z.boolean(),
  wallet: z.enum(WALLETS).nullable().optional(),
});

export function httpCardGateway(options: HttpCardGatewayOptions): CardGateway {
  const { call } = jsonClient({
    baseUrl: options.baseUrl,
    headers: { 'x-merchant-key': options.merchantKey },
    timeoutMs: options.timeoutMs ?? 10_000,
    fetch: options.fetch,
    fail: (failure) => {
      if (failure.kind === 'unreachable') {
        return new GatewayError('The card gateway could not be reached.', {
          kind: 'unavailable',
          cause: failure.cause,
        });
      }
      if (failure.kind === 'unreadable') {
        return new GatewayError('The card gateway answered something unreadable.', {
          kind: 'unavailable',
          status: failure.status,
          cause: failure.cause,
        });
      }
      const { status, code, message } = failure;
      const kind: GatewayError['kind'] = isUnavailableStatus(status)
        ? 'unavailable'
        : status === 404
          ? 'not_found'
          : code === 'invalid_token' || code === 'token_used'
            ? 'invalid_token'
            : 'refused';
      return new GatewayError(
        `The card gateway refused the request (HTTP ${status}${code ? `, ${code}` : ''})${message ? `: ${message}` : ''}`,
        { kind, status },
      );
    },
  });

  function shopCard(card: z.infer<typeof gatewayCard>, wallet?: Wallet | null): CardSummary {
    const cardType = GATEWAY_TO_SHOP_CARD_TYPE[card.cardType];
    if (!cardType) {
      throw new GatewayError(`The card type ${card.cardType} is not accepted by the shop.`, { kind: 'refused' });
    }
    return wallet ? { ...card, cardType: WALLET_CARD_TYPE[wallet], wallet } : { ...card, cardType };
  }

  const shopAuthorisation = (answer: z.infer<typeof authorisationSchema>): Authorisation => ({
    id: answer.id,
    reference: answer.reference,
    status: answer.status,
    reason: answer.reason,
    amountPence: answer.amountPence,
    card: shopCard(answer.card, answer.wallet),
    instrumentId: answer.instrumentId,
    reversed: answer.reversed,
  });

  return {
    async captureContext({ targetOrigins }) {
      return call('gateway/microform/v2/sessions', captureContextSchema, {
        body: { targetOrigins, allowedCardNetworks: SHOP_CARD_NETWORKS },
      });
    },

    async readTransientToken(token) {
      const answer = await call('gateway/flex/v2/tokens/verify', z.object({ card: gatewayCard }), { body: { token } });
      return shopCard(answer.card);
    },

    async binLookup(bin): Promise<BinLookup> {
      const answer = await call('gateway/bin/v1/binlookup', binSchema, { body: { bin } });
      const cardType = answer.cardType ? (GATEWAY_TO_SHOP_CARD_TYPE[answer.cardType] ?? null) : null;
      const accepted = answer.accepted && answer.message === BIN_ACCEPTED_MESSAGE && cardType !== null;
      return {
        accepted,
        message: answer.accepted && cardType === null ? BIN_TYPE_NOT_ACCEPTED_MESSAGE : answer.message,
        cardType,
        brand: answer.brand ?? '',
        funding: answer.funding ?? null,
        issuer: answer.issuer ?? '',
        issuerCountry: answer.issuerCountry ?? '',
      };
    },

    async authenticationSetup(input) {
      return call('gateway/risk/v1/authentication-setups', setupSchema, { body: input });
    },

    async checkEnrollment(input) {
      return call('gateway/risk/v1/authentications', enrollmentSchema, { body: input });
    },

    async validateAuthentication(input) {
      return call('gateway/risk/v1/authentication-results', validationSchema, { body: input });
    },

    async authorise(input: AuthoriseInput) {
      return shopAuthorisation(await call('gateway/pts/v2/payments', authorisationSchema, { body: input }));
    },

    async createInstrument(transientToken) {
      const answer = await call('gateway/tms/v2/payment-instruments', z.object({ id: z.string(), card: gatewayCard }), {
        body: { transientToken },
      });
      return { instrumentId: answer.id, card: shopCard(answer.card) };
    },

    async findAuthorisation(reference) {
      const answer = await call(
        `gateway/pts/v2/payments?reference=${encodeURIComponent(reference)}`,
        authorisationSchema,
        {
          nullOn404: true,
        },
      );
      return answer ? shopAuthorisation(answer) : null;
    },

    async reverse(authorisationId) {
      await call(
        `gateway/pts/v2/payments/${encodeURIComponent(authorisationId)}/reversals`,
        z.object({ status: z.literal('REVERSED') }),
        { method: 'POST' },
      );
      return { status: 'REVERSED' };
    },

    async refund(authorisationId, amountPence) {
      return call(
        `gateway/pts/v2/payments/${encodeURIComponent(authorisationId)}/refunds`,
        z.object({ status: z.literal('REFUNDED'), refundId: z.string() }),
        { body: { amountPence } },
      );
    },
  };
}

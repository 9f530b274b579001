// HTTP adapter for Miyo (the sandbox's in lib/sandbox/src/miyo speaks the same contract): server-to-server JSON calls
// under `{baseUrl}/miyo/v1/…` with the merchant key in `X-Miyo-Key`, answers checked with zod. Failures become
// `MiyoError`s: unreachable, 5xx or unreadable → unavailable; unknown → not_found; unknown token → invalid_token.
import { z } from 'zod';
import { isUnavailableStatus, jsonClient } from '../providers/json-client.ts';
import {
  type CreditAuthorisation,
  MiyoError,
  type MiyoProvider,
  type MiyoSession,
  verifyMiyoSignature,
} from './provider.ts';

export interface HttpMiyoOptions {
  baseUrl: string;
  key: string;
  /** Gives up after this long (default 10 s). */
  timeoutMs?: number;
  fetch?: typeof fetch;
}

const sessionSchema = z.object({
  sessionId: z.string().min(1),
  status: z.enum(['CREATED', 'APPROVED', 'DECLINED', 'CANCELLED']),
  cartId: z.string(),
  merchantReference: z.string(),
  amountPence: z.number().int(),
  merchantData: z.string().nullable(),
  declineReason: z.string().nullable(),
  authorizationToken: z.string().nullable(),
  redirectUrl: z.url(),
});
const authorisationSchema = z.object({
  cartId: z.string(),
  transactionId: z.string().min(1),
  creditFacilityId: z.string().nullable(),
  amount: z.number().int(),
  currency: z.literal('GBP'),
  status: z.string(),
  code: z.string(),
  message: z.string(),
});

export function httpMiyo(options: HttpMiyoOptions): MiyoProvider {
  const { call } = jsonClient({
    baseUrl: options.baseUrl,
    headers: { 'x-miyo-key': options.key },
    timeoutMs: options.timeoutMs ?? 10_000,
    fetch: options.fetch,
    fail: (failure) => {
      if (failure.kind === 'unreachable') {
        return new MiyoError('Miyo could not be reached.', { kind: 'unavailable', cause: failure.cause });
      }
      if (failure.kind === 'unreadable') {
        return new MiyoError('Miyo answered something unreadable.', { kind: 'unavailable', cause: failure.cause });
      }
      const { status, code } = failure;
      const kind: MiyoError['kind'] = isUnavailableStatus(status)
        ? 'unavailable'
        : code === 'invalid_token'
          ? 'invalid_token'
          : 'refused';
      return new MiyoError(`Miyo refused the request (HTTP ${status}${code ? `, ${code}` : ''})`, { kind, status });
    },
  });
  const must = async <T>(value: Promise<T | null>, what: string): Promise<T> => {
    const result = await value;
    if (result === null) throw new MiyoError(`Miyo does not know this ${what}.`, { kind: 'not_found', status: 404 });
    return result;
  };

  return {
    async createSession(input): Promise<MiyoSession> {
      return must(call('miyo/v1/sessions', sessionSchema, { body: input, nullOn404: true }), 'session');
    },
    async getSession(sessionId) {
      return call(`miyo/v1/sessions/${encodeURIComponent(sessionId)}`, sessionSchema, { nullOn404: true });
    },
    async authorise(input): Promise<CreditAuthorisation> {
      return must(
        call('miyo/v1/authorisations', authorisationSchema, { body: input, nullOn404: true }),
        'authorisation',
      );
    },
    async findAuthorisation(reference) {
      return call(`miyo/v1/authorisations?reference=${encodeURIComponent(reference)}`, authorisationSchema, {
        nullOn404: true,
      });
    },
    async release(transactionId) {
      await must(
        call(`miyo/v1/authorisations/${encodeURIComponent(transactionId)}/release`, authorisationSchema, {
          method: 'POST',
          nullOn404: true,
        }),
        'authorisation',
      );
    },
    verifyCallback: (rawBody, signature, now) => verifyMiyoSignature(options.key, rawBody, signature, now),
  };
}

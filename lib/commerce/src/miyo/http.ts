// HTTP adapter for Miyo (the sandbox's in lib/sandbox/src/miyo speaks the same contract): server-to-server JSON calls
// under `{baseUrl}/miyo/v1/…` with the merchant key in `X-Miyo-Key`, answers checked with zod. Failures become
// `MiyoError`s: unreachable, 5xx or unreadable → unavailable; unknown → not_found; unknown token → invalid_token.
import { z } from 'zod';
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
const errorSchema = z.object({ error: z.string().optional(), message: z.string().optional() });

export function httpMiyo(options: HttpMiyoOptions): MiyoProvider {
  const doFetch = options.fetch ?? fetch;
  const base = options.baseUrl.endsWith('/') ? options.baseUrl : `${options.baseUrl}/`;

  async function call<T>(
    method: 'GET' | 'POST',
    path: string,
    schema: z.ZodType<T>,
    body?: unknown,
  ): Promise<T | null> {
    let response: Response;
    try {
      response = await doFetch(new URL(path, base), {
        method,
        headers: {
          accept: 'application/json',
          'x-miyo-key': options.key,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
        redirect: 'error',
      });
    } catch (cause) {
      throw new MiyoError('Miyo could not be reached.', { kind: 'unavailable', cause });
    }
    const answer: unknown = await response.json().catch(() => undefined);
    if (response.status === 404) return null;
    if (!response.ok) {
      const parsed = errorSchema.safeParse(answer);
      const code = parsed.success ? parsed.data.error : undefined;
      const kind: MiyoError['kind'] =
        response.status >= 500 || response.status === 429
          ? 'unavailable'
          : code === 'invalid_token'
            ? 'invalid_token'
            : 'refused';
      throw new MiyoError(`Miyo refused the request (HTTP ${response.status}${code ? `, ${code}` : ''})`, {
        kind,
        status: response.status,
      });
    }
    const parsed = schema.safeParse(answer);
    if (!parsed.success) {
      throw new MiyoError('Miyo answered something unreadable.', { kind: 'unavailable', cause: parsed.error });
    }
    return parsed.data;
  }
  const must = async <T>(value: Promise<T | null>, what: string): Promise<T> => {
    const result = await value;
    if (result === null) throw new MiyoError(`Miyo does not know this ${what}.`, { kind: 'not_found', status: 404 });
    return result;
  };

  return {
    async createSession(input): Promise<MiyoSession> {
      return must(call('POST', 'miyo/v1/sessions', sessionSchema, input), 'session');
    },
    async getSession(sessionId) {
      return call('GET', `miyo/v1/sessions/${encodeURIComponent(sessionId)}`, sessionSchema);
    },
    async authorise(input): Promise<CreditAuthorisation> {
      return must(call('POST', 'miyo/v1/authorisations', authorisationSchema, input), 'authorisation');
    },
    async findAuthorisation(reference) {
      return call('GET', `miyo/v1/authorisations?reference=${encodeURIComponent(reference)}`, authorisationSchema);
    },
    async release(transactionId) {
      await must(
        call('POST', `miyo/v1/authorisations/${encodeURIComponent(transactionId)}/release`, authorisationSchema),
        'authorisation',
      );
    },
    verifyCallback: (rawBody, signature, now) => verifyMiyoSignature(options.key, rawBody, signature, now),
  };
}

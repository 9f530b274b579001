// The one way the shop's adapters call an outside provider's JSON API over HTTP (card gateway, wallets, Miyo,
// recommendations, parcel shops, and any provider added later): a fixed base URL, the provider's key header, a
// timeout, no redirects, JSON in and out, every answer checked with zod. What goes wrong is reduced to one of three
// failures; each adapter turns a failure into its own error type (its own kinds and messages) with `fail`.
import type { z } from 'zod';

/** What went wrong calling a provider. */
export type ProviderFailure =
  /** Never answered: refused connection, DNS, timeout, a redirect. */
  | { kind: 'unreachable'; cause: unknown }
  /** Answered with a non-2xx status; `code` and `message` are from its JSON error body when it had one. */
  | { kind: 'status'; status: number; code?: string; message?: string; body?: unknown }
  /** Answered 2xx with something that is not its contract. */
  | { kind: 'unreadable'; status: number; cause: unknown };

/** 5xx and 429 mean "try again later"; any other refusal is about the request. */
export const isUnavailableStatus = (status: number): boolean => status >= 500 || status === 429;

/**
 * The usual reading of a failure, for an adapter's own error: `who` names the provider ("The credit bureau"). Never
 * answered, or answered off contract: unavailable; a status: the provider's message, unavailable for 5xx and 429,
 * refused for any other.
 */
export function describeFailure(
  failure: ProviderFailure,
  who: string,
): { message: string; kind: 'unavailable' | 'refused'; status?: number; cause?: unknown } {
  if (failure.kind === 'unreachable')
    return { message: `${who} could not be reached.`, kind: 'unavailable', cause: failure.cause };
  if (failure.kind === 'unreadable') {
    return { message: `${who}’s answer is not its contract.`, kind: 'unavailable', cause: failure.cause };
  }
  return {
    message: failure.message ?? `${who} answered ${failure.status}.`,
    kind: isUnavailableStatus(failure.status) ? 'unavailable' : 'refused',
    status: failure.status,
  };
}

export interface JsonClientOptions {
  baseUrl: string;
  /** The provider's credentials, e.g. `{ 'x-merchant-key': key }`. */
  headers: Readonly<Record<string, string>>;
  timeoutMs: number;
  fetch?: typeof fetch;
  /** The adapter's own error for a failure: thrown by `call`. */
  fail: (failure: ProviderFailure) => Error;
}

export interface CallOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Sent as JSON. */
  body?: unknown;
  /** Sent as a form instead (form-urlencoded or multipart; fetch sets the content type). */
  form?: URLSearchParams | FormData;
  /** This call's own timeout (e.g. an upload), else the client's. */
  timeoutMs?: number;
  /** A 404 answers `null` instead of failing (a lookup of something the provider may not know). */
  nullOn404?: boolean;
  /** This call's own headers, e.g. an `idempotency-key`. */
  headers?: Readonly<Record<string, string>>;
}

export interface JsonClient {
  call<T>(path: string, schema: z.ZodType<T>, options: CallOptions & { nullOn404: true }): Promise<T | null>;
  call<T>(path: string, schema: z.ZodType<T>, options?: CallOptions): Promise<T>;
}

type ErrorBody = { error?: unknown; message?: unknown };

export function jsonClient(options: JsonClientOptions): JsonClient {
  const doFetch = options.fetch ?? fetch;
  const base = options.baseUrl.endsWith('/') ? options.baseUrl : `${options.baseUrl}/`;

  async function call<T>(path: string, schema: z.ZodType<T>, callOptions: CallOptions = {}): Promise<T | null> {
    const { body, form, nullOn404, headers } = callOptions;
    const method = callOptions.method ?? (body === undefined && form === undefined ? 'GET' : 'POST');
    let response: Response;
    try {
      response = await doFetch(new URL(path, base), {
        method,
        headers: {
          accept: 'application/json',
          ...options.headers,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...headers,
        },
        body: form ?? (body === undefined ? undefined : JSON.stringify(body)),
        signal: AbortSignal.timeout(callOptions.timeoutMs ?? options.timeoutMs),
        redirect: 'error',
      });
    } catch (cause) {
      throw options.fail({ kind: 'unreachable', cause });
    }
    const answer: unknown = await response.json().catch(() => undefined);
    if (response.status === 404 && nullOn404) return null;
    if (!response.ok) {
      const errorBody = (answer && typeof answer === 'object' ? answer : {}) as ErrorBody;
      throw options.fail({
        kind: 'status',
        status: response.status,
        code: typeof errorBody.error === 'string' ? errorBody.error : undefined,
        message: typeof errorBody.message === 'string' ? errorBody.message : undefined,
        body: answer,
      });
    }
    const parsed = schema.safeParse(answer);
    if (!parsed.success) throw options.fail({ kind: 'unreadable', status: response.status, cause: parsed.error });
    return parsed.data;
  }

  return { call: call as JsonClient['call'] };
}

// The CDN's purge API, Fastly's batch purge by surrogate key (the sandbox's in lib/sandbox/src/cdn speaks the same
// contract): `POST {CDN_PURGE_URL}` (https://api.fastly.com/service/<service id>/purge) with
// `{"surrogate_keys": [...]}`, the API token in `Fastly-Key`, `Fastly-Soft-Purge: 1` to mark copies stale rather than
// drop them; the answer maps each key to a purge id. A real Fastly service plugs in by URL and token.
import { describeFailure, jsonClient } from '@shop/commerce/providers/json-client';
import { z } from 'zod';

export const DEFAULT_CDN_PURGE_TOKEN = 'shop-local-cdn-token';
/** Fastly's most keys in one batch purge. */
export const MAX_KEYS_PER_PURGE = 256;

export class CdnPurgeError extends Error {
  /** `unavailable`: no answer, 5xx or 429 (worth a retry); `refused`: the CDN refused the request (token, body). */
  readonly kind: 'unavailable' | 'refused';
  readonly status: number | undefined;
  constructor(message: string, details: { kind: 'unavailable' | 'refused'; status?: number; cause?: unknown }) {
    super(message, { cause: details.cause });
    this.name = 'CdnPurgeError';
    this.kind = details.kind;
    this.status = details.status;
  }
}

export interface CdnPurgeOptions {
  /** The batch purge endpoint. */
  url: string;
  token: string;
  /** Mark the copies stale (served while the CDN refetches them) instead of dropping them. */
  soft?: boolean;
  /** One attempt gives up after this long (default 3 s). */
  timeoutMs?: number;
  /** Wait before the one retry (default 250 ms). */
  retryDelayMs?: number;
  /**
   * One batch of keys, retry included, ends within this long (default 4.5 s): the content lake waits 5 s for the
   * webhook's answer, so a retry that could not finish in time is not started.
   */
  budgetMs?: number;
  fetch?: typeof fetch;
}

/** Purges the copies indexed under any of `keys`; throws a CdnPurgeError when the CDN did not take the purge. */
export type CdnPurge = (keys: readonly string[]) => Promise<void>;

const purgeAnswer = z.record(z.string(), z.string());
const MIN_ATTEMPT_MS = 500;

export function httpCdnPurge(options: CdnPurgeOptions): CdnPurge {
  const endpoint = new URL(options.url);
  const { call } = jsonClient({
    // The client resolves a path against its base: the endpoint's folder, then its last segment.
    baseUrl: new URL('.', endpoint).href,
    headers: { 'fastly-key': options.token, ...(options.soft ? { 'fastly-soft-purge': '1' } : {}) },
    timeoutMs: options.timeoutMs ?? 3_000,
    fetch: options.fetch,
    fail: (failure) => {
      const { message, ...details } = describeFailure(failure, 'The CDN');
      return new CdnPurgeError(message, details);
    },
  });
  const path = `${endpoint.pathname.split('/').pop() ?? ''}${endpoint.search}`;
  const timeoutMs = options.timeoutMs ?? 3_000;
  const retryDelayMs = options.retryDelayMs ?? 250;
  const budgetMs = options.budgetMs ?? 4_500;

  return async (keys) => {
    const unique = [...new Set(keys)];
    for (let start = 0; start < unique.length; start += MAX_KEYS_PER_PURGE) {
      const body = { surrogate_keys: unique.slice(start, start + MAX_KEYS_PER_PURGE) };
      const deadline = Date.now() + budgetMs;
      try {
        await call(path, purgeAnswer, { body, timeoutMs: Math.min(timeoutMs, budgetMs) });
      } catch (error) {
        // A refusal (token, body) will not get better; an outage may have been a blip.
        const left = deadline - Date.now() - retryDelayMs;
        if (!(error instanceof CdnPurgeError) || error.kind !== 'unavailable' || left < MIN_ATTEMPT_MS) throw error;
        await new Promise((resolve) => setTimeout(resolve, retryDelayMs));
        await call(path, purgeAnswer, { body, timeoutMs: Math.min(timeoutMs, left) });
      }
    }
  };
}

/**
 * The CDN purge configured in the environment (see .env.example), or null when there is no CDN to tell
 * (CDN_PURGE_URL empty): `./shop start` points it at the sandbox's CDN.
 */
export function cdnPurgeFromEnv(
  env: Readonly<Record<string, string | undefined>> = process.env,
  overrides: Partial<Pick<CdnPurgeOptions, 'timeoutMs' | 'retryDelayMs' | 'budgetMs' | 'fetch'>> = {},
): CdnPurge | null {
  const url = env.CDN_PURGE_URL?.trim();
  if (!url) return null;
  return httpCdnPurge({
    url,
    token: env.CDN_PURGE_TOKEN?.split(',')[0]?.trim() || DEFAULT_CDN_PURGE_TOKEN,
    soft: /^(1|true)$/i.test(env.CDN_SOFT_PURGE?.trim() ?? ''),
    ...overrides,
  });
}

// Server-side feature toggles for React server components and route handlers: fetched from the toggle proxy
// (Unleash frontend API), cached in memory per userId for the HTTP cache TTL, and never failing — a proxy that
// refuses us (400: unconfigured or prevented) gives the fixed fallback list; one that is down, slow or garbled
// gives the last good answer for that user if there is one, else the fallback list.

import { createLogger } from '@shop/runtime/log';
import { z } from 'zod';
import { fallbackToggleSet } from './fallback.ts';
import type { ToggleName } from './names.ts';
import { createToggleSet, type FrontendToggle, type ToggleSet } from './toggle-set.ts';

const log = createLogger('site').child({ component: 'toggles' });

export const DEFAULT_TOGGLES_URL = 'http://127.0.0.1:3200/proxy';
export const DEFAULT_TOGGLES_CLIENT_KEY = 'shop-local-frontend-key';
export const DEFAULT_TOGGLES_CACHE_TTL_SECONDS = 20;
export const DEFAULT_TOGGLES_TIMEOUT_MS = 1500;

export interface ToggleRequest {
  /** Evaluate for this user (rollouts and variants are sticky on it); omit for anonymous visitors. */
  userId?: string;
}

export interface ToggleClientOptions {
  /** Frontend API endpoint, e.g. `http://127.0.0.1:3200/proxy`. */
  url: string;
  clientKey: string;
  /** How long an answer is reused, per userId. 0 fetches every time (concurrent callers still share one request). */
  ttlSeconds: number;
  /** Per-request timeout; default 1500 ms. */
  timeoutMs?: number;
  /** How long a failure's answer (stale or fallback) is reused before trying again; default min(ttl, 5 s). */
  failureTtlSeconds?: number;
  /** Cache entries kept (one per userId, least recently used dropped first); default 10 000. */
  maxEntries?: number;
  fetch?: typeof fetch;
  /** Clock in milliseconds; for tests. */
  now?: () => number;
  /** Told about each failed fetch (never given the client key). Default: one structured warn record. */
  onError?: (problem: ToggleFetchProblem) => void;
}

export interface ToggleFetchProblem {
  reason: 'refused' | 'http' | 'timeout' | 'network' | 'invalid-body';
  status?: number;
  message: string;
  /** What was served instead. */
  served: 'stale' | 'fallback';
}

export interface ToggleClient {
  getToggles(request?: ToggleRequest): Promise<ToggleSet>;
  isToggleEnabled(name: ToggleName, request?: ToggleRequest): Promise<boolean>;
  /** Forgets every cached answer. */
  clear(): void;
}

const responseSchema = z.object({
  toggles: z.array(
    z.object({
      name: z.string(),
      enabled: z.boolean(),
      variant: z
        .object({
          name: z.string(),
          enabled: z.boolean(),
          feature_enabled: z.boolean().optional(),
          payload: z.object({ type: z.string(), value: z.string() }).optional(),
        })
        .optional(),
      impressionData: z.boolean().optional(),
    }),
  ),
});

function normalise(body: z.infer<typeof responseSchema>): FrontendToggle[] {
  return body.toggles
    .filter((toggle) => toggle.enabled)
    .map((toggle) => ({
      name: toggle.name,
      enabled: true,
      variant: toggle.variant ?? { name: 'disabled', enabled: false, feature_enabled: true },
      impressionData: toggle.impressionData ?? false,
    }));
}

interface Entry {
  set: ToggleSet;
  /** The last good proxy answer for this user and its ETag, kept for revalidation and stale-if-error. */
  good?: { set: ToggleSet; etag?: string };
  expiresAt: number;
}

class FetchProblem extends Error {
  readonly reason: ToggleFetchProblem['reason'];
  readonly status: number | undefined;

  constructor(reason: ToggleFetchProblem['reason'], message: string, status?: number) {
    super(message);
    this.reason = reason;
    this.status = status;
  }
}

const warn = (problem: ToggleFetchProblem): void => {
  log.warn(
    { reason: problem.reason, status: problem.status, err: { message: problem.message }, served: problem.served },
    'toggles fetch failed; serving stale or fallback toggles',
  );
};

export function createToggleClient(options: ToggleClientOptions): ToggleClient {
  const fetchImpl = options.fetch ?? globalThis.fetch;
  const now = options.now ?? Date.now;
  const timeoutMs = options.timeoutMs ?? DEFAULT_TOGGLES_TIMEOUT_MS;
  const ttlMs = Math.max(0, options.ttlSeconds) * 1000;
  const failureTtlMs = Math.max(0, options.failureTtlSeconds ?? Math.min(options.ttlSeconds, 5)) * 1000;
  const maxEntries = Math.max(1, options.maxEntries ?? 10_000);
  const onError = options.onError ?? warn;

  const cache = new Map<string, Entry>();
  const inFlight = new Map<string, Promise<ToggleSet>>();

  const remember = (key: string, entry: Entry): void => {
    cache.delete(key);
    cache.set(key, entry);
    while (cache.size > maxEntries) {
      const oldest = cache.keys().next().value;
      if (oldest === undefined) break;
      cache.delete(oldest);
    }
  };

  const request = async (userId: string | undefined, etag: string | undefined) => {
    const url = new URL(options.url);
    if (userId) url.searchParams.set('userId', userId);
    const headers: Record<string, string> = { authorization: options.clientKey, accept: 'application/json' };
    if (etag) headers['if-none-match'] = etag;
    let response: Response;
    try {
      response = await fetchImpl(url, {
        headers,
        // Cached here, per user. No `cache` option: Next.js leaves such a fetch out of its data cache at run time, and
        // unlike `no-store` it does not turn a cached page (the brand layout bootstraps the toggles) into a per-request one.
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw abortOrNetwork(error, timeoutMs);
    }
    if (response.status === 304) return { notModified: true as const };
    if (response.status === 400) {
      await response.body?.cancel();
      throw new FetchProblem('refused', 'the toggle proxy refused the request (client key missing or wrong)', 400);
    }
    if (!response.ok) {
      await response.body?.cancel();
      throw new FetchProblem('http', 'unexpected status from the toggle proxy', response.status);
    }
    let json: unknown;
    try {
      json = await response.json();
    } catch (error) {
      if (isAbort(error)) throw abortOrNetwork(error, timeoutMs);
      throw new FetchProblem('invalid-body', 'the toggle proxy answered with malformed JSON');
    }
    const parsed = responseSchema.safeParse(json);
    if (!parsed.success) throw new FetchProblem('invalid-body', 'the toggle proxy answer is not a toggles list');
    return {
      notModified: false as const,
      set: createToggleSet(normalise(parsed.data), 'proxy'),
      etag: response.headers.get('etag') ?? undefined,
    };
  };

  const load = async (key: string, userId: string | undefined, previous: Entry | undefined): Promise<ToggleSet> => {
    const good = previous?.good;
    try {
      const result = await request(userId, good?.etag);
      if (result.notModified) {
        if (!good) throw new FetchProblem('http', 'the toggle proxy answered 304 to an unconditional request', 304);
        remember(key, { set: good.set, good, expiresAt: now() + ttlMs });
        return good.set;
      }
      const fresh = { set: result.set, ...(result.etag ? { etag: result.etag } : {}) };
      remember(key, { set: result.set, good: fresh, expiresAt: now() + ttlMs });
      return result.set;
    } catch (error) {
      const problem =
        error instanceof FetchProblem ? error : new FetchProblem('network', (error as Error)?.message ?? String(error));
      // A refusal means we are not (or no longer) allowed these toggles: the fixed list, not an old answer.
      const stale = problem.reason !== 'refused' && good ? createToggleSet(good.set.toggles, 'stale') : undefined;
      const served = stale ?? fallbackToggleSet;
      onError({
        reason: problem.reason,
        ...(problem.status ? { status: problem.status } : {}),
        message: problem.message,
        served: stale ? 'stale' : 'fallback',
      });
      remember(key, {
        set: served,
        ...(stale && good ? { good } : {}),
        expiresAt: now() + failureTtlMs,
      });
      return served;
    }
  };

  const getToggles = (request: ToggleRequest = {}): Promise<ToggleSet> => {
    const userId = request.userId || undefined;
    const key = userId ?? '';
    const entry = cache.get(key);
    if (entry && entry.expiresAt > now()) return Promise.resolve(entry.set);
    const pending = inFlight.get(key);
    if (pending) return pending;
    const loading = load(key, userId, entry).finally(() => inFlight.delete(key));
    inFlight.set(key, loading);
    return loading;
  };

  return {
    getToggles,
    isToggleEnabled: async (name, request) => (await getToggles(request)).isEnabled(name),
    clear: () => cache.clear(),
  };
}

function isAbort(error: unknown): boolean {
  return error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
}

function abortOrNetwork(error: unknown, timeoutMs: number): FetchProblem {
  if (isAbort(error)) return new FetchProblem('timeout', `no answer from the toggle proxy within ${timeoutMs} ms`);
  const cause = (error as { cause?: { code?: string } })?.cause?.code;
  return new FetchProblem('network', `could not reach the toggle proxy${cause ? ` (${cause})` : ''}`);
}

/** Settings from the environment: TOGGLES_URL, TOGGLES_CLIENT_KEY, TOGGLES_CACHE_TTL_SECONDS. */
export function toggleClientOptionsFromEnv(
  env: Readonly<Record<string, string | undefined>> = process.env,
): ToggleClientOptions {
  const ttl = Number(env.TOGGLES_CACHE_TTL_SECONDS);
  return {
    url: env.TOGGLES_URL || DEFAULT_TOGGLES_URL,
    clientKey: env.TOGGLES_CLIENT_KEY || DEFAULT_TOGGLES_CLIENT_KEY,
    ttlSeconds:
      env.TOGGLES_CACHE_TTL_SECONDS?.trim() && Number.isFinite(ttl) && ttl >= 0
        ? ttl
        : DEFAULT_TOGGLES_CACHE_TTL_SECONDS,
  };
}

let defaultClient: ToggleClient | undefined;

function client(): ToggleClient {
  defaultClient ??= createToggleClient(toggleClientOptionsFromEnv());
  return defaultClient;
}

/**
 * Makes `replacement` the process's toggle client (a test's, asking a proxy of its own); undefined drops the one in
 * use, and the next call builds one from the environment again.
 */
export function installToggleClient(replacement: ToggleClient | undefined): void {
  defaultClient = replacement;
}

/** The toggles for this visitor (anonymous without userId). Never throws; see the file header for failures. */
export function getToggles(request: ToggleRequest = {}): Promise<ToggleSet> {
  return client().getToggles(request);
}

export async function isToggleEnabled(name: ToggleName, request: ToggleRequest = {}): Promise<boolean> {
  return client().isToggleEnabled(name, request);
}

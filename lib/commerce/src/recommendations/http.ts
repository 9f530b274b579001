// HTTP adapter for the recommendations provider (the sandbox's in lib/sandbox/src/recs speaks the same contract):
// `POST {baseUrl}/recs/v1/events` and `GET {baseUrl}/recs/v1/placements/{placement}`, the key in `X-Recs-Key`,
// answers checked with zod. Unreachable, 5xx or unreadable → RecommendationsError 'unavailable'; 4xx → 'refused'.
import { z } from 'zod';
import {
  MAX_RECOMMENDATIONS,
  MIN_RECOMMENDATIONS,
  type Placement,
  RecommendationsError,
  type RecommendationsProvider,
  type TrackingEvent,
  type TrackingIdentity,
} from './provider.ts';

export interface HttpRecommendationsOptions {
  baseUrl: string;
  key: string;
  /** Gives up after this long (default 3 s: a page never waits long for recommendations). */
  timeoutMs?: number;
  fetch?: typeof fetch;
}

const trackAnswer = z.object({ recorded: z.boolean() });
const placementAnswer = z.object({
  products: z.array(z.object({ id: z.string().min(1).max(64) })).max(MAX_RECOMMENDATIONS),
});
const errorAnswer = z.object({ message: z.string().optional() });

export function httpRecommendations(options: HttpRecommendationsOptions): RecommendationsProvider {
  const doFetch = options.fetch ?? fetch;
  const base = options.baseUrl.endsWith('/') ? options.baseUrl : `${options.baseUrl}/`;

  async function call<T>(method: 'GET' | 'POST', path: string, schema: z.ZodType<T>, body?: unknown): Promise<T> {
    let response: Response;
    try {
      response = await doFetch(new URL(path, base), {
        method,
        headers: {
          accept: 'application/json',
          'x-recs-key': options.key,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(options.timeoutMs ?? 3_000),
        redirect: 'error',
      });
    } catch (cause) {
      throw new RecommendationsError('The recommendations provider could not be reached.', {
        kind: 'unavailable',
        cause,
      });
    }
    const answer: unknown = await response.json().catch(() => undefined);
    if (!response.ok) {
      const message = errorAnswer.safeParse(answer).data?.message;
      const kind = response.status >= 500 || response.status === 429 ? 'unavailable' : 'refused';
      throw new RecommendationsError(message ?? `The recommendations provider answered ${response.status}.`, {
        kind,
        status: response.status,
      });
    }
    const parsed = schema.safeParse(answer);
    if (!parsed.success) {
      throw new RecommendationsError('The recommendations provider’s answer is not its contract.', {
        kind: 'unavailable',
        cause: parsed.error,
      });
    }
    return parsed.data;
  }

  return {
    async track(event: TrackingEvent, identity: TrackingIdentity) {
      // Private: no identifier of any kind goes out, whatever the caller had.
      const who = identity.private
        ? { private: true }
        : {
            private: false,
            visitorId: identity.visitorId,
            sessionId: identity.sessionId,
            userId: identity.userId,
          };
      const { recorded } = await call('POST', 'recs/v1/events', trackAnswer, { ...event, ...who });
      return { recorded };
    },
    async recommend(placement: Placement, input) {
      const query = new URLSearchParams({ productId: input.productIds.join(',') });
      if (input.fallback?.length) query.set('fallback', input.fallback.join(','));
      if (input.visitorId) query.set('visitorId', input.visitorId);
      query.set('limit', String(Math.min(MAX_RECOMMENDATIONS, Math.max(MIN_RECOMMENDATIONS, input.limit ?? 12))));
      const { products } = await call(
        'GET',
        `recs/v1/placements/${encodeURIComponent(placement)}?${query}`,
        placementAnswer,
      );
      const ids = products.map((product) => product.id);
      return ids.length < MIN_RECOMMENDATIONS ? [] : ids;
    },
  };
}

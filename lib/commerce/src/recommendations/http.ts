// HTTP adapter for the recommendations provider (the sandbox's in lib/sandbox/src/recs speaks the same contract):
// `POST {baseUrl}/recs/v1/events` and `GET {baseUrl}/recs/v1/placements/{placement}`, the key in `X-Recs-Key`,
// answers checked with zod. Unreachable, 5xx or unreadable → RecommendationsError 'unavailable'; 4xx → 'refused'.
import { z } from 'zod';
import { describeFailure, jsonClient } from '../providers/json-client.ts';
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

export function httpRecommendations(options: HttpRecommendationsOptions): RecommendationsProvider {
  const { call } = jsonClient({
    baseUrl: options.baseUrl,
    headers: { 'x-recs-key': options.key },
    timeoutMs: options.timeoutMs ?? 3_000,
    fetch: options.fetch,
    fail: (failure) => {
      const { message, ...details } = describeFailure(failure, 'The recommendations provider');
      return new RecommendationsError(message, details);
    },
  });

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
      const { recorded } = await call('recs/v1/events', trackAnswer, { body: { ...event, ...who } });
      return { recorded };
    },
    async recommend(placement: Placement, input) {
      const query = new URLSearchParams({ productId: input.productIds.join(',') });
      if (input.fallback?.length) query.set('fallback', input.fallback.join(','));
      if (input.visitorId) query.set('visitorId', input.visitorId);
      query.set('limit', String(Math.min(MAX_RECOMMENDATIONS, Math.max(MIN_RECOMMENDATIONS, input.limit ?? 12))));
      const { products } = await call(`recs/v1/placements/${encodeURIComponent(placement)}?${query}`, placementAnswer);
      const ids = products.map((product) => product.id);
      return ids.length < MIN_RECOMMENDATIONS ? [] : ids;
    },
  };
}

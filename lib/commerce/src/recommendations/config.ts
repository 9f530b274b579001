// Recommendations provider settings from the environment (see .env.example): where the provider is and the shop's key.
// Locally they point at the sandbox's provider.
import { type HttpRecommendationsOptions, httpRecommendations } from './http.ts';
import type { RecommendationsProvider } from './provider.ts';

export const DEFAULT_RECS_URL = 'http://127.0.0.1:3200';
export const DEFAULT_RECS_KEY = 'shop-local-recs-key';

export function recommendationsFromEnv(
  env: NodeJS.ProcessEnv = process.env,
  overrides: Partial<Pick<HttpRecommendationsOptions, 'timeoutMs' | 'fetch'>> = {},
): RecommendationsProvider {
  return httpRecommendations({
    baseUrl: env.RECS_URL || DEFAULT_RECS_URL,
    key: env.RECS_KEY?.split(',')[0]?.trim() || DEFAULT_RECS_KEY,
    ...overrides,
  });
}

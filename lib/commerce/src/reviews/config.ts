// Review platform settings from the environment (see .env.example): where the provider is and the shop's key.
// Locally they point at the sandbox's provider.
import { type HttpReviewsOptions, httpReviews } from './http.ts';
import type { ReviewsProvider } from './provider.ts';

export const DEFAULT_REVIEWS_URL = 'http://127.0.0.1:3200';
export const DEFAULT_REVIEWS_KEY = 'shop-local-reviews-key';

export function reviewsFromEnv(
  env: NodeJS.ProcessEnv = process.env,
  overrides: Partial<Pick<HttpReviewsOptions, 'timeoutMs' | 'fetch'>> = {},
): ReviewsProvider {
  return httpReviews({
    baseUrl: env.REVIEWS_URL || DEFAULT_REVIEWS_URL,
    key: env.REVIEWS_KEY?.split(',')[0]?.trim() || DEFAULT_REVIEWS_KEY,
    ...overrides,
  });
}

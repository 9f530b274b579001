// The review platform, configured from the environment on each use (tests point it at a sandbox started on a free
// port): a real provider plugs in by REVIEWS_URL and REVIEWS_KEY. Its refusals become the route kit's errors with the
// platform's own message (a shopper can act on "The photo is larger than 10 MB"), an outage a 503.
import 'server-only';
import { reviewsFromEnv } from '@shop/commerce/reviews/config';
import { ReviewsError } from '@shop/commerce/reviews/provider';
import { RouteError } from '@/lib/http/route.ts';

export const reviewsProvider = (timeoutMs?: number) =>
  reviewsFromEnv(process.env, timeoutMs === undefined ? {} : { timeoutMs });

export const REVIEWS_UNAVAILABLE_MESSAGE = 'Reviews are not available at the moment. Please try again later.';

/** Runs a call to the platform, turning its errors into RouteErrors. */
export async function withReviews<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (!(error instanceof ReviewsError)) throw error;
    // A key the platform refuses is the shop's misconfiguration, not the shopper's sign-in.
    if (error.kind === 'unavailable' || error.status === 401 || error.status === 403)
      throw new RouteError(503, 'REVIEWS_UNAVAILABLE', REVIEWS_UNAVAILABLE_MESSAGE);
    if (error.kind === 'invalid')
      throw new RouteError(400, 'INVALID_REVIEW', error.message, { fieldErrors: error.fieldErrors });
    const status = error.status && error.status >= 400 && error.status < 500 ? error.status : 400;
    throw new RouteError(status, (error.code ?? 'REVIEW_REFUSED').toUpperCase(), error.message);
  }
}

import { getReadyDb } from '@shop/commerce/db/client';
import { syncProductRatings } from '@shop/commerce/reviews/feed';
import { REJECTION_REASONS, type RejectionCode } from '@shop/commerce/reviews/provider';
import { z } from 'zod';
import { expireTags } from '@/lib/cache/expire-tags.ts';
import { json, RouteError, readJson, route } from '@/lib/http/route.ts';
import { isMerchandiser } from '@/lib/reviews/merchandisers.ts';
import { reviewsProvider, withReviews } from '@/lib/reviews/provider.ts';
import { requireSession } from '@/lib/session/require.ts';

const body = z.discriminatedUnion('status', [
  z.strictObject({ reviewId: z.string().regex(/^[A-Za-z0-9_-]{1,80}$/), status: z.literal('APPROVED') }),
  z.strictObject({
    reviewId: z.string().regex(/^[A-Za-z0-9_-]{1,80}$/),
    status: z.literal('REJECTED'),
    reasonCode: z.enum(Object.keys(REJECTION_REASONS) as [RejectionCode, ...RejectionCode[]]),
  }),
]);

/**
 * POST /api/reviews/moderation: a merchandiser approves or rejects a review. The product's rating columns then follow
 * the platform's approved-only statistics, and its cached pages and the brand's listings are refreshed (the CDN's too).
 */
export const POST = route(async (request) => {
  const session = await requireSession(request);
  if (!isMerchandiser(session)) throw new RouteError(403, 'FORBIDDEN', 'Only merchandisers can moderate reviews.');
  const { reviewId, ...decision } = await readJson(request, body);
  const provider = reviewsProvider();
  const moderated = await withReviews(() => provider.moderate(reviewId, decision));
  const statistics = await withReviews(() => provider.statistics([moderated.productId]));
  const rows = await syncProductRatings(await getReadyDb(), statistics);
  // The CDN's copies are purged after the answer; a CDN failure is logged, not the merchandiser's.
  await expireTags(rows.flatMap((row) => [`product:${row.productNumber.toLowerCase()}`, `catalogue:${row.brandCode}`]));
  return json({ id: moderated.id, status: moderated.status });
});

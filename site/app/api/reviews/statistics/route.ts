import { z } from 'zod';
import { json, readQuery, route } from '@/lib/http/route.ts';
import { reviewProductId } from '@/lib/reviews/product-id.ts';
import { reviewsProvider, withReviews } from '@/lib/reviews/provider.ts';

const query = z.strictObject({
  productId: z
    .string()
    .max(50 * 25)
    .transform((value) => value.split(',').map((id) => id.trim()))
    .pipe(z.array(reviewProductId).min(1).max(50, 'at most 50 product ids')),
});

/** GET /api/reviews/statistics?productId={ids} (spec §7): count, average and distribution over approved reviews. */
export const GET = route(async (request) => {
  const { productId } = readQuery(request, query);
  return json({ results: await withReviews(() => reviewsProvider().statistics(productId)) });
});

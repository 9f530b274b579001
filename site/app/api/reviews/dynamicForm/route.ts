import { z } from 'zod';
import { json, readQuery, route } from '@/lib/http/route.ts';
import { reviewProductId } from '@/lib/reviews/product-id.ts';
import { reviewsProvider, withReviews } from '@/lib/reviews/provider.ts';
import { requireSession } from '@/lib/session/require.ts';

const query = z.strictObject({ productId: reviewProductId });

/** GET /api/reviews/dynamicForm?productId={id} (spec §7): the review form for this product, for a signed-in customer. */
export const GET = route(async (request) => {
  await requireSession(request);
  const { productId } = readQuery(request, query);
  return json(await withReviews(() => reviewsProvider().form(productId)));
});

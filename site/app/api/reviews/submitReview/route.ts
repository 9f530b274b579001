import { getReadyDb } from '@shop/commerce/db/client';
import { hasBought } from '@shop/commerce/reviews/verified-purchase';
import { z } from 'zod';
import { getProductDetail } from '@/lib/catalogue.ts';
import { json, RouteError, readJson, requestBrand, route } from '@/lib/http/route.ts';
import { reviewProductId } from '@/lib/reviews/product-id.ts';
import { reviewsProvider, withReviews } from '@/lib/reviews/provider.ts';
import { requireSession } from '@/lib/session/require.ts';
import { toggles } from '@/lib/toggles/names.ts';
import { isToggleEnabled } from '@/lib/toggles/server.ts';

/** Spec §5: the review text arrives URI-encoded; anything that does not decode is refused. */
const uriEncodedText = z
  .string()
  .max(30_000)
  .transform((value, ctx) => {
    try {
      return decodeURIComponent(value);
    } catch {
      ctx.addIssue({ code: 'custom', message: 'reviewText must be URI-encoded' });
      return z.NEVER;
    }
  });

const body = z.strictObject({
  action: z.enum(['preview', 'submit']).default('submit'),
  productId: reviewProductId,
  rating: z.number().int(),
  title: z.string().max(200),
  reviewText: uriEncodedText,
  nickname: z.string().max(50),
  fit: z.enum(['small', 'true', 'large']).nullish(),
  sizeBought: z.string().max(24).nullish(),
  isRecommended: z.boolean().nullish(),
  incentivised: z.boolean().optional(),
  agreedToTermsAndConditions: z.boolean(),
  photoIds: z
    .array(z.string().regex(/^p-[A-Za-z0-9_-]{1,40}$/))
    .max(6)
    .optional(),
});

/**
 * POST /api/reviews/submitReview (spec §7): a signed-in customer's review of one of this shop's products. It is held
 * PENDING until a merchandiser approves it; it carries the verified-purchase flag when the product is in one of the
 * customer's orders. Field errors come back as `fieldErrors` with the platform's messages.
 */
export const POST = route(async (request) => {
  const brand = requestBrand(request);
  const session = await requireSession(request);
  const { action, ...review } = await readJson(request, body);
  if (!(await isToggleEnabled(toggles.productReviews)))
    throw new RouteError(404, 'REVIEWS_OFF', 'Reviews cannot be written at the moment.');
  if (review.photoIds?.length && !(await isToggleEnabled(toggles.reviewPhotoUpload)))
    throw new RouteError(400, 'PHOTO_UPLOAD_OFF', 'Photos cannot be added to reviews at the moment.');
  const product = await getProductDetail(brand.code, review.productId.toLowerCase());
  if (!product) throw new RouteError(404, 'PRODUCT_NOT_FOUND', 'This product is not sold here.');
  const verifiedPurchaser = await hasBought(await getReadyDb(), session.customerId, product.productNumber);
  const { submissionId } = await withReviews(() =>
    reviewsProvider().submit(
      {
        ...review,
        productId: product.productNumber,
        text: review.reviewText,
        userId: session.customerId,
        verifiedPurchaser,
      },
      action,
    ),
  );
  return json(
    action === 'preview' ? { valid: true, verifiedPurchaser } : { submissionId, status: 'PENDING', verifiedPurchaser },
    { status: action === 'preview' ? 200 : 201 },
  );
});

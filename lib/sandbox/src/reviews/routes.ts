// A review platform shaped like Bazaarvoice's Conversations API (server to server; the shop's key in `X-Reviews-Key`).
//
//   GET  /reviews/v1/statistics?productId=a[,b…]        approved reviews only: count, average, distribution, fit
//   GET  /reviews/v1/forms/review?productId=            the form definition (fields, required, options)
//   POST /reviews/v1/submissions/review                 form-urlencoded; action=preview validates, action=submit stores
//   POST /reviews/v1/photos                             multipart `photo` (+ userId): checked, re-encoded, stored
//   GET  /reviews/v1/photos/:id/:size                   normal | thumbnail, image/webp
//   GET  /reviews/v1/reviews?productId=&sort=&rating=&hasPhotos=&offset=&limit=   approved reviews
//   POST /reviews/v1/reviews/:id/feedback               {vote: helpful|unhelpful, voterId} once per voter
//   GET  /reviews/v1/moderation?status=&limit=          the moderators' queue (shoppers' submissions)
//   POST /reviews/v1/reviews/:id/moderation             {status: APPROVED|REJECTED, reasonCode}
//
// Every submission starts PENDING. The review text arrives URI-encoded (spec §5) and is decoded here.
import { createReadStream } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import { z } from 'zod';
import { HttpError, header, readBody, readJson, sendJson } from '../http.ts';
import type { RequestContext, Router } from '../router.ts';
import { createClientKeyCheck } from '../token-check.ts';
import { parseOr400, queryOf } from '../validation.ts';
import { type Catalogue, productIdPattern } from './catalogue.ts';
import { MAX_PHOTOS, reviewForm } from './form.ts';
import { MAX_PHOTO_BYTES, PhotoRefused, processPhoto } from './photos.ts';
import type { ReviewSort, ReviewsStore } from './store.ts';
import { FITS, type Photo, REJECTION_CODES, type RejectionCode, type Review } from './types.ts';

export const REVIEWS_KEY_HEADER = 'x-reviews-key';
export const REVIEW_SORTS: readonly ReviewSort[] = ['newest', 'oldest', 'rating-high', 'rating-low', 'helpful'];
const NO_STORE = { 'cache-control': 'no-store' };
/** A multipart body's own framing on top of the photo. */
const MULTIPART_OVERHEAD = 64 * 1024;
/** Beyond this an oversized upload is cut off rather than read to the end. */
const DRAIN_LIMIT = 64 * 1024 * 1024;

const productId = z.string().regex(productIdPattern, 'a product id is 1–32 letters, digits, _ or -');
const userId = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'a user id is 1–64 letters, digits, _ or -');
const reviewId = z.string().regex(/^[A-Za-z0-9_-]{1,80}$/);

const statisticsQuery = z.strictObject({
  productId: z
    .string()
    .max(100 * 33)
    .transform((value) => value.split(',').map((id) => id.trim()))
    .pipe(z.array(productId).min(1).max(100, 'at most 100 product ids')),
});
const formQuery = z.strictObject({ productId });
const listQuery = z.strictObject({
  productId,
  sort: z.enum(REVIEW_SORTS as [ReviewSort, ...ReviewSort[]]).default('newest'),
  rating: z.coerce.number().int().min(1).max(5).optional(),
  /** Only reviews with photos (Bazaarvoice's Filter=HasPhotos:true), for the customer photo gallery. */
  hasPhotos: z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .optional(),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
  limit: z.coerce.number().int().min(1).max(50).default(10),
});
const moderationQuery = z.strictObject({
  status: z.enum(['PENDING', 'APPROVED', 'REJECTED']).default('PENDING'),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
const feedbackBody = z.strictObject({
  vote: z.enum(['helpful', 'unhelpful']),
  voterId: z.string().regex(/^[A-Za-z0-9+/_=-]{8,64}$/, 'a voter id is 8–64 base64 characters'),
});
const moderationBody = z
  .strictObject({
    status: z.enum(['APPROVED', 'REJECTED']),
    reasonCode: z.enum(Object.keys(REJECTION_CODES) as [RejectionCode, ...RejectionCode[]]).optional(),
  })
  .refine((body) => (body.status === 'REJECTED') === (body.reasonCode !== undefined), {
    message: 'a rejection needs a reasonCode, an approval has none',
  });

export interface PublicPhoto {
  id: string;
  width: number;
  height: number;
  thumbnailWidth: number;
  thumbnailHeight: number;
}

const publicPhoto = (photo: Photo): PublicPhoto => ({
  id: photo.id,
  width: photo.width,
  height: photo.height,
  thumbnailWidth: photo.thumbnailWidth,
  thumbnailHeight: photo.thumbnailHeight,
});

/** What anyone may see of a review: no author id, the photos' sizes. */
function publicReview(review: Review, photoOf: (id: string) => Photo | undefined) {
  const { userId: _author, photoIds, ...rest } = review;
  return { ...rest, photos: photoIds.flatMap((id) => (photoOf(id) ? [publicPhoto(photoOf(id)!)] : [])) };
}

interface FieldError {
  field: string;
  message: string;
}

/** Reads a whole upload even when it is too big (so the client sees the answer, not a reset), keeping none of it. */
async function readUpload(req: IncomingMessage): Promise<Buffer> {
  const limit = MAX_PHOTO_BYTES + MULTIPART_OVERHEAD;
  const declared = Number(req.headers['content-length'] ?? 0);
  if (declared > DRAIN_LIMIT) {
    req.resume();
    throw new HttpError(413, 'photo_too_large', 'The photo is larger than 10 MB. Choose a smaller photo.');
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).byteLength;
    if (size > DRAIN_LIMIT) {
      req.destroy();
      break;
    }
    if (size <= limit) chunks.push(chunk as Buffer);
  }
  if (size > limit)
    throw new HttpError(413, 'photo_too_large', 'The photo is larger than 10 MB. Choose a smaller photo.');
  return Buffer.concat(chunks);
}

export interface ReviewsRoutesOptions {
  keys: readonly string[];
  store: ReviewsStore;
  catalogue: Catalogue;
}

export function registerReviewsRoutes(router: Router, options: ReviewsRoutesOptions): void {
  const { store, catalogue } = options;
  const isValidKey = createClientKeyCheck(options.keys);
  const authorise = (ctx: RequestContext) => {
    if (!isValidKey(header(ctx.req, REVIEWS_KEY_HEADER)))
      throw new HttpError(401, 'invalid_key', 'Missing or unknown X-Reviews-Key.');
  };
  const productOrThrow = (id: string) => {
    const product = catalogue.product(id);
    if (!product) throw new HttpError(404, 'unknown_product', `No product ${JSON.stringify(id)} in the product feed.`);
    return product;
  };
  const reviewOrThrow = (ctx: RequestContext) => {
    const id = reviewId.safeParse(ctx.params.id);
    const review = id.success ? store.review(id.data) : undefined;
    if (!review) throw new HttpError(404, 'unknown_review', 'No such review.');
    return review;
  };
  const requireJson = (ctx: RequestContext) => {
    if (!/^application\/json\b/i.test(header(ctx.req, 'content-type') ?? ''))
      throw new HttpError(415, 'unsupported_media_type', 'Send the body as application/json.');
  };

  router.get('/reviews/v1/statistics', (ctx) => {
    authorise(ctx);
    const { productId: ids } = parseOr400(statisticsQuery, queryOf(ctx), 'invalid_query');
    sendJson(ctx.res, 200, { results: [...new Set(ids)].map((id) => store.statistics(id)) }, NO_STORE);
  });

  router.get('/reviews/v1/forms/review', (ctx) => {
    authorise(ctx);
    const { productId: id } = parseOr400(formQuery, queryOf(ctx), 'invalid_query');
    sendJson(ctx.res, 200, reviewForm(productOrThrow(id), MAX_PHOTO_BYTES), NO_STORE);
  });

  router.get('/reviews/v1/reviews', (ctx) => {
    authorise(ctx);
    const { productId: id, ...rest } = parseOr400(listQuery, queryOf(ctx), 'invalid_query');
    const { total, reviews } = store.list(id, rest);
    sendJson(
      ctx.res,
      200,
      {
        productId: id,
        total,
        offset: rest.offset,
        limit: rest.limit,
        reviews: reviews.map((review) => publicReview(review, store.photo)),
      },
      NO_STORE,
    );
  });

  router.post('/reviews/v1/submissions/review', async (ctx) => {
    authorise(ctx);
    if (!/^application\/x-www-form-urlencoded\b/i.test(header(ctx.req, 'content-type') ?? ''))
      throw new HttpError(415, 'unsupported_media_type', 'Send the submission as application/x-www-form-urlencoded.');
    const form = new URLSearchParams((await readBody(ctx.req, 64 * 1024)).toString('utf8'));
    const fieldErrors: FieldError[] = [];
    const known = new Set([
      'action',
      'productId',
      'userId',
      'verifiedPurchaser',
      'rating',
      'title',
      'reviewText',
      'nickname',
      'fit',
      'sizeBought',
      'isRecommended',
      'incentivised',
      'agreedToTermsAndConditions',
      'photoId',
    ]);
    for (const name of new Set(form.keys())) {
      if (!known.has(name)) throw new HttpError(400, 'unknown_field', `Unknown field ${JSON.stringify(name)}.`);
      if (name !== 'photoId' && form.getAll(name).length > 1)
        throw new HttpError(400, 'repeated_field', `Field ${JSON.stringify(name)} is given more than once.`);
    }
    const action = form.get('action');
    if (action !== 'preview' && action !== 'submit')
      throw new HttpError(400, 'invalid_action', 'action must be preview or submit.');
    const id = productId.safeParse(form.get('productId') ?? '');
    if (!id.success) throw new HttpError(400, 'invalid_product', 'productId is missing or malformed.');
    const product = productOrThrow(id.data);
    const author = form.has('userId') ? userId.safeParse(form.get('userId')) : null;
    if (author && !author.success) throw new HttpError(400, 'invalid_user', 'userId is malformed.');
    const authorId = author?.data ?? null;
    const flag = (name: string) => {
      const value = form.get(name);
      if (value === null || value === '') return null;
      if (value !== 'true' && value !== 'false') {
        fieldErrors.push({ field: name, message: 'Answer yes or no.' });
        return null;
      }
      return value === 'true';
    };
    const definition = reviewForm(product, MAX_PHOTO_BYTES);
    const text = (name: 'title' | 'nickname' | 'reviewText', raw: string | null) => {
      const field = definition.fields.find((f) => f.id === name) as {
        label: string;
        minLength: number;
        maxLength: number;
      };
      const value = (raw ?? '').trim();
      if (value === '') fieldErrors.push({ field: name, message: `Enter ${field.label.toLowerCase()}.` });
      else if (value.length < field.minLength)
        fieldErrors.push({ field: name, message: `${field.label} must be at least ${field.minLength} characters.` });
      else if (value.length > field.maxLength)
        fieldErrors.push({ field: name, message: `${field.label} must be at most ${field.maxLength} characters.` });
      return value;
    };
    let decodedText: string | null = null;
    try {
      decodedText = form.has('reviewText') ? decodeURIComponent(form.get('reviewText')!) : null;
    } catch {
      throw new HttpError(400, 'review_text_not_encoded', 'reviewText must be URI-encoded (encodeURIComponent).');
    }
    const rating = Number(form.get('rating'));
    if (!Number.isInteger(rating) || rating < 1 || rating > 5)
      fieldErrors.push({ field: 'rating', message: 'Choose a rating from 1 to 5 stars.' });
    const title = text('title', form.get('title'));
    const reviewText = text('reviewText', decodedText);
    const nickname = text('nickname', form.get('nickname'));
    const fitValue = form.get('fit') || null;
    const fitField = definition.fields.find((f) => f.id === 'fit');
    if (fitValue !== null && (!fitField || !FITS.includes(fitValue as never)))
      fieldErrors.push({ field: 'fit', message: 'Choose how it fits from the list.' });
    const sizeBought = form.get('sizeBought') || null;
    if (sizeBought !== null && (product.sizes.length < 2 || !product.sizes.includes(sizeBought)))
      fieldErrors.push({ field: 'sizeBought', message: 'Choose the size you bought from the list.' });
    const isRecommended = flag('isRecommended');
    const incentivised = flag('incentivised') ?? false;
    const verifiedPurchaser = flag('verifiedPurchaser') ?? false;
    if (flag('agreedToTermsAndConditions') !== true)
      fieldErrors.push({ field: 'agreedToTermsAndConditions', message: 'Agree to the review terms to submit.' });
    const photoIds = [...new Set(form.getAll('photoId'))];
    if (photoIds.length > MAX_PHOTOS)
      fieldErrors.push({ field: 'photos', message: `Add at most ${MAX_PHOTOS} photos.` });
    for (const photoId of photoIds.slice(0, MAX_PHOTOS)) {
      const photo = store.photo(photoId);
      if (!photo || photo.reviewId !== null || (photo.userId !== null && photo.userId !== authorId))
        fieldErrors.push({ field: 'photos', message: 'A photo was not found; upload it again.' });
    }
    if (fieldErrors.length > 0) {
      sendJson(
        ctx.res,
        400,
        { error: 'invalid_submission', message: 'The review has errors; correct them and submit again.', fieldErrors },
        NO_STORE,
      );
      return;
    }
    if (
      authorId &&
      store.reviewsOf(product.productId).some((review) => review.userId === authorId && review.status !== 'REJECTED')
    )
      throw new HttpError(409, 'already_reviewed', 'You have already reviewed this product.');
    const draft = {
      productId: product.productId,
      rating,
      title,
      text: reviewText,
      nickname,
      userId: authorId,
      fit: fitValue as Review['fit'],
      sizeBought,
      isRecommended,
      verifiedPurchaser,
      incentivised,
      photoIds,
    };
    if (action === 'preview') {
      sendJson(ctx.res, 200, { action, valid: true, review: { ...draft, userId: undefined } }, NO_STORE);
      return;
    }
    const review = store.add(draft);
    ctx.log.info('review submitted', { productId: review.productId, photos: photoIds.length });
    sendJson(ctx.res, 201, { action, submissionId: review.id, status: review.status }, NO_STORE);
  });

  router.post('/reviews/v1/photos', async (ctx) => {
    authorise(ctx);
    const contentType = header(ctx.req, 'content-type') ?? '';
    if (!/^multipart\/form-data\b/i.test(contentType)) {
      ctx.req.resume();
      throw new HttpError(415, 'unsupported_media_type', 'Send the photo as multipart/form-data (field "photo").');
    }
    const body = await readUpload(ctx.req);
    let form: FormData;
    try {
      form = await new Response(new Uint8Array(body), { headers: { 'content-type': contentType } }).formData();
    } catch {
      throw new HttpError(400, 'invalid_form', 'The upload is not a readable multipart form.');
    }
    const file = form.get('photo');
    if (!(file instanceof File)) throw new HttpError(400, 'missing_photo', 'Attach the photo in the field "photo".');
    const uploader = form.get('userId');
    const owner = uploader === null ? null : userId.safeParse(uploader);
    if (owner && !owner.success) throw new HttpError(400, 'invalid_user', 'userId is malformed.');
    try {
      const processed = await processPhoto(new Uint8Array(await file.arrayBuffer()));
      const photo = store.savePhoto(processed, owner?.data ?? null);
      ctx.log.info('photo stored', { source: processed.sourceFormat, width: photo.width, height: photo.height });
      sendJson(ctx.res, 201, { photo: publicPhoto(photo) }, NO_STORE);
    } catch (error) {
      if (error instanceof PhotoRefused) throw new HttpError(error.status, error.code, error.message);
      throw error;
    }
  });

  router.get('/reviews/v1/photos/:id/:size', (ctx) => {
    authorise(ctx);
    const photo = store.photo(ctx.params.id ?? '');
    const size = ctx.params.size;
    if (!photo || (size !== 'normal' && size !== 'thumbnail'))
      throw new HttpError(404, 'unknown_photo', 'No such photo.');
    ctx.res.writeHead(200, { 'content-type': 'image/webp', 'cache-control': 'private, max-age=86400' });
    createReadStream(store.photoFile(photo.id, size)).pipe(ctx.res);
  });

  router.post('/reviews/v1/reviews/:id/feedback', async (ctx) => {
    authorise(ctx);
    requireJson(ctx);
    const body = parseOr400(feedbackBody, await readJson(ctx.req, 4 * 1024), 'invalid_feedback');
    const review = reviewOrThrow(ctx);
    if (review.status !== 'APPROVED') throw new HttpError(404, 'unknown_review', 'No such review.');
    if (!store.vote(review.id, body.voterId, body.vote === 'helpful'))
      throw new HttpError(409, 'already_voted', 'You have already said whether this review was helpful.');
    const updated = store.review(review.id)!;
    sendJson(ctx.res, 200, { id: updated.id, helpful: updated.helpful, notHelpful: updated.notHelpful }, NO_STORE);
  });

  router.get('/reviews/v1/moderation', (ctx) => {
    authorise(ctx);
    const { status, limit } = parseOr400(moderationQuery, queryOf(ctx), 'invalid_query');
    const { total, reviews } = store.queue(status, limit);
    sendJson(
      ctx.res,
      200,
      {
        status,
        total,
        reviews: reviews.map((review) => ({ ...publicReview(review, store.photo), userId: review.userId })),
        reasonCodes: REJECTION_CODES,
      },
      NO_STORE,
    );
  });

  router.post('/reviews/v1/reviews/:id/moderation', async (ctx) => {
    authorise(ctx);
    requireJson(ctx);
    const body = parseOr400(moderationBody, await readJson(ctx.req, 4 * 1024), 'invalid_decision');
    const review = reviewOrThrow(ctx);
    if (review.status === body.status)
      throw new HttpError(409, 'already_moderated', `The review is already ${body.status.toLowerCase()}.`);
    const updated = store.moderate(review.id, body.status, body.reasonCode ?? null);
    ctx.log.info('review moderated', { status: updated.status, reasonCode: updated.reasonCode });
    sendJson(
      ctx.res,
      200,
      { id: updated.id, productId: updated.productId, status: updated.status, reasonCode: updated.reasonCode },
      NO_STORE,
    );
  });
}

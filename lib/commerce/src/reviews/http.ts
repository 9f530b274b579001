// HTTP adapter for the review platform (the sandbox's in lib/sandbox/src/reviews speaks the same contract), the key in
// `X-Reviews-Key`, answers checked with zod. Unreachable, 5xx or unreadable → ReviewsError 'unavailable'; a 4xx →
// 'refused' with the provider's code and message; a submission with field errors → 'invalid' with them. Calls go
// through the shared provider client (forms and uploads as form bodies).
import { z } from 'zod';
import { describeFailure, isUnavailableStatus, jsonClient } from '../providers/json-client.ts';
import {
  type ReviewForm,
  type ReviewPhoto,
  type ReviewSubmission,
  ReviewsError,
  type ReviewsProvider,
} from './provider.ts';

export interface HttpReviewsOptions {
  baseUrl: string;
  key: string;
  /** Gives up after this long (default 3 s; photo uploads get 30 s). */
  timeoutMs?: number;
  fetch?: typeof fetch;
}

const stars = z.object({ '1': z.number(), '2': z.number(), '3': z.number(), '4': z.number(), '5': z.number() });
const statistics = z.object({
  productId: z.string(),
  totalReviewCount: z.number().int().min(0),
  averageOverallRating: z.number().min(1).max(5).nullable(),
  ratingDistribution: stars,
  recommendedCount: z.number().int().min(0),
  fit: z.object({ small: z.number(), true: z.number(), large: z.number() }),
});
const photo = z.object({
  id: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  thumbnailWidth: z.number().int(),
  thumbnailHeight: z.number().int(),
});
const review = z.object({
  id: z.string(),
  productId: z.string(),
  status: z.enum(['PENDING', 'APPROVED', 'REJECTED']),
  reasonCode: z.enum(['CR', 'PRI', 'PII', 'IMG', 'URL', 'MSR', 'DBA', 'SI', 'VAC', 'INC']).nullable(),
  rating: z.number().int().min(1).max(5),
  title: z.string(),
  text: z.string(),
  nickname: z.string(),
  fit: z.enum(['small', 'true', 'large']).nullable(),
  sizeBought: z.string().nullable(),
  isRecommended: z.boolean().nullable(),
  verifiedPurchaser: z.boolean(),
  incentivised: z.boolean(),
  photos: z.array(photo),
  helpful: z.number().int(),
  notHelpful: z.number().int(),
  submittedAt: z.string(),
  moderatedAt: z.string().nullable(),
});
const field = z.looseObject({ id: z.string(), type: z.string(), label: z.string(), required: z.boolean() });
const form = z.object({ productId: z.string(), productName: z.string(), fields: z.array(field) });
const fieldErrorsAnswer = z.object({ fieldErrors: z.array(z.object({ field: z.string(), message: z.string() })) });

export function httpReviews(options: HttpReviewsOptions): ReviewsProvider {
  const timeoutMs = options.timeoutMs ?? 3_000;
  const base = options.baseUrl.endsWith('/') ? options.baseUrl : `${options.baseUrl}/`;
  const { call } = jsonClient({
    baseUrl: options.baseUrl,
    headers: { 'x-reviews-key': options.key },
    timeoutMs,
    fetch: options.fetch,
    fail: (failure) => {
      const { message, ...details } = describeFailure(failure, 'The reviews service');
      if (failure.kind !== 'status') return new ReviewsError(message, details);
      const fieldErrors = fieldErrorsAnswer.safeParse(failure.body).data?.fieldErrors;
      const kind = details.kind === 'refused' && fieldErrors ? 'invalid' : details.kind;
      return new ReviewsError(message, { ...details, kind, code: failure.code, fieldErrors });
    },
  });

  return {
    async statistics(productIds) {
      if (productIds.length === 0) return [];
      const query = new URLSearchParams({ productId: productIds.join(',') });
      return (await call(`reviews/v1/statistics?${query}`, z.object({ results: z.array(statistics) }))).results;
    },
    async form(productId) {
      return (await call(`reviews/v1/forms/review?${new URLSearchParams({ productId })}`, form)) as ReviewForm;
    },
    async list(productId, query = {}) {
      const params = new URLSearchParams({ productId });
      if (query.sort) params.set('sort', query.sort);
      if (query.rating) params.set('rating', String(query.rating));
      if (query.hasPhotos) params.set('hasPhotos', 'true');
      if (query.offset) params.set('offset', String(query.offset));
      if (query.limit) params.set('limit', String(query.limit));
      return call(
        `reviews/v1/reviews?${params}`,
        z.object({ total: z.number(), offset: z.number(), limit: z.number(), reviews: z.array(review) }),
      );
    },
    async submit(submission: ReviewSubmission, action) {
      const body = new URLSearchParams({
        action,
        productId: submission.productId,
        userId: submission.userId,
        verifiedPurchaser: String(submission.verifiedPurchaser),
        rating: String(submission.rating),
        title: submission.title,
        // Spec §5: the review text is URI-encoded before submission (then form-encoded as every field is).
        reviewText: encodeURIComponent(submission.text),
        nickname: submission.nickname,
        agreedToTermsAndConditions: String(submission.agreedToTermsAndConditions),
      });
      if (submission.fit) body.set('fit', submission.fit);
      if (submission.sizeBought) body.set('sizeBought', submission.sizeBought);
      if (submission.isRecommended != null) body.set('isRecommended', String(submission.isRecommended));
      if (submission.incentivised) body.set('incentivised', 'true');
      for (const id of submission.photoIds ?? []) body.append('photoId', id);
      const answer = await call('reviews/v1/submissions/review', z.object({ submissionId: z.string().optional() }), {
        form: body,
      });
      return { submissionId: answer.submissionId ?? null };
    },
    async uploadPhoto(file, { fileName, userId }): Promise<ReviewPhoto> {
      const body = new FormData();
      body.set('photo', file, fileName);
      body.set('userId', userId);
      return (await call('reviews/v1/photos', z.object({ photo }), { form: body, timeoutMs: 30_000 })).photo;
    },
    async photo(photoId, size) {
      // The one call that answers bytes, not JSON.
      const url = new URL(`reviews/v1/photos/${encodeURIComponent(photoId)}/${size}`, base);
      const response = await (options.fetch ?? fetch)(url, {
        headers: { accept: 'image/webp', 'x-reviews-key': options.key },
        signal: AbortSignal.timeout(timeoutMs),
        redirect: 'error',
      }).catch((cause: unknown) => {
        throw new ReviewsError('The reviews service could not be reached.', { kind: 'unavailable', cause });
      });
      if (!response.ok)
        throw new ReviewsError(`The reviews service answered ${response.status}.`, {
          kind: isUnavailableStatus(response.status) ? 'unavailable' : 'refused',
          status: response.status,
        });
      return response;
    },
    vote(reviewId, vote, voterId) {
      return call(
        `reviews/v1/reviews/${encodeURIComponent(reviewId)}/feedback`,
        z.object({ helpful: z.number(), notHelpful: z.number() }),
        { body: { vote, voterId } },
      );
    },
    async queue(status, limit = 50) {
      return call(
        `reviews/v1/moderation?${new URLSearchParams({ status, limit: String(limit) })}`,
        z.object({ total: z.number(), reviews: z.array(review.extend({ userId: z.string().nullable() })) }),
      );
    },
    moderate(reviewId, decision) {
      return call(
        `reviews/v1/reviews/${encodeURIComponent(reviewId)}/moderation`,
        z.object({ id: z.string(), productId: z.string(), status: z.enum(['PENDING', 'APPROVED', 'REJECTED']) }),
        { body: decision },
      );
    },
  };
}

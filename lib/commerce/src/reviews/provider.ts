// The port for the review platform (spec §1 product reviews with photo upload, §7 statistics / submitReview /
// dynamicForm / uploadPhoto, §9 review sort). Commerce and the site depend on this interface only; `http.ts` is what
// the provider's URL and key plug into, and the sandbox in lib/sandbox/src/reviews speaks the same contract.

export const REVIEW_SORTS = ['newest', 'oldest', 'rating-high', 'rating-low', 'helpful'] as const;
export type ReviewSort = (typeof REVIEW_SORTS)[number];
/** Spec §9: the sort shoppers know as 'Ratings - High to Low'. */
export const REVIEW_SORT_LABELS: Record<ReviewSort, string> = {
  newest: 'Most recent',
  oldest: 'Oldest',
  'rating-high': 'Ratings - High to Low',
  'rating-low': 'Ratings - Low to High',
  helpful: 'Most helpful',
};

export type ReviewStatus = 'PENDING' | 'APPROVED' | 'REJECTED';
export type Fit = 'small' | 'true' | 'large';
export const REJECTION_REASONS = {
  CR: 'Mentions a competitor',
  PRI: 'Discusses price or availability',
  PII: 'Contains personal information',
  IMG: 'The photo is not suitable',
  URL: 'Contains a web address',
  MSR: 'Star rating does not match the text',
  DBA: 'Duplicate review',
  SI: 'Spam or not about the product',
  VAC: 'Vulgar or abusive content',
  INC: 'Incentive not disclosed',
} as const;
export type RejectionCode = keyof typeof REJECTION_REASONS;

export interface ReviewStatistics {
  productId: string;
  /** Approved reviews only. */
  totalReviewCount: number;
  averageOverallRating: number | null;
  ratingDistribution: Record<'1' | '2' | '3' | '4' | '5', number>;
  recommendedCount: number;
  fit: Record<Fit, number>;
}

export type FormField =
  | { id: 'rating'; type: 'rating'; label: string; required: true; min: number; max: number }
  | { id: 'title' | 'nickname'; type: 'text'; label: string; required: boolean; minLength: number; maxLength: number }
  | { id: 'reviewText'; type: 'textarea'; label: string; required: boolean; minLength: number; maxLength: number }
  | {
      id: 'fit' | 'sizeBought';
      type: 'select';
      label: string;
      required: boolean;
      options: { value: string; label: string }[];
    }
  | {
      id: 'isRecommended' | 'incentivised' | 'agreedToTermsAndConditions';
      type: 'boolean';
      label: string;
      required: boolean;
    }
  | { id: 'photos'; type: 'photos'; label: string; required: boolean; max: number; maxBytes: number; accept: string[] };

export interface ReviewForm {
  productId: string;
  productName: string;
  fields: FormField[];
}

export interface ReviewPhoto {
  id: string;
  width: number;
  height: number;
  thumbnailWidth: number;
  thumbnailHeight: number;
}

export interface Review {
  id: string;
  productId: string;
  status: ReviewStatus;
  reasonCode: RejectionCode | null;
  rating: number;
  title: string;
  text: string;
  nickname: string;
  fit: Fit | null;
  sizeBought: string | null;
  isRecommended: boolean | null;
  verifiedPurchaser: boolean;
  incentivised: boolean;
  photos: ReviewPhoto[];
  helpful: number;
  notHelpful: number;
  submittedAt: string;
  moderatedAt: string | null;
}

export interface ReviewPage {
  total: number;
  offset: number;
  limit: number;
  reviews: Review[];
}

export interface ReviewSubmission {
  productId: string;
  /** The signed-in customer. */
  userId: string;
  /** The shop found the product in the customer's orders. */
  verifiedPurchaser: boolean;
  rating: number;
  title: string;
  /** Plain text: the adapter URI-encodes it (spec §5). */
  text: string;
  nickname: string;
  fit?: Fit | null;
  sizeBought?: string | null;
  isRecommended?: boolean | null;
  incentivised?: boolean;
  agreedToTermsAndConditions: boolean;
  photoIds?: readonly string[];
}

export interface ReviewsProvider {
  statistics(productIds: readonly string[]): Promise<ReviewStatistics[]>;
  form(productId: string): Promise<ReviewForm>;
  list(
    productId: string,
    query?: {
      sort?: ReviewSort;
      rating?: number | null;
      /** Only reviews with at least one photo (the customer photo gallery). */
      hasPhotos?: boolean;
      offset?: number;
      limit?: number;
    },
  ): Promise<ReviewPage>;
  /** `preview` validates without storing; `submit` stores it PENDING. Field errors are a ReviewsError 'invalid'. */
  submit(submission: ReviewSubmission, action: 'preview' | 'submit'): Promise<{ submissionId: string | null }>;
  uploadPhoto(photo: Blob, options: { fileName: string; userId: string }): Promise<ReviewPhoto>;
  /** The stored picture (WebP), for the shop to serve from its own origin. */
  photo(photoId: string, size: 'normal' | 'thumbnail'): Promise<Response>;
  vote(
    reviewId: string,
    vote: 'helpful' | 'unhelpful',
    voterId: string,
  ): Promise<{ helpful: number; notHelpful: number }>;
  queue(
    status: ReviewStatus,
    limit?: number,
  ): Promise<{ total: number; reviews: (Review & { userId: string | null })[] }>;
  moderate(
    reviewId: string,
    decision: { status: 'APPROVED' } | { status: 'REJECTED'; reasonCode: RejectionCode },
  ): Promise<{ id: string; productId: string; status: ReviewStatus }>;
}

export interface FieldError {
  field: string;
  message: string;
}

export class ReviewsError extends Error {
  /** unavailable: unreachable, 5xx or not the contract; refused: a 4xx; invalid: a submission with field errors. */
  readonly kind: 'unavailable' | 'refused' | 'invalid';
  readonly status: number | undefined;
  /** The provider's error code (e.g. not_an_image, photo_too_large, already_reviewed). */
  readonly code: string | undefined;
  readonly fieldErrors: FieldError[];

  constructor(
    message: string,
    options: {
      kind: ReviewsError['kind'];
      status?: number;
      code?: string;
      fieldErrors?: FieldError[];
      cause?: unknown;
    },
  ) {
    super(message, { cause: options.cause });
    this.name = 'ReviewsError';
    this.kind = options.kind;
    this.status = options.status;
    this.code = options.code;
    this.fieldErrors = options.fieldErrors ?? [];
  }
}

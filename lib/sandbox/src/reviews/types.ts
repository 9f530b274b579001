// The reviews provider's records. A review is PENDING until a moderator approves or rejects it (with a reason code);
// only APPROVED ones are shown or counted.

export const REVIEW_STATUSES = ['PENDING', 'APPROVED', 'REJECTED'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

/**
 * Rejection reason codes (Bazaarvoice's moderation codes): competitor, price, personal information, image, URL,
 * misleading star rating, duplicate, spam or irrelevant, vulgar or abusive content, and incentive not disclosed.
 */
export const REJECTION_CODES = {
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
export type RejectionCode = keyof typeof REJECTION_CODES;

export const FITS = ['small', 'true', 'large'] as const;
export type Fit = (typeof FITS)[number];

export interface Review {
  id: string;
  productId: string;
  status: ReviewStatus;
  reasonCode: RejectionCode | null;
  rating: number;
  title: string;
  text: string;
  nickname: string;
  /** The shop's customer id of the author; null for seeded reviews. */
  userId: string | null;
  fit: Fit | null;
  sizeBought: string | null;
  isRecommended: boolean | null;
  /** The shop found the product in the author's orders. */
  verifiedPurchaser: boolean;
  /** The author said they were given the product or paid for the review (shown as such, DMCC Act Sch 20). */
  incentivised: boolean;
  photoIds: string[];
  helpful: number;
  notHelpful: number;
  submittedAt: string;
  moderatedAt: string | null;
}

export interface Photo {
  id: string;
  /** The review it was attached to, once submitted. */
  reviewId: string | null;
  /** The shop's customer id of the uploader, when given: only they can attach it. */
  userId: string | null;
  width: number;
  height: number;
  thumbnailWidth: number;
  thumbnailHeight: number;
  uploadedAt: string;
}

// The reviews provider's state: submitted reviews, moderation decisions, helpful votes and photos, each change one JSON
// line in a journal under the sandbox data dir (replayed at start), the re-encoded photos as files beside it. Seeded
// reviews are not journalled: they are made from the product feed when a product is first asked about (seeded.ts),
// and only the votes and moderation decisions on them are. Writes are synchronous, so a check-then-write in one handler
// cannot interleave with another request.
import { randomBytes } from 'node:crypto';
import { appendFileSync, existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Logger } from '../log.ts';
import type { Catalogue } from './catalogue.ts';
import type { ProcessedPhoto } from './photos.ts';
import { seededReviews } from './seeded.ts';
import type { Photo, RejectionCode, Review, ReviewStatus } from './types.ts';

type JournalEntry =
  | { kind: 'review'; review: Review }
  | { kind: 'moderation'; id: string; status: ReviewStatus; reasonCode: RejectionCode | null; at: string }
  | { kind: 'vote'; id: string; voterId: string; helpful: boolean }
  | { kind: 'photo'; photo: Photo }
  | { kind: 'attach'; photoId: string; reviewId: string };

export interface Statistics {
  productId: string;
  totalReviewCount: number;
  /** Two decimals; null without approved reviews. */
  averageOverallRating: number | null;
  ratingDistribution: Record<'1' | '2' | '3' | '4' | '5', number>;
  recommendedCount: number;
  fit: { small: number; true: number; large: number };
}

export type ReviewSort = 'newest' | 'oldest' | 'rating-high' | 'rating-low' | 'helpful';

export interface ReviewsStore {
  /** Every review of a product (seeded and submitted) with moderation and votes applied. */
  reviewsOf(productId: string): Review[];
  review(id: string): Review | undefined;
  statistics(productId: string): Statistics;
  list(
    productId: string,
    query: { sort: ReviewSort; rating?: number; hasPhotos?: boolean; offset: number; limit: number },
  ): { total: number; reviews: Review[] };
  queue(status: ReviewStatus, limit: number): { total: number; reviews: Review[] };
  add(
    review: Omit<Review, 'id' | 'submittedAt' | 'status' | 'reasonCode' | 'moderatedAt' | 'helpful' | 'notHelpful'>,
  ): Review;
  moderate(id: string, status: ReviewStatus, reasonCode: RejectionCode | null): Review;
  /** False when this voter already voted on the review. */
  vote(id: string, voterId: string, helpful: boolean): boolean;
  savePhoto(processed: ProcessedPhoto, userId: string | null): Photo;
  photo(id: string): Photo | undefined;
  photoFile(id: string, size: 'normal' | 'thumbnail'): string;
  count(): { reviews: number; photos: number };
}

export function createReviewsStore(
  dir: string,
  options: { catalogue: Catalogue; log: Logger; now?: () => Date },
): ReviewsStore {
  const now = options.now ?? (() => new Date());
  const journal = path.join(dir, 'journal.jsonl');
  const photoDir = path.join(dir, 'photos');
  const submitted = new Map<string, Review>();
  const decisions = new Map<string, { status: ReviewStatus; reasonCode: RejectionCode | null; at: string }>();
  const votes = new Map<string, Map<string, boolean>>();
  const photos = new Map<string, Photo>();
  const seededCache = new Map<string, { version: number; reviews: Review[] }>();

  const apply = (entry: JournalEntry) => {
    switch (entry.kind) {
      case 'review':
        submitted.set(entry.review.id, entry.review);
        break;
      case 'moderation':
        decisions.set(entry.id, { status: entry.status, reasonCode: entry.reasonCode, at: entry.at });
        break;
      case 'vote': {
        const row = votes.get(entry.id) ?? new Map<string, boolean>();
        votes.set(entry.id, row);
        row.set(entry.voterId, entry.helpful);
        break;
      }
      case 'photo':
        photos.set(entry.photo.id, entry.photo);
        break;
      case 'attach': {
        const photo = photos.get(entry.photoId);
        if (photo) photos.set(photo.id, { ...photo, reviewId: entry.reviewId });
        break;
      }
    }
  };
  const write = (entry: JournalEntry) => {
    mkdirSync(dir, { recursive: true });
    appendFileSync(journal, `${JSON.stringify(entry)}\n`, { mode: 0o600 });
    apply(entry);
  };

  if (existsSync(journal)) {
    for (const line of readFileSync(journal, 'utf8').split('\n')) {
      if (line.trim() === '') continue;
      try {
        apply(JSON.parse(line) as JournalEntry);
      } catch {
        options.log.warn('unreadable reviews journal line skipped');
      }
    }
  }

  /** A review as it stands: its moderation decision and its votes applied. */
  const current = (review: Review): Review => {
    const decision = decisions.get(review.id);
    const row = votes.get(review.id);
    let helpful = review.helpful;
    let notHelpful = review.notHelpful;
    for (const vote of row?.values() ?? []) vote ? helpful++ : notHelpful++;
    return {
      ...review,
      ...(decision ? { status: decision.status, reasonCode: decision.reasonCode, moderatedAt: decision.at } : {}),
      helpful,
      notHelpful,
    };
  };

  const seededOf = (productId: string): Review[] => {
    const product = options.catalogue.product(productId); // re-reads the feed when it changed
    const version = options.catalogue.version();
    const cached = seededCache.get(productId);
    if (cached?.version === version) return cached.reviews;
    const reviews = product ? seededReviews(product) : [];
    seededCache.set(productId, { version, reviews });
    return reviews;
  };

  const reviewsOf = (productId: string): Review[] => {
    const mine = [...submitted.values()].filter((review) => review.productId === productId);
    return [...seededOf(productId), ...mine].map(current);
  };

  const findReview = (id: string): Review | undefined => {
    const own = submitted.get(id);
    if (own) return current(own);
    const match = /^s-(.+)-(\d+)$/.exec(id);
    if (!match) return undefined;
    const seededReview = seededOf(match[1]!)[Number(match[2]) - 1];
    return seededReview?.id === id ? current(seededReview) : undefined;
  };

  const byNewest = (a: Review, b: Review) =>
    b.submittedAt.localeCompare(a.submittedAt) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
  const SORTS: Record<ReviewSort, (a: Review, b: Review) => number> = {
    newest: byNewest,
    oldest: (a, b) => -byNewest(a, b),
    'rating-high': (a, b) => b.rating - a.rating || byNewest(a, b),
    'rating-low': (a, b) => a.rating - b.rating || byNewest(a, b),
    helpful: (a, b) => b.helpful - b.notHelpful - (a.helpful - a.notHelpful) || byNewest(a, b),
  };

  return {
    reviewsOf,
    review: findReview,
    statistics(productId) {
      const approved = reviewsOf(productId).filter((review) => review.status === 'APPROVED');
      const ratingDistribution = { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 };
      const fit = { small: 0, true: 0, large: 0 };
      let stars = 0;
      let recommendedCount = 0;
      for (const review of approved) {
        ratingDistribution[String(review.rating) as keyof typeof ratingDistribution]++;
        stars += review.rating;
        if (review.isRecommended) recommendedCount++;
        if (review.fit) fit[review.fit]++;
      }
      return {
        productId,
        totalReviewCount: approved.length,
        averageOverallRating: approved.length ? Math.round((stars / approved.length) * 100) / 100 : null,
        ratingDistribution,
        recommendedCount,
        fit,
      };
    },
    list(productId, query) {
      const shown = reviewsOf(productId)
        .filter(
          (review) =>
            review.status === 'APPROVED' &&
            (!query.rating || review.rating === query.rating) &&
            (!query.hasPhotos || review.photoIds.length > 0),
        )
        .sort(SORTS[query.sort]);
      return { total: shown.length, reviews: shown.slice(query.offset, query.offset + query.limit) };
    },
    queue(status, limit) {
      // Seeded reviews are all approved; the queue is the shoppers' submissions.
      const matches = [...submitted.values()]
        .map(current)
        .filter((review) => review.status === status)
        .sort((a, b) => -byNewest(a, b));
      return { total: matches.length, reviews: matches.slice(0, limit) };
    },
    add(input) {
      const review: Review = {
        ...input,
        id: `r-${randomBytes(9).toString('base64url')}`,
        status: 'PENDING',
        reasonCode: null,
        helpful: 0,
        notHelpful: 0,
        submittedAt: now().toISOString(),
        moderatedAt: null,
      };
      write({ kind: 'review', review });
      for (const photoId of review.photoIds) write({ kind: 'attach', photoId, reviewId: review.id });
      return review;
    },
    moderate(id, status, reasonCode) {
      write({ kind: 'moderation', id, status, reasonCode, at: now().toISOString() });
      const review = findReview(id);
      if (!review) throw new Error(`review ${id} vanished`);
      return review;
    },
    vote(id, voterId, helpful) {
      if (votes.get(id)?.has(voterId)) return false;
      write({ kind: 'vote', id, voterId, helpful });
      return true;
    },
    savePhoto(processed, userId) {
      const photo: Photo = {
        id: `p-${randomBytes(12).toString('base64url')}`,
        reviewId: null,
        userId,
        width: processed.normal.width,
        height: processed.normal.height,
        thumbnailWidth: processed.thumbnail.width,
        thumbnailHeight: processed.thumbnail.height,
        uploadedAt: now().toISOString(),
      };
      mkdirSync(photoDir, { recursive: true });
      // Files first (temp + rename), the journal line last: a crash between leaves an orphan file, never a dangling id.
      for (const [size, picture] of [
        ['normal', processed.normal],
        ['thumbnail', processed.thumbnail],
      ] as const) {
        const file = path.join(photoDir, `${photo.id}-${size}.webp`);
        writeFileSync(`${file}.tmp`, picture.bytes, { mode: 0o600 });
        renameSync(`${file}.tmp`, file);
      }
      write({ kind: 'photo', photo });
      return photo;
    },
    photo: (id) => photos.get(id),
    photoFile: (id, size) => path.join(photoDir, `${id}-${size}.webp`),
    count: () => ({ reviews: submitted.size, photos: photos.size }),
  };
}

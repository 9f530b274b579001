// The merchandisers' moderation queue: each shopper's review with its photos, verified-purchase and incentive flags,
// and the decision (approve, or reject with a reason code).
import type { RejectionCode, Review, ReviewStatus } from '@shop/commerce/reviews/provider';
import { Rating } from '@shop/ui/rating';
import { ModerationDecision } from './moderation-client.tsx';
import * as styles from './reviews.css.ts';

const dateFormat = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Europe/London',
});
const LABELS: Record<ReviewStatus, string> = { PENDING: 'Waiting', APPROVED: 'Approved', REJECTED: 'Rejected' };

export function ModerationQueue({
  status,
  statuses,
  total,
  reviews,
  reasons,
}: {
  status: ReviewStatus;
  statuses: readonly ReviewStatus[];
  total: number;
  reviews: (Review & { userId: string | null })[];
  reasons: Record<RejectionCode, string>;
}) {
  return (
    <section aria-labelledby="moderation-title" className={styles.section}>
      <h1 id="moderation-title" className={styles.title}>
        Review moderation
      </h1>
      <nav aria-label="Reviews by status">
        <ul className={styles.photos}>
          {statuses.map((value) => (
            <li key={value}>
              <a href={`?status=${value}`} aria-current={value === status ? 'page' : undefined} className={styles.tab}>
                {LABELS[value]}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <p className={styles.muted}>
        {total} {total === 1 ? 'review' : 'reviews'} {LABELS[status].toLowerCase()}
      </p>
      <ol className={styles.queue}>
        {reviews.map((review) => (
          <li key={review.id} className={styles.card}>
            <article aria-labelledby={`moderate-${review.id}`} className={styles.field}>
              <Rating average={review.rating} count={1} showCount={false} label={`Rated ${review.rating} out of 5`} />
              <h2 id={`moderate-${review.id}`} className={styles.reviewTitle}>
                {review.title}
              </h2>
              <p className={styles.meta}>
                <a href={`/shop/p/${review.productId.toLowerCase()}#reviews`}>Product {review.productId}</a>
                <span>by {review.nickname}</span>
                <span>customer {review.userId ?? 'unknown'}</span>
                <time dateTime={review.submittedAt}>{dateFormat.format(new Date(review.submittedAt))}</time>
                <span className={styles.badge}>
                  {review.verifiedPurchaser ? 'Verified purchase' : 'Not a verified purchase'}
                </span>
                {review.incentivised ? <span className={styles.badge}>Incentivised</span> : null}
                {review.reasonCode ? <span className={styles.badge}>Reason: {reasons[review.reasonCode]}</span> : null}
              </p>
              <p className={styles.reviewText}>{review.text}</p>
              {review.photos.length > 0 ? (
                <ul className={styles.photos} aria-label="Photos">
                  {review.photos.map((photo, index) => (
                    <li key={photo.id}>
                      <a href={`/images/reviews/${photo.id}-normal.webp`} target="_blank" rel="noreferrer">
                        <img
                          className={styles.thumbnail}
                          src={`/images/reviews/${photo.id}-thumbnail.webp`}
                          width={photo.thumbnailWidth}
                          height={photo.thumbnailHeight}
                          alt={`${index + 1} of ${review.photos.length}, full size in a new tab`}
                        />
                      </a>
                    </li>
                  ))}
                </ul>
              ) : null}
              {review.status !== 'REJECTED' ? (
                <ModerationDecision
                  reviewId={review.id}
                  title={review.title}
                  status={review.status}
                  reasons={reasons}
                />
              ) : null}
            </article>
          </li>
        ))}
      </ol>
    </section>
  );
}

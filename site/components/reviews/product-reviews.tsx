// The product page's reviews (spec §1 product reviews with photo upload; §9 'Ratings - High to Low'): the summary
// over approved reviews (average, count, distribution, recommend and fit), the filter by stars, the sort, one page of
// reviews with their photos and helpful votes, and the page links. Rendered on the server under Suspense, so the
// product shows first; sort, filter and page are plain URL parameters (crawlable links, no script needed).
import { REVIEW_SORTS, type Review, type ReviewSort, type ReviewStatistics } from '@shop/commerce/reviews/provider';
import { createLogger } from '@shop/runtime/log';
import { Pagination } from '@shop/ui/pagination';
import { Rating } from '@shop/ui/rating';
import { cache } from 'react';
import { keepFallbackBriefly } from '@/lib/cache/page-life.ts';
import { reviewsProvider } from '@/lib/reviews/provider.ts';
import { toggles } from '@/lib/toggles/names.ts';
import { isToggleEnabled } from '@/lib/toggles/server.ts';
import { HelpfulVote } from './helpful-client.tsx';
import { ReviewPhotos } from './photo-lightbox-client.tsx';
import { ReviewSortSelect } from './review-sort-client.tsx';
import * as styles from './reviews.css.ts';
import { WriteReview } from './write-review-client.tsx';

const log = createLogger('site').child({ component: 'reviews' });

export const REVIEWS_PAGE_SIZE = 10;
/** A page waits no longer than this for the review platform. */
const PAGE_TIMEOUT_MS = 1500;

export interface ReviewsQuery {
  sort: ReviewSort;
  rating: number | null;
  page: number;
}

/** The reviews part of the product page's query string; anything unexpected falls back to the defaults. */
export function reviewsQuery(search: Record<string, string | string[] | undefined>): ReviewsQuery {
  const one = (name: string) => {
    const value = search[name];
    return Array.isArray(value) ? value[0] : value;
  };
  const sort = REVIEW_SORTS.find((value) => value === one('reviewSort')) ?? 'newest';
  const rating = Number(one('reviewRating'));
  const page = Number(one('reviewPage'));
  return {
    sort,
    rating: Number.isInteger(rating) && rating >= 1 && rating <= 5 ? rating : null,
    page: Number.isInteger(page) && page >= 1 && page <= 1000 ? page : 1,
  };
}

const dateFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Europe/London',
});
const FIT_LABELS = { small: 'Runs small', true: 'True to size', large: 'Runs large' } as const;

function href(path: string, query: ReviewsQuery, change: Partial<ReviewsQuery>): string {
  const next = { ...query, ...change };
  const params = new URLSearchParams();
  if (next.sort !== 'newest') params.set('reviewSort', next.sort);
  if (next.rating) params.set('reviewRating', String(next.rating));
  if (next.page > 1) params.set('reviewPage', String(next.page));
  const search = params.toString();
  return `${path}${search ? `?${search}` : ''}#reviews`;
}

function Summary({ stats, path, query }: { stats: ReviewStatistics; path: string; query: ReviewsQuery }) {
  const total = stats.totalReviewCount;
  const fits = Object.entries(stats.fit) as [keyof typeof FIT_LABELS, number][];
  const fitVotes = fits.reduce((sum, [, n]) => sum + n, 0);
  const topFit = fits.sort((a, b) => b[1] - a[1])[0];
  return (
    <div className={styles.overview}>
      <div className={styles.average}>
        <p className={styles.averageFigure}>{stats.averageOverallRating?.toFixed(1)}</p>
        <Rating average={stats.averageOverallRating} count={total} />
        <p className={styles.muted}>
          Based on {total} {total === 1 ? 'review' : 'reviews'}
        </p>
        {stats.recommendedCount > 0 ? (
          <p className={styles.muted}>{Math.round((stats.recommendedCount / total) * 100)}% would recommend it</p>
        ) : null}
        {topFit && fitVotes > 0 ? (
          <p className={styles.muted}>
            Fit: most say {FIT_LABELS[topFit[0]].toLowerCase()} ({topFit[1]} of {fitVotes})
          </p>
        ) : null}
      </div>
      <nav aria-label="Filter reviews by rating">
        <ul className={styles.distribution}>
          {([5, 4, 3, 2, 1] as const).map((stars) => {
            const n = stats.ratingDistribution[String(stars) as '1'];
            const active = query.rating === stars;
            return (
              <li key={stars} className={styles.distributionRow} data-active={active || undefined}>
                {/* The link is the row's label alone (the whole row is its target), the count plain text after it. */}
                <a
                  className={styles.distributionLink}
                  href={href(path, query, { rating: active ? null : stars, page: 1 })}
                  aria-current={active ? 'true' : undefined}
                  rel="nofollow"
                >
                  {stars} {stars === 1 ? 'star' : 'stars'}
                </a>
                <span className={styles.bar} aria-hidden="true">
                  <span className={styles.barFill} style={{ width: `${total ? (n / total) * 100 : 0}%` }} />
                </span>
                <span className={styles.count}>
                  {n}
                  <span className="visually-hidden">{n === 1 ? ' review' : ' reviews'}</span>
                </span>
              </li>
            );
          })}
        </ul>
      </nav>
    </div>
  );
}

export interface ShownReviews {
  /** Over approved reviews only. */
  statistics: ReviewStatistics;
  /** The page of approved reviews the section shows (its sort, filter and page). */
  page: { total: number; reviews: Review[] };
}

/**
 * What the reviews section shows for one request: 'off' when the product-reviews switch is off, null when the
 * platform did not answer in time. Cached per request (React `cache`), so the section and the product's JSON-LD
 * read the same answer from one call: the structured data describes exactly the reviews on the page.
 */
export const loadShownReviews = cache(
  async (
    productNumber: string,
    sort: ReviewSort,
    rating: number | null,
    pageNumber: number,
  ): Promise<ShownReviews | 'off' | null> => {
    if (!(await isToggleEnabled(toggles.productReviews))) return 'off';
    const provider = reviewsProvider(PAGE_TIMEOUT_MS);
    try {
      const [[statistics], page] = await Promise.all([
        provider.statistics([productNumber]),
        provider.list(productNumber, {
          sort,
          rating,
          offset: (pageNumber - 1) * REVIEWS_PAGE_SIZE,
          limit: REVIEWS_PAGE_SIZE,
        }),
      ]);
      return statistics ? { statistics, page } : null;
    } catch (error) {
      log.warn({ err: error, productNumber }, 'shown without reviews');
      await keepFallbackBriefly();
      return null;
    }
  },
);

export async function ProductReviews({
  productNumber,
  productName,
  path,
  query,
}: {
  productNumber: string;
  productName: string;
  /** The product page's path, for the sort, filter and page links. */
  path: string;
  query: ReviewsQuery;
}) {
  const [loaded, photoUpload] = await Promise.all([
    loadShownReviews(productNumber, query.sort, query.rating, query.page),
    isToggleEnabled(toggles.reviewPhotoUpload),
  ]);
  if (loaded === 'off') return null;
  const stats = loaded?.statistics;
  const page = loaded?.page;
  const heading = (
    <h2 id="reviews-title" className={styles.title}>
      Reviews
    </h2>
  );
  if (!stats || !page) {
    return (
      <section id="reviews" aria-labelledby="reviews-title" className={styles.section}>
        {heading}
        <p className={styles.muted}>Reviews are not available at the moment. Please try again later.</p>
      </section>
    );
  }
  const pageCount = Math.max(1, Math.ceil(page.total / REVIEWS_PAGE_SIZE));
  return (
    <section id="reviews" aria-labelledby="reviews-title" className={styles.section}>
      {heading}
      {stats.totalReviewCount > 0 ? (
        <Summary stats={stats} path={path} query={query} />
      ) : (
        <p className={styles.muted}>No reviews yet. Be the first to review the {productName.toLowerCase()}.</p>
      )}
      <WriteReview productNumber={productNumber} productName={productName} photoUpload={photoUpload} />
      {stats.totalReviewCount > 0 ? (
        <div className={styles.controls}>
          <p className={styles.muted} aria-live="polite">
            {query.rating
              ? `${page.total} ${page.total === 1 ? 'review' : 'reviews'} with ${query.rating} ${query.rating === 1 ? 'star' : 'stars'}. `
              : `${page.total} ${page.total === 1 ? 'review' : 'reviews'}. `}
            {query.rating ? (
              <a href={href(path, query, { rating: null, page: 1 })} rel="nofollow">
                Show all reviews
              </a>
            ) : null}
          </p>
          <ReviewSortSelect value={query.sort} />
        </div>
      ) : null}
      {page.reviews.length > 0 ? (
        <ol className={styles.list} aria-label="Reviews">
          {page.reviews.map((review) => (
            <li key={review.id} className={styles.review}>
              <article aria-labelledby={`review-${review.id}`} className={styles.reviewBody}>
                <Rating
                  average={review.rating}
                  count={1}
                  size="small"
                  showCount={false}
                  label={`Rated ${review.rating} out of 5`}
                />
                <h3 id={`review-${review.id}`} className={styles.reviewTitle}>
                  {review.title}
                </h3>
                <p className={styles.meta}>
                  <span>{review.nickname}</span>
                  <time dateTime={review.submittedAt}>{dateFormat.format(new Date(review.submittedAt))}</time>
                  {review.verifiedPurchaser ? <span className={styles.badge}>Verified purchase</span> : null}
                  {review.incentivised ? (
                    <span className={styles.badge}>Received the product free or a reward for this review</span>
                  ) : null}
                </p>
                <p className={styles.reviewText}>{review.text}</p>
                {review.fit || review.sizeBought || review.isRecommended !== null ? (
                  <p className={styles.meta}>
                    {review.fit ? <span>Fit: {FIT_LABELS[review.fit]}</span> : null}
                    {review.sizeBought ? <span>Size bought: {review.sizeBought}</span> : null}
                    {review.isRecommended === true ? <span>Recommends this product</span> : null}
                    {review.isRecommended === false ? <span>Does not recommend this product</span> : null}
                  </p>
                ) : null}
                {review.photos.length > 0 ? (
                  <ReviewPhotos
                    reviewTitle={review.title}
                    photos={review.photos.map((photo, index) => ({
                      id: photo.id,
                      alt: `Photo ${index + 1} of ${review.photos.length} from ${review.nickname}’s review`,
                      thumbnail: {
                        src: `/images/reviews/${photo.id}-thumbnail.webp`,
                        width: photo.thumbnailWidth,
                        height: photo.thumbnailHeight,
                      },
                      full: {
                        src: `/images/reviews/${photo.id}-normal.webp`,
                        width: photo.width,
                        height: photo.height,
                      },
                    }))}
                  />
                ) : null}
                <HelpfulVote reviewId={review.id} helpful={review.helpful} notHelpful={review.notHelpful} />
              </article>
            </li>
          ))}
        </ol>
      ) : stats.totalReviewCount > 0 ? (
        <p className={styles.empty}>No reviews match this filter.</p>
      ) : null}
      <Pagination
        page={Math.min(query.page, pageCount)}
        pageCount={pageCount}
        hrefForPage={(n) => href(path, query, { page: n })}
        label="Review pages"
      />
    </section>
  );
}

import { onFirstUse } from './intl.ts';
import * as styles from './rating.css.ts';

export interface RatingProps {
  /** Average rating out of 5; nothing renders when absent or zero. */
  average: number | null | undefined;
  /** Number of reviews; nothing renders when zero. */
  count: number | null | undefined;
  size?: 'small' | 'medium';
  /** Show "(27)" after the stars; off for one review's own stars. Defaults to true. */
  showCount?: boolean;
  /** The accessible name instead of "4.3 out of 5, 27 reviews" (e.g. "Rated 4 out of 5"). */
  label?: string;
  className?: string;
}

const maxStars = 5;
const oneDecimal = onFirstUse(() => new Intl.NumberFormat('en-GB', { maximumFractionDigits: 1 }));
const wholeNumber = onFirstUse(() => new Intl.NumberFormat('en-GB'));

/** The accessible name, e.g. "4.3 out of 5, 27 reviews". */
export function ratingLabel(average: number, count: number): string {
  return `${oneDecimal().format(average)} out of ${maxStars}, ${wholeNumber().format(count)} ${count === 1 ? 'review' : 'reviews'}`;
}

/** Stars with the review count, announced as one image: "4.3 out of 5, 27 reviews". Renders nothing when unrated. */
export function Rating({ average, count, size = 'medium', showCount = true, label: name, className }: RatingProps) {
  if (average == null || !Number.isFinite(average) || average <= 0 || !count || count <= 0) return null;
  const clamped = Math.min(average, maxStars);
  const label = name ?? ratingLabel(clamped, count);
  return (
    <span
      role="img"
      aria-label={label}
      className={[styles.rating, styles.size[size], className].filter(Boolean).join(' ')}
    >
      {/* Five stars drawn by one masked box (rating.css.ts), filled to the average: two elements, not twenty. */}
      <span className={styles.stars} aria-hidden="true">
        <span className={styles.filled} style={{ width: `${(clamped / maxStars) * 100}%` }} />
      </span>
      {showCount ? (
        <span className={styles.count} aria-hidden="true">
          ({wholeNumber().format(count)})
        </span>
      ) : null}
    </span>
  );
}

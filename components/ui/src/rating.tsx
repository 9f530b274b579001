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
const oneDecimal = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 1 });
const wholeNumber = new Intl.NumberFormat('en-GB');

/** The accessible name, e.g. "4.3 out of 5, 27 reviews". */
export function ratingLabel(average: number, count: number): string {
  return `${oneDecimal.format(average)} out of ${maxStars}, ${wholeNumber.format(count)} ${count === 1 ? 'review' : 'reviews'}`;
}

const starPath = 'M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z';

function Stars() {
  return (
    <span className={styles.row}>
      {Array.from({ length: maxStars }, (_, i) => (
        <svg key={i} className={styles.star} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d={starPath} fill="currentColor" />
        </svg>
      ))}
    </span>
  );
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
      <span className={styles.stars}>
        <span className={styles.empty}>
          <Stars />
        </span>
        <span className={styles.filled} style={{ width: `${(clamped / maxStars) * 100}%` }}>
          <Stars />
        </span>
      </span>
      {showCount ? (
        <span className={styles.count} aria-hidden="true">
          ({wholeNumber.format(count)})
        </span>
      ) : null}
    </span>
  );
}

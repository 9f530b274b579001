import * as styles from './reviews.css.ts';

/** Holds the reviews' place while they stream in. */
export function ReviewsLoading() {
  return (
    <section aria-labelledby="reviews-title" className={styles.section} aria-busy="true">
      <h2 id="reviews-title" className={styles.title}>
        Reviews
      </h2>
      <p className={styles.muted}>Loading reviews…</p>
    </section>
  );
}

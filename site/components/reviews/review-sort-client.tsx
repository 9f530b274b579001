'use client';
// The reviews' sort (spec §9 'Ratings - High to Low' among them): choosing one loads the page with it, back to the
// first page of reviews, without jumping away from the reviews.
import { REVIEW_SORT_LABELS, REVIEW_SORTS, type ReviewSort } from '@shop/commerce/reviews/provider';
import { useRouter } from 'next/navigation';
import { useTransition } from 'react';
import * as styles from './reviews.css.ts';

export function ReviewSortSelect({ value }: { value: ReviewSort }) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  return (
    <div>
      <label htmlFor="review-sort" className={styles.label}>
        Sort reviews by
      </label>
      <select
        id="review-sort"
        className={styles.select}
        value={value}
        aria-busy={pending || undefined}
        onChange={(event) => {
          // The address as the shopper sees it, read when they choose: the page is one cached HTML for every query
          // (useSearchParams would leave the section out of it, to be rendered in the browser).
          const { pathname, search } = window.location;
          const params = new URLSearchParams(search);
          params.delete('reviewPage');
          if (event.target.value === 'newest') params.delete('reviewSort');
          else params.set('reviewSort', event.target.value);
          const query = params.toString();
          startTransition(() => router.push(`${pathname}${query ? `?${query}` : ''}#reviews`, { scroll: false }));
        }}
      >
        {REVIEW_SORTS.map((sort) => (
          <option key={sort} value={sort}>
            {REVIEW_SORT_LABELS[sort]}
          </option>
        ))}
      </select>
    </div>
  );
}

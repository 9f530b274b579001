import * as styles from './pagination.css.ts';

export type PageItem = number | 'ellipsis';

/**
 * The page numbers to show: always the first and last page and `siblings` either side of the current one, with an
 * ellipsis for each gap of two or more pages (a gap of one shows that page instead, since "…" would hide no more).
 */
export function pageItems(page: number, pageCount: number, siblings = 1): PageItem[] {
  const totalPages = Math.trunc(pageCount);
  if (!Number.isFinite(totalPages) || totalPages < 1) return [];
  const current = Math.min(Math.max(1, Math.trunc(page) || 1), totalPages);
  const around = Math.max(0, Math.trunc(siblings) || 0);
  const start = Math.max(1, current - around);
  const end = Math.min(totalPages, current + around);
  const items: PageItem[] = [];
  if (start > 1) {
    items.push(1);
    if (start === 3) items.push(2);
    else if (start > 3) items.push('ellipsis');
  }
  for (let n = start; n <= end; n += 1) items.push(n);
  if (end < totalPages) {
    if (end === totalPages - 2) items.push(totalPages - 1);
    else if (end < totalPages - 2) items.push('ellipsis');
    items.push(totalPages);
  }
  return items;
}

export interface PaginationProps {
  /** The current page, 1-based. */
  page: number;
  pageCount: number;
  /** Builds the URL of page n (1-based), so every page is a real, crawlable link. */
  hrefForPage: (page: number) => string;
  /** Pages shown either side of the current one. Defaults to 1. */
  siblings?: number;
  /** Accessible name of the navigation landmark. */
  label?: string;
  className?: string;
}

function Arrow({ direction }: { direction: 'left' | 'right' }) {
  return (
    <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path
        d={direction === 'right' ? 'M6 3l5 5-5 5' : 'M10 3L5 8l5 5'}
        fill="none"
        stroke="currentColor"
        strokeWidth="1.75"
      />
    </svg>
  );
}

/**
 * Page links in a labelled `<nav>`: previous, numbered pages with ellipses, next. Plain links, so it renders on the
 * server and works without JavaScript. The current page carries `aria-current="page"`. Nothing renders for one page.
 */
export function Pagination({
  page,
  pageCount,
  hrefForPage,
  siblings = 1,
  label = 'Pagination',
  className,
}: PaginationProps) {
  const totalPages = Math.trunc(pageCount);
  if (!Number.isFinite(totalPages) || totalPages <= 1) return null;
  const current = Math.min(Math.max(1, Math.trunc(page) || 1), totalPages);
  return (
    <nav aria-label={label} className={className}>
      <ul className={styles.list}>
        {current > 1 && (
          <li>
            <a className={styles.step} href={hrefForPage(current - 1)} rel="prev" aria-label="Previous page">
              <Arrow direction="left" />
              <span className={styles.stepText}>Previous</span>
            </a>
          </li>
        )}
        {pageItems(current, totalPages, siblings).map((item, index) =>
          item === 'ellipsis' ? (
            <li key={`ellipsis-${index}`} className={styles.ellipsis} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item}>
              <a
                className={styles.page}
                href={hrefForPage(item)}
                aria-label={`Page ${item}`}
                aria-current={item === current ? 'page' : undefined}
              >
                {item}
              </a>
            </li>
          ),
        )}
        {current < totalPages && (
          <li>
            <a className={styles.step} href={hrefForPage(current + 1)} rel="next" aria-label="Next page">
              <span className={styles.stepText}>Next</span>
              <Arrow direction="right" />
            </a>
          </li>
        )}
      </ul>
    </nav>
  );
}

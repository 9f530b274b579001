// Plain HTML, rendered on the server: a labelled `<nav>` around an ordered list of links needs no script to be
// navigable and announced (no client JavaScript on listing and product pages for it).
import * as styles from './breadcrumbs.css.ts';

export interface BreadcrumbItem {
  label: string;
  /** Omit for an ancestor with no page of its own; ignored on the last (current) crumb. */
  href?: string;
}

export interface BreadcrumbsProps {
  /** From the home page down to the current page; the last item is the current page. */
  items: readonly BreadcrumbItem[];
  /** Accessible name of the navigation landmark. */
  label?: string;
  className?: string;
}

function Chevron({ className, direction }: { className: string; direction: 'left' | 'right' }) {
  return (
    <svg className={className} viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path
        d={direction === 'right' ? 'M6 3l5 5-5 5' : 'M10 3L5 8l5 5'}
        fill="none"
        stroke="currentColor"
        strokeWidth="1.5"
      />
    </svg>
  );
}

/**
 * A breadcrumb trail in a labelled `<nav>`. Ancestors are links; the last crumb is the current page, shown as plain
 * text with `aria-current="page"` (any href it has is ignored: a link to the page you are on is noise).
 */
export function Breadcrumbs({ items, label = 'Breadcrumb', className }: BreadcrumbsProps) {
  if (items.length === 0) return null;
  return (
    <nav aria-label={label} className={[styles.nav, className].filter(Boolean).join(' ')}>
      <ol className={styles.list}>
        {items.map((item, index) => {
          const isCurrent = index === items.length - 1;
          return (
            <li key={index} className={styles.item}>
              <Chevron className={styles.back} direction="left" />
              {item.href && !isCurrent ? (
                <a href={item.href} className={styles.link}>
                  {item.label}
                </a>
              ) : (
                <span className={styles.text} aria-current={isCurrent ? 'page' : undefined}>
                  {item.label}
                </span>
              )}
              <Chevron className={styles.separator} direction="right" />
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

import type { ReactNode } from 'react';
import { Price } from './price.tsx';
import * as styles from './product-card.css.ts';
import { Rating } from './rating.tsx';

export interface ProductCardProps {
  /** Product page URL; the whole card links there. */
  href: string;
  imageSrc: string;
  /** Describes the picture; use "" when it only repeats the name. */
  imageAlt: string;
  /** Responsive image candidates and sizes, when the image service provides them. */
  imageSrcSet?: string;
  imageSizes?: string;
  /** Load the image eagerly with high priority: the first row of a grid, above the fold. */
  eager?: boolean;
  name: string;
  /** Brand or range label shown above the name, e.g. "Dalby Collection". */
  label?: string | null;
  /** Selling price in integer pence. */
  price: number;
  /** Previous price in integer pence; shown struck through when higher than `price`. */
  wasPrice?: number | null;
  ratingAverage?: number | null;
  ratingCount?: number | null;
  /** Short flag on the image, e.g. "Sale" or "New in". */
  badge?: string | null;
  badgeTone?: 'sale' | 'accent';
  /** Heading level of the name within the page outline. Defaults to 3. */
  headingLevel?: 2 | 3 | 4;
  className?: string;
  /** A control over the picture's corner (e.g. a save-for-later toggle); it sits above the card's link. */
  action?: ReactNode;
}

/** A product tile for grids and carousels. Plain markup, so it renders on the server. */
export function ProductCard({
  href,
  imageSrc,
  imageAlt,
  imageSrcSet,
  imageSizes,
  eager = false,
  name,
  label,
  price,
  wasPrice,
  ratingAverage,
  ratingCount,
  badge,
  badgeTone = 'sale',
  headingLevel = 3,
  className,
  action,
}: ProductCardProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <article className={[styles.card, styles.focusRing, className].filter(Boolean).join(' ')}>
      <div className={styles.media}>
        <img
          className={styles.image}
          src={imageSrc}
          srcSet={imageSrcSet}
          sizes={imageSizes}
          alt={imageAlt}
          loading={eager ? 'eager' : 'lazy'}
          fetchPriority={eager ? 'high' : 'auto'}
          decoding="async"
        />
        {badge ? <span className={`${styles.badge} ${styles.badgeTone[badgeTone]}`}>{badge}</span> : null}
        {action}
      </div>
      <div className={styles.body}>
        {label ? <p className={styles.label}>{label}</p> : null}
        <Heading className={styles.name}>
          <a className={styles.link} href={href}>
            {name}
          </a>
        </Heading>
        <Price price={price} wasPrice={wasPrice} />
        <Rating average={ratingAverage} count={ratingCount} size="small" />
      </div>
    </article>
  );
}

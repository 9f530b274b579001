import { formatPence } from './format.ts';
import * as styles from './price.css.ts';
import { visuallyHidden } from './styles/layout.css.ts';

export interface PriceProps {
  /** Selling price in integer pence. */
  price: number;
  /** Previous price in integer pence; shown struck through only when higher than `price`. */
  wasPrice?: number | null;
  size?: 'small' | 'medium' | 'large';
  className?: string;
}

/**
 * A price such as "£20.00"; on sale, "£20.00 £30.00" with the was price struck through. Screen readers hear
 * "Now £20.00, was £30.00" instead, because strike-through is not announced.
 */
export function Price({ price, wasPrice, size = 'medium', className }: PriceProps) {
  const classes = [styles.price, styles.size[size], className].filter(Boolean).join(' ');
  const now = formatPence(price);
  if (wasPrice == null || wasPrice <= price) {
    return (
      <span className={classes}>
        <span className={styles.current}>{now}</span>
      </span>
    );
  }
  const was = formatPence(wasPrice);
  return (
    <span className={classes}>
      <span className={visuallyHidden}>{`Now ${now}, was ${was}`}</span>
      <span className={`${styles.current} ${styles.sale}`} aria-hidden="true">
        {now}
      </span>
      <s className={styles.was} aria-hidden="true">
        {was}
      </s>
    </span>
  );
}

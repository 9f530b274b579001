import * as styles from './stock-badge.css.ts';

export type StockBadgeTone = 'neutral' | 'positive' | 'warning' | 'negative';

export interface StockBadgeProps {
  /** The words shown, e.g. "In stock", "Only 3 left", "Out of stock". The colour never carries meaning alone. */
  label: string;
  tone?: StockBadgeTone;
  className?: string;
}

/** A short availability message with a coloured dot. The caller maps its own stock states to a label and tone. */
export function StockBadge({ label, tone = 'neutral', className }: StockBadgeProps) {
  return (
    <span className={[styles.badge, styles.tone[tone], className].filter(Boolean).join(' ')}>
      <span className={styles.dot} aria-hidden="true" />
      {label}
    </span>
  );
}

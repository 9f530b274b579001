import { formatWholePounds } from '@shop/ui/format';
import type { BlockProps } from '../types.ts';
import * as styles from './delivery-promotion.css.ts';
import type { DeliveryPromotionBlock } from './query.ts';

/** The message with `{threshold}` filled in as money ("£50", "£49.99"). */
export function deliveryPromotionText(block: Pick<DeliveryPromotionBlock, 'message' | 'threshold'>): string {
  if (typeof block.threshold !== 'number') return block.message;
  return block.message.replaceAll('{threshold}', formatWholePounds(Math.round(block.threshold * 100)));
}

export function TruckIcon({ className }: { className?: string }) {
  return (
    <svg className={className} width="28" height="28" viewBox="0 0 28 28" aria-hidden="true" focusable="false">
      <path
        d="M2.5 7.5h13v11h-13zM15.5 11.5h5l4 4v3h-9z"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinejoin="round"
      />
      <circle cx="7.5" cy="20" r="2.2" fill="currentColor" />
      <circle cx="20.5" cy="20" r="2.2" fill="currentColor" />
    </svg>
  );
}

/** "Free standard delivery when you spend £50": the delivery threshold, shown on the bag and home pages. */
export async function DeliveryPromotion({ block, edit }: BlockProps<DeliveryPromotionBlock>) {
  return (
    <aside className={styles.strip} aria-label="Delivery offer" data-sanity={edit()}>
      <TruckIcon className={styles.icon} />
      <p className={styles.message} data-sanity={edit('message')}>
        {deliveryPromotionText(block)}
      </p>
      {block.link ? (
        <a className={styles.link} href={block.link.href}>
          {block.link.label}
        </a>
      ) : null}
    </aside>
  );
}

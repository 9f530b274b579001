// The bag content's delivery promotion and next-day countdown (from the CMS, editable without a deploy) on the
// delivery step: the promotion only while the bag has not reached its threshold, the countdown as the bag shows it.
import { formatPence } from '@shop/ui/format';
import * as bag from '@/components/bag/bag.css.ts';
import { DeliveryCountdown } from '@/components/bag/delivery-countdown.tsx';

export interface DeliveryContent {
  deliveryCountdown?: string | null;
  deliveryPromotion?: { heading?: string | null; body?: string | null; thresholdPence?: number | null } | null;
}

export function DeliveryContentNotice({
  content,
  orderValue,
  withPromotion = true,
}: {
  content: DeliveryContent | null;
  orderValue: number;
  /** False where the checkout template's slot shows the delivery promotion instead. */
  withPromotion?: boolean;
}) {
  const promotion = withPromotion ? content?.deliveryPromotion : null;
  const threshold = promotion?.thresholdPence ?? null;
  const reached = threshold !== null && orderValue >= threshold;
  const showPromotion = Boolean(promotion?.heading) && !reached;
  return (
    <section aria-label="Delivery offers" data-testid="delivery-content">
      {showPromotion && promotion ? (
        <p className={bag.notice.info} data-testid="delivery-promotion">
          <strong>{promotion.heading}</strong>
          {promotion.body ? ` ${promotion.body}` : ''}
          {threshold !== null ? ` Spend ${formatPence(threshold - orderValue)} more to get it.` : ''}
        </p>
      ) : null}
      <DeliveryCountdown template={content?.deliveryCountdown ?? null} />
    </section>
  );
}

import { formatPence } from '@shop/ui/format';
import type { DeliveryView } from '@/lib/checkout/client-api.ts';
import * as bag from '../bag/bag.css.ts';
import * as styles from './checkout.css.ts';

// The order summary of a checkout page, as the server priced it: each line, the subtotal, any discount, the chosen
// delivery and the total. No script of its own: the payment page renders it on the server.

const SPEED_NAMES: Record<DeliveryView['deliveryMode'], string> = {
  STANDARD: 'Standard delivery',
  EXPRESS: 'Next day delivery',
  NOM: 'Nominated day delivery',
  HPS: 'Parcel shop delivery',
  EXPRESS_COLLECT: 'Next day click and collect',
};

export const chargeText = (pence: number) => (pence === 0 ? 'Free' : formatPence(pence));

export function speedName(view: Pick<DeliveryView, 'deliveryMode'>): string {
  return SPEED_NAMES[view.deliveryMode] ?? 'Delivery';
}

export function CheckoutSummary({ view }: { view: DeliveryView }) {
  const discount = view.promotionDiscount;
  return (
    <>
      <ul className={styles.summaryLines} aria-label="Items in your order">
        {view.cartEntries.map((entry) => {
          const details = entry.productDetails as { productName?: string; size?: string; colour?: string };
          const facts = [details.colour, details.size ? `Size ${details.size}` : null].filter(Boolean).join(', ');
          return (
            <li key={entry.productOptionNo} className={styles.summaryLine} data-testid="summary-line">
              <span>
                {entry.quantity} × {details.productName ?? entry.productNo}
                {facts ? <span className={bag.muted}> ({facts})</span> : null}
              </span>
              <span>{formatPence(entry.linePrice)}</span>
            </li>
          );
        })}
      </ul>
      <dl className={bag.totals} aria-label="Order summary">
        <dt className={bag.totalLabel}>
          Subtotal ({view.bagItemsCount} {view.bagItemsCount === 1 ? 'item' : 'items'})
        </dt>
        <dd className={bag.totalValue}>{formatPence(view.preDiscountOrderValueExcludingShippingCost)}</dd>
        {discount > 0 ? (
          <>
            <dt className={`${bag.totalLabel} ${bag.saving}`}>
              Discount{view.claimCodeName ? ` (${view.claimCodeName})` : ''}
            </dt>
            <dd className={`${bag.totalValue} ${bag.saving}`}>−{formatPence(discount)}</dd>
          </>
        ) : null}
        <dt className={bag.totalLabel}>{speedName(view)}</dt>
        <dd className={bag.totalValue} data-testid="summary-delivery">
          {chargeText(view.totalDeliveryCharge)}
        </dd>
        <dt className={`${bag.totalLabel} ${bag.grandTotal}`}>Total</dt>
        <dd className={`${bag.totalValue} ${bag.grandTotal}`} data-testid="summary-total">
          {formatPence(view.orderTotal)}
        </dd>
      </dl>
    </>
  );
}

import { formatPence } from '@shop/ui/format';
import type { Cart } from '@/lib/bag/client-api.ts';
import * as styles from './bag.css.ts';

/** Totals as the server computed them: goods, promotion, delivery and the order total. */
export function OrderSummary({ cart }: { cart: Cart }) {
  return (
    <dl className={styles.totals} aria-label="Order summary">
      <dt className={styles.totalLabel}>
        Subtotal ({cart.bagItemsCount} {cart.bagItemsCount === 1 ? 'item' : 'items'})
      </dt>
      <dd className={styles.totalValue}>{formatPence(cart.preDiscountOrderValueExcludingShippingCost)}</dd>
      {cart.promotionDiscount > 0 ? (
        <>
          <dt className={`${styles.totalLabel} ${styles.saving}`}>Promotion ({cart.claimCodeName})</dt>
          <dd className={`${styles.totalValue} ${styles.saving}`}>−{formatPence(cart.promotionDiscount)}</dd>
        </>
      ) : null}
      <dt className={styles.totalLabel}>Standard delivery</dt>
      <dd className={styles.totalValue}>
        {cart.totalDeliveryCharge === 0 ? 'Free' : formatPence(cart.totalDeliveryCharge)}
      </dd>
      <dt className={`${styles.totalLabel} ${styles.grandTotal}`}>Total</dt>
      <dd className={`${styles.totalValue} ${styles.grandTotal}`}>{formatPence(cart.orderTotal)}</dd>
      {cart.discountedVsStandardPriceDifference > 0 ? (
        <>
          <dt className={`${styles.totalLabel} ${styles.saving}`}>You save</dt>
          <dd className={`${styles.totalValue} ${styles.saving}`}>
            {formatPence(cart.discountedVsStandardPriceDifference)}
          </dd>
        </>
      ) : null}
    </dl>
  );
}

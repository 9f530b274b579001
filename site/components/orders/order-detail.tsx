// One order as the customer sees it after buying (order confirmation) and later (account order detail): the items as
// sold, where and how it goes, how it was paid (card type and last four digits only) and the totals. Server-rendered.
import type { OrderConfirmation } from '@shop/commerce/orders/confirmation';
import { billingAddressLines } from '@shop/commerce/payments/billing';
import { formatPence } from '@shop/ui/format';
import * as styles from '@/components/account/account.css.ts';
import { addressLines } from '@/components/checkout/address-lines.ts';
import { longDate } from '@/lib/checkout/dates.ts';

const methodNames: Record<string, string> = {
  STANDARD: 'Standard delivery',
  EXPRESS: 'Next day delivery',
  NOMINATED: 'Nominated day delivery',
  PARCEL_SHOP: 'Parcel shop delivery',
  CLICK_AND_COLLECT: 'Next day click and collect',
};

const statusNames: Record<string, string> = {
  PLACED: 'Order placed',
  PROCESSING: 'Being prepared',
  DISPATCHED: 'On its way',
  DELIVERED: 'Delivered',
  CANCELLED: 'Cancelled',
  RETURNED: 'Returned',
};

const placedFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Europe/London',
});

/** One part of the payment: "Dalby Pay", "Pay in 3 with Miyo", or the card by type and last four digits. */
function tenderName(part: OrderConfirmation['payments'][number], creditName: string): string {
  if (part.method === 'credit') return creditName;
  if (part.method === 'Miyo') return 'Pay in 3 with Miyo';
  return `${part.cardTypeName ?? 'Card'}${part.panSuffix ? ` ending ${part.panSuffix}` : ''}`;
}

export function OrderDetail({ order, creditName }: { order: OrderConfirmation; creditName: string }) {
  const due = order.nominatedDate ?? order.standardDeliveryDate;
  const shop = order.parcelShop as { description?: string; address?: string; postcode?: string } | null;
  return (
    <div className={styles.cards}>
      <section className={styles.card} aria-labelledby="order-facts">
        <h2 id="order-facts" className={styles.cardTitle}>
          Order {order.orderNumber}
        </h2>
        <dl className={styles.list}>
          <dt className={styles.term}>Placed</dt>
          <dd className={styles.value}>
            <time dateTime={order.placedAt}>{placedFormat.format(new Date(order.placedAt))}</time>
          </dd>
          <dt className={styles.term}>Status</dt>
          <dd className={styles.value} data-testid="order-status">
            {statusNames[order.status] ?? order.status}
          </dd>
          <dt className={styles.term}>Paid by</dt>
          <dd className={styles.value} data-testid="order-payment">
            {order.payments.length > 1
              ? order.payments.map((part) => (
                  <span key={part.method} className={styles.paymentPart}>
                    {tenderName(part, creditName)}: {formatPence(part.amount)}
                  </span>
                ))
              : order.payments.map((part) => tenderName(part, creditName))}
          </dd>
          {order.billingAddress ? (
            <>
              <dt className={styles.term}>Billing address</dt>
              <dd className={styles.value} data-testid="order-billing-address">
                {billingAddressLines(order.billingAddress).join(', ')}
              </dd>
            </>
          ) : null}
          <dt className={styles.term}>Confirmation sent to</dt>
          <dd className={styles.value}>{order.email}</dd>
        </dl>
      </section>
      <section className={styles.card} aria-labelledby="order-delivery">
        <h2 id="order-delivery" className={styles.cardTitle}>
          {methodNames[order.deliveryMethod] ?? 'Delivery'}
        </h2>
        {due ? (
          <p className={styles.muted} data-testid="order-due">
            {order.deliveryMethod === 'PARCEL_SHOP' || order.deliveryMethod === 'CLICK_AND_COLLECT'
              ? 'Ready to collect '
              : 'Arriving '}
            {order.deliveryMethod === 'STANDARD' ? 'by ' : 'on '}
            {longDate(due)}
          </p>
        ) : null}
        {shop ? (
          <address className={styles.address}>
            {[shop.description, shop.address, shop.postcode].filter(Boolean).map((line) => (
              <span key={line}>
                {line}
                <br />
              </span>
            ))}
          </address>
        ) : order.deliveryAddress ? (
          <address className={styles.address} data-testid="order-address">
            {addressLines(order.deliveryAddress as Record<string, string>).map((line) => (
              <span key={line}>
                {line}
                <br />
              </span>
            ))}
          </address>
        ) : null}
      </section>
      <section className={`${styles.card} ${styles.wide}`} aria-labelledby="order-items">
        <h2 id="order-items" className={styles.cardTitle}>
          {order.orderTotals.itemCount} {order.orderTotals.itemCount === 1 ? 'item' : 'items'}
        </h2>
        <div className={styles.tableScroll}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col" className={styles.tableHead}>
                  Item
                </th>
                <th scope="col" className={`${styles.tableHead} ${styles.numeric}`}>
                  Quantity
                </th>
                <th scope="col" className={`${styles.tableHead} ${styles.numeric}`}>
                  Price
                </th>
              </tr>
            </thead>
            <tbody>
              {order.pdpItems.map((item) => (
                <tr key={item.productOptionNo} data-testid="order-line">
                  <td className={styles.tableCell}>{item.productName}</td>
                  <td className={`${styles.tableCell} ${styles.numeric}`}>{item.quantity}</td>
                  <td className={`${styles.tableCell} ${styles.numeric}`}>{formatPence(item.linePrice)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <dl className={styles.list} aria-label="Order totals" style={{ marginTop: '1rem' }}>
          <dt className={styles.term}>Subtotal</dt>
          <dd className={styles.value}>{formatPence(order.orderTotals.subTotal)}</dd>
          <dt className={styles.term}>Delivery</dt>
          <dd className={styles.value}>
            {order.orderTotals.deliveryCharge === 0 ? 'Free' : formatPence(order.orderTotals.deliveryCharge)}
          </dd>
          {order.orderTotals.discount > 0 ? (
            <>
              <dt className={styles.term}>Discount{order.coupon ? ` (${order.coupon})` : ''}</dt>
              <dd className={styles.value}>−{formatPence(order.orderTotals.discount)}</dd>
            </>
          ) : null}
          <dt className={styles.term}>Total paid</dt>
          <dd className={styles.value} data-testid="order-total">
            {formatPence(order.orderTotals.total)}
          </dd>
        </dl>
      </section>
    </div>
  );
}

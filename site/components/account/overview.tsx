// Account overview: the customer's details, addresses, orders and, for credit customers, their credit summary.
import type { Brand } from '@shop/brands/brands';
import type { CreditDetails } from '@shop/commerce/customers/credit-details';
import type { AccountAddress, CustomerDetails } from '@shop/commerce/customers/details';
import type { OrderSummary } from '@shop/commerce/orders/orders';
import { LinkButton } from '@shop/ui/button';
import { formatPence } from '@shop/ui/format';
import * as styles from './account.css.ts';

const dateFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Europe/London',
});
const formatDate = (iso: string | null) => (iso ? dateFormat.format(new Date(`${iso}T12:00:00Z`)) : '—');

const statusLabel: Record<OrderSummary['status'], string> = {
  PLACED: 'Order placed',
  PROCESSING: 'Being prepared',
  DISPATCHED: 'Dispatched',
  DELIVERED: 'Delivered',
  CANCELLED: 'Cancelled',
  RETURNED: 'Returned',
};

function RecentOrders({ brand, orders }: { brand: Brand; orders: OrderSummary[] }) {
  if (orders.length === 0) {
    return (
      <p className={styles.muted} data-testid="orders-empty">
        You haven't placed an order with {brand.name} yet. When you do, it will appear here.
      </p>
    );
  }
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls sideways must be reachable by keyboard.
    <section className={styles.tableScroll} aria-label="Recent orders table" tabIndex={0}>
      <table className={styles.table}>
        <caption className="visually-hidden">
          Your {orders.length === 1 ? 'most recent order' : `${orders.length} most recent orders`}, newest first
        </caption>
        <thead>
          <tr>
            <th scope="col" className={styles.tableHead}>
              Date
            </th>
            <th scope="col" className={styles.tableHead}>
              Order number
            </th>
            <th scope="col" className={styles.tableHead}>
              Status
            </th>
            <th scope="col" className={`${styles.tableHead} ${styles.numeric}`}>
              Items
            </th>
            <th scope="col" className={`${styles.tableHead} ${styles.numeric}`}>
              Total
            </th>
          </tr>
        </thead>
        <tbody>
          {orders.map((order) => (
            <tr key={order.orderNumber} data-testid="order-row">
              <td className={styles.tableCell}>
                <time dateTime={order.placedAt}>{dateFormat.format(new Date(order.placedAt))}</time>
              </td>
              <th scope="row" className={styles.tableCell}>
                <a href={`/shop/myaccount/orders/${order.orderNumber}`}>{order.orderNumber}</a>
              </th>
              <td className={styles.tableCell}>{statusLabel[order.status]}</td>
              <td className={`${styles.tableCell} ${styles.numeric}`}>{order.itemCount}</td>
              <td className={`${styles.tableCell} ${styles.numeric}`}>{formatPence(order.orderTotal)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

function AddressLines({ address }: { address: AccountAddress }) {
  const firstLine = [
    address.flatId && `Flat ${address.flatId}`,
    address.houseName,
    [address.houseNo, address.addressLine1].filter(Boolean).join(' '),
  ]
    .filter(Boolean)
    .join(', ');
  const lines = [
    firstLine,
    address.addressLine2,
    address.addressLine3,
    address.town,
    address.county,
    address.postCode,
    address.countryName,
  ];
  return (
    <address className={styles.address}>
      {lines.filter(Boolean).map((line) => (
        <span key={line}>
          {line}
          <br />
        </span>
      ))}
    </address>
  );
}

export function AccountOverview({
  brand,
  customer,
  credit,
  orders,
}: {
  brand: Brand;
  customer: CustomerDetails;
  credit: CreditDetails | null;
  /** The customer's most recent orders with this brand, newest first. */
  orders: OrderSummary[];
}) {
  const phones = [
    customer.contactDetails.mobilePhone,
    customer.contactDetails.homePhone,
    customer.contactDetails.workPhone,
  ].filter(Boolean);
  return (
    <div className={styles.cards}>
      <section className={styles.card} aria-labelledby="details-heading">
        <h2 id="details-heading" className={styles.cardTitle}>
          Your details
        </h2>
        <dl className={styles.list}>
          <dt className={styles.term}>Name</dt>
          <dd className={styles.value}>
            {[customer.title, customer.firstname, customer.lastname].filter(Boolean).join(' ')}
          </dd>
          <dt className={styles.term}>Email</dt>
          <dd className={styles.value}>{customer.contactDetails.emailAddress}</dd>
          <dt className={styles.term}>Phone</dt>
          <dd className={styles.value}>{phones.join(', ') || '—'}</dd>
          <dt className={styles.term}>Date of birth</dt>
          <dd className={styles.value}>{formatDate(customer.dateOfBirth)}</dd>
          <dt className={styles.term}>Account number</dt>
          <dd className={styles.value}>{customer.customerReferenceAccountId}</dd>
        </dl>
      </section>

      <section className={styles.card} aria-labelledby="address-heading">
        <h2 id="address-heading" className={styles.cardTitle}>
          Addresses
        </h2>
        {customer.accountAddress ? (
          <>
            <p className={styles.muted}>
              Account address{customer.accountAddress.isDefaultDeliveryAddress ? ' (default delivery address)' : ''}
            </p>
            <AddressLines address={customer.accountAddress} />
          </>
        ) : (
          <p className={styles.muted}>You haven't added an address yet. Add one at checkout.</p>
        )}
        {customer.deliveryAddresses
          .filter((a) => a.addressType === 'DELIVERY')
          .map((a) => (
            <AddressLines key={`${a.postCode}-${a.houseNo}-${a.addressLine1}`} address={a} />
          ))}
      </section>

      {credit ? (
        <section className={`${styles.card} ${styles.wide}`} aria-labelledby="credit-heading">
          <h2 id="credit-heading" className={styles.cardTitle}>
            {brand.creditBrandName}
          </h2>
          <dl className={styles.list}>
            <dt className={styles.term}>Available to spend</dt>
            <dd className={styles.value}>{formatPence(credit.agreementDetails.availableToSpend)}</dd>
            <dt className={styles.term}>Credit limit</dt>
            <dd className={styles.value}>{formatPence(credit.agreementDetails.creditLimit)}</dd>
            <dt className={styles.term}>Balance</dt>
            <dd className={styles.value}>{formatPence(credit.agreementDetails.balance)}</dd>
            <dt className={styles.term}>Next payment</dt>
            <dd className={styles.value}>
              {formatPence(credit.statementDetails.expectedPayment)} due{' '}
              {formatDate(credit.statementDetails.paymentDueDate)}
            </dd>
            <dt className={styles.term}>APR</dt>
            <dd className={styles.value}>{credit.agreementDetails.apr}% variable</dd>
          </dl>
          {credit.agreementDetails.arrearsStatusIndicator ? (
            <p className={styles.notice} role="note">
              Your account is behind on payments ({formatPence(credit.agreementDetails.outstandingInstalment)} overdue),
              so new purchases on credit are paused. Make a payment to bring it up to date.
            </p>
          ) : null}
          <p>
            <LinkButton href="/checkout/make-a-payment" variant="secondary">
              Make a payment
            </LinkButton>
          </p>
        </section>
      ) : null}

      <section className={`${styles.card} ${styles.wide}`} aria-labelledby="orders-heading">
        <h2 id="orders-heading" className={styles.cardTitle}>
          Recent orders
        </h2>
        <RecentOrders brand={brand} orders={orders} />
      </section>
    </div>
  );
}

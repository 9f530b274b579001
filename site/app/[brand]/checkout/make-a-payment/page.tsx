import {
  amountTooHighMessage,
  amountTooLowMessage,
  type CreditStatement,
  getCreditStatement,
} from '@shop/commerce/credit/make-a-payment';
import { getCustomerDetails } from '@shop/commerce/customers/details';
import { getReadyDb } from '@shop/commerce/db/client';
import { listSavedCards, preselectedCard } from '@shop/commerce/payments/cards';
import { CARD_TYPES, type CardTypeCode } from '@shop/commerce/payments/gateway';
import { formatPence } from '@shop/ui/format';
import { container } from '@shop/ui/styles/layout.css';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import * as styles from '@/components/bag/bag.css.ts';
import * as checkout from '@/components/checkout/checkout.css.ts';
import { MakeAPaymentForm } from '@/components/checkout/make-a-payment-form.tsx';
import Link from '@/components/link/link.tsx';
import { brandFromParams } from '@/lib/brand.ts';
import { longDate } from '@/lib/checkout/dates.ts';
import { requirePageSession } from '@/lib/session/page.ts';

type Props = { params: Promise<{ brand: string }>; searchParams: Promise<{ journey?: string | string[] }> };

export const metadata: Metadata = { title: 'Make a payment', robots: { index: false } };

const ACCOUNT_PATH = '/shop/myaccount/Overview.action?finalTarget=accountmainmenu';

const ARREARS_NAMES: Record<string, string> = {
  UP_TO_DATE: 'Up to date',
  ARREARS_1: '1 payment missed',
  ARREARS_2: '2 payments missed',
  ARREARS_3: '3 or more payments missed',
};

/** What each credit message type tells the customer before they choose (spec §3 credit message types). */
function Restriction({ statement }: { statement: CreditStatement }) {
  if (statement.messageType === 'recoveries') {
    return (
      <div
        className={styles.notice.warning}
        role="note"
        data-testid="make-a-payment-restriction"
        data-message-type={statement.messageType}
      >
        <strong>Your account is managed by our Recoveries team.</strong> The minimum payment no longer applies: pay any
        amount you can, or the full balance, and speak to the team about a plan that suits you. New purchases on credit
        are paused.
      </div>
    );
  }
  if (statement.messageType === 'make-a-payment-restrictions') {
    return (
      <div
        className={styles.notice.warning}
        role="note"
        data-testid="make-a-payment-restriction"
        data-message-type={statement.messageType}
      >
        <strong>Your account is in arrears</strong>
        {statement.arrearsAmount > 0 ? ` (${formatPence(statement.arrearsAmount)} overdue)` : ''}. Please pay at least
        your minimum payment of {formatPence(statement.minimumPayment)} to bring it up to date. New purchases on credit
        are paused until it is.
      </div>
    );
  }
  return null;
}

/**
 * /checkout/make-a-payment: a credit customer pays towards their account by card, from the account
 * (make-a-payment-myaccount) or from checkout (`?journey=checkout`, make-a-payment-checkout). The statement and the
 * amount choices come from the customer's own account; anyone without one is not found.
 */
export default async function MakeAPaymentPage({ params, searchParams }: Props) {
  const brand = await brandFromParams(params);
  const fromCheckout = (await searchParams).journey === 'checkout';
  const session = await requirePageSession(brand, `/checkout/make-a-payment${fromCheckout ? '?journey=checkout' : ''}`);
  const db = await getReadyDb();
  const statement = await getCreditStatement(db, session.customerId, brand.code);
  if (!statement) notFound();
  const email = (await getCustomerDetails(db, session.customerId))?.contactDetails.emailAddress;
  const cards = await listSavedCards(db, session.customerId);
  const savedCards = cards.map((card) => ({
    token: card.token,
    instrumentToken: card.instrumentToken,
    panSuffix: card.panSuffix,
    cardName: CARD_TYPES[card.cardType as CardTypeCode] ?? 'Card',
    expiryDate: card.expiryDate,
    expired: card.expired,
  }));
  const { interest, fees } = statement.minimumBreakdown;
  const bounds = statement.choices.OTHER_AMOUNT;
  return (
    <div className={`${container} ${styles.page}`}>
      <h1 className={styles.heading}>Make a payment</h1>
      <div className={styles.layout}>
        <div className={styles.column}>
          <Restriction statement={statement} />
          {statement.balance === 0 ? (
            <section className={styles.card} aria-labelledby="nothing-to-pay">
              <h2 id="nothing-to-pay" className={styles.cardTitle}>
                Nothing to pay
              </h2>
              <p className={styles.muted}>Your {brand.creditBrandName} balance is £0.00.</p>
            </section>
          ) : (
            <MakeAPaymentForm
              choices={statement.choices}
              journeyType={fromCheckout ? 'make-a-payment-checkout' : 'make-a-payment-myaccount'}
              siteId={brand.siteId}
              email={email || undefined}
              savedCards={savedCards}
              preselected={preselectedCard(cards)?.token ?? null}
              messages={{
                empty: bounds
                  ? `Enter the amount you want to pay, from ${formatPence(bounds.min)} to ${formatPence(bounds.max)}.`
                  : 'Enter the amount you want to pay.',
                low: amountTooLowMessage(statement),
                high: amountTooHighMessage(statement),
              }}
            />
          )}
          <p>
            <Link href={fromCheckout ? '/checkout/payment' : ACCOUNT_PATH} className={checkout.stepLink}>
              {fromCheckout ? 'Back to payment' : 'Back to my account'}
            </Link>
          </p>
        </div>
        <section className={styles.card} aria-labelledby="statement-heading">
          <h2 id="statement-heading" className={styles.cardTitle}>
            Your {brand.creditBrandName} statement
          </h2>
          <dl className={styles.totals} data-testid="statement">
            <dt className={styles.totalLabel}>Balance</dt>
            <dd className={styles.totalValue} data-testid="statement-balance">
              {formatPence(statement.balance)}
            </dd>
            <dt className={styles.totalLabel}>Minimum payment</dt>
            <dd className={styles.totalValue} data-testid="statement-minimum">
              {formatPence(statement.minimumPayment)}
            </dd>
            <dt className={styles.totalLabel}>Payment due</dt>
            <dd className={styles.totalValue}>
              {statement.paymentDueDate ? longDate(statement.paymentDueDate) : 'No payment due'}
            </dd>
            <dt className={styles.totalLabel}>Arrears</dt>
            <dd className={styles.totalValue} data-testid="statement-arrears">
              {ARREARS_NAMES[statement.arrearsStatus] ?? statement.arrearsStatus}
              {statement.arrearsAmount > 0 ? `, ${formatPence(statement.arrearsAmount)} overdue` : ''}
            </dd>
            <dt className={styles.totalLabel}>Available to spend</dt>
            <dd className={styles.totalValue} data-testid="statement-available">
              {formatPence(statement.availableToSpend)}
            </dd>
          </dl>
          <p className={styles.muted}>
            Your minimum payment covers at least this month’s interest ({formatPence(interest)}), any fees (
            {formatPence(fees)}) and 1% of your balance, plus anything overdue. Paying only the minimum each month means
            it takes longer and costs more to clear your balance.
          </p>
        </section>
      </div>
    </div>
  );
}

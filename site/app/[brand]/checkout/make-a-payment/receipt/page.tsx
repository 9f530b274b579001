import { AMOUNT_CHOICE_LABELS, getCreditPaymentReceipt } from '@shop/commerce/credit/make-a-payment';
import { maskedAccountNumber } from '@shop/commerce/credit/payment-receipt-mail';
import { getReadyDb } from '@shop/commerce/db/client';
import { CARD_TYPES } from '@shop/commerce/payments/gateway';
import { LinkButton } from '@shop/ui/button';
import { formatPence } from '@shop/ui/format';
import { container } from '@shop/ui/styles/layout.css';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import * as styles from '@/components/bag/bag.css.ts';
import * as checkout from '@/components/checkout/checkout.css.ts';
import { brandFromParams } from '@/lib/brand.ts';
import { requirePageSession } from '@/lib/session/page.ts';

type Props = { params: Promise<{ brand: string }>; searchParams: Promise<{ receipt?: string | string[] }> };

export const metadata: Metadata = { title: 'Payment received', robots: { index: false } };

const ACCOUNT_PATH = '/shop/myaccount/Overview.action?finalTarget=accountmainmenu';

/** /checkout/make-a-payment/receipt?receipt=MP…: the customer's own payment receipt (anyone else's: not found). */
export default async function ReceiptPage({ params, searchParams }: Props) {
  const brand = await brandFromParams(params);
  const number = (await searchParams).receipt;
  const receiptNumber = typeof number === 'string' && /^MP\d{8}$/.test(number) ? number : null;
  const session = await requirePageSession(
    brand,
    `/checkout/make-a-payment/receipt${receiptNumber ? `?receipt=${receiptNumber}` : ''}`,
  );
  const receipt = receiptNumber
    ? await getCreditPaymentReceipt(await getReadyDb(), session.customerId, receiptNumber)
    : null;
  if (!receipt) notFound();
  const fromCheckout = receipt.journey === 'make-a-payment-checkout';
  return (
    <div className={`${container} ${styles.page}`}>
      <h1 className={styles.heading}>Thank you for your payment</h1>
      <div className={styles.column}>
        <div className={styles.notice.success} role="status">
          We’ve received your payment of {formatPence(receipt.amount)} and sent a receipt to your email address.
        </div>
        <section className={styles.card} aria-labelledby="receipt-heading">
          <h2 id="receipt-heading" className={styles.cardTitle}>
            Receipt {receipt.receiptNumber}
          </h2>
          <dl className={styles.totals} data-testid="receipt">
            <dt className={styles.totalLabel}>Account</dt>
            <dd className={styles.totalValue}>
              {brand.creditBrandName} {maskedAccountNumber(receipt.accountNumber)}
            </dd>
            <dt className={styles.totalLabel}>Amount paid</dt>
            <dd className={styles.totalValue} data-testid="receipt-amount">
              {formatPence(receipt.amount)}
            </dd>
            <dt className={styles.totalLabel}>Payment</dt>
            <dd className={styles.totalValue}>{AMOUNT_CHOICE_LABELS[receipt.amountChoice]}</dd>
            <dt className={styles.totalLabel}>Paid by</dt>
            <dd className={styles.totalValue}>
              {CARD_TYPES[receipt.cardType] ?? 'Card'} ending {receipt.panSuffix}
            </dd>
            <dt className={styles.totalLabel}>Balance now</dt>
            <dd className={styles.totalValue} data-testid="receipt-balance">
              {formatPence(receipt.balance)}
            </dd>
            <dt className={styles.totalLabel}>Available to spend</dt>
            <dd className={styles.totalValue} data-testid="receipt-available">
              {formatPence(receipt.availableToSpend)}
            </dd>
            <dt className={styles.totalLabel}>Arrears</dt>
            <dd className={styles.totalValue} data-testid="receipt-arrears">
              {receipt.arrearsStatus === 'UP_TO_DATE' ? 'Up to date' : 'Still in arrears'}
            </dd>
          </dl>
        </section>
        <div className={checkout.actions}>
          <LinkButton href={fromCheckout ? '/checkout/payment' : ACCOUNT_PATH}>
            {fromCheckout ? 'Back to checkout' : 'Back to my account'}
          </LinkButton>
        </div>
      </div>
    </div>
  );
}

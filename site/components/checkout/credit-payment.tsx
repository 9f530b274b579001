'use client';
// Checkout, step 2, for a credit customer: "<Brand> Pay" (the store credit account) with the available to spend and the
// checkout credit message. When credit is offered it is the default choice (spec §4: the credit wrapper defaults to
// credit): an order within the available to spend goes wholly on the account ("Pay with <Brand> Pay": one request in
// flight, a key per press, then the order confirmation); a bigger one is a part payment, the available to spend on
// the account and the rest by card through CardPayment with the credit part (spec §5). The shopper may choose to pay
// the whole order by card instead. An account in arrears, on hold or with the recoveries team is not offered credit:
// the reason is shown above the card payment.
import { Button } from '@shop/ui/button';
import { formatPence } from '@shop/ui/format';
import { type ComponentProps, useId, useRef, useState } from 'react';
import { Label, Radio, RadioGroup } from 'react-aria-components';
import { callFailure, GENERIC_ERROR } from '@/lib/checkout/client-api.ts';
import type { CreditOffer } from '@/lib/checkout/credit-offer.ts';
import { longDate } from '@/lib/checkout/dates.ts';
import { CHANNEL, confirmationPath, payViaCredit } from '@/lib/checkout/payment-client.ts';
import * as bag from '../bag/bag.css.ts';
import { CardPayment } from './card-payment.tsx';
import * as styles from './checkout.css.ts';
import { ErrorSummary } from './error-summary.tsx';

type CardProps = Omit<ComponentProps<typeof CardPayment>, 'orderTotal' | 'creditAmount' | 'creditPayment'>;

const CREDIT = 'credit';
const CARD = 'card';

/** The checkout credit message for the account's credit message type (spec §3). */
function CreditMessage({ offer, creditName }: { offer: CreditOffer; creditName: string }) {
  if (!offer.offered) {
    return (
      <div
        className={bag.notice.warning}
        role="note"
        data-testid="credit-not-offered"
        data-message-type={offer.creditMessageType}
      >
        <strong>{creditName} can’t be used for this order.</strong> {offer.reason}
      </div>
    );
  }
  return (
    <p className={bag.muted} data-testid="credit-message">
      Put this order on your {creditName} account and spread the cost with your monthly payments.
      {offer.expectedPayment > 0 && offer.paymentDueDate
        ? ` Your next payment of ${formatPence(offer.expectedPayment)} is due on ${longDate(offer.paymentDueDate)}.`
        : ''}
    </p>
  );
}

export function CreditPayment({
  offer,
  creditName,
  orderTotal,
  tradingTitle,
  card,
}: {
  offer: CreditOffer;
  /** "Dalby Pay". */
  creditName: string;
  /** Pence. */
  orderTotal: number;
  tradingTitle: string;
  /** The card payment's own settings (the bag, the brand, saved cards). */
  card: CardProps & { cartId: string };
}) {
  const id = useId();
  const inFlight = useRef(false);
  const [method, setMethod] = useState<string>(offer.offered ? CREDIT : CARD);
  const [busy, setBusy] = useState(false);
  const [paid, setPaid] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const byCredit = offer.offered && method === CREDIT;

  async function pay() {
    if (!offer.offered || offer.partPayment || inFlight.current) return;
    inFlight.current = true;
    setBusy(true);
    setError(null);
    // One key for this press: a repeat of the call answers the first result rather than paying twice.
    const key = crypto.randomUUID();
    try {
      const answer = await payViaCredit(
        {
          cartId: card.cartId,
          amount: Math.round(offer.creditPence) / 100,
          tradingTitle,
          channel: CHANNEL,
          currency: 'GBP',
        },
        key,
      );
      setPaid(true);
      window.location.assign(confirmationPath(answer.order.cartId));
    } catch (failure) {
      inFlight.current = false;
      setBusy(false);
      const { message } = callFailure(failure);
      setError(message || GENERIC_ERROR);
    }
  }

  return (
    <>
      <section className={bag.card} aria-labelledby={`${id}-title`} data-testid="credit-payment">
        <h2 id={`${id}-title`} className={bag.cardTitle}>
          {creditName}
        </h2>
        {error ? <ErrorSummary errors={[{ target: `${id}-pay`, message: error }]} /> : null}
        <p className={styles.totalLine}>
          <span>Available to spend</span>{' '}
          <span data-testid="credit-available">{formatPence(offer.availableToSpend)}</span>
        </p>
        <CreditMessage offer={offer} creditName={creditName} />
        {offer.offered ? (
          <RadioGroup
            value={method}
            onChange={(value) => {
              setError(null);
              setMethod(value);
            }}
            isDisabled={busy || paid}
            className={styles.radioList}
          >
            <Label className={styles.groupLabel}>How would you like to pay?</Label>
            <Radio value={CREDIT} className={styles.radioCard}>
              <span className={styles.radioDot} aria-hidden="true" />
              <span className={styles.radioText}>
                <span className={styles.radioTitle}>{offer.partPayment ? `${creditName} and a card` : creditName}</span>
                <span className={styles.radioDetail}>
                  {offer.partPayment
                    ? `${formatPence(offer.creditPence)} on ${creditName}, the remaining ${formatPence(offer.cardPence)} by card`
                    : `The whole ${formatPence(orderTotal)} on your account`}
                </span>
              </span>
            </Radio>
            <Radio value={CARD} className={styles.radioCard}>
              <span className={styles.radioDot} aria-hidden="true" />
              <span className={styles.radioText}>
                <span className={styles.radioTitle}>Card</span>
                <span className={styles.radioDetail}>The whole {formatPence(orderTotal)} by card</span>
              </span>
            </Radio>
          </RadioGroup>
        ) : null}
        {byCredit && offer.partPayment ? (
          <p className={bag.notice.info} data-testid="credit-split">
            {formatPence(offer.creditPence)} on {creditName}, the remaining {formatPence(offer.cardPence)} by card.
            Enter your card below: nothing is charged unless both parts go through.
          </p>
        ) : null}
        {byCredit && !offer.partPayment ? (
          <>
            <p id={`${id}-total`} className={styles.totalLine}>
              <span>To pay on {creditName}</span> <span>{formatPence(offer.creditPence)}</span>
            </p>
            <div className={styles.actions}>
              <Button
                id={`${id}-pay`}
                size="large"
                fullWidth
                onClick={() => void pay()}
                disabled={busy || paid}
                aria-describedby={`${id}-total`}
              >
                {busy ? 'Paying…' : `Pay with ${creditName}`}
              </Button>
            </div>
            <p role="status" className={bag.muted}>
              {paid ? `Paid with ${creditName}. Taking you to your order confirmation…` : ''}
            </p>
          </>
        ) : null}
      </section>
      {byCredit && offer.partPayment ? (
        <CardPayment {...card} orderTotal={offer.cardPence} creditAmount={offer.creditPence} />
      ) : null}
      {byCredit ? null : <CardPayment {...card} orderTotal={orderTotal} />}
    </>
  );
}

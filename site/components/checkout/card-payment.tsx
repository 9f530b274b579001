'use client';
// Checkout, step 2: pay by card. The gateway's hosted fields (an iframe from its own origin) take the card; "Pay now"
// turns them into a transient token, checks the card's BIN, runs 3-D Secure (device data collection, enrolment, and a
// challenge from the bank in a dialog when it asks for one) and lands on the order confirmation. One request at a time;
// a refused card is named in the error summary and the fields start again empty for another card.
import { Button } from '@shop/ui/button';
import { formatPence } from '@shop/ui/format';
import { useEffect, useId, useRef, useState } from 'react';
import { Dialog, Heading, Label, Modal, ModalOverlay, Radio, RadioGroup } from 'react-aria-components';
import {
  type BillingChoice,
  type BillingFields,
  billingToSend,
  emptyBilling,
  missingBillingFields,
} from '@/lib/checkout/billing.ts';
import { callFailure, type FieldError, GENERIC_ERROR } from '@/lib/checkout/client-api.ts';
import {
  authenticationSetup,
  binAccepted,
  binOf,
  browserFields,
  CARD_NOT_ACCEPTED,
  CHANNEL,
  type CreditPaymentFields,
  collectDeviceData,
  confirmationPath,
  type EnrolAnswer,
  enrol,
  type OfferedCard,
  type PaymentBody,
  validatePayer,
} from '@/lib/checkout/payment-client.ts';
import * as bag from '../bag/bag.css.ts';
import { BillingAddress, billingFieldId } from './billing-address.tsx';
import * as styles from './checkout.css.ts';
import { ErrorSummary } from './error-summary.tsx';
import { useCardFields } from './use-card-fields.ts';

/** The choice that is not a saved card. */
const NEW_CARD = 'new';

interface Challenge {
  stepUpUrl: string;
  authenticationTransactionId: string;
  body: PaymentBody;
  key: string;
}

export function CardPayment({
  cartId,
  orderTotal,
  siteId,
  email,
  savedCards = [],
  preselected = null,
  creditPayment,
  billing,
  creditAmount,
}: {
  /** The bag paid for; none for a make-a-payment. */
  cartId?: string;
  /** The customer's email address, for the bank's 3-D Secure check. */
  email?: string;
  /** Pence. */
  orderTotal: number;
  siteId: string;
  /** The customer's saved cards (expired ones are shown, not offered). */
  savedCards?: readonly OfferedCard[];
  /** The saved card to offer first (spec §4: the default, else the most recently used). */
  preselected?: string | null;
  /**
   * A payment towards the customer's credit account instead of an order: its journey and amount choice, and a check
   * of the amount entered that runs before anything is sent (false: the form shows why, nothing is paid).
   */
  creditPayment?: CreditPaymentFields & { check: () => boolean };
  /**
   * An order's billing address: the delivery address to offer as the same (with its lines as shown, and how to say
   * so), and the customer's name for the card. None: no billing address is asked (a make-a-payment).
   */
  billing?: {
    delivery: BillingFields | null;
    deliveryLines: string[] | null;
    sameLabel: string;
    cardHoldersName: string;
  };
  /** Part payment (pence): the store credit's part; `orderTotal` is then the card's part (spec §5). */
  creditAmount?: number;
}) {
  const id = useId();
  const fieldsId = `${id}-card`;
  const ddcHost = useRef<HTMLDivElement>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [challenge, setChallenge] = useState<Challenge | null>(null);
  const [choice, setChoice] = useState<string>(preselected ?? NEW_CARD);
  const [saveCard, setSaveCard] = useState(false);
  const [billingChoice, setBillingChoice] = useState<BillingChoice>({
    sameAsDelivery: Boolean(billing?.delivery),
    fields: { ...emptyBilling, cardHoldersName: billing?.cardHoldersName ?? '' },
  });
  const [billingErrors, setBillingErrors] = useState<FieldError[]>([]);
  const amount = Math.round(orderTotal) / 100;
  const chosenCard = savedCards.find((card) => card.token === choice && !card.expired) ?? null;
  const newCard = chosenCard === null;
  const { host, fields, state: fieldsState, generation, again } = useCardFields(siteId, newCard, setError);

  function anotherCard(message: string) {
    setError(message);
    again();
  }

  function finish(answer: EnrolAnswer, body: PaymentBody, key: string) {
    if (answer.status === 'AUTHENTICATION_SUCCESSFUL') {
      window.location.assign('receiptPath' in answer ? answer.receiptPath : confirmationPath(answer.order.cartId));
      return;
    }
    setChallenge({
      stepUpUrl: answer.stepUpUrl,
      authenticationTransactionId: answer.authenticationTransactionId,
      body,
      key,
    });
  }

  function failed(failure: unknown) {
    const { status, message, errors } = callFailure(failure);
    setBusy(false);
    // The billing address was refused field by field: the card is fine, only the address needs correcting.
    if (status === 400 && errors.length > 0) {
      setBillingErrors(errors);
      return;
    }
    if (status >= 400 && status < 500) anotherCard(message);
    else setError(message || GENERIC_ERROR);
  }

  /** The instrument to pay with: the chosen saved card, or a transient token from the hosted fields. */
  async function instrument(): Promise<{ transientToken: string } | { instrumentId: string } | null> {
    if (chosenCard) return { instrumentId: chosenCard.instrumentToken };
    const card = fields.current;
    if (!card) return null;
    let transientToken: string;
    try {
      transientToken = await card.createToken();
    } catch (failure) {
      // The frame shows what is wrong with each field and focuses the first.
      setError(failure instanceof Error && failure.message ? failure.message : 'Check your card details.');
      return null;
    }
    const bin = binOf(transientToken);
    if (!bin || !(await binAccepted(bin))) {
      anotherCard(CARD_NOT_ACCEPTED);
      return null;
    }
    return { transientToken };
  }

  async function pay() {
    if (busy || (newCard && !fields.current)) return;
    if (creditPayment && !creditPayment.check()) return;
    const billingAddress = billing ? billingToSend(billingChoice, billing.delivery) : null;
    const missing = billingAddress ? missingBillingFields(billingAddress) : [];
    setBillingErrors(missing);
    if (missing.length > 0) {
      setError(null);
      return;
    }
    setBusy(true);
    setError(null);
    // One key for this press of "Pay now": a repeat of its calls answers the first result.
    const key = crypto.randomUUID();
    try {
      const paying = await instrument();
      if (!paying) {
        setBusy(false);
        return;
      }
      // An order names its bag; a make-a-payment its journey and amount choice.
      const target = creditPayment
        ? { journeyType: creditPayment.journeyType, paymentAmountChoice: creditPayment.paymentAmountChoice }
        : { cartId };
      const setup = await authenticationSetup({
        ...(creditPayment ? { journeyType: creditPayment.journeyType } : { cartId }),
        amount,
        websiteIdentifier: siteId,
        ...paying,
      });
      if (ddcHost.current) await collectDeviceData(ddcHost.current, setup);
      const body: PaymentBody = {
        ...target,
        amount,
        channel: CHANNEL,
        websiteIdentifier: siteId,
        ...paying,
        sessionId: setup.referenceId,
        ...(email ? { email } : {}),
        browserFields: browserFields(),
        saveCard: newCard && saveCard && !creditPayment,
        ...(billingAddress ? { billingAddress } : {}),
        ...(creditAmount
          ? { journeyType: 'credit-checkout' as const, creditAmount: Math.round(creditAmount) / 100 }
          : {}),
      };
      finish(await enrol(body, key), body, key);
    } catch (failure) {
      failed(failure);
    }
  }

  // The bank's challenge page tells this page when the shopper has answered it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: finish and failed only call state setters (stable)
  useEffect(() => {
    if (!challenge) return;
    const gatewayOrigin = new URL(challenge.stepUpUrl, window.location.href).origin;
    const listener = async (event: MessageEvent) => {
      if (event.origin !== gatewayOrigin) return;
      const data = event.data as { source?: unknown; type?: unknown; authenticationTransactionId?: unknown } | null;
      if (data?.source !== 'sandbox-gateway' || data.type !== 'challenge-complete') return;
      if (data.authenticationTransactionId !== challenge.authenticationTransactionId) return;
      setChallenge(null);
      try {
        const answer = await validatePayer(
          { ...challenge.body, authenticationTransactionId: challenge.authenticationTransactionId },
          challenge.key,
        );
        finish(answer, challenge.body, challenge.key);
      } catch (failure) {
        failed(failure);
      }
    };
    window.addEventListener('message', listener);
    return () => window.removeEventListener('message', listener);
  }, [challenge]);

  return (
    <section className={bag.card} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={bag.cardTitle}>
        Pay by card
      </h2>
      <ErrorSummary
        errors={[
          ...(error ? [{ target: newCard ? fieldsId : `${id}-choice`, message: error }] : []),
          ...billingErrors.map((problem) => ({ target: billingFieldId(id, problem.field), message: problem.message })),
        ]}
      />
      {savedCards.length > 0 ? (
        <RadioGroup
          id={`${id}-choice`}
          value={choice}
          onChange={(value) => {
            setError(null);
            setChoice(value);
          }}
          isDisabled={busy}
          className={styles.radioList}
        >
          <Label className={styles.groupLabel}>Pay with</Label>
          {savedCards.map((card) => (
            <Radio key={card.token} value={card.token} isDisabled={card.expired} className={styles.radioCard}>
              <span className={styles.radioDot} aria-hidden="true" />
              <span>
                <span className={styles.radioTitle}>
                  {card.cardName} ending {card.panSuffix}
                </span>
                <span className={styles.radioDetail}>
                  {card.expired ? `Expired ${card.expiryDate}` : `Expires ${card.expiryDate}`}
                </span>
              </span>
            </Radio>
          ))}
          <Radio value={NEW_CARD} className={styles.radioCard}>
            <span className={styles.radioDot} aria-hidden="true" />
            <span className={styles.radioTitle}>A new card</span>
          </Radio>
        </RadioGroup>
      ) : null}
      <div
        id={fieldsId}
        tabIndex={-1}
        className={styles.cardFields}
        aria-busy={newCard && fieldsState === 'loading'}
        hidden={!newCard}
      >
        {newCard ? <div key={generation} ref={host} /> : null}
        {newCard && fieldsState === 'loading' ? <p className={bag.muted}>Loading the secure card fields…</p> : null}
      </div>
      {newCard && !creditPayment ? (
        <label className={styles.checkRow}>
          <input
            type="checkbox"
            checked={saveCard}
            onChange={(event) => setSaveCard(event.target.checked)}
            disabled={busy}
          />
          <span>Save this card for next time</span>
        </label>
      ) : null}
      {billing ? (
        <BillingAddress
          idPrefix={id}
          choice={billingChoice}
          onChange={(choice) => {
            setBillingChoice(choice);
            setBillingErrors([]);
          }}
          deliveryLines={billing.delivery ? billing.deliveryLines : null}
          sameLabel={billing.sameLabel}
          errors={billingErrors}
          disabled={busy}
        />
      ) : null}
      <p className={bag.muted}>
        Your card details go straight to our payment provider; we never see or keep your card number.
      </p>
      <p id={`${id}-total`} className={styles.totalLine}>
        <span>{creditPayment ? 'Amount to pay' : creditAmount ? 'To pay by card' : 'Total to pay'}</span>{' '}
        <span>{formatPence(orderTotal)}</span>
      </p>
      <div className={styles.actions}>
        <Button
          size="large"
          fullWidth
          onClick={() => void pay()}
          disabled={busy || (newCard && fieldsState !== 'ready')}
          aria-describedby={`${id}-total`}
        >
          {busy ? 'Paying…' : 'Pay now'}
        </Button>
      </div>
      {newCard && fieldsState === 'unavailable' ? (
        <Button
          variant="secondary"
          onClick={() => {
            setError(null);
            again();
          }}
        >
          Try loading the card fields again
        </Button>
      ) : null}
      <div ref={ddcHost} hidden />
      <ModalOverlay
        isOpen={challenge !== null}
        isDismissable={false}
        isKeyboardDismissDisabled
        className={styles.modalOverlay}
      >
        <Modal className={styles.modal}>
          <Dialog className={styles.modalDialog} aria-labelledby={`${id}-challenge`}>
            <Heading slot="title" id={`${id}-challenge`} className={bag.cardTitle}>
              Confirm it’s you with your bank
            </Heading>
            <p className={bag.muted}>Your bank wants to check this payment. Follow its steps below.</p>
            {challenge ? (
              <iframe src={challenge.stepUpUrl} title="Your bank’s check" className={styles.challengeFrame} />
            ) : null}
          </Dialog>
        </Modal>
      </ModalOverlay>
    </section>
  );
}

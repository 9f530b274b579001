'use client';
// Checkout, step 2: pay by card. The gateway's hosted fields (an iframe from its own origin) take the card; "Pay now"
// turns them into a transient token, checks the card's BIN, runs 3-D Secure (device data collection, enrolment, and a
// challenge from the bank in a dialog when it asks for one) and lands on the order confirmation. One request at a time;
// a refused card is named in the error summary and the fields start again empty for another card.
import { Button } from '@shop/ui/button';
import { formatPence } from '@shop/ui/format';
import { useEffect, useId, useRef, useState } from 'react';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { callFailure, GENERIC_ERROR } from '@/lib/checkout/client-api.ts';
import {
  authenticationSetup,
  binAccepted,
  binOf,
  browserFields,
  CARD_NOT_ACCEPTED,
  type CardFields,
  CHANNEL,
  captureContext,
  collectDeviceData,
  confirmationPath,
  type EnrolAnswer,
  enrol,
  loadClientLibrary,
  type PaymentBody,
  validatePayer,
} from '@/lib/checkout/payment-client.ts';
import * as bag from '../bag/bag.css.ts';
import * as styles from './checkout.css.ts';
import { ErrorSummary } from './error-summary.tsx';

type FieldsState = 'loading' | 'ready' | 'unavailable';

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
}: {
  cartId: string;
  /** The customer's email address, for the bank's 3-D Secure check. */
  email?: string;
  /** Pence. */
  orderTotal: number;
  siteId: string;
}) {
  const id = useId();
  const fieldsId = `${id}-card`;
  const host = useRef<HTMLDivElement>(null);
  const ddcHost = useRef<HTMLDivElement>(null);
  const fields = useRef<CardFields | null>(null);
  const [fieldsState, setFieldsState] = useState<FieldsState>('loading');
  const [generation, setGeneration] = useState(0);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [challenge, setChallenge] = useState<Challenge | null>(null);
  const amount = Math.round(orderTotal) / 100;

  // Mount the hosted fields (again, for another card, whenever `generation` moves on).
  // biome-ignore lint/correctness/useExhaustiveDependencies: generation is the remount signal
  useEffect(() => {
    let cancelled = false;
    let mounted: CardFields | null = null;
    setFieldsState('loading');
    (async () => {
      try {
        const context = await captureContext(siteId);
        await loadClientLibrary(context.clientLibrary);
        const microform = window.SandboxMicroform;
        if (cancelled) return;
        if (!microform || !host.current) throw new Error('no card fields');
        mounted = await microform.mount({
          captureContext: context.captureContext,
          container: host.current,
          title: 'Card details',
        });
        if (cancelled) {
          mounted.destroy();
          return;
        }
        fields.current = mounted;
        setFieldsState('ready');
      } catch (failure) {
        if (cancelled) return;
        setFieldsState('unavailable');
        setError(callFailure(failure).message);
      }
    })();
    return () => {
      cancelled = true;
      mounted?.destroy();
      fields.current = null;
    };
  }, [generation, siteId]);

  function anotherCard(message: string) {
    setError(message);
    setGeneration((value) => value + 1);
  }

  function finish(answer: EnrolAnswer, body: PaymentBody, key: string) {
    if (answer.status === 'AUTHENTICATION_SUCCESSFUL') {
      window.location.assign(confirmationPath(answer.order.cartId));
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
    const { status, message } = callFailure(failure);
    setBusy(false);
    if (status >= 400 && status < 500) anotherCard(message);
    else setError(message || GENERIC_ERROR);
  }

  async function pay() {
    const card = fields.current;
    if (busy || !card) return;
    setBusy(true);
    setError(null);
    // One key for this press of "Pay now": a repeat of its calls answers the first result.
    const key = crypto.randomUUID();
    let transientToken: string;
    try {
      transientToken = await card.createToken();
    } catch (failure) {
      // The frame shows what is wrong with each field and focuses the first.
      setBusy(false);
      setError(failure instanceof Error && failure.message ? failure.message : 'Check your card details.');
      return;
    }
    try {
      const bin = binOf(transientToken);
      if (!bin || !(await binAccepted(bin))) {
        setBusy(false);
        anotherCard(CARD_NOT_ACCEPTED);
        return;
      }
      const setup = await authenticationSetup({ cartId, amount, websiteIdentifier: siteId, transientToken });
      if (ddcHost.current) await collectDeviceData(ddcHost.current, setup);
      const body: PaymentBody = {
        cartId,
        amount,
        channel: CHANNEL,
        websiteIdentifier: siteId,
        transientToken,
        sessionId: setup.referenceId,
        ...(email ? { email } : {}),
        browserFields: browserFields(),
        saveCard: false,
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
      {error ? <ErrorSummary errors={[{ target: fieldsId, message: error }]} /> : null}
      <div id={fieldsId} tabIndex={-1} className={styles.cardFields} aria-busy={fieldsState === 'loading'}>
        <div key={generation} ref={host} />
        {fieldsState === 'loading' ? <p className={bag.muted}>Loading the secure card fields…</p> : null}
      </div>
      <p className={bag.muted}>
        Your card details go straight to our payment provider; we never see or keep your card number.
      </p>
      <p id={`${id}-total`} className={styles.totalLine}>
        <span>Total to pay</span> <span>{formatPence(orderTotal)}</span>
      </p>
      <div className={styles.actions}>
        <Button
          size="large"
          fullWidth
          onClick={() => void pay()}
          disabled={busy || fieldsState !== 'ready'}
          aria-describedby={`${id}-total`}
        >
          {busy ? 'Paying…' : 'Pay now'}
        </Button>
      </div>
      {fieldsState === 'unavailable' ? (
        <Button
          variant="secondary"
          onClick={() => {
            setError(null);
            setGeneration((value) => value + 1);
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

'use client';
// Checkout, step 1: the delivery address, speed (with nominated day or parcel shop), contact number and the order
// summary, from the delivery view the server rendered with and kept current by every change's answer. "Continue to
// payment" checks what is still missing and lists it in an error summary linking to each section.
import { Button } from '@shop/ui/button';
import { formatPence } from '@shop/ui/format';
import { useHydrated } from '@shop/ui/hydrated';
import { useRouter } from 'next/navigation';
import { type FormEvent, type ReactNode, useEffect, useId, useState } from 'react';
import useSWR from 'swr';
import {
  callFailure,
  type DeliverySpeed,
  type DeliveryView,
  deliveryKey,
  sendContactNumber,
} from '@/lib/checkout/client-api.ts';
import { fetcher } from '@/lib/client/fetcher.ts';
import * as bag from '../bag/bag.css.ts';
import { AddressSection } from './address-section.tsx';
import * as styles from './checkout.css.ts';
import { CheckoutSummary } from './checkout-summary.tsx';
import { ErrorSummary, type SummaryError } from './error-summary.tsx';
import { SpeedSection } from './speed-section.tsx';

const PAYMENT_PATH = '/checkout/payment';

export function DeliveryMethodView({
  initial,
  siteId,
  notice,
}: {
  initial: DeliveryView;
  siteId: string;
  /** Server-rendered content under the heading (the CMS delivery promotion and countdown). */
  notice?: ReactNode;
}) {
  const id = useId();
  const router = useRouter();
  const { data, mutate } = useSWR<DeliveryView>(deliveryKey(initial.cartId), fetcher, {
    fallbackData: initial,
    revalidateOnMount: false,
    revalidateOnFocus: false,
  });
  const view = data ?? initial;
  const [pending, setPending] = useState<DeliverySpeed | null>(null);
  const [contact, setContact] = useState(view.contactNumber ?? '');
  const [contactError, setContactError] = useState<string | null>(null);
  const [problems, setProblems] = useState<SummaryError[]>([]);
  const [continuing, setContinuing] = useState(false);
  // "Continue to payment" checks and saves in the browser: pressed before hydration it would submit the form natively
  // (a reload of this page that drops the press), so it is enabled only once the page can act on it.
  const ready = useHydrated();
  // Signing in on the way here joins the guest bag to the account after the page loaded: render again from the server.
  useEffect(() => {
    const refresh = () => router.refresh();
    window.addEventListener('shop:signed-in', refresh);
    return () => window.removeEventListener('shop:signed-in', refresh);
  }, [router]);
  const ids = { address: `${id}-address`, speed: `${id}-speed`, contact: `${id}-contact` };

  const onView = (next: DeliveryView) => {
    void mutate(next, { revalidate: false });
    setProblems([]);
  };

  /** What still stops this order going to payment, each against its section. */
  function missing(): SummaryError[] {
    const found: SummaryError[] = [];
    const collecting = view.deliveryMode === 'HPS' || view.deliveryMode === 'EXPRESS_COLLECT';
    if (!view.deliveryAddress) found.push({ target: ids.address, message: 'Choose or enter a delivery address' });
    if (pending === 'NOM') {
      found.push({ target: ids.speed, message: 'Choose a day and time for nominated day delivery' });
    } else if (pending === 'HPS' || pending === 'EXPRESS_COLLECT' || (collecting && !view.parcelShop)) {
      found.push({ target: ids.speed, message: 'Choose a parcel shop to collect from' });
    }
    if (!contact.trim()) {
      found.push({ target: ids.contact, message: 'Enter a phone number so the carrier can contact you' });
    }
    return found;
  }

  async function proceed(event: FormEvent) {
    event.preventDefault();
    setContactError(null);
    const found = missing();
    setProblems(found);
    if (found.length > 0) return;
    setContinuing(true);
    try {
      if (contact.trim() !== (view.contactNumber ?? '')) {
        try {
          const next = await sendContactNumber({ cartId: view.cartId, contactNumber: contact.trim() });
          void mutate(next, { revalidate: false });
          setContact(next.contactNumber ?? contact);
        } catch (error) {
          const failure = callFailure(error);
          const message = failure.errors[0]?.message ?? failure.message;
          setContactError(message);
          setProblems([{ target: ids.contact, message }]);
          return;
        }
      }
      router.push(PAYMENT_PATH);
    } finally {
      setContinuing(false);
    }
  }

  return (
    <>
      <h1 className={bag.heading}>Delivery</h1>
      {notice}
      <ErrorSummary errors={problems} />
      {view.removedOutOfStockItems.length > 0 ? (
        <p className={bag.notice.warning} role="status">
          {view.removedOutOfStockItems.length === 1 ? 'An item in your bag is' : 'Some items in your bag are'} no longer
          available and {view.removedOutOfStockItems.length === 1 ? 'has' : 'have'} been removed:{' '}
          {view.removedOutOfStockItems.map((item) => item.productName ?? item.productNo).join(', ')}.
        </p>
      ) : null}
      <div className={bag.layout}>
        <div className={bag.column}>
          <AddressSection view={view} siteId={siteId} onView={onView} anchorId={ids.address} />
          {view.deliveryAddress ? (
            <SpeedSection view={view} onView={onView} pending={pending} onPending={setPending} anchorId={ids.speed} />
          ) : (
            <section className={bag.card} aria-labelledby={`${id}-speeds`}>
              <h2 id={`${id}-speeds`} className={bag.cardTitle}>
                Delivery options
              </h2>
              <p className={bag.muted}>Choose a delivery address to see the delivery options, prices and dates.</p>
            </section>
          )}
          <section className={bag.card} aria-labelledby={`${id}-contact-title`}>
            <h2 id={`${id}-contact-title`} className={bag.cardTitle}>
              Contact number
            </h2>
            <div className={bag.field}>
              <label htmlFor={ids.contact} className={bag.fieldLabel}>
                Phone number
              </label>
              <span id={`${ids.contact}-hint`} className={styles.radioDetail}>
                The carrier uses it to tell you about your delivery.
              </span>
              {contactError ? (
                <p id={`${ids.contact}-error`} className={styles.fieldError}>
                  <span className="visually-hidden">Error: </span>
                  {contactError}
                </p>
              ) : null}
              <input
                id={ids.contact}
                type="tel"
                className={`${bag.input} ${contactError ? styles.invalidInput : ''}`}
                value={contact}
                onChange={(event) => setContact(event.target.value)}
                autoComplete="tel"
                maxLength={24}
                aria-invalid={contactError ? true : undefined}
                aria-describedby={`${ids.contact}-hint${contactError ? ` ${ids.contact}-error` : ''}`}
              />
            </div>
          </section>
        </div>
        <form id={`${id}-form`} className={bag.card} aria-labelledby={`${id}-summary`} onSubmit={proceed} noValidate>
          <h2 id={`${id}-summary`} className={bag.cardTitle}>
            Order summary
          </h2>
          <CheckoutSummary view={view} />
          <div className={styles.desktopOnly}>
            <Button type="submit" fullWidth size="large" disabled={continuing || !ready}>
              {continuing ? 'Saving…' : 'Continue to payment'}
            </Button>
          </div>
          <a href="/shop/bag" className={bag.textButton}>
            Back to your bag
          </a>
        </form>
      </div>
      <div className={styles.stickyTotal}>
        <p className={styles.totalLine}>
          <span>Total</span>
          <span>{formatPence(view.orderTotal)}</span>
        </p>
        <Button type="submit" form={`${id}-form`} fullWidth size="large" disabled={continuing || !ready}>
          {continuing ? 'Saving…' : 'Continue to payment'}
        </Button>
      </div>
    </>
  );
}

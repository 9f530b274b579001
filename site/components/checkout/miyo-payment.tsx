'use client';
// Checkout, step 2: "Pay in 3 with Miyo". Continue opens a Miyo session for the total shown and sends the shopper to
// Miyo's hosted page (its own origin), where they see the key product information and approve or decline; they come
// back to /checkout/miyo. One request in flight; a failure is named in the error summary.
import { Button } from '@shop/ui/button';
import { formatPence } from '@shop/ui/format';
import { useId, useRef, useState } from 'react';
import { callFailure } from '@/lib/checkout/client-api.ts';
import { miyoInstalments, openMiyoSession } from '@/lib/checkout/miyo-client.ts';
import * as bag from '../bag/bag.css.ts';
import * as styles from './checkout.css.ts';
import { ErrorSummary } from './error-summary.tsx';

export function MiyoPayment({
  cartId,
  orderTotal,
  siteId,
  notice,
}: {
  cartId: string;
  /** Pence. */
  orderTotal: number;
  siteId: string;
  /** Why the shopper is back here from Miyo (declined, cancelled), shown in the error summary. */
  notice?: string | undefined;
}) {
  const id = useId();
  const inFlight = useRef(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(notice ?? null);
  const [first, second] = miyoInstalments(orderTotal);

  async function start() {
    if (inFlight.current) return;
    inFlight.current = true;
    setBusy(true);
    setError(null);
    try {
      const session = await openMiyoSession({
        cartId,
        amount: Math.round(orderTotal) / 100,
        websiteIdentifier: siteId,
      });
      window.location.assign(session.redirectUrl);
    } catch (failure) {
      inFlight.current = false;
      setBusy(false);
      setError(callFailure(failure).message);
    }
  }

  return (
    <section className={bag.card} aria-labelledby={`${id}-title`} data-testid="miyo-payment">
      <h2 id={`${id}-title`} className={bag.cardTitle}>
        Pay in 3 with Miyo
      </h2>
      {error ? <ErrorSummary errors={[{ target: `${id}-continue`, message: error }]} /> : null}
      <p id={`${id}-plan`} className={styles.totalLine}>
        <span>
          {formatPence(first ?? 0)} today, then 2 monthly payments of {formatPence(second ?? 0)}
        </span>
      </p>
      <p className={bag.muted}>
        0% interest. Miyo Pay in 3 is credit: Miyo checks whether it can lend to you, and a missed payment may cost a
        late fee and affect your credit score. You’ll see the full terms on Miyo’s page before you agree.
      </p>
      <div className={styles.actions}>
        <Button
          id={`${id}-continue`}
          variant="secondary"
          size="large"
          fullWidth
          onClick={() => void start()}
          disabled={busy}
          aria-describedby={`${id}-plan`}
        >
          {busy ? 'Opening Miyo…' : 'Continue to Miyo'}
        </Button>
      </div>
    </section>
  );
}

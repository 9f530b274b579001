'use client';
// The promotion code field: Add shows the server's message on a 400 (spec §5), the applied code shows its
// description with a Remove button, and removal confirms itself (the remove-success flag of §4).
import { Button } from '@shop/ui/button';
import { formatPence } from '@shop/ui/format';
import { useHydrated } from '@shop/ui/hydrated';
import { useAtomValue } from 'jotai';
import { type FormEvent, useId, useState } from 'react';
import type { Cart } from '@/lib/bag/client-api.ts';
import { useBagActions } from '@/lib/bag/hooks.ts';
import { loadingAtom, promoRemovedAtom, serviceErrorAtom } from '@/lib/bag/state.ts';
import * as styles from './bag.css.ts';

export function PromoCode({ cart, siteId }: { cart: Cart; siteId: string }) {
  const ready = useHydrated();
  const id = useId();
  const [code, setCode] = useState('');
  const [empty, setEmpty] = useState(false);
  const { promo } = useBagActions(siteId);
  const loading = useAtomValue(loadingAtom).promoCode === true;
  const error = useAtomValue(serviceErrorAtom).promo;
  const removed = useAtomValue(promoRemovedAtom);
  const incentive = cart.staggeredIncentives[0];

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!code.trim()) {
      setEmpty(true);
      return;
    }
    setEmpty(false);
    const next = await promo(cart, code.trim(), 'Add');
    if (next) setCode('');
  }

  const message = empty ? 'Enter a promotion code.' : error;
  return (
    <section className={styles.card} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.cardTitle}>
        Promotion code
      </h2>
      {incentive ? (
        <div className={styles.notice[incentive.qualified ? 'success' : 'warning']}>
          <p className={styles.totalLabel}>
            <strong>{incentive.promotionCode}</strong>: {incentive.description}
          </p>
          {incentive.qualified ? (
            cart.promotionDiscount > 0 ? (
              <p className={styles.totalLabel}>
                <strong>You save {formatPence(cart.promotionDiscount)}</strong>
              </p>
            ) : null
          ) : (
            <p className={styles.totalLabel}>Spend {formatPence(incentive.amountToQualify)} more to use this code.</p>
          )}
          <button
            type="button"
            className={styles.textButton}
            onClick={() => promo(cart, incentive.promotionCode, 'Delete')}
            disabled={loading}
          >
            Remove code {incentive.promotionCode}
          </button>
        </div>
      ) : (
        <form className={styles.promoForm} onSubmit={submit} noValidate>
          <div className={styles.field}>
            <label htmlFor={`${id}-code`} className={styles.fieldLabel}>
              Enter a promotion code
            </label>
            <input
              id={`${id}-code`}
              name="promoCode"
              className={`${styles.input} ${styles.codeInput}`}
              value={code}
              onChange={(event) => setCode(event.target.value)}
              autoComplete="off"
              maxLength={40}
              aria-invalid={message ? true : undefined}
              aria-describedby={message ? `${id}-error` : undefined}
            />
          </div>
          <Button type="submit" variant="secondary" disabled={loading || !ready}>
            {loading ? 'Applying…' : 'Apply'}
          </Button>
        </form>
      )}
      <div aria-live="polite">
        {message ? (
          <p id={`${id}-error`} className={styles.errorText}>
            {message}
          </p>
        ) : removed && !incentive ? (
          <p className={styles.muted}>Your promotion code has been removed.</p>
        ) : null}
      </div>
    </section>
  );
}

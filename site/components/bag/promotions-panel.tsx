'use client';
// The bag's promotions (spec §3 eligible and potential cart promos, §4 proactive offers): a proactive offer to accept
// or decline, the promotions the bag qualifies for (the applied one marked, each with what it saves) and those it
// could reach ("Spend £x more to get …"). Read from POST promotions; codes are applied through promoCode.
import { discountFor } from '@shop/commerce/promotions/engine';
import { Button } from '@shop/ui/button';
import { formatPence } from '@shop/ui/format';
import { useAtomValue, useSetAtom } from 'jotai';
import { useId, useRef } from 'react';
import type { Cart } from '@/lib/bag/client-api.ts';
import { useBagActions } from '@/lib/bag/hooks.ts';
import type { PromotionSummary } from '@/lib/bag/promotions.ts';
import { loadingAtom, proactiveOfferRejectedAtom } from '@/lib/bag/state.ts';
import { usePromotions } from '@/lib/bag/use-promotions.ts';
import * as styles from './bag.css.ts';

export interface PromotionsPanelProps {
  cart: Cart;
  siteId: string;
  tradingTitle: string;
}

export function PromotionsPanel({ cart, siteId, tradingTitle }: PromotionsPanelProps) {
  const id = useId();
  const { promotions } = usePromotions(cart, tradingTitle);
  const { promo } = useBagActions(siteId);
  const busy = useAtomValue(loadingAtom).promoCode === true;
  const reject = useSetAtom(proactiveOfferRejectedAtom);
  const headingRef = useRef<HTMLHeadingElement>(null);
  if (!promotions || cart.cartEntries.length === 0) return null;

  const goods = cart.preDiscountOrderValueExcludingShippingCost;
  const applied = cart.claimCodeName;
  const offer = promotions.eligiblePromotions.find((p) => p.proactive && p.promotionCode !== applied);
  const eligible = promotions.eligiblePromotions.filter((p) => p !== offer);
  const potential = promotions.potentialPromotions;
  if (!offer && eligible.length === 0 && potential.length === 0) return null;

  function decline() {
    reject(true);
    // The offer goes away: keep keyboard focus in the panel.
    headingRef.current?.focus();
  }

  function apply(code: string, proactive: boolean) {
    // The pressed button is disabled while the code applies and then goes away: keep keyboard focus in the panel.
    headingRef.current?.focus();
    void promo(cart, code, 'Add', proactive);
  }

  const saves = (p: PromotionSummary) =>
    p.promotionCode === applied && cart.promotionDiscount > 0
      ? `You save ${formatPence(cart.promotionDiscount)}`
      : `Saves ${formatPence(discountFor(p, goods))} on this bag`;

  return (
    <section className={styles.card} aria-labelledby={`${id}-title`} data-testid="bag-promotions">
      <h2 id={`${id}-title`} ref={headingRef} tabIndex={-1} className={styles.cardTitle}>
        Offers for your bag
      </h2>
      {offer ? (
        <section className={styles.notice.success} aria-labelledby={`${id}-offer`} data-testid="proactive-offer">
          <h3 id={`${id}-offer`} className={styles.subTitle}>
            An offer just for you
          </h3>
          <p className={styles.promoText}>{offer.description}</p>
          <p className={styles.promoText}>
            <strong>{saves(offer)}</strong>
          </p>
          <div className={styles.offerActions}>
            <Button
              size="small"
              disabled={busy}
              onClick={() => apply(offer.promotionCode, true)}
              aria-label={`Apply offer: ${offer.shortDescription}`}
            >
              Apply offer
            </Button>
            <button type="button" className={styles.textButton} onClick={decline}>
              No thanks
            </button>
          </div>
        </section>
      ) : null}
      {eligible.length > 0 ? (
        <>
          <h3 className={styles.subTitle}>Promotions you qualify for</h3>
          <ul className={styles.promoList} aria-label="Promotions you qualify for">
            {eligible.map((p) => {
              const isApplied = p.promotionCode === applied;
              return (
                <li key={p.promotionCode} className={styles.promoItem} data-testid="eligible-promotion">
                  <p className={styles.promoText}>
                    <strong>{p.shortDescription}</strong>
                    {isApplied ? <span className={styles.appliedBadge}>Applied</span> : null}
                  </p>
                  <p className={styles.muted}>{p.description}</p>
                  <p className={`${styles.promoText} ${styles.saving}`}>{saves(p)}</p>
                  {isApplied ? null : (
                    <button
                      type="button"
                      className={`${styles.textButton} ${styles.promoAction}`}
                      disabled={busy}
                      onClick={() => apply(p.promotionCode, p.proactive)}
                    >
                      Use code {p.promotionCode}
                    </button>
                  )}
                </li>
              );
            })}
          </ul>
        </>
      ) : null}
      {potential.length > 0 ? (
        <>
          <h3 className={styles.subTitle}>Spend a little more</h3>
          <ul className={styles.promoList} aria-label="Promotions you could reach">
            {potential.map((p) => (
              <li key={p.promotionCode} className={styles.promoItem} data-testid="potential-promotion">
                <p className={styles.promoText}>
                  Spend <strong>{formatPence(p.amountToQualify)}</strong> more to get {p.shortDescription}.
                </p>
                <p className={styles.muted}>{p.description}</p>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}

'use client';
// The bag page: lines with quantity, remove (with undo) and save for later; promotion code; eligible, potential and
// proactive promotions; totals; delivery countdown; saved items; the bag content's blocks (notifications,
// information, empty message), rendered on the server and shown together here in the editors' order, in the main
// column: with items the notifications and information below the bag's lines (which stay right under the heading
// whatever the order, so the editors' blocks never move the lines, the summary or the promotion code); empty, the
// notifications and the empty-bag message beside the saved items.
import { LinkButton } from '@shop/ui/button';
import { formatPence } from '@shop/ui/format';
import { Skeleton } from '@shop/ui/skeleton';
import { useAtom, useAtomValue } from 'jotai';
import { Fragment, type ReactNode, useEffect, useRef, useState } from 'react';
import useSWR from 'swr';
import { BAG_CONTENT_KEY, type Cart, type CartEntry, CUTOFF_KEY } from '@/lib/bag/client-api.ts';
import { useBagActions, useCart, useSavedItems } from '@/lib/bag/hooks.ts';
import { removeRemovableEntries } from '@/lib/bag/removal-loop.ts';
import { deliverySubscriptionAtom, lastRemovedAtom, loadingAtom, serviceErrorAtom } from '@/lib/bag/state.ts';
import { usePromotions } from '@/lib/bag/use-promotions.ts';
import { fetcher } from '@/lib/client/fetcher.ts';
import type { BagSlotName } from '@/lib/content/bag-slots.ts';
import * as styles from './bag.css.ts';
import { BagLine } from './bag-line.tsx';
import { DeliveryCountdown } from './delivery-countdown.tsx';
import { SUBSCRIPTION_REMOVED, useDeliverySubscriptionCheck } from './delivery-subscription-add.tsx';
import { OrderSummary } from './order-summary.tsx';
import { PromoCode } from './promo-code.tsx';
import { PromotionsPanel } from './promotions-panel.tsx';
import { SavedItemsCard } from './saved-items-card.tsx';

interface BagContent {
  deliveryCountdown?: string | null;
}

/** The bag content's blocks, rendered on the server (see bag-blocks.tsx); null where the content has none. */
export interface BagBlocks {
  notices: ReactNode;
  information: ReactNode;
  empty: ReactNode;
  /** The order editors gave them (bag content's block order). */
  order: readonly BagSlotName[];
}

/** The bag content's blocks that show in this state of the bag, together and in the editors' order. */
function ContentBlocks({
  order,
  shown,
  className,
}: {
  order: readonly BagSlotName[];
  shown: Partial<Record<BagSlotName, ReactNode>>;
  className: string;
}) {
  return (
    <div className={className} data-bag-blocks="">
      {order.map((slot) => (shown[slot] ? <Fragment key={slot}>{shown[slot]}</Fragment> : null))}
    </div>
  );
}

/** Why checkout sent the shopper back here (site/lib/checkout/page.ts). */
const CHECKOUT_RETURN_MESSAGES = {
  empty: 'Your bag is empty, so there’s nothing to check out yet.',
  unavailable: 'The items in your bag are no longer available, so we’ve removed them. Nothing has been charged.',
} as const;

/** The longest the bag waits for its side panels' first answers before it shows anyway (ms). */
const SETTLE_CAP_MS = 2_500;

export function BagView({
  siteId,
  tradingTitle,
  blocks,
  footer,
}: {
  siteId: string;
  tradingTitle: string;
  blocks: BagBlocks;
  /** Shown under the bag once it has loaded (e.g. the credit note), so it never jumps down as the bag arrives. */
  footer?: ReactNode;
}) {
  const { cart, isLoading, isEmpty } = useCart();
  const { data: content, error: contentError } = useSWR<BagContent>(BAG_CONTENT_KEY, fetcher, {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
  // What fills in the bag's panels after the bag itself: the CMS content (notices, countdown wording), the delivery
  // cut-off, the offers and the saved items (the same requests the panels make, shared by SWR). The bag first shows
  // once they have answered, or after SETTLE_CAP_MS, so nothing on the first screen moves as they arrive (CLS).
  const cutoff = useSWR(CUTOFF_KEY, fetcher, { revalidateOnFocus: false, shouldRetryOnError: false });
  const saved = useSavedItems();
  const { settled: offersSettled } = usePromotions(cart, tradingTitle);
  const panelsSettled =
    (content !== undefined || contentError !== undefined) &&
    (cutoff.data !== undefined || cutoff.error !== undefined) &&
    (saved.data !== undefined || saved.error !== undefined) &&
    (isEmpty || !cart || offersSettled);
  const [waitedLongEnough, setWaitedLongEnough] = useState(false);
  useEffect(() => {
    if (isLoading) return;
    const timer = setTimeout(() => setWaitedLongEnough(true), SETTLE_CAP_MS);
    return () => clearTimeout(timer);
  }, [isLoading]);
  // Once shown, the bag stays shown (later changes update it in place).
  const [shown, setShown] = useState(false);
  if (!shown && !isLoading && (panelsSettled || waitedLongEnough)) setShown(true);
  const errors = useAtomValue(serviceErrorAtom);
  const loading = useAtomValue(loadingAtom);
  const { setQuantity, moveToSaved, add } = useBagActions(siteId);
  const [lastRemoved, setLastRemoved] = useAtom(lastRemovedAtom);
  const undoRef = useRef<HTMLButtonElement>(null);
  const subscriptionFlags = useAtomValue(deliverySubscriptionAtom);
  // Read after hydration: the bag page stays one static shell for every shopper.
  const [checkoutReturn, setCheckoutReturn] = useState<string | null>(null);
  useEffect(() => setCheckoutReturn(new URLSearchParams(window.location.search).get('checkout')), []);
  useDeliverySubscriptionCheck(cart, siteId);

  // Lines the server flags removable go, one editBag each, guarded against looping.
  const removing = useRef(false);
  useEffect(() => {
    if (!cart || removing.current || !cart.cartEntries.some((entry) => entry.removable)) return;
    removing.current = true;
    removeRemovableEntries<CartEntry, Cart>(cart, async (entry) => (await setQuantity(cart, entry, 0)) ?? cart)
      .catch(() => {})
      .finally(() => {
        removing.current = false;
      });
  }, [cart, setQuantity]);

  useEffect(() => {
    // Focus goes to Undo when it went with the removed line; never taken from where the shopper has since moved it.
    const active = document.activeElement;
    if (lastRemoved && (!active || active === document.body)) undoRef.current?.focus();
  }, [lastRemoved]);

  // Changes still queued or in flight: the lines say so to assistive technology (the controls stay usable).
  const busy = Boolean(loading.editBag || loading.removeFromBag || loading.bag);
  const heading = <h1 className={styles.heading}>Your bag</h1>;

  if (!shown) {
    return (
      <div aria-busy="true">
        {heading}
        <Skeleton shape="rect" height="12rem" />
      </div>
    );
  }

  async function undo() {
    if (!lastRemoved) return;
    const { entry } = lastRemoved;
    const details = entry.productDetails as { offerNumber?: string };
    const restored = await add(
      {
        cartId: cart?.cartId ?? '',
        productNumber: entry.productNo,
        offerNumber: details.offerNumber ?? '',
        optionNumber: entry.productOptionNo,
        quantity: entry.quantity,
        unitPrice: entry.unitPrice,
        productType: entry.productType,
      },
      // Putting back a line the shopper just removed is not a new choice: not tracked as an add to cart.
      { product: false },
    );
    if (restored) setLastRemoved(null);
  }

  const undoBar = lastRemoved ? (
    <div className={`${styles.notice.info} ${styles.undoBar}`} role="status">
      <span>
        {(lastRemoved.entry.productDetails as { productName?: string }).productName ?? 'The item'}{' '}
        {lastRemoved.movedToSaved ? 'was moved to your saved items.' : 'was removed from your bag.'}
      </span>
      <button
        ref={undoRef}
        type="button"
        className={styles.textButton}
        onClick={undo}
        disabled={Boolean(loading.addToBag)}
      >
        Undo
      </button>
    </div>
  ) : null;

  const problems = [errors.bagEdit, errors.bagRemove, errors.bagSave, errors.bagAdd].filter(Boolean);
  const notices = (
    <>
      {checkoutReturn && checkoutReturn in CHECKOUT_RETURN_MESSAGES ? (
        <p className={styles.notice.warning} role="status" data-testid="checkout-return">
          {CHECKOUT_RETURN_MESSAGES[checkoutReturn as keyof typeof CHECKOUT_RETURN_MESSAGES]}
        </p>
      ) : null}
      {problems.map((message) => (
        <p key={message} className={styles.notice.error} role="alert">
          {message}
        </p>
      ))}
      {subscriptionFlags === 'removed' ? (
        <p className={styles.notice.info} role="status">
          {SUBSCRIPTION_REMOVED}
        </p>
      ) : null}
      {cart && cart.removedOutOfStockItems.length > 0 ? (
        <p className={styles.notice.warning} role="status">
          {cart.removedOutOfStockItems.length === 1 ? 'An item in your bag is' : 'Some items in your bag are'} no longer
          available and {cart.removedOutOfStockItems.length === 1 ? 'has' : 'have'} been removed:{' '}
          {cart.removedOutOfStockItems.map((item) => item.productName ?? item.productNo).join(', ')}.
        </p>
      ) : null}
    </>
  );

  if (isEmpty || !cart) {
    const emptyMessage = blocks.empty ? (
      <div className={`${styles.card} ${styles.empty}`} data-testid="bag-empty">
        {blocks.empty}
      </div>
    ) : (
      // No bag content (or the content system is down): the shop's own words.
      <section className={`${styles.card} ${styles.empty}`} aria-labelledby="bag-empty" data-testid="bag-empty">
        <h2 id="bag-empty" className={styles.cardTitle}>
          Your bag is empty
        </h2>
        <p className={styles.muted}>Find something you love and it will wait for you here.</p>
        <LinkButton href="/">Continue shopping</LinkButton>
      </section>
    );
    return (
      <>
        {heading}
        {undoBar}
        {notices}
        <div className={styles.layout}>
          <ContentBlocks
            className={styles.column}
            order={blocks.order}
            shown={{ notices: blocks.notices, empty: emptyMessage }}
          />
          <SavedItemsCard siteId={siteId} />
        </div>
        {footer}
      </>
    );
  }

  return (
    <>
      {heading}
      {undoBar}
      {notices}
      <div className={styles.layout}>
        <div className={styles.column}>
          <section className={styles.card} aria-labelledby="bag-items">
            <h2 id="bag-items" className={styles.cardTitle}>
              {cart.bagItemsCount} {cart.bagItemsCount === 1 ? 'item' : 'items'}
            </h2>
            <ul className={styles.lines} aria-busy={busy || undefined}>
              {cart.cartEntries.map((entry) => (
                <BagLine
                  key={entry.productOptionNo}
                  cart={cart}
                  entry={entry}
                  onQuantity={(line, quantity) => setQuantity(cart, line, quantity)}
                  onRemove={(line) => setQuantity(cart, line, 0)}
                  onSave={(line) => moveToSaved(cart, line)}
                />
              ))}
            </ul>
          </section>
          <ContentBlocks
            className={styles.contentBlocks}
            order={blocks.order}
            shown={{ notices: blocks.notices, information: blocks.information }}
          />
        </div>
        <div className={styles.column}>
          <section className={styles.card} aria-labelledby="bag-summary">
            <h2 id="bag-summary" className={styles.cardTitle}>
              Order summary
            </h2>
            <OrderSummary cart={cart} />
            <DeliveryCountdown template={content?.deliveryCountdown} />
            <div className={styles.summaryCheckout}>
              <LinkButton href="/checkout/delivery-method" fullWidth size="large">
                Checkout securely
              </LinkButton>
            </div>
          </section>
          <PromoCode cart={cart} siteId={siteId} />
          <PromotionsPanel cart={cart} siteId={siteId} tradingTitle={tradingTitle} />
          <SavedItemsCard siteId={siteId} />
        </div>
        <div className={styles.stickyCheckout} data-testid="sticky-checkout">
          <p className={styles.stickyTotal}>
            Total <span className={styles.stickyAmount}>{formatPence(cart.orderTotal)}</span>
          </p>
          <LinkButton href="/checkout/delivery-method" fullWidth size="large">
            Checkout securely
          </LinkButton>
        </div>
      </div>
      {footer}
    </>
  );
}

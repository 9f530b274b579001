'use client';
// The delivery subscription's "Add to bag" (the bag's slot on its product page) and the bag's own removeDS check.
// On the product page the add waits 600 ms (spec §9), then adds the subscription; the promotionsDeliverySubscription
// check follows, and when it answers removeDS the item leaves the bag again through editBag (§7). Its flags are the
// delivery-subscription flags of §4, cleared on the next add.
import { Button } from '@shop/ui/button';
import { useHydrated } from '@shop/ui/hydrated';
import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { preloadMiniBag } from '@/components/bag/bag-link.tsx';
import { type Cart, checkDeliverySubscription } from '@/lib/bag/client-api.ts';
import {
  DELIVERY_SUBSCRIPTION_ADD_WAIT_MS,
  DELIVERY_SUBSCRIPTION_CODE,
  DELIVERY_SUBSCRIPTION_OFFER,
  DELIVERY_SUBSCRIPTION_TYPE,
  deliverySubscriptionRequest,
  subscriptionEntry,
} from '@/lib/bag/delivery-subscription.ts';
import { useBagActions } from '@/lib/bag/hooks.ts';
import type { PromotionCustomer } from '@/lib/bag/promotions.ts';
import { deliverySubscriptionAtom, miniBagOpenAtom, serviceErrorAtom } from '@/lib/bag/state.ts';
import { useShopperRecord } from '@/lib/bag/use-promotions.ts';
import * as styles from './bag.css.ts';

export const SUBSCRIPTION_ADDED = 'Unlimited delivery has been added to your bag.';
export const SUBSCRIPTION_REMOVED = 'You already have unlimited delivery, so it has been taken out of your bag.';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Asks whether the bag's subscription must go; a failed check changes nothing (§8: most failures only log). */
async function mustRemove(cart: Cart, siteId: string, customer: PromotionCustomer | null): Promise<boolean> {
  if (!subscriptionEntry(cart)) return false;
  try {
    return (await checkDeliverySubscription(deliverySubscriptionRequest(cart, siteId, customer))).removeDS === true;
  } catch {
    return false;
  }
}

export function DeliverySubscriptionAdd({ siteId, price }: { siteId: string; price: number }) {
  const ready = useHydrated();
  const { add, removeSubscription } = useBagActions(siteId);
  const { customer } = useShopperRecord();
  const [flags, setFlags] = useAtom(deliverySubscriptionAtom);
  const serverError = useAtomValue(serviceErrorAtom).bagAdd;
  const openMiniBag = useSetAtom(miniBagOpenAtom);
  const [pending, setPending] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (pending) return;
    setPending(true);
    preloadMiniBag();
    try {
      await wait(DELIVERY_SUBSCRIPTION_ADD_WAIT_MS);
      const cart = await add(
        {
          cartId: '',
          productNumber: DELIVERY_SUBSCRIPTION_CODE,
          offerNumber: DELIVERY_SUBSCRIPTION_OFFER,
          optionNumber: DELIVERY_SUBSCRIPTION_CODE,
          quantity: 1,
          unitPrice: price,
          productType: DELIVERY_SUBSCRIPTION_TYPE,
        },
        // A service, not a product: no add-to-cart event and no recommendations for it.
        { product: false },
      );
      if (!cart) return;
      const entry = subscriptionEntry(cart);
      if (entry && (await mustRemove(cart, siteId, customer))) {
        await removeSubscription(cart, entry);
        return;
      }
      setFlags('added');
      openMiniBag(true);
    } finally {
      setPending(false);
    }
  }

  const status = flags === 'removed' ? SUBSCRIPTION_REMOVED : flags === 'idle' ? '' : SUBSCRIPTION_ADDED;
  return (
    <form className={styles.addForm} onSubmit={submit} noValidate aria-label="Add unlimited delivery to bag">
      <div aria-live="assertive">{serverError ? <p className={styles.errorText}>{serverError}</p> : null}</div>
      <Button type="submit" size="large" fullWidth disabled={pending || !ready}>
        {pending ? 'Adding…' : 'Add to bag'}
      </Button>
      <p className={flags === 'removed' ? styles.notice.info : 'visually-hidden'} role="status">
        {status}
      </p>
    </form>
  );
}

/**
 * On the bag page: when the bag holds a subscription the shopper must not buy (staff, or already subscribed for a
 * year), the removeDS answer takes it out. Asked once per bag version.
 */
export function useDeliverySubscriptionCheck(cart: Cart | undefined, siteId: string): void {
  const { removeSubscription } = useBagActions(siteId);
  const { customer, known } = useShopperRecord();
  const checked = useRef<string | null>(null);
  useEffect(() => {
    if (!cart || !known) return;
    const entry = subscriptionEntry(cart);
    const key = `${cart.cartId}:${cart.version}`;
    if (!entry || checked.current === key) return;
    checked.current = key;
    mustRemove(cart, siteId, customer).then((remove) => (remove ? removeSubscription(cart, entry) : null));
  }, [cart, customer, known, removeSubscription, siteId]);
}

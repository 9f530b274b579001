'use client';
// Bag and saved-items hooks: swr holds server data (count → cart, saved list), jotai the UI flags. Changes are
// optimistic: the cart shown changes at once and rolls back, with the spec's message, if the server refuses.
import { useAtom, useSetAtom } from 'jotai';
import { useCallback } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { fetcher } from '@/lib/client/fetcher.ts';
import { sendTracking } from '@/lib/tracking/client.ts';
import {
  type AddInput,
  addToBag,
  bagKey,
  CART_RESET_CODES,
  type Cart,
  type CartCount,
  type CartEntry,
  COUNT_KEY,
  changePromoCode,
  editBag,
  failureOf,
  GENERIC_ERROR,
  ISSUE_ERROR,
  messageFor,
  offerOf,
  SAVED_ITEMS_KEY,
  type SavedInput,
  saveForLater,
  type Wishlist,
} from './client-api.ts';
import {
  type BagAction,
  type BagService,
  deliverySubscriptionAtom,
  lastAddedAtom,
  lastRemovedAtom,
  loadingAtom,
  promoRemovedAtom,
  serviceErrorAtom,
} from './state.ts';

const quiet = { revalidateOnFocus: false, shouldRetryOnError: false, dedupingInterval: 2000 } as const;

export function useBagCount() {
  return useSWR<CartCount>(COUNT_KEY, fetcher, quiet);
}

/** The cart, loaded with the encrypted id the count call returned (spec §7). */
export function useCart() {
  const count = useBagCount();
  const cartId = count.data?.cartId || null;
  const cart = useSWR<Cart>(cartId ? bagKey(cartId) : null, fetcher, quiet);
  const empty = count.data !== undefined && !cartId;
  return {
    cart: cart.data,
    cartId,
    isLoading: count.isLoading || (cartId !== null && cart.isLoading && !cart.data),
    isEmpty: empty || (cart.data !== undefined && cart.data.cartEntries.length === 0),
    error: count.error ?? cart.error,
  };
}

export function useSavedItems() {
  return useSWR<Wishlist & { code: string }>(SAVED_ITEMS_KEY, fetcher, quiet);
}

function withEntries(cart: Cart, entries: CartEntry[]): Cart {
  const units = entries.reduce((sum, entry) => sum + entry.quantity, 0);
  return { ...cart, cartEntries: entries, bagItemsCount: units };
}

export function useBagActions(siteId: string) {
  const { mutate } = useSWRConfig();
  const [, setLoading] = useAtom(loadingAtom);
  const setErrors = useSetAtom(serviceErrorAtom);
  const setLastRemoved = useSetAtom(lastRemovedAtom);
  const setPromoRemoved = useSetAtom(promoRemovedAtom);
  const setSubscriptionFlags = useSetAtom(deliverySubscriptionAtom);
  const setLastAdded = useSetAtom(lastAddedAtom);

  const run = useCallback(
    async <T>(action: BagAction, service: BagService, work: () => Promise<T>, fallback: string): Promise<T | null> => {
      setLoading((flags) => ({ ...flags, [action]: true }));
      setErrors((errors) => ({ ...errors, [service]: undefined }));
      try {
        return await work();
      } catch (error) {
        const failure = failureOf(error);
        if (CART_RESET_CODES.has(failure.code)) {
          // Spec §4: the cart resets (the server already removed the cookie).
          await mutate(COUNT_KEY, { code: failure.code, cartId: '', itemCount: 0 }, { revalidate: false });
        }
        setErrors((errors) => ({ ...errors, [service]: messageFor(error, fallback) }));
        return null;
      } finally {
        setLoading((flags) => ({ ...flags, [action]: false }));
      }
    },
    [mutate, setErrors, setLoading],
  );

  const store = useCallback(
    async (cart: Cart) => {
      await mutate(
        COUNT_KEY,
        { code: 'SUCCESS', cartId: cart.cartId, itemCount: cart.bagItemsCount },
        { revalidate: false },
      );
      await mutate(bagKey(cart.cartId), cart, { revalidate: false });
    },
    [mutate],
  );

  /**
   * Adds to the bag. A product added by the shopper (product page, saved items' move to bag) is also an add-to-cart
   * tracking event (spec §7) and the product the mini bag's add_to_cart_page recommendations are about; `product:
   * false` for adds that are not a shopper choosing a product (the delivery subscription, undoing a removal).
   */
  const add = useCallback(
    (input: Omit<AddInput, 'siteId'>, { product = true }: { product?: boolean } = {}) =>
      run(
        'addToBag',
        'bagAdd',
        async () => {
          setSubscriptionFlags('idle');
          const cart = await addToBag({ ...input, siteId });
          await store(cart);
          if (product) {
            setLastAdded(input.productNumber);
            void sendTracking({ event: 'add', productId: input.productNumber, quantity: input.quantity });
          } else {
            setLastAdded(null);
          }
          return cart;
        },
        GENERIC_ERROR,
      ),
    [run, setLastAdded, setSubscriptionFlags, siteId, store],
  );

  /** removeDS (spec §7): the delivery subscription leaves the bag through editBag, with no undo offered. */
  const removeSubscription = useCallback(
    (cart: Cart, entry: CartEntry) =>
      run(
        'removeFromBag',
        'bagRemove',
        async () => {
          const next = await editBag(cart.cartId, siteId, entry, 0);
          await store(next);
          setSubscriptionFlags('removed');
          return next;
        },
        ISSUE_ERROR,
      ),
    [run, setSubscriptionFlags, siteId, store],
  );

  /** Optimistically sets a line's quantity (0 removes it); rolls back on failure. */
  const setQuantity = useCallback(
    (cart: Cart, entry: CartEntry, quantity: number) => {
      const removing = quantity === 0;
      return run(
        removing ? 'removeFromBag' : 'editBag',
        removing ? 'bagRemove' : 'bagEdit',
        async () => {
          const key = bagKey(cart.cartId);
          const entries = removing
            ? cart.cartEntries.filter((e) => e.productOptionNo !== entry.productOptionNo)
            : cart.cartEntries.map((e) => (e.productOptionNo === entry.productOptionNo ? { ...e, quantity } : e));
          const next = await mutate(key, () => editBag(cart.cartId, siteId, entry, quantity), {
            optimisticData: withEntries(cart, entries),
            rollbackOnError: true,
            populateCache: true,
            revalidate: false,
          });
          if (next) await store(next);
          if (removing) setLastRemoved({ entry, movedToSaved: false });
          return next ?? null;
        },
        ISSUE_ERROR,
      );
    },
    [mutate, run, setLastRemoved, siteId, store],
  );

  /** Adds or deletes the bag's code; `proactive` for an accepted proactive offer (its failure: the generic message). */
  const promo = useCallback(
    (cart: Cart, code: string, action: 'Add' | 'Delete', proactive = false) =>
      run(
        'promoCode',
        'promo',
        async () => {
          const next = await changePromoCode(cart.cartId, siteId, code, action, proactive);
          await store(next);
          setPromoRemoved(action === 'Delete');
          return next;
        },
        proactive ? GENERIC_ERROR : "Sorry, we don't recognise this code. Please try again.",
      ),
    [run, setPromoRemoved, siteId, store],
  );

  /** Moves a line to saved items: save first, then remove from the bag (nothing is lost if the save fails). */
  const moveToSaved = useCallback(
    async (cart: Cart, entry: CartEntry) => {
      const saved = await run(
        'bag',
        'bagSave',
        async () => {
          const product: SavedInput = {
            productNo: entry.productNo,
            productOptionNo: entry.productOptionNo,
            offerNumber: offerOf(entry),
            quantity: entry.quantity,
          };
          const list = await saveForLater([product]);
          await mutate(SAVED_ITEMS_KEY, list, { revalidate: false });
          return list;
        },
        'We can’t add products to your saved items right now. Please try again later.',
      );
      if (!saved) return null;
      const next = await setQuantity(cart, entry, 0);
      if (next) setLastRemoved({ entry, movedToSaved: true });
      return next;
    },
    [mutate, run, setLastRemoved, setQuantity],
  );

  return { add, setQuantity, promo, moveToSaved, removeSubscription };
}

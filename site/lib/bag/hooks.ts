'use client';
// Bag and saved-items hooks: swr holds server data (count → cart, saved list), jotai the UI flags and the change queue.
// Every change goes through one queue (queue.ts), so the server takes them one at a time in the shopper's order; the
// page keeps the newest answer by version, and shows the shopper's picks over it while they are queued. A refused
// change shows the spec's message and the line goes back to the newest answer.
import { useAtomValue, useSetAtom } from 'jotai';
import { useCallback, useMemo } from 'react';
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
  SFL_ADD_ERROR,
  saveForLater,
  type Wishlist,
} from './client-api.ts';
import { newer, sameBag, sameList, withPending } from './queue.ts';
import {
  actionCountsAtom,
  type BagAction,
  type BagService,
  bagQueueAtom,
  deliverySubscriptionAtom,
  lastAddedAtom,
  lastRemovedAtom,
  movingSavedAtom,
  pendingLinesAtom,
  promoRemovedAtom,
  serviceErrorAtom,
} from './state.ts';

const quiet = { revalidateOnFocus: false, shouldRetryOnError: false, dedupingInterval: 2000 } as const;

export type SavedList = Wishlist & { code?: string };

export function useBagCount() {
  return useSWR<CartCount>(COUNT_KEY, fetcher, quiet);
}

/**
 * swr's reads of a bag or the saved list, answering the newer of what was read and what the page holds by then: a read
 * that left before a change and comes back after it cannot put the older bag or list back.
 */
function useNewestReader<T extends { version?: number }>(same: (a: T, b: T) => boolean) {
  const { cache } = useSWRConfig();
  return useCallback(
    async (key: string) => newer(cache.get(key)?.data as T | undefined, await fetcher<T>(key), same),
    [cache, same],
  );
}

/** The cart, loaded with the encrypted id the count call returned (spec §7), with the shopper's queued picks over it. */
export function useCart() {
  const count = useBagCount();
  const cartId = count.data?.cartId || null;
  const readCart = useNewestReader<Cart>(sameBag);
  const cart = useSWR<Cart>(cartId ? bagKey(cartId) : null, readCart, quiet);
  const pending = useAtomValue(pendingLinesAtom);
  const shown = useMemo(() => (cart.data ? withPending(cart.data, pending) : undefined), [cart.data, pending]);
  const empty = count.data !== undefined && !cartId;
  return {
    cart: shown,
    cartId,
    isLoading: count.isLoading || (cartId !== null && cart.isLoading && !cart.data),
    isEmpty: empty || (shown !== undefined && shown.cartEntries.length === 0),
    error: count.error ?? cart.error,
  };
}

/** The saved list (newest answer kept), without the products whose move to the bag is still queued. */
export function useSavedItems() {
  const readList = useNewestReader<SavedList>(sameList);
  const list = useSWR<SavedList>(SAVED_ITEMS_KEY, readList, quiet);
  const moving = useAtomValue(movingSavedAtom);
  const data = useMemo(() => {
    if (!list.data || moving.size === 0) return list.data;
    const left = list.data.wishlistEntries.filter((entry) => !moving.has(entry.productOptionNo));
    return { ...list.data, wishlistEntries: left, itemCount: left.length };
  }, [list.data, moving]);
  return { data, error: list.error, isLoading: list.isLoading };
}

/** Writes of answers into swr that never put an older bag or saved list over a newer one. */
export function useAnswerWriters() {
  const { mutate, cache } = useSWRConfig();
  /** The bag id the page shows now (changes queued before may have set it since the shopper clicked). */
  const shownCartId = useCallback(() => (cache.get(COUNT_KEY)?.data as CartCount | undefined)?.cartId ?? '', [cache]);
  /** Stores a cart answer unless the page already shows a newer one of that bag; answers the cart now shown. */
  const storeCart = useCallback(
    async (answer: Cart): Promise<Cart> => {
      const shown = await mutate<Cart>(bagKey(answer.cartId), (held) => newer(held, answer, sameBag), {
        revalidate: false,
      });
      if (shown !== answer) return shown ?? answer;
      await mutate(
        COUNT_KEY,
        { code: 'SUCCESS', cartId: answer.cartId, itemCount: answer.bagItemsCount },
        { revalidate: false },
      );
      return answer;
    },
    [mutate],
  );
  const storeSaved = useCallback(
    async (answer: SavedList) => {
      await mutate<SavedList>(SAVED_ITEMS_KEY, (held) => newer(held, answer, sameList), { revalidate: false });
    },
    [mutate],
  );
  return { shownCartId, storeCart, storeSaved, mutate };
}

let tickets = 0;

export function useBagActions(siteId: string) {
  const { shownCartId, storeCart, storeSaved, mutate } = useAnswerWriters();
  const queue = useAtomValue(bagQueueAtom);
  const setCounts = useSetAtom(actionCountsAtom);
  const setErrors = useSetAtom(serviceErrorAtom);
  const setLastRemoved = useSetAtom(lastRemovedAtom);
  const setPromoRemoved = useSetAtom(promoRemovedAtom);
  const setSubscriptionFlags = useSetAtom(deliverySubscriptionAtom);
  const setLastAdded = useSetAtom(lastAddedAtom);
  const setPending = useSetAtom(pendingLinesAtom);

  /** Runs `work`, showing the service's message (the server's for a 400, else `fallback`) if it fails; null then. */
  const settle = useCallback(
    async <T>(service: BagService, work: () => Promise<T>, fallback: string): Promise<T | null> => {
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
      }
    },
    [mutate, setErrors],
  );

  /** Queues a change behind every change made before it; its kind reads as loading until it is done. */
  const run = useCallback(
    async <T>(action: BagAction, service: BagService, work: () => Promise<T>, fallback: string): Promise<T | null> => {
      const count = (by: number) => setCounts((counts) => ({ ...counts, [action]: (counts[action] ?? 0) + by }));
      count(1);
      try {
        return await queue.run(() => settle(service, work, fallback));
      } finally {
        count(-1);
      }
    },
    [queue, setCounts, settle],
  );

  /** Shows `quantity` for a line until its change (and any later one for it) is done; answers the release. */
  const hold = useCallback(
    (entry: CartEntry, quantity: number) => {
      tickets += 1;
      const ticket = tickets;
      setPending((pending) => ({ ...pending, [entry.productOptionNo]: { quantity, ticket } }));
      return () =>
        setPending((pending) => {
          if (pending[entry.productOptionNo]?.ticket !== ticket) return pending;
          const { [entry.productOptionNo]: _done, ...rest } = pending;
          return rest;
        });
    },
    [setPending],
  );

  /**
   * Adds to the bag. A product added by the shopper (product page, saved items' move to bag) is also an add-to-cart
   * tracking event (spec §7) and the product the mini bag's add_to_cart_page recommendations are about; `product:
   * false` for adds that are not a shopper choosing a product (the delivery subscription, undoing a removal).
   */
  const add = useCallback(
    (
      input: Omit<AddInput, 'siteId'>,
      { product = true, after }: { product?: boolean; after?: (cart: Cart) => Promise<void> } = {},
    ) =>
      run(
        'addToBag',
        'bagAdd',
        async () => {
          setSubscriptionFlags('idle');
          // An empty id means "the shopper's bag": the one the page shows by now, else the cookie's.
          const cart = await storeCart(await addToBag({ ...input, cartId: input.cartId || shownCartId(), siteId }));
          if (product) {
            setLastAdded(input.productNumber);
            void sendTracking({ event: 'add', productId: input.productNumber, quantity: input.quantity });
          } else {
            setLastAdded(null);
          }
          if (after) await after(cart);
          return cart;
        },
        GENERIC_ERROR,
      ),
    [run, setLastAdded, setSubscriptionFlags, shownCartId, siteId, storeCart],
  );

  /** removeDS (spec §7): the delivery subscription leaves the bag through editBag, with no undo offered. */
  const removeSubscription = useCallback(
    (cart: Cart, entry: CartEntry) =>
      run(
        'removeFromBag',
        'bagRemove',
        async () => {
          const next = await storeCart(await editBag(shownCartId() || cart.cartId, siteId, entry, 0));
          setSubscriptionFlags('removed');
          return next;
        },
        ISSUE_ERROR,
      ),
    [run, setSubscriptionFlags, shownCartId, siteId, storeCart],
  );

  /** Sets a line's quantity (0 removes it): shown at once, sent in turn; back to the newest answer if refused. */
  const setQuantity = useCallback(
    async (cart: Cart, entry: CartEntry, quantity: number) => {
      const removing = quantity === 0;
      const release = hold(entry, quantity);
      // The line goes at once, so its undo is offered at once (an Undo pressed now waits its turn behind the removal).
      const removed = removing ? { entry, movedToSaved: false } : null;
      if (removed) setLastRemoved(removed);
      try {
        const next = await run(
          removing ? 'removeFromBag' : 'editBag',
          removing ? 'bagRemove' : 'bagEdit',
          async () => storeCart(await editBag(shownCartId() || cart.cartId, siteId, entry, quantity)),
          ISSUE_ERROR,
        );
        if (!next && removed) setLastRemoved((last) => (last === removed ? null : last));
        return next;
      } finally {
        release();
      }
    },
    [hold, run, setLastRemoved, shownCartId, siteId, storeCart],
  );

  /** Adds or deletes the bag's code; `proactive` for an accepted proactive offer (its failure: the generic message). */
  const promo = useCallback(
    (cart: Cart, code: string, action: 'Add' | 'Delete', proactive = false) =>
      run(
        'promoCode',
        'promo',
        async () => {
          const next = await storeCart(
            await changePromoCode(shownCartId() || cart.cartId, siteId, code, action, proactive),
          );
          setPromoRemoved(action === 'Delete');
          return next;
        },
        proactive ? GENERIC_ERROR : "Sorry, we don't recognise this code. Please try again.",
      ),
    [run, setPromoRemoved, shownCartId, siteId, storeCart],
  );

  /**
   * Moves a line to saved items: save first, then remove from the bag (nothing is lost if the save fails), both in one
   * turn of the queue, so no other change (a Move to bag of the same product) comes between them.
   */
  const moveToSaved = useCallback(
    async (cart: Cart, entry: CartEntry) => {
      const release = hold(entry, 0);
      const moved = { entry, movedToSaved: true };
      setLastRemoved(moved);
      try {
        const next = await run(
          'bag',
          'bagSave',
          async () => {
            const product: SavedInput = {
              productNo: entry.productNo,
              productOptionNo: entry.productOptionNo,
              offerNumber: offerOf(entry),
              quantity: entry.quantity,
            };
            await storeSaved(await saveForLater([product]));
            return settle(
              'bagRemove',
              async () => storeCart(await editBag(shownCartId() || cart.cartId, siteId, entry, 0)),
              ISSUE_ERROR,
            );
          },
          SFL_ADD_ERROR,
        );
        if (!next) setLastRemoved((last) => (last === moved ? null : last));
        return next;
      } finally {
        release();
      }
    },
    [hold, run, setLastRemoved, settle, shownCartId, siteId, storeCart, storeSaved],
  );

  return { add, setQuantity, promo, moveToSaved, removeSubscription };
}

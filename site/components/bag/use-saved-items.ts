'use client';
// Saved-items actions shared by the side card and the saved-items page: move to bag (with undo), remove (with undo).
import { useSetAtom } from 'jotai';
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import {
  bagKey,
  COUNT_KEY,
  editBagLine,
  failureOf,
  removeSaved,
  SAVED_ITEMS_KEY,
  SFL_ADD_ERROR,
  SFL_REMOVE_ONE_ERROR,
  saveForLater,
  type Wishlist,
} from '@/lib/bag/client-api.ts';
import { useBagActions } from '@/lib/bag/hooks.ts';
import { saveStateAtom } from '@/lib/bag/state.ts';

export type SavedEntry = Wishlist['wishlistEntries'][number];

export const UNDO_REMOVE_FAILED = 'We couldn’t put that product back in your saved items. Please try again.';
export const UNDO_ADD_TO_BAG_FAILED = 'We couldn’t move that product back to your saved items. Please try again.';

const toProduct = (entry: SavedEntry) => ({
  productNo: entry.productNo,
  productOptionNo: entry.productOptionNo,
  offerNumber: entry.offerNumber,
  quantity: entry.quantity,
});

export function useMoveToBag(siteId: string) {
  const { add } = useBagActions(siteId);
  const { mutate } = useSWRConfig();
  const setSave = useSetAtom(saveStateAtom);
  return useCallback(
    async (wishlistId: string, entry: SavedEntry) => {
      setSave({ state: 'pending' });
      const cart = await add({
        cartId: '',
        productNumber: entry.productNo,
        offerNumber: entry.offerNumber,
        optionNumber: entry.productOptionNo,
        quantity: entry.quantity,
        unitPrice: entry.productDetails?.price ?? 0,
        wishlistId,
      });
      // The server took it off the list with the add: the list shows that at once, then is read again (a re-read
      // alone may be skipped as a duplicate of one just made, leaving the moved product listed).
      await mutate(
        SAVED_ITEMS_KEY,
        (list: (Wishlist & { code?: string }) | undefined) => {
          if (!cart || !list) return list;
          const left = list.wishlistEntries.filter((saved) => saved.productOptionNo !== entry.productOptionNo);
          return { ...list, wishlistEntries: left, itemCount: left.length };
        },
        { revalidate: true },
      );
      setSave(cart ? { state: 'success' } : { state: 'error', code: 'ADD_FAILED', message: SFL_ADD_ERROR });
      return cart;
    },
    [add, mutate, setSave],
  );
}

export function useSavedItemActions(siteId: string) {
  const { mutate } = useSWRConfig();
  const setSave = useSetAtom(saveStateAtom);
  const moveToBag = useMoveToBag(siteId);

  const remove = useCallback(
    async (wishlistId: string, entry: SavedEntry) => {
      setSave({ state: 'pending' });
      try {
        const list = await removeSaved(wishlistId, 'SPECIFIC', [toProduct(entry)]);
        await mutate(SAVED_ITEMS_KEY, list, { revalidate: false });
        setSave({ state: 'success' });
        return true;
      } catch {
        setSave({ state: 'error', code: 'REMOVE_FAILED', message: SFL_REMOVE_ONE_ERROR });
        return false;
      }
    },
    [mutate, setSave],
  );

  const undoRemove = useCallback(
    async (entry: SavedEntry) => {
      try {
        const list = await saveForLater([toProduct(entry)]);
        await mutate(SAVED_ITEMS_KEY, list, { revalidate: false });
        setSave({ state: 'success' });
      } catch (error) {
        const failure = failureOf(error);
        setSave({
          state: 'error',
          code: 'UNDO_REMOVE_FAILED',
          message: failure.code === 'WLIST_LIMIT_EXCEEDED' && failure.message ? failure.message : UNDO_REMOVE_FAILED,
        });
      }
    },
    [mutate, setSave],
  );

  /** Undo "move to bag": take it out of the bag and save it again. */
  const undoAddToBag = useCallback(
    async (entry: SavedEntry) => {
      try {
        const count = await mutate<{ cartId: string }>(COUNT_KEY);
        const cartId = count?.cartId ?? '';
        const list = await saveForLater([toProduct(entry)]);
        await mutate(SAVED_ITEMS_KEY, list, { revalidate: false });
        const cart = await editBagLine(
          cartId,
          siteId,
          { ...toProduct(entry), unitPrice: entry.productDetails?.price ?? 1, productType: 'STANDARD' },
          0,
        );
        await mutate(
          COUNT_KEY,
          { code: 'SUCCESS', cartId: cart.cartId, itemCount: cart.bagItemsCount },
          { revalidate: false },
        );
        await mutate(bagKey(cart.cartId), cart, { revalidate: false });
        setSave({ state: 'success' });
      } catch {
        setSave({ state: 'error', code: 'UNDO_ADD_TO_BAG_FAILED', message: UNDO_ADD_TO_BAG_FAILED });
      }
    },
    [mutate, setSave, siteId],
  );

  return { moveToBag, remove, undoRemove, undoAddToBag };
}

'use client';
// Saved-items actions shared by the side card and the saved-items page: move to bag (with undo), remove (with undo).
// Each goes through the bag's change queue (lib/bag/queue.ts), so saved-list writes land in the shopper's order too.
import { useAtomValue, useSetAtom } from 'jotai';
import { useCallback } from 'react';
import {
  type CartCount,
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
import { type SavedList, useAnswerWriters, useBagActions } from '@/lib/bag/hooks.ts';
import { bagQueueAtom, movingSavedAtom, saveStateAtom } from '@/lib/bag/state.ts';
import { fetcher } from '@/lib/client/fetcher.ts';

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
  const { storeSaved } = useAnswerWriters();
  const setSave = useSetAtom(saveStateAtom);
  const setMoving = useSetAtom(movingSavedAtom);
  return useCallback(
    async (wishlistId: string, entry: SavedEntry) => {
      setSave({ state: 'pending' });
      const option = entry.productOptionNo;
      // Off the list at once; in turn, the server adds it to the bag and takes it off the list in one go, and the list
      // is then read again in the same turn, so no earlier change's answer is written after it.
      setMoving((moving) => new Set(moving).add(option));
      try {
        const cart = await add(
          {
            cartId: '',
            productNumber: entry.productNo,
            offerNumber: entry.offerNumber,
            optionNumber: entry.productOptionNo,
            quantity: entry.quantity,
            unitPrice: entry.productDetails?.price ?? 0,
            wishlistId,
          },
          { after: async () => storeSaved(await fetcher<SavedList>(SAVED_ITEMS_KEY)) },
        );
        setSave(cart ? { state: 'success' } : { state: 'error', code: 'ADD_FAILED', message: SFL_ADD_ERROR });
        return cart;
      } finally {
        setMoving((moving) => {
          const left = new Set(moving);
          left.delete(option);
          return left;
        });
      }
    },
    [add, setMoving, setSave, storeSaved],
  );
}

export function useSavedItemActions(siteId: string) {
  const { storeCart, storeSaved, shownCartId } = useAnswerWriters();
  const queue = useAtomValue(bagQueueAtom);
  const setSave = useSetAtom(saveStateAtom);
  const moveToBag = useMoveToBag(siteId);

  const remove = useCallback(
    async (wishlistId: string, entry: SavedEntry) => {
      setSave({ state: 'pending' });
      return queue.run(async () => {
        try {
          await storeSaved(await removeSaved(wishlistId, 'SPECIFIC', [toProduct(entry)]));
          setSave({ state: 'success' });
          return true;
        } catch {
          setSave({ state: 'error', code: 'REMOVE_FAILED', message: SFL_REMOVE_ONE_ERROR });
          return false;
        }
      });
    },
    [queue, setSave, storeSaved],
  );

  const undoRemove = useCallback(
    (entry: SavedEntry) =>
      queue.run(async () => {
        try {
          await storeSaved(await saveForLater([toProduct(entry)]));
          setSave({ state: 'success' });
        } catch (error) {
          const failure = failureOf(error);
          setSave({
            state: 'error',
            code: 'UNDO_REMOVE_FAILED',
            message: failure.code === 'WLIST_LIMIT_EXCEEDED' && failure.message ? failure.message : UNDO_REMOVE_FAILED,
          });
        }
      }),
    [queue, setSave, storeSaved],
  );

  /** Undo "move to bag": save it again and take it out of the bag, in one turn of the queue. */
  const undoAddToBag = useCallback(
    (entry: SavedEntry) =>
      queue.run(async () => {
        try {
          await storeSaved(await saveForLater([toProduct(entry)]));
          const cartId = shownCartId() || (await fetcher<CartCount>(COUNT_KEY)).cartId;
          const cart = await editBagLine(
            cartId,
            siteId,
            { ...toProduct(entry), unitPrice: entry.productDetails?.price ?? 1, productType: 'STANDARD' },
            0,
          );
          await storeCart(cart);
          setSave({ state: 'success' });
        } catch {
          setSave({ state: 'error', code: 'UNDO_ADD_TO_BAG_FAILED', message: UNDO_ADD_TO_BAG_FAILED });
        }
      }),
    [queue, setSave, shownCartId, siteId, storeCart, storeSaved],
  );

  return { moveToBag, remove, undoRemove, undoAddToBag };
}

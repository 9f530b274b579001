// Bag UI state (jotai): loading flags per named operation, error flags per service, the mini bag, the last removed
// line (for undo) and the saved-items save state. Server data lives in swr, never here.
import { atom } from 'jotai';
import { atomWithLazy, atomWithStorage, createJSONStorage } from 'jotai/utils';
import { browserStorage } from '@/lib/client/storage.ts';
import type { CartEntry } from './client-api.ts';
import { createSerialQueue, type PendingLines } from './queue.ts';

/** Spec §3 bag action names. */
export type BagAction = 'promoCode' | 'cartMerge' | 'bag' | 'removeFromBag' | 'editBag' | 'addToBag';
/** Services with their own error flag (§8). */
export type BagService = 'bagRemove' | 'bagEdit' | 'bagSave' | 'bagAdd' | 'promo';

/** How many changes of each kind are queued or in flight. */
export const actionCountsAtom = atom<Partial<Record<BagAction, number>>>({});
/** A kind of change is loading while any of it is queued or in flight. */
export const loadingAtom = atom((get) => {
  const flags: Partial<Record<BagAction, boolean>> = {};
  for (const [action, n] of Object.entries(get(actionCountsAtom))) if (n) flags[action as BagAction] = true;
  return flags;
});

/** The one queue every bag and saved-items change of this page goes through, one at a time (see queue.ts). */
export const bagQueueAtom = atomWithLazy(createSerialQueue);

/** Quantity picks (0: removed or moved to saved) still queued, shown over the newest answer. */
export const pendingLinesAtom = atom<PendingLines>({});

/** Saved products being moved to the bag, hidden from the saved list while their move is queued. */
export const movingSavedAtom = atom<ReadonlySet<string>>(new Set<string>());
export const serviceErrorAtom = atom<Partial<Record<BagService, string>>>({});

export const miniBagOpenAtom = atom(false);
/** The product number the shopper last added (the mini bag's add_to_cart_page recommendations are about it). */
export const lastAddedAtom = atom<string | null>(null);

/** A removed line, kept so the shopper can undo. */
export const lastRemovedAtom = atom<{ entry: CartEntry; movedToSaved: boolean } | null>(null);

/** Spec §4: promo remove-success flag, cleared by a new add. */
export const promoRemovedAtom = atom(false);

/** The shopper said "No thanks" to the proactive offer: sent as proactiveOfferRejected for the rest of the visit. */
export const proactiveOfferRejectedAtom = atomWithStorage(
  'proactiveOfferRejected',
  false,
  createJSONStorage<boolean>(() => browserStorage('session')),
);

/** Spec §4: the delivery-subscription item's own flags, cleared on the next add. */
export type DeliverySubscriptionState = 'idle' | 'added' | 'removed';
export const deliverySubscriptionAtom = atom<DeliverySubscriptionState>('idle');

export type SaveState = 'idle' | 'pending' | 'success' | 'error';
export const saveStateAtom = atom<{ state: SaveState; code?: string; message?: string }>({ state: 'idle' });

// Bag UI state (jotai): loading flags per named operation, error flags per service, the mini bag, the last removed
// line (for undo) and the saved-items save state. Server data lives in swr, never here.
import { atom } from 'jotai';
import { atomWithStorage, createJSONStorage } from 'jotai/utils';
import { browserStorage } from '@/lib/client/storage.ts';
import type { CartEntry } from './client-api.ts';

/** Spec §3 bag action names. */
export type BagAction = 'promoCode' | 'cartMerge' | 'bag' | 'removeFromBag' | 'editBag' | 'addToBag';
/** Services with their own error flag (§8). */
export type BagService = 'bagRemove' | 'bagEdit' | 'bagSave' | 'bagAdd' | 'promo';

export const loadingAtom = atom<Partial<Record<BagAction, boolean>>>({});
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

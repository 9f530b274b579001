// What happens right after signing in or out (spec §4). After sign-in: the bag and saved items the shopper built as
// a guest join their account's (cartMerge, mergeSFLItems), once per sign-in. After sign-out: everything the page
// kept about the shopper is cleared.
import { fetcher } from '@/lib/client/fetcher.ts';
import { browserStorage } from '@/lib/client/storage.ts';
import { deleteClientCookie } from './cookies.ts';

export const CHANNEL = 'new-headless-web';
const MERGE_STATE_KEY = 'cartMergeState';

/** The persisted client stores (spec §9 whitelist) and the other per-shopper keys the spec names. */
export const SHOPPER_STORAGE_KEYS = [
  'cartReducer',
  'deliveryAddressReducer',
  'sflFunctionalityReducer',
  'orderConfirmation',
  'trackingData',
  'wishlistId',
  'cartId',
  'loyaltyOptedIn',
  'customerDetails',
] as const;

let merging: Promise<void> | null = null;

/** Runs the merges once per sign-in (not again while running or after success, even across a reload). */
export function mergeAfterSignIn(siteId: string, storage: Storage = browserStorage('session')): Promise<void> {
  if (merging) return merging;
  if (storage.getItem(MERGE_STATE_KEY) === 'merged') return Promise.resolve();
  storage.setItem(MERGE_STATE_KEY, 'merging');
  merging = (async () => {
    // The cart and wishlist ids live in httpOnly cookies the server reads; a shopper with neither gets a no-op.
    const results = await Promise.allSettled([
      fetcher('/api/shop/bag/cartMerge', {
        method: 'PUT',
        body: JSON.stringify({ cartId: null, channel: CHANNEL, siteId }),
      }),
      fetcher('/api/save-for-later/mergeSFLItems', { method: 'PUT' }),
    ]);
    storage.setItem(MERGE_STATE_KEY, results.every((r) => r.status === 'fulfilled') ? 'merged' : 'failed');
    window.dispatchEvent(new CustomEvent('shop:signed-in'));
  })().finally(() => {
    merging = null;
  });
  return merging;
}

/** Clears what the page keeps about the shopper (the httpOnly cartId and wishlistId were cleared by the server). */
export function clearShopperData(): void {
  const local = browserStorage('local');
  const session = browserStorage('session');
  for (const key of SHOPPER_STORAGE_KEYS) {
    local.removeItem(key);
    session.removeItem(key);
  }
  session.removeItem(MERGE_STATE_KEY);
  for (const cookie of ['rememberMe', 'isSignedIn', 'RTExpiresAt', 'loyaltyOptedIn', 'brandWidget'])
    deleteClientCookie(cookie);
  window.dispatchEvent(new CustomEvent('shop:signed-out'));
}

/** Whether the shopper has a bag the page knows of (the bag's persisted client store). */
export function hasCart(): boolean {
  return Boolean(browserStorage('local').getItem('cartReducer') ?? browserStorage('session').getItem('cartReducer'));
}

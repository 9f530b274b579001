// The browser's bag and saved-items calls (spec §7), through the shared fetcher (JSON, no cache, same origin, 401 →
// sign-in). Bodies carry the spec's fields; the server prices, totals and checks everything again.
import type { Cart, CartEntry } from '@shop/commerce/bag/view';
import type { Wishlist } from '@shop/commerce/saved-items/operations';
import { FetchError, fetcher } from '@/lib/client/fetcher.ts';
import { REFUSAL_PREFERENCE, refusalOf } from './refusal.ts';

export type { Cart, CartEntry, Wishlist };

export const CHANNEL = 'new-headless-web';
export const COUNT_KEY = '/api/shop/bag/cartItemCount';
export const SAVED_ITEMS_KEY = '/api/save-for-later/savedItems';
export const CUTOFF_KEY = '/api/shop/cutoff';
export const BAG_CONTENT_KEY = '/api/cms/bag';

export const bagKey = (cartId: string) => `/api/shop/bag?cartId=${encodeURIComponent(cartId)}`;

export interface CartCount {
  code: string;
  cartId: string;
  itemCount: number;
}

/** The spec's generic messages (§8). */
export const GENERIC_ERROR = 'Sorry, something went wrong. Please try again later.';
export const ISSUE_ERROR = 'Sorry there has been an issue. Please try again';
export const SFL_ADD_ERROR = 'We can’t add products to your saved items right now. Please try again later.';
export const SFL_REMOVE_ERROR = 'We can’t remove products from your saved items right now. Please try again later.';
export const SFL_REMOVE_ONE_ERROR = 'We couldn’t remove that product from your saved items. Please try again.';

export const CART_RESET_CODES = new Set([
  'CART_PMNT_DONE',
  'CART_NOT_FOUND',
  'CART_NOT_FOUND_SITE_MISMATCH',
  'CART_NOT_FOUND_CUSTOMER_MISMATCH',
]);

/** The server's `{ code, message }` of a failed call, if it sent one. */
export function failureOf(error: unknown): { status: number; code: string; message: string | null } {
  if (error instanceof FetchError) {
    const info = (error.info ?? {}) as { code?: unknown; message?: unknown };
    return {
      status: error.status,
      code: typeof info.code === 'string' ? info.code : 'INTERNAL_SERVER_ERROR',
      message: typeof info.message === 'string' ? info.message : null,
    };
  }
  return { status: 0, code: 'INTERNAL_SERVER_ERROR', message: null };
}

/** Spec §5: a 400 shows the server's message; anything else the fallback. */
export function messageFor(error: unknown, fallback: string): string {
  const failure = failureOf(error);
  return failure.status === 400 && failure.message ? failure.message : fallback;
}

const send = <T>(url: string, method: string, body?: unknown) =>
  fetcher<T>(url, { method, body: body === undefined ? undefined : JSON.stringify(body) });

export interface AddInput {
  cartId: string;
  siteId: string;
  productNumber: string;
  offerNumber: string;
  optionNumber: string;
  quantity: number;
  unitPrice: number;
  productType?: string | null;
  wishlistId?: string;
}

export function addToBag(input: AddInput): Promise<Cart> {
  return send<Cart>('/api/shop/bag/addToBag', 'POST', {
    cartId: input.cartId,
    customerId: null,
    siteId: input.siteId,
    channel: CHANNEL,
    skuProductCode: input.productNumber,
    bosOfferCode: input.offerNumber,
    productOptionNo: input.optionNumber,
    quantity: input.quantity,
    // Spec §5: a unit price of 0 is sent as 1.
    unitPrice: input.unitPrice > 0 ? input.unitPrice : 1,
    productType: input.productType ?? null,
    wishlistId: input.wishlistId ?? '',
  });
}

export interface LineRef {
  productNo: string;
  productOptionNo: string;
  offerNumber: string;
  unitPrice: number;
  productType?: string | null;
}

export function editBagLine(cartId: string, siteId: string, line: LineRef, quantity: number): Promise<Cart> {
  return send<Cart>('/api/shop/bag/editBag', 'PUT', {
    cartId,
    unitPrice: line.unitPrice > 0 ? line.unitPrice : 1,
    skuProductCode: line.productNo,
    bosOfferCode: line.offerNumber,
    quantity,
    channel: CHANNEL,
    productOptionNo: line.productOptionNo,
    siteId,
    productType: line.productType ?? null,
  });
}

/** The offer number of a bag line (from its product details). */
export function offerOf(entry: CartEntry): string {
  return 'offerNumber' in entry.productDetails ? entry.productDetails.offerNumber : String(entry.bosOfferIntegerValue);
}

export function editBag(cartId: string, siteId: string, entry: CartEntry, quantity: number): Promise<Cart> {
  return editBagLine(
    cartId,
    siteId,
    { ...entry, offerNumber: offerOf(entry), productType: entry.productType },
    quantity,
  );
}

export async function changePromoCode(
  cartId: string,
  siteId: string,
  code: string,
  action: 'Add' | 'Delete',
  proactive = false,
): Promise<Cart> {
  const answer = await fetcher<Cart | unknown>('/api/shop/bag/promoCode', {
    method: 'PUT',
    // A refused code comes back as a 200 (so the browser logs no error) and fails here as the 400 it stands for.
    headers: { prefer: REFUSAL_PREFERENCE },
    body: JSON.stringify({
      claimCodeName: code,
      promoCodeAction: action,
      siteId,
      promoCodeType: proactive ? 'Proactive' : null,
      cartId,
    }),
  });
  const refusal = refusalOf(answer);
  if (refusal) throw new FetchError(refusal.refusedStatus, { code: refusal.code, message: refusal.message });
  return answer as Cart;
}

export interface SavedInput {
  productNo: string;
  productOptionNo: string;
  offerNumber: string;
  quantity: number;
}

type WishlistAnswer = Wishlist & { code: string; message: string };

/** addItemToSFL; on WLIST_NOT_FOUND retries once with an empty id (spec §8). */
export async function saveForLater(products: SavedInput[], wishlistId = ''): Promise<WishlistAnswer> {
  try {
    return await send<WishlistAnswer>('/api/save-for-later/addItemToSFL', 'POST', { products, wishlistId });
  } catch (error) {
    if (failureOf(error).code !== 'WLIST_NOT_FOUND') throw error;
    return send<WishlistAnswer>('/api/save-for-later/addItemToSFL', 'POST', { products, wishlistId: '' });
  }
}

export function removeSaved(wishlistId: string, actionType: 'SPECIFIC' | 'ALL', products: SavedInput[]) {
  return send<WishlistAnswer>(
    `/api/save-for-later/removeItemsFromSFL?wishlistId=${encodeURIComponent(wishlistId)}`,
    'PUT',
    { actionType, products },
  );
}

/** promotionsDeliverySubscription (spec §7): whether the bag's delivery subscription must go (removeDS). */
export function checkDeliverySubscription(body: {
  websiteIdentifier: string;
  productCodes_offerNumber: string[];
  accountType: string;
  delvrySubsEndDate: string;
}): Promise<{ code: string; accountType: string; removeDS: boolean }> {
  return send('/api/shop/p/promotionsDeliverySubscription', 'POST', body);
}

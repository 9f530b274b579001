// Turning bag and saved-items results into HTTP answers: the cart with a refreshed 30-day cartId cookie, a failure
// with its spec code, message and status, and the cookie removed when the code resets the cart (§4, §8).

import { keepHeldCartId } from '@shop/commerce/bag/cart-id';
import type { BagFailureCode } from '@shop/commerce/bag/errors';
import { isCartResetCode } from '@shop/commerce/bag/errors';
import type { Cart } from '@shop/commerce/bag/view';
import type { WishlistFailureCode } from '@shop/commerce/saved-items/operations';
import { json } from '@/lib/http/route.ts';
import {
  CART_ID_COOKIE,
  CART_ID_MAX_AGE,
  clearCookie,
  readCookie,
  setCookie,
  WISHLIST_ID_COOKIE,
  WISHLIST_ID_MAX_AGE,
} from './cookies.ts';

const bagStatus: Record<BagFailureCode, number> = {
  CART_PMNT_DONE: 409,
  CART_NOT_FOUND: 404,
  CART_NOT_FOUND_SITE_MISMATCH: 404,
  CART_NOT_FOUND_CUSTOMER_MISMATCH: 404,
  DATA_ERROR: 400,
  BASKET_LIMIT_EXCEEDED: 400,
  OUT_OF_STOCK: 409,
  ENTRY_NOT_FOUND: 404,
  PROMO_NOT_RECOGNISED: 400,
  PROMO_EXPIRED: 400,
  PROMO_NOT_QUALIFIED: 400,
  PROACTIVE_PROMO_FAILED: 400,
  SIGN_IN_REQUIRED: 401,
  BAG_EMPTY: 409,
  ADDRESS_INVALID: 400,
  ADDRESS_NOT_FOUND: 404,
  DELIVERY_UNAVAILABLE: 409,
  NOMINATED_DAY_UNAVAILABLE: 409,
  CONTACT_NUMBER_INVALID: 400,
  PARCEL_SHOP_NOT_FOUND: 404,
  DELIVERY_NOT_CHOSEN: 409,
  CART_CHANGED: 409,
  TOTAL_CHANGED: 409,
  PAYMENT_IN_PROGRESS: 409,
  IDEMPOTENCY_KEY_REUSED: 422,
  PAYMENT_DECLINED: 402,
  CARD_DETAILS_EXPIRED: 400,
  PAYMENT_UNAVAILABLE: 503,
  CREDIT_REFUSED: 402,
  CREDIT_LIMIT_EXCEEDED: 409,
  CREDIT_AMOUNT_MISSING: 400,
};

/**
 * The cart, under the id the shopper sent (`held`, else their cookie) when that is the same bag: every sealing of a bag
 * id differs, and a page whose bag id changed with each answer could not tell which answer was newest.
 */
export function cartAnswer(
  request: Request,
  cart: Cart,
  status = 200,
  held: string | null = readCookie(request, CART_ID_COOKIE),
): Response {
  const cartId = keepHeldCartId(held, cart.cartId);
  const headers = new Headers({ 'set-cookie': setCookie(request, CART_ID_COOKIE, cartId, CART_ID_MAX_AGE) });
  return json({ ...cart, cartId }, { status, headers });
}

export function bagFailureAnswer(
  request: Request,
  failure: { code: BagFailureCode; message: string; errors?: { field: string; message: string }[] },
): Response {
  const headers = new Headers();
  if (isCartResetCode(failure.code)) headers.set('set-cookie', clearCookie(request, CART_ID_COOKIE));
  const body = failure.errors
    ? { code: failure.code, message: failure.message, errors: failure.errors }
    : { code: failure.code, message: failure.message };
  return json(body, { status: bagStatus[failure.code], headers });
}

const wishlistStatus: Record<WishlistFailureCode, number> = {
  WLIST_LIMIT_EXCEEDED: 400,
  UPDATE_WLIST_LIMIT_EXCEEDED: 400,
  WLIST_NOT_FOUND: 404,
  DATA_ERROR: 400,
  EDIT_FAILED: 404,
  SIGN_IN_REQUIRED: 401,
};

export function wishlistAnswer(request: Request, list: { wishlistId: string }, message = ''): Response {
  const headers = new Headers({
    'set-cookie': setCookie(request, WISHLIST_ID_COOKIE, list.wishlistId, WISHLIST_ID_MAX_AGE),
  });
  return json({ ...list, code: 'SUCCESS', message }, { headers });
}

export function wishlistFailureAnswer(
  request: Request,
  failure: { code: WishlistFailureCode; message: string },
): Response {
  const headers = new Headers();
  if (failure.code === 'WLIST_NOT_FOUND') headers.set('set-cookie', clearCookie(request, WISHLIST_ID_COOKIE));
  return json({ code: failure.code, message: failure.message }, { status: wishlistStatus[failure.code], headers });
}

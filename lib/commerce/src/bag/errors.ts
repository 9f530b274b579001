// Bag failures as values at the operation boundary: a code from the spec's catalogue (§8) and the message to show.
// Inside a transaction a `BagFailure` is thrown so the transaction rolls back; the operation returns it as a result.
import { GENERIC_MESSAGE, PROMO_MESSAGES } from '../promotions/messages.ts';

/** The spec's cart error codes; PMNT_DONE and every not-found code reset the shopper's cart (cookie removed). */
export const CART_RESET_CODES = [
  'CART_PMNT_DONE',
  'CART_NOT_FOUND',
  'CART_NOT_FOUND_SITE_MISMATCH',
  'CART_NOT_FOUND_CUSTOMER_MISMATCH',
] as const;

export type BagFailureCode =
  | (typeof CART_RESET_CODES)[number]
  | 'DATA_ERROR'
  | 'BASKET_LIMIT_EXCEEDED'
  | 'OUT_OF_STOCK'
  | 'ENTRY_NOT_FOUND'
  | 'PROMO_NOT_RECOGNISED'
  | 'PROMO_EXPIRED'
  | 'PROMO_NOT_QUALIFIED'
  | 'PROACTIVE_PROMO_FAILED'
  | 'SIGN_IN_REQUIRED'
  | 'BAG_EMPTY'
  | 'ADDRESS_INVALID'
  | 'ADDRESS_NOT_FOUND'
  | 'DELIVERY_UNAVAILABLE'
  | 'NOMINATED_DAY_UNAVAILABLE'
  | 'CONTACT_NUMBER_INVALID'
  | 'PARCEL_SHOP_NOT_FOUND'
  | 'DELIVERY_NOT_CHOSEN'
  | 'CART_CHANGED'
  | 'TOTAL_CHANGED'
  | 'PAYMENT_IN_PROGRESS'
  | 'IDEMPOTENCY_KEY_REUSED'
  | 'PAYMENT_DECLINED'
  | 'CARD_DETAILS_EXPIRED'
  | 'PAYMENT_UNAVAILABLE'
  | 'CREDIT_REFUSED'
  | 'CREDIT_LIMIT_EXCEEDED'
  | 'CREDIT_AMOUNT_MISSING';

/** Spec §8 "Delivery": what the delivery step shows when a delivery call fails. */
export const DELIVERY_ERROR_MESSAGE = 'Sorry, Delivery is unavailable right now. Please try again later.';

export const MAX_LINE_QUANTITY = 99;
export const MAX_BAG_LINES = 50;

export const BAG_MESSAGES: Record<BagFailureCode, string> = {
  CART_PMNT_DONE: 'This bag has already been paid for. We’ve started a new bag for you.',
  CART_NOT_FOUND: 'Sorry, we couldn’t find your bag. We’ve started a new one for you.',
  CART_NOT_FOUND_SITE_MISMATCH: 'Sorry, we couldn’t find your bag. We’ve started a new one for you.',
  CART_NOT_FOUND_CUSTOMER_MISMATCH: 'Sorry, we couldn’t find your bag. We’ve started a new one for you.',
  DATA_ERROR: 'Sorry, this product isn’t available to add to your bag.',
  BASKET_LIMIT_EXCEEDED: `Sorry, you can add up to ${MAX_LINE_QUANTITY} of each item and up to ${MAX_BAG_LINES} different items to your bag.`,
  OUT_OF_STOCK: 'Sorry, this size is out of stock.',
  ENTRY_NOT_FOUND: 'That item is no longer in your bag.',
  PROMO_NOT_RECOGNISED: PROMO_MESSAGES.NOT_RECOGNISED,
  PROMO_EXPIRED: PROMO_MESSAGES.EXPIRED,
  PROMO_NOT_QUALIFIED: PROMO_MESSAGES.NOT_QUALIFIED,
  PROACTIVE_PROMO_FAILED: GENERIC_MESSAGE,
  SIGN_IN_REQUIRED: 'Please sign in to continue.',
  BAG_EMPTY: 'Your bag is empty: add something to it before you check out.',
  ADDRESS_INVALID: 'Check the delivery address: some details are missing or not quite right.',
  ADDRESS_NOT_FOUND: 'We couldn’t find that address in your account.',
  DELIVERY_UNAVAILABLE: DELIVERY_ERROR_MESSAGE,
  NOMINATED_DAY_UNAVAILABLE: 'That day or time isn’t available any more. Please choose another.',
  CONTACT_NUMBER_INVALID: 'Enter a UK phone number, like 07700 900 982',
  PARCEL_SHOP_NOT_FOUND: 'Sorry, we couldn’t find that parcel shop. Please search again.',
  DELIVERY_NOT_CHOSEN: 'Choose where your order goes before you pay.',
  CART_CHANGED: 'Something in your bag has changed. Please check your bag before you pay. You haven’t been charged.',
  TOTAL_CHANGED: 'Your order total has changed. Please check it before you pay. You haven’t been charged.',
  PAYMENT_IN_PROGRESS: 'Your payment is already being processed. Please wait a moment.',
  IDEMPOTENCY_KEY_REUSED: 'Sorry there has been an issue. Please try again',
  PAYMENT_DECLINED: 'Your card was declined. Please try another card.',
  CARD_DETAILS_EXPIRED: 'Your card details have timed out. Please enter them again.',
  PAYMENT_UNAVAILABLE: 'Sorry there has been an issue. Please try again',
  CREDIT_REFUSED: 'Your account can’t be used to pay for this order. Please pay by card. You haven’t been charged.',
  CREDIT_LIMIT_EXCEEDED:
    'Your available to spend has changed, so this order can’t go on your account as it is. Please check the amounts and pay again. You haven’t been charged.',
  /** Spec §5 / §8: a credit payment without an amount. */
  CREDIT_AMOUNT_MISSING: 'No credit payment amount found',
};

/** A field the shopper must correct, for the form's error summary. */
export interface FieldError {
  field: string;
  message: string;
}

export class BagFailure extends Error {
  readonly code: BagFailureCode;
  readonly errors: FieldError[] | undefined;

  constructor(code: BagFailureCode, message: string = BAG_MESSAGES[code], errors?: FieldError[]) {
    super(message);
    this.name = 'BagFailure';
    this.code = code;
    this.errors = errors;
  }
}

export type BagResult<T> =
  | { ok: true; value: T }
  | { ok: false; code: BagFailureCode; message: string; errors?: FieldError[] };

/** Runs `work`, turning a thrown `BagFailure` into a failed result (anything else is unexpected and propagates). */
export async function asResult<T>(work: () => Promise<T>): Promise<BagResult<T>> {
  try {
    return { ok: true, value: await work() };
  } catch (error) {
    if (error instanceof BagFailure) {
      return error.errors
        ? { ok: false, code: error.code, message: error.message, errors: error.errors }
        : { ok: false, code: error.code, message: error.message };
    }
    throw error;
  }
}

export function isCartResetCode(code: string): boolean {
  return (CART_RESET_CODES as readonly string[]).includes(code);
}

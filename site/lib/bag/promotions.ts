// The bag's promotions call (spec §7 POST promotions): the indicators of §5 from what the browser knows of the shopper,
// and the request body from the cart.
import type { PromotionSummary } from '@shop/commerce/promotions/engine';
import type { Cart } from './client-api.ts';
import { CHANNEL } from './client-api.ts';

export type { PromotionSummary };

export const PROMOTIONS_URL = '/api/shop/bag/promotions';
/** Local-storage key set while a credit registration (application) is in progress (§5: +1 on cashCreditIndicator). */
export const CREDIT_REGISTRATION_KEY = 'creditRegistration';
/** §3 client cookie: "true" once the shopper opted in to loyalty in this browser. */
export const LOYALTY_OPTED_IN_COOKIE = 'loyaltyOptedIn';
/** §9: loyalty score special value. */
export const LOYALTY_SCORE_EXCLUDED = '004';

/** The fields of GET /api/customer the indicators are read from. */
export interface PromotionCustomer {
  creditAccount: boolean;
  loyaltyScore: string | null;
  loyaltySendEmail: boolean;
  loyaltyOptIn: 'OPTED_IN' | 'NOT_OPTED_IN';
  previousWebOrderPlaced: boolean;
  previousTelephoneOrderPlaced: boolean;
  pandpStatusCode: string;
  pandpEndDate?: string | null;
  accountTradingTitleId?: string;
  vip?: boolean;
}

export interface PromotionIndicators {
  cashCreditIndicator: 2 | 3 | 4;
  loyaltyIndicator: boolean;
  vipIndicator: boolean;
  firstOrderIndicator: boolean;
  delvrySubsIndicator: boolean;
}

export interface BrowserFlags {
  /** A credit registration is in local storage. */
  creditRegistration: boolean;
  /** The loyaltyOptedIn cookie says the shopper opted in. */
  loyaltyOptedInCookie: boolean;
}

/**
 * Spec §5: cashCreditIndicator 3 for a credit account, 2 otherwise, +1 with a credit registration in local storage;
 * loyaltyIndicator when the score is not 004, no loyalty e-mail, not opted in and no opted-in cookie; first order with
 * no previous web or phone order. A guest is a cash shopper on a first order, not loyalty, not VIP.
 */
export function promotionIndicators(customer: PromotionCustomer | null, flags: BrowserFlags): PromotionIndicators {
  const base = customer?.creditAccount ? 3 : 2;
  return {
    cashCreditIndicator: (base + (flags.creditRegistration ? 1 : 0)) as 2 | 3 | 4,
    loyaltyIndicator:
      customer !== null &&
      customer.loyaltyScore !== LOYALTY_SCORE_EXCLUDED &&
      !customer.loyaltySendEmail &&
      customer.loyaltyOptIn === 'NOT_OPTED_IN' &&
      !flags.loyaltyOptedInCookie,
    vipIndicator: customer?.vip === true,
    firstOrderIndicator:
      customer === null || (!customer.previousWebOrderPlaced && !customer.previousTelephoneOrderPlaced),
    delvrySubsIndicator: customer?.pandpStatusCode === 'ACTIVE',
  };
}

/** The body of POST promotions for this cart. */
export function promotionsRequest(
  cart: Cart,
  tradingTitle: string,
  indicators: PromotionIndicators,
  proactiveOfferRejected: boolean,
) {
  const categories = new Set<string>();
  for (const entry of cart.cartEntries) {
    if (entry.breadcrumb.categoryLabel) categories.add(entry.breadcrumb.categoryLabel);
  }
  return {
    channel: CHANNEL,
    productCodes_offerNumber: cart.cartEntries.map((entry) => {
      const offer = 'offerNumber' in entry.productDetails ? entry.productDetails.offerNumber : '';
      return `${entry.productNo}_${offer}`;
    }),
    productCategoryCodes: [...categories],
    tradingTitle,
    cartTotal: cart.preDiscountOrderValueExcludingShippingCost,
    ...indicators,
    proactiveOfferRejected,
  };
}

// The delivery subscription from the browser: the promotionsDeliverySubscription request (spec §7) built from the bag
// and the customer record, and the product-page add wait (§9). The server decides removeDS; the bag removes the item.
import {
  accountTypeFor,
  DELIVERY_SUBSCRIPTION_CODE,
  DELIVERY_SUBSCRIPTION_OFFER,
  DELIVERY_SUBSCRIPTION_TYPE,
} from '@shop/commerce/bag/delivery-subscription';
import type { Cart } from './client-api.ts';
import type { PromotionCustomer } from './promotions.ts';

/** Spec §9: "Delivery-subscription add wait on product pages: 600 ms". */
export const DELIVERY_SUBSCRIPTION_ADD_WAIT_MS = 600;

export const DELIVERY_SUBSCRIPTION_URL = '/api/shop/p/promotionsDeliverySubscription';

export { DELIVERY_SUBSCRIPTION_CODE, DELIVERY_SUBSCRIPTION_OFFER, DELIVERY_SUBSCRIPTION_TYPE };

/** yyyy-mm-dd (the customer record) → dd/mm/yyyy (the call); anything else → ''. */
export function ukDate(isoDate: string | null | undefined): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(isoDate ?? '');
  return match ? `${match[3]}/${match[2]}/${match[1]}` : '';
}

/**
 * The promotionsDeliverySubscription body for a bag: its lines as productNumber_offerNumber (skipping any without a
 * product or offer number, §5), the account type of §6 and the current subscription's end date.
 */
export function deliverySubscriptionRequest(cart: Cart, siteId: string, customer: PromotionCustomer | null) {
  const codes: string[] = [];
  for (const entry of cart.cartEntries) {
    const offer = 'offerNumber' in entry.productDetails ? entry.productDetails.offerNumber : '';
    if (entry.productNo && offer) codes.push(`${entry.productNo}_${offer}`);
  }
  return {
    websiteIdentifier: siteId,
    productCodes_offerNumber: codes,
    accountType: customer ? accountTypeFor(customer.accountTradingTitleId ?? '', customer.pandpStatusCode) : 'NONDS',
    delvrySubsEndDate: ukDate(customer?.pandpEndDate),
  };
}

export function subscriptionEntry(cart: Cart) {
  return cart.cartEntries.find((entry) => entry.productType === DELIVERY_SUBSCRIPTION_TYPE) ?? null;
}

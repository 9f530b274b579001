import type { Brand } from '@shop/brands/brands';
import type { BagContext } from '@shop/commerce/bag/locked';
import { getCustomerDetails } from '@shop/commerce/customers/details';
import { GUEST_SHOPPER, type Shopper } from '@shop/commerce/promotions/engine';
import { expireStockTags } from '@/lib/catalogue-changes.ts';
import { toggles } from '@/lib/toggles/names.ts';
import { getToggles } from '@/lib/toggles/server.ts';
import { currentCustomerId } from './customer.ts';
import { bagDb } from './request.ts';

/** Spec §5 indicators, from what we hold about a signed-in customer. */
async function shopperFor(customerId: string): Promise<{ shopper: Shopper; previousWebOrder: boolean }> {
  const details = await getCustomerDetails(await bagDb(), customerId);
  if (!details) return { shopper: GUEST_SHOPPER, previousWebOrder: false };
  return {
    shopper: {
      firstOrder: !details.previousWebOrderPlaced && !details.previousTelephoneOrderPlaced,
      creditCustomer: details.creditAccount,
      loyalty: details.loyaltyScore !== '004' && !details.loyaltySendEmail && details.loyaltyOptIn === 'NOT_OPTED_IN',
      vip: details.vip,
      deliverySubscriber: details.pandpStatusCode === 'ACTIVE',
    },
    previousWebOrder: details.previousWebOrderPlaced,
  };
}

/** What we know of the shopper making the request: a signed-in customer's record, or a guest. */
export async function requestShopper(request: Request): Promise<{ customerId: string | null; shopper: Shopper }> {
  const customerId = await currentCustomerId(request);
  return { customerId, shopper: customerId ? (await shopperFor(customerId)).shopper : GUEST_SHOPPER };
}

/**
 * Everything a bag operation needs to know about the request: brand, signed-in customer, what we know of the shopper
 * for promotions (guests: first order unknown so allowed, cash), and the phone-model removal rule's toggle.
 */
export async function bagContextFor(request: Request, brand: Brand): Promise<BagContext> {
  return bagContextOf(brand, await currentCustomerId(request));
}

/** The same context for a known shopper (server-rendered pages read the session themselves). */
export async function bagContextOf(brand: Brand, customerId: string | null): Promise<BagContext> {
  const [toggleSet, known] = await Promise.all([
    getToggles(customerId ? { userId: customerId } : {}),
    customerId ? shopperFor(customerId) : Promise.resolve({ shopper: GUEST_SHOPPER, previousWebOrder: false }),
  ]);
  return {
    brandCode: brand.code,
    siteId: brand.siteId,
    customerId,
    shopper: known.shopper,
    rules: {
      restrictPhoneModels: toggleSet.isEnabled(toggles.restrictPhoneModelsFirstOrder),
      previousWebOrder: known.previousWebOrder,
    },
    onStockChange: expireStockTags,
  };
}

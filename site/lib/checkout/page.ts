// For the server-rendered checkout pages: the signed-in customer's bag as the delivery step prices it. A guest goes to
// sign-in and comes back; no bag, an empty bag or one whose every line is gone goes back to /shop/bag.
import 'server-only';
import type { Brand } from '@shop/brands/brands';
import { type DeliveryView, getDeliveryView } from '@shop/commerce/checkout/delivery';
import { cookies } from 'next/headers';
import { redirect } from 'next/navigation';
import { bagContextOf } from '@/lib/bag/context.ts';
import { CART_ID_COOKIE } from '@/lib/bag/cookies.ts';
import { bagDb } from '@/lib/bag/request.ts';
import { requirePageSession } from '@/lib/session/page.ts';

export const BAG_PATH = '/shop/bag';

/** Why checkout sent the shopper back to the bag (the bag page says so): `?checkout=<reason>`. */
export type CheckoutReturn = 'empty' | 'unavailable';
const back = (reason: CheckoutReturn) => `${BAG_PATH}?checkout=${reason}`;

export async function requireCheckoutBag(brand: Brand, returnPath: string): Promise<DeliveryView> {
  const session = await requirePageSession(brand, returnPath);
  const cartId = (await cookies()).get(CART_ID_COOKIE)?.value;
  if (!cartId) redirect(back('empty'));
  const result = await getDeliveryView(await bagDb(), await bagContextOf(brand, session.customerId), cartId);
  // The bag is re-priced and re-validated here: lines out of stock are removed before the view is built.
  if (!result.ok) redirect(back('empty'));
  if (result.value.allItemsOutOfStock) redirect(back('unavailable'));
  if (result.value.bagItemsCount === 0 || result.value.cartEntries.length === 0) redirect(back('empty'));
  return result.value;
}

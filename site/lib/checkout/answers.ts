import type { DeliveryView } from '@shop/commerce/checkout/delivery';
import { cartAnswer } from '@/lib/bag/answers.ts';

/** The delivery step's view: the cart (its cartId cookie refreshed) with the five delivery-details blocks. */
export function deliveryAnswer(request: Request, view: DeliveryView): Response {
  return cartAnswer(request, view);
}

import { getDeliveryView } from '@shop/commerce/checkout/delivery';
import { bagFailureAnswer } from '@/lib/bag/answers.ts';
import { bagContextFor } from '@/lib/bag/context.ts';
import { bagDb, cartIdOf } from '@/lib/bag/request.ts';
import { deliveryAnswer } from '@/lib/checkout/answers.ts';
import { cartQuery } from '@/lib/checkout/schemas.ts';
import { RouteError, readQuery, requestBrand, route } from '@/lib/http/route.ts';

/** GET /api/checkout/delivery?cartId=: the cart with its five delivery-details blocks, priced for its address. */
export const GET = route(async (request) => {
  const brand = requestBrand(request);
  const cartId = cartIdOf(request, readQuery(request, cartQuery).cartId);
  if (!cartId) throw new RouteError(404, 'CART_NOT_FOUND', 'You have no bag yet.');
  const result = await getDeliveryView(await bagDb(), await bagContextFor(request, brand), cartId);
  return result.ok ? deliveryAnswer(request, result.value) : bagFailureAnswer(request, result);
});

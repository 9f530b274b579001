import { getOrderConfirmation } from '@shop/commerce/orders/confirmation';
import { z } from 'zod';
import { currentCustomerId } from '@/lib/bag/customer.ts';
import { bagDb } from '@/lib/bag/request.ts';
import { cartIdField } from '@/lib/bag/schemas.ts';
import { json, RouteError, readQuery, requestBrand, route } from '@/lib/http/route.ts';

const query = z.object({ cartId: cartIdField.min(1) });

/** GET /api/orderConfirmation/orderConfirmation?cartId=: the signed-in customer's order placed from that bag. */
export const GET = route(async (request) => {
  const brand = requestBrand(request);
  const { cartId } = readQuery(request, query);
  const customerId = await currentCustomerId(request);
  if (!customerId) throw new RouteError(401, 'SIGN_IN_REQUIRED', 'Please sign in to continue.');
  const confirmation = await getOrderConfirmation(await bagDb(), { customerId, brandCode: brand.code }, cartId);
  if (!confirmation) throw new RouteError(404, 'ORDER_NOT_FOUND', 'We couldn’t find that order.');
  return json(confirmation);
});

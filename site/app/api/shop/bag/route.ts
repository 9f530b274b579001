import { getBag } from '@shop/commerce/bag/operations';
import { z } from 'zod';
import { bagFailureAnswer, cartAnswer } from '@/lib/bag/answers.ts';
import { bagContextFor } from '@/lib/bag/context.ts';
import { bagDb, cartIdOf } from '@/lib/bag/request.ts';
import { cartIdField } from '@/lib/bag/schemas.ts';
import { RouteError, readQuery, requestBrand, route } from '@/lib/http/route.ts';

const query = z.object({ cartId: cartIdField.optional() });

/** GET /api/shop/bag?cartId=: the whole cart; lines no longer sold are removed and reported (removedOutOfStockItems). */
export const GET = route(async (request) => {
  const brand = requestBrand(request);
  const cartId = cartIdOf(request, readQuery(request, query).cartId);
  if (!cartId) throw new RouteError(404, 'CART_NOT_FOUND', 'You have no bag yet.');
  const result = await getBag(await bagDb(), await bagContextFor(request, brand), cartId);
  return result.ok ? cartAnswer(request, result.value, 200, cartId) : bagFailureAnswer(request, result);
});

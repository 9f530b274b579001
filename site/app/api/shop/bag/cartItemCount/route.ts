import { bagItemCount } from '@shop/commerce/bag/operations';
import { bagFailureAnswer } from '@/lib/bag/answers.ts';
import { bagContextFor } from '@/lib/bag/context.ts';
import { CART_ID_COOKIE, CART_ID_MAX_AGE, setCookie } from '@/lib/bag/cookies.ts';
import { bagDb, cartIdOf } from '@/lib/bag/request.ts';
import { json, requestBrand, route } from '@/lib/http/route.ts';

/** GET /api/shop/bag/cartItemCount: {code, cartId, itemCount}; stores the cartId cookie for 30 days. */
export const GET = route(async (request) => {
  const brand = requestBrand(request);
  const result = await bagItemCount(await bagDb(), await bagContextFor(request, brand), cartIdOf(request, null));
  if (!result.ok) return bagFailureAnswer(request, result);
  const { cartId, itemCount } = result.value;
  const headers = new Headers();
  if (cartId) headers.set('set-cookie', setCookie(request, CART_ID_COOKIE, cartId, CART_ID_MAX_AGE));
  return json({ code: 'SUCCESS', cartId: cartId ?? '', itemCount }, { headers });
});

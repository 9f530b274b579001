import { keepHeldCartId } from '@shop/commerce/bag/cart-id';
import { bagItemCount } from '@shop/commerce/bag/operations';
import { bagFailureAnswer } from '@/lib/bag/answers.ts';
import { bagContextFor } from '@/lib/bag/context.ts';
import { CART_ID_COOKIE, CART_ID_MAX_AGE, setCookie } from '@/lib/bag/cookies.ts';
import { bagDb, cartIdOf } from '@/lib/bag/request.ts';
import { json, requestBrand, route } from '@/lib/http/route.ts';

/** GET /api/shop/bag/cartItemCount: {code, cartId, itemCount}; stores the cartId cookie for 30 days. */
export const GET = route(async (request) => {
  const brand = requestBrand(request);
  const held = cartIdOf(request, null);
  const result = await bagItemCount(await bagDb(), await bagContextFor(request, brand), held);
  if (!result.ok) return bagFailureAnswer(request, result);
  // The id the shopper holds, when it is this bag: one bag keeps one id on the page (see cartAnswer).
  const cartId = result.value.cartId ? keepHeldCartId(held, result.value.cartId) : null;
  const { itemCount } = result.value;
  const headers = new Headers();
  if (cartId) headers.set('set-cookie', setCookie(request, CART_ID_COOKIE, cartId, CART_ID_MAX_AGE));
  return json({ code: 'SUCCESS', cartId: cartId ?? '', itemCount }, { headers });
});

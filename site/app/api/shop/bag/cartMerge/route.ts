import { mergeBags } from '@shop/commerce/bag/merge';
import { bagFailureAnswer, cartAnswer } from '@/lib/bag/answers.ts';
import { bagContextFor } from '@/lib/bag/context.ts';
import { assertBrandSite, bagDb, cartIdOf } from '@/lib/bag/request.ts';
import { cartMergeBody } from '@/lib/bag/schemas.ts';
import { json, readJson, requestBrand, route } from '@/lib/http/route.ts';

/** PUT /api/shop/bag/cartMerge: after sign-in, the guest bag joins the customer's bag (401 for a guest). */
export const PUT = route(async (request) => {
  const brand = requestBrand(request);
  const body = await readJson(request, cartMergeBody);
  assertBrandSite(brand, body.siteId);
  const result = await mergeBags(await bagDb(), await bagContextFor(request, brand), cartIdOf(request, body.cartId));
  if (!result.ok) return bagFailureAnswer(request, result);
  return result.value ? cartAnswer(request, result.value) : json({ code: 'SUCCESS', cartId: '', bagItemsCount: 0 });
});

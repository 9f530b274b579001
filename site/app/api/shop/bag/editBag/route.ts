import { editBag } from '@shop/commerce/bag/operations';
import { bagFailureAnswer, cartAnswer } from '@/lib/bag/answers.ts';
import { bagContextFor } from '@/lib/bag/context.ts';
import { assertBrandSite, bagDb } from '@/lib/bag/request.ts';
import { editBagBody } from '@/lib/bag/schemas.ts';
import { readJson, requestBrand, route } from '@/lib/http/route.ts';

/** PUT /api/shop/bag/editBag: sets a line's quantity; 0 removes it. */
export const PUT = route(async (request) => {
  const brand = requestBrand(request);
  const body = await readJson(request, editBagBody);
  assertBrandSite(brand, body.siteId);
  const result = await editBag(await bagDb(), await bagContextFor(request, brand), {
    cartId: body.cartId,
    optionNumber: body.productOptionNo,
    quantity: body.quantity,
  });
  return result.ok ? cartAnswer(request, result.value, 200, body.cartId) : bagFailureAnswer(request, result);
});

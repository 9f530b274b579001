import { addToBag } from '@shop/commerce/bag/operations';
import { bagFailureAnswer, cartAnswer } from '@/lib/bag/answers.ts';
import { bagContextFor } from '@/lib/bag/context.ts';
import { assertBrandSite, bagDb, cartIdOf } from '@/lib/bag/request.ts';
import { addToBagBody } from '@/lib/bag/schemas.ts';
import { readJson, requestBrand, route } from '@/lib/http/route.ts';

/**
 * POST (or PUT) /api/shop/bag/addToBag: adds units of one size; with wishlistId, moves it off the saved items too.
 * The customer is the session's, never the body's; prices come from the catalogue, never the body's unitPrice.
 */
const add = route(async (request) => {
  const brand = requestBrand(request);
  const body = await readJson(request, addToBagBody);
  assertBrandSite(brand, body.siteId);
  const cartId = cartIdOf(request, body.cartId);
  const result = await addToBag(await bagDb(), await bagContextFor(request, brand), {
    cartId,
    productNumber: body.skuProductCode,
    offerNumber: body.bosOfferCode,
    optionNumber: body.productOptionNo,
    quantity: body.quantity,
    productType: body.productType,
    wishlistId: body.wishlistId,
  });
  return result.ok ? cartAnswer(request, result.value, 200, cartId) : bagFailureAnswer(request, result);
});

export const POST = add;
export const PUT = add;

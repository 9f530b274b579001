import { changePromoCode } from '@shop/commerce/bag/promo-code';
import { bagFailureAnswer, cartAnswer } from '@/lib/bag/answers.ts';
import { bagContextFor } from '@/lib/bag/context.ts';
import { assertBrandSite, bagDb } from '@/lib/bag/request.ts';
import { promoCodeBody } from '@/lib/bag/schemas.ts';
import { readJson, requestBrand, route } from '@/lib/http/route.ts';

/**
 * PUT /api/shop/bag/promoCode: Add or Delete the bag's code (promoCodeType "Proactive" for an accepted offer). A
 * refused code is a 400 whose message the bag shows as is (§5, §8).
 */
export const PUT = route(async (request) => {
  const brand = requestBrand(request);
  const body = await readJson(request, promoCodeBody);
  assertBrandSite(brand, body.siteId);
  const result = await changePromoCode(await bagDb(), await bagContextFor(request, brand), {
    cartId: body.cartId,
    claimCodeName: body.claimCodeName,
    action: body.promoCodeAction,
    proactive: body.promoCodeType?.toLowerCase() === 'proactive',
  });
  return result.ok ? cartAnswer(request, result.value) : bagFailureAnswer(request, result);
});

import { changePromoCode } from '@shop/commerce/bag/promo-code';
import { bagFailureAnswer, cartAnswer } from '@/lib/bag/answers.ts';
import { bagContextFor } from '@/lib/bag/context.ts';
import { prefersRefusalAsOk, REFUSAL_PREFERENCE } from '@/lib/bag/refusal.ts';
import { assertBrandSite, bagDb } from '@/lib/bag/request.ts';
import { promoCodeBody } from '@/lib/bag/schemas.ts';
import { json, readJson, requestBrand, route } from '@/lib/http/route.ts';

/** A code the shopper typed that cannot be used: an expected answer, shown as is. */
const REFUSALS = new Set(['PROMO_NOT_RECOGNISED', 'PROMO_EXPIRED', 'PROMO_NOT_QUALIFIED', 'PROACTIVE_PROMO_FAILED']);

/**
 * PUT /api/shop/bag/promoCode: Add or Delete the bag's code (promoCodeType "Proactive" for an accepted offer). A
 * refused code is a 400 whose message the bag shows as is (§5, §8); the shop's own bag asks (`Prefer: refusal=ok`)
 * for it as a 200 with `refusedStatus: 400`, so the browser does not log a shopper's mistyped code as an error.
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
  if (result.ok) return cartAnswer(request, result.value, 200, body.cartId);
  if (REFUSALS.has(result.code) && prefersRefusalAsOk(request)) {
    return json(
      { code: result.code, message: result.message, refusedStatus: 400 },
      { headers: { 'preference-applied': REFUSAL_PREFERENCE, vary: 'Prefer' } },
    );
  }
  return bagFailureAnswer(request, result);
});

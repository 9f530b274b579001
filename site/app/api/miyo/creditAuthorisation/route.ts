import { completeMiyoPayment } from '@shop/commerce/miyo/checkout';
import { bagFailureAnswer } from '@/lib/bag/answers.ts';
import { bagContextFor } from '@/lib/bag/context.ts';
import { assertSite, bagDb } from '@/lib/bag/request.ts';
import { contextForSession, creditAuthorisationBody, miyoProvider } from '@/lib/checkout/miyo.ts';
import { mailConfirmationFrom, requireCustomer } from '@/lib/checkout/payments.ts';
import { json, readJson, requestBrand, route } from '@/lib/http/route.ts';

/**
 * POST /api/miyo/creditAuthorisation (spec §7 {instalment-provider}/creditAuthorisation): the shopper is back from
 * Miyo's page. The session is read from Miyo (never trusted from the browser); an approved one is authorised (only
 * code SUCCESS, any case) and the order completed, once: Miyo's callback may have completed it already, and then this
 * answers that same order. A session opened for another customer is not found.
 */
export const POST = route(async (request) => {
  const brand = requestBrand(request);
  const context = await bagContextFor(request, brand);
  const customerId = requireCustomer(context);
  const body = await readJson(request, creditAuthorisationBody);
  assertSite('websiteIdentifier', body.websiteIdentifier, brand.siteId);
  const result = await completeMiyoPayment(await bagDb(), miyoProvider(), contextForSession, body.miyoSession, {
    customerId,
    brandCode: brand.code,
  });
  if (!result.ok) return bagFailureAnswer(request, result);
  if (result.context && result.origin) await mailConfirmationFrom(result.origin, result.context, result.value);
  return json({ status: 'SUCCESS', code: 'CART_PMNT_DONE', paymentMethod: 'Miyo', order: result.value });
});

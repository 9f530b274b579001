import { bagContextFor } from '@/lib/bag/context.ts';
import { assertSite } from '@/lib/bag/request.ts';
import { makeAPaymentAnswer } from '@/lib/checkout/make-a-payment.ts';
import { cartAuthPayerBody, isMakeAPaymentRequest, makeAPaymentPayerBody } from '@/lib/checkout/payment-schemas.ts';
import {
  AUTHENTICATION_FAILED_MESSAGE,
  billingAddressOf,
  completeAnswer,
  gatewayFailure,
  idempotencyKeyOf,
  requireCustomer,
} from '@/lib/checkout/payments.ts';
import { cardGateway } from '@/lib/checkout/providers.ts';
import { json, readJson, requestBrand, route } from '@/lib/http/route.ts';

/**
 * POST /api/checkout/cartAuthPayer: after the challenge, validates it and, when it passed, completes the order (or,
 * with a make-a-payment journey, pays towards the customer's credit account).
 */
export const POST = route(async (request) => {
  const brand = requestBrand(request);
  const context = await bagContextFor(request, brand);
  requireCustomer(context);
  const body = (await isMakeAPaymentRequest(request))
    ? await readJson(request, makeAPaymentPayerBody)
    : await readJson(request, cartAuthPayerBody);
  assertSite('websiteIdentifier', body.websiteIdentifier, brand.siteId);
  idempotencyKeyOf(request);
  // Checked before the bank is asked anything: a bad billing address changes nothing.
  if ('billingAddress' in body) billingAddressOf(body.billingAddress);
  let validation: Awaited<ReturnType<ReturnType<typeof cardGateway>['validateAuthentication']>>;
  try {
    validation = await cardGateway().validateAuthentication({
      authenticationTransactionId: body.authenticationTransactionId,
    });
  } catch (error) {
    return gatewayFailure(error);
  }
  if (validation.status !== 'AUTHENTICATION_SUCCESSFUL') {
    return json({ code: 'AUTHENTICATION_FAILED', message: AUTHENTICATION_FAILED_MESSAGE }, { status: 402 });
  }
  if ('paymentAmountChoice' in body) return makeAPaymentAnswer(request, context, body, validation.proof);
  return completeAnswer(request, context, body, validation.proof);
});

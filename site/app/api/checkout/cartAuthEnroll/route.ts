import { bagContextFor } from '@/lib/bag/context.ts';
import { assertSite } from '@/lib/bag/request.ts';
import { assertPayable, makeAPaymentAnswer } from '@/lib/checkout/make-a-payment.ts';
import { cartAuthEnrollBody, isMakeAPaymentRequest, makeAPaymentEnrollBody } from '@/lib/checkout/payment-schemas.ts';
import {
  AUTHENTICATION_FAILED_MESSAGE,
  billingAddressOf,
  completeAnswer,
  gatewayFailure,
  idempotencyKeyOf,
  instrumentOf,
  payerEmail,
  requireCustomer,
  toPence,
} from '@/lib/checkout/payments.ts';
import { cardGateway } from '@/lib/checkout/providers.ts';
import { json, readJson, requestBrand, route } from '@/lib/http/route.ts';

/**
 * POST /api/checkout/cartAuthEnroll: the 3-D Secure enrolment check. Frictionless success completes the order at once
 * (authorised last, once per Idempotency-Key); a challenge answers where to show it; a failure charges nothing.
 * With a make-a-payment journey it pays towards the customer's credit account instead (the amount checked first).
 */
export const POST = route(async (request) => {
  const brand = requestBrand(request);
  const context = await bagContextFor(request, brand);
  requireCustomer(context);
  const creditPayment = await isMakeAPaymentRequest(request);
  const body = creditPayment
    ? await readJson(request, makeAPaymentEnrollBody)
    : await readJson(request, cartAuthEnrollBody);
  assertSite('websiteIdentifier', body.websiteIdentifier, brand.siteId);
  idempotencyKeyOf(request);
  // Checked before the bank is asked anything: a bad billing address changes nothing.
  if ('billingAddress' in body) billingAddressOf(body.billingAddress);
  if ('paymentAmountChoice' in body) await assertPayable(context, body);
  const origin = new URL(request.url).origin;
  let enrolment: Awaited<ReturnType<ReturnType<typeof cardGateway>['checkEnrollment']>>;
  try {
    enrolment = await cardGateway().checkEnrollment({
      reference: body.sessionId,
      referenceId: body.sessionId,
      amountPence: toPence(body.amount),
      currency: 'GBP',
      instrument: await instrumentOf(context, body),
      email: await payerEmail(context, body.email),
      browser: {
        ...body.browserFields,
        ipAddress: request.headers.get('x-forwarded-for')?.split(',')[0]?.trim() || '127.0.0.1',
      },
      returnUrl: `${request.headers.get('origin') ?? origin}/checkout/${creditPayment ? 'make-a-payment' : 'payment'}`,
    });
  } catch (error) {
    return gatewayFailure(error);
  }
  if (enrolment.status === 'AUTHENTICATION_FAILED') {
    return json({ code: 'AUTHENTICATION_FAILED', message: AUTHENTICATION_FAILED_MESSAGE }, { status: 402 });
  }
  if (enrolment.status === 'PENDING_AUTHENTICATION') {
    return json({
      status: 'PENDING_AUTHENTICATION',
      stepUpUrl: enrolment.stepUpUrl,
      accessToken: enrolment.accessToken,
      authenticationTransactionId: enrolment.authenticationTransactionId,
    });
  }
  if ('paymentAmountChoice' in body) return makeAPaymentAnswer(request, context, body, enrolment.proof);
  return completeAnswer(request, context, body, enrolment.proof);
});

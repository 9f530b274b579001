import { BAG_MESSAGES } from '@shop/commerce/bag/errors';
import { completePayment } from '@shop/commerce/payments/complete';
import { bagContextFor } from '@/lib/bag/context.ts';
import { assertSite, bagDb } from '@/lib/bag/request.ts';
import { payViaCreditBody } from '@/lib/checkout/payment-schemas.ts';
import { idempotencyKeyOf, placedAnswer, requireCustomer, toPence } from '@/lib/checkout/payments.ts';
import { json, readJson, requestBrand, route } from '@/lib/http/route.ts';

/**
 * POST /api/checkout/payViaCredit (spec §7): pays the whole order with the customer's store credit account, charged in
 * the same transaction that writes the order, once per Idempotency-Key. A part payment (credit first, the rest by card)
 * goes through the card calls with `creditAmount`, so that the order exists only when both succeed.
 */
export const POST = route(async (request) => {
  const brand = requestBrand(request);
  const context = await bagContextFor(request, brand);
  requireCustomer(context);
  const body = await readJson(request, payViaCreditBody);
  assertSite('tradingTitle', body.tradingTitle, brand.tradingTitleId);
  const key = idempotencyKeyOf(request);
  if (!body.amount) {
    return json({ code: 'CREDIT_AMOUNT_MISSING', message: BAG_MESSAGES.CREDIT_AMOUNT_MISSING }, { status: 400 });
  }
  if (body.partPaymentIndicator) {
    return json(
      {
        code: 'VALIDATION_ERROR',
        message: 'partPaymentIndicator: a part payment is completed by the card payment, with creditAmount.',
      },
      { status: 400 },
    );
  }
  const creditPence = toPence(body.amount);
  const result = await completePayment(await bagDb(), context, {
    cartId: body.cartId,
    idempotencyKey: key,
    expectedTotal: creditPence,
    creditPence,
    external: null,
  });
  return placedAnswer(request, context, result);
});

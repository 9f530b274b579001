import { completePayment, type PlacedOrder, walletPayment } from '@shop/commerce/payments/complete';
import { bagFailureAnswer } from '@/lib/bag/answers.ts';
import { bagContextFor } from '@/lib/bag/context.ts';
import { bagDb } from '@/lib/bag/request.ts';
import {
  billingAddressOf,
  idempotencyKeyOf,
  mailConfirmation,
  requireCustomer,
  toPence,
} from '@/lib/checkout/payments.ts';
import { cardGateway } from '@/lib/checkout/providers.ts';
import {
  assertTradingTitle,
  digitalAuthorizationBody,
  WALLET_PAYMENT_TYPES,
  walletConfig,
} from '@/lib/checkout/wallets.ts';
import { json, RouteError, readJson, requestBrand, route } from '@/lib/http/route.ts';

const WALLET_TOKEN_REFUSED = (wallet: string) =>
  `${wallet} couldn’t complete this payment, so nothing has been charged. Please try again or pay by card.`;

/**
 * POST /api/digital-payment/digitalAuthorization: pays the bag with an Apple Pay or Google Pay network token, through
 * the card gateway, by the ordinary order completion (bag lock, re-read, amount frozen, authorised last, once per
 * Idempotency-Key: a replay answers the same order). The order keeps APay / GPay with the masked card and the
 * wallet's billing contact (spec §3 billing address), which goes to the gateway as billTo like a card's.
 */
export const POST = route(async (request) => {
  const brand = requestBrand(request);
  const context = await bagContextFor(request, brand);
  requireCustomer(context);
  const body = await readJson(request, digitalAuthorizationBody);
  assertTradingTitle(brand, body.accountTradingTitle);
  const idempotencyKey = idempotencyKeyOf(request);
  // The billing contact the wallet sent, checked before anything is asked of the gateway: a bad one is a 400 naming
  // each field, and changes nothing.
  const billingAddress = billingAddressOf(body.billingAddress);
  if (walletConfig().provider === 'none') {
    throw new RouteError(400, 'WALLET_UNAVAILABLE', 'Apple Pay and Google Pay are not available. Please pay by card.');
  }
  const result = await completePayment(await bagDb(), context, {
    cartId: body.cartId,
    idempotencyKey,
    expectedTotal: toPence(body.amount),
    creditPence: 0,
    external: walletPayment(
      cardGateway(),
      { wallet: WALLET_PAYMENT_TYPES[body.paymentType], ...body.networkToken },
      billingAddress,
    ),
  });
  if (!result.ok) {
    // The wallet's token was refused (forged, expired or already used): the shopper starts the wallet again.
    if (result.code === 'CARD_DETAILS_EXPIRED') {
      const wallet = body.paymentType === 'APay' ? 'Apple Pay' : 'Google Pay';
      return bagFailureAnswer(request, { code: result.code, message: WALLET_TOKEN_REFUSED(wallet) });
    }
    return bagFailureAnswer(request, result);
  }
  const order: PlacedOrder = result.value;
  await mailConfirmation(request, context, order);
  return json({ code: 'CART_PMNT_DONE', order });
});

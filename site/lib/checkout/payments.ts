// What the payment routes share: the signed-in customer, the bag's own total in pence from the amount sent, the
// idempotency key, and turning gateway and completion results into answers (spec §8 messages).
import type { BagContext } from '@shop/commerce/bag/locked';
import { completeOrder, type PlacedOrder } from '@shop/commerce/payments/complete';
import { type AuthenticationProof, GatewayError } from '@shop/commerce/payments/gateway';
import { bagFailureAnswer } from '@/lib/bag/answers.ts';
import { bagDb } from '@/lib/bag/request.ts';
import { json, RouteError } from '@/lib/http/route.ts';
import { idempotencyKeyHeader } from './payment-schemas.ts';
import { cardGateway } from './providers.ts';

export const AUTHENTICATION_FAILED_MESSAGE =
  'Your bank couldn’t confirm this payment, so nothing has been charged. Please try another card.';
export const GATEWAY_DOWN_MESSAGE = 'Sorry there has been an issue. Please try again';

export function requireCustomer(context: BagContext): string {
  if (!context.customerId) throw new RouteError(401, 'SIGN_IN_REQUIRED', 'Please sign in to continue.');
  return context.customerId;
}

export function idempotencyKeyOf(request: Request): string {
  const parsed = idempotencyKeyHeader.safeParse(request.headers.get('idempotency-key') ?? '');
  if (!parsed.success) throw new RouteError(400, 'VALIDATION_ERROR', 'Idempotency-Key: send one key per payment.');
  return parsed.data;
}

/** Pounds (2 decimals) → pence. */
export const toPence = (pounds: number) => Math.round(pounds * 100);

/** A gateway failure as an answer: our outage is a 503 with the generic message; an unknown token a 400. */
export function gatewayFailure(error: unknown): Response {
  if (!(error instanceof GatewayError)) throw error;
  if (error.kind === 'invalid_token' || error.kind === 'not_found') {
    return json(
      { code: 'CARD_DETAILS_EXPIRED', message: 'Your card details have timed out. Please enter them again.' },
      { status: 400 },
    );
  }
  console.error('card gateway failed', error.kind, error.status ?? '', error.message);
  return json({ code: 'PAYMENT_UNAVAILABLE', message: GATEWAY_DOWN_MESSAGE }, { status: 503 });
}

/** Authenticated: complete the order, answering it (and the cart id to read its confirmation by) or its failure. */
export async function completeAnswer(
  request: Request,
  context: BagContext,
  input: { cartId: string; amount: number; transientToken: string; saveCard: boolean },
  proof: AuthenticationProof,
): Promise<Response> {
  const result = await completeOrder(await bagDb(), cardGateway(), context, {
    cartId: input.cartId,
    idempotencyKey: idempotencyKeyOf(request),
    instrument: { transientToken: input.transientToken },
    authentication: proof,
    saveCard: input.saveCard,
    expectedTotal: toPence(input.amount),
  });
  if (!result.ok) return bagFailureAnswer(request, result);
  const order: PlacedOrder = result.value;
  return json({ status: 'AUTHENTICATION_SUCCESSFUL', code: 'CART_PMNT_DONE', order });
}

// What the payment routes share: the signed-in customer, the bag's own total in pence from the amount sent, the
// idempotency key, and turning gateway and completion results into answers (spec §8 messages).
import { type BrandCode, getBrand } from '@shop/brands/brands';
import type { BagResult } from '@shop/commerce/bag/errors';
import type { BagContext } from '@shop/commerce/bag/locked';
import { getCustomerDetails } from '@shop/commerce/customers/details';
import { mailFrom, mailSenderFromEnv } from '@shop/commerce/mail/config';
import { getOrderConfirmation } from '@shop/commerce/orders/confirmation';
import {
  claimConfirmation,
  orderConfirmationMail,
  releaseConfirmation,
  sendOrderConfirmation,
} from '@shop/commerce/orders/confirmation-mail';
import { type BillingAddress, checkBillingAddress } from '@shop/commerce/payments/billing';
import { ownInstrument } from '@shop/commerce/payments/cards';
import { completeOrder, type PlacedOrder } from '@shop/commerce/payments/complete';
import { type AuthenticationProof, GatewayError, type PaymentInstrument } from '@shop/commerce/payments/gateway';
import { createLogger } from '@shop/runtime/log';
import { bagFailureAnswer } from '@/lib/bag/answers.ts';
import { bagDb } from '@/lib/bag/request.ts';
import { json, RouteError } from '@/lib/http/route.ts';
import { idempotencyKeyHeader } from './payment-schemas.ts';
import { cardGateway } from './providers.ts';

const log = createLogger('site').child({ component: 'checkout-payments' });

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
  log.error({ err: error, kind: error.kind, status: error.status }, 'card gateway failed');
  return json({ code: 'PAYMENT_UNAVAILABLE', message: GATEWAY_DOWN_MESSAGE }, { status: 503 });
}

/** Authenticated: complete the order, answering it (and the cart id to read its confirmation by) or its failure. */
export async function completeAnswer(
  request: Request,
  context: BagContext,
  input: {
    cartId: string;
    amount: number;
    saveCard: boolean;
    creditAmount?: number | undefined;
    billingAddress?: unknown;
  } & InstrumentFields,
  proof: AuthenticationProof,
): Promise<Response> {
  // Part payment: `amount` is the card's part and `creditAmount` the store credit's; together the order total.
  const creditPence = input.creditAmount === undefined ? 0 : toPence(input.creditAmount);
  const result = await completeOrder(await bagDb(), cardGateway(), context, {
    cartId: input.cartId,
    idempotencyKey: idempotencyKeyOf(request),
    instrument: await instrumentOf(context, input),
    authentication: proof,
    saveCard: input.saveCard,
    expectedTotal: toPence(input.amount) + creditPence,
    creditPence,
    billingAddress: billingAddressOf(input.billingAddress),
  });
  return placedAnswer(request, context, result, { status: 'AUTHENTICATION_SUCCESSFUL' });
}

/**
 * The card's billing address, checked (spec §3 fields, §5 country rule); none given: none kept. A bad one is a 400
 * naming each field, before anything is asked of the bank.
 */
export function billingAddressOf(given: unknown): BillingAddress | null {
  if (given === undefined || given === null) return null;
  const check = checkBillingAddress(given);
  if (check.ok) return check.address;
  throw new RouteError(400, 'VALIDATION_ERROR', check.errors[0]?.message ?? 'Check the billing address.', {
    errors: check.errors,
  });
}

/** The order placed (its confirmation email sent once), or the completion's failure with its §8 code. */
export async function placedAnswer(
  request: Request,
  context: BagContext,
  result: BagResult<PlacedOrder>,
  extra: Record<string, unknown> = {},
): Promise<Response> {
  if (!result.ok) return bagFailureAnswer(request, result);
  const order: PlacedOrder = result.value;
  await mailConfirmation(request, context, order);
  return json({ ...extra, code: 'CART_PMNT_DONE', order });
}

/**
 * The confirmation email, once per order: a replay of the same key answers the same order without sending again
 * (the order was placed by the first request). A mail outage never undoes a placed order: it is logged.
 */
export async function mailConfirmation(request: Request, context: BagContext, order: PlacedOrder): Promise<void> {
  await mailConfirmationFrom(request.headers.get('origin') ?? new URL(request.url).origin, context, order);
}

/** The same, for an order placed without the shopper's request (Miyo's callback): `origin` is the brand's site. */
export async function mailConfirmationFrom(origin: string, context: BagContext, order: PlacedOrder): Promise<void> {
  if (!context.customerId) return;
  const db = await bagDb();
  if (!(await claimConfirmation(db, order.orderId))) return;
  try {
    const confirmation = await getOrderConfirmation(
      db,
      { customerId: context.customerId, brandCode: context.brandCode },
      order.cartId,
    );
    if (!confirmation) return;
    const brand = getBrand(context.brandCode as BrandCode);
    await sendOrderConfirmation(
      mailSenderFromEnv(),
      orderConfirmationMail(confirmation, {
        name: brand.name,
        creditName: brand.creditBrandName,
        from: mailFrom(brand.name),
        accountUrl: `${origin}/shop/myaccount/orders/${confirmation.orderNumber}`,
      }),
    );
  } catch (error) {
    await releaseConfirmation(db, order.orderId).catch(() => undefined);
    log.error({ err: error, orderNumber: order.orderNumber }, 'order confirmation email not sent');
  }
}

export interface InstrumentFields {
  transientToken?: string | undefined;
  instrumentId?: string | undefined;
}

/** What pays: the new card's transient token, or a saved card that must be this customer's own (else 404). */
export async function instrumentOf(context: BagContext, input: InstrumentFields): Promise<PaymentInstrument> {
  if (input.transientToken) return { transientToken: input.transientToken };
  const customerId = requireCustomer(context);
  const card = input.instrumentId ? await ownInstrument(await bagDb(), customerId, input.instrumentId) : null;
  if (!card) throw new RouteError(404, 'CARD_NOT_FOUND', 'We couldn’t find that saved card. Please choose another.');
  if (card.expired) throw new RouteError(400, 'CARD_EXPIRED', 'This card has expired. Please choose another card.');
  return { instrumentId: card.instrumentToken };
}

/** The address 3-D Secure sends the issuer: the one given, else the customer's own. */
export async function payerEmail(context: BagContext, given: string | undefined): Promise<string> {
  if (given) return given;
  const details = await getCustomerDetails(await bagDb(), requireCustomer(context));
  return details?.contactDetails.emailAddress ?? '';
}

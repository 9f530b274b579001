// Paying with Miyo (issue 14 item 4, journey miyo-checkout): the shop opens a Miyo session for what the bag comes to,
// the shopper approves or declines on Miyo's hosted page, and the order is then completed through the shop's one
// completion (payments/complete.ts: begin → authorise → finish) with Miyo as the outside authoriser. The browser's
// return and Miyo's signed callback both complete under the same idempotency key (`miyo:<session id>`), so whichever
// arrives first writes the order and the other answers it: exactly one order, one authorisation.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { BagFailure, type BagResult } from '../bag/errors.ts';
import { assertAccess, type BagContext, bagIdFrom, finishPricedCart, type PricedCart } from '../bag/locked.ts';
import type { Db } from '../db/client.ts';
import { bags } from '../db/schema-bag.ts';
import {
  type AuthorisationLookup,
  completePayment,
  type ExternalAuthorisation,
  type ExternalPayment,
  type PlacedOrder,
} from '../payments/complete.ts';
import { GatewayError } from '../payments/gateway.ts';
import {
  type CreditAuthorisation,
  isCreditAuthorised,
  MiyoError,
  type MiyoOrderLine,
  type MiyoProvider,
  type MiyoSession,
} from './provider.ts';

/** The shop's own data Miyo keeps with the session and gives back (read only from Miyo, server to server). */
export const merchantDataSchema = z.object({
  v: z.literal(1),
  customerId: z.string().min(1),
  brandCode: z.string().min(1),
  cartId: z.string().min(1),
  expectedTotal: z.number().int().positive(),
  /** The brand site the shopper was on (links in the confirmation email when the callback places the order). */
  origin: z.url(),
});
export type MiyoMerchantData = z.infer<typeof merchantDataSchema>;

export const MIYO_MESSAGES = {
  declined: 'Miyo couldn’t approve this purchase, so nothing has been charged. Please choose another way to pay.',
  overLimit:
    'This order is more than Miyo can lend for one purchase, so nothing has been charged. Please choose another way to pay.',
  cancelled: 'You didn’t finish paying with Miyo, so nothing has been charged. Please choose a way to pay.',
  notFinished: 'You haven’t finished with Miyo yet. Please choose a way to pay.',
  unavailable: 'Sorry, Miyo isn’t available right now. Please try again or pay by card.',
} as const;

/** The lines Miyo shows on its page, adding up exactly to the order total (else one line for the whole order). */
export function miyoOrderLines(priced: PricedCart): MiyoOrderLine[] {
  const { cart, delivery, goods } = priced;
  const lines: MiyoOrderLine[] = cart.cartEntries.map((entry) => {
    const name =
      'productName' in entry.productDetails && entry.productDetails.productName
        ? `${entry.productDetails.productName}${entry.productDetails.size ? `, ${entry.productDetails.size}` : ''}`
        : entry.productNo;
    return {
      name,
      quantity: entry.quantity,
      unitPricePence: entry.unitPrice,
      totalPence: entry.unitPrice * entry.quantity,
    };
  });
  if (delivery.charge > 0) {
    lines.push({ name: 'Delivery', quantity: 1, unitPricePence: delivery.charge, totalPence: delivery.charge });
  }
  const discount = goods.discount + delivery.discount;
  if (discount > 0) lines.push({ name: 'Discount', quantity: 1, unitPricePence: -discount, totalPence: -discount });
  const sum = lines.reduce((total, line) => total + line.totalPence, 0);
  if (sum === cart.orderTotal) return lines;
  return [{ name: 'Your order', quantity: 1, unitPricePence: cart.orderTotal, totalPence: cart.orderTotal }];
}

export interface StartMiyoInput {
  cartId: string;
  /** The total the shopper was shown (pence): if the bag now comes to another amount, no session is opened. */
  expectedTotal: number;
  /** The shop's page Miyo sends the shopper back to. */
  returnUrl: string;
  /** The shop's server-to-server callback endpoint. */
  callbackUrl: string;
  /** The brand site's origin the shopper is on. */
  origin: string;
  applicant: { givenName: string; familyName: string; email: string } | null;
}

/**
 * Opens a Miyo session for a signed-in customer's bag that is ready to pay (lines, a delivery chosen, the total the
 * shopper saw). Nothing is charged and nothing is held: completion checks the bag again under its lock.
 */
export async function startMiyoPayment(
  db: Db,
  miyo: MiyoProvider,
  context: BagContext,
  input: StartMiyoInput,
): Promise<BagResult<{ sessionId: string; redirectUrl: string }>> {
  const customerId = context.customerId;
  if (!customerId) return { ok: false, code: 'SIGN_IN_REQUIRED', message: 'Please sign in to continue.' };
  let priced: PricedCart;
  try {
    priced = await db.transaction(async (tx) => {
      const [bag] = await tx
        .select()
        .from(bags)
        .where(eq(bags.id, bagIdFrom(input.cartId)))
        .for('update');
      assertAccess(bag, context);
      const result = await finishPricedCart(tx, bag, context);
      const { cart, delivery, checkout } = result;
      if (cart.removedOutOfStockItems.length > 0) throw new BagFailure('CART_CHANGED');
      if (cart.bagItemsCount === 0) throw new BagFailure('BAG_EMPTY');
      if (delivery.choiceWithdrawn) throw new BagFailure('DELIVERY_UNAVAILABLE');
      const collect = delivery.speed === 'HPS' || delivery.speed === 'EXPRESS_COLLECT';
      if (collect ? !checkout?.parcelShop : !checkout?.address) throw new BagFailure('DELIVERY_NOT_CHOSEN');
      if (cart.orderTotal !== input.expectedTotal) throw new BagFailure('TOTAL_CHANGED');
      return result;
    });
  } catch (error) {
    if (error instanceof BagFailure) return { ok: false, code: error.code, message: error.message };
    throw error;
  }
  const merchantData: MiyoMerchantData = {
    v: 1,
    customerId,
    brandCode: context.brandCode,
    cartId: input.cartId,
    expectedTotal: priced.cart.orderTotal,
    origin: input.origin,
  };
  let session: MiyoSession;
  try {
    session = await miyo.createSession({
      cartId: input.cartId,
      merchantReference: randomUUID(),
      amountPence: priced.cart.orderTotal,
      currency: 'GBP',
      orderLines: miyoOrderLines(priced),
      returnUrl: input.returnUrl,
      callbackUrl: input.callbackUrl,
      applicant: input.applicant,
      merchantData: JSON.stringify(merchantData),
    });
  } catch (error) {
    if (!(error instanceof MiyoError)) throw error;
    return { ok: false, code: 'PAYMENT_UNAVAILABLE', message: MIYO_MESSAGES.unavailable };
  }
  return { ok: true, value: { sessionId: session.sessionId, redirectUrl: session.redirectUrl } };
}

/** The shop's data on a Miyo session, or null when it is not one the shop opened. */
export function merchantDataOf(session: MiyoSession): MiyoMerchantData | null {
  try {
    const parsed = merchantDataSchema.safeParse(JSON.parse(session.merchantData ?? ''));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * What to tell a customer back on the payment page from a Miyo session that did not end in an order (declined,
 * cancelled, not finished), read from Miyo; null when there is nothing to say or the session is not theirs.
 */
export async function miyoNotice(
  miyo: MiyoProvider,
  sessionId: string,
  caller: { customerId: string; brandCode: string },
): Promise<string | null> {
  let session: MiyoSession | null;
  try {
    session = await miyo.getSession(sessionId);
  } catch {
    return MIYO_MESSAGES.unavailable;
  }
  const data = session ? merchantDataOf(session) : null;
  if (!session || data?.customerId !== caller.customerId || data.brandCode !== caller.brandCode) return null;
  if (session.status === 'DECLINED') {
    return session.declineReason === 'OVER_LIMIT' ? MIYO_MESSAGES.overLimit : MIYO_MESSAGES.declined;
  }
  if (session.status === 'CANCELLED') return MIYO_MESSAGES.cancelled;
  if (session.status === 'CREATED') return MIYO_MESSAGES.notFinished;
  // Approved, yet the shopper is back here: the authorisation was refused or the bag changed.
  return MIYO_MESSAGES.declined;
}

// --- completion ------------------------------------------------------------------------------------------------------

/** Miyo as completion's outside authoriser: the session's single-use token, authorised once per attempt reference. */
export function miyoPayment(
  miyo: MiyoProvider,
  session: { sessionId: string; authorizationToken: string | null },
): ExternalPayment {
  const asAuthorisation = (result: CreditAuthorisation, reference: string): ExternalAuthorisation => ({
    id: result.transactionId,
    reference,
    // Spec §4: the provider's authorisation passes only with code SUCCESS, in any case; anything else is a decline.
    status: isCreditAuthorised(result) && result.status !== 'RELEASED' ? 'AUTHORIZED' : 'DECLINED',
    reason: isCreditAuthorised(result) ? null : result.code,
    amountPence: result.amount,
    card: null,
    instrumentId: null,
    reversed: result.status === 'RELEASED',
    creditFacilityId: result.creditFacilityId,
  });
  const outage = (error: unknown): never => {
    if (error instanceof MiyoError) {
      throw new GatewayError(error.message, {
        kind: error.kind === 'unavailable' ? 'unavailable' : 'refused',
        cause: error,
      });
    }
    throw error;
  };
  return {
    method: 'Miyo',
    fingerprint: { miyoSession: session.sessionId },
    saveCard: false,
    async authorise(reference, amountPence) {
      if (!session.authorizationToken) {
        // Approved but its token is spent or expired (and no attempt of ours used it): nothing can be charged.
        return asAuthorisation(
          {
            cartId: '',
            transactionId: `none-${reference}`,
            creditFacilityId: null,
            amount: amountPence,
            currency: 'GBP',
            status: 'DECLINED',
            code: 'TOKEN_EXPIRED',
            message: '',
          },
          reference,
        );
      }
      try {
        return asAuthorisation(
          await miyo.authorise({
            authorizationToken: session.authorizationToken,
            reference,
            amountPence,
            currency: 'GBP',
          }),
          reference,
        );
      } catch (error) {
        if (error instanceof MiyoError && error.kind === 'invalid_token') {
          return asAuthorisation(
            {
              cartId: '',
              transactionId: `none-${reference}`,
              creditFacilityId: null,
              amount: amountPence,
              currency: 'GBP',
              status: 'DECLINED',
              code: 'TOKEN_INVALID',
              message: '',
            },
            reference,
          );
        }
        return outage(error);
      }
    },
    async findAuthorisation(reference) {
      try {
        const found = await miyo.findAuthorisation(reference);
        return found ? asAuthorisation(found, reference) : null;
      } catch (error) {
        return outage(error);
      }
    },
    async reverse(id) {
      try {
        await miyo.release(id);
      } catch (error) {
        outage(error);
      }
    },
    declineMessage: () => MIYO_MESSAGES.declined,
  };
}

/** The answer, and for a placed order the customer's context and brand site (the confirmation email needs them). */
/** Miyo for the payment sweeper: what it authorised under an attempt's reference, and releasing it. */
export const miyoLookup = (miyo: MiyoProvider): AuthorisationLookup =>
  miyoPayment(miyo, { sessionId: '', authorizationToken: null });

export type MiyoCompletion = BagResult<PlacedOrder> & { origin?: string; context?: BagContext };

/**
 * Completes the order for an approved Miyo session, from the browser's return (`customerId` = the signed-in customer:
 * a session opened for someone else is not found) or from Miyo's verified callback (`customerId` null). Miyo is asked
 * for the session server to server, so nothing the browser sends is trusted. Both paths complete under the key
 * `miyo:<session id>`: the first writes the order, a later one answers the same order (or PAYMENT_IN_PROGRESS while
 * the first is still at it).
 */
export async function completeMiyoPayment(
  db: Db,
  miyo: MiyoProvider,
  contextFor: (brandCode: string, customerId: string) => Promise<BagContext | null>,
  sessionId: string,
  caller: { customerId: string | null; brandCode: string | null },
): Promise<MiyoCompletion> {
  let session: MiyoSession | null;
  try {
    session = await miyo.getSession(sessionId);
  } catch (error) {
    if (!(error instanceof MiyoError)) throw error;
    return { ok: false, code: 'PAYMENT_UNAVAILABLE', message: MIYO_MESSAGES.unavailable };
  }
  const data = session ? merchantDataOf(session) : null;
  const notFound: MiyoCompletion = {
    ok: false,
    code: 'CART_NOT_FOUND',
    message: 'We couldn’t find that Miyo payment.',
  };
  if (!session || !data) return notFound;
  if (caller.customerId !== null && (data.customerId !== caller.customerId || data.brandCode !== caller.brandCode)) {
    return notFound;
  }
  if (session.status === 'CREATED') return { ok: false, code: 'PAYMENT_DECLINED', message: MIYO_MESSAGES.notFinished };
  if (session.status === 'CANCELLED') return { ok: false, code: 'PAYMENT_DECLINED', message: MIYO_MESSAGES.cancelled };
  if (session.status === 'DECLINED') {
    const message = session.declineReason === 'OVER_LIMIT' ? MIYO_MESSAGES.overLimit : MIYO_MESSAGES.declined;
    return { ok: false, code: 'PAYMENT_DECLINED', message };
  }
  const context = await contextFor(data.brandCode, data.customerId);
  if (!context) return notFound;
  const answer = await completePayment(db, context, {
    cartId: data.cartId,
    idempotencyKey: `miyo:${session.sessionId}`,
    expectedTotal: data.expectedTotal,
    creditPence: 0,
    external: miyoPayment(miyo, session),
  });
  return { ...answer, origin: data.origin, context };
}

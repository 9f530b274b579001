// Completing an order (issue 13 item 4, issue 14): the order total is paid by "tenders": a part on the customer's
// store credit account (charged inside the transaction that writes the order) and/or a part an outside provider
// authorises (`ExternalPayment`: the card today; wallets and the instalment provider plug in the same way). The outside
// part is authorised last, once, for the amount frozen inside the bag's lock, and the order is written only if the bag
// is still exactly what was priced and the credit part still fits the account: all or nothing.
//
// 1. Begin, in one transaction holding the bag's row lock: a repeat of the idempotency key answers the first answer;
//    the bag is re-read and re-priced, its delivery and stock checked, the amount frozen, and a PENDING payment attempt
//    recorded (its id is the gateway's merchant reference; one PENDING attempt per bag).
// 2. Authorise the outside part (if any) with its provider, outside any transaction (once per reference).
// 3. Finish, in one transaction holding the bag's lock again: if the bag's version or total moved, a counted option
//    sold out, or the credit account (locked FOR UPDATE) can no longer take its part, the attempt is VOIDED and the
//    authorisation reversed (no charge without an order); otherwise the credit is charged, the order written with its
//    lines as sold and its tenders, stock taken, the bag closed (PAID: later calls answer CART_PMNT_DONE) and the
//    attempt marked ORDERED with its answer.
// A crash between 2 and 3 leaves a PENDING attempt and no credit charged: `sweepStalePayments` asks the provider by
// reference and reverses.
import { createHash } from 'node:crypto';
import { createLogger } from '@shop/runtime/log';
import { and, asc, eq, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import { encryptCartId } from '../bag/cart-id.ts';
import { BAG_MESSAGES, BagFailure, type BagFailureCode, type BagResult } from '../bag/errors.ts';
import {
  assertAccess,
  type BagContext,
  bagIdFrom,
  finishPricedCart,
  type PricedCart,
  type StockChange,
} from '../bag/locked.ts';
import { chargeCredit, checkCreditPart, readCreditAccount } from '../customers/credit-charge.ts';
import type { Db } from '../db/client.ts';
import { productOptions } from '../db/schema.ts';
import { bags } from '../db/schema-bag.ts';
import { type DeliveryMethod, paymentAttempts } from '../db/schema-orders.ts';
import type { DeliverySpeed } from '../delivery/options.ts';
import { recordOrder } from '../orders/orders.ts';
import { type BillingAddress, gatewayBillTo } from './billing.ts';
import { rememberCard } from './cards.ts';
import {
  type AuthenticationProof,
  type Authorisation,
  type CardGateway,
  type CardTypeCode,
  GatewayError,
  instrumentFingerprint,
  type NetworkToken,
  type PaymentInstrument,
} from './gateway.ts';

const log = createLogger('commerce').child({ component: 'payments' });

/** Spec §3 payment methods authorised outside the shop (credit is the shop's own). */
export type ExternalMethod = 'card' | 'APay' | 'GPay' | 'Miyo';

/**
 * An outside provider's authorisation as completion sees it: the card gateway's, or one without a card (the
 * instalment provider's, with its credit facility).
 */
export type ExternalAuthorisation = Omit<Authorisation, 'card'> & {
  card: Authorisation['card'] | null;
  creditFacilityId?: string | null;
};

/** What a provider must do for the sweeper: say what it did for a reference, and give an authorisation back. */
export interface AuthorisationLookup {
  findAuthorisation(reference: string): Promise<ExternalAuthorisation | null>;
  reverse(authorisationId: string): Promise<unknown>;
}

/**
 * The part of a payment authorised outside the shop: the small swappable step of completion. `authorise` is called
 * once per attempt (its id is the reference; a provider must authorise a reference at most once) and throws a
 * `GatewayError` on failure (kind 'unavailable' when it cannot say: the attempt is then left for the sweeper).
 */
export interface ExternalPayment extends AuthorisationLookup {
  method: ExternalMethod;
  /** What identifies this request for the idempotency key (hash secrets first). */
  fingerprint: unknown;
  /** Kept with the attempt (a card asked to be saved). */
  saveCard: boolean;
  /** The card's billing address, kept with the order's payment. */
  billingAddress?: BillingAddress | null;
  authorise(reference: string, amountPence: number): Promise<ExternalAuthorisation>;
  /** Inside the order's transaction, once it is written (a card is remembered for next time). */
  afterOrder?(tx: Db, customerId: string, authorisation: ExternalAuthorisation): Promise<void>;
  /** The shopper's message for a decline (default: the card's). */
  declineMessage?(reason: string | null): string;
}

/** One way a part of the order was paid, as the order keeps it (never a card number). */
export interface Tender {
  method: 'credit' | ExternalMethod;
  amountPence: number;
  cardType?: CardTypeCode;
  panSuffix?: string;
  authorisationId?: string;
  /** The instalment provider's credit facility. */
  creditFacilityId?: string;
}

export interface PaymentInput {
  cartId: string;
  /** The browser's key for this press of "Pay now": a repeat answers the first answer. */
  idempotencyKey: string;
  /** The order total the shopper was shown (pence): if the bag now comes to another amount, nothing is charged. */
  expectedTotal: number;
  /** Pence to charge to the customer's store credit account: 0, the whole total, or (part payment) exactly the
   * available to spend when the total is more. */
  creditPence: number;
  /** Who pays the rest (expectedTotal − creditPence): null exactly when credit pays it all. */
  external: ExternalPayment | null;
}

/** A card payment's input (the card pays the whole total, or the rest after `creditPence`). */
export interface CompleteOrderInput {
  cartId: string;
  /** The browser's key for this press of "Pay now": a repeat answers the first answer. */
  idempotencyKey: string;
  instrument: PaymentInstrument;
  authentication: AuthenticationProof | null;
  saveCard: boolean;
  /** The total the shopper was shown (pence): if the bag now comes to another amount, nothing is charged. */
  expectedTotal: number;
  /** Part payment: the store credit part (pence); the card pays the rest. */
  creditPence?: number;
  /** The card's billing address (checked: `checkBillingAddress`), sent to the gateway and kept with the order. */
  billingAddress?: BillingAddress | null;
}

export interface PlacedOrder {
  orderNumber: string;
  orderId: string;
  /** The (sealed) cart id of the bag paid for: the order confirmation is read by it. */
  cartId: string;
  orderTotal: number;
  deliveryMode: DeliverySpeed;
  /** 'credit' when the store credit account paid (all or part), else the outside method. */
  paymentMethod: Tender['method'];
  /** The card's, when a card paid a part. */
  cardType: CardTypeCode | null;
  panSuffix: string | null;
  /** Each part paid: credit first, then the outside part. */
  tenders: Tender[];
}

type Answer = BagResult<PlacedOrder>;

const deliveryMethodOf: Record<DeliverySpeed, DeliveryMethod> = {
  STANDARD: 'STANDARD',
  EXPRESS: 'EXPRESS',
  NOM: 'NOMINATED',
  HPS: 'PARCEL_SHOP',
  EXPRESS_COLLECT: 'CLICK_AND_COLLECT',
};

const declineMessages: Record<string, string> = {
  INSUFFICIENT_FUND: 'Your card was declined: there isn’t enough money available on it. Please try another card.',
  EXPIRED_CARD: 'Your card has expired. Please try another card.',
};

/** How long a PENDING attempt may wait for its finish before the sweeper settles it with the gateway. */
export const STALE_ATTEMPT_MS = 10 * 60_000;

function failure(code: BagFailureCode, message: string = BAG_MESSAGES[code]): Answer {
  return { ok: false, code, message };
}

function requestHash(input: PaymentInput): string {
  return createHash('sha256')
    .update(
      JSON.stringify({
        cartId: input.cartId,
        creditPence: input.creditPence,
        method: input.external?.method ?? null,
        external: input.external?.fingerprint ?? null,
        saveCard: input.external?.saveCard ?? false,
        expectedTotal: input.expectedTotal,
      }),
    )
    .digest('hex');
}

/** The card as the outside part: authorised by the card gateway with the 3-D Secure proof, remembered if asked. */
export function cardPayment(
  gateway: CardGateway,
  card: {
    instrument: PaymentInstrument;
    authentication: AuthenticationProof | null;
    saveCard: boolean;
    billingAddress?: BillingAddress | null | undefined;
  },
): ExternalPayment {
  const { instrument, authentication, saveCard } = card;
  const billingAddress = card.billingAddress ?? null;
  return {
    method: 'card',
    // The billing address is part of the request: the same key with another address is another request.
    fingerprint: { ...instrumentFingerprint(instrument), billingAddress },
    saveCard,
    billingAddress,
    authorise: (reference, amountPence) =>
      gateway.authorise({
        reference,
        amountPence,
        currency: 'GBP',
        instrument,
        authentication,
        saveCard,
        ...(billingAddress ? { billTo: gatewayBillTo(billingAddress) } : {}),
      }),
    reverse: (id) => gateway.reverse(id),
    findAuthorisation: (reference) => gateway.findAuthorisation(reference),
    afterOrder: async (tx, customerId, authorisation) => {
      const { card } = authorisation;
      if (card) await rememberCard(tx, customerId, { ...authorisation, card }, saveCard);
    },
  };
}

/**
 * Apple Pay or Google Pay as the outside part: the wallet's network token, authorised by the card gateway (its
 * one-time cryptogram stands in for 3-D Secure; nothing is saved). The order keeps APay / GPay with the masked card,
 * and the billing contact the wallet sent (checked: `checkBillingAddress`), which also goes to the gateway as billTo.
 */
export function walletPayment(
  gateway: CardGateway,
  networkToken: NetworkToken,
  billingAddress: BillingAddress | null = null,
): ExternalPayment {
  const instrument: PaymentInstrument = { networkToken };
  return {
    method: networkToken.wallet === 'APPLE_PAY' ? 'APay' : 'GPay',
    // As for a card: the same key with another billing address is another request.
    fingerprint: { ...instrumentFingerprint(instrument), billingAddress },
    saveCard: false,
    billingAddress,
    authorise: (reference, amountPence) =>
      gateway.authorise({
        reference,
        amountPence,
        currency: 'GBP',
        instrument,
        authentication: null,
        saveCard: false,
        ...(billingAddress ? { billTo: gatewayBillTo(billingAddress) } : {}),
      }),
    reverse: (id) => gateway.reverse(id),
    findAuthorisation: (reference) => gateway.findAuthorisation(reference),
  };
}

type AttemptRow = typeof paymentAttempts.$inferSelect;

/** The stored answer of a finished attempt, or the in-progress answer for one still PENDING. */
function replay(attempt: AttemptRow): Answer {
  if (attempt.state === 'PENDING' || !attempt.answer) return failure('PAYMENT_IN_PROGRESS');
  return attempt.answer as unknown as Answer;
}

/** The lines and delivery must be ready to buy: a delivery address (or a parcel shop for a collection), in stock. */
async function assertReady(tx: Db, priced: PricedCart, input: PaymentInput): Promise<void> {
  const { cart, delivery, checkout } = priced;
  if (priced.cart.removedOutOfStockItems.length > 0) throw new BagFailure('CART_CHANGED');
  if (cart.bagItemsCount === 0) throw new BagFailure('BAG_EMPTY');
  if (delivery.choiceWithdrawn) throw new BagFailure('DELIVERY_UNAVAILABLE');
  const collect = delivery.speed === 'HPS' || delivery.speed === 'EXPRESS_COLLECT';
  if (collect ? !checkout?.parcelShop : !checkout?.address) throw new BagFailure('DELIVERY_NOT_CHOSEN');
  if (cart.orderTotal !== input.expectedTotal) throw new BagFailure('TOTAL_CHANGED');
  const counted = await tx
    .select({ optionNumber: productOptions.optionNumber, stockQuantity: productOptions.stockQuantity })
    .from(productOptions)
    .where(
      sql`${productOptions.optionNumber} IN (${sql.join(
        cart.cartEntries.map((entry) => sql`${entry.productOptionNo}`),
        sql`, `,
      )})`,
    );
  for (const entry of cart.cartEntries) {
    const stock = counted.find((row) => row.optionNumber === entry.productOptionNo)?.stockQuantity;
    if (stock !== null && stock !== undefined && stock < entry.quantity) {
      throw new BagFailure('OUT_OF_STOCK', soldOutMessage(entry.productDetails));
    }
  }
}

function soldOutMessage(details: { productName?: string } | Record<string, never>): string {
  const name = 'productName' in details && details.productName ? details.productName : 'An item in your bag';
  return `Sorry, ${name} has just sold out. You haven’t been charged.`;
}

/** Step 1: under the bag's lock, replay a known key, or price the bag and record a PENDING attempt. */
async function begin(
  db: Db,
  context: BagContext,
  customerId: string,
  input: PaymentInput,
  hash: string,
): Promise<{ replay: Answer } | { attempt: AttemptRow; priced: PricedCart }> {
  const bagId = bagIdFrom(input.cartId);
  return db.transaction(async (tx) => {
    const [bag] = await tx.select().from(bags).where(eq(bags.id, bagId)).for('update');
    // After the lock: a concurrent request with the same key has committed its attempt by now.
    const [known] = await tx
      .select()
      .from(paymentAttempts)
      .where(and(eq(paymentAttempts.customerId, customerId), eq(paymentAttempts.idempotencyKey, input.idempotencyKey)));
    if (known) {
      if (known.requestHash !== hash || known.bagId !== bagId) return { replay: failure('IDEMPOTENCY_KEY_REUSED') };
      return { replay: replay(known) };
    }
    assertAccess(bag, context);
    const [pending] = await tx
      .select({ id: paymentAttempts.id })
      .from(paymentAttempts)
      .where(and(eq(paymentAttempts.bagId, bagId), eq(paymentAttempts.state, 'PENDING')));
    if (pending) return { replay: failure('PAYMENT_IN_PROGRESS') };
    const priced = await finishPricedCart(tx, bag, context);
    await assertReady(tx, priced, input);
    if (input.creditPence > 0) {
      // Checked again, with the account locked, when the order is written; here so a card is not asked in vain.
      const check = checkCreditPart(
        await readCreditAccount(tx, customerId),
        input.creditPence,
        priced.cart.orderTotal,
        input.external !== null,
      );
      if (!check.ok)
        throw new BagFailure(
          check.refused ? 'CREDIT_REFUSED' : 'CREDIT_LIMIT_EXCEEDED',
          check.refused ? check.message : undefined,
        );
    }
    const [attempt] = await tx
      .insert(paymentAttempts)
      .values({
        customerId,
        idempotencyKey: input.idempotencyKey,
        requestHash: hash,
        bagId,
        bagVersion: priced.cart.version,
        brandCode: context.brandCode,
        amountPence: priced.cart.orderTotal,
        creditPence: input.creditPence,
        method: input.external?.method ?? null,
        saveCard: input.external?.saveCard ?? false,
      })
      .returning();
    if (!attempt) throw new Error('payment attempt insert returned nothing');
    return { attempt, priced };
  });
}

async function settle(db: Db, attemptId: string, state: 'DECLINED' | 'VOIDED' | 'FAILED', answer: Answer, extra = {}) {
  await db
    .update(paymentAttempts)
    .set({ state, answer: answer as unknown as Record<string, unknown>, updatedAt: new Date(), ...extra })
    .where(and(eq(paymentAttempts.id, attemptId), eq(paymentAttempts.state, 'PENDING')));
}

/** Step 2: authorise the outside part once for the attempt's reference; an outage is resolved by asking what it did. */
async function authorise(
  external: ExternalPayment,
  attempt: AttemptRow,
): Promise<ExternalAuthorisation | GatewayError> {
  try {
    return await external.authorise(attempt.id, attempt.amountPence - attempt.creditPence);
  } catch (error) {
    if (!(error instanceof GatewayError)) throw error;
    if (error.kind !== 'unavailable') return error;
    try {
      return (await external.findAuthorisation(attempt.id)) ?? error;
    } catch {
      return error;
    }
  }
}

function orderLinesOf(lines: PricedCart['cart']['cartEntries']) {
  return lines.map((entry) => ({
    productNumber: entry.productNo,
    optionNumber: entry.productOptionNo,
    productName:
      'productName' in entry.productDetails && entry.productDetails.productName
        ? `${entry.productDetails.productName}${entry.productDetails.size ? `, ${entry.productDetails.size}` : ''}`
        : entry.productNo,
    quantity: entry.quantity,
    unitPricePence: entry.unitPrice,
  }));
}

/** Step 3: under the bag's lock, write the order if the bag is still what was authorised; otherwise void. */
async function finish(
  db: Db,
  context: BagContext,
  attempt: AttemptRow,
  external: ExternalPayment | null,
  authorisation: ExternalAuthorisation | null,
): Promise<{ answer: Answer; reverse: boolean; stock?: StockChange }> {
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(paymentAttempts).where(eq(paymentAttempts.id, attempt.id)).for('update');
    // The sweeper settled it meanwhile (it reverses what it finds): nothing more to do here.
    if (current?.state !== 'PENDING')
      return { answer: current ? replay(current) : failure('PAYMENT_UNAVAILABLE'), reverse: false };
    const [bag] = await tx.select().from(bags).where(eq(bags.id, attempt.bagId)).for('update');
    const voided = async (answer: Answer) => {
      if (!authorisation) {
        await settle(tx, attempt.id, 'FAILED', answer);
        return { answer, reverse: false };
      }
      await settle(tx, attempt.id, 'VOIDED', answer, { authorisationId: authorisation.id });
      return { answer, reverse: true };
    };
    if (bag?.status !== 'OPEN' || bag.version !== attempt.bagVersion) return voided(failure('CART_CHANGED'));
    const priced = await finishPricedCart(tx, bag, context);
    if (priced.cart.version !== attempt.bagVersion || priced.cart.orderTotal !== attempt.amountPence) {
      return voided(failure('CART_CHANGED'));
    }
    // Take counted stock, options locked in one order (no deadlock between two bags); one sold out since step 1
    // voids the payment before anything is taken.
    const wanted = [...priced.cart.cartEntries].sort((a, b) => a.productOptionNo.localeCompare(b.productOptionNo));
    const stock = await tx
      .select({ optionNumber: productOptions.optionNumber, stockQuantity: productOptions.stockQuantity })
      .from(productOptions)
      .where(
        inArray(
          productOptions.optionNumber,
          wanted.map((entry) => entry.productOptionNo),
        ),
      )
      .orderBy(asc(productOptions.optionNumber))
      .for('update');
    for (const entry of wanted) {
      const held = stock.find((row) => row.optionNumber === entry.productOptionNo)?.stockQuantity;
      if (held !== null && held !== undefined && held < entry.quantity) {
        return voided(failure('OUT_OF_STOCK', soldOutMessage(entry.productDetails)));
      }
    }
    // The credit part, with the account locked last (one row, after the bag and stock: no deadlock between two
    // bags of one customer): a concurrent order may have spent it since step 1.
    if (attempt.creditPence > 0) {
      const account = await readCreditAccount(tx, attempt.customerId, true);
      const check = checkCreditPart(account, attempt.creditPence, attempt.amountPence, attempt.method !== null);
      if (!check.ok) {
        return voided(check.refused ? failure('CREDIT_REFUSED', check.message) : failure('CREDIT_LIMIT_EXCEEDED'));
      }
      await chargeCredit(tx, attempt.customerId, attempt.creditPence);
    }
    const taken = wanted.filter((entry) => {
      const held = stock.find((row) => row.optionNumber === entry.productOptionNo)?.stockQuantity;
      return held !== null && held !== undefined;
    });
    const soldOut = taken.some(
      (entry) => stock.find((row) => row.optionNumber === entry.productOptionNo)?.stockQuantity === entry.quantity,
    );
    for (const entry of wanted) {
      await tx
        .update(productOptions)
        .set({
          stockQuantity: sql`${productOptions.stockQuantity} - ${entry.quantity}`,
          stockStatus: sql`CASE WHEN ${productOptions.stockQuantity} - ${entry.quantity} = 0 THEN 'OUT_OF_STOCK'::stock_status ELSE ${productOptions.stockStatus} END`,
        })
        .where(and(eq(productOptions.optionNumber, entry.productOptionNo), isNotNull(productOptions.stockQuantity)));
    }
    const { delivery, checkout, goods } = priced;
    const tenders: Tender[] = [];
    if (attempt.creditPence > 0) tenders.push({ method: 'credit', amountPence: attempt.creditPence });
    if (authorisation && external) {
      tenders.push({
        method: external.method,
        amountPence: authorisation.amountPence,
        ...(authorisation.card
          ? { cardType: authorisation.card.cardType, panSuffix: authorisation.card.panSuffix }
          : {}),
        authorisationId: authorisation.id,
        ...(authorisation.creditFacilityId ? { creditFacilityId: authorisation.creditFacilityId } : {}),
      });
    }
    const paid = tenders.find((tender) => tender.method !== 'credit');
    const order = await recordOrder(tx, {
      brandCode: context.brandCode,
      customerId: attempt.customerId,
      cartId: bag.id,
      deliveryMethod: deliveryMethodOf[delivery.speed],
      lines: orderLinesOf(priced.cart.cartEntries),
      deliveryChargePence: delivery.charge,
      discountPence: goods.discount + delivery.discount,
      claimCode: priced.cart.claimCodeName,
      delivery: {
        speed: delivery.speed,
        address: checkout?.address ?? null,
        parcelShop: checkout?.parcelShop ?? null,
        nominatedDate: delivery.nominatedDate,
        timeFrame: delivery.timeFrame,
        deliveryDate: delivery.options.options[delivery.speed].deliveryDate,
        despatchDate: delivery.options.options[delivery.speed].despatchDate,
        contactNumber: checkout?.contactNumber ?? null,
      },
      payment: {
        method: tenders[0]?.method,
        cardType: paid?.cardType ?? null,
        panSuffix: paid?.panSuffix ?? null,
        authorisationId: paid?.authorisationId ?? null,
        amountPence: attempt.amountPence,
        tenders,
        billingAddress: external?.billingAddress ?? null,
      },
    });
    const tendered = tenders.reduce((sum, tender) => sum + tender.amountPence, 0);
    if (order.orderTotal !== attempt.amountPence || tendered !== attempt.amountPence) {
      throw new Error('order total differs from the amount paid');
    }
    await tx.update(bags).set({ status: 'PAID', updatedAt: new Date() }).where(eq(bags.id, bag.id));
    if (authorisation && external?.afterOrder) await external.afterOrder(tx, attempt.customerId, authorisation);
    const answer: Answer = {
      ok: true,
      value: {
        orderNumber: order.orderNumber,
        orderId: order.id,
        cartId: encryptCartId(bag.id),
        orderTotal: order.orderTotal,
        deliveryMode: delivery.speed,
        paymentMethod: tenders[0]?.method ?? 'card',
        cardType: paid?.cardType ?? null,
        panSuffix: paid?.panSuffix ?? null,
        tenders,
      },
    };
    await tx
      .update(paymentAttempts)
      .set({
        state: 'ORDERED',
        orderId: order.id,
        authorisationId: authorisation?.id ?? null,
        answer: answer as unknown as Record<string, unknown>,
        updatedAt: new Date(),
      })
      .where(eq(paymentAttempts.id, attempt.id));
    const stockChange: StockChange | undefined =
      taken.length > 0
        ? { brandCode: context.brandCode, productNumbers: [...new Set(taken.map((e) => e.productNo))], soldOut }
        : undefined;
    return { answer, reverse: false, stock: stockChange };
  });
}

/** Completes the order for a signed-in customer's bag, paid by a card (all, or the rest after a credit part). */
export function completeOrder(
  db: Db,
  gateway: CardGateway,
  context: BagContext,
  input: CompleteOrderInput,
): Promise<Answer> {
  return completePayment(db, context, {
    cartId: input.cartId,
    idempotencyKey: input.idempotencyKey,
    expectedTotal: input.expectedTotal,
    creditPence: input.creditPence ?? 0,
    external: cardPayment(gateway, input),
  });
}

/** Completes the order for a signed-in customer's bag with its tenders: see the file's comment for the three steps. */
export async function completePayment(db: Db, context: BagContext, input: PaymentInput): Promise<Answer> {
  if (!context.customerId) return failure('SIGN_IN_REQUIRED');
  const { creditPence, expectedTotal, external } = input;
  if (!Number.isSafeInteger(creditPence) || creditPence < 0 || creditPence > expectedTotal) {
    return failure('CREDIT_AMOUNT_MISSING');
  }
  // Credit pays it all, or an outside provider pays the rest: never both nothing, never a rest without a payer.
  if ((external === null) !== (creditPence === expectedTotal)) return failure('CREDIT_AMOUNT_MISSING');
  let begun: Awaited<ReturnType<typeof begin>>;
  try {
    begun = await begin(db, context, context.customerId, input, requestHash(input));
  } catch (error) {
    if (error instanceof BagFailure) return { ok: false, code: error.code, message: error.message };
    // Two first presses of one key racing on different connections: the loser's insert hits the unique key.
    if (isUniqueViolation(error)) return failure('PAYMENT_IN_PROGRESS');
    throw error;
  }
  if ('replay' in begun) return begun.replay;
  const { attempt } = begun;
  if (!external) return stockTold(context, await finish(db, context, attempt, null, null));
  const result = await authorise(external, attempt);
  if (result instanceof GatewayError) {
    if (result.kind === 'unavailable') return failure('PAYMENT_UNAVAILABLE'); // left PENDING for the sweeper
    const answer = failure(result.kind === 'invalid_token' ? 'CARD_DETAILS_EXPIRED' : 'PAYMENT_UNAVAILABLE');
    await settle(db, attempt.id, 'FAILED', answer);
    return answer;
  }
  if (result.status === 'DECLINED') {
    const answer = failure(
      'PAYMENT_DECLINED',
      external.declineMessage?.(result.reason) ?? declineMessages[result.reason ?? ''] ?? BAG_MESSAGES.PAYMENT_DECLINED,
    );
    await settle(db, attempt.id, 'DECLINED', answer, { declineReason: result.reason, authorisationId: result.id });
    return answer;
  }
  const done = await finish(db, context, attempt, external, result);
  if (done.reverse) await external.reverse(result.id).catch(() => undefined); // the sweeper never sees a VOIDED attempt
  return stockTold(context, done);
}

/** After the commit: tells the context's listener what stock the order took (a listener's failure is not the order's). */
function stockTold(context: BagContext, done: { answer: Answer; stock?: StockChange }): Answer {
  if (done.stock && context.onStockChange) {
    try {
      context.onStockChange(done.stock);
    } catch (error) {
      log.error({ err: error }, 'stock change listener failed');
    }
  }
  return done.answer;
}

function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

/**
 * Settles PENDING attempts older than `olderThanMs` (their request died between authorisation and order; no credit was
 * charged, as that happens only with the order): asks the attempt's provider by reference, reverses an authorisation
 * it finds, and marks the attempt VOIDED (or FAILED when nothing was authorised). Answers how many it settled.
 * `providers` names who to ask per method (a card gateway alone stands for 'card' and the wallets it authorises).
 */
export async function sweepStalePayments(
  db: Db,
  providers: AuthorisationLookup | Partial<Record<ExternalMethod, AuthorisationLookup>>,
  options: { olderThanMs?: number; now?: Date } = {},
): Promise<{ voided: number; failed: number }> {
  const cutoff = new Date((options.now ?? new Date()).getTime() - (options.olderThanMs ?? STALE_ATTEMPT_MS));
  const stale = await db
    .select()
    .from(paymentAttempts)
    .where(and(eq(paymentAttempts.state, 'PENDING'), lt(paymentAttempts.createdAt, cutoff)));
  let voided = 0;
  let failed = 0;
  const answer = failure('PAYMENT_UNAVAILABLE');
  for (const attempt of stale) {
    // Claim it first: a finish still running holds the attempt's row lock, and then finds it settled, or wins.
    const [claimed] = await db
      .update(paymentAttempts)
      .set({ state: 'VOIDED', answer: answer as unknown as Record<string, unknown>, updatedAt: new Date() })
      .where(and(eq(paymentAttempts.id, attempt.id), eq(paymentAttempts.state, 'PENDING')))
      .returning({ id: paymentAttempts.id });
    if (!claimed) continue;
    const provider = attempt.method ? lookupFor(providers, attempt.method as ExternalMethod) : null;
    if (!attempt.method) {
      // Credit alone: nothing outside was asked, and the credit is charged only with the order.
      await db.update(paymentAttempts).set({ state: 'FAILED' }).where(eq(paymentAttempts.id, attempt.id));
      failed++;
      continue;
    }
    let found: ExternalAuthorisation | null;
    try {
      if (!provider) throw new Error(`no provider for ${attempt.method}`);
      found = await provider.findAuthorisation(attempt.id);
    } catch {
      // The gateway cannot say yet: leave it PENDING for the next sweep.
      await db.update(paymentAttempts).set({ state: 'PENDING' }).where(eq(paymentAttempts.id, attempt.id));
      continue;
    }
    if (found?.status === 'AUTHORIZED' && !found.reversed && provider) {
      await provider.reverse(found.id);
      await db.update(paymentAttempts).set({ authorisationId: found.id }).where(eq(paymentAttempts.id, attempt.id));
      voided++;
    } else {
      await db.update(paymentAttempts).set({ state: 'FAILED' }).where(eq(paymentAttempts.id, attempt.id));
      failed++;
    }
  }
  return { voided, failed };
}

function lookupFor(
  providers: AuthorisationLookup | Partial<Record<ExternalMethod, AuthorisationLookup>>,
  method: ExternalMethod,
): AuthorisationLookup | null {
  if ('findAuthorisation' in providers && typeof providers.findAuthorisation === 'function') {
    return method === 'card' || method === 'APay' || method === 'GPay' ? (providers as AuthorisationLookup) : null;
  }
  const named = providers as Partial<Record<ExternalMethod, AuthorisationLookup>>;
  // The wallets are authorised by the card gateway: without a provider of their own, the card's answers for them.
  return named[method] ?? (method === 'APay' || method === 'GPay' ? named.card : undefined) ?? null;
}

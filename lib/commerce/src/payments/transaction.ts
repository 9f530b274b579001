// The current checkout's transaction (spec §7 GET transactionDetails, §3 "Card and transaction data"): the latest
// payment attempt on one of the customer's own bags, what it pays with and where it stands. Never a card number or a
// token: the card is named by its type code and last four digits, once the gateway has authorised it.
import { and, desc, eq } from 'drizzle-orm';
import { bagIdFrom } from '../bag/locked.ts';
import type { Db } from '../db/client.ts';
import { customers } from '../db/schema-customers.ts';
import { orders, paymentAttempts } from '../db/schema-orders.ts';

export type PaymentJourney = 'card-checkout' | 'credit-checkout' | 'miyo-checkout';

export interface TransactionDetails {
  transactionId: string;
  cartId: string;
  journeyType: PaymentJourney;
  /** card, credit, APay, GPay or Miyo: credit when the store credit account pays all or part. */
  paymentMethod: string;
  /** PENDING while the payment is under way; ORDERED, DECLINED, VOIDED or FAILED once settled. */
  status: string;
  /** Pounds, 2 decimals (the amount the attempt froze). */
  amount: number;
  currency: 'GBP';
  cardType: string | null;
  panSuffix: string | null;
  /** The customer's given and family names (spec §3: the cardholder name falls back to them). */
  cardholderName: string;
  declineReason: string | null;
  orderNumber: string | null;
  createdAt: string;
}

const journeyOf = (method: string | null, creditPence: number): PaymentJourney =>
  method === 'Miyo' ? 'miyo-checkout' : creditPence > 0 ? 'credit-checkout' : 'card-checkout';

/** The latest transaction on the bag `cartId` (sealed) of this customer; null when there is none (or not theirs). */
export async function getTransactionDetails(
  db: Db,
  customerId: string,
  cartId: string,
): Promise<TransactionDetails | null> {
  let bagId: string;
  try {
    bagId = bagIdFrom(cartId);
  } catch {
    return null;
  }
  const [attempt] = await db
    .select()
    .from(paymentAttempts)
    .where(and(eq(paymentAttempts.customerId, customerId), eq(paymentAttempts.bagId, bagId)))
    .orderBy(desc(paymentAttempts.createdAt))
    .limit(1);
  if (!attempt) return null;
  const [order] = attempt.orderId
    ? await db
        .select({ orderNumber: orders.orderNumber, payment: orders.payment })
        .from(orders)
        .where(and(eq(orders.id, attempt.orderId), eq(orders.customerId, customerId)))
    : [];
  const [customer] = await db
    .select({ firstName: customers.firstName, lastName: customers.lastName })
    .from(customers)
    .where(eq(customers.id, customerId));
  const payment = (order?.payment ?? {}) as { cardType?: unknown; panSuffix?: unknown };
  const creditPence = attempt.creditPence ?? 0;
  return {
    transactionId: attempt.id,
    cartId,
    journeyType: journeyOf(attempt.method, creditPence),
    paymentMethod: creditPence > 0 ? 'credit' : (attempt.method ?? 'card'),
    status: attempt.state,
    amount: attempt.amountPence / 100,
    currency: 'GBP',
    cardType: typeof payment.cardType === 'string' ? payment.cardType : null,
    panSuffix: typeof payment.panSuffix === 'string' ? payment.panSuffix : null,
    cardholderName: [customer?.firstName, customer?.lastName].filter(Boolean).join(' '),
    declineReason: attempt.declineReason,
    orderNumber: order?.orderNumber ?? null,
    createdAt: attempt.createdAt.toISOString(),
  };
}

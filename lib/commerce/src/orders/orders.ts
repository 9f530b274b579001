// Order history: recordOrder writes an order and its lines in one transaction and marks the customer as having
// ordered on the web (checkout calls it when payment succeeds); getRecentOrders reads the signed-in customer's own
// orders with one brand, newest first. Every read is keyed by the session's customer id and the request's brand, so
// no one can name another customer's orders.
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { customers } from '../db/schema-customers.ts';
import {
  type DeliveryMethod,
  deliveryMethodValues,
  type OrderStatus,
  orderLines,
  orderNumberSequence,
  orderStatusValues,
  orders,
} from '../db/schema-orders.ts';

export const RECENT_ORDERS_LIMIT = 5;

export interface OrderLineInput {
  productNumber: string;
  optionNumber: string;
  productName: string;
  quantity: number;
  unitPricePence: number;
}

export interface OrderInput {
  brandCode: string;
  customerId: string;
  deliveryMethod: DeliveryMethod;
  lines: readonly OrderLineInput[];
  deliveryChargePence?: number;
  discountPence?: number;
  /** The bag the order comes from: a second order for the same bag is refused by the database. */
  cartId?: string | null;
  status?: OrderStatus;
  /** Given only for orders placed elsewhere (e.g. the seeded history); else the next number in the sequence. */
  orderNumber?: string;
  placedAt?: Date;
  /** Checkout's delivery choices and payment summary (never a card number), kept with the order. */
  delivery?: Record<string, unknown>;
  payment?: Record<string, unknown>;
  claimCode?: string | null;
}

export interface OrderSummary {
  orderNumber: string;
  /** ISO 8601 instant. */
  placedAt: string;
  status: OrderStatus;
  deliveryMethod: DeliveryMethod;
  /** Units across the order's lines. */
  itemCount: number;
  /** Pence. */
  orderTotal: number;
}

const isWholePence = (value: number) => Number.isSafeInteger(value) && value >= 0;

/** Refuses an order the database would store wrongly; the message names the first problem. */
function assertOrder(input: OrderInput): void {
  if (input.lines.length === 0) throw new RangeError('An order needs at least one line.');
  if (!deliveryMethodValues.includes(input.deliveryMethod)) throw new RangeError('Unknown delivery method.');
  if (input.status !== undefined && !orderStatusValues.includes(input.status)) {
    throw new RangeError('Unknown order status.');
  }
  for (const line of input.lines) {
    if (!Number.isSafeInteger(line.quantity) || line.quantity < 1) throw new RangeError('Quantity must be 1 or more.');
    if (!isWholePence(line.unitPricePence)) throw new RangeError('Unit price must be whole pence, 0 or more.');
  }
  if (!isWholePence(input.deliveryChargePence ?? 0) || !isWholePence(input.discountPence ?? 0)) {
    throw new RangeError('Delivery charge and discount must be whole pence, 0 or more.');
  }
}

/** Writes one order with its lines; totals and the item count are worked out from the lines. */
export async function recordOrder(db: Db, input: OrderInput): Promise<OrderSummary & { id: string }> {
  assertOrder(input);
  const goods = input.lines.reduce((sum, line) => sum + line.quantity * line.unitPricePence, 0);
  const delivery = input.deliveryChargePence ?? 0;
  const discount = Math.min(input.discountPence ?? 0, goods + delivery);
  const itemCount = input.lines.reduce((sum, line) => sum + line.quantity, 0);
  return db.transaction(async (tx) => {
    const [order] = await tx
      .insert(orders)
      .values({
        orderNumber: input.orderNumber ?? sql.raw(`nextval('${orderNumberSequence.seqName}')::text`),
        brandCode: input.brandCode,
        customerId: input.customerId,
        cartId: input.cartId ?? null,
        placedAt: input.placedAt ?? new Date(),
        status: input.status ?? 'PLACED',
        deliveryMethod: input.deliveryMethod,
        goodsTotalPence: goods,
        deliveryChargePence: delivery,
        discountPence: discount,
        orderTotalPence: goods + delivery - discount,
        itemCount,
        delivery: input.delivery ?? null,
        payment: input.payment ?? null,
        claimCode: input.claimCode ?? null,
      })
      .returning();
    if (!order) throw new Error('The order was not written.');
    await tx
      .insert(orderLines)
      .values(input.lines.map((line, index) => ({ ...line, orderId: order.id, lineNumber: index + 1 })));
    // The customer details' previousWebOrderPlaced stays true to the order history.
    await tx
      .update(customers)
      .set({ previousWebOrderPlaced: true, updatedAt: new Date() })
      .where(and(eq(customers.id, input.customerId), eq(customers.previousWebOrderPlaced, false)));
    return { ...summary(order), id: order.id };
  });
}

function summary(row: typeof orders.$inferSelect): OrderSummary {
  return {
    orderNumber: row.orderNumber,
    placedAt: row.placedAt.toISOString(),
    status: row.status as OrderStatus,
    deliveryMethod: row.deliveryMethod as DeliveryMethod,
    itemCount: row.itemCount,
    orderTotal: row.orderTotalPence,
  };
}

/** The customer's own orders with this brand, newest first (at most `limit`). */
export async function getRecentOrders(
  db: Db,
  owner: { customerId: string; brandCode: string },
  limit = RECENT_ORDERS_LIMIT,
): Promise<OrderSummary[]> {
  const rows = await db
    .select()
    .from(orders)
    .where(and(eq(orders.customerId, owner.customerId), eq(orders.brandCode, owner.brandCode)))
    .orderBy(desc(orders.placedAt), desc(orders.orderNumber))
    .limit(Math.max(0, Math.min(limit, 50)));
  return rows.map(summary);
}

// Order confirmation (spec §3 "Order confirmation", §7 GET orderConfirmation?cartId): the order placed from a bag, read
// by the bag's sealed cart id, for the customer who placed it with this brand only. Also the account's order detail, by
// order number. Money is integer pence; no card number is ever stored, so none can be shown.
import { and, asc, eq } from 'drizzle-orm';
import { decryptCartId, encryptCartId } from '../bag/cart-id.ts';
import type { Db } from '../db/client.ts';
import { customers } from '../db/schema-customers.ts';
import { orderLines, orders } from '../db/schema-orders.ts';
import { type BillingAddress, billingAddressFields } from '../payments/billing.ts';
import { CARD_TYPES, type CardTypeCode } from '../payments/gateway.ts';

export interface OrderConfirmation {
  orderNumber: string;
  placedAt: string;
  status: string;
  cartId: string | null;
  email: string;
  paymentMethod: string;
  cardType: string | null;
  cardTypeName: string | null;
  panSuffix: string | null;
  /** How the total was paid, part by part (store credit first, then the card): pence each. */
  payments: { method: string; amount: number; cardTypeName: string | null; panSuffix: string | null }[];
  /** The card's billing address as given at checkout (none for an order paid without a card, or from before). */
  billingAddress: BillingAddress | null;
  pdpItems: {
    productNo: string;
    productOptionNo: string;
    productName: string;
    quantity: number;
    unitPrice: number;
    linePrice: number;
  }[];
  deliveryMethod: string;
  deliveryAddress: Record<string, unknown> | null;
  parcelShop: Record<string, unknown> | null;
  /** The day it is due (standard: the latest day), London. */
  standardDeliveryDate: string | null;
  nominatedDate: string | null;
  expressAvailable: boolean;
  deliveryCharges: number;
  coupon: string | null;
  orderTotals: { subTotal: number; deliveryCharge: number; discount: number; total: number; itemCount: number };
  /** For recommendation tracking (purchase_complete_page): the order as id plus items. */
  order: { id: string; orderItems: { id: string; unitPrice: number; quantity: number }[] };
}

type OrderRow = typeof orders.$inferSelect;

const cardTypeName = (code: unknown) =>
  typeof code === 'string' && code in CARD_TYPES ? CARD_TYPES[code as CardTypeCode] : null;

/** The order's tenders; an order from before tenders were kept was paid whole by its one method. */
function paymentsOf(payment: Record<string, unknown>, total: number): OrderConfirmation['payments'] {
  const tenders = Array.isArray(payment.tenders) ? (payment.tenders as Record<string, unknown>[]) : null;
  const parts = tenders ?? [{ ...payment, amountPence: total }];
  return parts.map((part) => ({
    method: typeof part.method === 'string' ? part.method : 'card',
    amount: typeof part.amountPence === 'number' ? part.amountPence : total,
    cardTypeName: cardTypeName(part.cardType),
    panSuffix: typeof part.panSuffix === 'string' ? part.panSuffix : null,
  }));
}

/** The stored billing address, read back through its own schema (a row is never trusted blindly). */
function billingOf(stored: unknown): BillingAddress | null {
  if (!stored) return null;
  const parsed = billingAddressFields.safeParse(stored);
  return parsed.success ? { ...parsed.data } : null;
}

async function confirmationOf(db: Db, row: OrderRow): Promise<OrderConfirmation> {
  const [lines, [customer]] = await Promise.all([
    db.select().from(orderLines).where(eq(orderLines.orderId, row.id)).orderBy(asc(orderLines.lineNumber)),
    db.select({ email: customers.email }).from(customers).where(eq(customers.id, row.customerId)),
  ]);
  const delivery = (row.delivery ?? {}) as Record<string, unknown>;
  const payment = (row.payment ?? {}) as Record<string, unknown>;
  const cardType = typeof payment.cardType === 'string' ? payment.cardType : null;
  const str = (value: unknown) => (typeof value === 'string' ? value : null);
  return {
    orderNumber: row.orderNumber,
    placedAt: row.placedAt.toISOString(),
    status: row.status,
    cartId: row.cartId ? encryptCartId(row.cartId) : null,
    email: customer?.email ?? '',
    paymentMethod: str(payment.method) ?? 'card',
    cardType,
    cardTypeName: cardType && cardType in CARD_TYPES ? CARD_TYPES[cardType as CardTypeCode] : null,
    panSuffix: str(payment.panSuffix),
    payments: paymentsOf(payment, row.orderTotalPence),
    billingAddress: billingOf(payment.billingAddress),
    pdpItems: lines.map((line) => ({
      productNo: line.productNumber,
      productOptionNo: line.optionNumber,
      productName: line.productName,
      quantity: line.quantity,
      unitPrice: line.unitPricePence,
      linePrice: line.unitPricePence * line.quantity,
    })),
    deliveryMethod: row.deliveryMethod,
    deliveryAddress: (delivery.address as Record<string, unknown> | null | undefined) ?? null,
    parcelShop: (delivery.parcelShop as Record<string, unknown> | null | undefined) ?? null,
    standardDeliveryDate: str(delivery.deliveryDate),
    nominatedDate: str(delivery.nominatedDate),
    expressAvailable: row.deliveryMethod === 'EXPRESS' || row.deliveryMethod === 'CLICK_AND_COLLECT',
    deliveryCharges: row.deliveryChargePence,
    coupon: row.claimCode,
    orderTotals: {
      subTotal: row.goodsTotalPence,
      deliveryCharge: row.deliveryChargePence,
      discount: row.discountPence,
      total: row.orderTotalPence,
      itemCount: row.itemCount,
    },
    order: {
      id: row.orderNumber,
      orderItems: lines.map((line) => ({
        id: line.productNumber,
        unitPrice: line.unitPricePence,
        quantity: line.quantity,
      })),
    },
  };
}

/** The confirmation of the order placed from this bag, or null (not an order, or not this customer's or brand's). */
export async function getOrderConfirmation(
  db: Db,
  owner: { customerId: string; brandCode: string },
  sealedCartId: string,
): Promise<OrderConfirmation | null> {
  const bagId = decryptCartId(sealedCartId);
  if (!bagId) return null;
  const [row] = await db
    .select()
    .from(orders)
    .where(
      and(eq(orders.cartId, bagId), eq(orders.customerId, owner.customerId), eq(orders.brandCode, owner.brandCode)),
    );
  return row ? confirmationOf(db, row) : null;
}

/** One of the customer's own orders with this brand, by its number (the account's order detail), or null. */
export async function getOrderDetail(
  db: Db,
  owner: { customerId: string; brandCode: string },
  orderNumber: string,
): Promise<OrderConfirmation | null> {
  if (!/^[0-9]{6,16}$/.test(orderNumber)) return null;
  const [row] = await db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.orderNumber, orderNumber),
        eq(orders.customerId, owner.customerId),
        eq(orders.brandCode, owner.brandCode),
      ),
    );
  return row ? confirmationOf(db, row) : null;
}

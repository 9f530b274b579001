// Bag totals, always recomputed from the lines and the applied promotion (never taken from the client). Pure.
import {
  deliveryDiscountFor,
  goodsDiscountFor,
  type Promotion,
  rejectionFor,
  type Shopper,
} from '../promotions/engine.ts';

export const STANDARD_DELIVERY_CHARGE = 399;
/** Goods value (after discount) from which standard delivery is free: "Free standard delivery when you spend £50". */
export const FREE_DELIVERY_THRESHOLD = 5000;

/** Standard delivery for physical goods worth `orderValue` (goods after promotions), before any delivery promotion. */
export function standardDeliveryCharge(orderValue: number): number {
  return orderValue >= FREE_DELIVERY_THRESHOLD ? 0 : STANDARD_DELIVERY_CHARGE;
}

export interface PricedLine {
  quantity: number;
  unitPrice: number;
  wasPrice: number | null;
  deliverySubscription: boolean;
}

export interface BagTotals {
  /** Goods before promotions (preDiscountOrderValueExcludingShippingCost). */
  goodsTotal: number;
  discount: number;
  /** Goods after promotions (orderValue). */
  orderValue: number;
  /** What the shopper pays for delivery: the charge less a delivery promotion's discount. */
  deliveryCharge: number;
  /** A delivery promotion's discount: never more than the delivery charge, so none when delivery is free. */
  deliveryDiscount: number;
  /** orderValue + deliveryCharge. */
  orderTotal: number;
  /** Sale savings against was-prices plus the promotion discount. */
  savings: number;
  itemCount: number;
  /** The applied promotion currently gives its discount. */
  promotionQualifies: boolean;
}

export function computeTotals(
  lines: readonly PricedLine[],
  promotion: Promotion | null,
  context: { brandCode: string; shopper: Shopper; now: Date },
): BagTotals {
  let goodsTotal = 0;
  let saleSavings = 0;
  let itemCount = 0;
  let physicalGoods = 0;
  for (const line of lines) {
    goodsTotal += line.unitPrice * line.quantity;
    itemCount += line.quantity;
    if (!line.deliverySubscription) physicalGoods += line.quantity;
    if (line.wasPrice !== null && line.wasPrice > line.unitPrice) {
      saleSavings += (line.wasPrice - line.unitPrice) * line.quantity;
    }
  }
  const promotionQualifies = promotion !== null && rejectionFor(promotion, { ...context, goodsTotal }) === null;
  const discount = promotionQualifies && promotion ? goodsDiscountFor(promotion, goodsTotal) : 0;
  const orderValue = goodsTotal - discount;
  const subscribes = lines.some((line) => line.deliverySubscription);
  const charge = physicalGoods === 0 || subscribes ? 0 : standardDeliveryCharge(orderValue);
  const deliveryDiscount = promotionQualifies && promotion ? deliveryDiscountFor(promotion, charge) : 0;
  const deliveryCharge = charge - deliveryDiscount;
  return {
    goodsTotal,
    discount,
    orderValue,
    deliveryCharge,
    deliveryDiscount,
    orderTotal: orderValue + deliveryCharge,
    savings: saleSavings + discount + deliveryDiscount,
    itemCount,
    promotionQualifies,
  };
}

// Bag totals, always recomputed from the lines, the applied promotion and the delivery priced by the delivery options
// (never taken from the client). Pure.
import { deliveryRulesFor } from '../delivery/rules.ts';
import { goodsDiscountFor, type Promotion, rejectionFor, type Shopper } from '../promotions/engine.ts';

/**
 * The brand's standard delivery charge for physical goods worth `orderValue` (goods after promotions), before any
 * delivery promotion: what "your standard delivery on us" could take off.
 */
export function standardDeliveryCharge(brandCode: string, orderValue: number): number {
  const rules = deliveryRulesFor(brandCode);
  return rules.freeStandardFrom !== null && orderValue >= rules.freeStandardFrom ? 0 : rules.standardCharge;
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

/** Goods figures the delivery is priced from: value after goods promotions, and units that travel. */
export interface GoodsTotals {
  goodsTotal: number;
  discount: number;
  orderValue: number;
  saleSavings: number;
  itemCount: number;
  physicalItems: number;
  subscribes: boolean;
  promotionQualifies: boolean;
}

export function goodsTotals(
  lines: readonly PricedLine[],
  promotion: Promotion | null,
  context: { brandCode: string; shopper: Shopper; now: Date },
): GoodsTotals {
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
  return {
    goodsTotal,
    discount,
    orderValue: goodsTotal - discount,
    saleSavings,
    itemCount,
    physicalItems: physicalGoods,
    subscribes: lines.some((line) => line.deliverySubscription),
    promotionQualifies,
  };
}

/** The bag's totals once its delivery is priced (`deliveryCharge` is what the shopper pays for it, in pence). */
export function withDelivery(goods: GoodsTotals, delivery: { payable: number; discount: number }): BagTotals {
  return {
    goodsTotal: goods.goodsTotal,
    discount: goods.discount,
    orderValue: goods.orderValue,
    deliveryCharge: delivery.payable,
    deliveryDiscount: delivery.discount,
    orderTotal: goods.orderValue + delivery.payable,
    savings: goods.saleSavings + goods.discount + delivery.discount,
    itemCount: goods.itemCount,
    promotionQualifies: goods.promotionQualifies,
  };
}

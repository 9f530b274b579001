// The cart as the API answers it (spec §3 "Cart (bag)"), built from the bag row, its live lines and the applied
// promotion. Money is integer pence.

import type { DeliverySpeed } from '../delivery/options.ts';
import { speedTitles, speedType } from '../delivery/options.ts';
import type { PricedDelivery } from '../delivery/pricing.ts';
import type { Promotion, Shopper } from '../promotions/engine.ts';
import { encryptCartId } from './cart-id.ts';
import { DELIVERY_SUBSCRIPTION_TYPE } from './delivery-subscription.ts';
import { type BagLine, isRestrictedPhone, type ProductDetails, type RemovalRules } from './lines.ts';
import type { GoodsTotals } from './totals.ts';
import { withDelivery } from './totals.ts';

export interface CartEntry {
  productNo: string;
  productOptionNo: string;
  quantity: number;
  unitPrice: number;
  linePrice: number;
  bosOfferIntegerValue: number;
  stockStatus: string;
  productType: string;
  /** Spec §5: must be removed before checkout (the client's edit-bag removal loop). */
  removable: boolean;
  productDetails: ProductDetails | Record<string, never>;
  reviews: { total: number; average: number | null };
  breadcrumb: { categoryLabel: string | null };
}

export interface RemovedItem {
  productNo: string;
  productOptionNo: string;
  productName: string | null;
  size: string | null;
  quantity: number;
}

export interface StaggeredIncentive {
  promoType: string;
  promotionCode: string;
  description: string;
  shortDescription: string;
  orderThreshold: number;
  discountValue: number;
  qualified: boolean;
  amountToQualify: number;
}

export interface Cart {
  cartId: string;
  version: number;
  siteId: string;
  customerId: string | null;
  claimCodeName: string | null;
  promoType: string | null;
  bagItemsCount: number;
  cartEntries: CartEntry[];
  removedOutOfStockItems: RemovedItem[];
  allItemsOutOfStock: boolean;
  preDiscountOrderValueExcludingShippingCost: number;
  discountedVsStandardPriceDifference: number;
  promotionDiscount: number;
  orderValue: number;
  shippingCost: number;
  totalDeliveryCharge: number;
  orderTotal: number;
  deliveryChargeItems: { deliveryType: string; description: string; charge: number }[];
  /** Pence still to spend for free standard delivery (0 once free). */
  freeDeliveryRemaining: number;
  staggeredIncentives: StaggeredIncentive[];
  cartSummary: { subTotal: number; discount: number; totalDeliveryCharge: number; total: number };
  directDispatchContactNumber: string | null;
  /** The delivery address chosen at checkout (spec §3 "Shipping address"), or null before one is. */
  shippingAddress: Record<string, string | boolean> | null;
  defaultDelivery: 'STANDARD';
  /** The speed the totals are priced with (STANDARD until the shopper chooses another at checkout). */
  deliveryMode: DeliverySpeed;
  /** The chosen speed or nominated slot is no longer on offer, so the totals use standard delivery. */
  deliveryModeWithdrawn: boolean;
}

export interface ViewInput {
  bag: {
    id: string;
    version: number;
    customerId: string | null;
    claimCode: string | null;
    claimCodeProactive: boolean;
  };
  lines: readonly BagLine[];
  removed: readonly BagLine[];
  promotion: Promotion | null;
  goods: GoodsTotals;
  delivery: PricedDelivery;
  checkout: { address: Record<string, string | boolean> | null; contactNumber: string | null };
  brandCode: string;
  siteId: string;
  shopper: Shopper;
  rules: RemovalRules;
  now: Date;
}

function offerInteger(offerNumber: string): number {
  const digits = offerNumber.replace(/\D/g, '');
  return digits ? Number.parseInt(digits.slice(0, 9), 10) : 0;
}

export function promoTypeOf(promotion: Promotion | null, proactive: boolean): string | null {
  if (!promotion) return null;
  if (proactive) return 'PROACTIVE';
  return promotion.discountType === 'PERCENT' ? 'PERCENT_OFF' : 'AMOUNT_OFF';
}

/** The bag's lines as the totals price them. */
export function pricedLines(lines: readonly BagLine[]) {
  return lines.map((line) => ({
    quantity: line.quantity,
    unitPrice: line.details?.price ?? 0,
    wasPrice: line.details?.wasPrice ?? null,
    deliverySubscription: line.productType === DELIVERY_SUBSCRIPTION_TYPE,
  }));
}

export function buildCart(input: ViewInput): Cart {
  const { lines, promotion, bag, delivery } = input;
  const totals = withDelivery(input.goods, delivery);
  const promoType = promoTypeOf(promotion, bag.claimCodeProactive);
  const incentives: StaggeredIncentive[] =
    promotion && promoType
      ? [
          {
            promoType,
            promotionCode: promotion.code,
            description: promotion.description,
            shortDescription: promotion.shortDescription,
            orderThreshold: promotion.orderThreshold,
            discountValue: promotion.discountValue,
            qualified: totals.promotionQualifies,
            amountToQualify: Math.max(0, promotion.orderThreshold - totals.goodsTotal),
          },
        ]
      : [];
  return {
    cartId: encryptCartId(bag.id),
    version: bag.version,
    siteId: input.siteId,
    customerId: bag.customerId,
    claimCodeName: promotion ? promotion.code : null,
    promoType,
    bagItemsCount: totals.itemCount,
    cartEntries: lines.map((line) => ({
      productNo: line.productNumber,
      productOptionNo: line.optionNumber,
      quantity: line.quantity,
      unitPrice: line.details?.price ?? 0,
      linePrice: (line.details?.price ?? 0) * line.quantity,
      bosOfferIntegerValue: offerInteger(line.offerNumber),
      stockStatus: line.stockStatus ?? 'OUT_OF_STOCK',
      productType: line.productType,
      removable: isRestrictedPhone(line, input.rules),
      productDetails: line.details ?? {},
      reviews: line.reviews,
      breadcrumb: { categoryLabel: line.categoryLabel },
    })),
    removedOutOfStockItems: input.removed.map((line) => ({
      productNo: line.productNumber,
      productOptionNo: line.optionNumber,
      productName: line.details?.productName ?? null,
      size: line.details?.size ?? null,
      quantity: line.quantity,
    })),
    allItemsOutOfStock: input.removed.length > 0 && lines.length === 0,
    preDiscountOrderValueExcludingShippingCost: totals.goodsTotal,
    discountedVsStandardPriceDifference: totals.savings,
    promotionDiscount: totals.discount,
    orderValue: totals.orderValue,
    shippingCost: totals.deliveryCharge,
    totalDeliveryCharge: totals.deliveryCharge,
    orderTotal: totals.orderTotal,
    deliveryChargeItems:
      totals.itemCount > 0
        ? [
            {
              deliveryType: speedType[delivery.speed],
              description: speedTitles[delivery.speed],
              charge: totals.deliveryCharge,
            },
          ]
        : [],
    freeDeliveryRemaining: delivery.speed === 'STANDARD' ? delivery.options.freeStandardRemaining : 0,
    staggeredIncentives: incentives,
    cartSummary: {
      subTotal: totals.goodsTotal,
      discount: totals.discount,
      totalDeliveryCharge: totals.deliveryCharge,
      total: totals.orderTotal,
    },
    directDispatchContactNumber: input.checkout.contactNumber,
    shippingAddress: input.checkout.address,
    defaultDelivery: 'STANDARD',
    deliveryMode: delivery.speed,
    deliveryModeWithdrawn: delivery.choiceWithdrawn,
  };
}

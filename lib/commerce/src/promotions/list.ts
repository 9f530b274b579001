// POST promotions (spec §7): the promotions a shopper's bag is eligible for, and those it could reach, from the
// indicators the client sends (§5). Read only.
import { standardDeliveryCharge } from '../bag/totals.ts';
import type { Db } from '../db/client.ts';
import { eligibleAndPotential, type PromotionSummary, type Shopper } from './engine.ts';
import { brandPromotions, findPromotion } from './store.ts';

export interface PromotionIndicators {
  /** Pence. */
  cartTotal: number;
  /** 3 credit account, 2 cash; +1 when credit registration is in local storage (§5). */
  cashCreditIndicator: number;
  loyaltyIndicator: boolean;
  vipIndicator: boolean;
  firstOrderIndicator: boolean;
  delvrySubsIndicator: boolean;
  proactiveOfferRejected: boolean;
}

/** Indicators → shopper. 3 or 4 means a credit account (4: with a credit registration in progress). */
export function shopperFromIndicators(input: PromotionIndicators): Shopper {
  return {
    firstOrder: input.firstOrderIndicator,
    creditCustomer: input.cashCreditIndicator === 3 || input.cashCreditIndicator === 4,
    loyalty: input.loyaltyIndicator,
    vip: input.vipIndicator,
    deliverySubscriber: input.delvrySubsIndicator,
  };
}

export async function listPromotions(
  db: Db,
  brandCode: string,
  input: PromotionIndicators,
  now: Date = new Date(),
): Promise<{ eligiblePromotions: PromotionSummary[]; potentialPromotions: PromotionSummary[] }> {
  const shopper = shopperFromIndicators(input);
  const { eligible, potential } = eligibleAndPotential(await brandPromotions(db, brandCode), {
    brandCode,
    goodsTotal: input.cartTotal,
    shopper,
    now,
    proactiveOfferRejected: input.proactiveOfferRejected,
    // A delivery subscriber's standard delivery is already free, so a delivery promotion saves them nothing.
    deliveryChargeAt: (orderValue) => (shopper.deliverySubscriber ? 0 : standardDeliveryCharge(brandCode, orderValue)),
  });
  return { eligiblePromotions: eligible, potentialPromotions: potential };
}

/** promoDescription: a code's description for this brand, or null (unknown, another brand's, not started). */
export async function describePromotion(
  db: Db,
  brandCode: string,
  code: string,
  now: Date = new Date(),
): Promise<PromotionSummary | null> {
  const promotion = await findPromotion(db, code);
  if (!promotion || (promotion.brandCode !== null && promotion.brandCode !== brandCode)) return null;
  if (promotion.startsAt && promotion.startsAt.getTime() > now.getTime()) return null;
  return {
    promotionCode: promotion.code,
    description: promotion.description,
    shortDescription: promotion.shortDescription,
    orderThreshold: promotion.orderThreshold,
    discountValue: promotion.discountValue,
    discountType: promotion.discountType,
    proactive: promotion.proactive,
    amountToQualify: 0,
  };
}

// The promotions engine: pure rules over a promotion and the shopper's bag, with no database and no clock of its own
// (the caller passes `now`), so every rule is tested directly. Money is integer pence.
import type { PromoRejection } from './messages.ts';

export const AUDIENCES = ['ALL', 'FIRST_ORDER', 'CREDIT', 'LOYALTY', 'VIP', 'DELIVERY_SUBSCRIPTION'] as const;
export type Audience = (typeof AUDIENCES)[number];

export interface Promotion {
  code: string;
  /** null: every brand. */
  brandCode: string | null;
  description: string;
  shortDescription: string;
  discountType: 'PERCENT' | 'FIXED';
  /** Whole percent, or pence. */
  discountValue: number;
  /** Minimum goods value in pence. */
  orderThreshold: number;
  audience: Audience;
  proactive: boolean;
  startsAt: Date | null;
  expiresAt: Date | null;
}

/** What we know about the shopper (spec §5 indicators). Guests: not credit, not loyalty, first order unknown → true. */
export interface Shopper {
  firstOrder: boolean;
  creditCustomer: boolean;
  loyalty: boolean;
  vip: boolean;
  deliverySubscriber: boolean;
}

export const GUEST_SHOPPER: Shopper = {
  firstOrder: true,
  creditCustomer: false,
  loyalty: false,
  vip: false,
  deliverySubscriber: false,
};

export interface PromotionContext {
  brandCode: string;
  /** Goods value in pence before any promotion. */
  goodsTotal: number;
  shopper: Shopper;
  now: Date;
}

/** Normalises what a shopper typed: trimmed, upper case. */
export function normaliseCode(code: string): string {
  return code.trim().toUpperCase();
}

function isLive(promotion: Promotion, brandCode: string, now: Date): boolean {
  if (promotion.brandCode !== null && promotion.brandCode !== brandCode) return false;
  return promotion.startsAt === null || promotion.startsAt.getTime() <= now.getTime();
}

function isExpired(promotion: Promotion, now: Date): boolean {
  return promotion.expiresAt !== null && promotion.expiresAt.getTime() <= now.getTime();
}

/** Whether the shopper is in the promotion's audience (first order, credit customer, …). */
export function inAudience(audience: Audience, shopper: Shopper): boolean {
  switch (audience) {
    case 'FIRST_ORDER':
      return shopper.firstOrder;
    case 'CREDIT':
      return shopper.creditCustomer;
    case 'LOYALTY':
      return shopper.loyalty;
    case 'VIP':
      return shopper.vip;
    case 'DELIVERY_SUBSCRIPTION':
      return shopper.deliverySubscriber;
    default:
      return true;
  }
}

/**
 * Why a promotion cannot be applied, or null when it can. Another brand's or a not-yet-started code is not
 * recognised (we do not reveal it exists); an expired one says so; audience and threshold failures do not qualify.
 */
export function rejectionFor(promotion: Promotion | null, context: PromotionContext): PromoRejection | null {
  if (!promotion || !isLive(promotion, context.brandCode, context.now)) return 'NOT_RECOGNISED';
  if (isExpired(promotion, context.now)) return 'EXPIRED';
  if (!inAudience(promotion.audience, context.shopper)) return 'NOT_QUALIFIED';
  if (context.goodsTotal < promotion.orderThreshold) return 'NOT_QUALIFIED';
  return null;
}

/** The discount in pence on `goodsTotal`: percentages round down to the penny, never more than the goods. */
export function discountFor(promotion: Pick<Promotion, 'discountType' | 'discountValue'>, goodsTotal: number): number {
  if (goodsTotal <= 0) return 0;
  const raw =
    promotion.discountType === 'PERCENT'
      ? Math.floor((goodsTotal * promotion.discountValue) / 100)
      : promotion.discountValue;
  return Math.min(raw, goodsTotal);
}

/**
 * Promotions that take money off the delivery charge instead of the goods ("your standard delivery on us"). The
 * promotions table has no column for what a promotion discounts yet, so they are named here.
 */
const DELIVERY_PROMOTION_CODES: ReadonlySet<string> = new Set(['FREESHIP']);

export function isDeliveryPromotion(promotion: Pick<Promotion, 'code'>): boolean {
  return DELIVERY_PROMOTION_CODES.has(promotion.code);
}

/** The discount on the goods: none for a delivery promotion. */
export function goodsDiscountFor(
  promotion: Pick<Promotion, 'code' | 'discountType' | 'discountValue'>,
  goodsTotal: number,
): number {
  return isDeliveryPromotion(promotion) ? 0 : discountFor(promotion, goodsTotal);
}

/** The discount on the delivery charge: a delivery promotion's, never more than the charge (none when it is free). */
export function deliveryDiscountFor(
  promotion: Pick<Promotion, 'code' | 'discountType' | 'discountValue'>,
  deliveryCharge: number,
): number {
  return isDeliveryPromotion(promotion) ? discountFor(promotion, deliveryCharge) : 0;
}

export interface PromotionSummary {
  promotionCode: string;
  description: string;
  shortDescription: string;
  /** Pence. */
  orderThreshold: number;
  /** Whole percent for PERCENT, pence for FIXED. */
  discountValue: number;
  discountType: 'PERCENT' | 'FIXED';
  proactive: boolean;
  /** Pence still to spend to qualify (0 when eligible). */
  amountToQualify: number;
}

export function summarise(promotion: Promotion, goodsTotal: number): PromotionSummary {
  return {
    promotionCode: promotion.code,
    description: promotion.description,
    shortDescription: promotion.shortDescription,
    orderThreshold: promotion.orderThreshold,
    discountValue: promotion.discountValue,
    discountType: promotion.discountType,
    proactive: promotion.proactive,
    amountToQualify: Math.max(0, promotion.orderThreshold - goodsTotal),
  };
}

export interface OfferContext extends PromotionContext {
  proactiveOfferRejected?: boolean;
  /** The bag's standard delivery charge (pence) at a goods value: what a delivery promotion could take off. */
  deliveryChargeAt: (orderValue: number) => number;
}

/** What a promotion saves on a bag of `goods` once it qualifies (goods discount, or delivery discount). */
function savingAt(promotion: Promotion, goods: number, context: OfferContext): number {
  return goodsDiscountFor(promotion, goods) + deliveryDiscountFor(promotion, context.deliveryChargeAt(goods));
}

/**
 * Eligible promotions (live, in audience, threshold met) and potential ones (live, in audience, threshold not yet
 * met), best saving first. Proactive offers are left out once the shopper has rejected them, and so is any promotion
 * that would save nothing (a delivery promotion when delivery is already free, or would be by its threshold).
 */
export function eligibleAndPotential(
  all: readonly Promotion[],
  context: OfferContext,
): { eligible: PromotionSummary[]; potential: PromotionSummary[] } {
  const eligible: { summary: PromotionSummary; saving: number }[] = [];
  const potential: PromotionSummary[] = [];
  for (const promotion of all) {
    if (!isLive(promotion, context.brandCode, context.now) || isExpired(promotion, context.now)) continue;
    if (!inAudience(promotion.audience, context.shopper)) continue;
    if (promotion.proactive && context.proactiveOfferRejected) continue;
    const qualifies = context.goodsTotal >= promotion.orderThreshold;
    const saving = savingAt(promotion, qualifies ? context.goodsTotal : promotion.orderThreshold, context);
    if (saving <= 0) continue;
    const summary = summarise(promotion, context.goodsTotal);
    if (qualifies) eligible.push({ summary, saving });
    else potential.push(summary);
  }
  eligible.sort((a, b) => b.saving - a.saving || a.summary.promotionCode.localeCompare(b.summary.promotionCode));
  potential.sort((a, b) => a.amountToQualify - b.amountToQualify || a.promotionCode.localeCompare(b.promotionCode));
  return { eligible: eligible.map((e) => e.summary), potential };
}

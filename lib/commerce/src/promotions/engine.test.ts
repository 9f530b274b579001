import { describe, expect, it } from 'vitest';
import {
  deliveryDiscountFor,
  discountFor,
  eligibleAndPotential,
  GUEST_SHOPPER,
  goodsDiscountFor,
  type Promotion,
  rejectionFor,
} from './engine.ts';
import { PROMO_MESSAGES } from './messages.ts';

const now = new Date('2026-06-01T12:00:00Z');
const base: Promotion = {
  code: 'DALSAVE10',
  brandCode: 'dal',
  description: '10% off when you spend £40',
  shortDescription: '10% off £40',
  discountType: 'PERCENT',
  discountValue: 10,
  orderThreshold: 4000,
  audience: 'ALL',
  proactive: false,
  startsAt: new Date('2026-01-01T00:00:00Z'),
  expiresAt: new Date('2027-01-01T00:00:00Z'),
};
const context = { brandCode: 'dal', goodsTotal: 5000, shopper: GUEST_SHOPPER, now };

describe('promotion rules', () => {
  it('accepts a live code of the brand over its threshold', () => {
    expect(rejectionFor(base, context)).toBeNull();
  });

  it('does not recognise unknown, other-brand or not-yet-started codes', () => {
    expect(rejectionFor(null, context)).toBe('NOT_RECOGNISED');
    expect(rejectionFor(base, { ...context, brandCode: 'cgn' })).toBe('NOT_RECOGNISED');
    expect(rejectionFor({ ...base, startsAt: new Date('2026-07-01T00:00:00Z') }, context)).toBe('NOT_RECOGNISED');
  });

  it('says a code has expired at and after its expiry instant', () => {
    expect(rejectionFor({ ...base, expiresAt: now }, context)).toBe('EXPIRED');
  });

  it('does not qualify under the threshold or outside its audience', () => {
    expect(rejectionFor(base, { ...context, goodsTotal: 3999 })).toBe('NOT_QUALIFIED');
    expect(rejectionFor({ ...base, audience: 'CREDIT' }, context)).toBe('NOT_QUALIFIED');
    const credit = { ...context, shopper: { ...GUEST_SHOPPER, creditCustomer: true } };
    expect(rejectionFor({ ...base, audience: 'CREDIT' }, credit)).toBeNull();
    const returning = { ...context, shopper: { ...GUEST_SHOPPER, firstOrder: false } };
    expect(rejectionFor({ ...base, audience: 'FIRST_ORDER' }, returning)).toBe('NOT_QUALIFIED');
  });

  it('rounds percentage discounts down to the penny and never discounts more than the goods', () => {
    expect(discountFor(base, 3333)).toBe(333);
    expect(discountFor({ ...base, discountType: 'FIXED', discountValue: 2000 }, 1500)).toBe(1500);
  });

  it('keeps the spec messages exactly, typographic apostrophe included', () => {
    expect(PROMO_MESSAGES.NOT_QUALIFIED).toBe(
      'Sorry, looks like your bag doesn\u2019t qualify for this promotion code.',
    );
    expect(PROMO_MESSAGES.NOT_RECOGNISED).toBe("Sorry, we don't recognise this code. Please try again.");
    expect(PROMO_MESSAGES.EXPIRED).toBe('Sorry, this code has expired.');
  });

  it('lists eligible and potential promotions, dropping rejected proactive offers', () => {
    const big: Promotion = {
      ...base,
      code: 'DALTAKE20',
      discountType: 'FIXED',
      discountValue: 2000,
      orderThreshold: 10000,
    };
    const offer: Promotion = {
      ...base,
      code: 'DALOFFER5',
      proactive: true,
      discountType: 'FIXED',
      discountValue: 500,
      orderThreshold: 0,
    };
    const expired: Promotion = { ...base, code: 'OLD', expiresAt: new Date('2026-01-02T00:00:00Z') };
    const listed = eligibleAndPotential([base, big, offer, expired], { ...context, deliveryChargeAt: () => 399 });
    expect(listed.eligible.map((p) => p.promotionCode)).toEqual(['DALOFFER5', 'DALSAVE10']);
    expect(listed.potential).toMatchObject([{ promotionCode: 'DALTAKE20', amountToQualify: 5000 }]);
    const rejected = eligibleAndPotential([base, offer], {
      ...context,
      proactiveOfferRejected: true,
      deliveryChargeAt: () => 399,
    });
    expect(rejected.eligible.map((p) => p.promotionCode)).toEqual(['DALSAVE10']);
  });
});

describe('delivery promotions (FREESHIP: "your standard delivery on us")', () => {
  const freeship: Promotion = {
    ...base,
    code: 'FREESHIP',
    brandCode: null,
    description: '£3.99 off: your standard delivery on us when you spend £25.',
    shortDescription: '£3.99 off £25',
    discountType: 'FIXED',
    discountValue: 399,
    orderThreshold: 2500,
  };
  /** Standard delivery £3.99, free from £50. */
  const deliveryChargeAt = (orderValue: number) => (orderValue >= 5000 ? 0 : 399);

  it('takes nothing off the goods, and off the delivery only the charge that exists', () => {
    expect(goodsDiscountFor(freeship, 6499)).toBe(0);
    expect(deliveryDiscountFor(freeship, 0)).toBe(0);
    expect(deliveryDiscountFor(freeship, 399)).toBe(399);
    expect(deliveryDiscountFor(freeship, 250)).toBe(250);
    expect(goodsDiscountFor(base, 5000)).toBe(500);
    expect(deliveryDiscountFor(base, 399)).toBe(0);
  });

  it('is offered while delivery is charged, never once delivery is free (nothing to save)', () => {
    const charged = eligibleAndPotential([freeship], { ...context, goodsTotal: 3000, deliveryChargeAt });
    expect(charged.eligible.map((p) => p.promotionCode)).toEqual(['FREESHIP']);
    const free = eligibleAndPotential([freeship, base], { ...context, goodsTotal: 6499, deliveryChargeAt });
    expect([...free.eligible, ...free.potential].map((p) => p.promotionCode)).toEqual(['DALSAVE10']);
    const potential = eligibleAndPotential([freeship], { ...context, goodsTotal: 1000, deliveryChargeAt });
    expect(potential.potential).toMatchObject([{ promotionCode: 'FREESHIP', amountToQualify: 1500 }]);
    const reachedOnlyWhenFree = { ...freeship, orderThreshold: 6000 };
    const never = eligibleAndPotential([reachedOnlyWhenFree], { ...context, goodsTotal: 1000, deliveryChargeAt });
    expect([...never.eligible, ...never.potential]).toEqual([]);
  });
});

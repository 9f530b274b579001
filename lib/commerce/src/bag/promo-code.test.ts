import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliveryRulesFor } from '../delivery/rules.ts';
import { listPromotions } from '../promotions/list.ts';
import { PROMO_MESSAGES } from '../promotions/messages.ts';
import { seedPromotions } from '../seed/promotions.ts';
import { createTestDb, type TestDb } from '../testing/test-db.ts';
import type { BagResult } from './errors.ts';
import { bagContext, bagFixtureSeed, type FixtureOption, pickOptions, shopper } from './fixture.ts';
import { addToBag, editBag } from './operations.ts';
import { changePromoCode } from './promo-code.ts';

const FREE_DELIVERY_THRESHOLD = deliveryRulesFor('dal').freeStandardFrom ?? 0;

let t: TestDb;
let options: FixtureOption[];
const dal = bagContext('dal');

beforeAll(async () => {
  t = await createTestDb({ seed: bagFixtureSeed });
  options = (await pickOptions(t.db, 'dal', 20)).sort((a, b) => a.price - b.price);
});
afterAll(() => t?.dispose());

function ok<T>(result: BagResult<T>): T {
  if (!result.ok) throw new Error(`${result.code}: ${result.message}`);
  return result.value;
}

/** A bag worth at least `pence`. */
async function bagWorth(pence: number) {
  const o = options[0] as FixtureOption;
  const quantity = Math.max(1, Math.ceil(pence / o.price));
  return ok(await addToBag(t.db, dal, { cartId: null, ...o, quantity }));
}

const add = (cartId: string, code: string, context = dal, proactive = false) =>
  changePromoCode(t.db, context, { cartId, claimCodeName: code, action: 'Add', proactive });

describe('promotion codes on the bag', () => {
  it('applies a percentage code over its threshold and recomputes totals', async () => {
    const cart = await bagWorth(4000);
    const applied = ok(await add(cart.cartId, ' dalsave10 '));
    expect(applied.claimCodeName).toBe('DALSAVE10');
    expect(applied.staggeredIncentives[0]?.promoType).toBe('PERCENT_OFF');
    expect(applied.promotionDiscount).toBe(Math.floor(applied.preDiscountOrderValueExcludingShippingCost / 10));
    expect(applied.orderValue).toBe(applied.preDiscountOrderValueExcludingShippingCost - applied.promotionDiscount);
  });

  it('stops discounting when the bag falls under the threshold, and deletes cleanly', async () => {
    const cart = await bagWorth(4000);
    ok(await add(cart.cartId, 'DALSAVE10'));
    const o = options[0] as FixtureOption;
    const smaller = ok(await editBag(t.db, dal, { cartId: cart.cartId, optionNumber: o.optionNumber, quantity: 1 }));
    expect(o.price).toBeLessThan(4000);
    expect(smaller.promotionDiscount).toBe(0);
    expect(smaller.staggeredIncentives[0]?.qualified).toBe(false);
    const removed = ok(
      await changePromoCode(t.db, dal, {
        cartId: cart.cartId,
        claimCodeName: 'DALSAVE10',
        action: 'Delete',
        proactive: false,
      }),
    );
    expect(removed.claimCodeName).toBeNull();
    expect(removed.staggeredIncentives).toEqual([]);
  });

  it('answers each refusal with its exact message', async () => {
    const cart = await bagWorth(100);
    const cases: [string, string][] = [
      ['NOPE123', PROMO_MESSAGES.NOT_RECOGNISED],
      ['CGNSAVE10', PROMO_MESSAGES.NOT_RECOGNISED],
      ['DALWINTER', PROMO_MESSAGES.EXPIRED],
      ['DALTAKE20', PROMO_MESSAGES.NOT_QUALIFIED],
      ['DALPAY25', PROMO_MESSAGES.NOT_QUALIFIED],
    ];
    for (const [code, message] of cases) {
      const result = await add(cart.cartId, code);
      expect(result.ok ? 'applied' : result.message, code).toBe(message);
    }
  });

  it('gives credit customers their offer and first orders the welcome code', async () => {
    const cart = await bagWorth(5000);
    const credit = bagContext('dal', { shopper: shopper({ creditCustomer: true }) });
    expect(ok(await add(cart.cartId, 'DALPAY25', credit)).claimCodeName).toBe('DALPAY25');
    const returning = bagContext('dal', { shopper: shopper({ firstOrder: false }) });
    const refused = await add(cart.cartId, 'DALWELCOME', returning);
    expect(refused.ok ? null : refused.code).toBe('PROMO_NOT_QUALIFIED');
  });

  it('a failed proactive offer shows the generic message; an accepted one is PROACTIVE', async () => {
    const cart = await bagWorth(100);
    const failed = await add(cart.cartId, 'DALOFFER5', dal, true);
    expect(failed.ok ? null : failed.message).toBe('Sorry, something went wrong. Please try again later.');
    const big = await bagWorth(6000);
    expect(ok(await add(big.cartId, 'DALOFFER5', dal, true)).promoType).toBe('PROACTIVE');
  });

  it('FREESHIP takes off only a delivery charge that exists: nothing when standard delivery is already free', async () => {
    const over = await bagWorth(FREE_DELIVERY_THRESHOLD + 1);
    expect(over.shippingCost).toBe(0);
    const appliedOver = ok(await add(over.cartId, 'FREESHIP'));
    expect(appliedOver.claimCodeName).toBe('FREESHIP');
    expect(appliedOver.promotionDiscount).toBe(0);
    expect(appliedOver.orderValue).toBe(over.orderValue);
    expect(appliedOver.shippingCost).toBe(0);
    expect(appliedOver.orderTotal).toBe(over.orderTotal);

    const mid = options.find((o) => o.price >= 2500 && o.price < FREE_DELIVERY_THRESHOLD) as FixtureOption;
    const under = ok(await addToBag(t.db, dal, { cartId: null, ...mid, quantity: 1 }));
    expect(under.shippingCost).toBeGreaterThan(0);
    const appliedUnder = ok(await add(under.cartId, 'FREESHIP'));
    expect(appliedUnder.orderValue).toBe(under.orderValue);
    expect(appliedUnder.shippingCost).toBe(Math.max(0, under.shippingCost - 399));
    expect(appliedUnder.orderTotal).toBe(under.orderValue + appliedUnder.shippingCost);
  });

  it('the bag’s offers never propose FREESHIP when delivery is already free', async () => {
    const indicators = {
      cashCreditIndicator: 2,
      loyaltyIndicator: false,
      vipIndicator: false,
      firstOrderIndicator: false,
      delvrySubsIndicator: false,
      proactiveOfferRejected: false,
    };
    const codes = (l: {
      eligiblePromotions: { promotionCode: string }[];
      potentialPromotions: { promotionCode: string }[];
    }) => [...l.eligiblePromotions, ...l.potentialPromotions].map((p) => p.promotionCode);
    expect(codes(await listPromotions(t.db, 'dal', { ...indicators, cartTotal: 3000 }))).toContain('FREESHIP');
    expect(codes(await listPromotions(t.db, 'dal', { ...indicators, cartTotal: 6499 }))).not.toContain('FREESHIP');
    const subscriber = { ...indicators, delvrySubsIndicator: true, cartTotal: 3000 };
    expect(codes(await listPromotions(t.db, 'dal', subscriber))).not.toContain('FREESHIP');
  });

  it('re-seeding promotions is idempotent', async () => {
    const brands = [{ code: 'dal', name: 'Dalby' }];
    expect(await seedPromotions(t.db, brands)).toBe(await seedPromotions(t.db, brands));
  });
});

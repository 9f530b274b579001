import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productOptions } from '../db/schema.ts';
import { bags } from '../db/schema-bag.ts';
import { createTestDb, type TestDb } from '../testing/test-db.ts';
import { decryptCartId, encryptCartId } from './cart-id.ts';
import { DELIVERY_SUBSCRIPTION_CODE, DELIVERY_SUBSCRIPTION_OFFER } from './delivery-subscription.ts';
import { BAG_MESSAGES, type BagResult } from './errors.ts';
import { bagContext, bagFixtureSeed, type FixtureOption, pickOptions, twoSizes } from './fixture.ts';
import { mergeBags } from './merge.ts';
import { addToBag, bagItemCount, editBag, getBag, removeDeliverySubscription } from './operations.ts';
import type { Cart } from './view.ts';

let t: TestDb;
let options: FixtureOption[];
const dal = bagContext('dal');

beforeAll(async () => {
  t = await createTestDb({ seed: bagFixtureSeed });
  options = await pickOptions(t.db, 'dal', 6);
});
afterAll(() => t?.dispose());

function ok<T>(result: BagResult<T>): T {
  if (!result.ok) throw new Error(`expected success, got ${result.code}: ${result.message}`);
  return result.value;
}

const opt = (i: number) => {
  const o = options[i];
  if (!o) throw new Error('fixture option missing');
  return o;
};

async function add(cartId: string | null, o: FixtureOption, quantity = 1, context = dal) {
  return addToBag(t.db, context, { cartId, ...o, quantity });
}

describe('adding to the bag', () => {
  it('starts a bag, prices lines from the catalogue and totals them', async () => {
    const cart = ok(await add(null, opt(0), 2));
    expect(decryptCartId(cart.cartId)).toMatch(/^[0-9a-f-]{36}$/);
    expect(cart.bagItemsCount).toBe(2);
    expect(cart.cartEntries).toHaveLength(1);
    const entry = cart.cartEntries[0];
    expect(entry?.unitPrice).toBe(opt(0).price);
    expect(entry?.productDetails).toMatchObject({
      productNumber: opt(0).productNumber,
      offerNumber: opt(0).offerNumber,
    });
    expect(cart.preDiscountOrderValueExcludingShippingCost).toBe(opt(0).price * 2);
    expect(cart.orderTotal).toBe(cart.orderValue + cart.totalDeliveryCharge);
    expect(cart.siteId).toBe('DAL');
  });

  it('adds two sizes of one product as two lines, and the same size again to its line', async () => {
    const [small, large] = await twoSizes(t.db, 'dal');
    const first = ok(await add(null, small));
    const second = ok(await add(first.cartId, large));
    const third = ok(await add(second.cartId, small, 2));
    expect(third.cartEntries.map((e) => [e.productOptionNo, e.quantity])).toEqual([
      [small.optionNumber, 3],
      [large.optionNumber, 1],
    ]);
  });

  it('refuses more than 99 of a line with the server message, changing nothing', async () => {
    const cart = ok(await add(null, opt(1), 98));
    const refused = await add(cart.cartId, opt(1), 2);
    expect(refused).toEqual({ ok: false, code: 'BASKET_LIMIT_EXCEEDED', message: BAG_MESSAGES.BASKET_LIMIT_EXCEEDED });
    expect(ok(await getBag(t.db, dal, cart.cartId)).bagItemsCount).toBe(98);
  });

  it('refuses a 51st line', async () => {
    const many = await pickOptions(t.db, 'dal', 51);
    let cartId: string | null = null;
    for (const o of many.slice(0, 50)) cartId = ok(await add(cartId, o)).cartId;
    const refused = await add(cartId, many[50] as FixtureOption);
    expect(refused.ok || refused.code).toBe('BASKET_LIMIT_EXCEEDED');
  });

  it('rejects an option of another brand, a wrong offer number and an out-of-stock size', async () => {
    const [cgn] = await pickOptions(t.db, 'cgn', 1);
    expect((await add(null, cgn as FixtureOption)).ok || 'failed').toBe('failed');
    const wrongOffer = await add(null, { ...opt(0), offerNumber: '000000' });
    expect(wrongOffer.ok ? null : wrongOffer.code).toBe('DATA_ERROR');
    const [gone] = await pickOptions(t.db, 'dal', 1, ['OUT_OF_STOCK', 'OUT_OF_STOCK_NOT_RETURNING']);
    const outOfStock = await add(null, gone as FixtureOption);
    expect(outOfStock.ok ? null : outOfStock.code).toBe('OUT_OF_STOCK');
  });
});

describe('editing the bag', () => {
  it('sets a quantity, and quantity 0 removes the line', async () => {
    const cart = ok(await add(null, opt(2)));
    const edited = ok(
      await editBag(t.db, dal, { cartId: cart.cartId, optionNumber: opt(2).optionNumber, quantity: 4 }),
    );
    expect(edited.bagItemsCount).toBe(4);
    const removed = ok(
      await editBag(t.db, dal, { cartId: cart.cartId, optionNumber: opt(2).optionNumber, quantity: 0 }),
    );
    expect(removed.cartEntries).toEqual([]);
    expect(removed.orderTotal).toBe(0);
    expect(removed.totalDeliveryCharge).toBe(0);
  });

  it('says ENTRY_NOT_FOUND for a quantity change on a line that is not there', async () => {
    const cart = ok(await add(null, opt(2)));
    const result = await editBag(t.db, dal, { cartId: cart.cartId, optionNumber: opt(3).optionNumber, quantity: 2 });
    expect(result.ok ? null : result.code).toBe('ENTRY_NOT_FOUND');
  });

  it('removes a line that went out of stock on the next read and reports it', async () => {
    const cart = ok(await add(null, opt(4)));
    const withOther = ok(await add(cart.cartId, opt(5)));
    await t.db
      .update(productOptions)
      .set({ stockStatus: 'OUT_OF_STOCK' })
      .where(eq(productOptions.optionNumber, opt(4).optionNumber));
    try {
      const read = ok(await getBag(t.db, dal, withOther.cartId));
      expect(read.cartEntries.map((e) => e.productOptionNo)).toEqual([opt(5).optionNumber]);
      expect(read.removedOutOfStockItems).toMatchObject([{ productOptionNo: opt(4).optionNumber, quantity: 1 }]);
      expect(read.allItemsOutOfStock).toBe(false);
      const again = ok(await getBag(t.db, dal, withOther.cartId));
      expect(again.removedOutOfStockItems).toEqual([]);
    } finally {
      await t.db
        .update(productOptions)
        .set({ stockStatus: 'IN_STOCK' })
        .where(eq(productOptions.optionNumber, opt(4).optionNumber));
    }
  });

  it('flags listed phone models as removable only while the toggle is on and there is no previous web order', async () => {
    const cart = ok(await add(null, opt(0)));
    const rules = { restrictPhoneModels: true, previousWebOrder: false, phoneModelCodes: [opt(0).productNumber] };
    expect(ok(await getBag(t.db, bagContext('dal', { rules }), cart.cartId)).cartEntries[0]?.removable).toBe(true);
    const returning = { ...rules, previousWebOrder: true };
    expect(ok(await getBag(t.db, bagContext('dal', { rules: returning }), cart.cartId)).cartEntries[0]?.removable).toBe(
      false,
    );
    const off = { ...rules, restrictPhoneModels: false };
    expect(ok(await getBag(t.db, bagContext('dal', { rules: off }), cart.cartId)).cartEntries[0]?.removable).toBe(
      false,
    );
  });
});

describe('who may read a bag', () => {
  it('another brand gets CART_NOT_FOUND_SITE_MISMATCH', async () => {
    const cart = ok(await add(null, opt(0)));
    const result = await getBag(t.db, bagContext('cgn'), cart.cartId);
    expect(result.ok ? null : result.code).toBe('CART_NOT_FOUND_SITE_MISMATCH');
  });

  it("a customer's bag is not readable by another customer or a guest (CART_NOT_FOUND_CUSTOMER_MISMATCH)", async () => {
    const alice = bagContext('dal', { customerId: 'alice' });
    const cart = ok(await add(null, opt(0), 1, alice));
    expect(cart.customerId).toBe('alice');
    for (const context of [bagContext('dal', { customerId: 'bob' }), dal]) {
      const result = await getBag(t.db, context, cart.cartId);
      expect(result.ok ? null : result.code).toBe('CART_NOT_FOUND_CUSTOMER_MISMATCH');
      const edit = await editBag(t.db, context, {
        cartId: cart.cartId,
        optionNumber: opt(0).optionNumber,
        quantity: 0,
      });
      expect(edit.ok ? null : edit.code).toBe('CART_NOT_FOUND_CUSTOMER_MISMATCH');
    }
    expect(ok(await getBag(t.db, alice, cart.cartId)).bagItemsCount).toBe(1);
  });

  it('a paid bag answers CART_PMNT_DONE; a forged or unknown id CART_NOT_FOUND', async () => {
    const cart = ok(await add(null, opt(0)));
    const id = decryptCartId(cart.cartId) as string;
    await t.db.update(bags).set({ status: 'PAID' }).where(eq(bags.id, id));
    const paid = await getBag(t.db, dal, cart.cartId);
    expect(paid.ok ? null : paid.code).toBe('CART_PMNT_DONE');
    const forged = await getBag(t.db, dal, `${cart.cartId.slice(0, -2)}AA`);
    expect(forged.ok ? null : forged.code).toBe('CART_NOT_FOUND');
    const unknown = await getBag(t.db, dal, encryptCartId('00000000-0000-4000-8000-000000000000'));
    expect(unknown.ok ? null : unknown.code).toBe('CART_NOT_FOUND');
  });

  it('counts units without a bag as zero and with one as the sum of quantities', async () => {
    expect(ok(await bagItemCount(t.db, dal, null))).toEqual({ cartId: null, itemCount: 0 });
    const cart = ok(await add(null, opt(0), 3));
    const count = ok(await bagItemCount(t.db, dal, cart.cartId));
    expect(count.itemCount).toBe(3);
    expect(decryptCartId(count.cartId as string)).toBe(decryptCartId(cart.cartId));
  });
});

describe('merging after sign-in', () => {
  it('adds the guest lines into the customer bag and empties the guest bag', async () => {
    const carol = bagContext('dal', { customerId: 'carol' });
    const own = ok(await add(null, opt(0), 1, carol));
    const guest = ok(await add(null, opt(0), 2));
    ok(await add(guest.cartId, opt(1)));
    const merged = ok(await mergeBags(t.db, carol, guest.cartId)) as Cart;
    expect(decryptCartId(merged.cartId)).toBe(decryptCartId(own.cartId));
    expect(merged.cartEntries.map((e) => [e.productOptionNo, e.quantity])).toEqual([
      [opt(0).optionNumber, 3],
      [opt(1).optionNumber, 1],
    ]);
    const gone = await getBag(t.db, dal, guest.cartId);
    expect(gone.ok ? null : gone.code).toBe('CART_NOT_FOUND');
  });

  it('needs a signed-in customer', async () => {
    const result = await mergeBags(t.db, dal, null);
    expect(result.ok ? null : result.code).toBe('SIGN_IN_REQUIRED');
  });
});

describe('delivery subscription', () => {
  it('is one per bag, makes standard delivery free, and removeDS takes it out', async () => {
    const cart = ok(await add(null, opt(0)));
    expect(cart.totalDeliveryCharge).toBeGreaterThan(0);
    const ds = { productNumber: DELIVERY_SUBSCRIPTION_CODE, offerNumber: DELIVERY_SUBSCRIPTION_OFFER };
    const sub = { ...ds, optionNumber: DELIVERY_SUBSCRIPTION_CODE, productType: 'DELIVERY_SUBSCRIPTION' };
    ok(await addToBag(t.db, dal, { cartId: cart.cartId, ...sub, quantity: 1 }));
    const twice = ok(await addToBag(t.db, dal, { cartId: cart.cartId, ...sub, quantity: 3 }));
    expect(twice.cartEntries.find((e) => e.productType === 'DELIVERY_SUBSCRIPTION')?.quantity).toBe(1);
    expect(twice.totalDeliveryCharge).toBe(0);
    const removed = ok(await removeDeliverySubscription(t.db, dal, cart.cartId));
    expect(removed.cartEntries.some((e) => e.productType === 'DELIVERY_SUBSCRIPTION')).toBe(false);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bagContext, bagFixtureSeed, type FixtureOption, pickOptions } from '../bag/fixture.ts';
import { addToBag } from '../bag/operations.ts';
import { createTestDb, type TestDb } from '../testing/test-db.ts';
import {
  addSavedItems,
  getWishlist,
  MAX_SAVED_ITEMS,
  mergeSavedItems,
  removeSavedItems,
  type SavedProduct,
  updateSavedItem,
  WISHLIST_MESSAGES,
  type WishlistResult,
} from './operations.ts';

let t: TestDb;
let options: FixtureOption[];
const guest = { brandCode: 'dal', customerId: null };

beforeAll(async () => {
  t = await createTestDb({ seed: bagFixtureSeed });
  options = await pickOptions(t.db, 'dal', MAX_SAVED_ITEMS + 1);
});
afterAll(() => t?.dispose());

function ok<T>(result: WishlistResult<T>): T {
  if (!result.ok) throw new Error(`${result.code}: ${result.message}`);
  return result.value;
}

const saved = (i: number, quantity = 1): SavedProduct => {
  const o = options[i] as FixtureOption;
  return { productNo: o.productNumber, productOptionNo: o.optionNumber, offerNumber: o.offerNumber, quantity };
};

describe('saved items', () => {
  it('starts a list on the first save and keeps one line per option', async () => {
    const list = ok(await addSavedItems(t.db, guest, '', [saved(0)]));
    expect(list.wishlistId).toMatch(/^[0-9a-f-]{36}$/);
    const again = ok(await addSavedItems(t.db, guest, list.wishlistId, [saved(0), saved(1)]));
    expect(again.wishlistEntries.map((e) => e.productOptionNo)).toEqual([
      saved(0).productOptionNo,
      saved(1).productOptionNo,
    ]);
  });

  it('answers a version that goes up with every change to the list (so a page can keep the newest answer)', async () => {
    const first = ok(await addSavedItems(t.db, guest, '', [saved(0)]));
    const second = ok(await addSavedItems(t.db, guest, first.wishlistId, [saved(1)]));
    const third = ok(
      await removeSavedItems(t.db, guest, first.wishlistId, { actionType: 'SPECIFIC', products: [saved(0)] }),
    );
    expect(first.version).toBeGreaterThan(0);
    expect(second.version).toBeGreaterThan(first.version);
    expect(third.version).toBeGreaterThan(second.version);
  });

  it('answers WLIST_NOT_FOUND for an unknown, foreign-brand or other customer list', async () => {
    const list = ok(await addSavedItems(t.db, { brandCode: 'dal', customerId: 'dan' }, '', [saved(0)]));
    for (const [context, id] of [
      [guest, '00000000-0000-4000-8000-000000000000'],
      [guest, 'not-a-uuid'],
      [{ brandCode: 'cgn', customerId: 'dan' }, list.wishlistId],
      [{ brandCode: 'dal', customerId: 'eve' }, list.wishlistId],
    ] as const) {
      const result = await addSavedItems(t.db, context, id, [saved(1)]);
      expect(result.ok ? null : result.code).toBe('WLIST_NOT_FOUND');
    }
  });

  it(`refuses more than ${MAX_SAVED_ITEMS} items with WLIST_LIMIT_EXCEEDED and its message`, async () => {
    const items = Array.from({ length: MAX_SAVED_ITEMS }, (_, i) => saved(i));
    const list = ok(await addSavedItems(t.db, guest, '', items));
    expect(list.itemCount).toBe(MAX_SAVED_ITEMS);
    const over = await addSavedItems(t.db, guest, list.wishlistId, [saved(MAX_SAVED_ITEMS)]);
    expect(over).toEqual({ ok: false, code: 'WLIST_LIMIT_EXCEEDED', message: WISHLIST_MESSAGES.WLIST_LIMIT_EXCEEDED });
  });

  it('rejects products that are not the brand’s with DATA_ERROR', async () => {
    const result = await addSavedItems(t.db, guest, '', [{ ...saved(0), offerNumber: '1' }]);
    expect(result.ok ? null : result.code).toBe('DATA_ERROR');
  });

  it('removes specific items or all, and updates a quantity', async () => {
    const list = ok(await addSavedItems(t.db, guest, '', [saved(0), saved(1), saved(2)]));
    const fewer = ok(
      await removeSavedItems(t.db, guest, list.wishlistId, { actionType: 'SPECIFIC', products: [saved(1)] }),
    );
    expect(fewer.itemCount).toBe(2);
    const updated = ok(await updateSavedItem(t.db, guest, list.wishlistId, saved(0, 3)));
    expect(updated.wishlistEntries[0]?.quantity).toBe(3);
    const tooMany = await updateSavedItem(t.db, guest, list.wishlistId, saved(0, 100));
    expect(tooMany.ok ? null : tooMany.code).toBe('UPDATE_WLIST_LIMIT_EXCEEDED');
    const missing = await updateSavedItem(t.db, guest, list.wishlistId, saved(1, 2));
    expect(missing.ok ? null : missing.code).toBe('EDIT_FAILED');
    const none = ok(await removeSavedItems(t.db, guest, list.wishlistId, { actionType: 'ALL', products: [] }));
    expect(none.wishlistEntries).toEqual([]);
  });

  it('moving an item to the bag takes it off the list in the same change', async () => {
    const list = ok(await addSavedItems(t.db, guest, '', [saved(0), saved(1)]));
    const o = options[0] as FixtureOption;
    const cart = await addToBag(t.db, bagContext('dal'), {
      cartId: null,
      ...o,
      quantity: 1,
      wishlistId: list.wishlistId,
    });
    expect(cart.ok).toBe(true);
    const after = ok(await removeSavedItems(t.db, guest, list.wishlistId, { actionType: 'SPECIFIC', products: [] }));
    expect(after.wishlistEntries.map((e) => e.productOptionNo)).toEqual([saved(1).productOptionNo]);
  });

  it('merges the guest list into the customer list after sign-in', async () => {
    const frank = { brandCode: 'dal', customerId: 'frank' };
    ok(await addSavedItems(t.db, frank, '', [saved(0)]));
    const guestList = ok(await addSavedItems(t.db, guest, '', [saved(0), saved(2)]));
    const merged = ok(await mergeSavedItems(t.db, frank, guestList.wishlistId));
    expect(merged.wishlistEntries.map((e) => e.productOptionNo)).toEqual([
      saved(0).productOptionNo,
      saved(2).productOptionNo,
    ]);
    const gone = await addSavedItems(t.db, guest, guestList.wishlistId, [saved(3)]);
    expect(gone.ok ? null : gone.code).toBe('WLIST_NOT_FOUND');
    const anonymous = await mergeSavedItems(t.db, guest, '');
    expect(anonymous.ok ? null : anonymous.code).toBe('SIGN_IN_REQUIRED');
  });

  it('reads a signed-in customer’s own list when the id they hold names none of theirs, a guest’s never', async () => {
    const grace = { brandCode: 'dal', customerId: 'grace' };
    const none = await getWishlist(t.db, grace, '');
    expect(none.ok ? null : none.code).toBe('WLIST_NOT_FOUND');
    ok(await addSavedItems(t.db, grace, '', [saved(4)]));
    const guestList = ok(await addSavedItems(t.db, guest, '', [saved(5)]));
    // The guest list as it was before the merge: a read sent then still answers it.
    expect(ok(await getWishlist(t.db, grace, guestList.wishlistId)).wishlistId).toBe(guestList.wishlistId);
    const merged = ok(await mergeSavedItems(t.db, grace, guestList.wishlistId));
    const options = (list: { wishlistEntries: { productOptionNo: string }[] }) =>
      list.wishlistEntries.map((e) => e.productOptionNo);
    for (const held of ['', guestList.wishlistId, '00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const read = ok(await getWishlist(t.db, grace, held));
      expect(read.wishlistId).toBe(merged.wishlistId);
      expect(options(read)).toEqual([saved(4).productOptionNo, saved(5).productOptionNo]);
    }
    // Another customer's list is never the fallback, and a guest gets no one's.
    const other = await getWishlist(t.db, { brandCode: 'dal', customerId: 'heidi' }, merged.wishlistId);
    expect(other.ok ? null : other.code).toBe('WLIST_NOT_FOUND');
    const guestRead = await getWishlist(t.db, guest, guestList.wishlistId);
    expect(guestRead.ok ? null : guestRead.code).toBe('WLIST_NOT_FOUND');
    const otherBrand = await getWishlist(t.db, { brandCode: 'cgn', customerId: 'grace' }, '');
    expect(otherBrand.ok ? null : otherBrand.code).toBe('WLIST_NOT_FOUND');
  });
});

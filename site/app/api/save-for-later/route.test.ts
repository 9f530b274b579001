// Contract tests for the saved-for-later calls (spec §7) over HTTP.
import { type FixtureOption, pickOptions } from '@shop/commerce/bag/fixture';
import { MAX_SAVED_ITEMS, MAX_SAVED_QUANTITY, WISHLIST_MESSAGES } from '@shop/commerce/saved-items/operations';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { actAs, call, cookieOf, openRouteTestDb, type RouteTestDb } from '@/lib/bag/route-test-kit.ts';

vi.setConfig({ testTimeout: 30_000 });

const { POST: addItem } = await import('./addItemToSFL/route.ts');
const { PUT: removeItems } = await import('./removeItemsFromSFL/route.ts');
const { PUT: updateItem } = await import('./updateSFLItem/route.ts');
const { PUT: mergeItems } = await import('./mergeSFLItems/route.ts');
const { GET: savedItems } = await import('./savedItems/route.ts');
const { POST: addToBag } = await import('../shop/bag/addToBag/route.ts');

const NINETY_DAYS = 90 * 24 * 60 * 60;
let t: RouteTestDb;
let items: FixtureOption[];

beforeAll(async () => {
  t = await openRouteTestDb();
  items = await pickOptions(t.db, 'dal', MAX_SAVED_ITEMS + 1);
}, 180_000);
afterAll(() => t?.dispose());

const product = (i: number, quantity = 1) => {
  const o = items[i] as FixtureOption;
  return { productNo: o.productNumber, productOptionNo: o.optionNumber, offerNumber: o.offerNumber, quantity };
};

async function save(products: ReturnType<typeof product>[], wishlistId = '') {
  return call(addItem, 'POST', '/api/save-for-later/addItemToSFL', { body: { products, wishlistId } });
}

describe('addItemToSFL', () => {
  it('starts a list, answers wishlistId, entries, code and message, and stores the cookie for 90 days', async () => {
    const response = await save([product(0)]);
    expect(response.status).toBe(200);
    const answer = await response.json();
    expect(answer).toMatchObject({ code: 'SUCCESS', message: '', wishlistEntries: [product(0)] });
    expect(answer.wishlistEntries[0].productDetails).toMatchObject({ productName: expect.any(String) });
    const cookie = cookieOf(response, 'wishlistId');
    expect(cookie?.value).toBe(answer.wishlistId);
    expect(cookie?.maxAge).toBe(NINETY_DAYS);
  });

  it('an unknown wishlistId answers 404 WLIST_NOT_FOUND and clears the cookie (the client retries with an empty id)', async () => {
    const response = await save([product(0)], '00000000-0000-4000-8000-000000000000');
    expect(response.status).toBe(404);
    expect((await response.json()).code).toBe('WLIST_NOT_FOUND');
    expect(cookieOf(response, 'wishlistId')?.maxAge).toBe(0);
    expect((await save([product(0)], '')).status).toBe(200);
  });

  it(`over ${MAX_SAVED_ITEMS} items: 400 WLIST_LIMIT_EXCEEDED with its message`, async () => {
    const full = await (await save(Array.from({ length: MAX_SAVED_ITEMS }, (_, i) => product(i)))).json();
    const response = await save([product(MAX_SAVED_ITEMS)], full.wishlistId);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      code: 'WLIST_LIMIT_EXCEEDED',
      message: WISHLIST_MESSAGES.WLIST_LIMIT_EXCEEDED,
    });
  });

  it('a product of another brand is DATA_ERROR', async () => {
    const response = await call(addItem, 'POST', '/api/save-for-later/addItemToSFL', {
      brand: 'cgn',
      body: { products: [product(0)], wishlistId: '' },
    });
    expect(response.status).toBe(400);
    expect((await response.json()).code).toBe('DATA_ERROR');
  });
});

describe('removeItemsFromSFL, updateSFLItem and moving to the bag', () => {
  it('removes SPECIFIC products, then ALL; updates a quantity; EDIT_FAILED for a missing item', async () => {
    const { wishlistId } = await (await save([product(0), product(1), product(2)])).json();
    const q = `?wishlistId=${wishlistId}`;
    const specific = await call(removeItems, 'PUT', `/api/save-for-later/removeItemsFromSFL${q}`, {
      body: { actionType: 'SPECIFIC', products: [product(1)] },
    });
    expect((await specific.json()).itemCount).toBe(2);
    const updated = await call(updateItem, 'PUT', `/api/save-for-later/updateSFLItem${q}`, {
      body: { product: product(0, 2) },
    });
    expect((await updated.json()).wishlistEntries[0].quantity).toBe(2);
    const missing = await call(updateItem, 'PUT', `/api/save-for-later/updateSFLItem${q}`, {
      body: { product: product(1, 2) },
    });
    expect(missing.status).toBe(404);
    expect((await missing.json()).code).toBe('EDIT_FAILED');
    const all = await call(removeItems, 'PUT', `/api/save-for-later/removeItemsFromSFL${q}`, {
      body: { actionType: 'ALL', products: [] },
    });
    expect((await all.json()).wishlistEntries).toEqual([]);
  });

  it(`updating a saved quantity over ${MAX_SAVED_QUANTITY}: 400 UPDATE_WLIST_LIMIT_EXCEEDED with its message, nothing changed`, async () => {
    const { wishlistId } = await (await save([product(5)])).json();
    const q = `?wishlistId=${wishlistId}`;
    const over = await call(updateItem, 'PUT', `/api/save-for-later/updateSFLItem${q}`, {
      body: { product: product(5, MAX_SAVED_QUANTITY + 1) },
    });
    expect(over.status).toBe(400);
    expect(await over.json()).toEqual({
      code: 'UPDATE_WLIST_LIMIT_EXCEEDED',
      message: WISHLIST_MESSAGES.UPDATE_WLIST_LIMIT_EXCEEDED,
    });
    const list = await call(removeItems, 'PUT', `/api/save-for-later/removeItemsFromSFL${q}`, {
      body: { actionType: 'SPECIFIC', products: [] },
    });
    expect((await list.json()).wishlistEntries[0].quantity).toBe(1);
    const zero = await call(updateItem, 'PUT', `/api/save-for-later/updateSFLItem${q}`, {
      body: { product: product(5, 0) },
    });
    expect(zero.status).toBe(400);
    expect((await zero.json()).code).not.toBe('UPDATE_WLIST_LIMIT_EXCEEDED');
  });

  it('addToBag with wishlistId moves the item off the saved list', async () => {
    const { wishlistId } = await (await save([product(0), product(1)])).json();
    const o = items[0] as FixtureOption;
    const moved = await call(addToBag, 'POST', '/api/shop/bag/addToBag', {
      body: {
        cartId: '',
        siteId: 'DALBY',
        channel: 'new-headless-web',
        skuProductCode: o.productNumber,
        bosOfferCode: o.offerNumber,
        productOptionNo: o.optionNumber,
        quantity: 1,
        unitPrice: o.price,
        wishlistId,
      },
    });
    expect(moved.status).toBe(200);
    const list = await call(removeItems, 'PUT', `/api/save-for-later/removeItemsFromSFL?wishlistId=${wishlistId}`, {
      body: { actionType: 'SPECIFIC', products: [] },
    });
    expect((await list.json()).wishlistEntries.map((e: { productOptionNo: string }) => e.productOptionNo)).toEqual([
      product(1).productOptionNo,
    ]);
  });

  it('reads the wishlistId from the cookie when the query has none', async () => {
    const { wishlistId } = await (await save([product(3)])).json();
    const response = await call(removeItems, 'PUT', '/api/save-for-later/removeItemsFromSFL', {
      cookie: `wishlistId=${wishlistId}`,
      body: { actionType: 'ALL', products: [] },
    });
    expect((await response.json()).wishlistId).toBe(wishlistId);
  });
});

describe('mergeSFLItems', () => {
  it('401 for a guest; merges the guest list for a signed-in customer', async () => {
    const { wishlistId } = await (await save([product(4)])).json();
    expect((await call(mergeItems, 'PUT', `/api/save-for-later/mergeSFLItems?wishlistId=${wishlistId}`)).status).toBe(
      401,
    );
    actAs('sfl-customer');
    try {
      const merged = await call(mergeItems, 'PUT', `/api/save-for-later/mergeSFLItems?wishlistId=${wishlistId}`);
      const answer = await merged.json();
      expect(answer.wishlistEntries.map((e: { productOptionNo: string }) => e.productOptionNo)).toEqual([
        product(4).productOptionNo,
      ]);
      expect(answer.wishlistId).not.toBe(wishlistId);
      expect(cookieOf(merged, 'wishlistId')?.value).toBe(answer.wishlistId);
    } finally {
      actAs(null);
    }
  });

  it('a read answered after the merge with the old guest id still shows the customer their list, and mends the cookie', async () => {
    const { wishlistId: guestId } = await (await save([product(6)])).json();
    const read = (cookie?: string) =>
      call(savedItems, 'GET', '/api/save-for-later/savedItems', cookie ? { cookie } : {});
    expect(await (await read()).json()).toMatchObject({ code: 'SUCCESS', wishlistId: '', wishlistEntries: [] });
    actAs('sfl-stale-cookie');
    try {
      // Signed in, nothing saved yet and no list held: an empty list, not an error.
      expect(await (await read()).json()).toMatchObject({ code: 'SUCCESS', wishlistId: '', wishlistEntries: [] });
      const merged = await (
        await call(mergeItems, 'PUT', '/api/save-for-later/mergeSFLItems', { cookie: `wishlistId=${guestId}` })
      ).json();
      for (const cookie of [`wishlistId=${guestId}`, undefined]) {
        const response = await read(cookie);
        expect(response.status).toBe(200);
        const answer = await response.json();
        expect(answer.wishlistId).toBe(merged.wishlistId);
        expect(answer.wishlistEntries.map((e: { productOptionNo: string }) => e.productOptionNo)).toEqual([
          product(6).productOptionNo,
        ]);
        expect(cookieOf(response, 'wishlistId')?.value).toBe(merged.wishlistId);
      }
    } finally {
      actAs(null);
    }
    // The guest, signed out again, holding the id that was merged away: not found, and the cookie cleared.
    const gone = await read(`wishlistId=${guestId}`);
    expect(gone.status).toBe(404);
    expect(cookieOf(gone, 'wishlistId')?.value).toBe('');
  });
});

// @vitest-environment jsdom
// The stale-bag race (issue 18): quick changes whose answers come back out of order must leave the page showing what
// the server has. The fake server applies each request when it arrives (as the real one does, one bag row lock at a
// time) but the test holds every answer and lets the newest go first.
import { act, cleanup, renderHook } from '@testing-library/react';
import { Provider } from 'jotai';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type SavedEntry, useMoveToBag } from '@/components/bag/use-saved-items.ts';
import type { Cart, CartEntry } from './client-api.ts';
import { useAnswerWriters, useBagActions, useCart, useSavedItems } from './hooks.ts';

const CART_ID = 'sealed-cart-id-held-by-the-page-0123456789abcdef';
const WISHLIST_ID = '3f0c1d2e-4b5a-4c6d-8e7f-901a2b3c4d5e';

interface Product {
  productNo: string;
  option: string;
  offer: string;
  price: number;
}
const dress: Product = { productNo: 'DA100001', option: 'DA10000101', offer: '111111', price: 2500 };
const shirt: Product = { productNo: 'DA100002', option: 'DA10000201', offer: '222222', price: 1500 };
const byOption = new Map([dress, shirt].map((p) => [p.option, p]));

/** The server's bag and saved list; every change bumps a version, as the real tables do. */
function fakeServer() {
  const bag = { version: 1, lines: new Map<string, number>([[dress.option, 1]]) };
  const list = { version: 1, saved: new Map<string, number>() };
  const cartView = () => {
    const cartEntries = [...bag.lines].map(([option, quantity]) => {
      const p = byOption.get(option) as Product;
      return {
        productNo: p.productNo,
        productOptionNo: option,
        quantity,
        unitPrice: p.price,
        linePrice: p.price * quantity,
        productType: 'STANDARD',
        bosOfferIntegerValue: Number(p.offer),
        productDetails: { offerNumber: p.offer, productName: p.productNo },
      };
    });
    return {
      cartId: CART_ID,
      version: bag.version,
      cartEntries,
      bagItemsCount: cartEntries.reduce((n, e) => n + e.quantity, 0),
      removedOutOfStockItems: [],
    };
  };
  const listView = () => ({
    code: 'SUCCESS',
    message: '',
    wishlistId: WISHLIST_ID,
    version: list.version,
    itemCount: list.saved.size,
    wishlistEntries: [...list.saved].map(([option, quantity]) => {
      const p = byOption.get(option) as Product;
      return {
        productNo: p.productNo,
        productOptionNo: option,
        offerNumber: p.offer,
        quantity,
        productDetails: { productName: p.productNo, price: p.price, stockStatus: 'IN_STOCK' },
      };
    }),
  });
  function handle(url: string, body: Record<string, unknown> | null): unknown {
    if (url.startsWith('/api/shop/bag/cartItemCount')) {
      return { code: 'SUCCESS', cartId: CART_ID, itemCount: cartView().bagItemsCount };
    }
    if (url.startsWith('/api/shop/bag/editBag')) {
      const option = String(body?.productOptionNo);
      if (Number(body?.quantity) === 0) bag.lines.delete(option);
      else bag.lines.set(option, Number(body?.quantity));
      bag.version += 1;
      return cartView();
    }
    if (url.startsWith('/api/shop/bag/addToBag')) {
      const option = String(body?.productOptionNo);
      bag.lines.set(option, (bag.lines.get(option) ?? 0) + Number(body?.quantity));
      bag.version += 1;
      if (body?.wishlistId && list.saved.delete(option)) list.version += 1;
      return cartView();
    }
    if (url.startsWith('/api/shop/bag')) return cartView();
    if (url.startsWith('/api/save-for-later/addItemToSFL')) {
      for (const p of (body?.products ?? []) as { productOptionNo: string; quantity: number }[]) {
        list.saved.set(p.productOptionNo, p.quantity);
      }
      list.version += 1;
      return listView();
    }
    if (url.startsWith('/api/save-for-later/savedItems')) return listView();
    throw new Error(`unexpected call ${url}`);
  }
  return { bag, list, handle, cartView, listView };
}

interface Held {
  url: string;
  body: Record<string, unknown> | null;
  release(): void;
}

let server: ReturnType<typeof fakeServer>;
let held: Held[];
let sent: Held[];

beforeEach(() => {
  server = fakeServer();
  held = [];
  sent = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : null;
      // Applied on arrival; the answer waits until the test lets it go.
      const answer = JSON.stringify(server.handle(url, body));
      return new Promise<Response>((resolve) => {
        const call: Held = {
          url,
          body,
          release: () => resolve(new Response(answer, { headers: { 'content-type': 'application/json' } })),
        };
        held.push(call);
        sent.push(call);
      });
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 5)));

/** Lets the held answers go in arrival order (the page's first reads). */
async function releaseInOrder() {
  for (let round = 0; round < 20; round += 1) {
    await settle();
    const next = held.shift();
    if (!next) return;
    act(() => next.release());
  }
}

/** Lets the held answers go newest first, until nothing is held; `check` runs after each answer. */
async function releaseNewestFirst(check: () => void = () => {}) {
  for (let round = 0; round < 40; round += 1) {
    await settle();
    const next = held.pop();
    if (!next) return;
    act(() => next.release());
    await settle();
    check();
  }
  throw new Error('answers kept coming');
}

function wrapper({ children }: { children: ReactNode }) {
  return (
    <Provider>
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>{children}</SWRConfig>
    </Provider>
  );
}

async function renderBag() {
  const view = renderHook(
    () => ({
      bag: useCart(),
      saved: useSavedItems(),
      actions: useBagActions('DALBY'),
      moveToBag: useMoveToBag('DALBY'),
    }),
    { wrapper },
  );
  await releaseInOrder();
  await releaseInOrder();
  expect(view.result.current.bag.cart?.version).toBe(1);
  expect(view.result.current.saved.data?.wishlistEntries).toEqual([]);
  sent.length = 0;
  return view;
}

const lineOf = (cart: Cart | undefined, option: string) => cart?.cartEntries.find((e) => e.productOptionNo === option);

describe('bag changes made quickly, answers out of order', () => {
  it('sends quantity picks one at a time in the shopper’s order and ends on the newest answer', async () => {
    const { result } = await renderBag();
    const entry = lineOf(result.current.bag.cart, dress.option) as CartEntry;
    const cart = result.current.bag.cart as Cart;
    act(() => {
      void result.current.actions.setQuantity(cart, entry, 2);
      void result.current.actions.setQuantity(cart, entry, 3);
      void result.current.actions.setQuantity(cart, entry, 1);
    });
    await settle();
    // Only the first is at the server; the picker already shows the last pick.
    expect(held.map((call) => call.body?.quantity)).toEqual([2]);
    expect(lineOf(result.current.bag.cart, dress.option)?.quantity).toBe(1);
    await releaseNewestFirst(() => {
      // While the picks queue, and after, the picker shows the shopper's last pick.
      expect(lineOf(result.current.bag.cart, dress.option)?.quantity).toBe(1);
    });
    expect(sent.map((call) => call.body?.quantity)).toEqual([2, 3, 1]);
    expect(sent.every((call) => call.body?.cartId === CART_ID)).toBe(true);
    expect(server.bag.lines.get(dress.option)).toBe(1);
    expect(result.current.bag.cart).toEqual(server.cartView());
    expect(result.current.bag.cartId).toBe(CART_ID);
  });

  it('moves to saved and straight back to the bag: bag and saved list end as the server has them', async () => {
    const { result } = await renderBag();
    const cart = result.current.bag.cart as Cart;
    const entry = lineOf(cart, dress.option) as CartEntry;
    act(() => {
      void result.current.actions.setQuantity(cart, entry, 2);
      void result.current.actions.moveToSaved(cart, { ...entry, quantity: 2 });
    });
    await settle();
    expect(result.current.bag.cart?.cartEntries).toEqual([]);
    // The shopper presses Move to bag on the saved product as soon as it is listed.
    await releaseNewestFirst(() => {});
    const saved = result.current.saved.data?.wishlistEntries[0] as SavedEntry;
    expect(saved.productOptionNo).toBe(dress.option);
    act(() => {
      void result.current.moveToBag(WISHLIST_ID, saved);
      void result.current.actions.setQuantity(cart, { ...entry, quantity: 2 }, 3);
    });
    await releaseNewestFirst();
    expect(server.bag.lines.get(dress.option)).toBe(3);
    expect(server.list.saved.size).toBe(0);
    expect(result.current.bag.cart).toEqual(server.cartView());
    expect(result.current.saved.data).toEqual(server.listView());
  });

  it('a save whose answer comes back last never puts the moved product back on the saved list', async () => {
    const { result } = await renderBag();
    const cart = result.current.bag.cart as Cart;
    const entry = lineOf(cart, dress.option) as CartEntry;
    const saved = {
      productNo: dress.productNo,
      productOptionNo: dress.option,
      offerNumber: dress.offer,
      quantity: 1,
      productDetails: null,
    } as SavedEntry;
    // Save for later, then Move to bag pressed before the save has answered (e.g. from a list read just before).
    act(() => {
      void result.current.actions.moveToSaved(cart, entry);
      void result.current.moveToBag(WISHLIST_ID, saved);
    });
    await releaseNewestFirst();
    expect(server.bag.lines.get(dress.option)).toBe(1);
    expect(server.list.saved.size).toBe(0);
    expect(result.current.saved.data?.wishlistEntries).toEqual([]);
    expect(result.current.bag.cart).toEqual(server.cartView());
  });
});

describe('answers written out of turn', () => {
  it('an older answer of the same bag or list never replaces a newer one; another bag’s does', async () => {
    const { result } = renderHook(() => ({ writers: useAnswerWriters(), bag: useCart(), saved: useSavedItems() }), {
      wrapper,
    });
    await releaseInOrder();
    await releaseInOrder();
    const newest = { ...server.cartView(), version: 9 };
    const older = { ...server.cartView(), version: 8, cartEntries: [] };
    await act(async () => {
      await result.current.writers.storeCart(newest as unknown as Cart);
      expect(await result.current.writers.storeCart(older as unknown as Cart)).toEqual(newest);
    });
    expect(result.current.bag.cart?.version).toBe(9);
    expect(result.current.bag.cart?.cartEntries).toHaveLength(1);
    const list = server.listView();
    await act(async () => {
      await result.current.writers.storeSaved({ ...list, version: 5 } as never);
      await result.current.writers.storeSaved({ ...list, version: 4, wishlistEntries: [{}] } as never);
    });
    expect(result.current.saved.data?.version).toBe(5);
    expect(result.current.saved.data?.wishlistEntries).toEqual([]);
    // A new bag (after a reset or a paid bag) is shown whatever its version.
    const otherBag = { ...server.cartView(), cartId: 'another-sealed-bag-id-0123456789abcdefghij', version: 1 };
    await act(async () => {
      await result.current.writers.storeCart(otherBag as unknown as Cart);
    });
    expect(result.current.bag.cartId).toBe(otherBag.cartId);
    await settle();
  });
});

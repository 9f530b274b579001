// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'jotai';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SavedItemsCard } from './saved-items-card.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const WISHLIST = '0b7e3f0e-8c1a-4f55-9a53-0d6f1c1e2a77';
const saved = {
  productNo: 'DA100001',
  productOptionNo: 'DA10000101',
  offerNumber: '123456',
  quantity: 1,
  productDetails: { productName: 'Wrap Dress', size: '12', price: 4500, stockStatus: 'IN_STOCK', imageUrl: '/x.jpg' },
};
const answer = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

describe('SavedItemsCard', () => {
  it('Move to bag puts the product in the bag and takes it off the list', async () => {
    let entries: unknown[] = [saved];
    const fetch = vi.fn(async (url: string) => {
      if (url.startsWith('/api/save-for-later/savedItems')) {
        return answer({ code: 'SUCCESS', wishlistId: WISHLIST, wishlistEntries: entries, itemCount: entries.length });
      }
      if (url.startsWith('/api/shop/bag/addToBag')) {
        // The server moves it: off the saved list, into the bag.
        entries = [];
        return answer({ code: 'SUCCESS', cartId: 'sealed', bagItemsCount: 1, cartEntries: [] });
      }
      return answer({});
    });
    vi.stubGlobal('fetch', fetch);
    render(
      <Provider>
        <SWRConfig value={{ provider: () => new Map() }}>
          <SavedItemsCard siteId="DALBY" />
        </SWRConfig>
      </Provider>,
    );
    fireEvent.click(await screen.findByRole('button', { name: /^Move to bag/ }));
    await waitFor(() => expect(screen.getByText('Items you save for later will appear here.')).toBeTruthy());
    expect(fetch.mock.calls.some(([url]) => String(url).startsWith('/api/shop/bag/addToBag'))).toBe(true);
    // Moving to the bag is an add to cart: the tracking event follows (spec §7).
    await waitFor(() =>
      expect(
        fetch.mock.calls
          .filter(([url]) => url === '/api/shop/p/visitor-tracking')
          .map((call) => JSON.parse(String((call as unknown as [string, RequestInit])[1].body))),
      ).toEqual([{ event: 'add', productId: 'DA100001', quantity: 1 }]),
    );
  });
});

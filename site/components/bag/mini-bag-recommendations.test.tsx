// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readClientCookie } from '@/lib/auth-client/cookies.ts';
import { lastAddedAtom } from '@/lib/bag/state.ts';
import { RECOMMENDATION_CLICK_KEY } from '@/lib/tracking/recommendation-click.ts';
import { addToCartRecommendationsKey, MiniBagRecommendations } from './mini-bag-recommendations.tsx';

const product = (n: number) => ({
  productId: `da2000${String(n).padStart(2, '0')}`,
  productNumber: `DA2000${String(n).padStart(2, '0')}`,
  name: `Recommended ${n}`,
  productBrand: 'Dalby',
  price: 1000 + n,
  wasPrice: n === 1 ? 2000 : null,
  imageUrl: `/images/products/da2000${n}.svg`,
});

function show(products: unknown[], lastAdded: string | null = 'DA100001') {
  const fetch = vi.fn(async () => Response.json({ placement: 'add_to_cart_page', products }));
  vi.stubGlobal('fetch', fetch);
  const store = createStore();
  store.set(lastAddedAtom, lastAdded);
  const onFollow = vi.fn();
  render(
    <Provider store={store}>
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
        <MiniBagRecommendations onFollow={onFollow} />
      </SWRConfig>
    </Provider>,
  );
  return { fetch, onFollow };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    // biome-ignore lint/suspicious/noDocumentCookie: test clean-up of the page's cookies.
    if (name) document.cookie = `${name}=; Path=/; Max-Age=0`;
  }
  localStorage.clear();
});

describe('the mini bag’s add_to_cart_page recommendations', () => {
  it('asks about the product just added and shows at most 12, each a link to the product with its price', async () => {
    const { fetch } = show(Array.from({ length: 14 }, (_, i) => product(i + 1)));
    const list = await screen.findByRole('region', { name: 'You might also like' });
    expect(fetch).toHaveBeenCalledWith(addToCartRecommendationsKey('DA100001'), expect.anything());
    expect(String((fetch.mock.calls[0] as unknown[])[0])).toBe(
      '/api/shop/p/recommendations?placement=add_to_cart_page&productId=DA100001',
    );
    const links = list.querySelectorAll('a');
    expect(links).toHaveLength(12);
    expect(links[0]?.getAttribute('href')).toBe('/shop/p/da200001');
    expect(links[0]?.textContent).toBe('Recommended 1Now £10.01, was £20.00');
    expect(links[1]?.textContent).toBe('Recommended 2£10.02');
  });

  it('none when fewer than 2', async () => {
    const { fetch } = show([product(1)]);
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('nothing asked when no product was added (the delivery subscription, an undo)', async () => {
    const { fetch } = show([product(1), product(2)], null);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fetch).not.toHaveBeenCalled();
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('following one closes the mini bag and, with consent, keeps the recommendation-click value', async () => {
    // biome-ignore lint/suspicious/noDocumentCookie: test set-up of the shopper's consent.
    document.cookie = `cookieConsent=${encodeURIComponent('v1:1.4')}; Path=/`;
    const { onFollow } = show([product(1), product(2)]);
    const link = await screen.findByRole('link', { name: /Recommended 2/ });
    link.addEventListener('click', (event) => event.preventDefault());
    fireEvent.click(link);
    expect(onFollow).toHaveBeenCalledOnce();
    expect(readClientCookie(RECOMMENDATION_CLICK_KEY)).toBe('add_to_cart_page:DA200002');
    expect(localStorage.getItem(RECOMMENDATION_CLICK_KEY)).toBe('add_to_cart_page:DA200002');
  });

  it('without consent following one keeps nothing', async () => {
    const { onFollow } = show([product(1), product(2)]);
    const link = await screen.findByRole('link', { name: /Recommended 1/ });
    link.addEventListener('click', (event) => event.preventDefault());
    fireEvent.click(link);
    expect(onFollow).toHaveBeenCalledOnce();
    expect(readClientCookie(RECOMMENDATION_CLICK_KEY)).toBeUndefined();
    expect(localStorage.getItem(RECOMMENDATION_CLICK_KEY)).toBeNull();
  });
});

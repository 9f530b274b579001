// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SaveHeart } from './save-heart.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const entry = {
  productNo: 'DA100001',
  productOptionNo: 'DA10000101',
  offerNumber: '123456',
  quantity: 1,
  productDetails: null,
};
const list = (entries: unknown[]) => ({ code: 'SUCCESS', message: '', wishlistId: 'w-1', wishlistEntries: entries });
const answer = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** A saved-items server: the list starts as given; add and remove change it. */
function stubServer(start: unknown[], failAdd = false) {
  let entries = start;
  const fetch = vi.fn(async (url: string, init?: RequestInit) => {
    if (url.startsWith('/api/save-for-later/savedItems')) return answer(list(entries));
    if (url.startsWith('/api/save-for-later/addItemToSFL')) {
      if (failAdd) {
        return answer({ code: 'WLIST_LIMIT_EXCEEDED', message: 'You can save up to 50 items.' }, 400);
      }
      entries = [...entries, ...(JSON.parse(String(init?.body)).products as unknown[])];
      return answer(list(entries));
    }
    if (url.startsWith('/api/save-for-later/removeItemsFromSFL')) {
      const gone = new Set(
        (JSON.parse(String(init?.body)).products as { productOptionNo: string }[]).map((p) => p.productOptionNo),
      );
      entries = entries.filter((e) => !gone.has((e as { productOptionNo: string }).productOptionNo));
      return answer(list(entries));
    }
    return answer({}, 404);
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

function renderHeart(optionNumber: string | null = 'DA10000101') {
  return render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <SaveHeart productName="Wrap Dress" productNumber="DA100001" offerNumber="123456" optionNumber={optionNumber} />
    </SWRConfig>,
  );
}

describe('SaveHeart', () => {
  it('saves the product with the spec body, then reads as pressed with a remove label', async () => {
    const fetch = stubServer([]);
    renderHeart();
    const heart = await screen.findByRole('button', { name: 'Save Wrap Dress for later' });
    expect(heart.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(heart);
    const pressed = await screen.findByRole('button', { name: 'Remove Wrap Dress from saved items' });
    expect(pressed.getAttribute('aria-pressed')).toBe('true');
    const add = fetch.mock.calls.find(([url]) => url === '/api/save-for-later/addItemToSFL');
    expect(add?.[1]?.method).toBe('POST');
    expect(JSON.parse(String(add?.[1]?.body))).toEqual({
      products: [{ productNo: 'DA100001', productOptionNo: 'DA10000101', offerNumber: '123456', quantity: 1 }],
      wishlistId: '',
    });
  });

  it('starts pressed when any option of the product is saved, and pressing removes every saved option', async () => {
    const other = { ...entry, productOptionNo: 'DA10000102' };
    const fetch = stubServer([entry, other]);
    renderHeart();
    const heart = await screen.findByRole('button', { name: 'Remove Wrap Dress from saved items', pressed: true });
    fireEvent.click(heart);
    await screen.findByRole('button', { name: 'Save Wrap Dress for later', pressed: false });
    const remove = fetch.mock.calls.find(([url]) => url.startsWith('/api/save-for-later/removeItemsFromSFL'));
    expect(remove?.[0]).toBe('/api/save-for-later/removeItemsFromSFL?wishlistId=w-1');
    expect(JSON.parse(String(remove?.[1]?.body))).toMatchObject({
      actionType: 'SPECIFIC',
      products: [{ productOptionNo: 'DA10000101' }, { productOptionNo: 'DA10000102' }],
    });
  });

  it('shows the server’s message and stays unpressed when the save is refused', async () => {
    stubServer([], true);
    renderHeart();
    fireEvent.click(await screen.findByRole('button', { name: 'Save Wrap Dress for later' }));
    expect(await screen.findByText('You can save up to 50 items.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Save Wrap Dress for later' }).getAttribute('aria-pressed')).toBe(
      'false',
    );
  });

  it('is a native button (Enter and Space work from the keyboard) that sends nothing without an option', async () => {
    const fetch = stubServer([]);
    renderHeart(null);
    const heart = await screen.findByRole('button', { name: 'Save Wrap Dress for later' });
    expect(heart.tagName).toBe('BUTTON');
    expect(heart.getAttribute('type')).toBe('button');
    fireEvent.click(heart);
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    expect(fetch.mock.calls.every(([url]) => url.startsWith('/api/save-for-later/savedItems'))).toBe(true);
  });
});

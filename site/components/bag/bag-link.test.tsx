// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { SWRConfig } from 'swr';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { bagKey, COUNT_KEY } from '@/lib/bag/client-api.ts';
import { miniBagOpenAtom } from '@/lib/bag/state.ts';
import { BagLink } from './bag-link.tsx';

// The mini bag loads on first open; loading its module here keeps the cold transform out of the waits.
beforeAll(async () => {
  await import('./mini-bag.tsx');
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('BagLink', () => {
  it('keeps the page and the bag link when the mini bag cannot load, and closes it', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    // Two items, and a bag whose lines the popover cannot show: rendering it fails, as it does when its chunk cannot
    // load after a deploy (the same boundary catches both).
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) =>
        url === COUNT_KEY
          ? Response.json({ code: 'SUCCESS', cartId: 'sealed-cart', itemCount: 2 })
          : url === bagKey('sealed-cart')
            ? Response.json({ cartId: 'sealed-cart', cartEntries: 'not a list' })
            : Response.json({ code: 'NOT_FOUND' }, { status: 404 }),
      ),
    );
    const store = createStore();
    store.set(miniBagOpenAtom, true);
    render(
      <SWRConfig value={{ provider: () => new Map() }}>
        <Provider store={store}>
          <main>
            <p>Page content</p>
            <BagLink />
          </main>
        </Provider>
      </SWRConfig>,
    );
    await waitFor(() => expect(store.get(miniBagOpenAtom)).toBe(false));
    expect(screen.getByText('Page content')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('bag-count').textContent).toContain('2'));
    expect(warn).toHaveBeenCalledWith('The mini bag could not load', expect.any(TypeError));
  });
});

// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { miniBagOpenAtom } from '@/lib/bag/state.ts';

vi.mock('@/lib/bag/hooks.ts', () => ({ useBagCount: () => ({ data: { itemCount: 2 } }) }));
// A chunk that cannot load after a deploy: rendering the popover fails.
vi.mock('./mini-bag.tsx', () => ({
  MiniBagPopover: () => {
    throw new Error('Loading chunk failed');
  },
}));

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('BagLink', () => {
  it('keeps the page and the bag link when the mini bag cannot load, and closes it', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { BagLink } = await import('./bag-link.tsx');
    const store = createStore();
    store.set(miniBagOpenAtom, true);
    render(
      <Provider store={store}>
        <main>
          <p>Page content</p>
          <BagLink />
        </main>
      </Provider>,
    );
    await waitFor(() => expect(store.get(miniBagOpenAtom)).toBe(false));
    expect(screen.getByText('Page content')).toBeTruthy();
    expect(screen.getByTestId('bag-count').textContent).toContain('2');
    expect(warn).toHaveBeenCalled();
  });
});

// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AppRouterContext, type AppRouterInstance } from 'next/dist/shared/lib/app-router-context.shared-runtime.js';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ListingControls, showResultsLabel } from './listing-controls-client.tsx';

// The App Router as Next.js provides it to the page (its context), taking the filters' URL changes.
const replace = vi.fn();
const router: AppRouterInstance = {
  back: vi.fn(),
  forward: vi.fn(),
  refresh: vi.fn(),
  push: vi.fn(),
  replace,
  prefetch: vi.fn(),
  bfcacheId: '_b_0_',
};

afterEach(() => {
  cleanup();
  replace.mockReset();
});

const facet = (value: string, count: number) => ({ value, label: value, count, selected: false });
const facets = {
  size: [facet('16', 12), facet('18', 9)],
  colour: [facet('Black', 7)],
  price: [],
  rating: [],
  onSale: facet('onSale', 3),
};
const filters = { sizes: [], colours: [], priceBands: [], minRating: null, onSale: false };

function renderControls(total: number) {
  return render(
    <AppRouterContext.Provider value={router}>
      <ListingControls
        path="/shop/c/dresses"
        filters={filters}
        sort="recommended"
        facets={facets}
        sortOptions={[{ value: 'recommended', label: 'Recommended' }]}
        total={total}
      >
        <ul>
          <li>Wrap Dress</li>
        </ul>
      </ListingControls>
    </AppRouterContext.Provider>,
  );
}

describe('listing filters on a phone', () => {
  it('open in a sheet whose "Show N results" closes it and gives focus back to the Filter button', async () => {
    renderControls(44);
    const open = screen.getByRole('button', { name: 'Filter' });
    expect(open.getAttribute('aria-haspopup')).toBe('dialog');
    open.focus();
    fireEvent.click(open);
    // The sheet's code loads on first use: give a busy machine time for that import.
    const sheet = await screen.findByRole('dialog', { name: 'Filter' }, { timeout: 5000 });
    fireEvent.click(within(sheet).getByRole('checkbox', { name: /^16/ }));
    expect(replace).toHaveBeenCalledWith(expect.stringMatching(/^\/shop\/c\/dresses\?.*size=16/), { scroll: false });
    const show = await within(sheet).findByRole('button', { name: 'Show 44 results' });
    await act(async () => {
      fireEvent.click(show);
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Filter' })).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: /^Filter/ })));
  });

  it('names the count the filters match', () => {
    expect(showResultsLabel(1)).toBe('Show 1 result');
    expect(showResultsLabel(0)).toBe('Show 0 results');
    expect(showResultsLabel(44)).toBe('Show 44 results');
  });
});

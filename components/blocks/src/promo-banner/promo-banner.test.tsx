import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderBlock, renderBlocks } from '../test-support.tsx';
import { PromoBanner } from './promo-banner.tsx';
import { promoBannerData } from './query.ts';
import { TERMS_ERROR_MESSAGE } from './terms.ts';

function block(termsName: string | null) {
  return promoBannerData.parse({
    _key: 'p1',
    _type: 'promoBanner',
    message: '20% off dresses this weekend',
    link: { label: 'Shop the offer', href: '/shop/c/dresses' },
    termsName,
  });
}

// The terms dialog loads lazily on first open; loading its module here keeps the cold transform out of the waits.
beforeAll(async () => {
  await import('./terms-dialog.tsx');
});

afterEach(() => {
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

describe('promo banner block', () => {
  it('shows the message and its link', async () => {
    await renderBlock(PromoBanner, block(null));
    const banner = screen.getByRole('complementary', { name: 'Promotion' });
    expect(within(banner).getByText('20% off dresses this weekend')).toBeTruthy();
    expect(within(banner).getByRole('link', { name: 'Shop the offer' }).getAttribute('href')).toBe('/shop/c/dresses');
    expect(within(banner).queryByRole('link', { name: /Terms apply/ })).toBeNull();
  });

  it('carries its key in data-promo-id, which the page’s analytics reports as a promo view', async () => {
    await renderBlock(PromoBanner, block(null));
    expect(screen.getByRole('complementary', { name: 'Promotion' }).getAttribute('data-promo-id')).toBe('p1');
  });

  it('opens the named terms from the CMS in a dialog, keeping ?terms= in the address', async () => {
    const fetchMock = vi.fn(async () =>
      Response.json({
        name: 'weekend-20',
        title: 'Weekend 20% off',
        body: 'Ends Sunday at midnight.\n\nOne use per customer.',
      }),
    );
    vi.stubGlobal('fetch', fetchMock);
    await renderBlock(PromoBanner, block('weekend-20'));
    const link = screen.getByRole('link', { name: 'Terms apply: 20% off dresses this weekend' });
    expect(link.getAttribute('href')).toBe('?terms=weekend-20');
    fireEvent.click(link);
    const dialog = await screen.findByRole('dialog', { name: 'Terms and conditions' });
    expect(await within(dialog).findByText('Ends Sunday at midnight.')).toBeTruthy();
    expect(within(dialog).getByText('One use per customer.')).toBeTruthy();
    expect(within(dialog).getByText('Weekend 20% off')).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledWith('/api/cms/banner-terms?name=weekend-20', expect.anything());
    expect(window.location.search).toBe('?terms=weekend-20');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close terms' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(window.location.search).toBe('');
  });

  it('opens straight onto the terms when the address asks for them, and says so when they cannot load', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ code: 'NOT_FOUND' }, { status: 404 })),
    );
    window.history.replaceState(null, '', '/?terms=missing-terms');
    await renderBlock(PromoBanner, block('missing-terms'));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText(TERMS_ERROR_MESSAGE)).toBeTruthy();
  });

  it('drops a malformed terms name but keeps the banner; a banner without a message is skipped', async () => {
    expect(block('Not A Slug!').termsName).toBeNull();
    const { container, warnings } = await renderBlocks([{ _key: 'p2', _type: 'promoBanner', message: '' }]);
    expect(container.textContent).toBe('');
    expect(warnings[0]).toContain('message');
  });
});

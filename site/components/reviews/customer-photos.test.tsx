// @vitest-environment jsdom
import type { Review, ReviewsProvider } from '@shop/commerce/reviews/provider';
import { captureLogs, type LogRecord } from '@shop/runtime/log-capture';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

const logged: LogRecord[] = [];
beforeAll(() => captureLogs(logged));
const switches = vi.hoisted(() => ({ ugc: true, reviews: true }));
vi.mock('@/lib/toggles/server.ts', () => ({
  isToggleEnabled: async (name: string) =>
    name === 'user-generated-content' ? switches.ugc : name === 'product-reviews' ? switches.reviews : true,
}));
const platform = vi.hoisted(() => ({ provider: null as unknown as Partial<ReviewsProvider> }));
vi.mock('@/lib/reviews/provider.ts', () => ({ reviewsProvider: () => platform.provider }));

const { CustomerPhotos } = await import('./customer-photos.tsx');

const photo = (id: string) => ({ id, width: 800, height: 1200, thumbnailWidth: 213, thumbnailHeight: 320 });
const review = (n: number, overrides: Partial<Review> = {}): Review => ({
  id: `r-${n}`,
  productId: 'DA100001',
  status: 'APPROVED',
  reasonCode: null,
  rating: 5,
  title: `Review ${n}`,
  text: 'Lovely.',
  nickname: `Shopper ${n}`,
  fit: null,
  sizeBought: null,
  isRecommended: null,
  verifiedPurchaser: false,
  incentivised: false,
  photos: [photo(`p-${n}a`)],
  helpful: 0,
  notHelpful: 0,
  submittedAt: '2026-11-20T10:00:00.000Z',
  moderatedAt: '2026-11-21T10:00:00.000Z',
  ...overrides,
});

// The lightbox loads lazily on first open; loading its module here keeps the cold transform out of the waits.
beforeAll(async () => {
  await import('./photo-dialog.tsx');
});

let list: ReturnType<typeof vi.fn>;
beforeEach(() => {
  switches.ugc = true;
  switches.reviews = true;
  list = vi.fn(async () => ({
    total: 3,
    offset: 0,
    limit: 50,
    reviews: [
      review(1, { photos: [photo('p-1a'), photo('p-1b')] }),
      review(2),
      // Defence in depth: were the platform to answer one, a pending review's photo is not shown.
      review(3, { status: 'PENDING', photos: [photo('p-pending')] }),
    ],
  }));
  platform.provider = { list } as unknown as Partial<ReviewsProvider>;
});
afterEach(() => cleanup());

async function show() {
  const node = await CustomerPhotos({ productNumber: 'DA100001', heading: 'Customer photos', id: 'cp' });
  return node ? render(node) : null;
}

describe('CustomerPhotos', () => {
  it('shows the approved reviews’ photos, asking the platform for reviews with photos only', async () => {
    await show();
    expect(list).toHaveBeenCalledWith('DA100001', expect.objectContaining({ hasPhotos: true, sort: 'newest' }));
    const gallery = screen.getByRole('list', { name: 'Customer photos' });
    const buttons = within(gallery).getAllByRole('button');
    expect(buttons.map((b) => b.getAttribute('aria-label'))).toEqual([
      'Enlarge photo 1 of 2 from Shopper 1’s review “Review 1”',
      'Enlarge photo 2 of 2 from Shopper 1’s review “Review 1”',
      'Enlarge photo 1 of 1 from Shopper 2’s review “Review 2”',
    ]);
    expect(gallery.querySelector('img')?.getAttribute('src')).toBe('/images/reviews/p-1a-thumbnail.webp');
    expect(document.body.innerHTML).not.toContain('p-pending');
  });

  it('is hidden when the user-generated content switch is off (the platform is not asked)', async () => {
    switches.ugc = false;
    expect(await show()).toBeNull();
    expect(list).not.toHaveBeenCalled();
  });

  it('is hidden when the reviews switch is off, when there are no photos and when the platform fails', async () => {
    switches.reviews = false;
    expect(await show()).toBeNull();
    switches.reviews = true;
    list.mockResolvedValueOnce({ total: 0, offset: 0, limit: 50, reviews: [] });
    expect(await show()).toBeNull();
    list.mockRejectedValueOnce(new Error('down'));
    logged.length = 0;
    expect(await show()).toBeNull();
    expect(logged).toEqual([
      expect.objectContaining({
        level: 'warn',
        component: 'reviews',
        msg: 'shown without customer photos',
        err: expect.objectContaining({ message: 'down' }),
      }),
    ]);
  });

  it('the lightbox: opens on a thumbnail, steps with the arrow keys and buttons, Escape closes it back to the thumbnail', async () => {
    await show();
    const second = screen.getByRole('button', { name: /^Enlarge photo 2 of 2 from Shopper 1/ });
    act(() => second.focus());
    fireEvent.click(second);
    const dialog = await screen.findByRole('dialog', { name: 'Customer photo 2 of 3' });
    expect(within(dialog).getByRole('img').getAttribute('src')).toBe('/images/reviews/p-1b-normal.webp');
    expect(dialog.contains(document.activeElement)).toBe(true);
    fireEvent.keyDown(document.activeElement ?? dialog, { key: 'ArrowRight' });
    expect(within(dialog).getByRole('img').getAttribute('alt')).toBe('photo 1 of 1 from Shopper 2’s review “Review 2”');
    expect(within(dialog).getByRole('heading').textContent).toBe('Customer photo 3 of 3');
    fireEvent.keyDown(document.activeElement ?? dialog, { key: 'ArrowRight' });
    expect(within(dialog).getByRole('heading').textContent).toBe('Customer photo 1 of 3');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Previous photo' }));
    expect(within(dialog).getByRole('heading').textContent).toBe('Customer photo 3 of 3');
    fireEvent.keyDown(document.activeElement ?? dialog, { key: 'Escape' });
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await vi.waitFor(() => expect(document.activeElement).toBe(second));
  });
});

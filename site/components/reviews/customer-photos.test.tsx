// @vitest-environment jsdom
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Review } from '@shop/commerce/reviews/provider';
import { captureLogs, type LogRecord } from '@shop/runtime/log-capture';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { toggles } from '@/lib/toggles/names.ts';
import { createToggleClient, installToggleClient } from '@/lib/toggles/server.ts';
import { CustomerPhotos } from './customer-photos.tsx';

const logged: LogRecord[] = [];
beforeAll(() => captureLogs(logged));

// The review platform and the toggle proxy, over HTTP as the page asks them: the platform's list of reviews answered
// by `list` (a rejection is a 503 with its message), every switch on but those `switches` turns off.
let list: ReturnType<typeof vi.fn<(productId: string, query: Record<string, unknown>) => Promise<unknown>>>;
const switches = { ugc: true, reviews: true };
let server: Server;
beforeAll(async () => {
  server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://platform.test');
    const answer = (status: number, body: unknown) =>
      response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    if (url.pathname === '/proxy') {
      const off: string[] = [
        ...(switches.ugc ? [] : [toggles.userGeneratedContent]),
        ...(switches.reviews ? [] : [toggles.productReviews]),
      ];
      const on = Object.values(toggles).filter((name) => !off.includes(name));
      answer(200, {
        toggles: on.map((name) => ({ name, enabled: true, variant: { name: 'disabled', enabled: false } })),
      });
      return;
    }
    if (url.pathname !== '/reviews/v1/reviews') {
      answer(404, { message: `no such call: ${url.pathname}` });
      return;
    }
    const query = Object.fromEntries(
      [...url.searchParams]
        .filter(([name]) => name !== 'productId')
        .map(([name, value]) => [
          name,
          name === 'sort' ? value : name === 'hasPhotos' ? value === 'true' : Number(value),
        ]),
    );
    list(url.searchParams.get('productId') ?? '', query).then(
      (body) => answer(200, body),
      (error: Error) => answer(503, { message: error.message }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  vi.stubEnv('REVIEWS_URL', base);
  installToggleClient(createToggleClient({ url: `${base}/proxy`, clientKey: 'k', ttlSeconds: 0 }));
});
afterAll(async () => {
  installToggleClient(undefined);
  vi.unstubAllEnvs();
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

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
    // A click with no pointer down before it is a screen reader's, after which react-aria moves focus a frame later.
    // It can tell only once its page-wide listeners are on, which an earlier file sharing the worker may have done.
    await vi.waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
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

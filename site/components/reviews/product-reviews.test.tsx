// @vitest-environment jsdom
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Review, ReviewStatistics } from '@shop/commerce/reviews/provider';
import { captureLogs, type LogRecord } from '@shop/runtime/log-capture';
import { cleanup, render, screen, within } from '@testing-library/react';
import { AppRouterContext, type AppRouterInstance } from 'next/dist/shared/lib/app-router-context.shared-runtime.js';
import { PathnameContext } from 'next/dist/shared/lib/hooks-client-context.shared-runtime.js';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ME_KEY } from '@/lib/auth-client/use-session.ts';
import { toggles } from '@/lib/toggles/names.ts';
import { createToggleClient, installToggleClient } from '@/lib/toggles/server.ts';
import { ProductReviews, reviewsQuery } from './product-reviews.tsx';

const logged: LogRecord[] = [];
beforeAll(() => captureLogs(logged));

// The review platform and the toggle proxy, over HTTP as the page asks them: the platform's calls answered by
// `platform` (a rejection is a 503 with its message), every switch on but those `switches` turns off.
const platform = {
  statistics: vi.fn<(productIds: string[]) => Promise<ReviewStatistics[]>>(),
  list: vi.fn<(productId: string, query: Record<string, unknown>) => Promise<unknown>>(),
};
const switches = { reviews: true };
let server: Server;
beforeAll(async () => {
  server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://platform.test');
    const answer = (status: number, body: unknown) =>
      response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    if (url.pathname === '/proxy') {
      const on = Object.values(toggles).filter((name) => name !== toggles.productReviews || switches.reviews);
      answer(200, {
        toggles: on.map((name) => ({ name, enabled: true, variant: { name: 'disabled', enabled: false } })),
      });
      return;
    }
    const productId = url.searchParams.get('productId') ?? '';
    const query = Object.fromEntries(
      [...url.searchParams]
        .filter(([name]) => name !== 'productId')
        .map(([name, value]) => [
          name,
          name === 'sort' ? value : name === 'hasPhotos' ? value === 'true' : Number(value),
        ]),
    );
    const call =
      url.pathname === '/reviews/v1/statistics'
        ? platform.statistics(productId.split(',')).then((results) => ({ results }))
        : url.pathname === '/reviews/v1/reviews'
          ? platform.list(productId, query)
          : Promise.reject(new Error(`no such call: ${url.pathname}`));
    call.then(
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

// In the browser: a guest (GET /api/auth/me answers 204), on the product page as Next.js's router provides it.
beforeEach(() => {
  platform.statistics.mockReset();
  platform.list.mockReset();
  switches.reviews = true;
  const network = globalThis.fetch;
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) =>
    String(input) === ME_KEY ? Promise.resolve(new Response(null, { status: 204 })) : network(input, init),
  );
});
const router: AppRouterInstance = {
  back: vi.fn(),
  forward: vi.fn(),
  refresh: vi.fn(),
  push: vi.fn(),
  replace: vi.fn(),
  prefetch: vi.fn(),
  bfcacheId: '_b_0_',
};
const onPage = (children: ReactNode) => (
  <SWRConfig value={{ provider: () => new Map() }}>
    <AppRouterContext.Provider value={router}>
      <PathnameContext.Provider value="/shop/p/da100001">{children}</PathnameContext.Provider>
    </AppRouterContext.Provider>
  </SWRConfig>
);

const stats: ReviewStatistics = {
  productId: 'DA100001',
  totalReviewCount: 23,
  averageOverallRating: 4.13,
  ratingDistribution: { '1': 1, '2': 1, '3': 2, '4': 8, '5': 11 },
  recommendedCount: 20,
  fit: { small: 2, true: 15, large: 1 },
};
const review = (n: number, overrides: Partial<Review> = {}): Review => ({
  id: `s-DA100001-${n}`,
  productId: 'DA100001',
  status: 'APPROVED',
  reasonCode: null,
  rating: 5,
  title: `Review ${n}`,
  text: 'Lovely & soft.',
  nickname: 'Jo',
  fit: 'true',
  sizeBought: '12',
  isRecommended: true,
  verifiedPurchaser: n === 1,
  incentivised: n === 2,
  photos: n === 1 ? [{ id: 'p-abc', width: 800, height: 1200, thumbnailWidth: 213, thumbnailHeight: 320 }] : [],
  helpful: 3,
  notHelpful: 0,
  submittedAt: '2026-11-20T10:00:00.000Z',
  moderatedAt: '2026-11-21T10:00:00.000Z',
  ...overrides,
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function show(search: Record<string, string> = {}) {
  platform.statistics.mockImplementation(async () => [stats]);
  const list = platform.list.mockImplementation(async () => ({
    total: 23,
    offset: 0,
    limit: 10,
    reviews: [review(1), review(2)],
  }));
  render(
    onPage(
      await ProductReviews({
        productNumber: 'DA100001',
        productName: 'Wrap Dress',
        path: '/shop/p/da100001',
        query: reviewsQuery(search),
      }),
    ),
  );
  return list;
}

describe('ProductReviews', () => {
  it('summarises the approved reviews with the distribution as filter links', async () => {
    await show();
    const section = screen.getByRole('region', { name: 'Reviews' });
    expect(within(section).getByText('Based on 23 reviews')).toBeTruthy();
    expect(within(section).getByText('87% would recommend it')).toBeTruthy();
    expect(within(section).getByText('Fit: most say true to size (15 of 18)')).toBeTruthy();
    const five = within(section).getByRole('link', { name: '5 stars' });
    expect(five.closest('li')?.textContent).toBe('5 stars11 reviews');
    expect(five.getAttribute('href')).toBe('/shop/p/da100001?reviewRating=5#reviews');
    expect(await within(section).findByRole('link', { name: 'Sign in to write a review' })).toBeTruthy();
  });

  it('shows each review with its flags, photo and helpful votes, and the page links', async () => {
    await show();
    const first = screen.getByRole('article', { name: 'Review 1' });
    expect(within(first).getByRole('img', { name: 'Rated 5 out of 5' })).toBeTruthy();
    expect(within(first).getByText('Verified purchase')).toBeTruthy();
    expect(within(first).getByText('Size bought: 12')).toBeTruthy();
    expect(
      within(first)
        .getByRole('button', { name: /^Enlarge photo 1 of 1/ })
        .querySelector('img')
        ?.getAttribute('src'),
    ).toBe('/images/reviews/p-abc-thumbnail.webp');
    expect(within(first).getByRole('button', { name: 'Yes (3)' })).toBeTruthy();
    expect(within(screen.getByRole('article', { name: 'Review 2' })).getByText(/free or a reward/)).toBeTruthy();
    const pages = screen.getByRole('navigation', { name: 'Review pages' });
    expect(
      within(pages)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toContain('/shop/p/da100001?reviewPage=2#reviews');
  });

  it('asks the platform for the sort, the stars and the page in the URL, and keeps them in its links', async () => {
    const list = await show({ reviewSort: 'rating-high', reviewRating: '4', reviewPage: '2' });
    expect(list).toHaveBeenCalledWith('DA100001', { sort: 'rating-high', rating: 4, offset: 10, limit: 10 });
    expect(screen.getByRole('link', { name: 'Show all reviews' }).getAttribute('href')).toBe(
      '/shop/p/da100001?reviewSort=rating-high#reviews',
    );
    expect(reviewsQuery({ reviewSort: 'random', reviewRating: '9', reviewPage: '-1' })).toEqual({
      sort: 'newest',
      rating: null,
      page: 1,
    });
  });

  it('says so when the platform is down, and shows nothing with the switch off', async () => {
    platform.statistics.mockImplementation(async () => Promise.reject(new Error('down')));
    platform.list.mockImplementation(async () => Promise.reject(new Error('down')));
    logged.length = 0;
    render(
      onPage(
        await ProductReviews({
          productNumber: 'DA100001',
          productName: 'Wrap Dress',
          path: '/x',
          query: reviewsQuery({}),
        }),
      ),
    );
    expect(screen.getByText('Reviews are not available at the moment. Please try again later.')).toBeTruthy();
    expect(logged).toEqual([
      expect.objectContaining({
        level: 'warn',
        component: 'reviews',
        msg: 'shown without reviews',
        productNumber: 'DA100001',
        err: expect.objectContaining({ message: 'down' }),
      }),
    ]);
    cleanup();
    switches.reviews = false;
    expect(
      await ProductReviews({
        productNumber: 'DA100001',
        productName: 'Wrap Dress',
        path: '/x',
        query: reviewsQuery({}),
      }),
    ).toBeNull();
    switches.reviews = true;
  });
});

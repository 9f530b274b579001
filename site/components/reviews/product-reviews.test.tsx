// @vitest-environment jsdom
import type { Review, ReviewStatistics, ReviewsProvider } from '@shop/commerce/reviews/provider';
import { captureLogs, type LogRecord } from '@shop/runtime/log-capture';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

const logged: LogRecord[] = [];
beforeAll(() => captureLogs(logged));
vi.mock('@/lib/auth-client/use-session.ts', () => ({ useSession: () => ({ isSignedIn: false, isLoading: false }) }));
vi.mock('next/navigation', () => ({
  usePathname: () => '/shop/p/da100001',
  useRouter: () => ({ push: vi.fn() }),
  useSearchParams: () => new URLSearchParams(),
}));
const switches = vi.hoisted(() => ({ reviews: true }));
vi.mock('@/lib/toggles/server.ts', () => ({
  isToggleEnabled: async (name: string) => (name === 'product-reviews' ? switches.reviews : true),
}));
const platform = vi.hoisted(() => ({ provider: null as unknown as Partial<ReviewsProvider> }));
vi.mock('@/lib/reviews/provider.ts', () => ({ reviewsProvider: () => platform.provider }));

const { ProductReviews, reviewsQuery } = await import('./product-reviews.tsx');

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

afterEach(() => cleanup());

async function show(search: Record<string, string> = {}) {
  const list = vi.fn(async () => ({ total: 23, offset: 0, limit: 10, reviews: [review(1), review(2)] }));
  platform.provider = { statistics: async () => [stats], list };
  render(
    await ProductReviews({
      productNumber: 'DA100001',
      productName: 'Wrap Dress',
      path: '/shop/p/da100001',
      query: reviewsQuery(search),
    }),
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
    expect(within(section).getByRole('link', { name: 'Sign in to write a review' })).toBeTruthy();
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
    platform.provider = {
      statistics: async () => Promise.reject(new Error('down')),
      list: async () => Promise.reject(new Error('down')),
    };
    logged.length = 0;
    render(
      await ProductReviews({
        productNumber: 'DA100001',
        productName: 'Wrap Dress',
        path: '/x',
        query: reviewsQuery({}),
      }),
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

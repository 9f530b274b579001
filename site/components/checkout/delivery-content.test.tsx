// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CUTOFF_KEY } from '@/lib/bag/client-api.ts';
import { DeliveryContentNotice } from './delivery-content.tsx';

// The cut-off the countdown asks for: an hour and a half from now, for delivery on Friday 11 December.
beforeEach(() => {
  const cutoff = { cutOffTime: new Date(Date.now() + 90 * 60_000).toISOString(), expressDeliveryDate: '2026-12-11' };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) =>
      url === CUTOFF_KEY ? Response.json(cutoff) : Response.json({ code: 'NOT_FOUND' }, { status: 404 }),
    ),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** With a cache of its own, so no other test's cut-off is shown. */
const withData = (children: ReactNode) => <SWRConfig value={{ provider: () => new Map() }}>{children}</SWRConfig>;

const content = {
  deliveryCountdown: 'Order within {time} for delivery on {date}',
  deliveryPromotion: {
    heading: 'Free delivery over £50',
    body: 'Spend £50 or more for free standard delivery to your door.',
    thresholdPence: 5000,
  },
};

describe('the delivery step’s CMS content', () => {
  it('shows the delivery promotion with what is left to spend, and the countdown with the CMS wording', async () => {
    render(withData(<DeliveryContentNotice content={content} orderValue={3250} />));
    expect(screen.getByTestId('delivery-promotion').textContent).toBe(
      'Free delivery over £50 Spend £50 or more for free standard delivery to your door. Spend £17.50 more to get it.',
    );
    expect((await screen.findByText(/^Order within/)).textContent).toBe(
      'Order within 1 hr 30 mins for delivery on Friday 11 December',
    );
  });

  it('leaves the promotion out once the bag has reached it, and shows nothing of it without content', () => {
    render(withData(<DeliveryContentNotice content={content} orderValue={5000} />));
    expect(screen.queryByTestId('delivery-promotion')).toBeNull();
    cleanup();
    render(withData(<DeliveryContentNotice content={null} orderValue={100} />));
    expect(screen.queryByTestId('delivery-promotion')).toBeNull();
  });
});

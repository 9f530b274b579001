import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderBlock, renderBlocks } from '../test-support.tsx';
import { countdownText, deadlineText } from './countdown-text.ts';
import { DeliveryCountdown } from './delivery-countdown.tsx';
import { deliveryCountdownData } from './query.ts';

const block = deliveryCountdownData.parse({
  _key: 'dc1',
  _type: 'deliveryCountdown',
  heading: 'Want it tomorrow?',
  link: { label: 'Delivery options', href: '/help/delivery' },
});

describe('delivery countdown block', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval', 'setTimeout', 'clearTimeout'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows the next-day deadline from the commerce cut-off and ticks the countdown every minute', async () => {
    // Tuesday 24 November 2026, 16:48 in London (GMT): cut-off 20:00 today, delivery Wednesday.
    vi.setSystemTime(new Date('2026-11-24T16:48:00Z'));
    await renderBlock(DeliveryCountdown, block);
    const region = screen.getByRole('region', { name: 'Want it tomorrow?' });
    expect(within(region).getByText('Order by 8pm today for delivery on Wednesday 25 November.')).toBeTruthy();
    expect(within(region).getByRole('timer').textContent).toBe('Order within 3h 12m for next-day delivery');
    await act(async () => {
      vi.advanceTimersByTime(60_000);
    });
    expect(within(region).getByRole('timer').textContent).toBe('Order within 3h 11m for next-day delivery');
    expect(within(region).getByRole('link', { name: 'Delivery options' })).toBeTruthy();
  });

  it('after the cut-off, names the next working day’s deadline', async () => {
    // Saturday 28 November 2026, 21:00: no despatch on Sunday, so Monday's cut-off for Tuesday delivery.
    vi.setSystemTime(new Date('2026-11-28T21:00:00Z'));
    await renderBlock(DeliveryCountdown, block);
    expect(screen.getByText('Order by 8pm on Monday for delivery on Tuesday 1 December.')).toBeTruthy();
    expect(screen.queryByRole('timer')).toBeNull();
  });

  it('words the countdown and deadline in London time across the clock change', () => {
    expect(countdownText('2026-06-01T19:00:00Z', Date.parse('2026-06-01T18:59:30Z'))).toBe(
      'Order within 1m for next-day delivery',
    );
    expect(countdownText('2026-06-01T19:00:00Z', Date.parse('2026-06-01T19:00:00Z'))).toBeNull();
    expect(
      deadlineText(
        { cutOffTime: '2026-06-01T19:00:00Z', expressDeliveryDate: '2026-06-02' },
        new Date('2026-06-01T08:00:00Z'),
      ),
    ).toBe('Order by 8pm today for delivery on Tuesday 2 June.');
  });

  it('is skipped with a warning by the renderer without a heading', async () => {
    vi.useRealTimers();
    const { container, warnings } = await renderBlocks([{ _key: 'dc2', _type: 'deliveryCountdown', heading: '' }]);
    expect(container.textContent).toBe('');
    expect(warnings[0]).toContain('heading');
  });
});

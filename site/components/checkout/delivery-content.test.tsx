// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DeliveryContentNotice } from './delivery-content.tsx';

vi.mock('@/components/bag/delivery-countdown.tsx', () => ({
  DeliveryCountdown: ({ template }: { template?: string | null }) => <p data-testid="countdown">{template}</p>,
}));

afterEach(cleanup);

const content = {
  deliveryCountdown: 'Order within {time} for delivery on {date}',
  deliveryPromotion: {
    heading: 'Free delivery over £50',
    body: 'Spend £50 or more for free standard delivery to your door.',
    thresholdPence: 5000,
  },
};

describe('the delivery step’s CMS content', () => {
  it('shows the delivery promotion with what is left to spend, and the countdown with the CMS wording', () => {
    render(<DeliveryContentNotice content={content} orderValue={3250} />);
    expect(screen.getByTestId('delivery-promotion').textContent).toBe(
      'Free delivery over £50 Spend £50 or more for free standard delivery to your door. Spend £17.50 more to get it.',
    );
    expect(screen.getByTestId('countdown').textContent).toBe('Order within {time} for delivery on {date}');
  });

  it('leaves the promotion out once the bag has reached it, and shows nothing of it without content', () => {
    render(<DeliveryContentNotice content={content} orderValue={5000} />);
    expect(screen.queryByTestId('delivery-promotion')).toBeNull();
    cleanup();
    render(<DeliveryContentNotice content={null} orderValue={100} />);
    expect(screen.queryByTestId('delivery-promotion')).toBeNull();
  });
});

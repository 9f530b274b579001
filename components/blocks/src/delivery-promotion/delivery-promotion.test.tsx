import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderBlock, renderBlocks } from '../test-support.tsx';
import { DeliveryPromotion, deliveryPromotionText } from './delivery-promotion.tsx';
import { deliveryPromotionData } from './query.ts';

describe('delivery promotion block', () => {
  it('fills the threshold into the message as money', async () => {
    const block = deliveryPromotionData.parse({
      _key: 'd1',
      _type: 'deliveryPromotion',
      message: 'Free standard delivery when you spend {threshold}',
      threshold: 50,
      link: { label: 'Delivery options', href: '/help/delivery' },
    });
    await renderBlock(DeliveryPromotion, block);
    const offer = screen.getByRole('complementary', { name: 'Delivery offer' });
    expect(within(offer).getByText('Free standard delivery when you spend £50')).toBeTruthy();
    expect(within(offer).getByRole('link', { name: 'Delivery options' }).getAttribute('href')).toBe('/help/delivery');
  });

  it('keeps pence when the threshold has them', () => {
    expect(deliveryPromotionText({ message: 'Spend {threshold} more', threshold: 49.99 })).toBe('Spend £49.99 more');
    expect(deliveryPromotionText({ message: 'Free delivery this week', threshold: null })).toBe(
      'Free delivery this week',
    );
  });

  it('is skipped with a warning when the message mentions a threshold that is not set', async () => {
    const { container, warnings } = await renderBlocks([
      { _key: 'd2', _type: 'deliveryPromotion', message: 'Free delivery over {threshold}', threshold: null },
    ]);
    expect(container.textContent).toBe('');
    expect(warnings[0]).toContain('threshold');
  });
});

// @vitest-environment jsdom
// The promo banner block as a page renders it is what the shell's promo-view tracking looks for: its element carries
// the block's key in data-promo-id, and trackPromoViews sends one promo_view for it (spec §9: up to 5 tries at 200 ms).
import { PromoBanner } from '@shop/blocks/promo-banner/promo-banner';
import { promoBannerData } from '@shop/blocks/promo-banner/query.ts';
import { testContext } from '@shop/blocks/test-support';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installAnalytics } from '@/lib/analytics/client.ts';
import { PROMO_ATTRIBUTE, trackPromoViews } from '@/lib/analytics/page-events.ts';
import type { AnalyticsBody } from '@/lib/analytics/records.ts';

afterEach(() => {
  cleanup();
  delete window.shopAnalytics;
});

async function renderBanner(key: string) {
  const block = promoBannerData.parse({
    _key: key,
    _type: 'promoBanner',
    message: '20% off dresses this weekend',
    link: { label: 'Shop the offer', href: '/shop/c/dresses' },
    termsName: null,
  });
  const element = await PromoBanner({
    block,
    context: { ...testContext, documentId: 'listingTemplate.dal', documentType: 'listingTemplate' },
    edit: () => undefined,
    headingLevel: 2,
  });
  render(element);
}

describe('promo banner views', () => {
  it('the banner carries its key as the promotion id, and the shell’s tracking sends a promo_view for it', async () => {
    await renderBanner('spring20');
    const banner = screen.getByRole('complementary', { name: 'Promotion' });
    expect(banner.getAttribute(PROMO_ATTRIBUTE)).toBe('spring20');

    const sent: AnalyticsBody[] = [];
    installAnalytics(async (body) => {
      sent.push(body);
      return true;
    });
    const waiting = trackPromoViews('/shop/c/dresses');
    waiting.cancel();
    expect(sent).toEqual([
      { kind: 'visit', recordType: 'event', path: '/shop/c/dresses', eventName: 'promo_view', recordId: 'spring20' },
    ]);
  });

  it('a banner streamed in after the page is still found within the tries', async () => {
    vi.useFakeTimers();
    try {
      const sent: AnalyticsBody[] = [];
      installAnalytics(async (body) => {
        sent.push(body);
        return true;
      });
      const waiting = trackPromoViews('/');
      expect(sent).toEqual([]);
      await renderBanner('late-banner');
      vi.advanceTimersByTime(200);
      waiting.cancel();
      expect(sent.map((body) => body.recordId)).toEqual(['late-banner']);
    } finally {
      vi.useRealTimers();
    }
  });
});

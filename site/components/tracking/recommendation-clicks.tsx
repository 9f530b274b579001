'use client';
// Around a list of recommended products: following one keeps the recommendation-click value (placement and product,
// spec §9) with consent, and removes it without (lib/tracking/recommendation-click.ts).
import type { Placement } from '@shop/commerce/recommendations/provider';
import type { MouseEvent, ReactNode } from 'react';
import { browserStorage } from '@/lib/client/storage.ts';
import { rememberRecommendationClick } from '@/lib/tracking/recommendation-click.ts';

/** The product a link inside a recommendations list leads to (`/shop/p/{productId}`), as a product number. */
export function recommendedProductOf(target: EventTarget | null): string | null {
  if (!(target instanceof Element)) return null;
  const href = target.closest('a[href]')?.getAttribute('href') ?? '';
  const match = /^\/shop\/p\/([a-z0-9]{1,24})(?:[/?#]|$)/.exec(href);
  return match?.[1] ? match[1].toUpperCase() : null;
}

function recordRecommendationClick(placement: Placement, event: MouseEvent): void {
  const productNumber = recommendedProductOf(event.target);
  if (productNumber) rememberRecommendationClick({ placement, productNumber }, browserStorage('local'));
}

export function RecommendationClicks({
  placement,
  className,
  children,
}: {
  placement: Placement;
  className?: string;
  children: ReactNode;
}) {
  return (
    // A click (mouse, Enter on a link, or a tap) bubbles here from the product's link; the div itself does nothing.
    // biome-ignore lint/a11y/noStaticElementInteractions: only observes clicks on the links inside.
    // biome-ignore lint/a11y/useKeyWithClickEvents: Enter on a link is a click; there is no action of its own.
    <div
      className={className}
      data-placement={placement}
      onClick={(event) => recordRecommendationClick(placement, event)}
    >
      {children}
    </div>
  );
}

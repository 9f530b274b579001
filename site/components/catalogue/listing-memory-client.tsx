'use client';

import { useEffect } from 'react';
import { browserStorage } from '@/lib/client/storage.ts';
import { savePlace, takePlace } from '@/lib/listing/memory.ts';

function currentUrl(): string {
  return window.location.pathname + window.location.search;
}

/**
 * Saves where the shopper was when they open a product from this listing, and puts them back there (scroll
 * position, product in view, focus on its link) when they return to the same listing URL.
 */
export function ListingMemory() {
  useEffect(() => {
    const place = takePlace(browserStorage('session'), currentUrl());
    if (place) {
      // After layout: the grid's images have fixed aspect ratios, so positions are already final.
      requestAnimationFrame(() => {
        const item = place.productId
          ? document.querySelector<HTMLElement>(`[data-product-id="${CSS.escape(place.productId)}"]`)
          : null;
        if (item) {
          window.scrollTo({ top: item.getBoundingClientRect().top + window.scrollY - place.productTop });
          item.querySelector<HTMLElement>('a')?.focus({ preventScroll: true });
        } else {
          window.scrollTo({ top: place.scrollY });
        }
      });
    }

    const remember = (event: MouseEvent) => {
      const target = event.target instanceof Element ? event.target : null;
      const item = target?.closest<HTMLElement>('[data-product-id]');
      if (!item?.querySelector('a')) return;
      savePlace(browserStorage('session'), currentUrl(), {
        scrollY: window.scrollY,
        productId: item.dataset.productId ?? null,
        productTop: item.getBoundingClientRect().top,
      });
    };
    document.addEventListener('click', remember, true);
    return () => document.removeEventListener('click', remember, true);
  }, []);
  return null;
}

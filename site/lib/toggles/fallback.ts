// Spec §8: "Feature toggle fetch failure falls back to a fixed enabled list." These are the switches the spec says
// are on (§9); every other toggle reads as off while the proxy is unavailable.

import { type ToggleName, toggles } from './names.ts';
import { createToggleSet, type FrontendToggle, type ToggleSet } from './toggle-set.ts';

export const fallbackEnabledToggles: readonly ToggleName[] = Object.freeze([
  toggles.deliverySubscription,
  toggles.productReviews,
  toggles.recommendations,
  toggles.miniProductPage,
  toggles.searchHistory,
  toggles.enhancedTracking,
]);

export const fallbackToggles: readonly FrontendToggle[] = Object.freeze(
  fallbackEnabledToggles.map((name) => ({
    name,
    enabled: true,
    variant: { name: 'disabled', enabled: false, feature_enabled: true },
    impressionData: false,
  })),
);

export const fallbackToggleSet: ToggleSet = createToggleSet(fallbackToggles, 'fallback');

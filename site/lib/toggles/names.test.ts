// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { fallbackEnabledToggles, fallbackToggleSet } from './fallback.ts';
import { toggleNames, toggles } from './names.ts';

// The local proxy's definitions; the site's names must all exist there so local runs exercise every toggle.
const sandboxDefinitions = JSON.parse(
  readFileSync(new URL('../../../lib/sandbox/data/toggles.json', import.meta.url), 'utf8'),
) as { toggles: Array<{ name: string; enabled: boolean }> };

describe('toggle names', () => {
  it('are unique kebab-case names', () => {
    expect(new Set(toggleNames).size).toBe(toggleNames.length);
    for (const name of toggleNames) expect(name).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
  });

  it('are all defined in the sandbox toggle file', () => {
    const defined = new Set(sandboxDefinitions.toggles.map((toggle) => toggle.name));
    expect(toggleNames.filter((name) => !defined.has(name))).toEqual([]);
  });
});

describe('fallback list', () => {
  it('is the six switches the spec says are on', () => {
    expect([...fallbackEnabledToggles].sort()).toEqual(
      [
        toggles.deliverySubscription,
        toggles.productReviews,
        toggles.recommendations,
        toggles.miniProductPage,
        toggles.searchHistory,
        toggles.enhancedTracking,
      ].sort(),
    );
    expect(fallbackToggleSet.isEnabled(toggles.contentSystemV2)).toBe(false);
    expect(fallbackToggleSet.isEnabled(toggles.hybridProductPageRedirect)).toBe(false);
    expect(fallbackToggleSet.source).toBe('fallback');
  });

  it('matches switches that are on in the sandbox', () => {
    const on = new Set(sandboxDefinitions.toggles.filter((toggle) => toggle.enabled).map((toggle) => toggle.name));
    for (const name of fallbackEnabledToggles) expect(on.has(name), name).toBe(true);
  });
});

// Shapes of the Unleash frontend API and the read-only set the site evaluates toggles with. Plain data and pure
// functions only, so both server code and client components can import it.

import type { ToggleName } from './names.ts';

export interface ToggleVariant {
  name: string;
  enabled: boolean;
  feature_enabled?: boolean;
  payload?: { type: string; value: string };
}

/** One toggle as the frontend API lists it (only enabled toggles are listed). Serialisable: pass to the client. */
export interface FrontendToggle {
  name: string;
  enabled: boolean;
  variant: ToggleVariant;
  impressionData: boolean;
}

/**
 * Where a set came from: `proxy` fresh (or revalidated) from the toggle proxy; `stale` the last good proxy answer,
 * served because the proxy could not be reached; `fallback` the fixed enabled list.
 */
export type ToggleSource = 'proxy' | 'stale' | 'fallback';

export interface ToggleSet {
  readonly source: ToggleSource;
  /** The enabled toggles — give these to `TogglesProvider` as `bootstrap`. */
  readonly toggles: readonly FrontendToggle[];
  isEnabled(name: ToggleName): boolean;
  /** The toggle's variant; `{ name: 'disabled', enabled: false }` when it is off or has no variants. */
  variant(name: ToggleName): ToggleVariant;
}

export const DISABLED_VARIANT: ToggleVariant = Object.freeze({ name: 'disabled', enabled: false });

export function createToggleSet(list: readonly FrontendToggle[], source: ToggleSource): ToggleSet {
  const enabled = list.filter((toggle) => toggle.enabled);
  const byName = new Map(enabled.map((toggle) => [toggle.name, toggle]));
  return {
    source,
    toggles: enabled,
    isEnabled: (name) => byName.has(name),
    variant: (name) => byName.get(name)?.variant ?? DISABLED_VARIANT,
  };
}

import type { ToggleDefinition } from './definitions.ts';
import { normalisedHash, VARIANT_SEED } from './murmurhash.ts';

/** Context fields the frontend API evaluates with; others the SDK sends (appName, environment…) are ignored. */
export interface EvaluationContext {
  userId?: string;
  sessionId?: string;
}

/** A variant as the Unleash frontend API returns it. */
export interface FrontendVariant {
  name: string;
  enabled: boolean;
  feature_enabled: boolean;
  payload?: { type: string; value: string };
}

/** A toggle as the Unleash frontend API returns it. */
export interface FrontendToggle {
  name: string;
  enabled: boolean;
  variant: FrontendVariant;
  impressionData: boolean;
}

/** Whether the toggle is on for this context: switched on, then the user list or the userId rollout decides. */
export function isEnabledFor(toggle: ToggleDefinition, context: EvaluationContext): boolean {
  if (!toggle.enabled) return false;
  const { rollout, userIds } = toggle;
  if (!rollout && !userIds) return true;
  const { userId } = context;
  if (userId && userIds?.includes(userId)) return true;
  if (!rollout || !userId || rollout.percentage <= 0) return false;
  return normalisedHash(userId, rollout.groupId ?? toggle.name) <= rollout.percentage;
}

/**
 * The variant for an enabled toggle, chosen the Unleash way: hash of `toggleName:stickyId` with the variant seed,
 * bucketed by cumulative weight. The sticky id is the userId, else the sessionId, else empty — deterministic, so
 * anonymous callers without a session all see the same variant (and responses stay cacheable by ETag).
 */
export function selectVariant(toggle: ToggleDefinition, context: EvaluationContext, enabled: boolean): FrontendVariant {
  const variants = toggle.variants ?? [];
  const total = variants.reduce((sum, variant) => sum + variant.weight, 0);
  if (!enabled || total <= 0) return { name: 'disabled', enabled: false, feature_enabled: enabled };
  const target = normalisedHash(context.userId ?? context.sessionId ?? '', toggle.name, total, VARIANT_SEED);
  let counter = 0;
  for (const variant of variants) {
    if (variant.weight === 0) continue;
    counter += variant.weight;
    if (target <= counter) {
      return {
        name: variant.name,
        enabled: true,
        feature_enabled: true,
        ...(variant.payload ? { payload: { ...variant.payload } } : {}),
      };
    }
  }
  return { name: 'disabled', enabled: false, feature_enabled: true };
}

export function evaluateToggle(toggle: ToggleDefinition, context: EvaluationContext): FrontendToggle {
  const enabled = isEnabledFor(toggle, context);
  return { name: toggle.name, enabled, variant: selectVariant(toggle, context, enabled), impressionData: false };
}

/** What `GET /proxy` lists: only the toggles enabled for this context, as Unleash does. */
export function evaluateEnabled(toggles: readonly ToggleDefinition[], context: EvaluationContext): FrontendToggle[] {
  return toggles.map((toggle) => evaluateToggle(toggle, context)).filter((toggle) => toggle.enabled);
}

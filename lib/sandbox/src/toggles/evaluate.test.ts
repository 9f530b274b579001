import { describe, expect, it } from 'vitest';
import type { ToggleDefinition } from './definitions.ts';
import { evaluateEnabled, evaluateToggle, isEnabledFor } from './evaluate.ts';

const base = { description: 'test' };

describe('isEnabledFor', () => {
  it('follows the switch when there is no rollout', () => {
    expect(isEnabledFor({ ...base, name: 'on', enabled: true }, {})).toBe(true);
    expect(isEnabledFor({ ...base, name: 'off', enabled: false }, { userId: 'u1' })).toBe(false);
  });

  it('rolls out to a stable share of users and never to anonymous callers', () => {
    const toggle: ToggleDefinition = {
      ...base,
      name: 'half',
      enabled: true,
      rollout: { percentage: 50, stickiness: 'userId' },
    };
    const users = Array.from({ length: 2000 }, (_, i) => `customer-${i}`);
    const first = users.map((userId) => isEnabledFor(toggle, { userId }));
    const second = users.map((userId) => isEnabledFor(toggle, { userId }));
    expect(second).toEqual(first);
    const share = first.filter(Boolean).length / users.length;
    expect(share).toBeGreaterThan(0.45);
    expect(share).toBeLessThan(0.55);
    expect(isEnabledFor(toggle, {})).toBe(false);
  });

  it('treats 0% and 100% as none and all, and listed users always get it', () => {
    const none: ToggleDefinition = {
      ...base,
      name: 'none',
      enabled: true,
      rollout: { percentage: 0, stickiness: 'userId' },
      userIds: ['vip'],
    };
    const all: ToggleDefinition = {
      ...base,
      name: 'all',
      enabled: true,
      rollout: { percentage: 100, stickiness: 'userId' },
    };
    for (let i = 0; i < 200; i++) {
      expect(isEnabledFor(none, { userId: `u${i}` })).toBe(false);
      expect(isEnabledFor(all, { userId: `u${i}` })).toBe(true);
    }
    expect(isEnabledFor(none, { userId: 'vip' })).toBe(true);
    expect(isEnabledFor({ ...none, enabled: false }, { userId: 'vip' })).toBe(false);
  });

  it('rolls toggles sharing a groupId out to the same users', () => {
    const rollout = { percentage: 30, stickiness: 'userId' as const, groupId: 'wave-1' };
    const a: ToggleDefinition = { ...base, name: 'a', enabled: true, rollout };
    const b: ToggleDefinition = { ...base, name: 'b', enabled: true, rollout };
    for (let i = 0; i < 300; i++) {
      expect(isEnabledFor(a, { userId: `u${i}` })).toBe(isEnabledFor(b, { userId: `u${i}` }));
    }
  });
});

describe('variants', () => {
  const experiment: ToggleDefinition = {
    ...base,
    name: 'experiment',
    enabled: true,
    variants: [
      { name: 'control', weight: 500 },
      { name: 'treatment', weight: 500, payload: { type: 'json', value: '{"colour":"teal"}' } },
    ],
  };

  it('gives a user the same variant every time and splits users by weight', () => {
    const counts = { control: 0, treatment: 0 } as Record<string, number>;
    for (let i = 0; i < 2000; i++) {
      const userId = `shopper-${i}`;
      const variant = evaluateToggle(experiment, { userId }).variant;
      expect(evaluateToggle(experiment, { userId }).variant).toEqual(variant);
      expect(variant.enabled).toBe(true);
      counts[variant.name] = (counts[variant.name] ?? 0) + 1;
    }
    expect(counts.control).toBeGreaterThan(900);
    expect(counts.treatment).toBeGreaterThan(900);
  });

  it('carries the payload and reports the disabled variant for toggles without variants', () => {
    const withPayload = Array.from({ length: 50 }, (_, i) => evaluateToggle(experiment, { userId: `p${i}` })).find(
      (toggle) => toggle.variant.name === 'treatment',
    );
    expect(withPayload?.variant.payload).toEqual({ type: 'json', value: '{"colour":"teal"}' });
    expect(evaluateToggle({ ...base, name: 'plain', enabled: true }, {})).toEqual({
      name: 'plain',
      enabled: true,
      variant: { name: 'disabled', enabled: false, feature_enabled: true },
      impressionData: false,
    });
  });

  it('lists only enabled toggles', () => {
    const listed = evaluateEnabled(
      [
        { ...base, name: 'on', enabled: true },
        { ...base, name: 'off', enabled: false },
      ],
      {},
    );
    expect(listed.map((toggle) => toggle.name)).toEqual(['on']);
  });
});

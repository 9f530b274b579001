import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DEFAULT_TOGGLES_FILE } from '../config.ts';
import { parseToggleFile } from './definitions.ts';

describe('bundled toggle definitions (data/toggles.json)', () => {
  const file = parseToggleFile(readFileSync(DEFAULT_TOGGLES_FILE, 'utf8'));
  const byName = new Map(file.toggles.map((toggle) => [toggle.name, toggle]));

  it('holds about fifty toggles', () => {
    expect(file.toggles.length).toBeGreaterThanOrEqual(45);
    expect(file.toggles.length).toBeLessThanOrEqual(60);
  });

  it('has the spec switches on and the new content-system version and the hybrid redirect off', () => {
    for (const name of [
      'delivery-subscription',
      'product-reviews',
      'recommendations',
      'mini-product-page',
      'search-history',
      'enhanced-tracking',
    ]) {
      expect(byName.get(name)?.enabled, name).toBe(true);
      expect(byName.get(name)?.rollout, name).toBeUndefined();
    }
    expect(byName.get('content-system-v2')?.enabled).toBe(false);
    expect(byName.get('hybrid-product-page-redirect')?.enabled).toBe(false);
  });

  it('defines the toggles the product relies on', () => {
    for (const name of [
      'ab-testing',
      'user-generated-content',
      'personalisation-tracking',
      'voucher-service',
      'restrict-phone-models-first-order',
      'nominated-day-delivery',
      'click-and-collect',
      'apple-pay',
      'google-pay',
      'instalment-provider',
      'credit-eligibility',
    ]) {
      expect(byName.has(name), name).toBe(true);
    }
  });
});

describe('parseToggleFile', () => {
  it('rejects malformed JSON, unknown fields, bad names and duplicates with a readable message', () => {
    expect(() => parseToggleFile('{')).toThrow(/not valid JSON/);
    expect(() => parseToggleFile('{"toggles":[{"name":"a","enabled":true,"description":"x","colour":1}]}')).toThrow();
    expect(() => parseToggleFile('{"toggles":[{"name":"Not Kebab","enabled":true,"description":"x"}]}')).toThrow(
      /kebab/,
    );
    expect(() =>
      parseToggleFile(
        '{"toggles":[{"name":"a","enabled":true,"description":"x"},{"name":"a","enabled":false,"description":"y"}]}',
      ),
    ).toThrow(/duplicate toggle a/);
    expect(() =>
      parseToggleFile(
        '{"toggles":[{"name":"a","enabled":true,"description":"x","variants":[{"name":"v","weight":1,"payload":{"type":"json","value":"{"}}]}]}',
      ),
    ).toThrow(/valid JSON/);
  });

  it('defaults rollout stickiness to userId', () => {
    const parsed = parseToggleFile(
      '{"toggles":[{"name":"a","enabled":true,"description":"x","rollout":{"percentage":10}}]}',
    );
    expect(parsed.toggles[0]?.rollout).toEqual({ percentage: 10, stickiness: 'userId' });
  });
});

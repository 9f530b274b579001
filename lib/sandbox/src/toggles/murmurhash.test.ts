import { describe, expect, it } from 'vitest';
import { murmurhash3, normalisedHash } from './murmurhash.ts';

describe('murmurhash3 (x86, 32-bit)', () => {
  it('matches the reference vectors', () => {
    expect(murmurhash3('', 0)).toBe(0);
    expect(murmurhash3('', 1)).toBe(0x514e28b7);
    expect(murmurhash3('hello', 0)).toBe(0x248bfa47);
    expect(murmurhash3('The quick brown fox jumps over the lazy dog', 0)).toBe(0x2e4ff723);
  });

  it('buckets like Unleash (client specification values)', () => {
    expect(normalisedHash('123', 'gr1')).toBe(73);
    expect(normalisedHash('999', 'groupX')).toBe(25);
  });
});

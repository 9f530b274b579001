// Deterministic pseudo-random numbers for the synthetic data sets (addresses, parcel shops): the same seed gives the
// same sequence on every machine and every run, so ids and answers are stable and tests can name them.

/** FNV-1a over the string's UTF-16 code units: a 32-bit seed from a name. */
export function hashSeed(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

export interface Seeded {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max]. */
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  chance(probability: number): boolean;
}

/** A small 32-bit generator (mulberry32 step) seeded from a number or a name. */
export function seeded(seed: number | string): Seeded {
  let state = typeof seed === 'string' ? hashSeed(seed) : seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    pick: (items) => items[Math.floor(next() * items.length)]!,
    chance: (probability) => next() < probability,
  };
}

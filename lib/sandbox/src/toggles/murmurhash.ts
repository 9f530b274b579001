// MurmurHash3 x86 32-bit over the UTF-8 bytes of a string: the hash Unleash uses for gradual rollout and variant
// stickiness, so a user lands in the same bucket here as with a real Unleash server.

const C1 = 0xcc9e2d51;
const C2 = 0x1b873593;

export function murmurhash3(text: string, seed = 0): number {
  const bytes = new TextEncoder().encode(text);
  const length = bytes.length;
  const blocks = length - (length % 4);
  let h = seed >>> 0;

  for (let i = 0; i < blocks; i += 4) {
    let k = bytes[i]! | (bytes[i + 1]! << 8) | (bytes[i + 2]! << 16) | (bytes[i + 3]! << 24);
    k = Math.imul(k, C1);
    k = (k << 15) | (k >>> 17);
    k = Math.imul(k, C2);
    h ^= k;
    h = (h << 13) | (h >>> 19);
    h = (Math.imul(h, 5) + 0xe6546b64) | 0;
  }

  const tail = length & 3;
  if (tail > 0) {
    let k = 0;
    if (tail === 3) k ^= bytes[blocks + 2]! << 16;
    if (tail >= 2) k ^= bytes[blocks + 1]! << 8;
    k ^= bytes[blocks]!;
    k = Math.imul(k, C1);
    k = (k << 15) | (k >>> 17);
    k = Math.imul(k, C2);
    h ^= k;
  }

  h ^= length;
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** Unleash's `normalizedHash`: a stable bucket 1..normaliser for `groupId:id`. */
export function normalisedHash(id: string, groupId: string, normaliser = 100, seed = 0): number {
  return (murmurhash3(`${groupId}:${id}`, seed) % normaliser) + 1;
}

/** Seed Unleash uses for variant assignment, so variant buckets are independent of rollout buckets. */
export const VARIANT_SEED = 86028157;

import { describe, expect, it } from 'vitest';
import { decryptCartId, encryptCartId, keepHeldCartId } from './cart-id.ts';

const id = '6f1c1a52-8a1e-4d1e-9b55-2f1f5d8b7c10';

describe('sealed cart ids', () => {
  it('keeps the id the shopper holds for the same bag, and takes the fresh one for another bag or none', () => {
    const held = encryptCartId(id);
    const fresh = encryptCartId(id);
    const other = encryptCartId('0b6d1f7e-3c2a-4f5e-8d9c-1a2b3c4d5e6f');
    expect(keepHeldCartId(held, fresh)).toBe(held);
    expect(keepHeldCartId(held, other)).toBe(other);
    expect(keepHeldCartId(null, fresh)).toBe(fresh);
    expect(keepHeldCartId('', fresh)).toBe(fresh);
    expect(keepHeldCartId('not-a-sealed-id', fresh)).toBe(fresh);
  });

  it('round-trips and uses a fresh nonce each time', () => {
    const a = encryptCartId(id);
    const b = encryptCartId(id);
    expect(a).not.toBe(b);
    expect(decryptCartId(a)).toBe(id);
    expect(Buffer.from(a, 'base64url').length).toBe(12 + 36 + 16);
  });

  it('rejects tampering, truncation and junk', () => {
    const sealed = encryptCartId(id);
    const raw = Buffer.from(sealed, 'base64url');
    raw[14] = (raw[14] ?? 0) ^ 1;
    expect(decryptCartId(raw.toString('base64url'))).toBeNull();
    expect(decryptCartId(sealed.slice(0, -4))).toBeNull();
    expect(decryptCartId(id)).toBeNull();
    expect(decryptCartId('')).toBeNull();
  });

  it('does not open with another key', () => {
    const sealed = encryptCartId(id);
    const previous = process.env.CART_ID_KEY;
    process.env.CART_ID_KEY = Buffer.alloc(32, 7).toString('base64');
    try {
      expect(decryptCartId(sealed)).toBeNull();
    } finally {
      if (previous === undefined) delete process.env.CART_ID_KEY;
      else process.env.CART_ID_KEY = previous;
    }
  });
});

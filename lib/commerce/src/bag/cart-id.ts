// The cart id as shoppers see it (cookie, responses, request bodies): the bag's UUID sealed with AES-256-GCM and a
// fresh 12-byte nonce (spec §9). Sealing means a shopper cannot forge or walk to another bag id, and a tampered or
// foreign value simply does not open (→ CART_NOT_FOUND).
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/** Development-only key (documented in .env.example); production sets CART_ID_KEY to 32 random bytes, base64. */
export const DEV_CART_ID_KEY = 'ZGV2LW9ubHktY2FydC1pZC1rZXktMzItYnl0ZXMhISE=';

const NONCE_BYTES = 12;
const TAG_BYTES = 16;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

let cachedKey: { source: string; key: Buffer } | null = null;

function cartIdKey(env: NodeJS.ProcessEnv = process.env): Buffer {
  const source = env.CART_ID_KEY || DEV_CART_ID_KEY;
  if (cachedKey?.source === source) return cachedKey.key;
  const key = Buffer.from(source, 'base64');
  if (key.length !== 32) throw new Error('CART_ID_KEY must be 32 bytes, base64-encoded');
  cachedKey = { source, key };
  return key;
}

/** Seals a bag id: base64url(nonce ‖ ciphertext ‖ tag). Two calls give different strings for the same bag. */
export function encryptCartId(bagId: string): string {
  const nonce = randomBytes(NONCE_BYTES);
  const cipher = createCipheriv('aes-256-gcm', cartIdKey(), nonce);
  const body = Buffer.concat([cipher.update(bagId, 'utf8'), cipher.final()]);
  return Buffer.concat([nonce, body, cipher.getAuthTag()]).toString('base64url');
}

/** Opens a sealed cart id; null for anything not sealed by us (tampered, truncated, other key, not a UUID). */
export function decryptCartId(sealed: string): string | null {
  if (typeof sealed !== 'string' || sealed.length < 40 || sealed.length > 200) return null;
  if (!/^[A-Za-z0-9_-]+$/.test(sealed)) return null;
  const raw = Buffer.from(sealed, 'base64url');
  if (raw.length <= NONCE_BYTES + TAG_BYTES) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', cartIdKey(), raw.subarray(0, NONCE_BYTES));
    decipher.setAuthTag(raw.subarray(raw.length - TAG_BYTES));
    const plain = Buffer.concat([
      decipher.update(raw.subarray(NONCE_BYTES, raw.length - TAG_BYTES)),
      decipher.final(),
    ]).toString('utf8');
    return UUID.test(plain) ? plain : null;
  } catch {
    return null;
  }
}

/**
 * The sealed id to answer with: the one the shopper already holds when it opens to the same bag as the answer, so a
 * page's bag keeps one id across changes (every sealing differs, and a new id each answer made the page's bag key move);
 * the fresh sealing otherwise (a new bag, or nothing held).
 */
export function keepHeldCartId(held: string | null | undefined, answered: string): string {
  if (!held || held === answered) return answered;
  const bag = decryptCartId(answered);
  return bag !== null && decryptCartId(held) === bag ? held : answered;
}

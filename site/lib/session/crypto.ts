// Sealing (AES-256-GCM, 12-byte nonce) for tokens at rest and the sign-in transaction cookie, and the session id:
// 32 random bytes in the cookie, only its SHA-256 in the database.
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

const keyCache = new Map<string, Buffer>();
function keyFor(secret: string, purpose: string): Buffer {
  const id = `${purpose}\0${secret}`;
  let key = keyCache.get(id);
  if (!key) {
    key = createHash('sha256').update(`shop-session:${purpose}:`).update(secret).digest();
    keyCache.set(id, key);
  }
  return key;
}

export function seal(value: unknown, secret: string, purpose: string): string {
  const nonce = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyFor(secret, purpose), nonce);
  const body = Buffer.concat([cipher.update(JSON.stringify(value), 'utf8'), cipher.final()]);
  return [nonce, cipher.getAuthTag(), body].map((part) => part.toString('base64url')).join('.');
}

/** The sealed value, or null when it was tampered with, sealed for another purpose, or malformed. */
export function unseal<T>(sealed: string, secret: string, purpose: string): T | null {
  const [nonce, tag, body] = sealed.split('.');
  if (!nonce || !tag || !body || sealed.length > 16_384) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', keyFor(secret, purpose), Buffer.from(nonce, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    const text = Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
    return JSON.parse(text) as T;
  } catch {
    return null;
  }
}

export const newSessionId = () => randomBytes(32).toString('base64url');
export const newJti = () => randomBytes(16).toString('hex');
export const hashSessionId = (id: string) => createHash('sha256').update(id).digest('hex');

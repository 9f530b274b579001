import { createHash, timingSafeEqual } from 'node:crypto';

const digest = (value: string): Buffer => createHash('sha256').update(value, 'utf8').digest();

/**
 * Returns a check for a presented key or token (toggle client keys, mail server tokens). Keys are compared as SHA-256 digests with `timingSafeEqual` (equal
 * lengths whatever was sent), and every configured key is compared, so timing reveals neither the key nor which one
 * matched.
 */
export function createClientKeyCheck(keys: readonly string[]): (presented: string | undefined) => boolean {
  const expected = keys.map(digest);
  return (presented) => {
    const candidate = digest(presented ?? '');
    let ok = false;
    for (const key of expected) ok = timingSafeEqual(candidate, key) || ok;
    return ok && presented !== undefined && presented !== '';
  };
}

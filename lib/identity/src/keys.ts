// Signing and cookie keys, generated on first start and kept in the data directory so tokens and sessions issued
// before a restart stay valid after it.
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { JWK } from 'oidc-provider';

export interface ProviderKeys {
  jwks: JWK[];
  cookieKeys: string[];
}

export function loadOrCreateKeys(dir: string): ProviderKeys {
  const file = join(dir, 'keys.json');
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as ProviderKeys;
  mkdirSync(dir, { recursive: true });
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const jwk = privateKey.export({ format: 'jwk' });
  const keys: ProviderKeys = {
    jwks: [{ ...jwk, kid: randomBytes(8).toString('hex'), use: 'sig', alg: 'RS256' } as JWK],
    cookieKeys: [randomBytes(32).toString('base64url')],
  };
  writeFileSync(file, JSON.stringify(keys), { mode: 0o600 });
  return keys;
}

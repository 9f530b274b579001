// The gateway's RS256 signing key (capture contexts, transient tokens, payer-authentication access tokens), kept as a
// private JWK under the gateway's data folder so tokens issued before a restart still verify; the JWKS publishes the
// public half.
import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { type CryptoKey, exportJWK, generateKeyPair, importJWK, type JWK } from 'jose';

export interface SigningKey {
  kid: string;
  privateKey: CryptoKey;
  publicKey: CryptoKey;
  publicJwk: JWK;
}

export function signingKeyLoader(dir: string): () => Promise<SigningKey> {
  let loading: Promise<SigningKey> | undefined;
  return () => {
    loading ??= load(dir);
    return loading;
  };
}

async function load(dir: string): Promise<SigningKey> {
  const file = path.join(dir, 'signing-key.json');
  let privateJwk: JWK;
  if (existsSync(file)) {
    privateJwk = JSON.parse(readFileSync(file, 'utf8')) as JWK;
  } else {
    const pair = await generateKeyPair('RS256', { modulusLength: 2048, extractable: true });
    privateJwk = { ...(await exportJWK(pair.privateKey)), kid: randomUUID(), alg: 'RS256', use: 'sig' };
    mkdirSync(dir, { recursive: true });
    const temp = path.join(dir, `.signing-key.${process.pid}.tmp`);
    writeFileSync(temp, JSON.stringify(privateJwk), { mode: 0o600 });
    renameSync(temp, file);
  }
  const { kty, n, e, kid } = privateJwk;
  const publicJwk: JWK = { kty, n, e, kid, alg: 'RS256', use: 'sig' };
  return {
    kid: kid!,
    privateKey: (await importJWK(privateJwk, 'RS256')) as CryptoKey,
    publicKey: (await importJWK(publicJwk, 'RS256')) as CryptoKey,
    publicJwk,
  };
}

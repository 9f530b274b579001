// `node lib/identity/src/server.ts`: the local OpenID Connect provider on IDENTITY_PORT (default 3100).
import { exitOnProductionSecretProblems } from '@shop/runtime/deployment';
import { configFromEnv } from './config.ts';
import { log } from './log.ts';
import { identitySecrets } from './production-secrets.ts';
import { startIdentityServer } from './provider.ts';

exitOnProductionSecretProblems('identity', identitySecrets);

const server = await startIdentityServer(configFromEnv());
log.info({ issuer: server.issuer }, `▸ identity (OpenID Connect) ${server.issuer}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    server.close().finally(() => process.exit(0));
  });
}

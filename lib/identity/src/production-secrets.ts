// The identity provider's secrets a production deployment (lib/runtime/src/deployment.ts) must set: the site client's
// secret and the mail provider's server token default to committed development values. Its cookie and signing keys
// are generated into its data folder, never committed.
import type { SecretRule } from '@shop/runtime/deployment';
import { DEV_CLIENT_SECRET } from './config.ts';
import { DEV_MAIL_SERVER_TOKEN } from './mail.ts';

export const identitySecrets: readonly SecretRule[] = [
  { name: 'IDENTITY_CLIENT_SECRET', development: [DEV_CLIENT_SECRET] },
  { name: 'MAIL_SERVER_TOKEN', development: [DEV_MAIL_SERVER_TOKEN], list: true },
];

// The lake's secrets a production deployment (lib/runtime/src/deployment.ts) must set: its administrator and viewer
// tokens and the webhook signing secret all default to committed development values.
import type { SecretRule } from '@shop/runtime/deployment';
import { DEFAULT_READ_TOKEN, DEFAULT_TOKEN, DEFAULT_WEBHOOK_SECRET } from './config.ts';

export const contentLakeSecrets: readonly SecretRule[] = [
  { name: 'CONTENT_LAKE_TOKEN', development: [DEFAULT_TOKEN], minLength: 32 },
  {
    name: 'CONTENT_LAKE_READ_TOKEN',
    development: [DEFAULT_READ_TOKEN],
    minLength: 32,
    validate: (value, env) => (value === env.CONTENT_LAKE_TOKEN?.trim() ? 'must differ from CONTENT_LAKE_TOKEN' : null),
  },
  { name: 'CONTENT_WEBHOOK_SECRET', development: [DEFAULT_WEBHOOK_SECRET], minLength: 32 },
];

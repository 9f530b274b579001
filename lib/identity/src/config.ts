// Every setting of the identity provider, from the environment with local defaults (see .env.example).
import { join, resolve } from 'node:path';
import { defaultMailSettings, type MailSettings } from './mail.ts';

/** The site client's development secret (.env.example); a production deployment refuses it (server.ts). */
export const DEV_CLIENT_SECRET = 'shop-local-site-secret';

export interface IdentityConfig {
  /** Issuer URL; omitted → `http://<host>:<port>` once listening (tests use an ephemeral port). */
  issuer?: string;
  host: string;
  port: number;
  /** Folder for the durable store (accounts, sessions, grants, tokens, keys). */
  dataDir: string;
  clientId: string;
  clientSecret: string;
  /** Exact callback URLs of the site. */
  redirectUris: string[];
  /** Also accept `http://[<brand>.]localhost:<any port>/api/callback` (local development and e2e). */
  allowLocalhostSites: boolean;
  accessTokenTtl: number;
  /** Refresh token / session lifetime without and with "remember me". */
  sessionTtl: number;
  rememberMeTtl: number;
  /** Sign-in failures for one email before it is locked, and for how long. */
  lockoutLimit: number;
  /**
   * Registrations, reset requests and failed sign-ins allowed from one client address in 10 minutes (default six
   * times the per-email limit). Every shopper of a browser test run shares one address, so the e2e shop raises it.
   */
  addressLimit: number;
  lockoutSeconds: number;
  seedDemoAccounts: boolean;
  /** Where password-reset mail goes (locally the sandbox's outbox); omitted: the local defaults. */
  mail?: MailSettings;
  /** How long a password-reset link works, in seconds (default 30 minutes). */
  passwordResetTtl?: number;
}

const int = (value: string | undefined, fallback: number) => {
  const parsed = Number(value);
  return Number.isInteger(parsed) && parsed > 0 ? parsed : fallback;
};

export function configFromEnv(env: NodeJS.ProcessEnv = process.env): IdentityConfig {
  const port = int(env.IDENTITY_PORT, 3100);
  const base = env.SHOP_DATA_DIR ? resolve(env.SHOP_DATA_DIR) : resolve(import.meta.dirname, '../../../.data');
  return {
    issuer: env.IDENTITY_ISSUER || `http://localhost:${port}`,
    host: env.IDENTITY_HOST || '127.0.0.1',
    port,
    dataDir: join(base, 'identity'),
    clientId: env.IDENTITY_CLIENT_ID || 'shop-site',
    clientSecret: env.IDENTITY_CLIENT_SECRET || DEV_CLIENT_SECRET,
    redirectUris: (env.IDENTITY_REDIRECT_URIS || 'http://localhost:3000/api/callback').split(',').filter(Boolean),
    allowLocalhostSites: env.IDENTITY_ALLOW_LOCALHOST_SITES !== 'false',
    accessTokenTtl: int(env.ACCESS_TOKEN_TTL_SECONDS, 300),
    sessionTtl: int(env.SESSION_TTL_SECONDS, 2700),
    rememberMeTtl: int(env.REMEMBER_ME_TTL_SECONDS, 86_400),
    lockoutLimit: int(env.IDENTITY_LOCKOUT_LIMIT, 5),
    addressLimit: int(env.IDENTITY_ADDRESS_LIMIT, int(env.IDENTITY_LOCKOUT_LIMIT, 5) * 6),
    lockoutSeconds: int(env.IDENTITY_LOCKOUT_SECONDS, 300),
    seedDemoAccounts: env.IDENTITY_SEED_DEMO !== 'false',
    mail: defaultMailSettings(env),
    passwordResetTtl: int(env.PASSWORD_RESET_TTL_SECONDS, 30 * 60),
  };
}

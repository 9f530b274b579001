// Session settings from the environment (see .env.example). The lifetimes match the identity provider's: the site
// session lasts as long as the refresh token it holds.

const int = (value: string | undefined, fallback: number) => {
  const parsed = Number(value);
  return Number.isInteger(parsed) && parsed > 0 ? parsed : fallback;
};

/** Development values (.env.example); a production deployment refuses them (site/lib/production-secrets.ts). */
export const DEV_IDENTITY_CLIENT_SECRET = 'shop-local-site-secret';
export const DEV_SESSION_SECRET = 'shop-local-session-secret-change-me-in-production';

export interface SessionConfig {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Access token lifetime the provider issues (the spec's 300 s); used for the RTExpiresAt cookie. */
  accessTokenTtl: number;
  /** Session and refresh lifetime without "remember me" (2700 s) and with it (86400 s). */
  sessionTtl: number;
  rememberMeTtl: number;
  /** Key material for sealing tokens at rest and the sign-in transaction cookie. */
  secret: string;
}

export function sessionConfig(env: NodeJS.ProcessEnv = process.env): SessionConfig {
  return {
    issuer: env.IDENTITY_ISSUER || 'http://localhost:3100',
    clientId: env.IDENTITY_CLIENT_ID || 'shop-site',
    clientSecret: env.IDENTITY_CLIENT_SECRET || DEV_IDENTITY_CLIENT_SECRET,
    accessTokenTtl: int(env.ACCESS_TOKEN_TTL_SECONDS, 300),
    sessionTtl: int(env.SESSION_TTL_SECONDS, 2700),
    rememberMeTtl: int(env.REMEMBER_ME_TTL_SECONDS, 86_400),
    secret: env.SESSION_SECRET || DEV_SESSION_SECRET,
  };
}

export const lifetimeOf = (config: SessionConfig, rememberMe: boolean) =>
  rememberMe ? config.rememberMeTtl : config.sessionTtl;

// The site's OpenID Connect client (openid-client): discovery (cached per process), the authorization request with
// PKCE, state and nonce, the code exchange (openid-client checks state, nonce, PKCE, issuer, audience, expiry and
// signature), refresh and the end-session URL.
import 'server-only';
import * as oidc from 'openid-client';
import type { SessionConfig } from './config.ts';

// Per copy of this module, never on globalThis: the build bundles openid-client once per server layer (route handlers,
// server rendering), and a Configuration made by one copy fails the other copy's `instanceof` check (a shared cache
// made every refresh during server rendering throw ERR_INVALID_ARG_TYPE).
let cached: { key: string; promise: Promise<oidc.Configuration> } | undefined;

export async function oidcConfiguration(config: SessionConfig): Promise<oidc.Configuration> {
  const key = `${config.issuer}\0${config.clientId}`;
  if (cached?.key === key) return cached.promise;
  const insecure = new URL(config.issuer).protocol === 'http:';
  const promise = oidc.discovery(new URL(config.issuer), config.clientId, config.clientSecret, undefined, {
    execute: insecure ? [oidc.allowInsecureRequests] : [],
    timeout: 10,
  });
  cached = { key, promise };
  promise.catch(() => {
    if (cached?.promise === promise) cached = undefined;
  });
  return promise;
}

/** What the site keeps (sealed in a cookie) between sending the shopper to the provider and the callback. */
export interface SignInTransaction {
  state: string;
  nonce: string;
  verifier: string;
  redirectUri: string;
  redirectTo: string;
}

export async function authorizationRequest(
  configuration: oidc.Configuration,
  input: { redirectUri: string; redirectTo: string; brand: string; register: boolean },
): Promise<{ url: URL; transaction: SignInTransaction }> {
  const verifier = oidc.randomPKCECodeVerifier();
  const transaction: SignInTransaction = {
    state: oidc.randomState(),
    nonce: oidc.randomNonce(),
    verifier,
    redirectUri: input.redirectUri,
    redirectTo: input.redirectTo,
  };
  const parameters: Record<string, string> = {
    redirect_uri: input.redirectUri,
    scope: 'openid email profile',
    code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
    state: transaction.state,
    nonce: transaction.nonce,
    brand: input.brand,
  };
  if (input.register) parameters.screen = 'register';
  return { url: oidc.buildAuthorizationUrl(configuration, parameters), transaction };
}

export interface IssuedTokens {
  accessToken: string;
  refreshToken: string | undefined;
  idToken: string | undefined;
  /** Epoch seconds. */
  accessTokenExpiresAt: number;
  claims: oidc.IDToken | undefined;
}

function issued(tokens: oidc.TokenEndpointResponse & oidc.TokenEndpointResponseHelpers, now: number): IssuedTokens {
  return {
    accessToken: tokens.access_token,
    refreshToken: tokens.refresh_token,
    idToken: tokens.id_token,
    accessTokenExpiresAt: Math.floor(now / 1000) + (tokens.expiresIn() ?? 0),
    claims: tokens.claims(),
  };
}

export async function exchangeCode(
  configuration: oidc.Configuration,
  callbackUrl: URL,
  transaction: SignInTransaction,
): Promise<IssuedTokens> {
  const tokens = await oidc.authorizationCodeGrant(configuration, callbackUrl, {
    pkceCodeVerifier: transaction.verifier,
    expectedState: transaction.state,
    expectedNonce: transaction.nonce,
    idTokenExpected: true,
  });
  return issued(tokens, Date.now());
}

export async function refreshTokens(configuration: oidc.Configuration, refreshToken: string): Promise<IssuedTokens> {
  return issued(await oidc.refreshTokenGrant(configuration, refreshToken), Date.now());
}

/** True when the provider says the grant is gone (revoked, expired, signed out): the session must end. */
export function isGrantRejected(error: unknown): boolean {
  return (
    error instanceof oidc.ResponseBodyError && (error.error === 'invalid_grant' || error.error === 'invalid_client')
  );
}

/** The provider's sign-out URL. Identified by client_id, never an ID token hint: no token ever goes in a URL. */
export function endSessionUrl(
  configuration: oidc.Configuration,
  postLogoutRedirectUri: string,
  state: string,
): URL | null {
  if (!configuration.serverMetadata().end_session_endpoint) return null;
  return oidc.buildEndSessionUrl(configuration, {
    client_id: configuration.clientMetadata().client_id,
    post_logout_redirect_uri: postLogoutRedirectUri,
    state,
  });
}

export async function revokeRefreshToken(configuration: oidc.Configuration, refreshToken: string): Promise<void> {
  await oidc.tokenRevocation(configuration, refreshToken, { token_type_hint: 'refresh_token' });
}

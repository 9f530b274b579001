// The OpenID Connect provider: authorization code with PKCE (required), rotating refresh tokens, the `openid` scope
// with the customerReferenceAccountId claim, and the shop's pages for sign-in and registration. Everything it
// issues is kept by the file adapter, so a restart keeps sessions, grants and tokens.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { handleHealthRequest, writableDirectory } from '@shop/runtime/health';
import Provider, { type Configuration, type KoaContextWithOIDC } from 'oidc-provider';
import { AccountStore } from './accounts.ts';
import type { IdentityConfig } from './config.ts';
import { type FileAdapterClass, fileAdapter } from './file-store.ts';
import { interactionRoutes, REMEMBER_ME_ACR, SESSION_ACR } from './interactions.ts';
import { loadOrCreateKeys } from './keys.ts';
import { log } from './log.ts';
import { defaultMailSettings, type MailSend, mailSender } from './mail.ts';
import { escapeHtml, messagePage, signOutPage } from './pages.ts';
import { PasswordResets, RESET_TTL_SECONDS } from './password-resets.ts';
import { resetRoutes } from './reset-routes.ts';
import { Throttle } from './throttle.ts';

/** Local sites: `http://localhost:<port>` or `http://<brand>.localhost:<port>`, any path. */
const localSite = /^http:\/\/(?:[a-z0-9-]+\.)?localhost(?::\d{1,5})?\//;

export interface IdentityServer {
  issuer: string;
  provider: Provider;
  accounts: AccountStore;
  resets: PasswordResets;
  close(): Promise<void>;
}

/** What tests replace: the clock of reset links and the mail sender. */
export interface IdentityServerOptions {
  now?: () => number;
  sendMail?: MailSend;
}

function isRememberMe(ctx: KoaContextWithOIDC): boolean {
  const source = ctx.oidc.entities.RefreshToken ?? ctx.oidc.entities.AuthorizationCode;
  return source?.acr === REMEMBER_ME_ACR;
}

export function createProvider(
  issuer: string,
  config: IdentityConfig,
  accounts: AccountStore,
  adapter: FileAdapterClass = fileAdapter(config.dataDir),
): Provider {
  const keys = loadOrCreateKeys(config.dataDir);
  const configuration: Configuration = {
    adapter,
    clients: [
      {
        client_id: config.clientId,
        client_secret: config.clientSecret,
        redirect_uris: config.redirectUris,
        post_logout_redirect_uris: config.redirectUris.map((uri) => new URL('/api/sign-out/complete', uri).href),
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    pkce: { required: () => true },
    acrValues: [SESSION_ACR, REMEMBER_ME_ACR],
    extraParams: ['brand', 'screen'],
    claims: {
      openid: ['sub', 'customerReferenceAccountId', 'rememberMe'],
      email: ['email', 'email_verified'],
      profile: ['given_name', 'family_name', 'tradingTitle'],
    },
    // The site reads everything it needs from the ID token; no extra userinfo round trip.
    conformIdTokenClaims: false,
    async findAccount(ctx, sub) {
      const account = accounts.find(sub);
      if (!account) return undefined;
      return {
        accountId: account.id,
        claims: async () => ({
          sub: account.id,
          customerReferenceAccountId: account.id,
          rememberMe: isRememberMe(ctx),
          email: account.email,
          email_verified: false,
          given_name: account.firstName,
          family_name: account.lastName,
          tradingTitle: account.brandCode.toUpperCase(),
        }),
      };
    },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    issueRefreshToken: async (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    rotateRefreshToken: true,
    features: {
      devInteractions: { enabled: false },
      revocation: { enabled: true },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: async (ctx, form) => {
          ctx.body = signOutPage(form);
        },
        postLogoutSuccessSource: async (ctx) => {
          ctx.body = messagePage('Signed out', 'You have signed out. You can close this window.');
        },
      },
    },
    ttl: {
      AccessToken: config.accessTokenTtl,
      AuthorizationCode: 60,
      IdToken: config.accessTokenTtl,
      Interaction: 3600,
      Grant: config.rememberMeTtl,
      Session: config.rememberMeTtl,
      RefreshToken: (_ctx, token) => (token.acr === REMEMBER_ME_ACR ? config.rememberMeTtl : config.sessionTtl),
    },
    cookies: { keys: keys.cookieKeys },
    jwks: { keys: keys.jwks },
    renderError: async (ctx, out) => {
      ctx.type = 'html';
      ctx.body = messagePage(
        'Sorry, something went wrong',
        `Please go back to the shop and try again. (${escapeHtml(String(out.error))})`,
      );
    },
  };
  const provider = new Provider(issuer, configuration);
  provider.proxy = true;
  if (config.allowLocalhostSites) {
    // Every brand answers on its own host and the dev/e2e ports vary, so local sites are matched by shape.
    const client = provider.Client.prototype as unknown as {
      redirectUriAllowed(value: string): boolean;
      postLogoutRedirectUriAllowed(value: string): boolean;
    };
    const redirectAllowed = client.redirectUriAllowed;
    const postLogoutAllowed = client.postLogoutRedirectUriAllowed;
    client.redirectUriAllowed = function (this: unknown, value: string) {
      return (
        redirectAllowed.call(this, value) || (localSite.test(value) && new URL(value).pathname === '/api/callback')
      );
    };
    client.postLogoutRedirectUriAllowed = function (this: unknown, value: string) {
      return (
        postLogoutAllowed.call(this, value) ||
        (localSite.test(value) && new URL(value).pathname === '/api/sign-out/complete')
      );
    };
  }
  return provider;
}

/** Starts the provider; `port: 0` picks a free port (tests) and, without an issuer, the issuer follows it. */
export async function startIdentityServer(
  config: IdentityConfig,
  options: IdentityServerOptions = {},
): Promise<IdentityServer> {
  const accounts = new AccountStore(config.dataDir);
  const resetTtl = config.passwordResetTtl ?? RESET_TTL_SECONDS;
  const resets = new PasswordResets(config.dataDir, resetTtl, options.now);
  const adapter = fileAdapter(config.dataDir);
  if (config.seedDemoAccounts) await accounts.seedDemoAccounts();
  let handle: (req: IncomingMessage, res: ServerResponse) => void = (_req, res) => res.writeHead(503).end();
  const server = createServer((req, res) => handle(req, res));
  await new Promise<void>((resolve) => server.listen(config.port, config.host, resolve));
  const { port } = server.address() as AddressInfo;
  const issuer = config.issuer ?? `http://${config.host}:${port}`;
  const provider = createProvider(issuer, config, accounts, adapter);
  const lockMs = config.lockoutSeconds * 1000;
  const interactions = interactionRoutes({
    provider,
    accounts,
    emailThrottle: new Throttle({ limit: config.lockoutLimit, windowMs: 15 * 60_000, lockMs }),
    addressThrottle: new Throttle({ limit: config.addressLimit, windowMs: 10 * 60_000, lockMs }),
    resets: {
      tokens: resets,
      sendMail: options.sendMail ?? mailSender(config.mail ?? defaultMailSettings()),
      issuer,
      ttlMinutes: Math.max(1, Math.round(resetTtl / 60)),
    },
  });
  const reset = resetRoutes({ accounts, tokens: resets, endAccount: (id) => adapter.endAccount(id) });
  const callback = provider.callback();
  // Liveness and readiness (lib/runtime/src/health.ts): ready while its file store's folder is writable.
  const readiness = { store: writableDirectory(config.dataDir) };
  const onFailure = (check: string, error: unknown) => log.warn({ check, err: error }, 'not ready');
  handle = (req, res) => {
    if (handleHealthRequest(req, res, readiness, { onFailure })) return;
    if (req.url === '/health') {
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"status":"ok"}');
      return;
    }
    interactions(req, res)
      .then(async (handled) => {
        if (!handled && !(await reset(req, res))) callback(req, res);
      })
      .catch((error: unknown) => {
        // Never log request bodies or tokens: only what failed.
        log.error({ method: req.method, path: req.url?.split('?')[0], err: error }, 'request failed');
        if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/html; charset=utf-8' });
        res.end(messagePage('Sorry, something went wrong', 'Please go back to the shop and try again.'));
      });
  };
  return {
    issuer,
    provider,
    accounts,
    resets,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

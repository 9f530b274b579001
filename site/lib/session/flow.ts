// The three legs of signing in and out, as route handlers call them: start (to the provider with PKCE, state and
// nonce), callback (code exchange, customer record, new session, cookies) and sign-out (end the session here and at
// the provider). Tokens never appear in a URL the site builds or in a log line.
import 'server-only';
import type { Brand } from '@shop/brands/brands';
import { ensureCustomer } from '@shop/commerce/customers/details';
import { getReadyDb } from '@shop/commerce/db/client';
import { createLogger } from '@shop/runtime/log';
import { sessionConfig } from './config.ts';
import {
  isSecureRequest,
  REMEMBER_ME_COOKIE,
  readCookie,
  requestOrigin,
  SIGN_IN_COOKIE,
  serializeCookie,
  signedInCookies,
  signedOutCookies,
} from './cookies.ts';
import { seal, unseal } from './crypto.ts';
import {
  authorizationRequest,
  endSessionUrl,
  exchangeCode,
  oidcConfiguration,
  revokeRefreshToken,
  type SignInTransaction,
} from './oidc.ts';
import { safeRedirectPath, signedOutLanding, withFlag } from './redirect.ts';
import { endSession, sessionIdFrom, startSession } from './session.ts';

const log = createLogger('site').child({ component: 'sign-in' });

const TRANSACTION = 'sign-in-transaction';
const TRANSACTION_SECONDS = 600;
export const REGISTRATION_PATH = '/successful-account-registration';

export function redirect(location: string, cookies: string[] = [], status = 303): Response {
  const headers = new Headers({ location, 'cache-control': 'private, no-store', 'referrer-policy': 'no-referrer' });
  for (const cookie of cookies) headers.append('set-cookie', cookie);
  return new Response(null, { status, headers });
}

/** GET /api/sign-in?redirectTo=: sends the shopper to the provider's sign-in (or registration) page. */
export async function startSignIn(
  request: Request,
  brand: Brand,
  options: { redirectTo: unknown; register: boolean },
): Promise<Response> {
  const config = sessionConfig();
  const configuration = await oidcConfiguration(config);
  const { url, transaction } = await authorizationRequest(configuration, {
    redirectUri: `${requestOrigin(request)}/api/callback`,
    redirectTo: safeRedirectPath(options.redirectTo),
    brand: brand.code,
    register: options.register,
  });
  const cookie = serializeCookie(SIGN_IN_COOKIE, seal(transaction, config.secret, TRANSACTION), {
    maxAge: TRANSACTION_SECONDS,
    httpOnly: true,
    secure: isSecureRequest(request),
    path: '/api/',
  });
  return redirect(url.href, [cookie]);
}

/** GET /api/callback: completes the sign-in; any failure lands back on the shop signed out, never on an error page. */
export async function completeSignIn(request: Request, brand: Brand): Promise<Response> {
  const config = sessionConfig();
  const secure = isSecureRequest(request);
  const clearTransaction = serializeCookie(SIGN_IN_COOKIE, '', { maxAge: 0, httpOnly: true, secure, path: '/api/' });
  const sealed = readCookie(request.headers.get('cookie'), SIGN_IN_COOKIE);
  const transaction = sealed ? unseal<SignInTransaction>(sealed, config.secret, TRANSACTION) : null;
  if (!transaction) return redirect('/', [clearTransaction]);
  const back = safeRedirectPath(transaction.redirectTo);
  // Failing sign-ins clear rememberMe so the page does not bounce straight back to the provider.
  const failed = () =>
    redirect(back, [clearTransaction, serializeCookie(REMEMBER_ME_COOKIE, '', { maxAge: 0, secure })]);
  const callbackUrl = new URL(transaction.redirectUri);
  callbackUrl.search = new URL(request.url).search;
  if (callbackUrl.searchParams.has('error')) return failed();
  try {
    const tokens = await exchangeCode(await oidcConfiguration(config), callbackUrl, transaction);
    const claims = tokens.claims;
    const customerId =
      typeof claims?.customerReferenceAccountId === 'string' ? claims.customerReferenceAccountId : null;
    if (!claims || !customerId || claims.tradingTitle !== brand.tradingTitleId) return failed();
    const db = await getReadyDb();
    const customer = await ensureCustomer(db, {
      id: customerId,
      brandCode: brand.code,
      firstName: String(claims.given_name ?? ''),
      lastName: String(claims.family_name ?? ''),
      email: String(claims.email ?? ''),
    });
    if (customer.brandCode !== brand.code) return failed();
    const rememberMe = claims.rememberMe === true;
    const { id, session } = await startSession({
      customerId,
      brandCode: brand.code,
      rememberMe,
      tokens: { accessToken: tokens.accessToken, refreshToken: tokens.refreshToken, idToken: tokens.idToken },
      accessTokenExpiresAt: tokens.accessTokenExpiresAt,
      previousId: sessionIdFrom(request),
    });
    const cookies = signedInCookies({
      sessionId: id,
      rememberMe,
      accessTokenExpiresAt: session.accessTokenExpiresAt,
      refreshExpiresIn: session.refreshExpiresIn,
      accessTokenTtl: config.accessTokenTtl,
      secure,
    });
    const landing = customer.created ? REGISTRATION_PATH : back;
    return redirect(withFlag(landing, 'justLoggedIn'), [clearTransaction, ...cookies]);
  } catch (error) {
    // Name and code only: database and token errors can carry values that must not reach a log.
    const code = error instanceof Error && 'code' in error ? String(error.code) : undefined;
    log.error(
      { err: { type: error instanceof Error ? error.name : 'unknown error', code } },
      'sign-in callback failed',
    );
    return failed();
  }
}

/** GET /api/sign-out?redirectTo=: ends the session here, then at the provider, then lands with justLoggedOut. */
export async function signOut(request: Request, redirectTo: unknown): Promise<Response> {
  const back = safeRedirectPath(redirectTo);
  const secure = isSecureRequest(request);
  const tokens = await endSession(request);
  // The bag's and saved items' ids go too (httpOnly, so only the server can clear them): spec §4 after logout.
  const cleared = [
    ...signedOutCookies(secure),
    ...['cartId', 'wishlistId'].map((name) => serializeCookie(name, '', { maxAge: 0, httpOnly: true, secure })),
  ];
  const landing = signedOutLanding(back);
  if (!tokens) return redirect(landing, cleared);
  try {
    const configuration = await oidcConfiguration(sessionConfig());
    // Server to server: the refresh token is revoked, so nothing issued to this session works any more.
    if (tokens.refreshToken) await revokeRefreshToken(configuration, tokens.refreshToken).catch(() => undefined);
    const url = endSessionUrl(configuration, `${requestOrigin(request)}/api/sign-out/complete`, back);
    return redirect(url?.href ?? landing, cleared);
  } catch {
    return redirect(landing, cleared);
  }
}

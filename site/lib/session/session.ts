// The server-side session: `getSession(request | cookies)` is what every route and server component calls to know
// who is signed in. The cookie holds a random id; the row (by the id's hash) holds the customer, the flags and the
// sealed tokens. An access token near expiry is refreshed silently here, once, under a row lock.
import 'server-only';
import {
  createSession,
  deleteSession,
  findSession,
  type SessionRow,
  type SessionUpdate,
  updateSessionLocked,
} from '@shop/commerce/customers/sessions';
import { getReadyDb } from '@shop/commerce/db/client';
import { createLogger } from '@shop/runtime/log';
import { brandOfHost } from '../http/route.ts';
import { lifetimeOf, type SessionConfig, sessionConfig } from './config.ts';
import { readCookie, SESSION_COOKIE } from './cookies.ts';
import { hashSessionId, newJti, newSessionId, seal, unseal } from './crypto.ts';
import { errorKind } from './error-kind.ts';
import { isGrantRejected, oidcConfiguration, refreshTokens } from './oidc.ts';

const log = createLogger('site').child({ component: 'session' });

/** A signed-in shopper, as routes and pages see it. */
export interface Session {
  /** The identity provider's customerReferenceAccountId (the commerce customer id). */
  customerId: string;
  /** The brand (trading title) the session was started on. */
  brandCode: string;
  rememberMe: boolean;
  /** Epoch seconds. */
  accessTokenExpiresAt: number;
  /** The refresh (and session) lifetime in seconds: 2700, or 86400 with "remember me". */
  refreshExpiresIn: number;
  /** Epoch seconds. */
  refreshExpiresAt: number;
  /** Public id of this session (stable across id rotation). */
  jti: string;
}

/** Anything with cookies: `await cookies()` from `next/headers`, or a `NextRequest`'s `cookies`. */
export interface CookieReader {
  get(name: string): { value: string } | undefined;
}

export interface SealedTokens {
  accessToken: string;
  refreshToken?: string;
  idToken?: string;
}

const TOKENS = 'tokens';
/** Refresh a little before the access token runs out, so a request never carries an expired one. */
const REFRESH_MARGIN_SECONDS = 10;

function sessionIdFrom(source: Request | CookieReader): string | undefined {
  const value =
    source instanceof Request
      ? readCookie(source.headers.get('cookie'), SESSION_COOKIE)
      : source.get(SESSION_COOKIE)?.value;
  return value && /^[\w-]{43}$/.test(value) ? value : undefined;
}

function toSession(row: SessionRow, config: SessionConfig): Session {
  return {
    customerId: row.customerId,
    brandCode: row.brandCode,
    rememberMe: row.rememberMe,
    accessTokenExpiresAt: Math.floor(row.accessTokenExpiresAt.getTime() / 1000),
    refreshExpiresIn: lifetimeOf(config, row.rememberMe),
    refreshExpiresAt: Math.floor(row.refreshExpiresAt.getTime() / 1000),
    jti: row.jti,
  };
}

export function sealTokens(tokens: SealedTokens, config = sessionConfig()): string {
  return seal(tokens, config.secret, TOKENS);
}

export function unsealTokens(sealed: string, config = sessionConfig()): SealedTokens | null {
  return unseal<SealedTokens>(sealed, config.secret, TOKENS);
}

const inFlight = new Map<string, Promise<SessionRow | null>>();

/** Refreshes the tokens of a session whose access token is (nearly) expired; rotates the id when asked. */
function refreshSession(row: SessionRow, config: SessionConfig, rotateTo?: string): Promise<SessionRow | null> {
  const running = inFlight.get(row.idHash);
  if (running) return running;
  const promise = (async () => {
    const db = await getReadyDb();
    return updateSessionLocked(db, row.idHash, async (current): Promise<SessionUpdate | 'delete' | null> => {
      const nowSeconds = Date.now() / 1000;
      if (current.accessTokenExpiresAt.getTime() / 1000 > nowSeconds + REFRESH_MARGIN_SECONDS) return null;
      const tokens = unsealTokens(current.tokens, config);
      if (!tokens?.refreshToken) return 'delete';
      try {
        const fresh = await refreshTokens(await oidcConfiguration(config), tokens.refreshToken);
        const lifetime = lifetimeOf(config, current.rememberMe);
        const ends = new Date(Date.now() + lifetime * 1000);
        return {
          tokens: sealTokens(
            {
              accessToken: fresh.accessToken,
              refreshToken: fresh.refreshToken ?? tokens.refreshToken,
              idToken: fresh.idToken ?? tokens.idToken,
            },
            config,
          ),
          accessTokenExpiresAt: new Date(fresh.accessTokenExpiresAt * 1000),
          refreshExpiresAt: ends,
          expiresAt: ends,
          ...(rotateTo ? { idHash: hashSessionId(rotateTo) } : {}),
        };
      } catch (error) {
        if (isGrantRejected(error)) return 'delete';
        // The provider is unreachable: keep the session until its refresh lifetime ends, and try again next time.
        // The error's name, codes and frames only (errorKind): its message or fields can carry token values.
        log.error({ err: errorKind(error) }, 'session refresh failed');
        return current.refreshExpiresAt.getTime() / 1000 <= nowSeconds ? 'delete' : null;
      }
    });
  })().finally(() => inFlight.delete(row.idHash));
  inFlight.set(row.idHash, promise);
  return promise;
}

export interface ResolvedSession {
  session: Session;
  /** Set when the session id was rotated: the new id for the cookie. */
  rotatedId?: string;
  /** False when the cookie carries the id from before a recent rotation (still accepted for a few seconds). */
  current: boolean;
}

/**
 * The session behind a request's cookie, refreshed if its access token has run out; null when signed out. With
 * `rotate`, a refresh also gives the session a new id (the caller must set the cookie to `rotatedId`).
 */
export async function resolveSession(
  source: Request | CookieReader,
  options: { rotate?: boolean } = {},
): Promise<ResolvedSession | null> {
  const id = sessionIdFrom(source);
  if (!id) return null;
  const config = sessionConfig();
  const db = await getReadyDb();
  let row = await findSession(db, hashSessionId(id));
  if (!row) return null;
  // A session belongs to the brand it was started on: another brand's host (or one that is none of the shops') never
  // sees it.
  if (source instanceof Request && brandOfHost(source)?.code !== row.brandCode) return null;
  let rotatedId: string | undefined;
  if (row.accessTokenExpiresAt.getTime() / 1000 <= Date.now() / 1000 + REFRESH_MARGIN_SECONDS) {
    const candidate = options.rotate ? newSessionId() : undefined;
    const before = row.idHash;
    row = await refreshSession(row, config, candidate);
    if (!row) return null;
    if (candidate && row.idHash !== before) rotatedId = candidate;
  }
  return { session: toSession(row, config), rotatedId, current: row.idHash === hashSessionId(id) };
}

/** The signed-in shopper of a request (or of `await cookies()` in a server component), or null. */
export async function getSession(source: Request | CookieReader): Promise<Session | null> {
  return (await resolveSession(source))?.session ?? null;
}

export interface StartSessionInput {
  customerId: string;
  brandCode: string;
  rememberMe: boolean;
  tokens: SealedTokens;
  accessTokenExpiresAt: number;
  /** The id of a session this one replaces (deleted: the id is never reused across a sign-in). */
  previousId?: string;
}

/** Creates a session with a new id (returned for the cookie) and ends the one it replaces. */
export async function startSession(input: StartSessionInput): Promise<{ id: string; session: Session }> {
  const config = sessionConfig();
  const db = await getReadyDb();
  if (input.previousId) await deleteSession(db, hashSessionId(input.previousId));
  const id = newSessionId();
  const lifetime = lifetimeOf(config, input.rememberMe);
  const ends = new Date(Date.now() + lifetime * 1000);
  const row = await createSession(db, {
    idHash: hashSessionId(id),
    jti: newJti(),
    customerId: input.customerId,
    brandCode: input.brandCode,
    rememberMe: input.rememberMe,
    tokens: sealTokens(input.tokens, config),
    accessTokenExpiresAt: new Date(input.accessTokenExpiresAt * 1000),
    refreshExpiresAt: ends,
    expiresAt: ends,
  });
  return { id, session: toSession(row, config) };
}

/** Ends the session behind the cookie; returns its tokens (for revocation and the provider's sign-out). */
export async function endSession(source: Request | CookieReader): Promise<SealedTokens | null> {
  const id = sessionIdFrom(source);
  if (!id) return null;
  const row = await deleteSession(await getReadyDb(), hashSessionId(id));
  return row ? unsealTokens(row.tokens) : null;
}

export { sessionIdFrom };

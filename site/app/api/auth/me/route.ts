import { json, route } from '@/lib/http/route.ts';
import { sessionConfig } from '@/lib/session/config.ts';
import { IS_SIGNED_IN_COOKIE, isSecureRequest, serializeCookie, signedInCookies } from '@/lib/session/cookies.ts';
import { resolveSession, sessionIdFrom } from '@/lib/session/session.ts';

/**
 * GET /api/auth/me: the signed-in profile (claims, timeouts, jti), or 204 with no user. Refreshes an expired access
 * token silently and then rotates the session id; refreshes the client cookies each time.
 */
export const GET = route(async (request) => {
  const secure = isSecureRequest(request);
  const resolved = await resolveSession(request, { rotate: true });
  if (!resolved) {
    const headers = new Headers({ 'cache-control': 'private, no-store' });
    headers.append('set-cookie', serializeCookie(IS_SIGNED_IN_COOKIE, '', { maxAge: 0, secure }));
    return new Response(null, { status: 204, headers });
  }
  const { session, rotatedId, current } = resolved;
  const headers = new Headers();
  const cookies = signedInCookies({
    // A request that still carries the id from before a rotation must not put the old id back in the browser.
    sessionId: rotatedId ?? (current ? sessionIdFrom(request) : undefined),
    rememberMe: session.rememberMe,
    accessTokenExpiresAt: session.accessTokenExpiresAt,
    refreshExpiresIn: session.refreshExpiresIn,
    accessTokenTtl: sessionConfig().accessTokenTtl,
    maxAge: session.refreshExpiresAt - Math.floor(Date.now() / 1000),
    secure,
  });
  for (const cookie of cookies) headers.append('set-cookie', cookie);
  return json(
    {
      claims: { customerReferenceAccountId: session.customerId, rememberMe: session.rememberMe },
      timeouts: { accessTokenExpiresAt: session.accessTokenExpiresAt, refreshExpiresin: session.refreshExpiresIn },
      jti: session.jti,
    },
    { headers },
  );
});

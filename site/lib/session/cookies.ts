// Every cookie the sign-in flow sets, with its flags. The session cookie is httpOnly; the spec's client cookies
// (rememberMe, isSignedIn, RTExpiresAt) are readable by the page's script, which acts on them (spec §3, §4).

export const SESSION_COOKIE = 'shop_session';
export const SIGN_IN_COOKIE = 'shop_signin';
export const REMEMBER_ME_COOKIE = 'rememberMe';
export const IS_SIGNED_IN_COOKIE = 'isSignedIn';
export const RT_EXPIRES_AT_COOKIE = 'RTExpiresAt';

export interface CookieOptions {
  maxAge: number;
  httpOnly?: boolean;
  secure: boolean;
  path?: string;
}

export function serializeCookie(name: string, value: string, options: CookieOptions): string {
  const parts = [
    `${name}=${encodeURIComponent(value)}`,
    `Path=${options.path ?? '/'}`,
    `Max-Age=${Math.max(0, Math.floor(options.maxAge))}`,
    'SameSite=Lax',
  ];
  if (options.maxAge <= 0) parts.push('Expires=Thu, 01 Jan 1970 00:00:00 GMT');
  if (options.httpOnly) parts.push('HttpOnly');
  if (options.secure) parts.push('Secure');
  return parts.join('; ');
}

/** Secure everywhere except plain-HTTP local development (`localhost`, `<brand>.localhost`, loopback addresses). */
export function isSecureRequest(request: Request): boolean {
  const forwarded = request.headers.get('x-forwarded-proto');
  if (forwarded) return forwarded.split(',')[0]?.trim() === 'https';
  const host = (request.headers.get('host') ?? new URL(request.url).host).toLowerCase().replace(/:\d+$/, '');
  const local = host === 'localhost' || host.endsWith('.localhost') || host === '127.0.0.1' || host === '[::1]';
  return !local || new URL(request.url).protocol === 'https:';
}

/** This request's own origin as the browser sees it (the host the proxy resolved the brand from). */
export function requestOrigin(request: Request): string {
  const url = new URL(request.url);
  const host = request.headers.get('x-forwarded-host') ?? request.headers.get('host') ?? url.host;
  const proto = request.headers.get('x-forwarded-proto')?.split(',')[0]?.trim() ?? url.protocol.replace(':', '');
  return `${proto}://${host}`;
}

/** RTExpiresAt (spec §4): access expiry + refresh lifetime − 30 − access token lifetime, in milliseconds. */
export function rtExpiresAt(accessTokenExpiresAt: number, refreshExpiresIn: number, accessTokenTtl: number): number {
  return (accessTokenExpiresAt + refreshExpiresIn - 30 - accessTokenTtl) * 1000;
}

export interface SignedInCookies {
  /** Omitted: the session cookie is left as it is (only the client cookies are refreshed). */
  sessionId?: string;
  rememberMe: boolean;
  accessTokenExpiresAt: number;
  refreshExpiresIn: number;
  accessTokenTtl: number;
  /** Seconds the cookies live: what is left of the session (defaults to the whole refresh lifetime). */
  maxAge?: number;
  secure: boolean;
}

export function signedInCookies(state: SignedInCookies): string[] {
  const { secure } = state;
  const maxAge = state.maxAge ?? state.refreshExpiresIn;
  return [
    ...(state.sessionId ? [serializeCookie(SESSION_COOKIE, state.sessionId, { maxAge, httpOnly: true, secure })] : []),
    serializeCookie(REMEMBER_ME_COOKIE, String(state.rememberMe), { maxAge, secure }),
    serializeCookie(IS_SIGNED_IN_COOKIE, 'true', { maxAge, secure }),
    serializeCookie(
      RT_EXPIRES_AT_COOKIE,
      String(rtExpiresAt(state.accessTokenExpiresAt, state.refreshExpiresIn, state.accessTokenTtl)),
      {
        maxAge,
        secure,
      },
    ),
  ];
}

export function signedOutCookies(secure: boolean): string[] {
  return [SESSION_COOKIE, REMEMBER_ME_COOKIE, IS_SIGNED_IN_COOKIE, RT_EXPIRES_AT_COOKIE].map((name) =>
    serializeCookie(name, '', { maxAge: 0, httpOnly: name === SESSION_COOKIE, secure }),
  );
}

/** Reads one cookie from a Cookie header. */
export function readCookie(header: string | null, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const index = part.indexOf('=');
    if (index > 0 && part.slice(0, index).trim() === name) {
      try {
        return decodeURIComponent(part.slice(index + 1).trim());
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

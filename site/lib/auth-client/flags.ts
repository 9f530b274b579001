// The decisions of spec §4 "Sign-in and session" as pure functions of what the page knows: the profile from
// /api/auth/me, the rememberMe and RTExpiresAt cookies, and the address's query flags.

export interface Profile {
  claims: { customerReferenceAccountId: string; rememberMe: boolean };
  timeouts: { accessTokenExpiresAt: number; refreshExpiresin: number };
  jti: string;
}

export const FLAG_JUST_LOGGED_IN = 'justLoggedIn';
export const FLAG_JUST_LOGGED_OUT = 'justLoggedOut';
export const FLAG_SIGN_IN_REDIRECT = 'signInRedirect';
export const SIGNED_OUT_PATH = '/shop/signout/so.action';

export type LoadAction =
  | { kind: 'none' }
  /** No user, but "remember me" and a refresh that has not expired: sign in again (silently at the provider). */
  | { kind: 'sign-in' }
  /** signInRedirect with a user, or without one but with rememberMe: clear local session data and sign out. */
  | { kind: 'sign-out' }
  /** signInRedirect without rememberMe: only drop the flag from the address. */
  | { kind: 'strip' };

export interface LoadState {
  profile: Profile | null;
  rememberMeCookie: string | undefined;
  rtExpiresAtCookie: string | undefined;
  search: string;
  now: number;
}

export function decideOnLoad(state: LoadState): LoadAction {
  const params = new URLSearchParams(state.search);
  const rememberMe = state.rememberMeCookie === 'true';
  if (params.has(FLAG_JUST_LOGGED_OUT)) return { kind: 'none' };
  if (params.has(FLAG_SIGN_IN_REDIRECT)) {
    if (state.profile || rememberMe) return { kind: 'sign-out' };
    return { kind: 'strip' };
  }
  if (!state.profile && rememberMe && Number(state.rtExpiresAtCookie) > state.now) return { kind: 'sign-in' };
  return { kind: 'none' };
}

/** The address without the one-shot flags (kept in history with `replaceState`). */
export function withoutFlags(pathname: string, search: string, hash = ''): string {
  const params = new URLSearchParams(search);
  for (const flag of [FLAG_JUST_LOGGED_IN, FLAG_JUST_LOGGED_OUT, FLAG_SIGN_IN_REDIRECT]) params.delete(flag);
  const query = params.toString();
  return `${pathname}${query ? `?${query}` : ''}${hash}`;
}

/** Where a shopper who has just signed in continues: from make-a-payment to the payment step (spec §2). */
export function afterSignInPath(pathname: string, search: string, hash = ''): string {
  if (pathname === '/checkout/make-a-payment') return '/checkout/payment';
  return withoutFlags(pathname, search, hash);
}

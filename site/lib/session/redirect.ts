// Where the shop may send a shopper after sign-in or sign-out: only a path on this same site. Anything else
// (absolute URLs, protocol-relative `//host`, backslash tricks, control characters, API routes) becomes '/'.

/** Tabs, newlines and other control characters are dropped or reinterpreted by URL parsers: refuse them. */
const hasControlCharacter = (value: string) =>
  [...value].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f);

export function safeRedirectPath(value: unknown): string {
  if (typeof value !== 'string' || value.length === 0 || value.length > 2048) return '/';
  if (!value.startsWith('/') || value.startsWith('//') || value.includes('\\') || hasControlCharacter(value))
    return '/';
  let url: URL;
  try {
    url = new URL(value, 'http://same.invalid');
  } catch {
    return '/';
  }
  if (url.origin !== 'http://same.invalid' || url.pathname.startsWith('/api/')) return '/';
  // Dot segments normalise away: '/.//evil.example' has the pathname '//evil.example', which leaves the site.
  if (url.pathname.startsWith('//')) return '/';
  return `${url.pathname}${url.search}${url.hash}`;
}

/** Adds (or replaces) one query flag on a same-site path. */
export function withFlag(path: string, flag: string, value = 'true'): string {
  const url = new URL(path, 'http://same.invalid');
  url.searchParams.set(flag, value);
  return `${url.pathname}${url.search}${url.hash}`;
}

/** Pages only a signed-in customer can see: after sign-out the shopper lands on the signed-out page instead. */
export function isPrivatePath(path: string): boolean {
  const pathname = new URL(path, 'http://same.invalid').pathname;
  return pathname.startsWith('/shop/myaccount/') || pathname.startsWith('/checkout/');
}

export const SIGNED_OUT_PATH = '/shop/signout/so.action';

/** Where sign-out lands (with justLoggedOut, which the page acts on): the page asked for, unless it is private. */
export function signedOutLanding(redirectTo: unknown): string {
  const path = safeRedirectPath(redirectTo);
  return withFlag(isPrivatePath(path) ? SIGNED_OUT_PATH : path, 'justLoggedOut');
}

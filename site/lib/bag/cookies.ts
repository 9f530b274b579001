// The bag's and saved items' cookies (spec §9): cartId for 30 days, wishlistId for 90 days. httpOnly: only the
// server reads them (the client learns ids from answers), SameSite=Lax, Secure on https.

export const CART_ID_COOKIE = 'cartId';
export const WISHLIST_ID_COOKIE = 'wishlistId';
export const CART_ID_MAX_AGE = 30 * 24 * 60 * 60;
export const WISHLIST_ID_MAX_AGE = 90 * 24 * 60 * 60;

/** A cookie's value from the request, or null. */
export function readCookie(request: Request, name: string): string | null {
  const header = request.headers.get('cookie');
  if (!header) return null;
  for (const part of header.split(';')) {
    const index = part.indexOf('=');
    if (index < 0) continue;
    if (part.slice(0, index).trim() !== name) continue;
    const value = part.slice(index + 1).trim();
    try {
      return decodeURIComponent(value) || null;
    } catch {
      return null;
    }
  }
  return null;
}

function secure(request: Request): boolean {
  const proto = request.headers.get('x-forwarded-proto');
  return proto ? proto === 'https' : new URL(request.url).protocol === 'https:';
}

export function setCookie(request: Request, name: string, value: string, maxAge: number): string {
  return [
    `${name}=${encodeURIComponent(value)}`,
    'Path=/',
    `Max-Age=${maxAge}`,
    'HttpOnly',
    'SameSite=Lax',
    ...(secure(request) ? ['Secure'] : []),
  ].join('; ');
}

export function clearCookie(request: Request, name: string): string {
  return setCookie(request, name, '', 0);
}

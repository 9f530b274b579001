/**
 * The spec's content-preview parameter (§2): `vse` (visual-editing session) arrives on the first preview URL — the
 * draft-mode enable route adds it — and is kept in session storage, so every later path in the tab gets it back.
 * It marks preview addresses as such (a shared cache or the Studio's address bar never mistakes a preview page for a
 * published one); what a request may see is decided by the draft-mode cookie alone, never by this parameter.
 */

export const VSE_PARAM = 'vse';
export const VSE_STORAGE_KEY = 'shop.preview.vse';

/** Short, URL-safe values only (a perspective such as `drafts` or `rSpring,drafts`). */
const validValue = /^[A-Za-z0-9_,.-]{1,120}$/;

type ReadStorage = Pick<Storage, 'getItem'>;
type WriteStorage = Pick<Storage, 'getItem' | 'setItem'>;

export function isVseValue(value: string | null | undefined): value is string {
  return typeof value === 'string' && validValue.test(value);
}

/** Session storage can be missing or throw (blocked storage, some private modes): the parameter is then not kept. */
function safely<T>(action: () => T, fallback: T): T {
  try {
    return action();
  } catch {
    return fallback;
  }
}

/**
 * The value in effect for this tab: the one in the address (stored for later paths) or else the stored one.
 * Returns null outside a preview session.
 */
export function rememberVse(search: string, storage: WriteStorage | null): string | null {
  const fromUrl = new URLSearchParams(search).get(VSE_PARAM);
  if (isVseValue(fromUrl)) {
    if (storage) safely(() => storage.setItem(VSE_STORAGE_KEY, fromUrl), undefined);
    return fromUrl;
  }
  return storedVse(storage);
}

export function storedVse(storage: ReadStorage | null): string | null {
  if (!storage) return null;
  const stored = safely(() => storage.getItem(VSE_STORAGE_KEY), null);
  return isVseValue(stored) ? stored : null;
}

export function forgetVse(storage: Pick<Storage, 'removeItem'> | null): void {
  if (storage) safely(() => storage.removeItem(VSE_STORAGE_KEY), undefined);
}

/**
 * `href` with `vse` re-appended, when it is a page of this site (same origin, not an API route or a static file)
 * that lacks it. Anything else comes back unchanged, as does a path that already carries a `vse`.
 */
export function withVse(href: string, vse: string, origin: string): string {
  if (!isVseValue(vse)) return href;
  let url: URL;
  try {
    url = new URL(href, origin);
  } catch {
    return href;
  }
  if (url.origin !== origin) return href;
  if (url.pathname.startsWith('/api/') || url.pathname.startsWith('/_next/')) return href;
  if (url.searchParams.has(VSE_PARAM)) return href;
  url.searchParams.set(VSE_PARAM, vse);
  // Keep the caller's form: a relative href stays relative.
  return /^[a-z][a-z0-9+.-]*:/i.test(href) ? url.href : `${url.pathname}${url.search}${url.hash}`;
}

/** The address without `vse`, e.g. where "Exit preview" returns to. */
export function withoutVse(pathAndSearch: string): string {
  const url = new URL(pathAndSearch, 'http://preview.invalid');
  url.searchParams.delete(VSE_PARAM);
  return `${url.pathname}${url.search}${url.hash}`;
}

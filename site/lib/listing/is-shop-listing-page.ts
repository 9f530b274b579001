/**
 * Spec §2: a path is a shop listing page when one of its segments is `s` (search) or `c` (category); the query
 * string and fragment are ignored. Accepts a path or a full URL.
 */
export function isShopListingPage(path: string): boolean {
  if (typeof path !== 'string') return false;
  let pathname = path;
  try {
    if (/^[a-z][a-z0-9+.-]*:\/\//i.test(path)) pathname = new URL(path).pathname;
  } catch {
    return false;
  }
  const clean = pathname.split(/[?#]/, 1)[0] ?? '';
  return clean.split('/').some((segment) => segment === 's' || segment === 'c');
}

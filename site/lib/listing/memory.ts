// Listing memory (spec §2): when a shopper leaves a category or search listing for a product and comes back, the
// listing restores the page and search (both in its URL), the scroll position and the product that was in view.
// Kept in sessionStorage, keyed by the listing URL, so each tab and each filtered page remembers its own place.

export interface ListingPlace {
  scrollY: number;
  /** The product the shopper opened (or the first in view), and how far from the viewport top it was. */
  productId: string | null;
  productTop: number;
  savedAt: number;
}

const PREFIX = 'listing-memory:';
/** A place older than this is stale: the shopper has moved on. */
const MAX_AGE_MS = 30 * 60 * 1000;

export function memoryKey(url: string): string {
  return PREFIX + url;
}

export function savePlace(storage: Storage, url: string, place: Omit<ListingPlace, 'savedAt'>, now = Date.now()) {
  try {
    storage.setItem(memoryKey(url), JSON.stringify({ ...place, savedAt: now }));
  } catch {
    // Storage full or disabled: the listing simply starts at the top.
  }
}

/** Reads and forgets the place saved for a listing URL (a later fresh visit starts at the top). */
export function takePlace(storage: Storage, url: string, now = Date.now()): ListingPlace | null {
  let raw: string | null = null;
  try {
    raw = storage.getItem(memoryKey(url));
    storage.removeItem(memoryKey(url));
  } catch {
    return null;
  }
  if (!raw) return null;
  try {
    const place = JSON.parse(raw) as Partial<ListingPlace>;
    if (typeof place.scrollY !== 'number' || typeof place.savedAt !== 'number') return null;
    if (now - place.savedAt > MAX_AGE_MS) return null;
    return {
      scrollY: Math.max(0, place.scrollY),
      productId: typeof place.productId === 'string' ? place.productId : null,
      productTop: typeof place.productTop === 'number' ? place.productTop : 0,
      savedAt: place.savedAt,
    };
  } catch {
    return null;
  }
}

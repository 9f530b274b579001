/** Longest query sent anywhere (spec §9). */
export const MAX_QUERY = 200;

/** The search results address for a term. */
export function searchHref(term: string): string {
  return `/shop/s?q=${encodeURIComponent(term.trim().slice(0, MAX_QUERY))}`;
}

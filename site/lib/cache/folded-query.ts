// A cached page is keyed by its path only: Next.js renders a page that reads its query (`searchParams`) for every
// request. So the proxy folds the part of the query a cached page reads into its path, and the page unfolds it:
//
//   /shop/c/dresses?sort=newest&size=12&utm_source=mail   →  /dal/shop/c/dresses/~c29ydD1uZXdlc3Qmc2l6ZT0xMg
//   /shop/p/wrap-dress-01?colour=navy                     →  /dal/shop/p/wrap-dress-01~Y29sb3VyPW5hdnk
//   /shop/s?q=linen+shirt&page=2                          →  /dal/shop/s/~cT1saW5lbitzaGlydCZwYWdlPTI
//
// Only the keys the page reads are kept, sorted, so a tracking parameter or a reordered query does not make another
// copy of the page (a CDN in front keys on the whole address; the origin's cache on what the page can show). The
// query travels as base64url (letters, digits, `-` and `_`): Next.js decodes path segments before a page sees them, so
// a `&`, `/` or `%` in a value would otherwise change the query. Segments hold at most 200 characters, under the
// 255 a file name may have (the single-node cache keeps each page as files named by its path); a longer listing query
// takes several. `~` is in no slug, product id or search word's path, so a public address carrying it is not a page.

import { LISTING_KEYS } from '@/lib/listing/query.ts';

export const FOLD_MARK = '~';
const SEGMENT_MAX = 200;
/** A value longer than this is no filter, sort or page any page shows; it is dropped, not folded. */
const VALUE_MAX = 100;

/** The query keys the product page reads (colourway, review sort, filter and page). */
export const PRODUCT_KEYS: readonly string[] = ['colour', 'reviewSort', 'reviewRating', 'reviewPage'];
const SEARCH_KEYS: readonly string[] = ['q', ...LISTING_KEYS];

export type QueryRecord = Record<string, string | string[] | undefined>;

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

function toBase64Url(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): string | null {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) return null;
  try {
    const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
    return new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
  } catch {
    return null;
  }
}

/** The kept pairs of `search`, sorted by key (values keep their order: `size=12&size=10` lists 12 first). */
function keptQuery(search: URLSearchParams, keys: readonly string[]): string {
  const kept = new URLSearchParams();
  for (const key of [...keys].sort()) {
    for (const value of search.getAll(key)) if (value.length > 0 && value.length <= VALUE_MAX) kept.append(key, value);
  }
  return kept.toString();
}

function chunks(payload: string): string[] {
  const parts: string[] = [];
  for (let at = 0; at < payload.length; at += SEGMENT_MAX - 1) {
    parts.push(FOLD_MARK + payload.slice(at, at + SEGMENT_MAX - 1));
  }
  return parts;
}

export interface FoldOptions {
  /** Query keys that send a product page elsewhere (the hybrid product page's promo names): kept with the rest. */
  productRedirectKeys?: readonly string[];
}

/**
 * The path a cached page is rendered and cached under, for a public path and query (the brand prefix is the
 * caller's); `null` for a public path that carries the fold mark (not a page). Other paths come back unchanged.
 */
export function foldQuery(pathname: string, search: URLSearchParams, options: FoldOptions = {}): string | null {
  const segments = pathname.split('/').filter(Boolean);
  if (segments.some((segment) => segment.includes(FOLD_MARK))) return null;
  if (segments[0] !== 'shop') return pathname;
  const [, kind, ...rest] = segments;
  if (kind === 'c' && rest.length === 1 && SLUG.test(rest[0] ?? '')) {
    const query = keptQuery(search, LISTING_KEYS);
    return query ? [pathname, ...chunks(toBase64Url(query))].join('/') : pathname;
  }
  if (kind === 's') {
    const query = keptQuery(search, rest.length === 0 ? SEARCH_KEYS : LISTING_KEYS);
    return query ? [pathname.replace(/\/$/, ''), ...chunks(toBase64Url(query))].join('/') : pathname;
  }
  if (kind === 'p' && rest.length === 1 && SLUG.test(rest[0] ?? '')) {
    const redirectKeys = options.productRedirectKeys ?? [];
    // A promo link keeps its whole query, as the page passes it on to the hybrid product page; otherwise what the
    // page reads. One segment only (a product is one segment), so an over-long query keeps what the page reads.
    const promo = redirectKeys.some((key) => search.has(key));
    let query = keptQuery(search, promo ? [...new Set(search.keys())] : PRODUCT_KEYS);
    if (toBase64Url(query).length > SEGMENT_MAX - 1) query = keptQuery(search, [...PRODUCT_KEYS, ...redirectKeys]);
    const payload = toBase64Url(query);
    return query && payload.length <= SEGMENT_MAX - 1 ? `${pathname}${FOLD_MARK}${payload}` : pathname;
  }
  return pathname;
}

function parse(query: string): QueryRecord {
  const record: QueryRecord = {};
  for (const [key, value] of new URLSearchParams(query)) {
    const held = record[key];
    record[key] = held === undefined ? value : Array.isArray(held) ? [...held, value] : [held, value];
  }
  return record;
}

/**
 * Route segments (a catch-all's) split into the path's own and the query folded after them; `null` when a folded
 * segment does not decode (not an address the proxy made).
 */
export function unfoldSegments(segments: readonly string[]): { segments: string[]; query: QueryRecord } | null {
  const own = segments.filter((segment) => !segment.startsWith(FOLD_MARK));
  const folded = segments.slice(own.length);
  if (folded.some((segment) => !segment.startsWith(FOLD_MARK))) return null;
  const query = fromBase64Url(folded.map((segment) => segment.slice(FOLD_MARK.length)).join(''));
  return query === null ? null : { segments: own, query: parse(query) };
}

/** A product route segment split into the product id and the query folded onto it; `null` as for `unfoldSegments`. */
export function unfoldProductId(segment: string): { productId: string; query: QueryRecord } | null {
  const at = segment.indexOf(FOLD_MARK);
  if (at === -1) return { productId: segment, query: {} };
  const query = fromBase64Url(segment.slice(at + FOLD_MARK.length));
  return query === null ? null : { productId: segment.slice(0, at), query: parse(query) };
}

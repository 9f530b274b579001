// Listing state in the address bar, so every filtered, sorted page is a shareable, crawlable URL:
// ?sort=price-low-high&size=18&size=20&colour=Blue&price=20-40&rating=4&sale=1&page=2 (search adds q).
import type { CategorySort } from '@shop/commerce/catalogue';
import type { ListingFilters } from '@shop/commerce/catalogue-listing';

export type SearchParams = Record<string, string | string[] | undefined>;

export interface ListingState {
  filters: ListingFilters;
  sort: CategorySort | null;
  /** The raw page value, for `normalisePage`. */
  page: string | string[] | undefined;
}

/** Every query key a listing reads (search adds `q`). */
export const LISTING_KEYS: readonly string[] = ['sort', 'size', 'colour', 'price', 'rating', 'sale', 'page'];

const SORTS: readonly string[] = ['recommended', 'newest', 'price-low-high', 'price-high-low', 'rating'];
const MAX_VALUES = 30;

function list(value: string | string[] | undefined): string[] {
  if (value === undefined) return [];
  return (Array.isArray(value) ? value : [value]).filter((v) => v.length > 0 && v.length <= 40).slice(0, MAX_VALUES);
}

function first(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/** Reads listing state from the query; anything unexpected is dropped (the commerce layer re-checks values). */
export function parseListingParams(params: SearchParams): ListingState {
  const rating = Number(first(params.rating));
  const sort = first(params.sort);
  return {
    filters: {
      sizes: list(params.size),
      colours: list(params.colour),
      priceBands: list(params.price),
      minRating: [2, 3, 4].includes(rating) ? rating : null,
      onSale: first(params.sale) === '1',
    },
    sort: sort && SORTS.includes(sort) ? (sort as CategorySort) : null,
    page: params.page,
  };
}

export interface HrefState {
  filters: ListingFilters;
  sort: CategorySort | null;
  page: number;
  /** Search term (search pages only). */
  q?: string;
}

/** The canonical URL of a listing state: stable parameter order, defaults omitted, page 1 without `page`. */
export function listingHref(path: string, state: HrefState): string {
  const query = new URLSearchParams();
  if (state.q) query.set('q', state.q);
  if (state.sort && state.sort !== 'recommended') query.set('sort', state.sort);
  for (const size of state.filters.sizes) query.append('size', size);
  for (const colour of state.filters.colours) query.append('colour', colour);
  for (const band of state.filters.priceBands) query.append('price', band);
  if (state.filters.minRating !== null) query.set('rating', String(state.filters.minRating));
  if (state.filters.onSale) query.set('sale', '1');
  if (state.page > 1) query.set('page', String(state.page));
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}

/** Whether any facet is applied (listings with filters are not indexed by search engines). */
export function hasFilters(filters: ListingFilters): boolean {
  return (
    filters.sizes.length > 0 ||
    filters.colours.length > 0 ||
    filters.priceBands.length > 0 ||
    filters.minRating !== null ||
    filters.onSale
  );
}

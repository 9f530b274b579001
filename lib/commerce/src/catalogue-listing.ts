// Faceted product listings (category pages and search results share this): filters by size, colour family, price
// band, rating and sale; counts per facet value; sorting and paging. Every value reaches SQL as a bound parameter,
// and selected values the listing does not offer are ignored rather than filtering everything out.
import { and, asc, count, desc, eq, gte, inArray, type SQL, sql } from 'drizzle-orm';
import {
  CATEGORY_SORTS,
  type CategorySort,
  MAX_PAGE_SIZE,
  PRODUCTS_PER_PAGE,
  type ProductSummary,
  summaryColumns,
  toSummary,
} from './catalogue.ts';
import type { Db } from './db/client.ts';
import { products } from './db/schema.ts';
import { compareSizes } from './size-order.ts';

export interface PriceBand {
  id: string;
  label: string;
  /** Inclusive lower bound in pence. */
  min: number;
  /** Exclusive upper bound in pence, or null for "and over". */
  max: number | null;
}

export const PRICE_BANDS: readonly PriceBand[] = [
  { id: 'under-20', label: 'Under £20', min: 0, max: 2000 },
  { id: '20-40', label: '£20 to £40', min: 2000, max: 4000 },
  { id: '40-60', label: '£40 to £60', min: 4000, max: 6000 },
  { id: '60-100', label: '£60 to £100', min: 6000, max: 10000 },
  { id: '100-250', label: '£100 to £250', min: 10000, max: 25000 },
  { id: '250-plus', label: '£250 and over', min: 25000, max: null },
];

/** "4 stars and up" style rating thresholds. */
export const RATING_THRESHOLDS = [4, 3, 2] as const;

export const SORT_LABELS: Record<CategorySort, string> = {
  recommended: 'Recommended',
  newest: 'Newest',
  'price-low-high': 'Price - Low to High',
  'price-high-low': 'Price - High to Low',
  rating: 'Ratings - High to Low',
};

export interface ListingFilters {
  sizes: string[];
  colours: string[];
  priceBands: string[];
  /** Minimum average rating (one of RATING_THRESHOLDS), or null. */
  minRating: number | null;
  onSale: boolean;
}

export const NO_FILTERS: ListingFilters = { sizes: [], colours: [], priceBands: [], minRating: null, onSale: false };

export interface FacetValue {
  value: string;
  label: string;
  count: number;
  selected: boolean;
}

export interface ListingFacets {
  size: FacetValue[];
  colour: FacetValue[];
  price: FacetValue[];
  rating: FacetValue[];
  /** How many products in scope (with the other filters) are on sale. */
  onSale: FacetValue;
}

export interface ListingResult {
  items: ProductSummary[];
  total: number;
  /** The page asked for, unchanged. */
  page: number;
  pageCount: number;
  sort: CategorySort;
  facets: ListingFacets;
  /** The filters actually applied (unknown values dropped). */
  filters: ListingFilters;
}

export interface ListingInput {
  brandCode: string;
  /** Extra condition on `products` that defines what is listed (a category, search matches). */
  scope: SQL;
  filters?: Partial<ListingFilters>;
  sort?: string;
  page: number;
  pageSize?: number;
  /** Order for the "recommended" sort (search relevance); defaults to merchandising position. */
  recommendedOrder?: SQL[];
  /** Skip facet counts (autosuggest). */
  withFacets?: boolean;
  /**
   * Names the scope (e.g. `category:dresses`) so that a large scope's facet counts may be reused for a few seconds
   * (see FACET_CACHE_MS); without it they are always counted afresh.
   */
  cacheKey?: string;
}

const MAX_SELECTED = 30;

// biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point.
const UNSAFE_TEXT = /[\u0000-\u001f\u007f]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** Text PostgreSQL accepts: no NUL or other control characters, no lone UTF-16 surrogates. */
export function safeText(value: string): string {
  return value.replace(UNSAFE_TEXT, '');
}

function cleanList(values: unknown, maxLength = 40): string[] {
  if (!Array.isArray(values)) return [];
  const seen = new Set<string>();
  for (const value of values) {
    if (typeof value !== 'string') continue;
    const trimmed = safeText(value).trim();
    if (trimmed.length > 0 && trimmed.length <= maxLength) seen.add(trimmed);
    if (seen.size >= MAX_SELECTED) break;
  }
  return [...seen];
}

/** Filters with the right shapes; values are checked against what the listing offers later. */
export function sanitiseFilters(raw: Partial<ListingFilters> | undefined): ListingFilters {
  const minRating = raw?.minRating;
  return {
    sizes: cleanList(raw?.sizes),
    colours: cleanList(raw?.colours),
    priceBands: cleanList(raw?.priceBands).filter((id) => PRICE_BANDS.some((band) => band.id === id)),
    minRating: RATING_THRESHOLDS.some((threshold) => threshold === minRating) ? (minRating as number) : null,
    onSale: raw?.onSale === true,
  };
}

export function sortOf(raw: unknown): CategorySort {
  return CATEGORY_SORTS.includes(raw as CategorySort) ? (raw as CategorySort) : 'recommended';
}

function pageSizeOf(raw: number | undefined): number {
  if (raw === undefined || !Number.isInteger(raw) || raw < 1) return PRODUCTS_PER_PAGE;
  return Math.min(raw, MAX_PAGE_SIZE);
}

function bandCondition(band: PriceBand): SQL {
  const lower = gte(products.pricePence, band.min);
  return band.max === null ? lower : (and(lower, sql`${products.pricePence} < ${band.max}`) as SQL);
}

function textArray(values: readonly string[]): SQL {
  return sql`array[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::text[]`;
}

type FacetKey = 'size' | 'colour' | 'price' | 'rating' | 'onSale';

function conditionsFor(filters: ListingFilters): Partial<Record<FacetKey, SQL>> {
  const conditions: Partial<Record<FacetKey, SQL>> = {};
  if (filters.sizes.length) conditions.size = sql`${products.sizes} && ${textArray(filters.sizes)}`;
  if (filters.colours.length) conditions.colour = inArray(products.colourFamily, filters.colours);
  const bands = PRICE_BANDS.filter((band) => filters.priceBands.includes(band.id));
  if (bands.length) conditions.price = sql`(${sql.join(bands.map(bandCondition), sql` or `)})`;
  if (filters.minRating !== null) conditions.rating = gte(products.ratingAverage, filters.minRating);
  if (filters.onSale) conditions.onSale = eq(products.onSale, true);
  return conditions;
}

function except(conditions: Partial<Record<FacetKey, SQL>>, key: FacetKey | null): SQL[] {
  return (Object.entries(conditions) as [FacetKey, SQL][]).filter(([k]) => k !== key).map(([, v]) => v);
}

function orderFor(sort: CategorySort, recommended: SQL[] | undefined): SQL[] {
  switch (sort) {
    case 'newest':
      return [desc(products.createdOrder), asc(products.productNumber)];
    case 'price-low-high':
      return [asc(products.pricePence), asc(products.productNumber)];
    case 'price-high-low':
      return [desc(products.pricePence), asc(products.productNumber)];
    case 'rating':
      return [sql`${products.ratingAverage} desc nulls last`, desc(products.ratingCount), asc(products.productNumber)];
    default:
      return recommended ?? [asc(products.position), asc(products.productNumber)];
  }
}

/** Orders sizes naturally within each sizing system, systems kept together (size-order.ts). */
function bySizeOrder(a: { value: string }, b: { value: string }): number {
  return compareSizes(a.value, b.value);
}

/**
 * The scope's products grouped by colour family and size run, each group with its counts under the price, rating and
 * sale conditions (all of them, and all but one for that facet's own values). Colour and size are constant within a
 * group, so every facet, the total and the values the scope offers are sums over these few dozen rows: one scan of
 * the scope (index-only for a category: products_brand_category_facets_idx) instead of one per facet.
 */
interface FacetGroup {
  colour: string;
  sizes: string[];
  /** Products in the group. */
  all: number;
  /** Products meeting the price, rating and sale filters. */
  matching: number;
  /** Per price band: products meeting the rating and sale filters in that band. */
  bands: number[];
  /** Per rating threshold: products meeting the price and sale filters rated at least that. */
  ratings: number[];
  /** Products meeting the price and rating filters that are on sale. */
  onSale: number;
}

/**
 * A scope of at least this many products keeps its facet groups, and each page its product ids, for FACET_CACHE_MS
 * in the process: counting or ranking 20,000 to 45,000 products of a category or search takes tens to hundreds of
 * milliseconds, too much for every request. Counts and the order of a page may then trail a catalogue change by that
 * long; the products' summaries (prices, stock, ratings) are always read live.
 */
export const FACET_CACHE_MIN_PRODUCTS = 2000;
export const FACET_CACHE_MS = 30_000;
const CACHE_ENTRIES = 5000;

interface Cached {
  at: number;
  value: Promise<unknown>;
}

const listingCache = new WeakMap<Db, Map<string, Cached>>();

/**
 * `compute()` once per key at a time, its answer reused for FACET_CACHE_MS when `keep` says the scope is large;
 * concurrent callers of one key share one computation. A null key always computes.
 */
function reused<T>(db: Db, key: string | null, compute: () => Promise<T>, keep: (value: T) => boolean): Promise<T> {
  if (key === null) return compute();
  let cache = listingCache.get(db);
  if (!cache) {
    cache = new Map();
    listingCache.set(db, cache);
  }
  const now = Date.now();
  const hit = cache.get(key);
  if (hit && now - hit.at < FACET_CACHE_MS) return hit.value as Promise<T>;
  const value = compute();
  const entry = { at: now, value };
  cache.set(key, entry);
  const drop = () => {
    if (cache.get(key) === entry) cache.delete(key);
  };
  value.then((result) => {
    if (!keep(result)) drop();
  }, drop);
  if (cache.size > CACHE_ENTRIES) {
    for (const [k, v] of cache) if (now - v.at >= FACET_CACHE_MS || cache.size > CACHE_ENTRIES) cache.delete(k);
  }
  return value;
}

async function facetGroups(db: Db, base: SQL, conditions: Partial<Record<FacetKey, SQL>>): Promise<FacetGroup[]> {
  const cond = (key: FacetKey) => conditions[key] ?? sql`true`;
  const price = cond('price');
  const rating = cond('rating');
  const sale = cond('onSale');
  const rows = await db
    .select({
      colour: products.colourFamily,
      sizes: products.sizes,
      all: count(),
      matching: sql<number>`count(*) filter (where ${price} and ${rating} and ${sale})`.mapWith(Number),
      ...Object.fromEntries(
        PRICE_BANDS.map((band, i) => [
          `band${i}`,
          sql<number>`count(*) filter (where ${rating} and ${sale} and ${bandCondition(band)})`.mapWith(Number),
        ]),
      ),
      ...Object.fromEntries(
        RATING_THRESHOLDS.map((threshold, i) => [
          `rating${i}`,
          sql<number>`count(*) filter (where ${price} and ${sale} and ${products.ratingAverage} >= ${threshold})`.mapWith(
            Number,
          ),
        ]),
      ),
      onSale: sql<number>`count(*) filter (where ${price} and ${rating} and ${products.onSale})`.mapWith(Number),
    })
    .from(products)
    .where(base)
    .groupBy(products.colourFamily, products.sizes);
  return rows.map((row) => {
    const counts = row as unknown as Record<string, number>;
    return {
      colour: row.colour,
      sizes: row.sizes,
      all: Number(row.all),
      matching: row.matching,
      bands: PRICE_BANDS.map((_, i) => Number(counts[`band${i}`] ?? 0)),
      ratings: RATING_THRESHOLDS.map((_, i) => Number(counts[`rating${i}`] ?? 0)),
      onSale: row.onSale,
    };
  });
}

/** Drops selected sizes and colours the scope does not offer, so a stale or hand-made URL never empties a page. */
function knownValues(groups: readonly FacetGroup[], filters: ListingFilters): ListingFilters {
  const sizes = new Set(groups.flatMap((group) => group.sizes));
  const colours = new Set(groups.map((group) => group.colour));
  return {
    ...filters,
    sizes: filters.sizes.filter((size) => sizes.has(size)),
    colours: filters.colours.filter((colour) => colours.has(colour)),
  };
}

function facetsOf(groups: readonly FacetGroup[], filters: ListingFilters): { total: number; facets: ListingFacets } {
  const colourOk = (group: FacetGroup) => !filters.colours.length || filters.colours.includes(group.colour);
  const sizeOk = (group: FacetGroup) =>
    !filters.sizes.length || group.sizes.some((size) => filters.sizes.includes(size));
  const inScope = groups.filter((group) => colourOk(group) && sizeOk(group));
  const sum = (list: readonly FacetGroup[], value: (group: FacetGroup) => number) =>
    list.reduce((n, group) => n + value(group), 0);

  const bySize = new Map<string, number>();
  for (const group of groups.filter(colourOk)) {
    for (const size of group.sizes) bySize.set(size, (bySize.get(size) ?? 0) + group.matching);
  }
  const byColour = new Map<string, number>();
  for (const group of groups.filter(sizeOk))
    byColour.set(group.colour, (byColour.get(group.colour) ?? 0) + group.matching);

  return {
    total: sum(inScope, (group) => group.matching),
    facets: {
      size: [...bySize]
        .map(([value, count]) => ({ value, label: value, count, selected: filters.sizes.includes(value) }))
        .sort(bySizeOrder),
      colour: [...byColour]
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
        .map(([value, count]) => ({ value, label: value, count, selected: filters.colours.includes(value) })),
      price: PRICE_BANDS.map((band, i) => ({
        value: band.id,
        label: band.label,
        count: sum(inScope, (group) => group.bands[i] ?? 0),
        selected: filters.priceBands.includes(band.id),
      })).filter((value) => value.count > 0 || value.selected),
      rating: RATING_THRESHOLDS.map((threshold, i) => ({
        value: String(threshold),
        label: `${threshold} stars and up`,
        count: sum(inScope, (group) => group.ratings[i] ?? 0),
        selected: filters.minRating === threshold,
      })),
      onSale: {
        value: 'true',
        label: 'On sale',
        count: sum(inScope, (group) => group.onSale),
        selected: filters.onSale,
      },
    },
  };
}

const EMPTY_FACETS: ListingFacets = {
  size: [],
  colour: [],
  price: [],
  rating: [],
  onSale: { value: 'true', label: 'On sale', count: 0, selected: false },
};

/** One page of a faceted listing. Never throws for odd input: bad pages read as empty, unknown values are ignored. */
export async function listProducts(db: Db, input: ListingInput): Promise<ListingResult> {
  const pageSize = pageSizeOf(input.pageSize);
  const sort = sortOf(input.sort);
  const base = and(eq(products.brandCode, input.brandCode), input.scope) as SQL;
  const asked = sanitiseFilters(input.filters);
  const conditions = conditionsFor(asked);
  // Groups depend on the scope and the price, rating and sale filters (colour and size are applied to them here).
  const key = input.cacheKey
    ? JSON.stringify([input.brandCode, input.cacheKey, asked.priceBands, asked.minRating, asked.onSale])
    : null;
  const groups = await reused(
    db,
    key && `groups:${key}`,
    () => facetGroups(db, base, conditions),
    (list) => list.reduce((n, group) => n + group.all, 0) >= FACET_CACHE_MIN_PRODUCTS,
  );
  const filters = knownValues(groups, asked);
  const counted = facetsOf(groups, filters);
  const { total } = counted;
  const facets = input.withFacets === false ? EMPTY_FACETS : counted.facets;
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const { page } = input;
  if (!Number.isSafeInteger(page) || page < 1 || page > pageCount || total === 0) {
    return { items: [], total, page, pageCount, sort, facets, filters };
  }
  // The page's ids first, then their summaries: a summary's subqueries (stock, price range, first option) then run
  // for the page's rows only, not for every row an OFFSET skips.
  const pageKey = key && `page:${key}:${JSON.stringify([filters.sizes, filters.colours, sort, page, pageSize])}`;
  const ids = await reused(
    db,
    total >= FACET_CACHE_MIN_PRODUCTS ? pageKey : null,
    async () =>
      (
        await db
          .select({ id: products.id })
          .from(products)
          .where(and(base, ...except(conditionsFor(filters), null)))
          .orderBy(...orderFor(sort, input.recommendedOrder))
          .limit(pageSize)
          .offset((page - 1) * pageSize)
      ).map((row) => row.id),
    () => true,
  );
  const rows = await db
    .select({ id: products.id, ...summaryColumns })
    .from(products)
    .where(inArray(products.id, ids));
  const byId = new Map(rows.map((row) => [row.id, toSummary(row)]));
  const items = ids.flatMap((id) => byId.get(id) ?? []);
  return { items, total, page, pageCount, sort, facets, filters };
}

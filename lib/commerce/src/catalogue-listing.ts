// Faceted product listings (category pages and search results share this): filters by size, colour family, price
// band, rating and sale; counts per facet value; sorting and paging. Every value reaches SQL as a bound parameter,
// and selected values the listing does not offer are ignored rather than filtering everything out.
import { and, asc, count, countDistinct, desc, eq, gte, inArray, type SQL, sql } from 'drizzle-orm';
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
import { productOptions, products } from './db/schema.ts';
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

type FacetKey = 'size' | 'colour' | 'price' | 'rating' | 'onSale';

function conditionsFor(filters: ListingFilters): Partial<Record<FacetKey, SQL>> {
  const conditions: Partial<Record<FacetKey, SQL>> = {};
  if (filters.sizes.length) {
    conditions.size = sql`exists (select 1 from ${productOptions} where ${productOptions.productId} = ${products.id} and ${inArray(productOptions.size, filters.sizes)})`;
  }
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

/** Drops selected sizes and colours the scope does not offer, so a stale or hand-made URL never empties a page. */
async function knownValues(db: Db, base: SQL, filters: ListingFilters): Promise<ListingFilters> {
  if (!filters.sizes.length && !filters.colours.length) return filters;
  const [sizes, colours] = await Promise.all([
    filters.sizes.length
      ? db
          .selectDistinct({ value: productOptions.size })
          .from(productOptions)
          .innerJoin(products, eq(products.id, productOptions.productId))
          .where(and(base, inArray(productOptions.size, filters.sizes)))
      : Promise.resolve([]),
    filters.colours.length
      ? db
          .selectDistinct({ value: products.colourFamily })
          .from(products)
          .where(and(base, inArray(products.colourFamily, filters.colours)))
      : Promise.resolve([]),
  ]);
  const sizeSet = new Set(sizes.map((row) => row.value));
  const colourSet = new Set(colours.map((row) => row.value));
  return {
    ...filters,
    sizes: filters.sizes.filter((size) => sizeSet.has(size)),
    colours: filters.colours.filter((colour) => colourSet.has(colour)),
  };
}

/** Orders sizes naturally within each sizing system, systems kept together (size-order.ts). */
function bySizeOrder(a: { value: string }, b: { value: string }): number {
  return compareSizes(a.value, b.value);
}

async function facetCounts(
  db: Db,
  base: SQL,
  conditions: Partial<Record<FacetKey, SQL>>,
  filters: ListingFilters,
): Promise<ListingFacets> {
  const where = (key: FacetKey) => and(base, ...except(conditions, key));
  const [sizeRows, colourRows, priceRows, ratingRows, saleRows] = await Promise.all([
    db
      .select({
        value: productOptions.size,
        count: countDistinct(products.id),
      })
      .from(productOptions)
      .innerJoin(products, eq(products.id, productOptions.productId))
      .where(where('size'))
      .groupBy(productOptions.size),
    db
      .select({ value: products.colourFamily, count: count() })
      .from(products)
      .where(where('colour'))
      .groupBy(products.colourFamily)
      .orderBy(asc(products.colourFamily)),
    db
      .select(
        Object.fromEntries(
          PRICE_BANDS.map((band) => [
            band.id,
            sql<number>`count(*) filter (where ${bandCondition(band)})`.mapWith(Number),
          ]),
        ),
      )
      .from(products)
      .where(where('price')),
    db
      .select(
        Object.fromEntries(
          RATING_THRESHOLDS.map((threshold) => [
            String(threshold),
            sql<number>`count(*) filter (where ${products.ratingAverage} >= ${threshold})`.mapWith(Number),
          ]),
        ),
      )
      .from(products)
      .where(where('rating')),
    db
      .select({ count: count() })
      .from(products)
      .where(and(where('onSale'), eq(products.onSale, true))),
  ]);
  const prices = priceRows[0] ?? {};
  const ratings = ratingRows[0] ?? {};
  return {
    size: [...sizeRows].sort(bySizeOrder).map((row) => ({
      value: row.value,
      label: row.value,
      count: Number(row.count),
      selected: filters.sizes.includes(row.value),
    })),
    colour: colourRows.map((row) => ({
      value: row.value,
      label: row.value,
      count: Number(row.count),
      selected: filters.colours.includes(row.value),
    })),
    price: PRICE_BANDS.map((band) => ({
      value: band.id,
      label: band.label,
      count: Number(prices[band.id] ?? 0),
      selected: filters.priceBands.includes(band.id),
    })).filter((value) => value.count > 0 || value.selected),
    rating: RATING_THRESHOLDS.map((threshold) => ({
      value: String(threshold),
      label: `${threshold} stars and up`,
      count: Number(ratings[String(threshold)] ?? 0),
      selected: filters.minRating === threshold,
    })),
    onSale: { value: 'true', label: 'On sale', count: Number(saleRows[0]?.count ?? 0), selected: filters.onSale },
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
  const filters = await knownValues(db, base, sanitiseFilters(input.filters));
  const conditions = conditionsFor(filters);
  const filtered = and(base, ...except(conditions, null));

  const [totals, facets] = await Promise.all([
    db.select({ total: count() }).from(products).where(filtered),
    input.withFacets === false ? Promise.resolve(EMPTY_FACETS) : facetCounts(db, base, conditions, filters),
  ]);
  const total = Number(totals[0]?.total ?? 0);
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const { page } = input;
  if (!Number.isSafeInteger(page) || page < 1 || page > pageCount || total === 0) {
    return { items: [], total, page, pageCount, sort, facets, filters };
  }
  const rows = await db
    .select(summaryColumns)
    .from(products)
    .where(filtered)
    .orderBy(...orderFor(sort, input.recommendedOrder))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  return { items: rows.map(toSummary), total, page, pageCount, sort, facets, filters };
}

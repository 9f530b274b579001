// Catalogue reads beyond the basics: a category's faceted listing, products by number (the products call),
// recommendations from the same category and the sitemap's product list.
import { and, asc, desc, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import { type ProductSummary, productNumberFromId, summaryColumns, toProductId, toSummary } from './catalogue.ts';
import { type ListingFilters, type ListingResult, listProducts } from './catalogue-listing.ts';
import type { Db } from './db/client.ts';
import { categories, products } from './db/schema.ts';

/** Most ids one products call may ask for. */
export const MAX_BASE_PRODUCTS = 50;
/** Recommendations shown (spec §9: max 12, min 2). */
export const MAX_RECOMMENDATIONS = 12;
export const MIN_RECOMMENDATIONS = 2;

export interface CategoryListingInput {
  brandCode: string;
  categorySlug: string;
  filters?: Partial<ListingFilters>;
  sort?: string;
  page: number;
  pageSize?: number;
}

function categoryScope(brandCode: string, slug: string): SQL {
  // Only slug-shaped values reach SQL (the table's check constraint allows nothing else anyway).
  const clean = typeof slug === 'string' && /^[a-z0-9-]{1,120}$/.test(slug) ? slug : '';
  return sql`${products.categoryId} = (select ${categories.id} from ${categories} where ${categories.brandCode} = ${brandCode} and ${categories.slug} = ${clean})`;
}

/** A category's faceted listing page; an unknown category lists nothing. */
export function listCategoryListing(db: Db, input: CategoryListingInput): Promise<ListingResult> {
  return listProducts(db, {
    brandCode: input.brandCode,
    scope: categoryScope(input.brandCode, input.categorySlug),
    filters: input.filters,
    sort: input.sort,
    page: input.page,
    pageSize: input.pageSize,
    cacheKey: `category:${input.categorySlug}`,
  });
}

/** The brand's products for the given ids/numbers, in the order asked; unknown and other brands' ids are omitted. */
export async function getProductsByIds(db: Db, brandCode: string, ids: readonly string[]): Promise<ProductSummary[]> {
  const numbers = [...new Set(ids.map(productNumberFromId).filter((n): n is string => n !== null))].slice(
    0,
    MAX_BASE_PRODUCTS,
  );
  if (!numbers.length) return [];
  const rows = await db
    .select(summaryColumns)
    .from(products)
    .where(and(eq(products.brandCode, brandCode), inArray(products.productNumber, numbers)));
  const byNumber = new Map(rows.map((row) => [row.productNumber, toSummary(row)]));
  return numbers.map((n) => byNumber.get(n)).filter((p): p is ProductSummary => p !== undefined);
}

/**
 * Products to recommend on a product page: others from its category that can be bought, best rated first. Fewer
 * than the minimum reads as none, so the page shows no half-empty carousel.
 */
export async function listRecommendations(db: Db, brandCode: string, productId: string): Promise<ProductSummary[]> {
  const productNumber = productNumberFromId(productId);
  if (!productNumber) return [];
  const rows = await db
    .select(summaryColumns)
    .from(products)
    .where(
      and(
        eq(products.brandCode, brandCode),
        ne(products.productNumber, productNumber),
        sql`${products.categoryId} = (select ${products.categoryId} from ${products} where ${products.productNumber} = ${productNumber} and ${products.brandCode} = ${brandCode})`,
      ),
    )
    .orderBy(sql`${products.ratingAverage} desc nulls last`, desc(products.ratingCount), asc(products.productNumber))
    .limit(MAX_RECOMMENDATIONS * 2);
  const buyable = rows
    .map(toSummary)
    .filter((p) => p.purchasable)
    .slice(0, MAX_RECOMMENDATIONS);
  return buyable.length >= MIN_RECOMMENDATIONS ? buyable : [];
}

export interface SitemapEntry {
  path: string;
}

/** Every category and product path of a brand, for its sitemap. */
export async function listSitemapPaths(db: Db, brandCode: string): Promise<SitemapEntry[]> {
  const [categoryRows, productRows] = await Promise.all([
    db
      .select({ slug: categories.slug })
      .from(categories)
      .where(eq(categories.brandCode, brandCode))
      .orderBy(asc(categories.position)),
    db
      .select({ productNumber: products.productNumber })
      .from(products)
      .where(eq(products.brandCode, brandCode))
      .orderBy(asc(products.productNumber)),
  ]);
  return [
    ...categoryRows.map((row) => ({ path: `/shop/c/${row.slug}` })),
    ...productRows.map((row) => ({ path: `/shop/p/${toProductId(row.productNumber)}` })),
  ];
}

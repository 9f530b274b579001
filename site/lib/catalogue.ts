import 'server-only';
import { type BlockCatalogue, databaseCatalogue } from '@shop/blocks/catalogue.ts';
import type { BrandCode } from '@shop/brands/brands';
import {
  listCategories as readCategories,
  listCategoryProducts as readCategoryProducts,
  getProduct as readProduct,
} from '@shop/commerce/catalogue';
import type { ListingFilters } from '@shop/commerce/catalogue-listing';
import { getProductsByIds, listCategoryListing, listRecommendations } from '@shop/commerce/catalogue-products';
import { getReadyDb } from '@shop/commerce/db/client';
import { noResultsHelp, searchProducts } from '@shop/commerce/search';
import { unstable_cache } from 'next/cache';

/**
 * Catalogue reads for pages, cached across requests with precise tags: `catalogue:{brand}` for a brand's lists and
 * `product:{id}` for one product, so a catalogue change invalidates only what it touches. Never used for private data.
 */
const hour = 3600;

export function getNavCategories(brand: BrandCode) {
  return unstable_cache(async () => readCategories(await getReadyDb(), brand), ['categories', brand], {
    tags: [`catalogue:${brand}`],
    revalidate: hour,
  })();
}

/** One unfiltered page of a category (home page rails). */
export function getCategoryPage(brand: BrandCode, categorySlug: string, page: number) {
  return unstable_cache(
    async () => readCategoryProducts(await getReadyDb(), { brandCode: brand, categorySlug, page }),
    ['category-products', brand, categorySlug, String(page)],
    { tags: [`catalogue:${brand}`, `category:${brand}:${categorySlug}`], revalidate: hour },
  )();
}

export interface ListingRequest {
  filters: ListingFilters;
  sort: string | null;
  page: number;
}

/** Stable cache key part for a listing request (filters sorted, so equal states share one entry). */
function listingKey(request: ListingRequest): string {
  const f = request.filters;
  return JSON.stringify([
    [...f.sizes].sort(),
    [...f.colours].sort(),
    [...f.priceBands].sort(),
    f.minRating,
    f.onSale,
    request.sort ?? 'recommended',
    request.page,
  ]);
}

export function getCategoryListing(brand: BrandCode, categorySlug: string, request: ListingRequest) {
  return unstable_cache(
    async () =>
      listCategoryListing(await getReadyDb(), {
        brandCode: brand,
        categorySlug,
        filters: request.filters,
        sort: request.sort ?? undefined,
        page: request.page,
      }),
    ['category-listing', brand, categorySlug, listingKey(request)],
    { tags: [`catalogue:${brand}`, `category:${brand}:${categorySlug}`], revalidate: hour },
  )();
}

export function getSearchResults(brand: BrandCode, query: string, request: ListingRequest) {
  return unstable_cache(
    async () =>
      searchProducts(await getReadyDb(), {
        brandCode: brand,
        query,
        filters: request.filters,
        sort: request.sort ?? undefined,
        page: request.page,
      }),
    ['search', brand, query, listingKey(request)],
    { tags: [`catalogue:${brand}`], revalidate: 600 },
  )();
}

export function getNoResultsHelp(brand: BrandCode, query: string) {
  return unstable_cache(async () => noResultsHelp(await getReadyDb(), brand, query), ['no-results', brand, query], {
    tags: [`catalogue:${brand}`],
    revalidate: 600,
  })();
}

/** Bumped when `ProductDetail` gains a field, so entries cached by an older build (without it) are not read. */
const PRODUCT_DETAIL_SHAPE = 'product-2';

export function getProductDetail(brand: BrandCode, productId: string) {
  return unstable_cache(
    async () => readProduct(await getReadyDb(), brand, productId),
    [PRODUCT_DETAIL_SHAPE, brand, productId],
    { tags: [`product:${productId}`], revalidate: hour },
  )();
}

export function getRecommendations(brand: BrandCode, productId: string) {
  return unstable_cache(
    async () => listRecommendations(await getReadyDb(), brand, productId),
    ['recommendations', brand, productId],
    { tags: [`catalogue:${brand}`, `product:${productId}`], revalidate: hour },
  )();
}

export function getProductsForIds(brand: BrandCode, ids: string[]) {
  return unstable_cache(
    async () => getProductsByIds(await getReadyDb(), brand, ids),
    ['products-by-id', brand, ids.join(',')],
    { tags: [`catalogue:${brand}`], revalidate: 300 },
  )();
}

const uncachedBlockCatalogue = databaseCatalogue(getReadyDb);

/**
 * What CMS blocks read the catalogue through (their context's `catalogue`): the same reads, cached and tagged like the
 * pages' own, so a product grid or category tile on a page never queries the database once it is cached.
 */
export const blockCatalogue: BlockCatalogue = {
  products: (brand, pick) =>
    unstable_cache(
      () => uncachedBlockCatalogue.products(brand, pick),
      ['block-products', brand, JSON.stringify(pick)],
      {
        tags: [`catalogue:${brand}`, ...(pick.source === 'category' ? [`category:${brand}:${pick.categorySlug}`] : [])],
        revalidate: hour,
      },
    )(),
  categoryLeads: (brand) =>
    unstable_cache(() => uncachedBlockCatalogue.categoryLeads(brand), ['category-leads', brand], {
      tags: [`catalogue:${brand}`],
      revalidate: hour,
    })(),
};

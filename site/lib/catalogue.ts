import 'server-only';
import type { BrandCode } from '@shop/brands/brands';
import {
  listCategories as readCategories,
  listCategoryProducts as readCategoryProducts,
  getProduct as readProduct,
} from '@shop/commerce/catalogue';
import { getReadyDb } from '@shop/commerce/db/client';
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

export function getCategoryPage(brand: BrandCode, categorySlug: string, page: number) {
  return unstable_cache(
    async () => readCategoryProducts(await getReadyDb(), { brandCode: brand, categorySlug, page }),
    ['category-products', brand, categorySlug, String(page)],
    { tags: [`catalogue:${brand}`, `category:${brand}:${categorySlug}`], revalidate: hour },
  )();
}

export function getProductDetail(brand: BrandCode, productId: string) {
  return unstable_cache(async () => readProduct(await getReadyDb(), brand, productId), ['product', brand, productId], {
    tags: [`product:${productId}`],
    revalidate: hour,
  })();
}

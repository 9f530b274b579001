// A product's own placements (item_page on its page, add_to_cart_page in the mini bag after it is added): what shoppers
// viewed, added and bought with it, filled up from its category — the category read through the catalogue cache.
import type { BrandCode } from '@shop/brands/brands';
import { type ProductSummary, toProductId } from '@shop/commerce/catalogue';
import { getRecommendations } from '@/lib/catalogue.ts';
import { placementProducts } from './recommendations.ts';

export async function recommendedFor(
  brand: BrandCode,
  placement: 'item_page' | 'add_to_cart_page',
  productNumber: string,
): Promise<ProductSummary[]> {
  const sameCategory = await getRecommendations(brand, toProductId(productNumber));
  return placementProducts(brand, placement, [productNumber], sameCategory);
}

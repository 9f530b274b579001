import { z } from 'zod';
import { getProductsForIds } from '@/lib/catalogue.ts';
import { json, RouteError, readQuery, requestBrand, route } from '@/lib/http/route.ts';
import { recommendedFor } from '@/lib/tracking/recommended-for.ts';

const query = z.strictObject({
  /** The placements a page asks for about one product; purchase_complete_page is rendered with the order itself. */
  placement: z.enum(['add_to_cart_page', 'item_page'], { message: 'placement is add_to_cart_page or item_page' }),
  productId: z.string().regex(/^[A-Za-z0-9]{1,24}$/, 'a product id is 1–24 letters or digits'),
});

export interface RecommendedProduct {
  productId: string;
  productNumber: string;
  name: string;
  productBrand: string;
  price: number;
  wasPrice: number | null;
  imageUrl: string;
}

/**
 * GET /api/shop/p/recommendations?placement=add_to_cart_page&productId={product number} — what the mini bag shows
 * after an add to bag (spec §3 placements, §9): what shoppers added and bought with the product, filled up from its
 * category; at most 12, none when fewer than 2, only products of this brand that can be bought, never the product
 * itself. Answers `{placement, products}`; an unknown product is a 404, the provider down answers from the category.
 * The product and its category's candidates are read through the catalogue cache (lib/catalogue.ts), as on its page.
 */
export const GET = route(async (request) => {
  const brand = requestBrand(request);
  const { placement, productId } = readQuery(request, query);
  const [product] = await getProductsForIds(brand.code, [productId]);
  if (!product) throw new RouteError(404, 'PRODUCT_NOT_FOUND', 'We couldn’t find that product.');
  const products = await recommendedFor(brand.code, placement, product.productNumber);
  const body: { placement: typeof placement; products: RecommendedProduct[] } = {
    placement,
    products: products.map((p) => ({
      productId: p.productId,
      productNumber: p.productNumber,
      name: p.name,
      productBrand: p.productBrand,
      price: p.price,
      wasPrice: p.wasPrice,
      imageUrl: p.imageUrl,
    })),
  };
  return json(body, { headers: { 'cache-control': 'no-store' } });
});

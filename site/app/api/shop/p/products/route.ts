import { getProductsByIds, MAX_BASE_PRODUCTS } from '@shop/commerce/catalogue-products';
import { getReadyDb } from '@shop/commerce/db/client';
import { z } from 'zod';
import { json, readQuery, requestBrand, route } from '@/lib/http/route.ts';

const query = z.object({
  baseproducts: z
    .string()
    .max(MAX_BASE_PRODUCTS * 25)
    .transform((value) => value.split(',').map((id) => id.trim()))
    .pipe(
      z
        .array(z.string().regex(/^[A-Za-z0-9]{1,24}$/, 'each id is 1–24 letters or digits'))
        .min(1)
        .max(MAX_BASE_PRODUCTS, `at most ${MAX_BASE_PRODUCTS} ids`),
    ),
});

/**
 * GET /api/shop/p/products?baseproducts={ids}: the brand's products for comma-separated product numbers or ids (at
 * most 50), in the order asked; unknown ids and other brands' products are left out. Malformed lists answer 400.
 */
export const GET = route(async (request) => {
  const brand = requestBrand(request);
  const { baseproducts } = readQuery(request, query);
  const products = await getProductsByIds(await getReadyDb(), brand.code, baseproducts);
  return json({ products });
});

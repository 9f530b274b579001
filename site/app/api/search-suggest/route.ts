import { z } from 'zod';
import { getSuggestions } from '@/lib/catalogue.ts';
import { json, readQuery, requestBrand, route } from '@/lib/http/route.ts';

// Any text is a valid query: the commerce layer truncates and cleans it, so hostile input just finds nothing.
const query = z.object({ q: z.string().optional().default('') });

/** GET /api/search-suggest?q=: up to 5 terms and 5 products once the query has 3 characters (spec §9). */
export const GET = route(async (request) => {
  const brand = requestBrand(request);
  const { q } = readQuery(request, query);
  const suggestions = await getSuggestions(brand.code, q);
  return json(
    {
      query: q.slice(0, 200),
      terms: suggestions.terms,
      products: suggestions.products.map((p) => ({
        productId: p.productId,
        name: p.name,
        productBrand: p.productBrand,
        price: p.price,
        wasPrice: p.wasPrice,
        imageUrl: p.imageUrl,
      })),
    },
    // Catalogue data, the same for every shopper: a short shared cache keeps typing fast under load.
    { headers: { 'cache-control': 'public, max-age=20' } },
  );
});

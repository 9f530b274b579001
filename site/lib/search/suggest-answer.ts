// The autosuggest answer (spec §9: up to 5 terms and 5 products from the third character), shared by the route
// handler (`app/api/search-suggest/route.ts`, which `next dev` serves) and the site server's fast path
// (`server.ts`, which answers it before Next.js's request pipeline in production). Plain imports only (no `@/`
// paths, no `server-only`): Node loads this module natively in `server.ts`.
import type { BrandCode } from '@shop/brands/brands';
import type { ProductSummary } from '@shop/commerce/catalogue';
import { getReadyDb } from '@shop/commerce/db/client';
import { suggestCached } from '@shop/commerce/search-suggest';

export const SUGGEST_PATH = '/api/search-suggest';

/** Longest query echoed back (the commerce layer cleans and truncates what it searches for). */
const ECHO_LIMIT = 200;

/**
 * Catalogue data, the same for every shopper: a short shared cache (a CDN, the browser) absorbs repeated prefixes
 * while typing, and a catalogue change shows within 20 seconds.
 */
export const SUGGEST_CACHE_CONTROL = 'public, max-age=20';

export interface SuggestAnswer {
  query: string;
  terms: string[];
  products: Pick<ProductSummary, 'productId' | 'name' | 'productBrand' | 'price' | 'wasPrice' | 'imageUrl'>[];
}

/** Any text is a valid query: hostile input finds nothing rather than failing. */
export async function suggestAnswer(brand: BrandCode, rawQuery: string): Promise<SuggestAnswer> {
  const suggestions = await suggestCached(await getReadyDb(), brand, rawQuery);
  return {
    query: rawQuery.slice(0, ECHO_LIMIT),
    terms: suggestions.terms,
    products: suggestions.products.map((p) => ({
      productId: p.productId,
      name: p.name,
      productBrand: p.productBrand,
      price: p.price,
      wasPrice: p.wasPrice,
      imageUrl: p.imageUrl,
    })),
  };
}

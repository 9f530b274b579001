import type { StockChange } from '@shop/commerce/bag/locked';
import { revalidateTag } from 'next/cache';

/**
 * An order took counted stock: the cached pages and reads that show those products (their `product:{id}` tag, as
 * lib/catalogue.ts tags them) are expired at once; when an option sold out, so are the brand's lists (listings, search,
 * blocks: `catalogue:{brand}`), where sold-out options and products change what shows.
 */
export function expireStockTags(change: StockChange): void {
  for (const productNumber of change.productNumbers)
    revalidateTag(`product:${productNumber.toLowerCase()}`, { expire: 0 });
  if (change.soldOut) revalidateTag(`catalogue:${change.brandCode}`, { expire: 0 });
}

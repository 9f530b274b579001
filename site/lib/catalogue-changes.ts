import type { StockChange } from '@shop/commerce/bag/locked';
import { expireTags } from '@/lib/cache/expire-tags.ts';

/**
 * An order took counted stock: the cached pages and reads that show those products (their `product:{id}` tag, as
 * lib/catalogue.ts tags them) are expired at once; when an option sold out, so are the brand's lists (listings, search,
 * blocks: `catalogue:{brand}`), where sold-out options and products change what shows. The CDN's copies are purged
 * once the order's response has been sent (a CDN failure is logged, never the order's).
 */
export function expireStockTags(change: StockChange): void {
  const tags = change.productNumbers.map((productNumber) => `product:${productNumber.toLowerCase()}`);
  if (change.soldOut) tags.push(`catalogue:${change.brandCode}`);
  void expireTags(tags);
}

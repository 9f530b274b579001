// The shop's product feed, as a review platform takes it (Bazaarvoice imports a client's catalogue feed dropped on its
// SFTP): a JSON file the shop's seed writes into the provider's folder, read again whenever it changes. Each product
// carries its seeded star count and average, from which the provider makes that many real reviews (seeded.ts).
import { readFileSync, statSync } from 'node:fs';
import { z } from 'zod';
import type { Logger } from '../log.ts';

export const productIdPattern = /^[A-Za-z0-9_-]{1,32}$/;

const feedProduct = z.object({
  productId: z.string().regex(productIdPattern),
  name: z.string().min(1).max(200),
  /** apparel, footwear, lingerie… : a fit question is asked for what is worn. */
  group: z.string().max(32).default('other'),
  sizes: z.array(z.string().min(1).max(24)).max(60).default([]),
  ratingCount: z.number().int().min(0).max(100_000).default(0),
  ratingAverage: z.number().min(1).max(5).nullable().default(null),
});
export const productFeed = z.object({ products: z.array(feedProduct).max(100_000) });
export type FeedProduct = z.infer<typeof feedProduct>;

export interface Catalogue {
  product(productId: string): FeedProduct | undefined;
  /** Changes whenever a new feed is read, so seeded reviews made from an older one are made again. */
  version(): number;
}

export function fileCatalogue(file: string, log: Logger): Catalogue {
  let loadedMtime = -1;
  let version = 0;
  let products = new Map<string, FeedProduct>();
  const refresh = () => {
    let mtime: number;
    try {
      mtime = statSync(file).mtimeMs;
    } catch {
      if (loadedMtime !== -1) log.warn('product feed removed', { file });
      loadedMtime = -1;
      return;
    }
    if (mtime === loadedMtime) return;
    loadedMtime = mtime;
    try {
      const feed = productFeed.parse(JSON.parse(readFileSync(file, 'utf8')));
      products = new Map(feed.products.map((product) => [product.productId, product]));
      version++;
      log.info('product feed read', { products: products.size });
    } catch (error) {
      log.error('product feed unreadable; keeping the previous one', { file, error: (error as Error).message });
    }
  };
  return {
    product(productId) {
      refresh();
      return products.get(productId);
    },
    version: () => version,
  };
}

// The shop's side of the review platform's catalogue: the product feed it imports (every product with its kind of
// goods, sizes and seeded star count, from which the platform makes the seeded reviews), and the product rows' rating
// columns brought up to date from the platform's statistics once a moderator has decided, so listing cards and bag
// lines show the approved figures too.
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { commerceDataDir } from '../db/paths.ts';
import { productOptions, products } from '../db/schema.ts';
import { SCALE_NUMBER_PATTERN } from '../seed/generate.ts';
import { KINDS } from '../seed/kinds.ts';
import type { ReviewStatistics } from './provider.ts';

export interface FeedProduct {
  productId: string;
  name: string;
  group: string;
  sizes: string[];
  ratingCount: number;
  ratingAverage: number | null;
}

const kebab = (value: string) => value.replace(/([a-z])([A-Z])/g, '$1-$2').toLowerCase();
/** Product type (the kind in kebab case) → its group: apparel, footwear, lingerie, accessory, home… */
const GROUPS = new Map(Object.entries(KINDS).map(([kind, definition]) => [kebab(kind), definition.group as string]));

// The scale catalogue's products (seed/scale.ts) carry their rating figures but no seeded reviews: a feed of 900,000
// products would have the platform make tens of millions.
const notScale = sql`${products.productNumber} !~ ${SCALE_NUMBER_PATTERN}`;

export async function reviewsFeed(db: Db): Promise<FeedProduct[]> {
  const rows = await db
    .select({
      id: products.id,
      productNumber: products.productNumber,
      name: products.name,
      productType: products.productType,
      ratingCount: products.ratingCount,
      ratingAverage: products.ratingAverage,
    })
    .from(products)
    .where(notScale)
    .orderBy(asc(products.productNumber));
  const options = await db
    .select({ productId: productOptions.productId, size: productOptions.size })
    .from(productOptions)
    .innerJoin(products, eq(products.id, productOptions.productId))
    .where(notScale)
    .orderBy(asc(productOptions.productId), asc(productOptions.position));
  const sizes = new Map<number, Set<string>>();
  for (const option of options) {
    const set = sizes.get(option.productId) ?? new Set<string>();
    sizes.set(option.productId, set);
    set.add(option.size);
  }
  return rows.map((row) => ({
    productId: row.productNumber,
    name: row.name,
    group: GROUPS.get(row.productType) ?? 'other',
    sizes: [...(sizes.get(row.id) ?? [])],
    ratingCount: row.ratingCount,
    ratingAverage: row.ratingCount > 0 && row.ratingAverage !== null ? Number(row.ratingAverage) : null,
  }));
}

/** Where the local review platform (the sandbox's) imports the feed: `${SHOP_DATA_DIR}/sandbox/reviews/products.json`. */
export const reviewsFeedFile = (env: NodeJS.ProcessEnv = process.env): string =>
  path.join(path.dirname(commerceDataDir(env)), 'sandbox', 'reviews', 'products.json');

/**
 * Writes the feed where the platform imports it (temp file + rename), unless it already holds the same. The seeded
 * star counts are taken from the first feed only: once the platform holds reviews, the rows follow its statistics.
 */
export async function writeReviewsFeed(db: Db, file: string): Promise<{ products: number; written: boolean }> {
  let previous: { products: FeedProduct[] } | null = null;
  try {
    previous = JSON.parse(readFileSync(file, 'utf8')) as { products: FeedProduct[] };
  } catch {
    previous = null;
  }
  const seeded = new Map(previous?.products.map((product) => [product.productId, product]) ?? []);
  const feed = (await reviewsFeed(db)).map((product) => {
    const before = seeded.get(product.productId);
    return before ? { ...product, ratingCount: before.ratingCount, ratingAverage: before.ratingAverage } : product;
  });
  const text = JSON.stringify({ products: feed });
  if (previous && JSON.stringify(previous) === text) return { products: feed.length, written: false };
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(`${file}.tmp`, text);
  renameSync(`${file}.tmp`, file);
  return { products: feed.length, written: true };
}

/** Sets the products' rating columns to the platform's approved-only statistics; answers the rows it changed. */
export async function syncProductRatings(
  db: Db,
  statistics: readonly ReviewStatistics[],
): Promise<{ productNumber: string; brandCode: string }[]> {
  const updated: { productNumber: string; brandCode: string }[] = [];
  for (const stat of statistics) {
    const rows = await db
      .update(products)
      .set({
        ratingCount: stat.totalReviewCount,
        ratingAverage: stat.totalReviewCount > 0 ? stat.averageOverallRating : null,
      })
      .where(eq(products.productNumber, stat.productId))
      .returning({ productNumber: products.productNumber, brandCode: products.brandCode });
    updated.push(...rows);
  }
  return updated;
}

// Migrates then seeds the configured commerce database (DATABASE_URL, else PGlite under .data/commerce).
// Usage: node lib/commerce/src/seed/cli.ts [--force] [--brand dal --brand cgn] [--products-per-brand 100000]
// `--products-per-brand` (or SEED_PRODUCTS_PER_BRAND) adds the scale catalogue (seed/scale.ts) up to that many products
// per brand, then builds the brands' search indexes and analyzes the tables, so the first search does not pay for it.
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { closeDb, getDb, getDbInfo } from '../db/client.ts';
import { migrateDb } from '../db/migrate.ts';
import { reviewsFeedFile, writeReviewsFeed } from '../reviews/feed.ts';
import { refreshSearchIndex } from '../search-index.ts';
import { SEED_BRANDS } from './brands.ts';
import { seedCustomers } from './customers.ts';
import { seedDemoOrders } from './orders.ts';
import { seedPromotions } from './promotions.ts';
import { parseProductsPerBrand, seedScaleCatalogue } from './scale.ts';
import { seedCatalogue } from './seed.ts';

const { values } = parseArgs({
  options: {
    force: { type: 'boolean', default: false },
    brand: { type: 'string', multiple: true },
    'products-per-brand': { type: 'string' },
  },
});

const ms = (value: number) => `${Math.round(value)} ms`;

async function main(): Promise<void> {
  const started = performance.now();
  const productsPerBrand = parseProductsPerBrand(values['products-per-brand'] ?? process.env.SEED_PRODUCTS_PER_BRAND);
  const db = getDb();
  const info = getDbInfo();
  console.log(`▸ commerce database: ${info.kind} (${info.location})`);

  const migrateStart = performance.now();
  await migrateDb(db);
  console.log(`▸ migrations applied in ${ms(performance.now() - migrateStart)}`);

  const result = await seedCatalogue(db, { brands: values.brand, force: values.force });
  for (const brand of result.brands) {
    const detail = `${brand.categories} categories, ${brand.products} products, ${brand.options} options`;
    console.log(
      `  ${brand.brandCode.padEnd(4)} ${brand.status.padEnd(9)} ${detail}${brand.status === 'seeded' ? ` (${ms(brand.ms)})` : ''}`,
    );
  }
  console.log(`▸ seed: generated in ${ms(result.generateMs)}, total ${ms(result.totalMs)}`);
  if (productsPerBrand !== null) {
    console.log(`▸ scale catalogue: ${productsPerBrand.toLocaleString('en-GB')} products per brand`);
    const scaleStart = performance.now();
    const scale = await seedScaleCatalogue(db, { productsPerBrand, brands: values.brand, log: console.log });
    for (const brand of scale) {
      const detail = `${brand.products} scale products${brand.status === 'seeded' ? `, ${brand.options} options (${ms(brand.ms)})` : ''}`;
      console.log(`  ${brand.brandCode.padEnd(4)} ${brand.status.padEnd(9)} ${detail}`);
    }
    if (scale.some((brand) => brand.status === 'seeded')) await db.execute(sql`analyze`);
    for (const brand of scale) {
      const t = performance.now();
      const rebuilt = await refreshSearchIndex(db, brand.brandCode);
      console.log(
        `  ${brand.brandCode.padEnd(4)} search index ${rebuilt ? `rebuilt (${ms(performance.now() - t)})` : 'current'}`,
      );
    }
    console.log(`▸ scale catalogue done in ${ms(performance.now() - scaleStart)}`);
  }
  console.log(`▸ promotions: ${await seedPromotions(db, SEED_BRANDS)} upserted`);
  console.log(`▸ demo customers: ${await seedCustomers(db)} created`);
  console.log(`▸ demo orders: ${await seedDemoOrders(db)} created`);
  const feed = await writeReviewsFeed(db, reviewsFeedFile());
  console.log(`▸ reviews product feed: ${feed.products} products${feed.written ? ' written' : ' unchanged'}`);
  console.log(`▸ done in ${ms(performance.now() - started)}`);
}

try {
  await main();
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  await closeDb();
}

// Migrates then seeds the configured commerce database (DATABASE_URL, else PGlite under .data/commerce).
// Usage: node lib/commerce/src/seed/cli.ts [--force] [--brand dal --brand cgn]
import { parseArgs } from 'node:util';
import { closeDb, getDb, getDbInfo } from '../db/client.ts';
import { migrateDb } from '../db/migrate.ts';
import { reviewsFeedFile, writeReviewsFeed } from '../reviews/feed.ts';
import { SEED_BRANDS } from './brands.ts';
import { seedCustomers } from './customers.ts';
import { seedDemoOrders } from './orders.ts';
import { seedPromotions } from './promotions.ts';
import { seedCatalogue } from './seed.ts';

const { values } = parseArgs({
  options: {
    force: { type: 'boolean', default: false },
    brand: { type: 'string', multiple: true },
  },
});

const ms = (value: number) => `${Math.round(value)} ms`;

async function main(): Promise<void> {
  const started = performance.now();
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

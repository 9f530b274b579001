// Writes the generated catalogue to the database. Idempotent: each brand's data set has a checksum recorded in
// seed_runs, so a repeat run with an unchanged generator only reads two small queries. When a brand does need
// writing (first run, generator changed, rows missing, or `force`), its rows are upserted by natural key (category
// slug, product number, option number) with batched multi-row statements, stale rows are removed, and everything
// happens in one transaction under an advisory lock, so concurrent seeders cannot interleave.
import { createHash } from 'node:crypto';
import { and, count, eq, getTableColumns, gte, inArray, notInArray, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';
import { categories, productImages, productOptions, products, seedRuns } from '../db/schema.ts';
import { type BrandCatalogue, generateCatalogue, SCALE_NUMBER_PATTERN, SEED_VERSION } from './generate.ts';

const SEED_LOCK_KEY = 7_316_024_002;

export interface SeedOptions {
  /** Brand codes to seed (default: all nine). */
  brands?: readonly string[];
  /** Re-apply even when the recorded checksum matches. */
  force?: boolean;
  log?: (line: string) => void;
}

export interface BrandSeedResult {
  brandCode: string;
  status: 'seeded' | 'unchanged';
  categories: number;
  products: number;
  options: number;
  ms: number;
}

export interface SeedResult {
  brands: BrandSeedResult[];
  generateMs: number;
  totalMs: number;
}

/** The scale catalogue's products (seed/scale.ts) are not this seed's: it neither counts nor removes them. */
const notScale = sql`${products.productNumber} !~ ${SCALE_NUMBER_PATTERN}`;

const seedKey = (brandCode: string) => `catalogue:${brandCode}`;

function checksum(catalogue: BrandCatalogue): string {
  return createHash('sha256').update(SEED_VERSION).update(JSON.stringify(catalogue)).digest('hex');
}

function chunk<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** `SET col = excluded.col` for an upsert. */
function excluded<T extends PgTable>(
  table: T,
  keys: readonly (keyof T['$inferInsert'] & string)[],
): PgUpdateSetSource<T> {
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  const set: Record<string, SQL> = {};
  for (const key of keys) {
    const column = columns[key];
    if (!column) throw new Error(`Unknown column ${key}`);
    set[key] = sql.raw(`excluded."${column.name}"`);
  }
  return set as PgUpdateSetSource<T>;
}

interface BrandState {
  checksum: string | null;
  version: string | null;
  products: number;
}

async function readStates(db: Db, brandCodes: readonly string[]): Promise<Map<string, BrandState>> {
  const runs = await db
    .select({ seedKey: seedRuns.seedKey, checksum: seedRuns.checksum, version: seedRuns.version })
    .from(seedRuns)
    .where(inArray(seedRuns.seedKey, brandCodes.map(seedKey)));
  const counts = await db
    .select({ brandCode: products.brandCode, n: count() })
    .from(products)
    .where(and(inArray(products.brandCode, [...brandCodes]), notScale))
    .groupBy(products.brandCode);
  const states = new Map<string, BrandState>();
  for (const code of brandCodes) {
    const run = runs.find((r) => r.seedKey === seedKey(code));
    const n = counts.find((c) => c.brandCode === code)?.n ?? 0;
    states.set(code, { checksum: run?.checksum ?? null, version: run?.version ?? null, products: Number(n) });
  }
  return states;
}

function isCurrent(state: BrandState | undefined, catalogue: BrandCatalogue, sum: string): boolean {
  return (
    !!state && state.checksum === sum && state.version === SEED_VERSION && state.products === catalogue.products.length
  );
}

async function writeBrand(tx: Db, catalogue: BrandCatalogue, sum: string): Promise<void> {
  const { brandCode } = catalogue;

  const categoryRows = await tx
    .insert(categories)
    .values(catalogue.categories.map((c) => ({ brandCode, ...c })))
    .onConflictDoUpdate({
      target: [categories.brandCode, categories.slug],
      set: excluded(categories, ['name', 'description', 'position']),
    })
    .returning({ id: categories.id, slug: categories.slug });
  const categoryIds = new Map(categoryRows.map((row) => [row.slug, row.id]));

  const productIds = new Map<string, number>();
  for (const batch of chunk(catalogue.products, 250)) {
    const rows = await tx
      .insert(products)
      .values(
        batch.map((p) => {
          const categoryId = categoryIds.get(p.categorySlug);
          if (categoryId === undefined) throw new Error(`No category ${p.categorySlug} for ${p.productNumber}`);
          return {
            brandCode,
            productNumber: p.productNumber,
            offerNumber: p.offerNumber,
            name: p.name,
            productBrand: p.productBrand,
            categoryId,
            productType: p.productType,
            description: p.description,
            colour: p.colour,
            colourFamily: p.colourFamily,
            pricePence: p.pricePence,
            wasPricePence: p.wasPricePence,
            ratingAverage: p.ratingAverage,
            ratingCount: p.ratingCount,
            position: p.position,
            createdOrder: p.createdOrder,
          };
        }),
      )
      .onConflictDoUpdate({
        target: products.productNumber,
        set: excluded(products, [
          'brandCode',
          'offerNumber',
          'name',
          'productBrand',
          'categoryId',
          'productType',
          'description',
          'colour',
          'colourFamily',
          'pricePence',
          'wasPricePence',
          'ratingAverage',
          'ratingCount',
          'position',
          'createdOrder',
        ]),
      })
      .returning({ id: products.id, productNumber: products.productNumber });
    for (const row of rows) productIds.set(row.productNumber, row.id);
  }

  const productNumbers = catalogue.products.map((p) => p.productNumber);
  await tx
    .delete(products)
    .where(and(eq(products.brandCode, brandCode), notInArray(products.productNumber, productNumbers), notScale));

  const ids = [...productIds.values()];
  const optionNumbers = catalogue.products.flatMap((p) => p.options.map((o) => o.optionNumber));
  await tx
    .delete(productOptions)
    .where(and(inArray(productOptions.productId, ids), notInArray(productOptions.optionNumber, optionNumbers)));

  const optionRows = catalogue.products.flatMap((p) => {
    const productId = productIds.get(p.productNumber);
    if (productId === undefined) throw new Error(`Product ${p.productNumber} was not written`);
    return p.options.map((o) => ({ productId, ...o }));
  });
  for (const batch of chunk(optionRows, 1000)) {
    await tx
      .insert(productOptions)
      .values(batch)
      .onConflictDoUpdate({
        target: productOptions.optionNumber,
        set: excluded(productOptions, [
          'productId',
          'size',
          'colour',
          'variantCode',
          'sku',
          'stockStatus',
          'pricePence',
          'position',
        ]),
      });
  }

  // One picture per colourway at positions 0…n-1; pictures past a product's colourways are removed.
  const byImageCount = new Map<number, number[]>();
  for (const p of catalogue.products) {
    const list = byImageCount.get(p.images.length) ?? [];
    list.push(productIds.get(p.productNumber) as number);
    byImageCount.set(p.images.length, list);
  }
  for (const [imageCount, productIdsWithCount] of byImageCount) {
    for (const batch of chunk(productIdsWithCount, 1000)) {
      await tx
        .delete(productImages)
        .where(and(inArray(productImages.productId, batch), gte(productImages.position, imageCount)));
    }
  }
  const imageRows = catalogue.products.flatMap((p) =>
    p.images.map((image, position) => ({
      productId: productIds.get(p.productNumber) as number,
      position,
      contentType: 'image/svg+xml',
      width: image.width,
      height: image.height,
      alt: image.alt,
      body: image.body,
    })),
  );
  for (const batch of chunk(imageRows, 100)) {
    await tx
      .insert(productImages)
      .values(batch)
      .onConflictDoUpdate({
        target: [productImages.productId, productImages.position],
        set: excluded(productImages, ['contentType', 'width', 'height', 'alt', 'body']),
      });
  }

  await tx.delete(categories).where(
    and(
      eq(categories.brandCode, brandCode),
      notInArray(
        categories.slug,
        catalogue.categories.map((c) => c.slug),
      ),
    ),
  );

  await tx
    .insert(seedRuns)
    .values({ seedKey: seedKey(brandCode), version: SEED_VERSION, checksum: sum, rowCount: catalogue.products.length })
    .onConflictDoUpdate({
      target: seedRuns.seedKey,
      set: { version: SEED_VERSION, checksum: sum, rowCount: catalogue.products.length, seededAt: sql`now()` },
    });
}

/** Seeds the catalogue of the given brands (default all). The database must be migrated. */
export async function seedCatalogue(db: Db, options: SeedOptions = {}): Promise<SeedResult> {
  const started = performance.now();
  const log = options.log ?? (() => {});
  const catalogues = generateCatalogue(options.brands);
  const sums = new Map(catalogues.map((c) => [c.brandCode, checksum(c)]));
  const generateMs = performance.now() - started;
  const codes = catalogues.map((c) => c.brandCode);

  const summary = (c: BrandCatalogue, status: BrandSeedResult['status'], ms: number): BrandSeedResult => ({
    brandCode: c.brandCode,
    status,
    categories: c.categories.length,
    products: c.products.length,
    options: c.products.reduce((n, p) => n + p.options.length, 0),
    ms,
  });

  const before = await readStates(db, codes);
  const stale = catalogues.filter(
    (c) => options.force || !isCurrent(before.get(c.brandCode), c, sums.get(c.brandCode) ?? ''),
  );
  const results = new Map<string, BrandSeedResult>();
  for (const c of catalogues) if (!stale.includes(c)) results.set(c.brandCode, summary(c, 'unchanged', 0));

  if (stale.length > 0) {
    await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${sql.raw(String(SEED_LOCK_KEY))})`);
      // Another process may have seeded while this one waited for the lock.
      const current = await readStates(
        tx,
        stale.map((c) => c.brandCode),
      );
      for (const c of stale) {
        const sum = sums.get(c.brandCode) ?? '';
        const t = performance.now();
        if (!options.force && isCurrent(current.get(c.brandCode), c, sum)) {
          results.set(c.brandCode, summary(c, 'unchanged', 0));
          continue;
        }
        await writeBrand(tx, c, sum);
        const ms = performance.now() - t;
        results.set(c.brandCode, summary(c, 'seeded', ms));
        log(
          `seeded ${c.brandCode}: ${c.categories.length} categories, ${c.products.length} products in ${Math.round(ms)} ms`,
        );
      }
    });
  }

  return {
    brands: codes.map((code) => results.get(code) as BrandSeedResult),
    generateMs,
    totalMs: performance.now() - started,
  };
}

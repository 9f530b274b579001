// The scale catalogue: extra generated products on top of the normal catalogue, up to a number per brand (100,000 for
// issue 19's benchmarks), written in batches of set-based statements (each batch one JSON parameter unpacked by
// json_to_recordset), so 900,000 products, their options and pictures load in minutes. Only run when asked for (the
// seed's `--products-per-brand` or SEED_PRODUCTS_PER_BRAND); the normal seed leaves scale products alone. Idempotent
// per brand: seed_runs records the generator version and count, and a brand whose scale rows match is skipped.
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { SEED_BRANDS } from './brands.ts';
import { generateScaleProducts, SCALE_NUMBER_PATTERN, SEED_VERSION, type SeedProductRow } from './generate.ts';

/** Bump when the scale generator's output changes on purpose. */
export const SCALE_VERSION = 'scale-1';
/** Products per statement batch: large enough to amortise round trips, small enough to keep each JSON a few MB. */
const BATCH = 1000;
export const MAX_PRODUCTS_PER_BRAND = 1_000_000;
const SCALE_LOCK_KEY = 7_316_024_003;

export interface ScaleSeedOptions {
  /** Products per brand in all (normal catalogue included). */
  productsPerBrand: number;
  brands?: readonly string[];
  log?: (line: string) => void;
}

export interface ScaleBrandResult {
  brandCode: string;
  status: 'seeded' | 'unchanged';
  /** Scale products (on top of the normal catalogue). */
  products: number;
  options: number;
  ms: number;
}

/** The products-per-brand setting: a whole number from 1 to 1,000,000, or null when not set. */
export function parseProductsPerBrand(raw: string | undefined): number | null {
  if (raw === undefined || raw.trim() === '') return null;
  const value = Number(raw.replaceAll('_', '').replaceAll(',', ''));
  if (!Number.isInteger(value) || value < 1 || value > MAX_PRODUCTS_PER_BRAND) {
    throw new Error(`products per brand must be a whole number from 1 to ${MAX_PRODUCTS_PER_BRAND}, not "${raw}"`);
  }
  return value;
}

function rowsOf<T>(result: unknown): T[] {
  if (Array.isArray(result)) return result as T[];
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}

const scaleKey = (brandCode: string) => `scale:${brandCode}`;
const checksumOf = (productsPerBrand: number) =>
  createHash('sha256').update(`${SCALE_VERSION}:${SEED_VERSION}:${productsPerBrand}`).digest('hex');

async function scaleCount(db: Db, brandCode: string): Promise<number> {
  const [row] = rowsOf<{ n: number }>(
    await db.execute(
      sql`select count(*)::int as n from products where brand_code = ${brandCode} and product_number ~ ${SCALE_NUMBER_PATTERN}`,
    ),
  );
  return Number(row?.n ?? 0);
}

async function recordedChecksum(db: Db, brandCode: string): Promise<string | null> {
  const [row] = rowsOf<{ checksum: string }>(
    await db.execute(sql`select checksum from seed_runs where seed_key = ${scaleKey(brandCode)}`),
  );
  return row?.checksum ?? null;
}

async function writeBatch(tx: Db, brandCode: string, batch: SeedProductRow[]): Promise<number> {
  const productJson = JSON.stringify(
    batch.map((p) => ({
      product_number: p.productNumber,
      offer_number: p.offerNumber,
      name: p.name,
      product_brand: p.productBrand,
      category_slug: p.categorySlug,
      product_type: p.productType,
      description: p.description,
      colour: p.colour,
      colour_family: p.colourFamily,
      price_pence: p.pricePence,
      was_price_pence: p.wasPricePence,
      rating_average: p.ratingAverage,
      rating_count: p.ratingCount,
      position: p.position,
      created_order: p.createdOrder,
    })),
  );
  await tx.execute(sql`insert into products (brand_code, product_number, offer_number, name, product_brand, category_id,
      product_type, description, colour, colour_family, price_pence, was_price_pence, rating_average, rating_count,
      position, created_order)
    select ${brandCode}, r.product_number, r.offer_number, r.name, r.product_brand, c.id, r.product_type, r.description,
      r.colour, r.colour_family, r.price_pence, r.was_price_pence, r.rating_average, r.rating_count, r.position,
      r.created_order
    from json_to_recordset(${productJson}::json) as r(product_number text, offer_number text, name text,
      product_brand text, category_slug text, product_type text, description text, colour text, colour_family text,
      price_pence int, was_price_pence int, rating_average numeric, rating_count int, position int, created_order int)
    join categories c on c.brand_code = ${brandCode} and c.slug = r.category_slug`);

  const options = batch.flatMap((p) =>
    p.options.map((o) => ({
      product_number: p.productNumber,
      option_number: o.optionNumber,
      size: o.size,
      colour: o.colour,
      variant_code: o.variantCode,
      sku: o.sku,
      stock_status: o.stockStatus,
      price_pence: o.pricePence,
      position: o.position,
    })),
  );
  await tx.execute(sql`insert into product_options (product_id, option_number, size, colour, variant_code, sku,
      stock_status, price_pence, position)
    select p.id, r.option_number, r.size, r.colour, r.variant_code, r.sku, r.stock_status::stock_status, r.price_pence,
      r.position
    from json_to_recordset(${JSON.stringify(options)}::json) as r(product_number text, option_number text, size text,
      colour text, variant_code text, sku text, stock_status text, price_pence int, position int)
    join products p on p.product_number = r.product_number`);

  const images = batch.flatMap((p) =>
    p.images.map((image, position) => ({
      product_number: p.productNumber,
      position,
      width: image.width,
      height: image.height,
      alt: image.alt,
      body: image.body,
    })),
  );
  await tx.execute(sql`insert into product_images (product_id, position, content_type, width, height, alt, body)
    select p.id, r.position, 'image/svg+xml', r.width, r.height, r.alt, r.body
    from json_to_recordset(${JSON.stringify(images)}::json) as r(product_number text, position int, width int,
      height int, alt text, body text)
    join products p on p.product_number = r.product_number`);
  return options.length;
}

/**
 * Adds the scale catalogue's products to each brand (the normal catalogue must be seeded first). A brand already at
 * this size and generator version is left alone; otherwise its scale products are replaced in one transaction.
 */
export async function seedScaleCatalogue(db: Db, options: ScaleSeedOptions): Promise<ScaleBrandResult[]> {
  const { productsPerBrand } = options;
  const log = options.log ?? (() => {});
  const wanted = options.brands ? new Set(options.brands) : null;
  const unknown = options.brands?.filter((code) => !SEED_BRANDS.some((brand) => brand.code === code)) ?? [];
  if (unknown.length > 0) throw new Error(`Unknown brand code(s): ${unknown.join(', ')}`);
  const checksum = checksumOf(productsPerBrand);
  const results: ScaleBrandResult[] = [];
  for (const brand of SEED_BRANDS) {
    if (wanted && !wanted.has(brand.code)) continue;
    const started = performance.now();
    const normal = brand.categories.reduce((sum, category) => sum + category.count, 0);
    const expected = Math.max(0, productsPerBrand - normal);
    const current = async (handle: Db) =>
      (await recordedChecksum(handle, brand.code)) === checksum && (await scaleCount(handle, brand.code)) === expected;
    if (await current(db)) {
      results.push({ brandCode: brand.code, status: 'unchanged', products: expected, options: 0, ms: 0 });
      continue;
    }
    let optionCount = 0;
    let written = 0;
    await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${sql.raw(String(SCALE_LOCK_KEY))})`);
      if (await current(tx as unknown as Db)) return;
      await tx.execute(
        sql`delete from products where brand_code = ${brand.code} and product_number ~ ${SCALE_NUMBER_PATTERN}`,
      );
      let batch: SeedProductRow[] = [];
      for (const product of generateScaleProducts(brand, productsPerBrand)) {
        batch.push(product);
        if (batch.length === BATCH) {
          optionCount += await writeBatch(tx as unknown as Db, brand.code, batch);
          written += batch.length;
          batch = [];
          if (written % 20_000 === 0) log(`  ${brand.code} ${written.toLocaleString('en-GB')} products…`);
        }
      }
      if (batch.length) {
        optionCount += await writeBatch(tx as unknown as Db, brand.code, batch);
        written += batch.length;
      }
      await tx.execute(sql`insert into seed_runs (seed_key, version, checksum, row_count)
        values (${scaleKey(brand.code)}, ${SCALE_VERSION}, ${checksum}, ${written})
        on conflict (seed_key) do update set version = excluded.version, checksum = excluded.checksum,
          row_count = excluded.row_count, seeded_at = now()`);
    });
    results.push({
      brandCode: brand.code,
      status: 'seeded',
      products: written,
      options: optionCount,
      ms: performance.now() - started,
    });
  }
  return results;
}

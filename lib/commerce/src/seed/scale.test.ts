import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stockStatusValues } from '../db/schema.ts';
import { reviewsFeed } from '../reviews/feed.ts';
import { catalogueSeed, createTestDb, queryRows, type TestDb } from '../testing/test-db.ts';
import { SEED_BRANDS } from './brands.ts';
import { generateScaleProducts, SCALE_NUMBER_PATTERN, scaleCategoryCounts } from './generate.ts';
import { parseProductsPerBrand, seedScaleCatalogue } from './scale.ts';
import { seedCatalogue } from './seed.ts';

// One brand keeps the file quick (PGlite); the generator and writer treat every brand alike.
const BRANDS = ['dal'];
const PER_BRAND = 2000;

const brandOf = (code: string) => {
  const brand = SEED_BRANDS.find((b) => b.code === code);
  if (!brand) throw new Error(code);
  return brand;
};

function digest(code: string): string {
  const hash = createHash('sha256');
  for (const product of generateScaleProducts(brandOf(code), PER_BRAND)) hash.update(JSON.stringify(product));
  return hash.digest('hex');
}

describe('scale catalogue', () => {
  let t: TestDb;
  let first: Awaited<ReturnType<typeof seedScaleCatalogue>>;

  beforeAll(async () => {
    t = await createTestDb({ seed: catalogueSeed(BRANDS) });
    first = await seedScaleCatalogue(t.db, { productsPerBrand: PER_BRAND, brands: BRANDS });
  }, 120_000);
  afterAll(async () => {
    await t?.dispose();
  });

  it('parses the setting and refuses nonsense', () => {
    expect(parseProductsPerBrand(undefined)).toBeNull();
    expect(parseProductsPerBrand('')).toBeNull();
    expect(parseProductsPerBrand('100_000')).toBe(100_000);
    expect(parseProductsPerBrand('100,000')).toBe(100_000);
    for (const bad of ['0', '-5', '1.5', 'lots', '2000000']) expect(() => parseProductsPerBrand(bad)).toThrow();
  });

  it('brings each brand to exactly the asked number of products, in every category', async () => {
    expect(first.map((r) => [r.brandCode, r.status])).toEqual(BRANDS.map((code) => [code, 'seeded']));
    const rows = await queryRows<{ brand_code: string; n: number; scale: number }>(
      t.db,
      sql`select brand_code, count(*)::int as n, count(*) filter (where product_number ~ ${SCALE_NUMBER_PATTERN})::int as scale
          from products group by brand_code order by brand_code`,
    );
    expect(rows.map((r) => [r.brand_code, r.n])).toEqual(BRANDS.map((code) => [code, PER_BRAND]));
    for (const code of BRANDS) {
      const brand = brandOf(code);
      const normal = brand.categories.reduce((sum, c) => sum + c.count, 0);
      expect(rows.find((r) => r.brand_code === code)?.scale).toBe(PER_BRAND - normal);
      const perCategory = await queryRows<{ slug: string; n: number }>(
        t.db,
        sql`select c.slug, count(p.id)::int as n from categories c left join products p on p.category_id = c.id
            and p.product_number ~ ${SCALE_NUMBER_PATTERN} where c.brand_code = ${code} group by c.slug`,
      );
      const counts = scaleCategoryCounts(brand, PER_BRAND - normal);
      for (const [i, category] of brand.categories.entries()) {
        expect(perCategory.find((r) => r.slug === category.slug)?.n, category.slug).toBe(counts[i]);
        expect(counts[i], category.slug).toBeGreaterThan(0);
      }
    }
  });

  it('gives every scale product options with valid stock, a picture per colourway and consistent reviews', async () => {
    const [row] = await queryRows<{
      without_options: number;
      without_images: number;
      picture_mismatch: number;
      bad_rating: number;
      rated: number;
    }>(
      t.db,
      sql`with s as (select * from products where product_number ~ ${SCALE_NUMBER_PATTERN})
        select
          (select count(*)::int from s where not exists (select 1 from product_options o where o.product_id = s.id)) as without_options,
          (select count(*)::int from s where not exists (select 1 from product_images i where i.product_id = s.id)) as without_images,
          (select count(*)::int from s where (select count(*) from product_images i where i.product_id = s.id)
             <> (select count(distinct o.colour) from product_options o where o.product_id = s.id)) as picture_mismatch,
          (select count(*)::int from s where rating_count > 0 and (rating_average < 1 or rating_average > 5)) as bad_rating,
          (select count(*)::int from s where rating_count > 0) as rated`,
    );
    expect(row).toMatchObject({ without_options: 0, without_images: 0, picture_mismatch: 0, bad_rating: 0 });
    expect(row?.rated).toBeGreaterThan(1000);
    const statuses = await queryRows<{ status: string }>(
      t.db,
      sql`select distinct o.stock_status::text as status from product_options o join products p on p.id = o.product_id
          where p.product_number ~ ${SCALE_NUMBER_PATTERN}`,
    );
    expect(new Set(statuses.map((s) => s.status))).toEqual(new Set(stockStatusValues));
    // Option numbers and SKUs are unique shop-wide (unique indexes), and each option's SKU starts with its product's.
    const [wrong] = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from product_options o join products p on p.id = o.product_id
          where p.product_number ~ ${SCALE_NUMBER_PATTERN} and (o.sku not like p.product_number || '-%'
            or o.option_number not like p.product_number || '%')`,
    );
    expect(wrong?.n).toBe(0);
  });

  it('is deterministic: the same rows every time, as the generator yields them', async () => {
    for (const code of BRANDS) expect(digest(code)).toBe(digest(code));
    const generated = [...generateScaleProducts(brandOf('dal'), PER_BRAND)];
    const stored = await queryRows<{ product_number: string; name: string; price_pence: number; options: number }>(
      t.db,
      sql`select p.product_number, p.name, p.price_pence, (select count(*)::int from product_options o where o.product_id = p.id) as options
          from products p where p.brand_code = 'dal' and p.product_number ~ ${SCALE_NUMBER_PATTERN} order by p.product_number`,
    );
    const expected = generated
      .map((p) => ({
        product_number: p.productNumber,
        name: p.name,
        price_pence: p.pricePence,
        options: p.options.length,
      }))
      .sort((a, b) => a.product_number.localeCompare(b.product_number));
    expect(stored).toEqual(expected);
  });

  it('leaves a seeded brand alone, and the normal seed and reviews feed leave scale products alone', async () => {
    const again = await seedScaleCatalogue(t.db, { productsPerBrand: PER_BRAND, brands: BRANDS });
    expect(again.map((r) => r.status)).toEqual(BRANDS.map(() => 'unchanged'));
    const normal = await seedCatalogue(t.db, { brands: BRANDS, force: true });
    expect(normal.brands.every((b) => b.status === 'seeded')).toBe(true);
    const [row] = await queryRows<{ n: number }>(t.db, sql`select count(*)::int as n from products`);
    expect(row?.n).toBe(PER_BRAND * BRANDS.length);
    const feed = await reviewsFeed(t.db);
    expect(feed.length).toBe(
      BRANDS.reduce((sum, code) => sum + brandOf(code).categories.reduce((n, c) => n + c.count, 0), 0),
    );
  });
});

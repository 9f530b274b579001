// Test fixture shared by the bag, promotion and saved-items suites (and the site's contract tests): a migrated
// database with two brands' catalogues and promotions, plus helpers to pick real options by stock status.
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { AnyPgColumn, AnyPgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';
import { productOptions, products, type StockStatus } from '../db/schema.ts';
import { bagDelivery, bagEntries, bags, wishlistEntries, wishlists } from '../db/schema-bag.ts';
import { customerAddresses } from '../db/schema-customers.ts';
import { GUEST_SHOPPER, type Shopper } from '../promotions/engine.ts';
import { SEED_BRANDS } from '../seed/brands.ts';
import { seedCustomers } from '../seed/customers.ts';
import { seedPromotions } from '../seed/promotions.ts';
import { seedCatalogue } from '../seed/seed.ts';
import { queryRows, type TestSeed } from '../testing/test-db.ts';
import { decryptCartId } from './cart-id.ts';
import type { BagContext } from './locked.ts';

export const FIXTURE_BRANDS = ['dal', 'cgn'] as const;

export async function seedBagFixture(db: Db): Promise<void> {
  await seedCatalogue(db, { brands: [...FIXTURE_BRANDS] });
  await seedPromotions(
    db,
    SEED_BRANDS.filter((brand) => (FIXTURE_BRANDS as readonly string[]).includes(brand.code)),
  );
  // The demo customers (and their saved addresses): checkout calls are a signed-in customer's.
  await seedCustomers(db);
}

/** The fixture as a test-database seed (restored from the run's snapshot after the first file seeds it). */
export const bagFixtureSeed: TestSeed = { key: 'bag-fixture-2', run: seedBagFixture };

export interface FixtureOption {
  productNumber: string;
  offerNumber: string;
  optionNumber: string;
  price: number;
}

/** The first `n` options of the brand with one of `statuses`, one per product, cheapest products first. */
export async function pickOptions(
  db: Db,
  brandCode: string,
  n: number,
  statuses: readonly StockStatus[] = ['IN_STOCK'],
): Promise<FixtureOption[]> {
  const rows = await db
    .select({
      productNumber: products.productNumber,
      offerNumber: products.offerNumber,
      optionNumber: productOptions.optionNumber,
      productPrice: products.pricePence,
      optionPrice: productOptions.pricePence,
    })
    .from(productOptions)
    .innerJoin(products, eq(products.id, productOptions.productId))
    .where(and(eq(products.brandCode, brandCode), inArray(productOptions.stockStatus, [...statuses])))
    .orderBy(asc(products.productNumber), asc(productOptions.optionNumber))
    .limit(n * 20);
  const seen = new Set<string>();
  const out: FixtureOption[] = [];
  for (const row of rows) {
    if (seen.has(row.productNumber)) continue;
    seen.add(row.productNumber);
    out.push({
      productNumber: row.productNumber,
      offerNumber: row.offerNumber,
      optionNumber: row.optionNumber,
      price: row.optionPrice ?? row.productPrice,
    });
    if (out.length === n) break;
  }
  if (out.length < n) throw new Error(`only ${out.length} ${statuses.join('/')} options for ${brandCode}`);
  return out;
}

/** Two options (sizes) of the same in-stock product. */
export async function twoSizes(db: Db, brandCode: string): Promise<[FixtureOption, FixtureOption]> {
  const rows = await db
    .select({
      productId: products.id,
      productNumber: products.productNumber,
      offerNumber: products.offerNumber,
      optionNumber: productOptions.optionNumber,
      price: products.pricePence,
      optionPrice: productOptions.pricePence,
    })
    .from(productOptions)
    .innerJoin(products, eq(products.id, productOptions.productId))
    .where(and(eq(products.brandCode, brandCode), eq(productOptions.stockStatus, 'IN_STOCK')))
    .orderBy(asc(products.productNumber), asc(productOptions.optionNumber))
    .limit(400);
  for (let i = 0; i + 1 < rows.length; i++) {
    const a = rows[i];
    const b = rows[i + 1];
    if (a && b && a.productId === b.productId) {
      const pick = (row: typeof a) => ({
        productNumber: row.productNumber,
        offerNumber: row.offerNumber,
        optionNumber: row.optionNumber,
        price: row.optionPrice ?? row.price,
      });
      return [pick(a), pick(b)];
    }
  }
  throw new Error('no product with two sizes in stock');
}

export function bagContext(brandCode: string, overrides: Partial<BagContext> = {}): BagContext {
  return {
    brandCode,
    siteId: brandCode.toUpperCase(),
    customerId: null,
    shopper: GUEST_SHOPPER,
    rules: { restrictPhoneModels: false, previousWebOrder: false },
    ...overrides,
  };
}

export function shopper(overrides: Partial<Shopper>): Shopper {
  return { ...GUEST_SHOPPER, ...overrides };
}

/** Marks a bag paid, as order creation will (tests of CART_PMNT_DONE). */
export async function markBagPaid(db: Db, cartId: string): Promise<void> {
  const id = decryptCartId(cartId);
  if (!id) throw new Error('not a cart id');
  await db.update(bags).set({ status: 'PAID' }).where(eq(bags.id, id));
}

/**
 * A fingerprint of every bag and saved-items row: equal before and after means a request changed nothing. One query
 * that serialises each table's rows in a fixed order (the property tests take one before and after each of hundreds of
 * requests).
 */
export async function bagTablesFingerprint(db: Db): Promise<string> {
  const rows = (table: AnyPgTable, ...order: AnyPgColumn[]) =>
    sql`(select coalesce(json_agg(${table} order by ${sql.join(order, sql`, `)}), '[]') from ${table})`;
  const [row] = await queryRows<{ fingerprint: string }>(
    db,
    sql`select json_build_array(${sql.join(
      [
        rows(bags, bags.id),
        rows(bagEntries, bagEntries.bagId, bagEntries.optionNumber),
        rows(wishlists, wishlists.id),
        rows(wishlistEntries, wishlistEntries.wishlistId, wishlistEntries.optionNumber),
        rows(bagDelivery, bagDelivery.bagId),
        rows(customerAddresses, customerAddresses.id),
      ],
      sql`, `,
    )})::text as fingerprint`,
  );
  if (!row) throw new Error('no fingerprint');
  return row.fingerprint;
}

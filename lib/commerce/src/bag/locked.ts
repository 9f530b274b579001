// Opening a bag for change: resolve the shopper's sealed cart id, lock the bag row (SELECT … FOR UPDATE) and check
// that it belongs to this brand and this customer, then finish by re-reading the lines and building the cart. Every
// bag change runs these inside one transaction, so concurrent changes to one bag queue on the row lock. Reads take
// no lock: they read one snapshot (READ_SNAPSHOT) and only lock when they find lines that must be removed.
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { bagDelivery, bagEntries, bags } from '../db/schema-bag.ts';
import { type Placeholders, statement } from '../db/statement.ts';
import type { DeliveryPlan } from '../delivery/options.ts';
import { type PricedDelivery, priceDelivery } from '../delivery/pricing.ts';
import { isDeliveryPromotion, type Promotion, type Shopper } from '../promotions/engine.ts';
import { findPromotion } from '../promotions/store.ts';
import { decryptCartId } from './cart-id.ts';
import { BagFailure } from './errors.ts';
import { type BagLine, isUnavailable, linesQuery, type RemovalRules, readLines, toBagLines } from './lines.ts';
import { type GoodsTotals, goodsTotals } from './totals.ts';
import { buildCart, type Cart, pricedLines } from './view.ts';

export type BagRow = typeof bags.$inferSelect;

/** Who is asking, from where: every operation checks the bag against these. */
export interface BagContext {
  brandCode: string;
  /** The spec's siteId (brand.siteId), echoed in answers. */
  siteId: string;
  /** Signed-in customer, or null for a guest. */
  customerId: string | null;
  shopper: Shopper;
  rules: RemovalRules;
  now?: Date;
  /**
   * Told after an order's transaction committed having taken counted stock: the site expires the cached pages that
   * show those products (and, when an option sold out, the brand's listings).
   */
  onStockChange?: (change: StockChange) => void;
}

/** Stock an order took: the products whose counted stock went down, and whether any of their options sold out. */
export interface StockChange {
  brandCode: string;
  productNumbers: string[];
  soldOut: boolean;
}

/** The bag id inside a sealed cart id; a value that does not open is a bag that does not exist. */
export function bagIdFrom(cartId: string): string {
  const id = decryptCartId(cartId);
  if (!id) throw new BagFailure('CART_NOT_FOUND');
  return id;
}

/** Spec §8: another brand's bag, another customer's bag and a paid bag each have their own code. */
export function assertAccess(bag: BagRow | undefined, context: BagContext): asserts bag is BagRow {
  if (!bag) throw new BagFailure('CART_NOT_FOUND');
  if (bag.brandCode !== context.brandCode) throw new BagFailure('CART_NOT_FOUND_SITE_MISMATCH');
  if (bag.customerId !== null && bag.customerId !== context.customerId) {
    throw new BagFailure('CART_NOT_FOUND_CUSTOMER_MISMATCH');
  }
  if (bag.status === 'PAID') throw new BagFailure('CART_PMNT_DONE');
}

/** The bag row a query found, once it passes `assertAccess`. */
export function accessibleBag(bag: BagRow | undefined, context: BagContext): BagRow {
  assertAccess(bag, context);
  return bag;
}

/** Reads and row-locks a bag the shopper may use. */
export async function lockBag(tx: Db, bagId: string, context: BagContext): Promise<BagRow> {
  return accessibleBag((await lockQuery(tx, bagId))[0], context);
}

const lockStatement = statement((db, p: Placeholders<{ bagId: string }>) =>
  db.select().from(bags).where(eq(bags.id, p.bagId)).for('update'),
);

/** The statement `lockBag` sends (SELECT … FOR UPDATE), for a caller that sends statements after it in one go. */
export function lockQuery(tx: Db, bagId: string): Promise<BagRow[]> {
  return lockStatement(tx, { bagId });
}

/** Reads a bag without locking (counts), with the same checks. */
export async function peekBag(db: Db, bagId: string, context: BagContext): Promise<BagRow> {
  return accessibleBag((await db.select().from(bags).where(eq(bags.id, bagId)).limit(1))[0], context);
}

/**
 * A read-only transaction on one snapshot: a read sees the bag row, its lines and its promotion as they were at one
 * instant, without taking (or waiting for) the row lock. Read-only repeatable-read transactions never fail to commit.
 */
export const READ_SNAPSHOT = { isolationLevel: 'repeatable read', accessMode: 'read only' } as const;

function customerBagQuery(db: Db, customerId: string, context: BagContext) {
  return db
    .select()
    .from(bags)
    .where(and(eq(bags.customerId, customerId), eq(bags.brandCode, context.brandCode), eq(bags.status, 'OPEN')))
    .orderBy(desc(bags.updatedAt))
    .limit(1);
}

/** The signed-in customer's most recent open bag for this brand, locked, or null. */
export async function lockCustomerBag(tx: Db, context: BagContext): Promise<BagRow | null> {
  if (!context.customerId) return null;
  const [bag] = await customerBagQuery(tx, context.customerId, context).for('update');
  return bag ?? null;
}

/** The same bag as `lockCustomerBag`, read without locking (counts). */
export async function findCustomerBag(db: Db, context: BagContext): Promise<BagRow | null> {
  if (!context.customerId) return null;
  const [bag] = await customerBagQuery(db, context.customerId, context);
  return bag ?? null;
}

export async function createBag(tx: Db, context: BagContext): Promise<BagRow> {
  const [bag] = await tx
    .insert(bags)
    .values({ brandCode: context.brandCode, customerId: context.customerId })
    .returning();
  if (!bag) throw new Error('bag insert returned nothing');
  return bag;
}

/** Records a change: bumps the version, and a signed-in shopper's change claims a guest bag for them. */
export async function touchBag(
  tx: Db,
  bag: BagRow,
  context: BagContext,
  changes: Partial<BagRow> = {},
): Promise<BagRow> {
  return touchedRow(await touchQuery(tx, bag, context, changes));
}

// The version bump of a change that sets nothing else on the bag row (adds, edits, removals): the same statement each
// time. One that also sets other columns (a promotion, a claim) is built for its columns.
const touchStatement = statement((db, p: Placeholders<{ bagId: string; customerId: string | null; updatedAt: Date }>) =>
  db
    .update(bags)
    // Placeholders where the values go: drizzle encodes each with its column's encoder when the statement runs.
    .set({
      customerId: p.customerId as unknown as string,
      version: sql`${bags.version} + 1`,
      updatedAt: p.updatedAt as unknown as Date,
    })
    .where(eq(bags.id, p.bagId))
    .returning(),
);

function touchQuery(tx: Db, bag: BagRow, context: BagContext, changes: Partial<BagRow>): Promise<BagRow[]> {
  if (Object.keys(changes).length === 0) {
    return touchStatement(tx, {
      bagId: bag.id,
      customerId: bag.customerId ?? context.customerId,
      updatedAt: new Date(),
    });
  }
  return tx
    .update(bags)
    .set({
      ...changes,
      customerId: bag.customerId ?? context.customerId,
      version: sql`${bags.version} + 1`,
      updatedAt: new Date(),
    })
    .where(eq(bags.id, bag.id))
    .returning()
    .execute();
}

function touchedRow([updated]: BagRow[]): BagRow {
  if (!updated) throw new BagFailure('CART_NOT_FOUND');
  return updated;
}

export async function appliedPromotion(tx: Db, bag: BagRow): Promise<Promotion | null> {
  return bag.claimCode ? findPromotion(tx, bag.claimCode) : null;
}

/**
 * Re-reads the lines, removes the ones that can no longer be bought (out of stock, or no product details) and
 * reports them, then builds the cart with totals recomputed from the lines and the applied promotion.
 */
export async function finishCart(tx: Db, bagRow: BagRow, context: BagContext): Promise<Cart> {
  return (await finishPricedCart(tx, bagRow, context)).cart;
}

/** `finishCart`, answering the delivery it priced too. */
export async function finishPricedCart(tx: Db, bagRow: BagRow, context: BagContext): Promise<PricedCart> {
  const all = await readLines(tx, bagRow.id, context.brandCode);
  const { bag, lines, removed } = await removeUnavailable(tx, bagRow, all, context);
  return pricedCartOf(tx, bag, lines, removed, context);
}

/** Takes lines that can no longer be bought out of the bag (recording the change), and says which they were. */
async function removeUnavailable(
  tx: Db,
  bag: BagRow,
  all: readonly BagLine[],
  context: BagContext,
): Promise<{ bag: BagRow; lines: BagLine[]; removed: BagLine[] }> {
  const removed = all.filter(isUnavailable);
  const lines = all.filter((line) => !isUnavailable(line));
  if (removed.length === 0) return { bag, lines, removed };
  await tx.delete(bagEntries).where(
    and(
      eq(bagEntries.bagId, bag.id),
      inArray(
        bagEntries.optionNumber,
        removed.map((line) => line.optionNumber),
      ),
    ),
  );
  return { bag: await touchBag(tx, bag, context), lines, removed };
}

/** A statement whose result the caller does not need (a change's own insert, update or delete). */
export interface BagWrite {
  execute(): Promise<unknown>;
}

/**
 * A change's end in one round trip: the change's own writes, the version bump (`touchBag`, with `changes`) and the
 * re-read of the lines, the checkout row and the applied promotion go to the database together rather than one after
 * another (`finishCart(tx, await touchBag(…))` took four). They are sent in that order — drizzle hands a statement to
 * the driver when `execute()` is called, and a transaction's statements run in the order they arrive — so each one
 * sees those before it. Then, as `finishCart`, lines that can no longer be bought are removed and reported.
 */
export async function finishChange(tx: Db, bag: BagRow, context: BagContext, change: BagChange = {}): Promise<Cart> {
  return (await finishPricedChange(tx, bag, context, change)).cart;
}

/** What a change writes besides the bag row, and what it sets on the bag row (both optional). */
export interface BagChange {
  writes?: readonly BagWrite[];
  changes?: Partial<BagRow>;
}

/** `finishChange`, answering the delivery it priced and the checkout row too. */
export async function finishPricedChange(
  tx: Db,
  bag: BagRow,
  context: BagContext,
  { writes = [], changes = {} }: BagChange = {},
): Promise<PricedCart> {
  const claimCode = changes.claimCode === undefined ? bag.claimCode : changes.claimCode;
  const written = writes.map((write) => write.execute());
  const reads = [
    touchQuery(tx, bag, context, changes),
    linesQuery(tx, bag.id),
    bagDeliveryQuery(tx, bag.id),
    // The promotion's row is not one a bag change writes: its place in the sequence does not matter.
    claimCode ? findPromotion(tx, claimCode) : null,
  ] as const;
  // One Promise.all over every statement: the first to fail (a write's own error, not the aborted transaction's
  // that follows it) is the one thrown, and none is left unawaited.
  const [, [touched, lineRows, [checkout], found]] = await Promise.all([Promise.all(written), Promise.all(reads)]);
  const all = toBagLines(lineRows, context.brandCode);
  const kept = await removeUnavailable(tx, touchedRow(touched), all, context);
  return pricedCartFrom(kept.bag, kept.lines, kept.removed, found, checkout ?? null, context);
}

/** The bag's checkout row: the delivery choices made at checkout (address, speed, day, parcel shop, contact number). */
export type BagDeliveryRow = typeof bagDelivery.$inferSelect;

export async function readBagDelivery(db: Db, bagId: string): Promise<BagDeliveryRow | null> {
  const [row] = await bagDeliveryQuery(db, bagId);
  return row ?? null;
}

const bagDeliveryStatement = statement((db, p: Placeholders<{ bagId: string }>) =>
  db.select().from(bagDelivery).where(eq(bagDelivery.bagId, p.bagId)).limit(1),
);

function bagDeliveryQuery(db: Db, bagId: string): Promise<BagDeliveryRow[]> {
  return bagDeliveryStatement(db, { bagId });
}

/** A delivery subscriber (or a bag buying the subscription) has free standard and parcel-shop delivery. */
export function deliveryPlanOf(context: BagContext, goods: GoodsTotals): DeliveryPlan {
  return context.shopper.deliverySubscriber || goods.subscribes ? 'STANDARD' : 'NONE';
}

/** The bag's goods totals and its delivery priced from them, the checkout choices and the clock. */
export function priceBag(
  lines: readonly BagLine[],
  promotion: Promotion | null,
  delivery: BagDeliveryRow | null,
  context: BagContext,
): { goods: GoodsTotals; delivery: PricedDelivery } {
  const now = context.now ?? new Date();
  const goods = goodsTotals(pricedLines(lines), promotion, {
    brandCode: context.brandCode,
    shopper: context.shopper,
    now,
  });
  const priced = priceDelivery({
    brandCode: context.brandCode,
    now,
    choice: delivery,
    orderValue: goods.orderValue,
    physicalItems: goods.physicalItems,
    plan: deliveryPlanOf(context, goods),
    // A delivery promotion ("your standard delivery on us") takes off only a delivery charge that exists.
    deliveryPromotion:
      promotion && goods.promotionQualifies && isDeliveryPromotion(promotion) && promotion.discountType === 'FIXED'
        ? { code: promotion.code, discountValue: promotion.discountValue }
        : null,
  });
  return { goods, delivery: priced };
}

/** The cart with the delivery it was priced with and the bag's checkout row (the delivery step's view). */
export interface PricedCart {
  cart: Cart;
  goods: GoodsTotals;
  delivery: PricedDelivery;
  checkout: BagDeliveryRow | null;
}

export async function pricedCartOf(
  db: Db,
  bag: BagRow,
  lines: readonly BagLine[],
  removed: readonly BagLine[],
  context: BagContext,
): Promise<PricedCart> {
  const [promotion, checkout] = await Promise.all([appliedPromotion(db, bag), readBagDelivery(db, bag.id)]);
  return pricedCartFrom(bag, lines, removed, promotion, checkout, context);
}

/**
 * A bag's priced cart read on one snapshot (call it in a READ_SNAPSHOT transaction): the bag, its lines and its
 * checkout row in one round trip, then its promotion when it has one. Null when lines can no longer be bought: the
 * caller removes them under the lock (`finishCart`).
 */
export async function readPricedCart(tx: Db, bagId: string, context: BagContext): Promise<PricedCart | null> {
  const [bag, lines, checkout] = await Promise.all([
    peekBag(tx, bagId, context),
    readLines(tx, bagId, context.brandCode),
    readBagDelivery(tx, bagId),
  ]);
  if (lines.some(isUnavailable)) return null;
  return pricedCartFrom(bag, lines, [], await appliedPromotion(tx, bag), checkout, context);
}

/** The priced cart from what was read: the bag, its lines, its promotion and its checkout row. */
function pricedCartFrom(
  bag: BagRow,
  lines: readonly BagLine[],
  removed: readonly BagLine[],
  promotion: Promotion | null,
  checkout: BagDeliveryRow | null,
  context: BagContext,
): PricedCart {
  const priced = priceBag(lines, promotion, checkout, context);
  const cart = buildCart({
    bag,
    lines,
    removed,
    promotion,
    goods: priced.goods,
    delivery: priced.delivery,
    checkout: { address: checkout?.address ?? null, contactNumber: checkout?.contactNumber ?? null },
    brandCode: context.brandCode,
    siteId: context.siteId,
    shopper: context.shopper,
    rules: context.rules,
    now: context.now ?? new Date(),
  });
  return { cart, ...priced, checkout };
}

/** Goods value of lines (pence), for promotion checks. */
export function goodsValue(lines: readonly BagLine[]): number {
  return lines.reduce((sum, line) => sum + (line.details?.price ?? 0) * line.quantity, 0);
}

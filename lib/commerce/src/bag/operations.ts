// Bag operations (spec §7 "Session, bag, promotions"): each change runs in one transaction holding the bag's row lock,
// checks brand and customer, changes lines, and answers the whole cart recomputed from the database. Reads (bag, count)
// read one snapshot without the lock.
import { and, count, eq, max, sql } from 'drizzle-orm';
import { isPurchasable } from '../catalogue.ts';
import type { Db } from '../db/client.ts';
import { productOptions, products } from '../db/schema.ts';
import { bagEntries, wishlistEntries, wishlists } from '../db/schema-bag.ts';
import { type Placeholders, statement } from '../db/statement.ts';
import { encryptCartId } from './cart-id.ts';
import {
  DELIVERY_SUBSCRIPTION_CODE,
  DELIVERY_SUBSCRIPTION_OFFER,
  DELIVERY_SUBSCRIPTION_TYPE,
} from './delivery-subscription.ts';
import { asResult, BagFailure, type BagResult, MAX_BAG_LINES, MAX_LINE_QUANTITY } from './errors.ts';
import { isUnavailable, readLines } from './lines.ts';
import {
  accessibleBag,
  type BagContext,
  type BagWrite,
  bagIdFrom,
  createBag,
  findCustomerBag,
  finishCart,
  finishChange,
  lockBag,
  lockCustomerBag,
  lockQuery,
  peekBag,
  READ_SNAPSHOT,
  readPricedCart,
} from './locked.ts';
import type { Cart } from './view.ts';

export interface AddToBagInput {
  /** Sealed cart id; empty/absent starts a bag (or uses the signed-in customer's open bag). */
  cartId?: string | null;
  productNumber: string;
  offerNumber: string;
  optionNumber: string;
  quantity: number;
  productType?: string | null;
  /** When moving a saved item into the bag: the wishlist it leaves, in the same transaction. */
  wishlistId?: string | null;
}

export interface EditBagInput {
  cartId: string;
  optionNumber: string;
  /** 0 removes the line. */
  quantity: number;
}

/**
 * The cart, with lines that can no longer be bought removed and reported. The read takes no lock: it reads one
 * snapshot, and only when that shows lines to remove does it lock the bag, re-check and remove them.
 */
export function getBag(db: Db, context: BagContext, cartId: string): Promise<BagResult<Cart>> {
  return asResult(async () => {
    const bagId = bagIdFrom(cartId);
    const priced = await db.transaction((tx) => readPricedCart(tx, bagId, context), READ_SNAPSHOT);
    if (priced) return priced.cart;
    // finishCart re-reads under the lock: a concurrent read may already have removed the lines.
    return db.transaction(async (tx) => finishCart(tx, await lockBag(tx, bagId, context), context));
  });
}

/**
 * Units in the bag (cartItemCount); no bag yet reads as zero. A light read: no lock and no removal. Lines that can no
 * longer be bought are not counted (the next bag read removes and reports them).
 */
export function bagItemCount(
  db: Db,
  context: BagContext,
  cartId: string | null,
): Promise<BagResult<{ cartId: string | null; itemCount: number }>> {
  return asResult(async () => {
    const bagId = cartId ? bagIdFrom(cartId) : null;
    return db.transaction(async (tx) => {
      const bag = bagId ? await peekBag(tx, bagId, context) : await findCustomerBag(tx, context);
      if (!bag) return { cartId: null, itemCount: 0 };
      const lines = await readLines(tx, bag.id, context.brandCode);
      const itemCount = lines.reduce((units, line) => units + (isUnavailable(line) ? 0 : line.quantity), 0);
      return { cartId: encryptCartId(bag.id), itemCount };
    }, READ_SNAPSHOT);
  });
}

/** The option being added, from the brand's catalogue: it must exist as the product and offer named, and be in stock. */
const catalogueOptionStatement = statement((db, p: Placeholders<{ optionNumber: string; brandCode: string }>) =>
  db
    .select({
      stockStatus: productOptions.stockStatus,
      productNumber: products.productNumber,
      offerNumber: products.offerNumber,
    })
    .from(productOptions)
    .innerJoin(products, eq(products.id, productOptions.productId))
    .where(and(eq(productOptions.optionNumber, p.optionNumber), eq(products.brandCode, p.brandCode)))
    .limit(1),
);

function catalogueOptionQuery(tx: Db, context: BagContext, optionNumber: string) {
  return catalogueOptionStatement(tx, { optionNumber, brandCode: context.brandCode });
}

type CatalogueOption = Awaited<ReturnType<typeof catalogueOptionQuery>>[number];

function assertAddable(option: CatalogueOption | undefined, input: AddToBagInput): void {
  if (!option || option.productNumber !== input.productNumber || option.offerNumber !== input.offerNumber) {
    throw new BagFailure('DATA_ERROR');
  }
  if (!isPurchasable(option.stockStatus)) throw new BagFailure('OUT_OF_STOCK');
}

/** The bag's line count, last position and the quantity already held of one option (null: not in the bag). */
const lineStatsStatement = statement((db, p: Placeholders<{ bagId: string; optionNumber: string }>) =>
  db
    .select({
      lines: count(),
      last: max(bagEntries.position),
      existing: sql<
        number | null
      >`max(${bagEntries.quantity}) filter (where ${eq(bagEntries.optionNumber, p.optionNumber)})`,
    })
    .from(bagEntries)
    .where(eq(bagEntries.bagId, p.bagId)),
);

function lineStatsQuery(tx: Db, bagId: string, optionNumber: string) {
  return lineStatsStatement(tx, { bagId, optionNumber });
}

type NewLine = Pick<
  typeof bagEntries.$inferInsert,
  'bagId' | 'optionNumber' | 'productNumber' | 'offerNumber' | 'productType' | 'quantity' | 'position'
>;

const insertLineStatement = statement((db, p: Placeholders<Required<NewLine>>) =>
  db.insert(bagEntries).values({
    bagId: p.bagId,
    optionNumber: p.optionNumber,
    productNumber: p.productNumber,
    offerNumber: p.offerNumber,
    productType: p.productType,
    quantity: p.quantity,
    position: p.position,
  }),
);

/** A line's new quantity (an add to a line already there, an edit). */
const setQuantityStatement = statement(
  (db, p: Placeholders<{ bagId: string; optionNumber: string; quantity: number }>) =>
    db
      .update(bagEntries)
      // A placeholder where the value goes: drizzle encodes it with the column's encoder when the statement runs.
      .set({ quantity: p.quantity as unknown as number })
      .where(and(eq(bagEntries.bagId, p.bagId), eq(bagEntries.optionNumber, p.optionNumber))),
);

function isSubscription(input: AddToBagInput): boolean {
  return input.productType === DELIVERY_SUBSCRIPTION_TYPE || input.productNumber === DELIVERY_SUBSCRIPTION_CODE;
}

/**
 * Adds units of one option (or the delivery subscription). Limits: 99 per line, 50 lines (BASKET_LIMIT_EXCEEDED).
 * Four round trips to the database for a bag the shopper names: BEGIN; the lock, the line statistics and the
 * catalogue check together (the statistics sent after the lock, so read once it is held); the line's write with the
 * cart's re-read (`finishChange`); COMMIT.
 */
export function addToBag(db: Db, context: BagContext, input: AddToBagInput): Promise<BagResult<Cart>> {
  return asResult(() =>
    db.transaction(async (tx) => {
      const subscription = isSubscription(input);
      const optionNumber = subscription ? DELIVERY_SUBSCRIPTION_CODE : input.optionNumber;
      // A bag the shopper names is locked in the same round trip as its line statistics (sent after the lock, so
      // read once it is held) and the catalogue check; a new bag, or the signed-in customer's own, is found first.
      const known = input.cartId ? null : ((await lockCustomerBag(tx, context)) ?? (await createBag(tx, context)));
      const bagId = known ? known.id : bagIdFrom(input.cartId as string);
      const [lockedRows, [stats], option] = await Promise.all([
        known ? null : lockQuery(tx, bagId),
        lineStatsQuery(tx, bagId, optionNumber),
        subscription ? null : catalogueOptionQuery(tx, context, optionNumber),
      ]);
      const bag = known ?? accessibleBag(lockedRows?.[0], context);
      if (!subscription) assertAddable(option?.[0], input);
      else if (
        input.productNumber !== DELIVERY_SUBSCRIPTION_CODE ||
        input.offerNumber !== DELIVERY_SUBSCRIPTION_OFFER
      ) {
        throw new BagFailure('DATA_ERROR');
      }
      const existing = stats?.existing === null || stats?.existing === undefined ? null : Number(stats.existing);
      let write: BagWrite;
      if (existing !== null) {
        // A subscription is one per bag: adding it again changes nothing.
        const quantity = subscription ? 1 : existing + input.quantity;
        if (quantity > MAX_LINE_QUANTITY) throw new BagFailure('BASKET_LIMIT_EXCEEDED');
        write = { execute: () => setQuantityStatement(tx, { bagId: bag.id, optionNumber, quantity }) };
      } else {
        if ((stats?.lines ?? 0) >= MAX_BAG_LINES || input.quantity > MAX_LINE_QUANTITY) {
          throw new BagFailure('BASKET_LIMIT_EXCEEDED');
        }
        const line = {
          bagId: bag.id,
          optionNumber,
          productNumber: input.productNumber,
          offerNumber: input.offerNumber,
          productType: subscription ? DELIVERY_SUBSCRIPTION_TYPE : 'STANDARD',
          quantity: subscription ? 1 : input.quantity,
          position: (stats?.last ?? -1) + 1,
        };
        write = { execute: () => insertLineStatement(tx, line) };
      }
      if (input.wishlistId) {
        await write.execute();
        await leaveWishlist(tx, context, input.wishlistId, optionNumber);
        return finishChange(tx, bag, context);
      }
      return finishChange(tx, bag, context, { writes: [write] });
    }),
  );
}

/** Moving a saved item to the bag takes it off the saved list (only a list this shopper may use). */
async function leaveWishlist(tx: Db, context: BagContext, wishlistId: string, optionNumber: string): Promise<void> {
  if (!/^[0-9a-f-]{36}$/.test(wishlistId)) return;
  const [list] = await tx.select().from(wishlists).where(eq(wishlists.id, wishlistId)).for('update');
  if (!list || list.brandCode !== context.brandCode) return;
  if (list.customerId !== null && list.customerId !== context.customerId) return;
  await tx
    .delete(wishlistEntries)
    .where(and(eq(wishlistEntries.wishlistId, wishlistId), eq(wishlistEntries.optionNumber, optionNumber)));
  await tx
    .update(wishlists)
    .set({ version: sql`${wishlists.version} + 1`, updatedAt: new Date() })
    .where(eq(wishlists.id, wishlistId));
}

/** Sets a line's quantity; 0 removes it (removing a line that is already gone is not an error). */
export function editBag(db: Db, context: BagContext, input: EditBagInput): Promise<BagResult<Cart>> {
  return asResult(() =>
    db.transaction(async (tx) => {
      const bagId = bagIdFrom(input.cartId);
      const where = and(eq(bagEntries.bagId, bagId), eq(bagEntries.optionNumber, input.optionNumber));
      // The line is read in the lock's round trip, sent after it (so read once the lock is held).
      const [lockedRows, [line]] = await Promise.all([
        lockQuery(tx, bagId),
        tx.select({ productType: bagEntries.productType }).from(bagEntries).where(where).execute(),
      ]);
      const locked = accessibleBag(lockedRows[0], context);
      if (input.quantity === 0) {
        // Removing a line that is already gone changes nothing.
        if (!line) return finishCart(tx, locked, context);
        return finishChange(tx, locked, context, { writes: [tx.delete(bagEntries).where(where)] });
      }
      if (input.quantity > MAX_LINE_QUANTITY) throw new BagFailure('BASKET_LIMIT_EXCEEDED');
      if (!line) throw new BagFailure('ENTRY_NOT_FOUND');
      const quantity = line.productType === DELIVERY_SUBSCRIPTION_TYPE ? 1 : input.quantity;
      const write = { execute: () => setQuantityStatement(tx, { bagId, optionNumber: input.optionNumber, quantity }) };
      return finishChange(tx, locked, context, { writes: [write] });
    }),
  );
}

/** removeDS: takes the delivery subscription out of the bag (spec §7 promotionsDeliverySubscription). */
export function removeDeliverySubscription(db: Db, context: BagContext, cartId: string): Promise<BagResult<Cart>> {
  return editBag(db, context, { cartId, optionNumber: DELIVERY_SUBSCRIPTION_CODE, quantity: 0 });
}

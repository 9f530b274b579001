// Bag operations (spec §7 "Session, bag, promotions"): each runs in one transaction holding the bag's row lock, checks
// brand and customer, changes lines, and answers the whole cart recomputed from the database.
import { and, count, eq, max, sql } from 'drizzle-orm';
import { isPurchasable } from '../catalogue.ts';
import type { Db } from '../db/client.ts';
import { productOptions, products } from '../db/schema.ts';
import { bagEntries, wishlistEntries, wishlists } from '../db/schema-bag.ts';
import { encryptCartId } from './cart-id.ts';
import {
  DELIVERY_SUBSCRIPTION_CODE,
  DELIVERY_SUBSCRIPTION_OFFER,
  DELIVERY_SUBSCRIPTION_TYPE,
} from './delivery-subscription.ts';
import { asResult, BagFailure, type BagResult, MAX_BAG_LINES, MAX_LINE_QUANTITY } from './errors.ts';
import {
  type BagContext,
  type BagRow,
  bagIdFrom,
  createBag,
  finishCart,
  lockBag,
  lockCustomerBag,
  peekBag,
  touchBag,
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

/** The cart, with lines that can no longer be bought removed and reported. */
export function getBag(db: Db, context: BagContext, cartId: string): Promise<BagResult<Cart>> {
  return asResult(() =>
    db.transaction(async (tx) => finishCart(tx, await lockBag(tx, bagIdFrom(cartId), context), context)),
  );
}

/** Units in the bag (cartItemCount); no bag yet reads as zero. A light read: no lock, no removal. */
export function bagItemCount(
  db: Db,
  context: BagContext,
  cartId: string | null,
): Promise<BagResult<{ cartId: string | null; itemCount: number }>> {
  return asResult(async () => {
    let bagId: string | null = null;
    if (cartId) bagId = (await peekBag(db, bagIdFrom(cartId), context)).id;
    if (!bagId && context.customerId) {
      bagId = (await db.transaction((tx) => lockCustomerBag(tx, context)))?.id ?? null;
    }
    if (!bagId) return { cartId: null, itemCount: 0 };
    const [row] = await db
      .select({ units: sql<number>`coalesce(sum(${bagEntries.quantity}), 0)`.mapWith(Number) })
      .from(bagEntries)
      .where(eq(bagEntries.bagId, bagId));
    return { cartId: encryptCartId(bagId), itemCount: row?.units ?? 0 };
  });
}

async function openOrCreate(tx: Db, context: BagContext, cartId: string | null | undefined): Promise<BagRow> {
  if (cartId) return lockBag(tx, bagIdFrom(cartId), context);
  return (await lockCustomerBag(tx, context)) ?? createBag(tx, context);
}

async function catalogueOption(tx: Db, context: BagContext, input: AddToBagInput) {
  const [option] = await tx
    .select({
      stockStatus: productOptions.stockStatus,
      productNumber: products.productNumber,
      offerNumber: products.offerNumber,
    })
    .from(productOptions)
    .innerJoin(products, eq(products.id, productOptions.productId))
    .where(and(eq(productOptions.optionNumber, input.optionNumber), eq(products.brandCode, context.brandCode)))
    .limit(1);
  if (!option || option.productNumber !== input.productNumber || option.offerNumber !== input.offerNumber) {
    throw new BagFailure('DATA_ERROR');
  }
  if (!isPurchasable(option.stockStatus)) throw new BagFailure('OUT_OF_STOCK');
}

function isSubscription(input: AddToBagInput): boolean {
  return input.productType === DELIVERY_SUBSCRIPTION_TYPE || input.productNumber === DELIVERY_SUBSCRIPTION_CODE;
}

/** Adds units of one option (or the delivery subscription). Limits: 99 per line, 50 lines (BASKET_LIMIT_EXCEEDED). */
export function addToBag(db: Db, context: BagContext, input: AddToBagInput): Promise<BagResult<Cart>> {
  return asResult(() =>
    db.transaction(async (tx) => {
      const bag = await openOrCreate(tx, context, input.cartId);
      const subscription = isSubscription(input);
      if (subscription) {
        if (input.productNumber !== DELIVERY_SUBSCRIPTION_CODE || input.offerNumber !== DELIVERY_SUBSCRIPTION_OFFER) {
          throw new BagFailure('DATA_ERROR');
        }
      } else {
        await catalogueOption(tx, context, input);
      }
      const optionNumber = subscription ? DELIVERY_SUBSCRIPTION_CODE : input.optionNumber;
      const [existing] = await tx
        .select({ quantity: bagEntries.quantity })
        .from(bagEntries)
        .where(and(eq(bagEntries.bagId, bag.id), eq(bagEntries.optionNumber, optionNumber)));
      if (existing) {
        // A subscription is one per bag: adding it again changes nothing.
        const quantity = subscription ? 1 : existing.quantity + input.quantity;
        if (quantity > MAX_LINE_QUANTITY) throw new BagFailure('BASKET_LIMIT_EXCEEDED');
        await tx
          .update(bagEntries)
          .set({ quantity })
          .where(and(eq(bagEntries.bagId, bag.id), eq(bagEntries.optionNumber, optionNumber)));
      } else {
        const [stats] = await tx
          .select({ lines: count(), last: max(bagEntries.position) })
          .from(bagEntries)
          .where(eq(bagEntries.bagId, bag.id));
        if ((stats?.lines ?? 0) >= MAX_BAG_LINES || input.quantity > MAX_LINE_QUANTITY) {
          throw new BagFailure('BASKET_LIMIT_EXCEEDED');
        }
        await tx.insert(bagEntries).values({
          bagId: bag.id,
          optionNumber,
          productNumber: input.productNumber,
          offerNumber: input.offerNumber,
          productType: subscription ? DELIVERY_SUBSCRIPTION_TYPE : 'STANDARD',
          quantity: subscription ? 1 : input.quantity,
          position: (stats?.last ?? -1) + 1,
        });
      }
      if (input.wishlistId) await leaveWishlist(tx, context, input.wishlistId, optionNumber);
      return finishCart(tx, await touchBag(tx, bag, context), context);
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
      const bag = await lockBag(tx, bagIdFrom(input.cartId), context);
      const where = and(eq(bagEntries.bagId, bag.id), eq(bagEntries.optionNumber, input.optionNumber));
      if (input.quantity === 0) {
        const gone = await tx.delete(bagEntries).where(where).returning({ optionNumber: bagEntries.optionNumber });
        return finishCart(tx, gone.length > 0 ? await touchBag(tx, bag, context) : bag, context);
      }
      if (input.quantity > MAX_LINE_QUANTITY) throw new BagFailure('BASKET_LIMIT_EXCEEDED');
      const [line] = await tx.select({ productType: bagEntries.productType }).from(bagEntries).where(where);
      if (!line) throw new BagFailure('ENTRY_NOT_FOUND');
      const quantity = line.productType === DELIVERY_SUBSCRIPTION_TYPE ? 1 : input.quantity;
      await tx.update(bagEntries).set({ quantity }).where(where);
      return finishCart(tx, await touchBag(tx, bag, context), context);
    }),
  );
}

/** removeDS: takes the delivery subscription out of the bag (spec §7 promotionsDeliverySubscription). */
export function removeDeliverySubscription(db: Db, context: BagContext, cartId: string): Promise<BagResult<Cart>> {
  return editBag(db, context, { cartId, optionNumber: DELIVERY_SUBSCRIPTION_CODE, quantity: 0 });
}

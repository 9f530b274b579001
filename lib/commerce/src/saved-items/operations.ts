// Saved for later (spec §7): a wishlist per brand (and per customer once signed in). Each change runs in one
// transaction holding the wishlist's row lock. Failures are values with the spec's wishlist codes (§8).
import { and, asc, count, eq, inArray, max, sql } from 'drizzle-orm';
import { toProductId, variantImageUrl } from '../catalogue.ts';
import type { Db } from '../db/client.ts';
import { productOptions, products } from '../db/schema.ts';
import { wishlistEntries, wishlists } from '../db/schema-bag.ts';

export const MAX_SAVED_ITEMS = 50;
export const MAX_SAVED_QUANTITY = 99;

export type WishlistFailureCode =
  | 'WLIST_LIMIT_EXCEEDED'
  | 'UPDATE_WLIST_LIMIT_EXCEEDED'
  | 'WLIST_NOT_FOUND'
  | 'DATA_ERROR'
  | 'EDIT_FAILED'
  | 'SIGN_IN_REQUIRED';

export const WISHLIST_MESSAGES: Record<WishlistFailureCode, string> = {
  WLIST_LIMIT_EXCEEDED: `You can save up to ${MAX_SAVED_ITEMS} items. Remove some saved items to save more.`,
  UPDATE_WLIST_LIMIT_EXCEEDED: `You can save up to ${MAX_SAVED_QUANTITY} of each item.`,
  WLIST_NOT_FOUND: 'We couldn’t find your saved items.',
  DATA_ERROR: 'We can’t add products to your saved items right now. Please try again later.',
  EDIT_FAILED: 'We couldn’t update that saved item. Please try again.',
  SIGN_IN_REQUIRED: 'Please sign in to continue.',
};

export type WishlistResult<T> = { ok: true; value: T } | { ok: false; code: WishlistFailureCode; message: string };

class WishlistFailure extends Error {
  readonly code: WishlistFailureCode;
  constructor(code: WishlistFailureCode) {
    super(WISHLIST_MESSAGES[code]);
    this.code = code;
  }
}

async function asResult<T>(work: () => Promise<T>): Promise<WishlistResult<T>> {
  try {
    return { ok: true, value: await work() };
  } catch (error) {
    if (error instanceof WishlistFailure) return { ok: false, code: error.code, message: error.message };
    throw error;
  }
}

export interface WishlistContext {
  brandCode: string;
  customerId: string | null;
}

export interface SavedProduct {
  productNo: string;
  productOptionNo: string;
  offerNumber: string;
  quantity: number;
}

export interface SavedProductDetails {
  productId: string;
  productName: string;
  size: string;
  colour: string;
  price: number;
  wasPrice: number | null;
  stockStatus: string;
  imageUrl: string;
}

export interface Wishlist {
  wishlistId: string;
  /** Saved products with their live catalogue details (null when the product is no longer sold). */
  wishlistEntries: (SavedProduct & { productDetails: SavedProductDetails | null })[];
  itemCount: number;
  /** Goes up with every change, so a page can tell a newer answer from an older one (0: no list yet). */
  version: number;
}

type Tx = Db;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The list under this id, locked, when this shopper may see it: another brand's or customer's is simply not found. */
async function findList(tx: Tx, wishlistId: string, context: WishlistContext) {
  if (!UUID.test(wishlistId)) return null;
  const [list] = await tx.select().from(wishlists).where(eq(wishlists.id, wishlistId)).for('update');
  if (!list || list.brandCode !== context.brandCode) return null;
  if (list.customerId !== null && list.customerId !== context.customerId) return null;
  return list;
}

async function lockList(tx: Tx, wishlistId: string, context: WishlistContext) {
  const list = await findList(tx, wishlistId, context);
  if (!list) throw new WishlistFailure('WLIST_NOT_FOUND');
  return list;
}

/** A signed-in customer's own list for the brand, locked, if they have one. */
async function ownList(tx: Tx, context: WishlistContext) {
  if (!context.customerId) return null;
  const [own] = await tx
    .select()
    .from(wishlists)
    .where(and(eq(wishlists.customerId, context.customerId), eq(wishlists.brandCode, context.brandCode)))
    .for('update');
  return own ?? null;
}

async function openOrCreate(tx: Tx, wishlistId: string, context: WishlistContext) {
  if (wishlistId) return lockList(tx, wishlistId, context);
  const own = await ownList(tx, context);
  if (own) return own;
  // Two first saves for one customer at once: the unique (customer, brand) index lets one insert win; the other
  // then locks the winner's list.
  const [created] = await tx
    .insert(wishlists)
    .values({ brandCode: context.brandCode, customerId: context.customerId })
    .onConflictDoNothing()
    .returning();
  if (created) return created;
  return openOrCreate(tx, '', context);
}

async function finish(tx: Tx, wishlistId: string): Promise<Wishlist> {
  await tx
    .update(wishlists)
    .set({ version: sql`${wishlists.version} + 1`, updatedAt: new Date() })
    .where(eq(wishlists.id, wishlistId));
  return readList(tx, wishlistId);
}

async function readList(db: Db, wishlistId: string): Promise<Wishlist> {
  const rows = await db
    .select({
      entry: wishlistEntries,
      name: products.name,
      productPrice: products.pricePence,
      wasPrice: products.wasPricePence,
      optionPrice: productOptions.pricePence,
      size: productOptions.size,
      colour: productOptions.colour,
      variantCode: productOptions.variantCode,
      stockStatus: productOptions.stockStatus,
    })
    .from(wishlistEntries)
    .leftJoin(productOptions, eq(productOptions.optionNumber, wishlistEntries.optionNumber))
    .leftJoin(products, eq(products.id, productOptions.productId))
    .where(eq(wishlistEntries.wishlistId, wishlistId))
    .orderBy(asc(wishlistEntries.position));
  const entries = rows.map(({ entry, ...row }) => ({
    productNo: entry.productNumber,
    productOptionNo: entry.optionNumber,
    offerNumber: entry.offerNumber,
    quantity: entry.quantity,
    productDetails:
      row.name === null
        ? null
        : {
            productId: toProductId(entry.productNumber),
            productName: row.name,
            size: row.size ?? '',
            colour: row.colour ?? '',
            price: row.optionPrice ?? row.productPrice ?? 0,
            wasPrice: row.wasPrice,
            stockStatus: row.stockStatus ?? 'OUT_OF_STOCK',
            imageUrl: variantImageUrl(entry.productNumber, row.variantCode ?? ''),
          },
  }));
  const [list] = await db.select({ version: wishlists.version }).from(wishlists).where(eq(wishlists.id, wishlistId));
  return { wishlistId, wishlistEntries: entries, itemCount: entries.length, version: list?.version ?? 0 };
}

/**
 * The saved list (read only): the one under `wishlistId`; for a signed-in customer whose id names no list of theirs
 * (none held, or a guest list since merged into theirs and gone), their own. An answer to a read sent before the
 * merge can put the old guest id back in the shopper's cookie after it: the customer still sees their list.
 */
export function getWishlist(db: Db, context: WishlistContext, wishlistId: string): Promise<WishlistResult<Wishlist>> {
  return asResult(() =>
    db.transaction(async (tx) => {
      const list = (await findList(tx, wishlistId, context)) ?? (await ownList(tx, context));
      if (!list) throw new WishlistFailure('WLIST_NOT_FOUND');
      return readList(tx, list.id);
    }),
  );
}

async function assertProducts(tx: Tx, context: WishlistContext, items: readonly SavedProduct[]): Promise<void> {
  const options = [...new Set(items.map((item) => item.productOptionNo))];
  const found = await tx
    .select({
      optionNumber: productOptions.optionNumber,
      productNumber: products.productNumber,
      offer: products.offerNumber,
    })
    .from(productOptions)
    .innerJoin(products, eq(products.id, productOptions.productId))
    .where(and(inArray(productOptions.optionNumber, options), eq(products.brandCode, context.brandCode)));
  const byOption = new Map(found.map((row) => [row.optionNumber, row]));
  for (const item of items) {
    const row = byOption.get(item.productOptionNo);
    if (!row || row.productNumber !== item.productNo || row.offer !== item.offerNumber) {
      throw new WishlistFailure('DATA_ERROR');
    }
  }
}

/** addItemToSFL: saves products (an option already saved keeps one line); empty id starts a list. */
export function addSavedItems(
  db: Db,
  context: WishlistContext,
  wishlistId: string,
  items: readonly SavedProduct[],
): Promise<WishlistResult<Wishlist>> {
  return asResult(() =>
    db.transaction(async (tx) => {
      const list = await openOrCreate(tx, wishlistId, context);
      await assertProducts(tx, context, items);
      const [stats] = await tx
        .select({ n: count(), last: max(wishlistEntries.position) })
        .from(wishlistEntries)
        .where(eq(wishlistEntries.wishlistId, list.id));
      const existing = new Set(
        (
          await tx
            .select({ option: wishlistEntries.optionNumber })
            .from(wishlistEntries)
            .where(eq(wishlistEntries.wishlistId, list.id))
        ).map((row) => row.option),
      );
      const fresh = items.filter(
        (item, index) =>
          !existing.has(item.productOptionNo) &&
          items.findIndex((other) => other.productOptionNo === item.productOptionNo) === index,
      );
      if ((stats?.n ?? 0) + fresh.length > MAX_SAVED_ITEMS) throw new WishlistFailure('WLIST_LIMIT_EXCEEDED');
      let position = stats?.last ?? -1;
      for (const item of fresh) {
        position += 1;
        await tx.insert(wishlistEntries).values({
          wishlistId: list.id,
          optionNumber: item.productOptionNo,
          productNumber: item.productNo,
          offerNumber: item.offerNumber,
          quantity: Math.min(Math.max(1, item.quantity), MAX_SAVED_QUANTITY),
          position,
        });
      }
      return finish(tx, list.id);
    }),
  );
}

/** removeItemsFromSFL: SPECIFIC removes the named options, ALL empties the list. */
export function removeSavedItems(
  db: Db,
  context: WishlistContext,
  wishlistId: string,
  input: { actionType: 'SPECIFIC' | 'ALL'; products: readonly { productOptionNo: string }[] },
): Promise<WishlistResult<Wishlist>> {
  return asResult(() =>
    db.transaction(async (tx) => {
      const list = await lockList(tx, wishlistId, context);
      const options = input.products.map((product) => product.productOptionNo);
      if (input.actionType === 'ALL') {
        await tx.delete(wishlistEntries).where(eq(wishlistEntries.wishlistId, list.id));
      } else if (options.length > 0) {
        await tx
          .delete(wishlistEntries)
          .where(and(eq(wishlistEntries.wishlistId, list.id), inArray(wishlistEntries.optionNumber, options)));
      }
      return finish(tx, list.id);
    }),
  );
}

/** updateSFLItem: a saved option's quantity (1–99). */
export function updateSavedItem(
  db: Db,
  context: WishlistContext,
  wishlistId: string,
  product: SavedProduct,
): Promise<WishlistResult<Wishlist>> {
  return asResult(() =>
    db.transaction(async (tx) => {
      const list = await lockList(tx, wishlistId, context);
      if (product.quantity > MAX_SAVED_QUANTITY) throw new WishlistFailure('UPDATE_WLIST_LIMIT_EXCEEDED');
      const updated = await tx
        .update(wishlistEntries)
        .set({ quantity: product.quantity })
        .where(and(eq(wishlistEntries.wishlistId, list.id), eq(wishlistEntries.optionNumber, product.productOptionNo)))
        .returning({ option: wishlistEntries.optionNumber });
      if (updated.length === 0) throw new WishlistFailure('EDIT_FAILED');
      return finish(tx, list.id);
    }),
  );
}

/** mergeSFLItems: after sign-in, the guest list joins the customer's list (up to the limit); the guest list goes. */
export function mergeSavedItems(
  db: Db,
  context: WishlistContext,
  wishlistId: string,
): Promise<WishlistResult<Wishlist>> {
  return asResult(() =>
    db.transaction(async (tx) => {
      if (!context.customerId) throw new WishlistFailure('SIGN_IN_REQUIRED');
      const guest = wishlistId ? await lockList(tx, wishlistId, context) : null;
      const own = await openOrCreate(tx, '', context);
      if (!guest || guest.id === own.id) return finish(tx, own.id);
      const [guestRows, ownRows] = await Promise.all([
        tx
          .select()
          .from(wishlistEntries)
          .where(eq(wishlistEntries.wishlistId, guest.id))
          .orderBy(asc(wishlistEntries.position)),
        tx.select().from(wishlistEntries).where(eq(wishlistEntries.wishlistId, own.id)),
      ]);
      const have = new Set(ownRows.map((row) => row.optionNumber));
      let position = ownRows.reduce((last, row) => Math.max(last, row.position), -1);
      let n = ownRows.length;
      for (const row of guestRows) {
        if (have.has(row.optionNumber) || n >= MAX_SAVED_ITEMS) continue;
        position += 1;
        n += 1;
        await tx.insert(wishlistEntries).values({ ...row, wishlistId: own.id, position });
      }
      await tx.delete(wishlists).where(eq(wishlists.id, guest.id));
      return finish(tx, own.id);
    }),
  );
}

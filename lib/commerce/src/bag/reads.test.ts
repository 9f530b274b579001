// Bag reads take no row lock: a read of a bag another request holds locked answers at once, and only a read that finds
// lines to remove waits for the lock, re-checks and removes them. The lock tests need real parallel connections, so
// they run on PostgreSQL (TEST_DATABASE_URL); the rest also on PGlite.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productOptions } from '../db/schema.ts';
import { bags } from '../db/schema-bag.ts';
import { createTestDb, type TestDb } from '../testing/test-db.ts';
import { decryptCartId } from './cart-id.ts';
import type { BagResult } from './errors.ts';
import { bagContext, bagFixtureSeed, type FixtureOption, pickOptions } from './fixture.ts';
import { addToBag, bagItemCount, getBag } from './operations.ts';

let t: TestDb;
let options: FixtureOption[];
const dal = bagContext('dal');
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

beforeAll(async () => {
  t = await createTestDb({ seed: bagFixtureSeed });
  options = await pickOptions(t.db, 'dal', 4);
});
afterAll(() => t?.dispose());

function ok<T>(result: BagResult<T>): T {
  if (!result.ok) throw new Error(`${result.code}: ${result.message}`);
  return result.value;
}

const at = (i: number) => options[i] as FixtureOption;

async function bagWith(...indexes: number[]): Promise<string> {
  let cartId: string | null = null;
  for (const i of indexes) cartId = ok(await addToBag(t.db, dal, { cartId, ...at(i), quantity: 1 })).cartId;
  return cartId as string;
}

async function version(cartId: string): Promise<number> {
  const [row] = await t.db
    .select({ version: bags.version })
    .from(bags)
    .where(eq(bags.id, decryptCartId(cartId) as string));
  return row?.version ?? -1;
}

async function setStock(option: FixtureOption, stockStatus: 'IN_STOCK' | 'OUT_OF_STOCK') {
  await t.db.update(productOptions).set({ stockStatus }).where(eq(productOptions.optionNumber, option.optionNumber));
}

/** Holds the bag's row lock in another transaction until `release` is called. */
async function holdLock(cartId: string): Promise<{ release: () => Promise<void> }> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let locked!: () => void;
  const isLocked = new Promise<void>((resolve) => {
    locked = resolve;
  });
  const holder = t.db.transaction(async (tx) => {
    await tx
      .select()
      .from(bags)
      .where(eq(bags.id, decryptCartId(cartId) as string))
      .for('update');
    locked();
    await released;
  });
  await isLocked;
  return {
    release: async () => {
      release();
      await holder;
    },
  };
}

const within = <T>(work: Promise<T>, ms: number) =>
  Promise.race([work, new Promise<'timed out'>((resolve) => setTimeout(() => resolve('timed out'), ms))]);

describe('bag reads', () => {
  it('change nothing when every line can still be bought', async () => {
    const cartId = await bagWith(0, 1);
    const before = await version(cartId);
    const cart = ok(await getBag(t.db, dal, cartId));
    expect(cart.cartEntries).toHaveLength(2);
    expect(cart.version).toBe(before);
    expect(ok(await bagItemCount(t.db, dal, cartId)).itemCount).toBe(2);
    expect(await version(cartId)).toBe(before);
  });

  it('remove a line that went out of stock once, under the lock, and the count leaves it out before that', async () => {
    const cartId = await bagWith(2, 3);
    await setStock(at(2), 'OUT_OF_STOCK');
    try {
      expect(ok(await bagItemCount(t.db, dal, cartId)).itemCount).toBe(1);
      const before = await version(cartId);
      const read = ok(await getBag(t.db, dal, cartId));
      expect(read.removedOutOfStockItems.map((item) => item.productOptionNo)).toEqual([at(2).optionNumber]);
      expect(read.version).toBe(before + 1);
      const again = ok(await getBag(t.db, dal, cartId));
      expect(again.removedOutOfStockItems).toEqual([]);
      expect(again.version).toBe(before + 1);
    } finally {
      await setStock(at(2), 'IN_STOCK');
    }
  });

  it.runIf(onPostgres)('answer while another request holds the bag locked', async () => {
    const cartId = await bagWith(0);
    const lock = await holdLock(cartId);
    try {
      const read = await within(getBag(t.db, dal, cartId), 3000);
      expect(read === 'timed out' ? read : ok(read).bagItemsCount).toBe(1);
      const count = await within(bagItemCount(t.db, dal, cartId), 3000);
      expect(count === 'timed out' ? count : ok(count).itemCount).toBe(1);
    } finally {
      await lock.release();
    }
  });

  it.runIf(onPostgres)('wait for the lock when they must remove a line, then remove it', async () => {
    const cartId = await bagWith(1, 2);
    await setStock(at(2), 'OUT_OF_STOCK');
    try {
      const lock = await holdLock(cartId);
      const reading = getBag(t.db, dal, cartId);
      expect(await within(reading, 300)).toBe('timed out');
      await lock.release();
      const read = ok(await reading);
      expect(read.cartEntries.map((e) => e.productOptionNo)).toEqual([at(1).optionNumber]);
      expect(read.removedOutOfStockItems.map((item) => item.productOptionNo)).toEqual([at(2).optionNumber]);
    } finally {
      await setStock(at(2), 'IN_STOCK');
    }
  });
});

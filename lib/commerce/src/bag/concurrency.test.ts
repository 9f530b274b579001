// 200 concurrent adds, edits and removes on one bag end in exactly the state of running them one by one: the bag row
// lock serialises them. Runs on PGlite and, with TEST_DATABASE_URL, on PostgreSQL (real parallel connections).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, type TestDb } from '../testing/test-db.ts';
import type { BagResult } from './errors.ts';
import { bagContext, bagFixtureSeed, type FixtureOption, pickOptions } from './fixture.ts';
import { addToBag, editBag, getBag } from './operations.ts';
import type { Cart } from './view.ts';

let t: TestDb;
let options: FixtureOption[];
const dal = bagContext('dal');

beforeAll(async () => {
  t = await createTestDb({ seed: bagFixtureSeed });
  options = await pickOptions(t.db, 'dal', 6);
});
afterAll(() => t?.dispose());

function ok<T>(result: BagResult<T>): T {
  if (!result.ok) throw new Error(`${result.code}: ${result.message}`);
  return result.value;
}

const at = (i: number) => options[i] as FixtureOption;

/**
 * The workload: adds to three lines (order-independent sums), edits that set a pre-existing line to 5, and removes of
 * two pre-existing lines. Any serial order of these gives the same final bag, so the concurrent result must equal it.
 */
function workload(cartId: string) {
  const ops: (() => Promise<BagResult<Cart>>)[] = [];
  for (let i = 0; i < 120; i++) {
    const o = at(i % 3);
    ops.push(() => addToBag(t.db, dal, { cartId, ...o, quantity: 1 + (i % 2) }));
  }
  for (let i = 0; i < 40; i++)
    ops.push(() => editBag(t.db, dal, { cartId, optionNumber: at(3).optionNumber, quantity: 5 }));
  for (let i = 0; i < 40; i++) {
    ops.push(() => editBag(t.db, dal, { cartId, optionNumber: at(4 + (i % 2)).optionNumber, quantity: 0 }));
  }
  return ops;
}

async function seededBag(): Promise<string> {
  let cartId: string | null = null;
  for (const i of [3, 4, 5]) cartId = ok(await addToBag(t.db, dal, { cartId, ...at(i), quantity: 1 })).cartId;
  return cartId as string;
}

const shape = (cart: Cart) => cart.cartEntries.map((e) => [e.productOptionNo, e.quantity]).sort();

describe('concurrent bag changes', () => {
  it('200 concurrent add/edit/remove requests end in the sequential state', async () => {
    // The bag every serial order of the workload ends in, built in six requests rather than 200 one after another
    // (half this test's time): each added line's 40 adds of 1 and 2 units come to 60, the edited line is at 5 and the
    // removed lines are gone.
    const sequentialId = await seededBag();
    for (const i of [0, 1, 2]) ok(await addToBag(t.db, dal, { cartId: sequentialId, ...at(i), quantity: 60 }));
    ok(await editBag(t.db, dal, { cartId: sequentialId, optionNumber: at(3).optionNumber, quantity: 5 }));
    for (const i of [4, 5])
      ok(await editBag(t.db, dal, { cartId: sequentialId, optionNumber: at(i).optionNumber, quantity: 0 }));
    const sequential = ok(await getBag(t.db, dal, sequentialId));

    const concurrentId = await seededBag();
    const results = await Promise.all(workload(concurrentId).map((op) => op()));
    expect(results.filter((r) => !r.ok)).toEqual([]);
    const concurrent = ok(await getBag(t.db, dal, concurrentId));

    expect(shape(concurrent)).toEqual(shape(sequential));
    expect(concurrent.bagItemsCount).toBe(sequential.bagItemsCount);
    expect(concurrent.orderTotal).toBe(sequential.orderTotal);
    // Each line got 40 adds of alternating 1 and 2 units.
    expect(shape(concurrent)).toContainEqual([at(0).optionNumber, 60]);
  });

  it('reads racing the changes (no lock) each see one consistent bag', async () => {
    const cartId = await seededBag();
    const reads: Promise<BagResult<Cart>>[] = [];
    const writes = workload(cartId).map((op, i) => {
      if (i % 4 === 0) reads.push(getBag(t.db, dal, cartId));
      return op();
    });
    const [written, read] = await Promise.all([Promise.all(writes), Promise.all(reads)]);
    expect(written.filter((r) => !r.ok)).toEqual([]);
    const versions = new Map<number, string>();
    for (const cart of read.map(ok)) {
      // Totals agree with the lines the read saw, and one version is always the same bag.
      const units = cart.cartEntries.reduce((sum, e) => sum + e.quantity, 0);
      const goods = cart.cartEntries.reduce((sum, e) => sum + e.linePrice, 0);
      expect(cart.bagItemsCount).toBe(units);
      expect(cart.preDiscountOrderValueExcludingShippingCost).toBe(goods);
      const seen = versions.get(cart.version);
      if (seen) expect(JSON.stringify(shape(cart))).toBe(seen);
      versions.set(cart.version, JSON.stringify(shape(cart)));
    }
  });

  it('two tabs adding at once lose nothing', async () => {
    const cartId = await seededBag();
    await Promise.all([
      addToBag(t.db, dal, { cartId, ...at(0), quantity: 1 }),
      addToBag(t.db, dal, { cartId, ...at(1), quantity: 1 }),
    ]);
    const cart = ok(await getBag(t.db, dal, cartId));
    expect(cart.cartEntries.map((e) => e.productOptionNo)).toEqual(
      expect.arrayContaining([at(0).optionNumber, at(1).optionNumber]),
    );
  });
});

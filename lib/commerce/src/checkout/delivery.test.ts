// Checkout delivery under concurrency: speed changes racing bag edits on one bag (PGlite, and PostgreSQL with
// TEST_DATABASE_URL) leave a bag whose delivery charge matches its contents and speed, in every answer and at the end.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BagResult } from '../bag/errors.ts';
import { bagContext, bagFixtureSeed, type FixtureOption, pickOptions } from '../bag/fixture.ts';
import { addToBag, editBag } from '../bag/operations.ts';
import type { Cart } from '../bag/view.ts';
import { deliveryRulesFor } from '../delivery/rules.ts';
import { demoCustomerId } from '../seed/customers.ts';
import { createTestDb, type TestDb } from '../testing/test-db.ts';
import { getDeliveryView, normaliseUkPhone, updateDeliverySpeed } from './delivery.ts';

let t: TestDb;
let option: FixtureOption;
const customer = bagContext('dal', { customerId: demoCustomerId('dal', 'credit') });
const rules = deliveryRulesFor('dal');

beforeAll(async () => {
  t = await createTestDb({ seed: bagFixtureSeed });
  [option] = (await pickOptions(t.db, 'dal', 1)) as [FixtureOption];
});
afterAll(() => t?.dispose());

function ok<T>(result: BagResult<T>): T {
  if (!result.ok) throw new Error(`${result.code}: ${result.message}`);
  return result.value;
}

/** The charge the brand's rules give for this cart's speed and value: what every answer must show. */
function expectedCharge(cart: Cart): number {
  if (cart.deliveryMode === 'EXPRESS') return rules.expressCharge;
  const free = rules.freeStandardFrom !== null && cart.orderValue >= rules.freeStandardFrom;
  return free ? 0 : rules.standardCharge;
}

describe('checkout delivery', () => {
  it('updateDeliverySpeed racing editBag leaves a consistent bag whose delivery charge matches its contents', async () => {
    const price = option.price;
    // Quantities either side of the free-standard threshold, so the standard charge flips as the edits land.
    const low = Math.max(1, Math.floor((rules.freeStandardFrom ?? 5000) / price) - 1);
    const high = Math.min(99, low + 3);
    const cartId = ok(await addToBag(t.db, customer, { cartId: null, ...option, quantity: low })).cartId;
    const ops: (() => Promise<BagResult<Cart>>)[] = [];
    for (let i = 0; i < 30; i++) {
      ops.push(() =>
        editBag(t.db, customer, { cartId, optionNumber: option.optionNumber, quantity: i % 2 ? high : low }),
      );
      ops.push(() =>
        updateDeliverySpeed(t.db, customer, { cartId, deliveryModeCode: i % 3 === 0 ? 'EXPRESS' : 'STANDARD' }),
      );
    }
    const answers = await Promise.all(ops.map((op) => op()));
    for (const answer of answers) {
      const cart = ok(answer);
      expect(cart.totalDeliveryCharge).toBe(expectedCharge(cart));
      expect(cart.orderTotal).toBe(cart.orderValue + cart.totalDeliveryCharge);
    }
    // The last writer of each kind wins; whatever the order, the stored bag prices consistently.
    const final = ok(await getDeliveryView(t.db, customer, cartId));
    expect(final.totalDeliveryCharge).toBe(expectedCharge(final));
    expect(final.cartEntries[0]?.quantity === low || final.cartEntries[0]?.quantity === high).toBe(true);
    // Versions: every change bumped the bag once (no lost update).
    expect(final.version).toBe(1 + ops.length);
  });

  it('a guest cannot use checkout calls', async () => {
    const guest = bagContext('dal');
    const cartId = ok(await addToBag(t.db, guest, { cartId: null, ...option, quantity: 1 })).cartId;
    const refused = await updateDeliverySpeed(t.db, guest, { cartId, deliveryModeCode: 'EXPRESS' });
    expect(refused).toMatchObject({ ok: false, code: 'SIGN_IN_REQUIRED' });
  });
});

describe('normaliseUkPhone', () => {
  it('keeps UK, Channel Islands and Isle of Man numbers in national format', () => {
    expect(normaliseUkPhone('+447911123456')).toBe('07911 123456');
    expect(normaliseUkPhone('020 7946 0958')).toBe('020 7946 0958');
    expect(normaliseUkPhone('01534 123456')).toBe('01534 123456');
    expect(normaliseUkPhone('0044 1624 123456')).toBe('01624 123456');
  });
  it('refuses premium rate, foreign and impossible numbers', () => {
    for (const bad of ['09098 790000', '+1 415 555 2671', '123', 'call me', '07911 12345678']) {
      expect(normaliseUkPhone(bad)).toBeNull();
    }
  });
});

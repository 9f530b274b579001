import { describe, expect, it } from 'vitest';
import type { Cart, CartEntry } from './client-api.ts';
import { createSerialQueue, newer, sameBag, withPending } from './queue.ts';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('createSerialQueue', () => {
  it('starts each task only when the one before has settled, in the order queued', async () => {
    const queue = createSerialQueue();
    const started: string[] = [];
    const first = deferred<string>();
    const second = deferred<string>();
    const a = queue.run(() => {
      started.push('a');
      return first.promise;
    });
    const b = queue.run(() => {
      started.push('b');
      return second.promise;
    });
    const c = queue.run(async () => {
      started.push('c');
      return 'c';
    });
    await tick();
    expect(started).toEqual(['a']);
    second.resolve('b'); // b's answer is ready first, but b has not even started
    await tick();
    expect(started).toEqual(['a']);
    first.resolve('a');
    expect(await Promise.all([a, b, c])).toEqual(['a', 'b', 'c']);
    expect(started).toEqual(['a', 'b', 'c']);
  });

  it('a failed task fails only its own caller; the next still runs', async () => {
    const queue = createSerialQueue();
    const failed = queue.run(async () => {
      throw new Error('refused');
    });
    const next = queue.run(async () => 'next');
    await expect(failed).rejects.toThrow('refused');
    expect(await next).toBe('next');
  });
});

const cart = (cartId: string, version: number) => ({ cartId, version }) as Cart;

describe('newer', () => {
  it('keeps the shown answer over an older one of the same bag, and takes any answer for another bag', () => {
    const shown = cart('c1', 7);
    expect(newer(shown, cart('c1', 6), sameBag)).toBe(shown);
    const same = cart('c1', 7);
    expect(newer(shown, same, sameBag)).toBe(same);
    const later = cart('c1', 8);
    expect(newer(shown, later, sameBag)).toBe(later);
    const other = cart('c2', 1);
    expect(newer(shown, other, sameBag)).toBe(other);
    expect(newer(undefined, later, sameBag)).toBe(later);
  });
});

describe('withPending', () => {
  const line = (option: string, quantity: number) =>
    ({ productOptionNo: option, quantity, unitPrice: 1000, linePrice: 1000 * quantity }) as CartEntry;
  const bag = { ...cart('c1', 3), cartEntries: [line('A', 1), line('B', 2)], bagItemsCount: 3 } as Cart;

  it('shows the queued picks over the answer: a new quantity, and a line gone for 0', () => {
    const shown = withPending(bag, { A: { quantity: 3, ticket: 1 }, B: { quantity: 0, ticket: 2 } });
    expect(shown.cartEntries.map((e) => [e.productOptionNo, e.quantity, e.linePrice])).toEqual([['A', 3, 3000]]);
    expect(shown.bagItemsCount).toBe(3);
    expect(withPending(bag, {})).toBe(bag);
  });
});

// Bag and saved-items changes go to the server one at a time, in the order the shopper made them, and the page keeps
// the newest answer: with changes overlapping (quantity 2 → 3 → 1 picked quickly, then Save for later, then Move to
// bag), an answer that arrives late must not put an older bag or saved list back on the page.
import type { Cart, CartEntry } from './client-api.ts';

export interface SerialQueue {
  /** Runs `task` once every task queued before it has settled; a task's failure is its own caller's alone. */
  run<T>(task: () => Promise<T>): Promise<T>;
}

export function createSerialQueue(): SerialQueue {
  let tail: Promise<unknown> = Promise.resolve();
  return {
    run<T>(task: () => Promise<T>): Promise<T> {
      const result = tail.then(task);
      tail = result.catch(() => undefined);
      return result;
    },
  };
}

interface Versioned {
  version?: number;
}

/**
 * Of the answer shown and a new one for the same bag or list (`same`), the newer by version; for another bag or list
 * (or an answer without a version), the new one.
 */
export function newer<T extends Versioned>(shown: T | undefined, answer: T, same: (a: T, b: T) => boolean): T {
  if (!shown || !same(shown, answer)) return answer;
  if (typeof shown.version !== 'number' || typeof answer.version !== 'number') return answer;
  return answer.version < shown.version ? shown : answer;
}

export const sameBag = (a: { cartId: string }, b: { cartId: string }) => a.cartId === b.cartId;
export const sameList = (a: { wishlistId: string }, b: { wishlistId: string }) => a.wishlistId === b.wishlistId;

/** Lines the shopper has changed whose changes are still queued or in flight: option number → quantity (0: gone). */
export type PendingLines = Readonly<Record<string, { quantity: number; ticket: number }>>;

/** The cart as the shopper last set it: the newest answer with the still-queued picks over it. */
export function withPending(cart: Cart, pending: PendingLines): Cart {
  if (Object.keys(pending).length === 0) return cart;
  const entries: CartEntry[] = [];
  for (const entry of cart.cartEntries) {
    const pick = pending[entry.productOptionNo];
    if (!pick) entries.push(entry);
    else if (pick.quantity > 0)
      entries.push({ ...entry, quantity: pick.quantity, linePrice: entry.unitPrice * pick.quantity });
  }
  const units = entries.reduce((sum, entry) => sum + entry.quantity, 0);
  return { ...cart, cartEntries: entries, bagItemsCount: units };
}

// Spec §4/§5: lines flagged removable are taken out one editBag at a time. The loop stops with "loop detected" if it
// repeats more often than there were removable lines (a server that keeps answering them would otherwise spin).

export interface RemovableCart<E extends { removable: boolean }> {
  cartEntries: E[];
}

export class RemovalLoopError extends Error {
  constructor() {
    super('loop detected');
    this.name = 'RemovalLoopError';
  }
}

export async function removeRemovableEntries<E extends { removable: boolean }, C extends RemovableCart<E>>(
  cart: C,
  remove: (entry: E) => Promise<C>,
): Promise<C> {
  const limit = cart.cartEntries.filter((entry) => entry.removable).length;
  let current = cart;
  let repeats = 0;
  for (;;) {
    const next = current.cartEntries.find((entry) => entry.removable);
    if (!next) return current;
    repeats += 1;
    if (repeats > limit) throw new RemovalLoopError();
    current = await remove(next);
  }
}

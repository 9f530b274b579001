// The recommendations provider's state: every accepted event appended to a journal (one JSON line each) under the
// sandbox data dir and replayed at start, so the co-view, co-add and co-purchase counts survive a restart. Counts are
// kept in memory as they are built: for an identified event (a visitor or session id) a product newly seen by that
// visitor is paired once with every product the visitor saw before; a purchase pairs the items of its order with each
// other whoever bought them. A private event (no consent) is linked to nobody: it adds to the product's own count and,
// for an order, to the pairs within that order only; no identifier of it is kept.
import { appendFileSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Logger } from '../log.ts';

export type EventType = 'view' | 'add' | 'purchase';

export interface EventItem {
  id: string;
  name?: string;
  /** Pence; purchases only. */
  unitPrice?: number;
  quantity?: number;
}

export interface StoredEvent {
  seq: number;
  at: string;
  type: EventType;
  private: boolean;
  visitorId: string | null;
  sessionId: string | null;
  userId: string | null;
  orderNumber: string | null;
  items: EventItem[];
}

export type Signal = 'view' | 'add' | 'purchase';
export const SIGNALS: readonly Signal[] = ['view', 'add', 'purchase'];

type PairCounts = Map<string, Map<string, number>>;

export interface RecsStore {
  /** Records an event; false (nothing stored) when it is a purchase whose order number was recorded before. */
  record(event: Omit<StoredEvent, 'seq' | 'at'>): { stored: boolean; event: StoredEvent | null };
  /** How often each other product went with `productId` under one signal. */
  pairs(signal: Signal, productId: string): ReadonlyMap<string, number>;
  /** Products a visitor (or session) bought. */
  purchasedBy(actor: string): ReadonlySet<string>;
  /** Newest first. */
  events(filter: { visitorId?: string; orderNumber?: string; limit: number }): { total: number; events: StoredEvent[] };
  count(): number;
}

export function createRecsStore(dir: string, options: { log: Logger; now?: () => Date }): RecsStore {
  const now = options.now ?? (() => new Date());
  const file = path.join(dir, 'events.jsonl');
  const all: StoredEvent[] = [];
  const orders = new Set<string>();
  const counts: Record<Signal, PairCounts> = { view: new Map(), add: new Map(), purchase: new Map() };
  const seen: Record<Signal, Map<string, Set<string>>> = { view: new Map(), add: new Map(), purchase: new Map() };

  const bump = (signal: Signal, a: string, b: string) => {
    if (a === b) return;
    for (const [x, y] of [
      [a, b],
      [b, a],
    ] as const) {
      const row = counts[signal].get(x) ?? new Map<string, number>();
      counts[signal].set(x, row);
      row.set(y, (row.get(y) ?? 0) + 1);
    }
  };

  const apply = (event: StoredEvent) => {
    all.push(event);
    const signal: Signal = event.type;
    const ids = [...new Set(event.items.map((item) => item.id))];
    if (event.type === 'purchase') {
      if (event.orderNumber) orders.add(event.orderNumber);
      // Bought together in one order: a pair whoever bought it, consent or not (no one is identified by it).
      for (let i = 0; i < ids.length; i++) for (let j = i + 1; j < ids.length; j++) bump('purchase', ids[i]!, ids[j]!);
    }
    const actor = event.private ? null : (event.visitorId ?? event.sessionId);
    if (!actor) return;
    const mine = seen[signal].get(actor) ?? new Set<string>();
    seen[signal].set(actor, mine);
    // A purchase's own items were paired above; pair each newly seen product with what the visitor saw before.
    const before = event.type === 'purchase' ? [...mine] : null;
    for (const id of ids) {
      if (mine.has(id)) continue;
      for (const other of before ?? mine) bump(signal, id, other);
      mine.add(id);
    }
  };

  if (existsSync(file)) {
    for (const line of readFileSync(file, 'utf8').split('\n')) {
      if (line.trim() === '') continue;
      try {
        apply(JSON.parse(line) as StoredEvent);
      } catch {
        options.log.warn('unreadable recommendations journal line skipped');
      }
    }
  }

  return {
    record(input) {
      if (input.type === 'purchase' && input.orderNumber && orders.has(input.orderNumber)) {
        return { stored: false, event: null };
      }
      const event: StoredEvent = { seq: (all.at(-1)?.seq ?? 0) + 1, at: now().toISOString(), ...input };
      mkdirSync(dir, { recursive: true });
      appendFileSync(file, `${JSON.stringify(event)}\n`, { mode: 0o600 });
      apply(event);
      return { stored: true, event };
    },
    pairs: (signal, productId) => counts[signal].get(productId) ?? new Map(),
    purchasedBy: (actor) => seen.purchase.get(actor) ?? new Set(),
    events(filter) {
      const matches = all
        .filter(
          (event) =>
            (!filter.visitorId || event.visitorId === filter.visitorId) &&
            (!filter.orderNumber || event.orderNumber === filter.orderNumber),
        )
        .reverse();
      return { total: matches.length, events: matches.slice(0, filter.limit) };
    },
    count: () => all.length,
  };
}

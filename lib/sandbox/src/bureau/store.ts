// The credit bureau's searches on disk: an append-only journal (one JSON line per change) under the sandbox data dir,
// replayed at start, so a search can be read back after a restart (the shop asks for a quote after the check). Writes
// are synchronous: a check-then-write in one handler tick cannot interleave with another request.
import { appendFileSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Logger } from '../log.ts';
import type { DeclineCode, Offer, Outcome } from './decisions.ts';

export type SearchType = 'quotation' | 'application';

export interface SearchRecord {
  id: string;
  /** quotation: a soft search (eligibility), invisible to lenders; application: a hard search (the credit check). */
  type: SearchType;
  /** The shop's own reference for the applicant (opaque to the bureau). */
  reference: string;
  tradingTitle: string;
  outcome: Outcome;
  declineCode: DeclineCode | null;
  reason: string;
  offer: Offer | null;
  /** The purchase asked about (pence), if any. */
  amount: number | null;
  /** The product's standard APR the search named, if any. */
  apr: number | null;
  /** SHA-256 of the request, and the caller's Idempotency-Key, so a repeat gives the same search. */
  requestHash: string;
  idempotencyKey: string | null;
  createdAt: string;
  decidedAt: string | null;
}

export interface BureauStore {
  get(id: string): SearchRecord | undefined;
  put(record: SearchRecord): void;
  byIdempotencyKey(key: string): SearchRecord | undefined;
  /** Newest first. */
  list(filter: { reference?: string; type?: SearchType; limit: number }): { total: number; searches: SearchRecord[] };
}

export function createBureauStore(dir: string, options: { log: Logger }): BureauStore {
  const file = path.join(dir, 'searches.jsonl');
  const searches = new Map<string, SearchRecord>();
  const byKey = new Map<string, string>();
  const apply = (record: SearchRecord) => {
    // Map order is insertion order; an update keeps the search's place.
    searches.set(record.id, record);
    if (record.idempotencyKey) byKey.set(record.idempotencyKey, record.id);
  };
  if (existsSync(file)) {
    for (const line of readFileSync(file, 'utf8').split('\n')) {
      if (line.trim() === '') continue;
      try {
        apply(JSON.parse(line) as SearchRecord);
      } catch {
        options.log.warn('unreadable bureau journal line skipped');
      }
    }
  }
  return {
    get: (id) => searches.get(id),
    put(record) {
      mkdirSync(dir, { recursive: true });
      appendFileSync(file, `${JSON.stringify(record)}\n`, { mode: 0o600 });
      apply(record);
    },
    byIdempotencyKey(key) {
      const id = byKey.get(key);
      return id === undefined ? undefined : searches.get(id);
    },
    list(filter) {
      const matches = [...searches.values()]
        .filter(
          (s) => (!filter.reference || s.reference === filter.reference) && (!filter.type || s.type === filter.type),
        )
        .reverse();
      return { total: matches.length, searches: matches.slice(0, filter.limit) };
    },
  };
}

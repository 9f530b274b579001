// Signed-in shoppers' search history (spec §3, §7, §9): a map of term → timestamp (ms since epoch), the five most
// recent terms kept per account and brand. Writes take a per-account advisory lock inside one transaction, so two
// tabs saving at once cannot leave six terms or lose one.
import { and, desc, eq, notInArray, sql } from 'drizzle-orm';
import type { Db } from './db/client.ts';
import { searchHistory } from './db/schema-search.ts';
import { normaliseSearchQuery } from './search.ts';

export const SEARCH_HISTORY_MAX = 5;
const MAX_TERM_LENGTH = 100;

export type SearchHistoryMap = Record<string, number>;

export interface HistoryOwner {
  accountId: string;
  brandCode: string;
}

/** A stored term: normalised like a query, lower-cased so "Dress" and "dress" are one entry, at most 100 chars. */
export function historyTerm(raw: string): string {
  return normaliseSearchQuery(raw).toLowerCase().slice(0, MAX_TERM_LENGTH).trim();
}

/** The newest `SEARCH_HISTORY_MAX` entries of a map, with valid terms and timestamps only. */
export function newestTerms(history: SearchHistoryMap): SearchHistoryMap {
  const entries = new Map<string, number>();
  for (const [raw, at] of Object.entries(history)) {
    const term = historyTerm(raw);
    if (!term || !Number.isFinite(at) || at < 0) continue;
    entries.set(term, Math.max(entries.get(term) ?? 0, Math.trunc(at)));
  }
  return Object.fromEntries(
    [...entries.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).slice(0, SEARCH_HISTORY_MAX),
  );
}

export async function getSearchHistory(db: Db, owner: HistoryOwner): Promise<SearchHistoryMap> {
  const rows = await db
    .select({ term: searchHistory.term, searchedAt: searchHistory.searchedAt })
    .from(searchHistory)
    .where(and(eq(searchHistory.accountId, owner.accountId), eq(searchHistory.brandCode, owner.brandCode)))
    .orderBy(desc(searchHistory.searchedAt), searchHistory.term)
    .limit(SEARCH_HISTORY_MAX);
  return Object.fromEntries(rows.map((row) => [row.term, row.searchedAt.getTime()]));
}

async function lockAccount(tx: Db, owner: HistoryOwner): Promise<void> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtext(${`search-history:${owner.brandCode}:${owner.accountId}`}))`,
  );
}

/** Merges a history map into the stored one (newer timestamp wins) and keeps the newest five. */
export async function updateSearchHistory(
  db: Db,
  owner: HistoryOwner,
  history: SearchHistoryMap,
): Promise<SearchHistoryMap> {
  return db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    await lockAccount(tx, owner);
    const stored = await getSearchHistory(tx, owner);
    const merged = { ...stored };
    for (const [term, at] of Object.entries(newestTerms(history))) merged[term] = Math.max(merged[term] ?? 0, at);
    const kept = newestTerms(merged);
    const ofOwner = and(eq(searchHistory.accountId, owner.accountId), eq(searchHistory.brandCode, owner.brandCode));
    const terms = Object.keys(kept);
    await tx.delete(searchHistory).where(terms.length ? and(ofOwner, notInArray(searchHistory.term, terms)) : ofOwner);
    for (const [term, at] of Object.entries(kept)) {
      await tx
        .insert(searchHistory)
        .values({ ...owner, term, searchedAt: new Date(at) })
        .onConflictDoUpdate({
          target: [searchHistory.accountId, searchHistory.brandCode, searchHistory.term],
          set: { searchedAt: new Date(at) },
        });
    }
    return kept;
  });
}

/** Deletes one term (any case); answers the remaining history. Deleting an unknown term changes nothing. */
export async function deleteSearchHistoryTerm(db: Db, owner: HistoryOwner, rawTerm: string): Promise<SearchHistoryMap> {
  return db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    await lockAccount(tx, owner);
    await tx
      .delete(searchHistory)
      .where(
        and(
          eq(searchHistory.accountId, owner.accountId),
          eq(searchHistory.brandCode, owner.brandCode),
          eq(searchHistory.term, historyTerm(rawTerm)),
        ),
      );
    return getSearchHistory(tx, owner);
  });
}

// Search history as the spec keeps it (§3, §9): a map of term → timestamp (ms), at most five terms, newest first.

export const SEARCH_HISTORY_MAX = 5;
export const GUEST_HISTORY_KEY = 'searchHistory';

export type HistoryMap = Record<string, number>;

export function historyTerm(raw: string): string {
  return raw.replace(/\s+/g, ' ').trim().toLowerCase().slice(0, 100);
}

/** The newest five entries of a map. */
export function newest(map: HistoryMap): HistoryMap {
  return Object.fromEntries(
    Object.entries(map)
      .filter(([term, at]) => term.length > 0 && Number.isFinite(at))
      .sort((a, b) => b[1] - a[1])
      .slice(0, SEARCH_HISTORY_MAX),
  );
}

export function addTerm(map: HistoryMap, raw: string, now: number): HistoryMap {
  const term = historyTerm(raw);
  if (!term) return newest(map);
  return newest({ ...map, [term]: now });
}

export function removeTerm(map: HistoryMap, raw: string): HistoryMap {
  const term = historyTerm(raw);
  return Object.fromEntries(Object.entries(map).filter(([key]) => key !== term));
}

/** Terms newest first, for display. */
export function orderedTerms(map: HistoryMap): string[] {
  return Object.entries(newest(map)).map(([term]) => term);
}

/** Reads a stored map, tolerating anything (another tab's old format, a hand edit). */
export function parseHistory(raw: string | null): HistoryMap {
  if (!raw) return {};
  try {
    const value = JSON.parse(raw) as unknown;
    if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
    const map: HistoryMap = {};
    for (const [term, at] of Object.entries(value)) if (typeof at === 'number') map[historyTerm(term)] = at;
    return newest(map);
  } catch {
    return {};
  }
}

'use client';
// Search history for the search sheet: guests keep it in localStorage; signed-in shoppers on the server through the
// spec's calls (PUT update, GET history, DELETE delete, each with their own accountId). All through `fetcher`.
import { useCallback, useSyncExternalStore } from 'react';
import useSWR from 'swr';
import { useSession } from '@/lib/auth-client/use-session.ts';
import { fetcher } from '@/lib/client/fetcher.ts';
import { browserStorage } from '@/lib/client/storage.ts';
import { addTerm, GUEST_HISTORY_KEY, type HistoryMap, orderedTerms, parseHistory, removeTerm } from './history.ts';

const CHANGE_EVENT = 'search-history-change';
const empty: HistoryMap = {};
let cachedRaw: string | null = null;
let cachedMap: HistoryMap = empty;

function readGuest(): HistoryMap {
  const raw = browserStorage('local').getItem(GUEST_HISTORY_KEY);
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cachedMap = parseHistory(raw);
  }
  return cachedMap;
}

function writeGuest(map: HistoryMap): void {
  try {
    browserStorage('local').setItem(GUEST_HISTORY_KEY, JSON.stringify(map));
  } catch {
    // Private mode or full storage: history is a convenience, searching still works.
  }
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener(CHANGE_EVENT, onChange);
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(CHANGE_EVENT, onChange);
    window.removeEventListener('storage', onChange);
  };
}

export interface SearchHistory {
  /** False until we know whether the shopper is signed in (and so where the history lives). */
  ready: boolean;
  terms: string[];
  add: (term: string) => Promise<void>;
  remove: (term: string) => Promise<void>;
}

export function useSearchHistory(): SearchHistory {
  const { profile, isLoading } = useSession();
  const accountId = profile?.claims.customerReferenceAccountId ?? null;
  const guest = useSyncExternalStore(subscribe, readGuest, () => empty);
  const key = accountId ? `/api/search-history/history?accountId=${encodeURIComponent(accountId)}` : null;
  const server = useSWR<HistoryMap>(key, fetcher);

  const add = useCallback(
    async (term: string) => {
      if (!accountId) {
        writeGuest(addTerm(readGuest(), term, Date.now()));
        return;
      }
      const next = addTerm({}, term, Date.now());
      const saved = await fetcher<HistoryMap>(`/api/search-history/update?accountId=${encodeURIComponent(accountId)}`, {
        method: 'PUT',
        body: JSON.stringify(next),
      }).catch(() => null);
      if (saved) await server.mutate(saved, { revalidate: false });
    },
    [accountId, server.mutate],
  );

  const remove = useCallback(
    async (term: string) => {
      if (!accountId) {
        writeGuest(removeTerm(readGuest(), term));
        return;
      }
      await server.mutate(
        fetcher<HistoryMap>(
          `/api/search-history/delete?accountId=${encodeURIComponent(accountId)}&term=${encodeURIComponent(term)}`,
          { method: 'DELETE' },
        ),
        { optimisticData: (current) => removeTerm(current ?? {}, term), rollbackOnError: true, revalidate: false },
      );
    },
    [accountId, server.mutate],
  );

  return { ready: !isLoading, terms: orderedTerms(accountId ? (server.data ?? empty) : guest), add, remove };
}

// Web Storage that never throws on access. Reading `window.localStorage` / `window.sessionStorage` throws a
// SecurityError when the browser blocks the site's storage: in a cross-site frame with third-party storage blocked
// (the Studio's Presentation tool shows the site inside localhost:3333), with cookies disabled, in some private
// modes. Everything in the site that keeps something in storage goes through `browserStorage`, which then hands out
// an in-memory Storage for the rest of the page's life: the page keeps working, it only forgets on reload.

export type StorageKind = 'local' | 'session';

const PROBE_KEY = '__shop_storage_probe__';

/** A Storage kept in memory, with the Web Storage interface and semantics (string values, insertion order). */
export function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    key: (index: number) => [...items.keys()][index] ?? null,
    getItem: (key: string) => items.get(String(key)) ?? null,
    setItem: (key: string, value: string) => {
      items.set(String(key), String(value));
    },
    removeItem: (key: string) => {
      items.delete(String(key));
    },
    clear: () => items.clear(),
  };
}

/** The real Storage when it can be read and written, else null. */
export function usableStorage(get: () => Storage | null | undefined): Storage | null {
  try {
    const storage = get();
    if (!storage) return null;
    // Reachable is not enough: some browsers hand out a Storage whose writes always throw.
    storage.setItem(PROBE_KEY, PROBE_KEY);
    storage.removeItem(PROBE_KEY);
    return storage;
  } catch {
    return null;
  }
}

const chosen: Partial<Record<StorageKind, Storage>> = {};

/**
 * The browser's local or session Storage, or, when the browser blocks it, an in-memory stand-in shared by this page
 * (so what one part writes another still reads until the page unloads). Decided once per page. On the server (no
 * window) a fresh, empty stand-in each call, so nothing is ever shared between requests.
 */
export function browserStorage(kind: StorageKind): Storage {
  if (typeof window === 'undefined') return memoryStorage();
  const known = chosen[kind];
  if (known) return known;
  const real = usableStorage(() => (kind === 'local' ? window.localStorage : window.sessionStorage));
  if (!real) console.info(`[storage] ${kind}Storage is blocked here; keeping it in memory for this page`);
  const storage = real ?? memoryStorage();
  chosen[kind] = storage;
  return storage;
}

// "Without remember me, closing all windows signs out" (spec §4). Each open window writes a heartbeat every 3 s
// into shared storage under the spec's keys; entries older than 6 s are stale and cleared. A window opening on a
// signed-in session with no live window left and no record of its own earlier life (a reload keeps that in
// sessionStorage) means every window was closed: the session is ended.

export const HEARTBEAT_MS = 3000;
export const STALE_MS = 6000;

export const KEYS = {
  userIsLive: 'userIsLive',
  sessionIslive: 'sessionIslive',
  lastUpdate: 'lastUpdate',
  activedWindows: 'activedWindows',
  mainWindows: 'mainWindows',
  activeWindow: 'activeWindow',
  attemptToClose: 'attemptToClose',
  justLoggedIn: 'justLoggedIn',
} as const;

export interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

type Windows = Record<string, number>;

function readWindows(shared: KeyValueStore): Windows {
  try {
    const parsed = JSON.parse(shared.getItem(KEYS.activedWindows) ?? '{}') as unknown;
    if (!parsed || typeof parsed !== 'object') return {};
    return Object.fromEntries(Object.entries(parsed).filter(([, at]) => typeof at === 'number')) as Windows;
  } catch {
    return {};
  }
}

export class WindowTracker {
  readonly id: string;
  readonly #shared: KeyValueStore;
  readonly #own: KeyValueStore;
  readonly #now: () => number;

  /** shared: localStorage (all windows); own: sessionStorage (this window, survives reloads). */
  constructor(shared: KeyValueStore, own: KeyValueStore, now: () => number = Date.now) {
    this.#shared = shared;
    this.#own = own;
    this.#now = now;
    this.id = own.getItem(KEYS.activeWindow) ?? `${now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
  }

  /** Live windows other than this one (stale entries dropped). */
  liveWindows(): string[] {
    const now = this.#now();
    return Object.entries(readWindows(this.#shared))
      .filter(([id, at]) => id !== this.id && now - at < STALE_MS)
      .map(([id]) => id);
  }

  /**
   * On load of a signed-in page without "remember me": true when every window had been closed (no live window,
   * and this window is new rather than reloaded, and this is not the landing right after sign-in).
   */
  allWindowsWereClosed(justSignedIn: boolean): boolean {
    if (justSignedIn) return false;
    const reloaded = this.#own.getItem(KEYS.sessionIslive) === 'true';
    const wasLive = this.#shared.getItem(KEYS.userIsLive) === 'true';
    return wasLive && !reloaded && this.liveWindows().length === 0;
  }

  /** Records this window as alive; call every HEARTBEAT_MS. */
  beat(): void {
    const now = this.#now();
    const windows = Object.fromEntries(
      Object.entries(readWindows(this.#shared)).filter(([, at]) => now - at < STALE_MS),
    );
    windows[this.id] = now;
    this.#shared.setItem(KEYS.activedWindows, JSON.stringify(windows));
    this.#shared.setItem(KEYS.lastUpdate, String(now));
    this.#shared.setItem(KEYS.userIsLive, 'true');
    const oldest = Object.entries(windows).sort((a, b) => a[1] - b[1])[0];
    if (!this.#shared.getItem(KEYS.mainWindows) || !windows[this.#shared.getItem(KEYS.mainWindows) ?? '']) {
      this.#shared.setItem(KEYS.mainWindows, oldest?.[0] ?? this.id);
    }
    this.#own.setItem(KEYS.activeWindow, this.id);
    this.#own.setItem(KEYS.sessionIslive, 'true');
  }

  /** The window is being hidden or closed: noted, not removed (a reload comes straight back). */
  closing(): void {
    this.#shared.setItem(KEYS.attemptToClose, String(this.#now()));
  }

  /** Signed out: forget everything. */
  clear(): void {
    for (const key of Object.values(KEYS)) {
      this.#shared.removeItem(key);
      this.#own.removeItem(key);
    }
  }
}

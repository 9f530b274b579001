// Failure counting for sign-in and registration: after too many failures in a window the key is locked for a
// while and the caller answers 429 with Retry-After. Kept in memory: a restart clears lockouts, which only ever
// favours the shopper, and the window is short.

export interface ThrottleOptions {
  /** Failures allowed inside the window before the key is locked. */
  limit: number;
  windowMs: number;
  lockMs: number;
  now?: () => number;
}

interface Entry {
  failures: number[];
  lockedUntil: number;
}

export class Throttle {
  readonly #entries = new Map<string, Entry>();
  readonly #options: Required<ThrottleOptions>;

  constructor(options: ThrottleOptions) {
    this.#options = { now: Date.now, ...options };
  }

  /** Seconds until the key may try again, or 0 when it may try now. */
  retryAfter(key: string): number {
    const entry = this.#entries.get(key);
    if (!entry) return 0;
    const wait = entry.lockedUntil - this.#options.now();
    return wait > 0 ? Math.ceil(wait / 1000) : 0;
  }

  /** Records one failure; returns the seconds to wait when this failure locks the key. */
  fail(key: string): number {
    const now = this.#options.now();
    const entry = this.#entries.get(key) ?? { failures: [], lockedUntil: 0 };
    entry.failures = entry.failures.filter((at) => now - at < this.#options.windowMs);
    entry.failures.push(now);
    if (entry.failures.length >= this.#options.limit) {
      entry.lockedUntil = now + this.#options.lockMs;
      entry.failures = [];
    }
    this.#entries.set(key, entry);
    this.#prune(now);
    return this.retryAfter(key);
  }

  succeed(key: string): void {
    this.#entries.delete(key);
  }

  #prune(now: number): void {
    if (this.#entries.size < 10_000) return;
    for (const [key, entry] of this.#entries) {
      if (entry.lockedUntil < now && entry.failures.every((at) => now - at >= this.#options.windowMs)) {
        this.#entries.delete(key);
      }
    }
  }
}

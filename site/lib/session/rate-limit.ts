// A small in-process rate limit for the sign-in and registration entry points (per client address). The identity
// provider has its own per-email lockout; this stops one client from hammering the site's side of the flow.

interface Window {
  startedAt: number;
  count: number;
}

export class RateLimit {
  readonly #windows = new Map<string, Window>();
  readonly #limit: number;
  readonly #windowMs: number;

  constructor(limit: number, windowMs: number) {
    this.#limit = limit;
    this.#windowMs = windowMs;
  }

  /** Counts one request; answers the seconds to wait when over the limit, else 0. */
  hit(key: string, now = Date.now()): number {
    let window = this.#windows.get(key);
    if (!window || now - window.startedAt >= this.#windowMs) {
      window = { startedAt: now, count: 0 };
      this.#windows.set(key, window);
      if (this.#windows.size > 10_000) this.#prune(now);
    }
    window.count++;
    return window.count > this.#limit ? Math.ceil((window.startedAt + this.#windowMs - now) / 1000) : 0;
  }

  #prune(now: number): void {
    for (const [key, window] of this.#windows) if (now - window.startedAt >= this.#windowMs) this.#windows.delete(key);
  }
}

export function clientAddress(request: Request): string {
  return request.headers.get('x-forwarded-for')?.split(',')[0]?.trim() || request.headers.get('x-real-ip') || 'local';
}

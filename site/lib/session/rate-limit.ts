// The rate limit of the sign-in and registration entry points (per client address), shared by every node of the site:
// the count lives in the commerce database (lib/commerce/src/rate-limit.ts), so three nodes behind a balancer allow
// the limit once between them, not three times. The identity provider has its own per-email lockout; this stops one
// client from hammering the site's side of the flow.
import { type Db, getReadyDb } from '@shop/commerce/db/client';
import { hitRateLimit, sweepRateLimits } from '@shop/commerce/rate-limit';
import { createLogger } from '@shop/runtime/log';

const log = createLogger('site').child({ component: 'rate-limit' });

export interface RateLimitOptions {
  /** Names the limit in the shared table (keys are `<scope>:<subject>`). */
  scope: string;
  limit: number;
  windowMs: number;
  /** Default: the process's database. */
  db?: () => Promise<Db>;
}

export class RateLimit {
  readonly #options: RateLimitOptions;
  #nextSweep = 0;

  constructor(options: RateLimitOptions) {
    this.#options = options;
  }

  /**
   * Counts one request; answers the seconds to wait when over the limit, else 0. When the database cannot count it,
   * the request is let through (logged): sign-in needs no database, and the provider's lockout still holds.
   */
  async hit(subject: string, now: Date = new Date()): Promise<number> {
    const { scope, limit, windowMs } = this.#options;
    try {
      const db = await (this.#options.db ?? getReadyDb)();
      const { retryAfterSeconds } = await hitRateLimit(db, { key: `${scope}:${subject}`, limit, windowMs, now });
      // Ended windows are deleted at most once a window per node.
      if (now.getTime() >= this.#nextSweep) {
        this.#nextSweep = now.getTime() + windowMs;
        await sweepRateLimits(db, now);
      }
      return retryAfterSeconds;
    } catch (error) {
      const err = error instanceof Error ? { type: error.name, message: error.message } : { message: String(error) };
      log.error({ err, scope }, 'rate limit: not counted');
      return 0;
    }
  }
}

export function clientAddress(request: Request): string {
  return request.headers.get('x-forwarded-for')?.split(',')[0]?.trim() || request.headers.get('x-real-ip') || 'local';
}

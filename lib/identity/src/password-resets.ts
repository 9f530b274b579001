// Password reset tokens: 32 random bytes sent to the customer's email, stored only as their SHA-256 (a stolen store
// resets nothing), good for one use within the lifetime (30 minutes by default). A new request replaces the account's
// earlier links. Used and expired rows stay a day so a second click can be told what happened.
import { createHash, randomBytes } from 'node:crypto';
import type { BrandCode } from './brands.ts';
import { JsonTable } from './file-store.ts';

export const RESET_TTL_SECONDS = 30 * 60;
const KEPT_AFTER_EXPIRY_MS = 24 * 3600_000;

interface ResetRow {
  accountId: string;
  brandCode: BrandCode;
  /** The shop the request came from (the client's registered callback origin), for the "back to the shop" link. */
  siteOrigin: string | null;
  expiresAt: number;
  usedAt: number | null;
}

export type ResetCheck =
  | { ok: true; accountId: string; brandCode: BrandCode; siteOrigin: string | null }
  | { ok: false; reason: 'UNKNOWN' | 'USED' | 'EXPIRED'; brandCode?: BrandCode; siteOrigin?: string | null };

const digest = (token: string) => createHash('sha256').update(token).digest('base64url');
const wellFormed = (token: string) => /^[\w-]{43}$/.test(token);

export class PasswordResets {
  readonly #table: JsonTable<ResetRow>;
  readonly #ttlMs: number;
  readonly #now: () => number;

  constructor(dir: string, ttlSeconds = RESET_TTL_SECONDS, now: () => number = Date.now) {
    this.#table = new JsonTable<ResetRow>(dir, 'password-resets');
    this.#ttlMs = ttlSeconds * 1000;
    this.#now = now;
    const stale = this.#table.entries().filter(([, row]) => row.expiresAt + KEPT_AFTER_EXPIRY_MS < now());
    this.#table.delete(stale.map(([id]) => id));
  }

  /** A new token for the account (its earlier ones stop working); only the caller ever sees it. */
  issue(accountId: string, brandCode: BrandCode, siteOrigin: string | null): string {
    const earlier = this.#table.entries().filter(([, row]) => row.accountId === accountId && row.usedAt === null);
    this.#table.delete(earlier.map(([id]) => id));
    const token = randomBytes(32).toString('base64url');
    this.#table.set(digest(token), {
      accountId,
      brandCode,
      siteOrigin,
      expiresAt: this.#now() + this.#ttlMs,
      usedAt: null,
    });
    return token;
  }

  /** Whether the token would reset a password now (nothing changes). */
  check(token: string): ResetCheck {
    if (!wellFormed(token)) return { ok: false, reason: 'UNKNOWN' };
    const row = this.#table.get(digest(token));
    if (!row) return { ok: false, reason: 'UNKNOWN' };
    const where = { brandCode: row.brandCode, siteOrigin: row.siteOrigin };
    if (row.usedAt !== null) return { ok: false, reason: 'USED', ...where };
    if (row.expiresAt <= this.#now()) return { ok: false, reason: 'EXPIRED', ...where };
    return { ok: true, accountId: row.accountId, ...where };
  }

  /**
   * Uses the token up: checked and marked in one synchronous step, so of two requests racing with one token only
   * the first gets the account.
   */
  consume(token: string): ResetCheck {
    const result = this.check(token);
    if (result.ok) {
      const id = digest(token);
      const row = this.#table.get(id);
      if (row) this.#table.set(id, { ...row, usedAt: this.#now() });
    }
    return result;
  }
}

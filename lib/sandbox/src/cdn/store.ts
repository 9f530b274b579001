// The CDN's purge log: the purges it took, in memory, the newest `limit` kept. The sandbox holds no cached pages; what a
// test or a person wants to know is which keys the shop told it to drop, and when.

export interface Purge {
  /** Fastly-style purge id, one per purge request (each key's answer carries it). */
  id: string;
  serviceId: string;
  keys: string[];
  /** `Fastly-Soft-Purge: 1`: the copies marked stale rather than dropped. */
  soft: boolean;
  at: string;
}

export interface PurgeLog {
  record(purge: Omit<Purge, 'id' | 'at'>): Purge;
  /** A service's purges, newest first; only those naming `key` when given. */
  list(filter: { serviceId: string; key?: string; limit: number }): Purge[];
}

export const DEFAULT_PURGE_LOG_LIMIT = 1_000;

export function createPurgeLog(options: { limit?: number; now?: () => Date } = {}): PurgeLog {
  const limit = options.limit ?? DEFAULT_PURGE_LOG_LIMIT;
  const now = options.now ?? (() => new Date());
  const purges: Purge[] = [];
  let seq = 0;
  return {
    record(purge) {
      seq += 1;
      const at = now();
      // Fastly's ids read "<number>-<unix seconds>-<number>".
      const entry: Purge = { ...purge, id: `${seq}-${Math.floor(at.getTime() / 1000)}-0`, at: at.toISOString() };
      purges.push(entry);
      if (purges.length > limit) purges.splice(0, purges.length - limit);
      return entry;
    },
    list({ serviceId, key, limit: most }) {
      const found: Purge[] = [];
      for (let index = purges.length - 1; index >= 0 && found.length < most; index--) {
        const purge = purges[index] as Purge;
        if (purge.serviceId === serviceId && (key === undefined || purge.keys.includes(key))) found.push(purge);
      }
      return found;
    },
  };
}

// Housekeeping the site server runs (site/server.ts): every hour, and once at start-up for what accumulated while no
// node ran, it removes data whose keeping time is over: credit applications left part-way for longer than
// PROGRESS_KEPT_DAYS. Each task is one idempotent delete, so every node of a topology may run it.
import { sweepStaleProgress } from '@shop/commerce/credit/progress';
import type { Db } from '@shop/commerce/db/client';
import { getReadyDb } from '@shop/commerce/db/client';
import { createLogger } from '@shop/runtime/log';

export const HOUSEKEEPING_EVERY_MS = 60 * 60 * 1000;

const log = createLogger('site').child({ component: 'housekeeping' });

export interface HousekeepingResult {
  /** Part-way credit applications removed. */
  staleApplications: number;
}

/** One round; a failure is logged and the next round tries again. */
export async function housekeepOnce(db?: Db, now = new Date()): Promise<HousekeepingResult | null> {
  try {
    const staleApplications = await sweepStaleProgress(db ?? (await getReadyDb()), now);
    if (staleApplications > 0) log.info({ staleApplications }, 'housekeeping removed stale data');
    return { staleApplications };
  } catch (error) {
    log.error({ err: error }, 'housekeeping failed; tried again next round');
    return null;
  }
}

/** Starts the rounds (the first now); answers a stop function. */
export function startHousekeeping(everyMs = HOUSEKEEPING_EVERY_MS): () => void {
  void housekeepOnce();
  const timer = setInterval(() => void housekeepOnce(), everyMs);
  timer.unref();
  return () => clearInterval(timer);
}

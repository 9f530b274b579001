// Events a page reports once the analytics object is there: the promotions it shows (spec §9: up to 5 tries at
// 200 ms, for a promotion streamed in after the page), the experiments the shopper is in (up to 50 tries at 100 ms),
// and the order it confirms.

import { trackWhenReady } from './client.ts';
import { sendOnce } from './once.ts';
import { conversionRecord, experimentRecord, promoViewRecord } from './records.ts';
import { AB_EVENT_RETRY, PROMO_VIEW_RETRY, type Retrying, retryUntil } from './retry.ts';

/** The attribute a promotion's element carries (the promo banner block sets it to the block's key). */
export const PROMO_ATTRIBUTE = 'data-promo-id';
const PROMO_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** One promo_view for each promotion on the page, once the analytics object and at least one promotion are there. */
export function trackPromoViews(path: string, root: ParentNode = document): Retrying {
  return retryUntil(() => {
    const analytics = window.shopAnalytics;
    if (!analytics) return false;
    const ids = [...root.querySelectorAll(`[${PROMO_ATTRIBUTE}]`)]
      .map((element) => element.getAttribute(PROMO_ATTRIBUTE) ?? '')
      .filter((id) => PROMO_ID.test(id));
    if (ids.length === 0) return false;
    for (const id of new Set(ids)) void analytics.track(promoViewRecord(id, path));
    return true;
  }, PROMO_VIEW_RETRY);
}

export interface ExperimentAssignment {
  experiment: string;
  variant: string;
}

/** The experiment event for each assignment, once per browser session, once the analytics object is there. */
export function trackExperiments(
  assignments: readonly ExperimentAssignment[],
  path: string,
  storage: Pick<Storage, 'getItem' | 'setItem'>,
): Retrying[] {
  return assignments.map(({ experiment, variant }) =>
    trackWhenReady(
      () => sendOnce(storage, `experimentSent:${experiment}:${variant}`, experimentRecord(experiment, variant, path)),
      AB_EVENT_RETRY,
    ),
  );
}

/** The order's conversion, once per order in the session, once the analytics object is there. */
export function trackConversion(orderNumber: string, storage: Pick<Storage, 'getItem' | 'setItem'>): Retrying {
  return trackWhenReady(
    () => sendOnce(storage, `conversionSent:${orderNumber}`, conversionRecord(orderNumber)),
    PROMO_VIEW_RETRY,
  );
}

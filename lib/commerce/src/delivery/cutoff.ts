/**
 * Next-day delivery cut-off, in Europe/London: orders placed by the brand's cut-off (20:00) Monday to Saturday are
 * despatched that day and delivered the next day couriers deliver. After the cut-off, on a Sunday or on a bank
 * holiday the order waits for the next despatch day's cut-off. A view of the delivery options (one calendar, one set
 * of rules) for the bag's countdown and `GET /api/shop/cutoff`, which know no destination: mainland England.
 */
import { bankHoliday, dayOfWeek } from './calendar.ts';
import { deliveryOptions } from './options.ts';
import { deliveryRulesFor } from './rules.ts';

export interface NextDayCutoff {
  /** The instant by which an order must be placed (ISO 8601, UTC). */
  cutOffTime: string;
  /** London calendar day the order leaves the warehouse (YYYY-MM-DD). */
  despatchDate: string;
  /** London calendar day a next-day order arrives (YYYY-MM-DD). */
  expressDeliveryDate: string;
}

/** Despatch runs Monday to Saturday, except England and Wales bank holidays. */
export function isDespatchDay(date: string): boolean {
  return dayOfWeek(date) !== 0 && !bankHoliday('england-and-wales', date);
}

export function nextDayCutoff(now: Date, brandCode = 'dal'): NextDayCutoff {
  return deliveryOptions({
    now,
    rules: deliveryRulesFor(brandCode),
    destination: null,
    orderValue: 0,
    physicalItems: 1,
    plan: 'NONE',
    deliveryPromotion: null,
  }).cutOff;
}

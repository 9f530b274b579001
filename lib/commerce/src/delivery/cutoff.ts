/**
 * Next-day delivery cut-off, in Europe/London: orders placed by 20:00 Monday to Saturday are despatched that day and
 * delivered the next working day. After 20:00, on a Sunday or on a bank holiday the order waits for the next working
 * day's cut-off. Pure and clock-free (the caller passes `now`) so it is tested across DST and holidays.
 */

export const CUT_OFF_HOUR = 20;
export const TIME_ZONE = 'Europe/London';

/** England and Wales bank holidays (gov.uk), 2026–2027. No despatch and no delivery on these days. */
export const BANK_HOLIDAYS: ReadonlySet<string> = new Set([
  '2026-01-01',
  '2026-04-03',
  '2026-04-06',
  '2026-05-04',
  '2026-05-25',
  '2026-08-31',
  '2026-12-25',
  '2026-12-28',
  '2027-01-01',
  '2027-03-26',
  '2027-03-29',
  '2027-05-03',
  '2027-05-31',
  '2027-08-30',
  '2027-12-27',
  '2027-12-28',
]);

export interface NextDayCutoff {
  /** The instant by which an order must be placed (ISO 8601, UTC). */
  cutOffTime: string;
  /** London calendar day the order leaves the warehouse (YYYY-MM-DD). */
  despatchDate: string;
  /** London calendar day a next-day order arrives (YYYY-MM-DD). */
  expressDeliveryDate: string;
}

const londonParts = new Intl.DateTimeFormat('en-GB', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

interface LocalTime {
  date: string;
  hour: number;
  minute: number;
  second: number;
}

function inLondon(instant: Date): LocalTime {
  const parts = Object.fromEntries(londonParts.formatToParts(instant).map((part) => [part.type, part.value]));
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    second: Number(parts.second),
  };
}

/** Calendar arithmetic on YYYY-MM-DD strings (UTC noon avoids any day-boundary surprises). */
function addDays(date: string, days: number): string {
  const day = new Date(`${date}T12:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}

function dayOfWeek(date: string): number {
  return new Date(`${date}T12:00:00Z`).getUTCDay();
}

/** Despatch runs Monday to Saturday, except bank holidays. */
export function isDespatchDay(date: string): boolean {
  return dayOfWeek(date) !== 0 && !BANK_HOLIDAYS.has(date);
}

/** Couriers deliver Monday to Saturday, except bank holidays. */
function isDeliveryDay(date: string): boolean {
  return dayOfWeek(date) !== 0 && !BANK_HOLIDAYS.has(date);
}

/**
 * The UTC instant of a London wall-clock time. London is UTC+0 or UTC+1; try both offsets and keep the one that
 * reads back as the wanted wall-clock time (20:00 is never inside a DST gap or overlap, which happen at 01:00–02:00).
 */
function londonInstant(date: string, hour: number): Date {
  for (const offset of [0, 1]) {
    const candidate = new Date(`${date}T${String(hour - offset).padStart(2, '0')}:00:00Z`);
    const local = inLondon(candidate);
    if (local.date === date && local.hour === hour) return candidate;
  }
  throw new Error(`No London instant for ${date} ${hour}:00`);
}

export function nextDayCutoff(now: Date): NextDayCutoff {
  const local = inLondon(now);
  const beforeCutOff = local.hour < CUT_OFF_HOUR;
  let despatchDate = beforeCutOff ? local.date : addDays(local.date, 1);
  while (!isDespatchDay(despatchDate)) despatchDate = addDays(despatchDate, 1);
  let expressDeliveryDate = addDays(despatchDate, 1);
  while (!isDeliveryDay(expressDeliveryDate)) expressDeliveryDate = addDays(expressDeliveryDate, 1);
  return {
    cutOffTime: londonInstant(despatchDate, CUT_OFF_HOUR).toISOString(),
    despatchDate,
    expressDeliveryDate,
  };
}

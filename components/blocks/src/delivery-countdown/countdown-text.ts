// Wording of the next-day deadline, shared by the server text and the ticking client leaf (which needs no formatter:
// they are made on first use).
import { onFirstUse } from '@shop/ui/intl';

const TIME_ZONE = 'Europe/London';

const londonDate = onFirstUse(
  () => new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }),
);
const londonTime = onFirstUse(
  () => new Intl.DateTimeFormat('en-GB', { timeZone: TIME_ZONE, hour: 'numeric', minute: '2-digit', hour12: true }),
);
const weekday = onFirstUse(() => new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', weekday: 'long' }));
const longDay = onFirstUse(
  () => new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', weekday: 'long', day: 'numeric', month: 'long' }),
);

/** "8pm", "7:30pm" in London time. */
export function clockTime(instant: Date): string {
  const parts = Object.fromEntries(
    londonTime()
      .formatToParts(instant)
      .map((p) => [p.type, p.value]),
  );
  const suffix = (parts.dayPeriod ?? '').toLowerCase().replace(/\s|\./g, '');
  return parts.minute === '00' ? `${parts.hour}${suffix}` : `${parts.hour}:${parts.minute}${suffix}`;
}

function dayDiff(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T12:00:00Z`) - Date.parse(`${from}T12:00:00Z`)) / 86_400_000);
}

/** "today", "tomorrow" or the weekday of a London calendar day (YYYY-MM-DD), seen from `now`. */
export function relativeDay(date: string, now: Date): string {
  const diff = dayDiff(londonDate().format(now), date);
  if (diff === 0) return 'today';
  if (diff === 1) return 'tomorrow';
  return weekday().format(new Date(`${date}T12:00:00Z`));
}

/** "Tuesday 24 November". */
export function deliveryDay(date: string): string {
  return longDay()
    .format(new Date(`${date}T12:00:00Z`))
    .replace(',', '');
}

/** "Order by 8pm today for delivery on Tuesday 24 November." */
export function deadlineText(cutoff: { cutOffTime: string; expressDeliveryDate: string }, now: Date): string {
  const cut = new Date(cutoff.cutOffTime);
  const day = relativeDay(londonDate().format(cut), now);
  return `Order by ${clockTime(cut)} ${day === 'today' || day === 'tomorrow' ? day : `on ${day}`} for delivery on ${deliveryDay(cutoff.expressDeliveryDate)}.`;
}

/**
 * "Order within 3h 12m for next-day delivery" while the cut-off is less than a day away, else null (the deadline
 * text says it better). Minutes round up so the countdown never claims less time than is left.
 */
export function countdownText(cutOffTime: string, nowMs: number): string | null {
  const left = Date.parse(cutOffTime) - nowMs;
  if (!(left > 0) || left > 86_400_000) return null;
  const minutes = Math.ceil(left / 60_000);
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  const span = h > 0 ? `${h}h ${m}m` : `${m}m`;
  return `Order within ${span} for next-day delivery`;
}

// London calendar days ("2026-11-27") as the checkout shows them. The day is a date, not an instant: format it in UTC
// so the shopper's own time zone never moves it.

const long = new Intl.DateTimeFormat('en-GB', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' });
const weekday = new Intl.DateTimeFormat('en-GB', { weekday: 'short', timeZone: 'UTC' });
const dayMonth = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });

function dayOf(date: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return null;
  return new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
}

/** "Friday 27 November". */
export function longDate(date: string): string {
  const day = dayOf(date);
  return day ? long.format(day) : date;
}

/** { weekday: "Fri", day: "27 Nov" }. */
export function shortDate(date: string): { weekday: string; day: string } {
  const day = dayOf(date);
  return day ? { weekday: weekday.format(day), day: dayMonth.format(day) } : { weekday: '', day: date };
}

// London wall-clock time and UK working days. Dates are calendar days as YYYY-MM-DD strings; instants are `Date`s.
// Bank holidays come from the gov.uk calendar snapshot shipped beside this file, per division: despatch follows the
// warehouse's (England and Wales), delivery the destination's (Scotland and Northern Ireland have their own).
import bankHolidayData from './bank-holidays.json' with { type: 'json' };

export const TIME_ZONE = 'Europe/London';

export const holidayDivisions = ['england-and-wales', 'scotland', 'northern-ireland'] as const;
export type HolidayDivision = (typeof holidayDivisions)[number];

interface BankHolidayFile {
  source: string;
  'england-and-wales': { events: { title: string; date: string }[] };
  scotland: { events: { title: string; date: string }[] };
  'northern-ireland': { events: { title: string; date: string }[] };
}

const file = bankHolidayData as BankHolidayFile;
const holidays: Record<HolidayDivision, ReadonlyMap<string, string>> = {
  'england-and-wales': new Map(file['england-and-wales'].events.map((event) => [event.date, event.title])),
  scotland: new Map(file.scotland.events.map((event) => [event.date, event.title])),
  'northern-ireland': new Map(file['northern-ireland'].events.map((event) => [event.date, event.title])),
};
const lastCoveredDay = [...holidays['england-and-wales'].keys()].sort().at(-1)?.slice(0, 4) ?? '';

/** The bank holiday's name on that day in that division, or null. */
export function bankHoliday(division: HolidayDivision, date: string): string | null {
  return holidays[division].get(date) ?? null;
}

/** The last year the shipped calendar covers (the data must be refreshed before it runs out). */
export function calendarCoversUntil(): number {
  return Number(lastCoveredDay);
}

const londonParts = new Intl.DateTimeFormat('en-GB', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

export interface LondonTime {
  date: string;
  hour: number;
  minute: number;
}

// Pricing a bag's delivery reads London's wall clock and steps through the calendar a few dozen times (despatch,
// transit, nominated days): every bag change and every bag page does it. The answers depend only on the minute, or on
// the day and the step, so each is kept for the next call (a few hundred entries, emptied when full).
const MEMO_LIMIT = 512;

function remembered<T>(memo: Map<string, T>, key: string, make: () => T): T {
  const known = memo.get(key);
  if (known !== undefined) return known;
  if (memo.size >= MEMO_LIMIT) memo.clear();
  const made = make();
  memo.set(key, made);
  return made;
}

const londonMinutes = new Map<string, LondonTime>();

/** London's date and wall-clock time at an instant (UTC offsets are whole hours: the minute decides it). */
export function inLondon(instant: Date): LondonTime {
  const minute = Math.floor(instant.getTime() / 60_000);
  const time = remembered(londonMinutes, String(minute), () => {
    const parts = Object.fromEntries(londonParts.formatToParts(instant).map((part) => [part.type, part.value]));
    return {
      date: `${parts.year}-${parts.month}-${parts.day}`,
      hour: Number(parts.hour),
      minute: Number(parts.minute),
    };
  });
  return { ...time };
}

const dayArithmetic = new Map<string, string>();

/** Calendar arithmetic on YYYY-MM-DD strings (UTC noon keeps clear of any day boundary). */
export function addDays(date: string, days: number): string {
  return remembered(dayArithmetic, `${date}|${days}`, () => {
    const day = new Date(`${date}T12:00:00Z`);
    day.setUTCDate(day.getUTCDate() + days);
    return day.toISOString().slice(0, 10);
  });
}

/** 0 Sunday … 6 Saturday. */
export function dayOfWeek(date: string): number {
  return new Date(`${date}T12:00:00Z`).getUTCDay();
}

/** Whole days from `from` to `to` (both YYYY-MM-DD). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T12:00:00Z`) - Date.parse(`${from}T12:00:00Z`)) / 86_400_000);
}

/**
 * The UTC instant of a London wall-clock hour. London is UTC+0 or UTC+1: try both and keep the one that reads back
 * as the wanted time. Hours inside the spring-forward gap (01:00–02:00 on the last Sunday of March) do not exist and
 * resolve to the next valid hour.
 */
export function londonInstant(date: string, hour: number, minute = 0): Date {
  for (const offset of [1, 0]) {
    const candidate = new Date(Date.UTC(...ymd(date), hour - offset, minute));
    const local = inLondon(candidate);
    if (local.date === date && local.hour === hour && local.minute === minute) return candidate;
  }
  return londonInstant(date, hour + 1, minute);
}

function ymd(date: string): [number, number, number] {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return [y, m - 1, d];
}

/** The first day on or after `date` for which `ok` holds (searching at most a month ahead). */
export function firstDayFrom(date: string, ok: (day: string) => boolean): string {
  let day = date;
  for (let i = 0; i < 31; i++, day = addDays(day, 1)) if (ok(day)) return day;
  throw new Error(`no suitable day within a month of ${date}`);
}

/** `count` days for which `ok` holds, counted after `date` (the day itself not included). */
export function addDaysWhere(date: string, count: number, ok: (day: string) => boolean): string {
  let day = date;
  for (let left = count; left > 0; ) {
    day = addDays(day, 1);
    if (ok(day)) left -= 1;
  }
  return day;
}

const longDate = new Intl.DateTimeFormat('en-GB', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' });
const shortTime = new Intl.DateTimeFormat('en-GB', { hour: 'numeric', minute: '2-digit', timeZone: TIME_ZONE });

/** "Thursday 26 November". */
export function formatDay(date: string): string {
  return longDate.format(new Date(`${date}T12:00:00Z`));
}

/** "20:00" in London. */
export function formatLondonTime(instant: Date): string {
  return shortTime.format(instant);
}

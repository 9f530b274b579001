'use client';
// "Order within 3 hrs 12 mins for next-day delivery": the cut-off from /api/shop/cutoff, ticking every minute. The
// CMS may word it (its text holds a {time} placeholder, and may hold {date} for the delivery day).
import { onFirstUse } from '@shop/ui/intl';
import { useLayoutEffect, useState } from 'react';
import useSWR from 'swr';
import { CUTOFF_KEY } from '@/lib/bag/client-api.ts';
import { fetcher } from '@/lib/client/fetcher.ts';
import * as styles from './bag.css.ts';

interface Cutoff {
  cutOffTime: string;
  expressDeliveryDate: string;
}

export function timeLeft(ms: number): string {
  const minutes = Math.max(1, Math.ceil(ms / 60_000));
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const h = hours > 0 ? `${hours} ${hours === 1 ? 'hr' : 'hrs'}` : '';
  const m = rest > 0 ? `${rest} ${rest === 1 ? 'min' : 'mins'}` : '';
  return [h, m].filter(Boolean).join(' ');
}

const dayName = onFirstUse(
  () => new Intl.DateTimeFormat('en-GB', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' }),
);

export function DeliveryCountdown({ template }: { template?: string | null }) {
  const { data } = useSWR<Cutoff>(CUTOFF_KEY, fetcher, { refreshInterval: 5 * 60_000, revalidateOnFocus: false });
  const [now, setNow] = useState<number | null>(null);
  // Before the browser paints (a layout effect): the line is there in the first frame that shows it, so it never
  // pushes what is below it down a frame later (layout shift). Null on the server and while hydrating.
  useLayoutEffect(() => {
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 60_000);
    return () => clearInterval(timer);
  }, []);
  if (!data || now === null) return null;
  const left = new Date(data.cutOffTime).getTime() - now;
  if (left <= 0) return null;
  const time = timeLeft(left);
  const delivery = dayName().format(new Date(`${data.expressDeliveryDate}T00:00:00Z`));
  const { text, namesDay } = countdownText(template, time, delivery);
  return (
    <p className={styles.countdown}>
      {text}
      {namesDay ? null : <span className={styles.muted}> (arrives {delivery})</span>}
    </p>
  );
}

/** The countdown sentence: the CMS wording with {time} (and {date}, the delivery day) filled in, or ours. */
export function countdownText(
  template: string | null | undefined,
  time: string,
  day: string,
): { text: string; namesDay: boolean } {
  if (!template?.includes('{time}')) return { text: `Order within ${time} for next-day delivery`, namesDay: false };
  return {
    text: template.replaceAll('{time}', time).replaceAll('{date}', day),
    namesDay: template.includes('{date}'),
  };
}

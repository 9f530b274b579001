'use client';
// "Order within 3 hrs 12 mins for next-day delivery": the cut-off from /api/shop/cutoff, ticking every minute. The
// CMS may word it (its text holds a {time} placeholder).
import { useEffect, useState } from 'react';
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

const dayName = new Intl.DateTimeFormat('en-GB', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' });

export function DeliveryCountdown({ template }: { template?: string | null }) {
  const { data } = useSWR<Cutoff>(CUTOFF_KEY, fetcher, { refreshInterval: 5 * 60_000, revalidateOnFocus: false });
  const [now, setNow] = useState<number | null>(null);
  useEffect(() => {
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 60_000);
    return () => clearInterval(timer);
  }, []);
  if (!data || now === null) return null;
  const left = new Date(data.cutOffTime).getTime() - now;
  if (left <= 0) return null;
  const time = timeLeft(left);
  const delivery = dayName.format(new Date(`${data.expressDeliveryDate}T00:00:00Z`));
  const text = template?.includes('{time}')
    ? template.replace('{time}', time)
    : `Order within ${time} for next-day delivery`;
  return (
    <p className={styles.countdown}>
      {text} <span className={styles.muted}>(arrives {delivery})</span>
    </p>
  );
}

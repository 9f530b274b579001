'use client';

import { useEffect, useState } from 'react';
import { countdownText } from './countdown-text.ts';

/**
 * Ticks the countdown once a minute. It starts from the server's clock so the first paint matches the server HTML,
 * then follows the shopper's clock.
 */
export function DeliveryCountdownTimer({
  cutOffTime,
  serverNow,
  className,
}: {
  cutOffTime: string;
  serverNow: number;
  className?: string;
}) {
  const [now, setNow] = useState(serverNow);

  useEffect(() => {
    const tick = () => setNow(Date.now());
    tick();
    const timer = window.setInterval(tick, 60_000);
    document.addEventListener('visibilitychange', tick);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', tick);
    };
  }, []);

  const text = countdownText(cutOffTime, now);
  if (!text) return null;
  // role="timer" is not announced on every change, so screen readers are not interrupted each minute.
  return (
    <p className={className} role="timer" aria-atomic="true">
      {text}
    </p>
  );
}

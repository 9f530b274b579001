'use client';
// The application shell's analytics (spec §2): installs the analytics object, reports each page seen (a product, a
// listing, the bag, any other page — ./records.ts), the promotions on it when enhanced tracking is on, and the
// experiments the shopper is in when A/B testing is on. What identifies the shopper goes only with consent (category
// 2; lib/analytics/client.ts): without it every event is private.
import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { installAnalytics } from '@/lib/analytics/client.ts';
import { trackConversion, trackExperiments, trackPromoViews } from '@/lib/analytics/page-events.ts';
import { pageViewRecord } from '@/lib/analytics/records.ts';
import { browserStorage } from '@/lib/client/storage.ts';
import { experiments, toggles } from '@/lib/toggles/names.ts';
import { useToggles } from '@/lib/toggles/toggles-provider.tsx';

export function AnalyticsShell() {
  const pathname = usePathname() ?? '/';
  const set = useToggles();
  const promotions = set.isEnabled(toggles.enhancedTracking);
  const abTesting = set.isEnabled(toggles.abTesting);

  useEffect(() => installAnalytics(), []);
  useEffect(() => {
    // The product page's headline carries data-track-view; a product address without it is the not-found page.
    const record = pageViewRecord(pathname, document.querySelector('[data-track-view]') !== null);
    if (record) void window.shopAnalytics?.track(record);
  }, [pathname]);
  useEffect(() => {
    if (!promotions) return;
    const waiting = trackPromoViews(pathname);
    return () => waiting.cancel();
  }, [pathname, promotions]);

  // Rendered inside the shell, so its effect runs before the shell has installed the analytics object: the A/B
  // events wait for it (spec §9: up to 50 times at 100 ms).
  return abTesting ? <ExperimentEvents path={pathname} /> : null;
}

function ExperimentEvents({ path }: { path: string }) {
  const set = useToggles();
  useEffect(() => {
    const assignments = experiments
      .map((name) => ({ experiment: name, variant: set.variant(name) }))
      .filter(({ variant }) => variant.enabled)
      .map(({ experiment, variant }) => ({ experiment, variant: variant.name }));
    const waiting = trackExperiments(assignments, path, browserStorage('session'));
    return () => {
      for (const wait of waiting) wait.cancel();
    };
  }, [set, path]);
  return null;
}

/** On the order confirmation page: the order's conversion, once per order (not again on reload). */
export function TrackConversion({ orderNumber }: { orderNumber: string }) {
  useEffect(() => {
    const waiting = trackConversion(orderNumber, browserStorage('session'));
    return () => waiting.cancel();
  }, [orderNumber]);
  return null;
}

// Browser side of page-view analytics. Who an event is about is decided by consent only: with consent for
// performance and analytics (category 2) the page keeps an analytics session (`visitorSession`: 16 random bytes,
// 30 minutes renewed by each event, replaced within a minute of its end — spec §9) and the server adds it, the visitor
// id where recommendations are also allowed, and the signed-in customer. Without it the page writes nothing, removes
// what was written before, and the event goes out private: no cookie, no identifier (the server reads the same
// consent and ignores any identifier the request still carries).
//
// The analytics object (`window.shopAnalytics`) is what events are sent through. The shell installs it once the page
// has hydrated; parts of the page that report before that (a promotion, an experiment) wait for it (./retry.ts).
import { deleteClientCookie, readClientCookie } from '@/lib/auth-client/cookies.ts';
import { type Consent, hasConsent, readConsent, writeConsentedCookie } from '@/lib/consent/consent.ts';
import { formatTrackingCookie, newTrackingId, parseTrackingCookie } from '@/lib/tracking/ids.ts';
import type { AnalyticsBody } from './records.ts';
import { type Retrying, type RetryPolicy, retryUntil } from './retry.ts';

export const ANALYTICS_PATH = '/api/shop/p/analytics';
export const ANALYTICS_SESSION_COOKIE = 'visitorSession';
export const ANALYTICS_SESSION_MINUTES = 30;
const MINUTE_MS = 60_000;

/** Whether events may carry identifiers: only with category 2 (performance and analytics). */
export const mayIdentifyAnalytics = (consent: Consent): boolean => hasConsent(consent, 2);

/** The live analytics session id after making or renewing it; null (and no cookie left) without consent. */
export function ensureAnalyticsSession(consent: Consent = readConsent(), now: number = Date.now()): string | null {
  if (!mayIdentifyAnalytics(consent)) {
    if (readClientCookie(ANALYTICS_SESSION_COOKIE) !== undefined) deleteClientCookie(ANALYTICS_SESSION_COOKIE);
    return null;
  }
  const id = parseTrackingCookie(readClientCookie(ANALYTICS_SESSION_COOKIE), now)?.id ?? newTrackingId();
  writeConsentedCookie(
    2,
    ANALYTICS_SESSION_COOKIE,
    formatTrackingCookie({ id, expiresAt: now + ANALYTICS_SESSION_MINUTES * MINUTE_MS }),
    ANALYTICS_SESSION_MINUTES * 60,
    consent,
  );
  return id;
}

/** Sends one event; true when the shop took it. Quiet on failure: analytics never gets in the shopper's way. */
export async function sendAnalytics(body: AnalyticsBody, doFetch: typeof fetch = fetch): Promise<boolean> {
  ensureAnalyticsSession();
  try {
    const response = await doFetch(ANALYTICS_PATH, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
      credentials: 'same-origin',
      // No `keepalive`, and the answer is always read: either would leave the request open in Chromium.
    });
    await response.text().catch(() => '');
    return response.ok;
  } catch {
    return false;
  }
}

export interface ShopAnalytics {
  track(body: AnalyticsBody): Promise<boolean>;
}

declare global {
  interface Window {
    shopAnalytics?: ShopAnalytics;
  }
}

/** Installs the analytics object; the returned function removes it (the shell unmounting). */
export function installAnalytics(send: (body: AnalyticsBody) => Promise<boolean> = sendAnalytics): () => void {
  const analytics: ShopAnalytics = { track: send };
  window.shopAnalytics = analytics;
  return () => {
    if (window.shopAnalytics === analytics) delete window.shopAnalytics;
  };
}

/**
 * Sends `body` through the analytics object as soon as there is one, trying again per `policy` (spec §9). Nothing is
 * sent after the last try.
 */
export function trackWhenReady(body: () => AnalyticsBody | null, policy: RetryPolicy): Retrying {
  return retryUntil(() => {
    const analytics = typeof window === 'undefined' ? undefined : window.shopAnalytics;
    if (!analytics) return false;
    const event = body();
    if (event) void analytics.track(event);
    return true;
  }, policy);
}

// Browser side of recommendation tracking (spec §7 "Client-side recommendation tracking", §9). Before each event the
// page makes sure of its identifiers — only with consent: the recommendation session (category 4; 30 minutes, renewed
// by each event) and the visitor id (categories 4 and 2; 129600 minutes from when it was made), each replaced when it
// is within a minute of expiring. Without consent nothing is written, what was written before is removed, and the event
// goes out private (the server reads the same consent and cookies, so a page cannot add an id the shopper refused).
import { deleteClientCookie, readClientCookie } from '@/lib/auth-client/cookies.ts';
import { type Consent, readConsent, writeConsentedCookie } from '@/lib/consent/consent.ts';
import {
  formatTrackingCookie,
  mayIdentify,
  mayKeepVisitorId,
  newTrackingId,
  parseTrackingCookie,
  SESSION_COOKIE,
  SESSION_MINUTES,
  VISITOR_COOKIE,
  VISITOR_ID_MINUTES,
} from './ids.ts';

export const TRACKING_PATH = '/api/shop/p/visitor-tracking';
const MINUTE_MS = 60_000;

export interface TrackingIds {
  sessionId: string;
  visitorId: string | null;
}

/** The live identifiers after making or renewing them; null (and no tracking cookie left) without consent. */
export function ensureTrackingCookies(consent: Consent = readConsent(), now: number = Date.now()): TrackingIds | null {
  if (!mayKeepVisitorId(consent) && readClientCookie(VISITOR_COOKIE) !== undefined) deleteClientCookie(VISITOR_COOKIE);
  if (!mayIdentify(consent)) {
    if (readClientCookie(SESSION_COOKIE) !== undefined) deleteClientCookie(SESSION_COOKIE);
    return null;
  }
  const session = parseTrackingCookie(readClientCookie(SESSION_COOKIE), now);
  const sessionId = session?.id ?? newTrackingId();
  const sessionExpiry = now + SESSION_MINUTES * MINUTE_MS;
  writeConsentedCookie(
    4,
    SESSION_COOKIE,
    formatTrackingCookie({ id: sessionId, expiresAt: sessionExpiry }),
    SESSION_MINUTES * 60,
    consent,
  );
  if (!mayKeepVisitorId(consent)) return { sessionId, visitorId: null };
  let visitor = parseTrackingCookie(readClientCookie(VISITOR_COOKIE), now);
  if (!visitor) {
    visitor = { id: newTrackingId(), expiresAt: now + VISITOR_ID_MINUTES * MINUTE_MS };
    writeConsentedCookie(2, VISITOR_COOKIE, formatTrackingCookie(visitor), VISITOR_ID_MINUTES * 60, consent);
  }
  return { sessionId, visitorId: visitor.id };
}

export type TrackingBody =
  | { event: 'view'; productId: string }
  | { event: 'add'; productId: string; quantity?: number }
  | { event: 'purchase'; orderNumber: string };

/** Sends one event; true when the shop accepted it. Tracking never gets in the shopper's way: failures are quiet. */
export async function sendTracking(body: TrackingBody, doFetch: typeof fetch = fetch): Promise<boolean> {
  ensureTrackingCookies();
  try {
    const response = await doFetch(TRACKING_PATH, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
      credentials: 'same-origin',
      // No `keepalive`: Chromium reports such a request's end to no page, so tools that wait for the network to go
      // quiet (Playwright's networkidle) would wait for ever; every event is sent while its page is still open.
    });
    // The answer is always read: an unread body keeps the request open in Chromium (and a page that waits for the
    // network to go quiet waits for ever).
    await response.text().catch(() => '');
    return response.ok;
  } catch {
    return false;
  }
}

export const trackedPurchaseKey = (orderNumber: string) => `purchaseTracked:${orderNumber}`;

/**
 * The purchase event once per order: a reload of the confirmation page (or a second render) does not send it again.
 * The mark is set before sending, so two renders cannot both send, and removed when the send failed, so a reload can
 * try again. The provider also counts an order number once.
 */
export async function trackPurchaseOnce(
  orderNumber: string,
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> = sessionStorage,
  doFetch: typeof fetch = fetch,
): Promise<boolean> {
  const key = trackedPurchaseKey(orderNumber);
  if (storage.getItem(key)) return false;
  storage.setItem(key, '1');
  const sent = await sendTracking({ event: 'purchase', orderNumber }, doFetch);
  if (!sent) storage.removeItem(key);
  return sent;
}

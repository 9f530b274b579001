// Recommendation tracking identifiers (spec §7 client-side recommendation tracking, §9): a visitor id kept 129600
// minutes and a recommendation session of 30 minutes (renewed by each event), each 16 random bytes in base64, and each
// treated as expired when it is within 1 minute of expiring. The cookies hold `<id>.<expiry in ms>` so the page and the
// server can both tell when an id is about to run out. They are written only with consent (site/lib/consent:
// `recommendationSession` is category 4, targeting and recommendations; `visitorId` is category 2, analytics) — without
// category 4 tracking is private: no cookie, no identifier. Works in the browser and on the server.
import type { Consent } from '@/lib/consent/consent.ts';
import { hasConsent } from '@/lib/consent/consent.ts';

export const VISITOR_COOKIE = 'visitorId';
export const SESSION_COOKIE = 'recommendationSession';
export const VISITOR_ID_MINUTES = 129_600;
export const SESSION_MINUTES = 30;
/** An id this close to its expiry counts as expired (a new one is made). */
export const EXPIRY_MARGIN_MS = 60_000;
/** 16 bytes in standard base64: 22 characters and `==`. */
export const TRACKING_ID_PATTERN = /^[A-Za-z0-9+/]{22}==$/;

export interface TrackingCookie {
  id: string;
  expiresAt: number;
}

/** 16 random bytes from the platform's CSPRNG, base64. */
export function newTrackingId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}

export const formatTrackingCookie = (cookie: TrackingCookie): string => `${cookie.id}.${cookie.expiresAt}`;

/** A live cookie value's id and expiry; null when malformed, expired or within a minute of expiring. */
export function parseTrackingCookie(value: string | undefined | null, now: number): TrackingCookie | null {
  const match = /^([A-Za-z0-9+/]{22}==)\.(\d{13})$/.exec(value ?? '');
  if (!match) return null;
  const expiresAt = Number(match[2]);
  return expiresAt - now > EXPIRY_MARGIN_MS ? { id: match[1]!, expiresAt } : null;
}

/** Whether tracking may carry identifiers: only with category 4 (targeting and recommendations). */
export const mayIdentify = (consent: Consent): boolean => hasConsent(consent, 4);
/** Whether the long-lived visitor id may be kept: category 4 for tracking and category 2 for the visitor cookie. */
export const mayKeepVisitorId = (consent: Consent): boolean => hasConsent(consent, 4) && hasConsent(consent, 2);

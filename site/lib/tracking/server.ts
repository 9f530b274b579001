// Server side of recommendation tracking: who an event is about, read from the request's cookies and the shopper's
// consent, never from the body. Without consent (category 4) the event is private and every identifier the browser
// still sent is ignored — and the response removes those cookies.
import type { TrackingIdentity } from '@shop/commerce/recommendations/provider';
import { readClientCookie } from '@/lib/auth-client/cookies.ts';
import { consentFromCookieHeader } from '@/lib/consent/consent.ts';
import { mayIdentify, mayKeepVisitorId, parseTrackingCookie, SESSION_COOKIE, VISITOR_COOKIE } from './ids.ts';

export interface RequestTracking {
  identity: TrackingIdentity;
  /** Tracking cookies the request carried that its consent does not allow: to be removed. */
  withheld: string[];
}

export function trackingFromRequest(request: Request, customerId: string | null, now = Date.now()): RequestTracking {
  const header = request.headers.get('cookie') ?? '';
  const consent = consentFromCookieHeader(header);
  const present = (name: string) => readClientCookie(name, header) !== undefined;
  const withheld = [
    ...(!mayIdentify(consent) && present(SESSION_COOKIE) ? [SESSION_COOKIE] : []),
    ...(!mayKeepVisitorId(consent) && present(VISITOR_COOKIE) ? [VISITOR_COOKIE] : []),
  ];
  if (!mayIdentify(consent)) return { identity: { private: true }, withheld };
  const sessionId = parseTrackingCookie(readClientCookie(SESSION_COOKIE, header), now)?.id ?? null;
  const visitorId = mayKeepVisitorId(consent)
    ? (parseTrackingCookie(readClientCookie(VISITOR_COOKIE, header), now)?.id ?? null)
    : null;
  // Consent, but no live id (the page had not written one): nothing to link the event to, so it is private.
  if (!sessionId && !visitorId) return { identity: { private: true }, withheld };
  return { identity: { private: false, visitorId, sessionId, userId: customerId }, withheld };
}

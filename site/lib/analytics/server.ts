// Server side of analytics: who an event is about, from the request's cookies and the shopper's consent, never from
// the body. Without consent for analytics (category 2) the event is private, every identifier the browser still sent
// is ignored, and the response removes those cookies.
import type { AnalyticsIdentity } from '@shop/commerce/analytics';
import { readClientCookie } from '@/lib/auth-client/cookies.ts';
import { consentFromCookieHeader, hasConsent } from '@/lib/consent/consent.ts';
import { mayKeepVisitorId, parseTrackingCookie, VISITOR_COOKIE } from '@/lib/tracking/ids.ts';
import { ANALYTICS_SESSION_COOKIE } from './client.ts';

export function analyticsFromRequest(
  request: Request,
  customerId: string | null,
  now = Date.now(),
): { identity: AnalyticsIdentity; withheld: string[] } {
  const header = request.headers.get('cookie') ?? '';
  const consent = consentFromCookieHeader(header);
  const present = (name: string) => readClientCookie(name, header) !== undefined;
  const analytics = hasConsent(consent, 2);
  const withheld = [
    ...(!analytics && present(ANALYTICS_SESSION_COOKIE) ? [ANALYTICS_SESSION_COOKIE] : []),
    ...(!mayKeepVisitorId(consent) && present(VISITOR_COOKIE) ? [VISITOR_COOKIE] : []),
  ];
  if (!analytics) return { identity: { private: true }, withheld };
  const sessionId = parseTrackingCookie(readClientCookie(ANALYTICS_SESSION_COOKIE, header), now)?.id ?? null;
  const visitorId = mayKeepVisitorId(consent)
    ? (parseTrackingCookie(readClientCookie(VISITOR_COOKIE, header), now)?.id ?? null)
    : null;
  if (!sessionId && !visitorId && !customerId) return { identity: { private: true }, withheld };
  return { identity: { private: false, visitorId, sessionId, customerId }, withheld };
}

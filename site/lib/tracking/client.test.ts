// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readClientCookie } from '@/lib/auth-client/cookies.ts';
import { parseConsent } from '@/lib/consent/consent.ts';
import { ensureTrackingCookies, sendTracking, TRACKING_PATH, trackPurchaseOnce } from './client.ts';
import {
  formatTrackingCookie,
  newTrackingId,
  parseTrackingCookie,
  SESSION_COOKIE,
  TRACKING_ID_PATTERN,
  VISITOR_COOKIE,
} from './ids.ts';

function clearCookies() {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    // biome-ignore lint/suspicious/noDocumentCookie: test clean-up of the page's cookies.
    if (name) document.cookie = `${name}=; Path=/; Max-Age=0`;
  }
}
const setCookie = (name: string, value: string) => {
  // biome-ignore lint/suspicious/noDocumentCookie: test set-up of the page's cookies.
  document.cookie = `${name}=${encodeURIComponent(value)}; Path=/`;
};
const consent = (value: string) => setCookie('cookieConsent', value);
const MINUTE = 60_000;
const NOW = Date.UTC(2026, 10, 26, 10, 0, 0);

afterEach(() => {
  clearCookies();
  sessionStorage.clear();
  vi.restoreAllMocks();
});

describe('identifiers are 16 random bytes in base64 and expire a minute early', () => {
  it('makes distinct ids of the right shape', () => {
    const ids = new Set(Array.from({ length: 50 }, newTrackingId));
    expect(ids.size).toBe(50);
    for (const id of ids) {
      expect(id).toMatch(TRACKING_ID_PATTERN);
      expect(Uint8Array.from(atob(id), (c) => c.charCodeAt(0))).toHaveLength(16);
    }
  });

  it('reads a live cookie, and treats one within a minute of its end (or malformed) as expired', () => {
    const id = newTrackingId();
    expect(parseTrackingCookie(formatTrackingCookie({ id, expiresAt: NOW + 2 * MINUTE }), NOW)).toEqual({
      id,
      expiresAt: NOW + 2 * MINUTE,
    });
    expect(parseTrackingCookie(formatTrackingCookie({ id, expiresAt: NOW + MINUTE }), NOW)).toBeNull();
    expect(parseTrackingCookie(formatTrackingCookie({ id, expiresAt: NOW + 59_000 }), NOW)).toBeNull();
    expect(parseTrackingCookie(`${id}`, NOW)).toBeNull();
    expect(parseTrackingCookie(`<script>.${NOW + 10 * MINUTE}`, NOW)).toBeNull();
  });
});

describe('nothing is tracked with an identifier without consent', () => {
  it.each([
    ['no choice yet', null],
    ['everything refused', 'v1:1'],
    ['analytics but not recommendations', 'v1:1.2.3.5'],
  ])('%s: no tracking cookie is written, old ones are removed, and the event goes out with none', async (_n, value) => {
    if (value) consent(value);
    setCookie(SESSION_COOKIE, formatTrackingCookie({ id: newTrackingId(), expiresAt: Date.now() + 10 * MINUTE }));
    setCookie(VISITOR_COOKIE, formatTrackingCookie({ id: newTrackingId(), expiresAt: Date.now() + 10 * MINUTE }));
    let cookiesAtSend = '';
    const fetchSpy = vi.fn(async (_url: RequestInfo | URL, _init?: RequestInit) => {
      cookiesAtSend = document.cookie;
      return Response.json({ tracked: true, private: true }, { status: 202 });
    });
    expect(await sendTracking({ event: 'view', productId: 'abc123' }, fetchSpy as typeof fetch)).toBe(true);
    expect(fetchSpy).toHaveBeenCalledOnce();
    const [url, init] = fetchSpy.mock.calls[0]!;
    expect(url).toBe(TRACKING_PATH);
    expect(JSON.parse(String(init?.body))).toEqual({ event: 'view', productId: 'abc123' });
    expect(cookiesAtSend).not.toContain(SESSION_COOKIE);
    expect(cookiesAtSend).not.toContain(VISITOR_COOKIE);
    expect(ensureTrackingCookies(parseConsent(value))).toBeNull();
    expect(document.cookie).not.toMatch(/visitorId|recommendationSession/);
  });
});

describe('with consent', () => {
  it('writes a 30-minute session renewed by each event and a visitor id kept for 129600 minutes', () => {
    const allowed = parseConsent('v1:1.2.4');
    const first = ensureTrackingCookies(allowed, NOW);
    expect(first?.sessionId).toMatch(TRACKING_ID_PATTERN);
    expect(first?.visitorId).toMatch(TRACKING_ID_PATTERN);
    expect(parseTrackingCookie(readClientCookie(SESSION_COOKIE), NOW)?.expiresAt).toBe(NOW + 30 * MINUTE);
    expect(parseTrackingCookie(readClientCookie(VISITOR_COOKIE), NOW)?.expiresAt).toBe(NOW + 129_600 * MINUTE);

    // Twenty minutes on: the same session, now running to 20 + 30 minutes; the same visitor, its expiry unchanged.
    const later = ensureTrackingCookies(allowed, NOW + 20 * MINUTE);
    expect(later).toEqual(first);
    expect(parseTrackingCookie(readClientCookie(SESSION_COOKIE), NOW)?.expiresAt).toBe(NOW + 50 * MINUTE);
    expect(parseTrackingCookie(readClientCookie(VISITOR_COOKIE), NOW)?.expiresAt).toBe(NOW + 129_600 * MINUTE);

    // 49 minutes 30 seconds: within a minute of the session's end, so a new session (same visitor).
    const renewed = ensureTrackingCookies(allowed, NOW + 49.5 * MINUTE);
    expect(renewed?.sessionId).not.toBe(first?.sessionId);
    expect(renewed?.visitorId).toBe(first?.visitorId);
  });

  it('recommendations without analytics: a session id only, no long-lived visitor id', () => {
    setCookie(VISITOR_COOKIE, formatTrackingCookie({ id: newTrackingId(), expiresAt: Date.now() + 10 * MINUTE }));
    const ids = ensureTrackingCookies(parseConsent('v1:1.4'));
    expect(ids).toEqual({ sessionId: expect.stringMatching(TRACKING_ID_PATTERN), visitorId: null });
    expect(readClientCookie(VISITOR_COOKIE)).toBeUndefined();
  });
});

describe('the purchase event once per order', () => {
  it('is not sent again on reload, and is sent again after a failed attempt', async () => {
    const fetchSpy = vi.fn(async () => Response.json({ tracked: true }, { status: 202 }));
    expect(await trackPurchaseOnce('10000042', sessionStorage, fetchSpy as typeof fetch)).toBe(true);
    expect(await trackPurchaseOnce('10000042', sessionStorage, fetchSpy as typeof fetch)).toBe(false);
    expect(fetchSpy).toHaveBeenCalledOnce();
    const [, init] = fetchSpy.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toEqual({ event: 'purchase', orderNumber: '10000042' });

    const failing = vi.fn(async () => Response.json({ code: 'TRACKING_UNAVAILABLE' }, { status: 503 }));
    expect(await trackPurchaseOnce('10000043', sessionStorage, failing as typeof fetch)).toBe(false);
    expect(await trackPurchaseOnce('10000043', sessionStorage, fetchSpy as typeof fetch)).toBe(true);
    expect(fetchSpy).toHaveBeenCalledTimes(2);
  });
});

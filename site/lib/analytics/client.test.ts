// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readClientCookie } from '@/lib/auth-client/cookies.ts';
import { parseConsent } from '@/lib/consent/consent.ts';
import { formatTrackingCookie, newTrackingId, parseTrackingCookie, TRACKING_ID_PATTERN } from '@/lib/tracking/ids.ts';
import { ANALYTICS_PATH, ANALYTICS_SESSION_COOKIE, ensureAnalyticsSession, sendAnalytics } from './client.ts';

const MINUTE = 60_000;
const NOW = Date.UTC(2026, 10, 26, 10, 0, 0);
const setCookie = (name: string, value: string) => {
  // biome-ignore lint/suspicious/noDocumentCookie: test set-up of the page's cookies.
  document.cookie = `${name}=${encodeURIComponent(value)}; Path=/`;
};

afterEach(() => {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    // biome-ignore lint/suspicious/noDocumentCookie: test clean-up of the page's cookies.
    if (name) document.cookie = `${name}=; Path=/; Max-Age=0`;
  }
});

describe('the analytics session cookie only with consent for analytics (category 2)', () => {
  it('30 minutes, renewed by each event, replaced within a minute of its end', () => {
    const consent = parseConsent('v1:1.2');
    const id = ensureAnalyticsSession(consent, NOW);
    expect(id).toMatch(TRACKING_ID_PATTERN);
    expect(parseTrackingCookie(readClientCookie(ANALYTICS_SESSION_COOKIE), NOW)?.expiresAt).toBe(NOW + 30 * MINUTE);
    expect(ensureAnalyticsSession(consent, NOW + 10 * MINUTE)).toBe(id);
    expect(parseTrackingCookie(readClientCookie(ANALYTICS_SESSION_COOKIE), NOW)?.expiresAt).toBe(NOW + 40 * MINUTE);
    expect(ensureAnalyticsSession(consent, NOW + 39.5 * MINUTE)).not.toBe(id);
  });

  it.each([
    ['no choice', null],
    ['refused', 'v1:1'],
    ['recommendations only', 'v1:1.4'],
  ])('%s: no cookie, an old one removed, and the event goes out with nothing identifying', async (_n, value) => {
    if (value) setCookie('cookieConsent', value);
    setCookie(
      ANALYTICS_SESSION_COOKIE,
      formatTrackingCookie({ id: newTrackingId(), expiresAt: Date.now() + MINUTE * 10 }),
    );
    let cookiesAtSend = '';
    let bodyRead = false;
    const fetchSpy = vi.fn(async (_url: RequestInfo | URL, _init?: RequestInit) => {
      cookiesAtSend = document.cookie;
      const response = Response.json({ recorded: true, private: true }, { status: 202 });
      const text = response.text.bind(response);
      response.text = async () => {
        bodyRead = true;
        return text();
      };
      return response;
    });
    const body = { kind: 'visit', recordType: 'basket', path: '/shop/bag' } as const;
    expect(await sendAnalytics(body, fetchSpy as typeof fetch)).toBe(true);
    const [url, init] = fetchSpy.mock.calls[0]!;
    expect(url).toBe(ANALYTICS_PATH);
    expect(JSON.parse(String(init?.body))).toEqual(body);
    expect(init?.keepalive).toBeUndefined();
    expect(cookiesAtSend).not.toContain(ANALYTICS_SESSION_COOKIE);
    // Every answer is read (an unread body keeps the request open in Chromium).
    expect(bodyRead).toBe(true);
  });

  it('a failure is quiet', async () => {
    const failing = vi.fn(async () => {
      throw new TypeError('offline');
    });
    expect(await sendAnalytics({ kind: 'visit', recordType: 'basket', path: '/' }, failing as typeof fetch)).toBe(
      false,
    );
  });
});

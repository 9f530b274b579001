// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  CONSENT_CHANGED_EVENT,
  CONSENT_COOKIE,
  consentFromCookieHeader,
  hasConsent,
  NO_CHOICE,
  parseConsent,
  readConsent,
  saveConsent,
  serializeConsent,
  withheldCookies,
  writeConsentedCookie,
} from './consent.ts';

function clearCookies() {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    // biome-ignore lint/suspicious/noDocumentCookie: test clean-up of the page's cookies.
    if (name) document.cookie = `${name}=; Path=/; Max-Age=0`;
  }
}

afterEach(clearCookies);

describe('consent cookie', () => {
  it('round-trips the allowed categories, always with 1', () => {
    expect(serializeConsent([4, 2])).toBe('v1:1.2.4');
    expect(serializeConsent([])).toBe('v1:1');
    const consent = parseConsent('v1:1.2.4');
    expect(consent.decided).toBe(true);
    expect([1, 2, 3, 4, 5].map((category) => hasConsent(consent, category as 1))).toEqual([
      true,
      true,
      false,
      true,
      false,
    ]);
  });

  it('reads no cookie, or one it does not understand, as no choice yet: only category 1', () => {
    for (const value of [undefined, '', 'yes', 'v1:', 'v1:9', 'v2:1.2', 'v1:1,2']) {
      const consent = parseConsent(value);
      expect(consent, String(value)).toBe(NO_CHOICE);
      expect(hasConsent(consent, 4)).toBe(false);
      expect(hasConsent(consent, 1)).toBe(true);
    }
  });

  it('finds the consent among other cookies of a request', () => {
    const consent = consentFromCookieHeader(`cartId=abc; ${CONSENT_COOKIE}=v1%3A1.4; rememberMe=true`);
    expect(consent.decided).toBe(true);
    expect(hasConsent(consent, 4)).toBe(true);
    expect(hasConsent(consent, 2)).toBe(false);
  });

  it('holds back the tracking and recommendation cookies of refused categories', () => {
    expect(withheldCookies(NO_CHOICE)).toEqual(
      expect.arrayContaining(['visitorId', 'recommendationClick', 'recommendationSession']),
    );
    expect(withheldCookies(parseConsent('v1:1.2'))).toEqual(['recommendationClick', 'recommendationSession']);
    expect(withheldCookies(parseConsent('v1:1.2.3.4.5'))).toEqual([]);
  });
});

describe('in the browser', () => {
  it('writes a recommendation cookie only with consent for category 4', () => {
    expect(writeConsentedCookie(4, 'recommendationClick', 'P1', 60)).toBe(false);
    expect(document.cookie).not.toContain('recommendationClick');
    saveConsent([4]);
    expect(readConsent().allowed.has(4)).toBe(true);
    expect(writeConsentedCookie(4, 'recommendationClick', 'P1', 60)).toBe(true);
    expect(document.cookie).toContain('recommendationClick=P1');
  });

  it('saving a refusal removes what the refused categories had written, and tells the page', () => {
    saveConsent([2, 4]);
    writeConsentedCookie(2, 'visitorId', 'v-1', 60);
    writeConsentedCookie(4, 'recommendationClick', 'P1', 60);
    const storage = { removeItem: vi.fn() };
    const changed = vi.fn();
    window.addEventListener(CONSENT_CHANGED_EVENT, changed);
    saveConsent([2], storage);
    window.removeEventListener(CONSENT_CHANGED_EVENT, changed);
    expect(document.cookie).toContain('visitorId=v-1');
    expect(document.cookie).not.toContain('recommendationClick');
    expect(storage.removeItem).toHaveBeenCalledWith('recommendationClick');
    expect(changed).toHaveBeenCalledTimes(1);
    expect(document.cookie).toContain(`${CONSENT_COOKIE}=v1%3A1.2`);
  });
});

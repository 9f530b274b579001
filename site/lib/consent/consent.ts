// Cookie consent (spec §9: categories 1 to 5), the one place the shop decides whether a non-essential cookie may be
// written. The shopper's choice is the `cookieConsent` cookie (180 days), e.g. `v1:1.3`: the categories they allowed,
// 1 (strictly necessary) always among them. No cookie means no choice yet: the banner asks, and meanwhile only
// category 1 is allowed. Readers work on a cookie header / `document.cookie` string (browser) or a cookie store's
// value (server components, route handlers), so any code can ask `hasConsent(consent, 4)` before it tracks.
import type { ConsentCategory } from '@shop/content/brand-shell';
import { CONSENT_DECIDED_ATTRIBUTE } from '@/components/consent/decided-attribute.ts';
import { deleteClientCookie, readClientCookie, writeClientCookie } from '@/lib/auth-client/cookies.ts';

export const CONSENT_COOKIE = 'cookieConsent';
export const CONSENT_MAX_AGE_SECONDS = 180 * 24 * 60 * 60;
/** The event the footer's "Cookie settings" button sends to re-open the banner. */
export const OPEN_CONSENT_EVENT = 'shop:open-cookie-settings';
/** Sent on `window` after the shopper saves a choice, with the new `Consent` as detail. */
export const CONSENT_CHANGED_EVENT = 'shop:consent-changed';

const VERSION = 'v1';
const OPTIONAL: readonly ConsentCategory[] = [2, 3, 4, 5];

export interface Consent {
  /** False until the shopper has chosen: then only category 1 is allowed. */
  decided: boolean;
  allowed: ReadonlySet<ConsentCategory>;
}

export const NO_CHOICE: Consent = { decided: false, allowed: new Set<ConsentCategory>([1]) };

/**
 * Cookies and storage keys the shop writes only with consent, by category. Removed as soon as consent for their
 * category is refused or withdrawn (spec: the recommendation-click cookie is removed when consent is not given).
 */
export const CONSENTED_COOKIES: Record<Exclude<ConsentCategory, 1>, readonly string[]> = {
  2: ['visitorId', 'visitorSession'],
  3: [],
  4: ['recommendationClick', 'recommendationSession'],
  5: [],
};
export const CONSENTED_STORAGE_KEYS: Record<Exclude<ConsentCategory, 1>, readonly string[]> = {
  2: [],
  3: [],
  4: ['recommendationClick'],
  5: [],
};

/** A stored choice: the version, then the allowed categories (category 1 is always among them). */
const CONSENT_VALUE = /^v1:([1-5](?:\.[1-5])*)$/;

export function parseConsent(value: string | undefined | null): Consent {
  if (!value) return NO_CHOICE;
  const match = CONSENT_VALUE.exec(value.trim());
  if (!match?.[1]) return NO_CHOICE;
  const allowed = new Set<ConsentCategory>([1]);
  for (const part of match[1].split('.')) allowed.add(Number(part) as ConsentCategory);
  return { decided: true, allowed };
}

export function serializeConsent(allowed: Iterable<ConsentCategory>): string {
  const categories = new Set<ConsentCategory>([1]);
  for (const category of allowed) if (category >= 1 && category <= 5) categories.add(category);
  return `${VERSION}:${[...categories].sort((a, b) => a - b).join('.')}`;
}

export function hasConsent(consent: Consent, category: ConsentCategory): boolean {
  return category === 1 || consent.allowed.has(category);
}

/** The cookie names a consent holds back (to delete, or never to write). */
export function withheldCookies(consent: Consent): string[] {
  return OPTIONAL.filter((category) => !hasConsent(consent, category)).flatMap(
    (category) => CONSENTED_COOKIES[category as Exclude<ConsentCategory, 1>],
  );
}

export function withheldStorageKeys(consent: Consent): string[] {
  return OPTIONAL.filter((category) => !hasConsent(consent, category)).flatMap(
    (category) => CONSENTED_STORAGE_KEYS[category as Exclude<ConsentCategory, 1>],
  );
}

/**
 * An inline script for the page's `<head>`: it runs before the body paints and marks `<html>` when the cookies hold a
 * choice, so a page served from a shared cache (the same HTML for every visitor, banner included) never paints the
 * banner for a shopper who chose already. The same test as `parseConsent`, without the page's modules.
 */
export function consentDecidedScript(): string {
  const cookie = JSON.stringify(CONSENT_COOKIE);
  const pattern = CONSENT_VALUE.source;
  return `try{for(var p of document.cookie.split(';')){var i=p.indexOf('=');if(i>0&&p.slice(0,i).trim()===${cookie}&&/${pattern}/.test(decodeURIComponent(p.slice(i+1).trim()))){document.documentElement.setAttribute('${CONSENT_DECIDED_ATTRIBUTE}','')}}}catch(e){}`;
}

/** The consent in a cookie header or `document.cookie` string. */
export function consentFromCookieHeader(header: string | null | undefined): Consent {
  return parseConsent(readClientCookie(CONSENT_COOKIE, header ?? ''));
}

/** Browser only: the shopper's current consent. */
export function readConsent(): Consent {
  return consentFromCookieHeader(typeof document === 'undefined' ? '' : document.cookie);
}

/** Browser only: writes a category 2–5 cookie when (and only when) the shopper allowed its category. */
export function writeConsentedCookie(
  category: ConsentCategory,
  name: string,
  value: string,
  maxAgeSeconds: number,
  consent: Consent = readConsent(),
): boolean {
  if (!hasConsent(consent, category)) return false;
  writeClientCookie(name, value, maxAgeSeconds);
  return true;
}

/** Browser only: removes the cookies and stored values the consent holds back (also those written before it). */
export function clearWithheld(consent: Consent, storage?: Pick<Storage, 'removeItem'>): void {
  for (const name of withheldCookies(consent)) if (readClientCookie(name) !== undefined) deleteClientCookie(name);
  for (const key of withheldStorageKeys(consent)) storage?.removeItem(key);
}

/** Browser only: saves the choice, removes what it now holds back, and tells the page. */
export function saveConsent(allowed: Iterable<ConsentCategory>, storage?: Pick<Storage, 'removeItem'>): Consent {
  const value = serializeConsent(allowed);
  writeClientCookie(CONSENT_COOKIE, value, CONSENT_MAX_AGE_SECONDS);
  const consent = parseConsent(value);
  clearWithheld(consent, storage);
  window.dispatchEvent(new CustomEvent(CONSENT_CHANGED_EVENT, { detail: consent }));
  return consent;
}

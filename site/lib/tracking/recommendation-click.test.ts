// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { readClientCookie } from '@/lib/auth-client/cookies.ts';
import { parseConsent, saveConsent } from '@/lib/consent/consent.ts';
import {
  parseRecommendationClick,
  RECOMMENDATION_CLICK_KEY,
  readRecommendationClick,
  rememberRecommendationClick,
} from './recommendation-click.ts';

function clearCookies() {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    // biome-ignore lint/suspicious/noDocumentCookie: test clean-up of the page's cookies.
    if (name) document.cookie = `${name}=; Path=/; Max-Age=0`;
  }
}

afterEach(() => {
  clearCookies();
  localStorage.clear();
});

const click = { placement: 'add_to_cart_page', productNumber: 'DA100001' } as const;

describe('the recommendation-click value (spec §9)', () => {
  it('with consent for recommendations it is held in a cookie and in local storage', () => {
    expect(rememberRecommendationClick(click, localStorage, parseConsent('v1:1.4'))).toBe(true);
    expect(readClientCookie(RECOMMENDATION_CLICK_KEY)).toBe('add_to_cart_page:DA100001');
    expect(localStorage.getItem(RECOMMENDATION_CLICK_KEY)).toBe('add_to_cart_page:DA100001');
    expect(readRecommendationClick(localStorage, parseConsent('v1:1.4'))).toEqual(click);
    // Either copy alone is enough to read it back.
    localStorage.clear();
    expect(readRecommendationClick(localStorage, parseConsent('v1:1.4'))).toEqual(click);
  });

  it.each([
    ['no choice yet', null],
    ['optional cookies refused', 'v1:1'],
    ['analytics only', 'v1:1.2.3.5'],
  ])('%s: nothing is kept and an earlier cookie is removed', (_name, value) => {
    rememberRecommendationClick(click, localStorage, parseConsent('v1:1.4'));
    expect(
      rememberRecommendationClick({ ...click, productNumber: 'DA200002' }, localStorage, parseConsent(value)),
    ).toBe(false);
    expect(readClientCookie(RECOMMENDATION_CLICK_KEY)).toBeUndefined();
    expect(localStorage.getItem(RECOMMENDATION_CLICK_KEY)).toBeNull();
    expect(readRecommendationClick(localStorage, parseConsent(value))).toBeNull();
  });

  it('withdrawing consent in the banner removes the cookie', () => {
    rememberRecommendationClick(click, localStorage, parseConsent('v1:1.2.4'));
    saveConsent([1, 2], localStorage);
    expect(readClientCookie(RECOMMENDATION_CLICK_KEY)).toBeUndefined();
    expect(localStorage.getItem(RECOMMENDATION_CLICK_KEY)).toBeNull();
  });

  it('reads only well-formed values', () => {
    expect(parseRecommendationClick('item_page:DA1')).toEqual({ placement: 'item_page', productNumber: 'DA1' });
    expect(parseRecommendationClick('home_page:DA1')).toBeNull();
    expect(parseRecommendationClick('item_page:<script>')).toBeNull();
    expect(parseRecommendationClick('')).toBeNull();
  });
});

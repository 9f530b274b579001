// The recommendation-click value (spec §9): which recommendation the shopper followed — the placement and the product —
// held in a cookie (for the server) and in local storage (for the page), and only with consent for targeting and
// recommendations (category 4). Without it the cookie is removed (and so is the stored copy: local storage falls
// under the same cookie rules), and nothing new is kept. Kept as long as a recommendation session (30 minutes).
import type { Placement } from '@shop/commerce/recommendations/provider';
import { readClientCookie } from '@/lib/auth-client/cookies.ts';
import { type Consent, clearWithheld, hasConsent, readConsent, writeConsentedCookie } from '@/lib/consent/consent.ts';
import { SESSION_MINUTES } from './ids.ts';

export const RECOMMENDATION_CLICK_KEY = 'recommendationClick';
export const RECOMMENDATION_CLICK_MAX_AGE_SECONDS = SESSION_MINUTES * 60;

const PLACEMENTS: readonly Placement[] = ['item_page', 'add_to_cart_page', 'purchase_complete_page'];

export interface RecommendationClick {
  placement: Placement;
  productNumber: string;
}

export const formatRecommendationClick = (click: RecommendationClick) => `${click.placement}:${click.productNumber}`;

export function parseRecommendationClick(value: string | null | undefined): RecommendationClick | null {
  const match = /^([a-z_]+):([A-Za-z0-9]{1,24})$/.exec(value ?? '');
  const placement = match?.[1] as Placement | undefined;
  if (!match?.[2] || !placement || !PLACEMENTS.includes(placement)) return null;
  return { placement, productNumber: match[2] };
}

type ClickStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** Keeps the click (cookie and storage) with consent; true when kept. Without consent removes what is there. */
export function rememberRecommendationClick(
  click: RecommendationClick,
  storage: ClickStorage,
  consent: Consent = readConsent(),
): boolean {
  if (!hasConsent(consent, 4)) {
    clearWithheld(consent, storage);
    return false;
  }
  const value = formatRecommendationClick(click);
  writeConsentedCookie(4, RECOMMENDATION_CLICK_KEY, value, RECOMMENDATION_CLICK_MAX_AGE_SECONDS, consent);
  storage.setItem(RECOMMENDATION_CLICK_KEY, value);
  return true;
}

/** The click last followed, from storage or else the cookie; null without consent (and then both are removed). */
export function readRecommendationClick(
  storage: ClickStorage,
  consent: Consent = readConsent(),
): RecommendationClick | null {
  if (!hasConsent(consent, 4)) {
    clearWithheld(consent, storage);
    return null;
  }
  return (
    parseRecommendationClick(storage.getItem(RECOMMENDATION_CLICK_KEY)) ??
    parseRecommendationClick(readClientCookie(RECOMMENDATION_CLICK_KEY))
  );
}

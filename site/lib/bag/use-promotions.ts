'use client';
// The bag's eligible and potential promotions (POST promotions, spec §7), asked again whenever the bag's goods, lines,
// the shopper or the proactive-offer answer change. A failure only hides the list (§8: most failures only log).
import { useAtomValue } from 'jotai';
import useSWR from 'swr';
import { readClientCookie } from '@/lib/auth-client/cookies.ts';
import { useSession } from '@/lib/auth-client/use-session.ts';
import { fetcher } from '@/lib/client/fetcher.ts';
import { browserStorage } from '@/lib/client/storage.ts';
import type { Cart } from './client-api.ts';
import {
  CREDIT_REGISTRATION_KEY,
  LOYALTY_OPTED_IN_COOKIE,
  PROMOTIONS_URL,
  type PromotionCustomer,
  type PromotionSummary,
  promotionIndicators,
  promotionsRequest,
} from './promotions.ts';
import { proactiveOfferRejectedAtom } from './state.ts';

export interface PromotionsAnswer {
  code: string;
  eligiblePromotions: PromotionSummary[];
  potentialPromotions: PromotionSummary[];
}

const quiet = { revalidateOnFocus: false, shouldRetryOnError: false, keepPreviousData: true } as const;

function browserFlags() {
  const creditRegistration = Boolean(browserStorage('local').getItem(CREDIT_REGISTRATION_KEY));
  return { creditRegistration, loyaltyOptedInCookie: readClientCookie(LOYALTY_OPTED_IN_COOKIE) === 'true' };
}

/**
 * The signed-in customer's record (GET /api/customer) for the bag's indicators, or null for a guest; `known` once
 * the session (and for a customer the record) has answered.
 */
export function useShopperRecord(): { customer: PromotionCustomer | null; known: boolean } {
  const session = useSession();
  const customer = useSWR<PromotionCustomer>(session.isSignedIn ? '/api/customer' : null, fetcher, quiet);
  const known =
    !session.isLoading && (!session.isSignedIn || customer.data !== undefined || customer.error !== undefined);
  return { customer: customer.data ?? null, known };
}

export function usePromotions(cart: Cart | undefined, tradingTitle: string) {
  const { customer, known } = useShopperRecord();
  const rejected = useAtomValue(proactiveOfferRejectedAtom);
  const ready = cart !== undefined && cart.cartEntries.length > 0 && known;
  const body =
    ready && typeof window !== 'undefined'
      ? JSON.stringify(promotionsRequest(cart, tradingTitle, promotionIndicators(customer, browserFlags()), rejected))
      : null;
  const answer = useSWR<PromotionsAnswer>(
    body ? [PROMOTIONS_URL, body] : null,
    ([url, json]: [string, string]) => fetcher<PromotionsAnswer>(url, { method: 'POST', body: json }),
    quiet,
  );
  // Answered (or failed) for this bag, or nothing to ask: the bag page waits for this before it first shows.
  const settled =
    cart !== undefined &&
    (cart.cartEntries.length === 0 || (known && (answer.data !== undefined || answer.error !== undefined)));
  return { promotions: body ? answer.data : undefined, error: answer.error, settled };
}

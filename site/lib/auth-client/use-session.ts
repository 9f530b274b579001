'use client';
// The signed-in state for client components: the profile (GET /api/auth/me, 204 = guest), the customer details
// (fetched once per sign-in) and, for credit-account customers only, the credit details.
import useSWR from 'swr';
import { fetcher } from '@/lib/client/fetcher.ts';
import type { Profile } from './flags.ts';

export const ME_KEY = '/api/auth/me';

export function useSession() {
  const { data, error, isLoading, mutate } = useSWR<Profile | undefined>(ME_KEY, fetcher, {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
  return { profile: data ?? null, isLoading, error, refresh: mutate, isSignedIn: Boolean(data) };
}

export interface CustomerSummary {
  customerReferenceAccountId: string;
  firstname: string;
  lastname: string;
  creditAccount: boolean;
  loyaltyOptIn: 'OPTED_IN' | 'NOT_OPTED_IN';
  accountTradingTitleId: string;
}

export function useCustomer(signedIn: boolean) {
  return useSWR<CustomerSummary>(signedIn ? '/api/customer' : null, fetcher, {
    revalidateOnFocus: false,
    revalidateIfStale: false,
    revalidateOnReconnect: false,
  });
}

export function useCreditDetails(customer: CustomerSummary | undefined) {
  return useSWR(customer?.creditAccount ? '/api/checkout/creditDetails' : null, fetcher, {
    revalidateOnFocus: false,
    revalidateIfStale: false,
  });
}

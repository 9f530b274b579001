'use client';
// The bag's way to the credit eligibility check: for guests (sign-in comes first) and cash customers, never for a
// customer who already has the brand's credit account.
import Link from '@/components/link/link.tsx';
import { useCustomer, useSession } from '@/lib/auth-client/use-session.ts';

export function EligibilityLink({ creditBrandName }: { creditBrandName: string }) {
  const session = useSession();
  const customer = useCustomer(session.isSignedIn);
  if (session.isLoading || customer.data?.creditAccount) return null;
  return (
    <>
      {' '}
      <Link href="/credit-eligibility" data-testid="eligibility-link">
        Check if you’re eligible for {creditBrandName}
      </Link>{' '}
      (it won’t affect your credit score).
    </>
  );
}

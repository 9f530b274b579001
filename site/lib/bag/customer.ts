// The one place the bag and saved items learn who the shopper is: the signed-in session's customer id
// (customerReferenceAccountId), or null for a guest. Route tests sign in through a real session (`actAs`,
// lib/bag/route-test-kit.ts).
import { getSession } from '@/lib/session/session.ts';

export async function currentCustomerId(request: Request): Promise<string | null> {
  return (await getSession(request))?.customerId ?? null;
}

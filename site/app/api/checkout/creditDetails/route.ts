import { getCreditDetails } from '@shop/commerce/customers/credit-details';
import { getReadyDb } from '@shop/commerce/db/client';
import { json, RouteError, route } from '@/lib/http/route.ts';
import { requireSession } from '@/lib/session/require.ts';

/** GET /api/checkout/creditDetails: the signed-in credit customer's agreement and statement details. */
export const GET = route(async (request) => {
  const session = await requireSession(request);
  const details = await getCreditDetails(await getReadyDb(), session.customerId);
  if (!details) throw new RouteError(404, 'CREDIT_ACCOUNT_NOT_FOUND', 'No credit account was found for this customer.');
  return json(details);
});

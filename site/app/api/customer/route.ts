import { getCustomerDetails } from '@shop/commerce/customers/details';
import { getReadyDb } from '@shop/commerce/db/client';
import { json, RouteError, route } from '@/lib/http/route.ts';
import { requireSession } from '@/lib/session/require.ts';

/** GET /api/customer: the signed-in customer's details (spec §3). Only ever the session's own customer. */
export const GET = route(async (request) => {
  const session = await requireSession(request);
  const details = await getCustomerDetails(await getReadyDb(), session.customerId);
  if (!details) throw new RouteError(404, 'CUSTOMER_NOT_FOUND', 'Sorry, something went wrong. Please try again later.');
  return json(details);
});

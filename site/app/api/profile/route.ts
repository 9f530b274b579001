import { getCustomerDetails } from '@shop/commerce/customers/details';
import {
  contactPreferencesInput,
  getContactPreferences,
  updateContactPreferences,
} from '@shop/commerce/customers/preferences';
import { getReadyDb } from '@shop/commerce/db/client';
import { GENERIC_ERROR_MESSAGE, json, RouteError, readJson, route } from '@/lib/http/route.ts';
import { requireSession } from '@/lib/session/require.ts';

/** GET /api/profile: the customer's details plus their contact preferences. */
export const GET = route(async (request) => {
  const session = await requireSession(request);
  const db = await getReadyDb();
  const [details, contactPreferences] = await Promise.all([
    getCustomerDetails(db, session.customerId),
    getContactPreferences(db, session.customerId),
  ]);
  if (!details || !contactPreferences) throw new RouteError(404, 'CUSTOMER_NOT_FOUND', GENERIC_ERROR_MESSAGE);
  return json({ ...details, contactPreferences });
});

/** PUT /api/profile {contact preferences}: same-origin only (CSRF), the session's own customer only. */
export const PUT = route(async (request) => {
  const session = await requireSession(request);
  const input = await readJson(request, contactPreferencesInput.strict());
  const result = await updateContactPreferences(await getReadyDb(), session.customerId, input);
  if (!result.ok && result.code === 'VERSION_CONFLICT') {
    throw new RouteError(
      409,
      'VERSION_CONFLICT',
      'Your preferences were changed elsewhere. Please review them and save again.',
    );
  }
  if (!result.ok) throw new RouteError(404, 'CUSTOMER_NOT_FOUND', GENERIC_ERROR_MESSAGE);
  return json({ code: 'SUCCESS', contactPreferences: result.preferences });
});

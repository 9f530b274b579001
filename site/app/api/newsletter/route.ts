import { getReadyDb } from '@shop/commerce/db/client';
import { subscribeToNewsletter } from '@shop/commerce/newsletter';
import { z } from 'zod';
import { json, RouteError, readJson, requestBrand, route } from '@/lib/http/route.ts';

const body = z.object({ email: z.string().max(320) });

const NEWSLETTER_SUBSCRIBED_MESSAGE = 'Thanks for signing up. Look out for our emails in your inbox.';
const NEWSLETTER_INVALID_EMAIL_MESSAGE = 'Enter an email address in the correct format, like name@example.com';

/**
 * POST /api/newsletter {email}: signs the address up to this brand's newsletter. The answer is the same whether or
 * not the address was already subscribed, so it never reveals who is on the list.
 */
export const POST = route(async (request) => {
  const brand = requestBrand(request);
  const { email } = await readJson(request, body);
  const result = await subscribeToNewsletter(await getReadyDb(), { brandCode: brand.code, email });
  if (!result.ok) throw new RouteError(400, 'INVALID_EMAIL', NEWSLETTER_INVALID_EMAIL_MESSAGE);
  return json({ code: 'SUBSCRIBED', message: NEWSLETTER_SUBSCRIBED_MESSAGE });
});

import { z } from 'zod';
import { json, readQuery, requestBrand, route } from '@/lib/http/route.ts';
import { startSignIn } from '@/lib/session/flow.ts';
import { clientAddress, RateLimit } from '@/lib/session/rate-limit.ts';

const query = z.object({ redirectTo: z.string().max(2048).optional(), register: z.enum(['true', 'false']).optional() });
// 30 a minute per client address, counted across every node (the commerce database).
const limit = new RateLimit({ scope: 'sign-in', limit: 30, windowMs: 60_000 });

/** GET /api/sign-in?redirectTo={current page}[&register=true]: to the identity provider, then back to that page. */
export const GET = route(async (request) => {
  const brand = requestBrand(request);
  const wait = await limit.hit(clientAddress(request));
  if (wait > 0) {
    return json(
      { code: 'TOO_MANY_REQUESTS', message: 'Too many sign-in attempts. Please wait a moment and try again.' },
      { status: 429, headers: { 'retry-after': String(wait) } },
    );
  }
  const { redirectTo, register } = readQuery(request, query);
  return startSignIn(request, brand, { redirectTo, register: register === 'true' });
});

import { z } from 'zod';
import { RouteError, readQuery, route } from '@/lib/http/route.ts';
import { signOut } from '@/lib/session/flow.ts';

const query = z.object({ redirectTo: z.string().max(2048).optional() });

/**
 * GET /api/sign-out?redirectTo={page} (the spec's method). Another site cannot sign a shopper out through a link or
 * image: a browser marks those requests cross-site.
 */
export const GET = route(async (request) => {
  if (request.headers.get('sec-fetch-site') === 'cross-site') {
    throw new RouteError(403, 'CSRF_ORIGIN_MISMATCH', 'This request did not come from this shop.');
  }
  return signOut(request, readQuery(request, query).redirectTo);
});

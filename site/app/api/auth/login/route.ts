import { z } from 'zod';
import { readQuery, route } from '@/lib/http/route.ts';
import { redirect } from '@/lib/session/flow.ts';
import { safeRedirectPath } from '@/lib/session/redirect.ts';

const query = z.object({ redirectTo: z.string().max(2048).optional(), returnTo: z.string().max(2048).optional() });

/** GET /api/auth/login: the session endpoint's name for starting sign-in; same as /api/sign-in. */
export const GET = route(async (request) => {
  const { redirectTo, returnTo } = readQuery(request, query);
  const target = safeRedirectPath(redirectTo ?? returnTo);
  return redirect(`/api/sign-in?redirectTo=${encodeURIComponent(target)}`, [], 307);
});

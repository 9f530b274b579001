import { z } from 'zod';
import { readQuery, route } from '@/lib/http/route.ts';
import { redirect } from '@/lib/session/flow.ts';
import { signedOutLanding } from '@/lib/session/redirect.ts';

const query = z.object({ state: z.string().max(2048).optional() });

/** GET /api/sign-out/complete?state={page}: back from the provider's sign-out; the page then clears local data. */
export const GET = route(async (request) => redirect(signedOutLanding(readQuery(request, query).state)));

import { requestBrand, route } from '@/lib/http/route.ts';
import { completeSignIn } from '@/lib/session/flow.ts';

/** GET /api/callback: the identity provider's redirect back with an authorization code. */
export const GET = route(async (request) => completeSignIn(request, requestBrand(request)));

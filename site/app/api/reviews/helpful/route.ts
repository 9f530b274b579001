import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { json, readJson, route } from '@/lib/http/route.ts';
import { reviewsProvider, withReviews } from '@/lib/reviews/provider.ts';
import { isSecureRequest, readCookie, serializeCookie } from '@/lib/session/cookies.ts';
import { getSession } from '@/lib/session/session.ts';

/** A guest's voter id: only so one browser counts once per review (set when the shopper votes, never before). */
const VOTER_COOKIE = 'review_voter';
const YEAR_SECONDS = 365 * 24 * 3600;

const body = z.strictObject({
  reviewId: z.string().regex(/^[A-Za-z0-9_-]{1,80}$/),
  vote: z.enum(['helpful', 'unhelpful']),
});

/** POST /api/reviews/helpful: "Was this review helpful?" once per shopper (signed in) or browser (guest). */
export const POST = route(async (request) => {
  const { reviewId, vote } = await readJson(request, body);
  const session = await getSession(request);
  const cookie = readCookie(request.headers.get('cookie'), VOTER_COOKIE);
  const guest = cookie && /^[A-Za-z0-9_-]{22}$/.test(cookie) ? cookie : randomBytes(16).toString('base64url');
  const voterId = session ? `c-${session.customerId}` : `g-${guest}`;
  const counts = await withReviews(() => reviewsProvider().vote(reviewId, vote, voterId));
  const headers = new Headers();
  if (!session && guest !== cookie)
    headers.append(
      'set-cookie',
      serializeCookie(VOTER_COOKIE, guest, { maxAge: YEAR_SECONDS, httpOnly: true, secure: isSecureRequest(request) }),
    );
  return json(counts, { headers });
});

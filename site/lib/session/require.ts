// For data routes: the signed-in customer of this request, or a 401 (the client's fetcher then sends the shopper to
// sign-in and back).
import 'server-only';
import { RouteError } from '@/lib/http/route.ts';
import { getSession, type Session } from './session.ts';

export const SIGN_IN_REQUIRED_MESSAGE = 'Please sign in to continue.';

export async function requireSession(request: Request): Promise<Session> {
  const session = await getSession(request);
  if (!session) throw new RouteError(401, 'UNAUTHORISED', SIGN_IN_REQUIRED_MESSAGE);
  return session;
}

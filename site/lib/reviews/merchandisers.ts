// Who may moderate reviews: the signed-in accounts named in MERCHANDISER_CUSTOMER_IDS (comma-separated identity ids).
// Unset means nobody: moderation fails closed.
import 'server-only';
import type { Session } from '@/lib/session/session.ts';

export function isMerchandiser(session: Session | null, env: NodeJS.ProcessEnv = process.env): boolean {
  if (!session) return false;
  const ids = (env.MERCHANDISER_CUSTOMER_IDS ?? '')
    .split(',')
    .map((id) => id.trim())
    .filter(Boolean);
  return ids.includes(session.customerId);
}

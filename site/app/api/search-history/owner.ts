import type { HistoryOwner } from '@shop/commerce/search-history';
import { z } from 'zod';
import { RouteError, readQuery, requestBrand } from '@/lib/http/route.ts';
import { requireSession } from '@/lib/session/require.ts';

export const FORBIDDEN_MESSAGE = 'You can only see and change your own search history.';

const accountQuery = z.object({ accountId: z.string().min(1).max(64) });

/**
 * The one place search-history routes decide whose history a request may touch: the signed-in customer's own, on
 * this brand. A guest gets 401 (the fetcher sends them to sign-in); another account's id gets 403.
 */
export async function historyOwner(request: Request): Promise<HistoryOwner> {
  const brand = requestBrand(request);
  const { accountId } = readQuery(request, accountQuery);
  const session = await requireSession(request);
  if (session.customerId !== accountId) {
    throw new RouteError(403, 'FORBIDDEN', FORBIDDEN_MESSAGE, { error: FORBIDDEN_MESSAGE });
  }
  return { accountId, brandCode: brand.code };
}

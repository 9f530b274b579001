import { getReadyDb } from '@shop/commerce/db/client';
import { getSearchHistory } from '@shop/commerce/search-history';
import { json, route } from '@/lib/http/route.ts';
import { historyOwner } from '../owner.ts';

/** GET /api/search-history/history?accountId=: the account's recent terms (term → timestamp, newest five). */
export const GET = route(async (request) => {
  const owner = await historyOwner(request);
  return json(await getSearchHistory(await getReadyDb(), owner));
});

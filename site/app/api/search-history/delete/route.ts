import { getReadyDb } from '@shop/commerce/db/client';
import { deleteSearchHistoryTerm } from '@shop/commerce/search-history';
import { z } from 'zod';
import { json, readQuery, route } from '@/lib/http/route.ts';
import { historyOwner } from '../owner.ts';

const query = z.object({ term: z.string().min(1).max(200) });

/** DELETE /api/search-history/delete?accountId=&term=: removes one term; answers the remaining history. */
export const DELETE = route(async (request) => {
  const owner = await historyOwner(request);
  const { term } = readQuery(request, query);
  return json(await deleteSearchHistoryTerm(await getReadyDb(), owner, term));
});

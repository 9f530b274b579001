import { getReadyDb } from '@shop/commerce/db/client';
import { updateSearchHistory } from '@shop/commerce/search-history';
import { z } from 'zod';
import { json, readJson, route } from '@/lib/http/route.ts';
import { historyOwner } from '../owner.ts';

// The body is the history map: term → timestamp (ms). Bounded so a hostile body cannot make the merge expensive.
const body = z
  .record(z.string().min(1).max(200), z.number().int().nonnegative().max(8_640_000_000_000_000))
  .refine((map) => Object.keys(map).length <= 50, 'at most 50 terms');

/** PUT /api/search-history/update?accountId=: merges the map into the account's history; answers the newest five. */
export const PUT = route(async (request) => {
  const owner = await historyOwner(request);
  const history = await readJson(request, body);
  return json(await updateSearchHistory(await getReadyDb(), owner, history));
});

import { z } from 'zod';
import { json, readQuery, requestBrand, route } from '@/lib/http/route.ts';
import { SUGGEST_CACHE_CONTROL, suggestAnswer } from '@/lib/search/suggest-answer.ts';

// Any text is a valid query: the commerce layer truncates and cleans it, so hostile input just finds nothing.
const query = z.object({ q: z.string().optional().default('') });

/**
 * GET /api/search-suggest?q=: up to 5 terms and 5 products once the query has 3 characters (spec §9). In production
 * the site server (`server.ts`) answers this path itself with the same `suggestAnswer`; this handler serves it under
 * `next dev` and any other way of running the app.
 */
export const GET = route(async (request) => {
  const brand = requestBrand(request);
  const { q } = readQuery(request, query);
  return json(await suggestAnswer(brand.code, q), { headers: { 'cache-control': SUGGEST_CACHE_CONTROL } });
});

// The site server's fast path for autosuggest. A shopper's typing sends a request per pause; at 50 at once the
// App Router's per-request pipeline (proxy, routing, request and response objects, ~2 ms of CPU each on this
// machine) queues them behind each other, while the answer itself comes from memory in microseconds. So the server
// answers `GET|HEAD /api/search-suggest` with plain Node.js objects and hands every other request to Next.js.
// The answer, headers and status are the route handler's (`app/api/search-suggest/route.ts`): both call
// `suggestAnswer`, and a test compares them.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createLogger } from '@shop/runtime/log';
import { resolveBrand } from '../brand-host.ts';
import { pathOf, sendJson } from '../http/node-answer.ts';
import { GENERIC_ERROR_MESSAGE } from '../http/route.ts';
import { SUGGEST_CACHE_CONTROL, SUGGEST_PATH, suggestAnswer } from './suggest-answer.ts';

const log = createLogger('site').child({ component: 'search-suggest' });

/**
 * Answers the request when it is an autosuggest call for a known brand and returns true; otherwise returns false
 * and leaves the request untouched (unknown hosts, other methods and paths go to Next.js, which answers them as
 * for any route).
 */
export function handleSuggestRequest(request: IncomingMessage, response: ServerResponse): boolean {
  const method = request.method ?? 'GET';
  if (method !== 'GET' && method !== 'HEAD') return false;
  if (pathOf(request) !== SUGGEST_PATH) return false;
  const brand = resolveBrand(request.headers.host);
  if (!brand) return false;
  // URLSearchParams never throws: malformed escapes are kept as typed, like the route handler's `URL` parsing.
  const url = request.url ?? '';
  const queryAt = url.indexOf('?');
  const q = queryAt === -1 ? '' : (new URLSearchParams(url.slice(queryAt + 1)).get('q') ?? '');
  suggestAnswer(brand.code, q)
    .then(
      (answer) => sendJson(response, method, 200, answer, SUGGEST_CACHE_CONTROL),
      (error: unknown) => {
        log.error({ err: error, method, path: SUGGEST_PATH }, 'search suggestions failed');
        sendJson(
          response,
          method,
          500,
          { code: 'INTERNAL_SERVER_ERROR', message: GENERIC_ERROR_MESSAGE },
          'private, no-store',
        );
      },
    )
    // A failure while writing (the socket went away mid-answer) must not become an unhandled rejection.
    .catch((error: unknown) => {
      log.error({ err: error, method, path: SUGGEST_PATH }, 'search suggestions: the answer could not be written');
      response.destroy();
    });
  return true;
}

// What the site server's own answers (before Next.js: lib/http/api-host.ts, lib/search/suggest-server.ts) share,
// on plain Node.js request and response objects.
import type { IncomingMessage, ServerResponse } from 'node:http';

/** The path of a request's URL, without its query. */
export function pathOf(request: IncomingMessage): string {
  const url = request.url ?? '';
  const queryAt = url.indexOf('?');
  return queryAt === -1 ? url : url.slice(0, queryAt);
}

/** A JSON answer with its length and cache policy; a HEAD request gets the headers only. */
export function sendJson(
  response: ServerResponse,
  method: string,
  status: number,
  body: unknown,
  cacheControl: string,
): void {
  const text = JSON.stringify(body);
  response.writeHead(status, {
    'content-type': 'application/json',
    'content-length': Buffer.byteLength(text),
    'cache-control': cacheControl,
  });
  response.end(method === 'HEAD' ? undefined : text);
}

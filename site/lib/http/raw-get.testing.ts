// Tests' plain HTTP: a request with the whole answer as bytes (fetch would decode the body and hide Content-Length), and
// a server standing in for the site server in front of Next.js.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

export function rawRequest(
  url: string,
  options: { method?: string; headers?: http.OutgoingHttpHeaders; body?: string | Buffer } = {},
) {
  return new Promise<RawAnswer>((resolve, reject) => {
    const request = http.request(url, { method: options.method ?? 'GET', headers: options.headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
      );
    });
    request.on('error', reject);
    request.end(options.body);
  });
}

export interface StandInServer {
  port: number;
  close(): Promise<void>;
}

/**
 * A server on 127.0.0.1 that gives each request to `own` (a fast path of the site server) and answers what it leaves
 * as "Next.js" would, stood in for by a 418 naming the request: a fast path's test sees both what it answers and what
 * it passes on.
 */
export async function listenBeforeNext(
  own: (request: http.IncomingMessage, response: http.ServerResponse) => boolean,
): Promise<StandInServer> {
  const server = http.createServer((request, response) => {
    if (own(request, response)) return;
    request.resume();
    response.writeHead(418, { 'content-type': 'text/plain' });
    response.end(`next: ${request.method} ${request.url}`);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

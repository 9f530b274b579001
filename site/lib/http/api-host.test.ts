import http, { type Server } from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refuseUnknownShopApi } from './api-host.ts';
import { rawRequest } from './raw-get.testing.ts';

// The site server's guard in front of Next.js, on a real HTTP server: what it refuses is answered here, what it lets
// through reaches the next handler (a 200 "next" here, Next.js in site/server.ts).
let server: Server;
let port: number;
beforeAll(async () => {
  server = http.createServer((request, response) => {
    if (refuseUnknownShopApi(request, response)) return;
    response.writeHead(200, { 'content-type': 'text/plain' }).end('next');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

async function call(method: string, path: string, host: string) {
  const answer = await rawRequest(`http://127.0.0.1:${port}${path}`, { method, headers: { host } });
  return {
    status: answer.status,
    type: answer.headers['content-type'],
    cache: answer.headers['cache-control'],
    body: answer.body.toString('utf8'),
  };
}

/** A request line with no Host header at all (HTTP/1.0), written on the socket as is. */
function hostless(path: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.end(`GET ${path} HTTP/1.0\r\n\r\n`));
    let text = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      text += chunk;
    });
    socket.on('end', () => resolve(text));
    socket.on('error', reject);
  });
}

describe('an API call to a host that is none of the shops', () => {
  it('is refused with 404 BRAND_NOT_FOUND as JSON, whatever the method and path', async () => {
    for (const [method, path] of [
      ['GET', '/api/shop/bag'],
      ['POST', '/api/shop/bag/addToBag'],
      ['GET', '/api/search-suggest?q=dress'],
      ['GET', '/api/health-x'],
      ['DELETE', '/api/reviews/helpful'],
    ] as const) {
      const answer = await call(method, path, 'evil.example');
      expect(answer.status, `${method} ${path}`).toBe(404);
      expect(answer.type).toBe('application/json');
      expect(answer.cache).toBe('private, no-store');
      expect(JSON.parse(answer.body)).toEqual({
        code: 'BRAND_NOT_FOUND',
        message: 'This address is not one of our shops.',
      });
    }
    expect((await call('HEAD', '/api/shop/bag', 'evil.example')).body).toBe('');
  });

  it('passes the health probes on any host, and every call to a shop’s host', async () => {
    for (const path of ['/api/health', '/api/health/live', '/api/health/ready?full=1']) {
      expect((await call('GET', path, '10.0.0.7:3000')).body, path).toBe('next');
    }
    for (const host of ['dal.localhost:3000', 'ihm.localhost', '127.0.0.1:3000']) {
      expect((await call('POST', '/api/shop/bag/addToBag', host)).body, host).toBe('next');
    }
  });

  it('leaves pages and static files alone (the proxy and Next.js answer those)', async () => {
    expect((await call('GET', '/', 'evil.example')).body).toBe('next');
    expect((await call('GET', '/_next/static/chunks/a.js', 'evil.example')).body).toBe('next');
  });

  it('is refused when the request names no host at all', async () => {
    expect(await hostless('/api/shop/bag')).toMatch(/^HTTP\/1\.1 404 /);
  });
});

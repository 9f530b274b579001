// The server's autosuggest fast path answers exactly what the route handler answers (status, body, cache headers),
// and leaves everything else to Next.js.
import http from 'node:http';
import { captureLogs, type LogRecord } from '@shop/runtime/log-capture';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { GET as routeGet } from '@/app/api/search-suggest/route.ts';
import { call, openRouteTestDb, type RouteTestDb } from '@/lib/bag/route-test-kit.ts';
import { listenBeforeNext, type StandInServer } from '@/lib/http/raw-get.testing.ts';
import { GENERIC_ERROR_MESSAGE } from '@/lib/http/route.ts';
import { handleSuggestRequest } from './suggest-server.ts';

vi.setConfig({ testTimeout: 30_000 });

const logged: LogRecord[] = [];
beforeAll(() => captureLogs(logged));

let t: RouteTestDb;
let server: StandInServer;
let port: number;

beforeAll(async () => {
  t = await openRouteTestDb();
  server = await listenBeforeNext(handleSuggestRequest);
  port = server.port;
}, 180_000);

afterAll(async () => {
  await server?.close();
  await t?.dispose();
});

/** A request with the brand's Host header (fetch would send its own). */
function viaServer(pathAndQuery: string, options: { method?: string; host?: string } = {}): Promise<Response> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        path: pathAndQuery,
        method: options.method ?? 'GET',
        headers: { host: options.host ?? 'dal.localhost:3000' },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const headers = new Headers();
          for (const [name, value] of Object.entries(response.headers)) {
            if (typeof value === 'string') headers.set(name, value);
          }
          resolve(new Response(Buffer.concat(chunks), { status: response.statusCode ?? 0, headers }));
        });
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end();
  });
}

describe('autosuggest fast path', () => {
  it('answers every kind of query exactly as the route handler does', async () => {
    const queries = [
      '',
      'dr',
      'dre',
      'dress',
      'DRESS',
      'floral%20dre',
      'floral+dre',
      'dresss',
      encodeURIComponent("'%_(.*)+".repeat(1200)),
      '%E0%A4%A',
      'a+b%20c',
    ];
    for (const q of queries) {
      const path = `/api/search-suggest?q=${q}`;
      const fast = await viaServer(path);
      const routed = await call(routeGet, 'GET', path);
      expect(fast.status, q).toBe(routed.status);
      expect(fast.headers.get('cache-control'), q).toBe(routed.headers.get('cache-control'));
      expect(fast.headers.get('content-type'), q).toContain('application/json');
      expect(await fast.json(), q).toEqual(await routed.json());
    }
    const dress = (await (await viaServer('/api/search-suggest?q=dress')).json()) as { products: unknown[] };
    expect(dress.products.length).toBeGreaterThan(0);
  });

  it('answers each brand from its own catalogue', async () => {
    const dal = await (await viaServer('/api/search-suggest?q=dress')).json();
    const other = await (await viaServer('/api/search-suggest?q=dress', { host: 'fw.localhost:3000' })).json();
    expect(other).toEqual(await (await call(routeGet, 'GET', '/api/search-suggest?q=dress', { brand: 'fw' })).json());
    expect(other).not.toEqual(dal);
  });

  it('answers HEAD with the headers and no body', async () => {
    const head = await viaServer('/api/search-suggest?q=dress', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(Number(head.headers.get('content-length'))).toBeGreaterThan(0);
    expect(await head.text()).toBe('');
  });

  it('leaves other methods, paths and unknown hosts to Next.js', async () => {
    for (const [path, options] of [
      ['/api/search-suggest?q=dress', { method: 'POST' }],
      ['/api/search-suggest/?q=dress', {}],
      ['/api/search-suggestions?q=dress', {}],
      ['/API/search-suggest?q=dress', {}],
      ['/api/search-suggest?q=dress', { host: 'evil.example' }],
    ] as const) {
      const response = await viaServer(path, options);
      expect(response.status, `${path} ${JSON.stringify(options)}`).toBe(418);
    }
  });

  it('answers a failure with the generic message, never stored by a cache', async () => {
    // The database fails the query: a query of two words not asked before is not answered from memory.
    const execute = vi.spyOn(t.db, 'execute').mockRejectedValue(new Error('database gone'));
    logged.length = 0;
    const failed = await viaServer('/api/search-suggest?q=navy+dress').finally(() => execute.mockRestore());
    expect(failed.status).toBe(500);
    expect(failed.headers.get('cache-control')).toBe('private, no-store');
    expect(await failed.json()).toEqual({ code: 'INTERNAL_SERVER_ERROR', message: GENERIC_ERROR_MESSAGE });
    expect(logged).toEqual([
      expect.objectContaining({
        level: 'error',
        component: 'search-suggest',
        msg: 'search suggestions failed',
        err: expect.objectContaining({ message: 'database gone' }),
      }),
    ]);
  });
});

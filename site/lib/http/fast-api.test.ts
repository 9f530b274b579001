// The server's fast path for the bag's busiest calls answers what Next.js answers with the same route handlers (it
// calls them): status, body, cache policy and cookies, for successes and refusals alike; everything else reaches
// Next.js.
import net from 'node:net';
import { gunzipSync } from 'node:zlib';
import { decryptCartId } from '@shop/commerce/bag/cart-id';
import { type FixtureOption, pickOptions } from '@shop/commerce/bag/fixture';
import { captureLogs, type LogRecord } from '@shop/runtime/log-capture';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { GET as routeGetBag } from '@/app/api/shop/bag/route.ts';
import {
  addToBagBody,
  call,
  cookieOf,
  openRouteTestDb,
  type RouteTestDb,
  sessionCookieFor,
} from '@/lib/bag/route-test-kit.ts';
import { acceptsGzip, type FastRoutes, handleFastApi, loadFastApi } from './fast-api.ts';
import { listenBeforeNext, rawRequest, type StandInServer } from './raw-get.testing.ts';
import { MAX_BODY_BYTES } from './route.ts';

vi.setConfig({ testTimeout: 30_000 });

const logged: LogRecord[] = [];
beforeAll(() => captureLogs(logged));

let t: RouteTestDb;
let server: StandInServer;
let port: number;
let routes: FastRoutes;
let items: FixtureOption[];

beforeAll(async () => {
  t = await openRouteTestDb();
  items = await pickOptions(t.db, 'dal', 3);
  routes = await loadFastApi();
  server = await listenBeforeNext((request, response) => handleFastApi(routes, request, response));
  port = server.port;
}, 180_000);

afterAll(async () => {
  await server?.close();
  await t?.dispose();
});

interface Sent {
  method?: string;
  body?: string | Buffer;
  headers?: Record<string, string>;
}

/** A same-origin browser's request to dal through the server, with its Set-Cookies kept apart. */
async function viaServer(path: string, sent: Sent = {}): Promise<{ response: Response; cookies: string[] }> {
  const host = 'dal.localhost:3000';
  const method = sent.method ?? 'GET';
  const headers: Record<string, string> = { host, ...(method === 'GET' ? {} : { origin: `http://${host}` }) };
  if (sent.body !== undefined) headers['content-type'] = 'application/json';
  Object.assign(headers, sent.headers);
  const answer = await rawRequest(`http://127.0.0.1:${port}${path}`, { method, headers, body: sent.body });
  const out = new Headers();
  for (const [name, value] of Object.entries(answer.headers)) {
    if (typeof value === 'string') out.set(name, value);
  }
  return {
    response: new Response(new Uint8Array(answer.body), { status: answer.status, headers: out }),
    cookies: answer.headers['set-cookie'] ?? [],
  };
}

const item = (i: number) => items[i] as FixtureOption;
const addBody = (o: FixtureOption, extra: Record<string, unknown> = {}) => JSON.stringify(addToBagBody(o, extra));

describe('bag fast path', () => {
  it('adds, edits, counts and reads the bag as the route handlers do behind Next.js', async () => {
    const added = await viaServer('/api/shop/bag/addToBag', { method: 'POST', body: addBody(item(0)) });
    expect(added.response.status).toBe(200);
    expect(added.response.headers.get('cache-control')).toBe('private, no-store');
    expect(added.response.headers.get('content-type')).toContain('application/json');
    expect(added.cookies).toHaveLength(1);
    const cartId = cookieOf(new Response(null, { headers: [['set-cookie', added.cookies[0] as string]] }), 'cartId');
    expect(cartId?.maxAge).toBe(30 * 24 * 60 * 60);
    expect(added.cookies[0]).toContain('HttpOnly');
    expect(added.cookies[0]).not.toContain('Secure');
    const cart = (await added.response.json()) as { cartId: string; bagItemsCount: number };
    expect(cart.cartId).toBe(cartId?.value);
    expect(cart.bagItemsCount).toBe(1);
    const cookie = `cartId=${encodeURIComponent(cart.cartId)}`;

    const again = await viaServer('/api/shop/bag/addToBag', {
      method: 'PUT',
      body: addBody(item(1), { quantity: 2 }),
      headers: { cookie, 'x-forwarded-proto': 'https' },
    });
    expect(again.response.status).toBe(200);
    expect(again.cookies[0]).toContain('Secure');
    expect(((await again.response.json()) as { bagItemsCount: number }).bagItemsCount).toBe(3);

    const edited = await viaServer('/api/shop/bag/editBag', {
      method: 'PUT',
      body: addBody(item(1), { cartId: cart.cartId, quantity: 1 }),
      headers: { cookie },
    });
    expect(edited.response.status).toBe(200);

    const count = await viaServer('/api/shop/bag/cartItemCount', { headers: { cookie } });
    expect(await count.response.json()).toEqual({ code: 'SUCCESS', cartId: cart.cartId, itemCount: 2 });

    const read = await viaServer('/api/shop/bag', { headers: { cookie } });
    const routed = await call(routeGetBag, 'GET', '/api/shop/bag', { cookie });
    expect(read.response.status).toBe(routed.status);
    expect(read.response.headers.get('cache-control')).toBe(routed.headers.get('cache-control'));
    expect(read.cookies).toEqual(routed.headers.getSetCookie());
    expect(await read.response.json()).toEqual(await routed.json());
  });

  it('knows a signed-in shopper by their session, as behind Next.js', async () => {
    const session = await sessionCookieFor('fast-1');
    const added = await viaServer('/api/shop/bag/addToBag', {
      method: 'POST',
      body: addBody(item(2)),
      headers: { cookie: session },
    });
    expect(added.response.status).toBe(200);
    const { cartId } = (await added.response.json()) as { cartId: string };
    // Their bag is found from the session alone, and is not another shopper's to read.
    const count = await viaServer('/api/shop/bag/cartItemCount', { headers: { cookie: session } });
    // (sealed afresh: no cartId cookie was sent to keep)
    const counted = (await count.response.json()) as { code: string; cartId: string; itemCount: number };
    expect(counted).toMatchObject({ code: 'SUCCESS', itemCount: 1 });
    expect(decryptCartId(cartId)).toMatch(/^[0-9a-f-]{36}$/);
    expect(decryptCartId(counted.cartId)).toBe(decryptCartId(cartId));
    const stranger = await viaServer('/api/shop/bag', { headers: { cookie: `cartId=${encodeURIComponent(cartId)}` } });
    expect(stranger.response.status).toBe(404);
    expect(((await stranger.response.json()) as { code: string }).code).toBe('CART_NOT_FOUND_CUSTOMER_MISMATCH');
  });

  it('refuses what the handlers refuse, with their codes, and changes nothing', async () => {
    const notJson = await viaServer('/api/shop/bag/addToBag', {
      method: 'POST',
      body: addBody(item(0)),
      headers: { 'content-type': 'text/plain' },
    });
    expect(notJson.response.status).toBe(415);
    expect(((await notJson.response.json()) as { code: string }).code).toBe('UNSUPPORTED_MEDIA_TYPE');

    const broken = await viaServer('/api/shop/bag/addToBag', { method: 'POST', body: '{"cartId":' });
    expect(broken.response.status).toBe(400);
    expect(((await broken.response.json()) as { code: string }).code).toBe('INVALID_JSON');

    const crossSite = await viaServer('/api/shop/bag/addToBag', {
      method: 'POST',
      body: addBody(item(0)),
      headers: { origin: 'https://evil.example' },
    });
    expect(crossSite.response.status).toBe(403);
    expect(crossSite.cookies).toEqual([]);

    // A body past the limit is not held whole: cut one byte past it, it is refused as the whole would be, and the
    // connection's next request is answered.
    const huge = Buffer.alloc(MAX_BODY_BYTES * 4, 'a');
    const tooLarge = await viaServer('/api/shop/bag/addToBag', { method: 'POST', body: huge });
    expect(tooLarge.response.status).toBe(413);
    expect(((await tooLarge.response.json()) as { code: string }).code).toBe('PAYLOAD_TOO_LARGE');

    const unknown = await viaServer('/api/shop/bag/addToBag', {
      method: 'POST',
      body: addBody(item(0), { productOptionNo: 'NO-SUCH-OPTION' }),
    });
    expect(unknown.response.status).toBeGreaterThanOrEqual(400);
    expect(unknown.response.status).toBeLessThan(500);
    expect(unknown.cookies).toEqual([]);
  });

  it('gzips a bag answer for a client that takes it, as Next.js does, and only then', async () => {
    const added = await viaServer('/api/shop/bag/addToBag', { method: 'POST', body: addBody(item(0)) });
    const cookie = `cartId=${encodeURIComponent(((await added.response.json()) as { cartId: string }).cartId)}`;
    const plain = await viaServer('/api/shop/bag', { headers: { cookie } });
    const text = await plain.response.text();
    expect(text.length).toBeGreaterThan(1024);
    expect(plain.response.headers.get('content-encoding')).toBeNull();
    expect(plain.response.headers.get('vary')).toBe('Accept-Encoding');
    const zipped = await viaServer('/api/shop/bag', { headers: { cookie, 'accept-encoding': 'gzip, deflate, br' } });
    expect(zipped.response.headers.get('content-encoding')).toBe('gzip');
    const bytes = Buffer.from(await zipped.response.arrayBuffer());
    expect(Number(zipped.response.headers.get('content-length'))).toBe(bytes.length);
    expect(bytes.length).toBeLessThan(text.length);
    expect(JSON.parse(gunzipSync(bytes).toString('utf8'))).toEqual(JSON.parse(text));
    // A small answer goes as it is.
    const count = await viaServer('/api/shop/bag/cartItemCount', { headers: { cookie, 'accept-encoding': 'gzip' } });
    expect(count.response.headers.get('content-encoding')).toBeNull();
    expect(((await count.response.json()) as { itemCount: number }).itemCount).toBe(1);
  });

  it('reads Accept-Encoding as HTTP means it', () => {
    expect(acceptsGzip(undefined)).toBe(false);
    expect(acceptsGzip('')).toBe(false);
    expect(acceptsGzip('gzip')).toBe(true);
    expect(acceptsGzip('br, GZIP;q=0.5')).toBe(true);
    expect(acceptsGzip('gzip;q=0, *')).toBe(false);
    expect(acceptsGzip('identity')).toBe(false);
    expect(acceptsGzip('*')).toBe(true);
    expect(acceptsGzip('*;q=0')).toBe(false);
    expect(acceptsGzip('br')).toBe(false);
  });

  it('drops a request whose client leaves before sending its body, and goes on answering', async () => {
    logged.length = 0;
    const socket = net.connect(port, '127.0.0.1');
    await new Promise<void>((resolve) => socket.once('connect', resolve));
    socket.write(
      'POST /api/shop/bag/addToBag HTTP/1.1\r\nHost: dal.localhost:3000\r\nOrigin: http://dal.localhost:3000\r\n' +
        'Content-Type: application/json\r\nContent-Length: 500\r\n\r\n{"cartId":',
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    socket.destroy();
    await new Promise((resolve) => setTimeout(resolve, 50));
    const count = await viaServer('/api/shop/bag/cartItemCount');
    expect(count.response.status).toBe(200);
    expect(logged.filter((record) => record.level === 'error')).toEqual([]);
  });

  it('leaves other methods and paths to Next.js', async () => {
    for (const [path, method] of [
      ['/api/shop/bag/addToBag', 'GET'],
      ['/api/shop/bag', 'POST'],
      ['/api/shop/bag/', 'GET'],
      ['/api/shop/bag/cartMerge', 'PUT'],
      ['/api/shop/bag/promoCode', 'PUT'],
      ['/bag', 'GET'],
    ] as const) {
      const { response } = await viaServer(path, { method, body: method === 'GET' ? undefined : '{}' });
      expect(response.status, `${method} ${path}`).toBe(418);
    }
  });
});

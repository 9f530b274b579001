import { captureLogs, type LogRecord } from '@shop/runtime/log-capture';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { assertSameOrigin, json, RouteError, readJson, readQuery, requestBrand, route } from './route.ts';

const logged: LogRecord[] = [];
beforeAll(() => captureLogs(logged));

function request(method: string, headers: Record<string, string> = {}, body?: string): Request {
  return new Request('http://dal.localhost:3000/api/thing?a=1', { method, headers, body });
}

describe('assertSameOrigin', () => {
  it('lets reads through without an origin', () => {
    expect(() => assertSameOrigin(request('GET'))).not.toThrow();
  });

  it('accepts a write from the same origin', () => {
    const same = request('POST', { host: 'dal.localhost:3000', origin: 'http://dal.localhost:3000' });
    expect(() => assertSameOrigin(same)).not.toThrow();
    const fetchMeta = request('PUT', { host: 'dal.localhost:3000', 'sec-fetch-site': 'same-origin' });
    expect(() => assertSameOrigin(fetchMeta)).not.toThrow();
  });

  it('refuses a write from another site, another brand, or with no origin at all', () => {
    const attempts: Array<Record<string, string>> = [
      { host: 'dal.localhost:3000', origin: 'http://evil.example' },
      { host: 'dal.localhost:3000', origin: 'http://cgn.localhost:3000' },
      { host: 'dal.localhost:3000', origin: 'null' },
      { host: 'dal.localhost:3000' },
      { host: 'dal.localhost:3000', 'sec-fetch-site': 'cross-site' },
    ];
    for (const headers of attempts) {
      expect(() => assertSameOrigin(request('POST', headers))).toThrow(RouteError);
    }
  });
});

describe('readJson', () => {
  const schema = z.object({ quantity: z.number().int().min(0) });
  const post = (body: string, type = 'application/json') =>
    request('POST', { 'content-type': type, origin: 'http://dal.localhost:3000', host: 'dal.localhost:3000' }, body);

  it('returns the validated body', async () => {
    await expect(readJson(post('{"quantity":2}'), schema)).resolves.toEqual({ quantity: 2 });
  });

  it('names what is wrong with a bad body', async () => {
    await expect(readJson(post('{"quantity":-1}'), schema)).rejects.toMatchObject({
      status: 400,
      code: 'VALIDATION_ERROR',
    });
    await expect(readJson(post('{nope'), schema)).rejects.toMatchObject({ status: 400, code: 'INVALID_JSON' });
    await expect(readJson(post('{}', 'text/plain'), schema)).rejects.toMatchObject({ status: 415 });
    await expect(readJson(post(`{"quantity":1,"x":"${'a'.repeat(70_000)}"}`), schema)).rejects.toMatchObject({
      status: 413,
    });
  });
});

describe('readQuery and requestBrand', () => {
  it('validates the query string', () => {
    expect(readQuery(request('GET'), z.object({ a: z.string() }))).toEqual({ a: '1' });
    expect(() => readQuery(request('GET'), z.object({ b: z.string() }))).toThrow(RouteError);
    const repeated = new Request('http://dal.localhost:3000/api/thing?a=first&a=second');
    expect(readQuery(repeated, z.object({ a: z.string() }))).toEqual({ a: 'first' });
  });

  it('resolves the brand from the host, never from a header the client sends', () => {
    expect(requestBrand(request('GET', { host: 'ihm.localhost:3000' })).name).toBe('Inhome');
    // Without a Host header (a Request built in code), the URL's host.
    expect(requestBrand(request('GET')).code).toBe('dal');
    expect(requestBrand(request('GET', { host: 'dal.localhost:3000', 'x-brand': 'ihm' })).code).toBe('dal');
    for (const host of ['evil.example', 'dal.localhost.evil.example', 'zzz.localhost:3000']) {
      expect(() => requestBrand(request('GET', { host })), host).toThrow(
        expect.objectContaining({
          status: 404,
          code: 'BRAND_NOT_FOUND',
          message: 'This address is not one of our shops.',
        }),
      );
    }
  });
});

describe('route', () => {
  it('answers a RouteError with its status, code and message, never cached', async () => {
    const handler = route(async () => {
      throw new RouteError(409, 'CART_NOT_FOUND', 'No bag');
    });
    const response = await handler(request('GET'), {});
    expect(response.status).toBe(409);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(await response.json()).toEqual({ code: 'CART_NOT_FOUND', message: 'No bag' });
  });

  it('answers an unexpected failure with a 500 and the generic message, and logs it', async () => {
    logged.length = 0;
    const response = await route(async () => {
      throw new Error('boom');
    })(request('GET'), {});
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({
      code: 'INTERNAL_SERVER_ERROR',
      message: 'Sorry, something went wrong. Please try again later.',
    });
    expect(logged).toEqual([
      expect.objectContaining({
        level: 'error',
        component: 'route',
        msg: 'route failed',
        method: 'GET',
        err: expect.objectContaining({ type: 'Error', message: 'boom' }),
      }),
    ]);
  });

  it('refuses a cross-site write before the handler runs', async () => {
    const handler = vi.fn(async () => json({ ok: true }));
    const response = await route(handler)(request('POST', { host: 'dal.localhost:3000', origin: 'http://x.test' }), {});
    expect(response.status).toBe(403);
    expect(handler).not.toHaveBeenCalled();
  });
});

import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { jsonClient, type ProviderFailure } from './json-client.ts';

// A real HTTP server standing in for a provider: each path answers one way.
let server: Server;
let baseUrl: string;
const seen: { method?: string; key?: string; type?: string; body: string }[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      seen.push({
        method: request.method,
        key: request.headers['x-test-key'] as string | undefined,
        type: request.headers['content-type'],
        body,
      });
      const answer = (status: number, value: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(typeof value === 'string' ? value : JSON.stringify(value));
      };
      const url = new URL(request.url ?? '/', 'http://x');
      if (url.pathname === '/api/v1/echo') return answer(200, { value: body ? JSON.parse(body).value : 'none' });
      if (url.pathname === '/api/v1/form') return answer(200, { value: body });
      if (url.pathname === '/api/v1/missing') return answer(404, { error: 'not_found' });
      if (url.pathname === '/api/v1/refused') return answer(422, { error: 'bad_amount', message: 'Too much.' });
      if (url.pathname === '/api/v1/busy') return answer(503, 'Service Unavailable');
      if (url.pathname === '/api/v1/garbled') return answer(200, { value: 42 });
      if (url.pathname === '/api/v1/redirect') {
        response.writeHead(302, { location: '/api/v1/echo' });
        return response.end();
      }
      if (url.pathname === '/api/v1/slow') return setTimeout(() => answer(200, { value: 'late' }), 500);
      answer(500, {});
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

class TestError extends Error {
  readonly failure: ProviderFailure;
  constructor(failure: ProviderFailure) {
    super(failure.kind);
    this.failure = failure;
  }
}
const client = (timeoutMs = 2_000) =>
  jsonClient({ baseUrl, headers: { 'x-test-key': 'k1' }, timeoutMs, fail: (failure) => new TestError(failure) });
const valueSchema = z.object({ value: z.string() });
const failureOf = async (promise: Promise<unknown>): Promise<ProviderFailure> => {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(TestError);
  return (error as TestError).failure;
};

describe('jsonClient', () => {
  it('sends JSON with the key under the base path and answers the checked body', async () => {
    seen.length = 0;
    expect(await client().call('v1/echo', valueSchema, { body: { value: 'hello' } })).toEqual({ value: 'hello' });
    expect(await client().call('v1/echo', valueSchema)).toEqual({ value: 'none' });
    expect(seen).toEqual([
      { method: 'POST', key: 'k1', type: 'application/json', body: '{"value":"hello"}' },
      { method: 'GET', key: 'k1', type: undefined, body: '' },
    ]);
  });

  it('sends a form body as a form, with the call’s own timeout', async () => {
    seen.length = 0;
    const form = new URLSearchParams({ text: encodeURIComponent('a & b') });
    expect(await client().call('v1/form', valueSchema, { form })).toEqual({ value: 'text=a%2520%2526%2520b' });
    expect(seen[0]).toMatchObject({
      method: 'POST',
      key: 'k1',
      type: 'application/x-www-form-urlencoded;charset=UTF-8',
    });
    expect(await failureOf(client().call('v1/slow', valueSchema, { timeoutMs: 100 }))).toMatchObject({
      kind: 'unreachable',
    });
  });

  it('answers null for a 404 only when asked to', async () => {
    expect(await client().call('v1/missing', valueSchema, { nullOn404: true })).toBeNull();
    expect(await failureOf(client().call('v1/missing', valueSchema))).toEqual({
      kind: 'status',
      status: 404,
      code: 'not_found',
      message: undefined,
      body: { error: 'not_found' },
    });
  });

  it('passes on the status with the provider’s error code and message, or none when the body is not JSON', async () => {
    expect(await failureOf(client().call('v1/refused', valueSchema, { body: {} }))).toEqual({
      kind: 'status',
      status: 422,
      code: 'bad_amount',
      message: 'Too much.',
      body: { error: 'bad_amount', message: 'Too much.' },
    });
    expect(await failureOf(client().call('v1/busy', valueSchema))).toEqual({
      kind: 'status',
      status: 503,
      code: undefined,
      message: undefined,
      body: undefined,
    });
  });

  it('refuses an answer that is not the contract, a redirect and a provider slower than the timeout', async () => {
    expect(await failureOf(client().call('v1/garbled', valueSchema))).toMatchObject({
      kind: 'unreadable',
      status: 200,
    });
    expect(await failureOf(client().call('v1/redirect', valueSchema))).toMatchObject({ kind: 'unreachable' });
    expect(await failureOf(client(100).call('v1/slow', valueSchema))).toMatchObject({ kind: 'unreachable' });
  });

  it('reports a provider that is not listening as unreachable', async () => {
    const closed = jsonClient({
      baseUrl: 'http://127.0.0.1:9/',
      headers: {},
      timeoutMs: 1_000,
      fail: (failure) => new TestError(failure),
    });
    expect(await failureOf(closed.call('v1/echo', valueSchema))).toMatchObject({ kind: 'unreachable' });
  });
});

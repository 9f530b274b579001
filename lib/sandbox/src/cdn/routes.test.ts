import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { silentLogger } from '../log.ts';
import { createSandboxServer, type SandboxServer } from '../server.ts';
import { createPurgeLog } from './store.ts';

const TOKEN = 'test-cdn-token';
let dir: string;
let sandbox: SandboxServer;
let base: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'sandbox-cdn-'));
  sandbox = createSandboxServer({
    port: 0,
    logger: silentLogger,
    mail: { dir: path.join(dir, 'mail') },
    cdn: { keys: ['old-cdn-token', TOKEN] },
  });
  base = (await sandbox.listen()).url;
});

afterAll(async () => {
  await sandbox.close();
  await rm(dir, { recursive: true, force: true });
});

const purge = (body: unknown, headers: Record<string, string> = {}, service = 'shop-test') =>
  fetch(`${base}/cdn/service/${service}/purge`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'fastly-key': TOKEN, ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

const purges = async (query = '', service = 'shop-test', token = TOKEN) => {
  const response = await fetch(`${base}/cdn/service/${service}/purges${query}`, { headers: { 'fastly-key': token } });
  return { status: response.status, body: (await response.json()) as { purges: Array<Record<string, unknown>> } };
};

describe('batch purge by surrogate key', () => {
  it('takes the purge and answers each key with its purge id, as Fastly does', async () => {
    const response = await purge({ surrogate_keys: ['brand:dal', 'route:dal:/'] });
    expect(response.status).toBe(200);
    const answer = (await response.json()) as Record<string, string>;
    expect(Object.keys(answer)).toEqual(['brand:dal', 'route:dal:/']);
    expect(answer['brand:dal']).toMatch(/^\d+-\d+-\d+$/);
    expect(answer['route:dal:/']).toBe(answer['brand:dal']);
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('lists the purges newest first, of one service, those naming a key when asked', async () => {
    await purge({ surrogate_keys: ['product:da100001'] });
    await purge({ surrogate_keys: ['product:da100002', 'templates:dal'] }, { 'fastly-soft-purge': '1' });
    await purge({ surrogate_keys: ['product:da100001'] }, {}, 'another-service');
    const all = await purges();
    expect(all.status).toBe(200);
    expect(all.body.purges.slice(0, 2).map((p) => p.keys)).toEqual([
      ['product:da100002', 'templates:dal'],
      ['product:da100001'],
    ]);
    expect(all.body.purges[0]).toMatchObject({ serviceId: 'shop-test', soft: true });
    expect(all.body.purges[1]).toMatchObject({ soft: false });
    const one = await purges('?key=product%3Ada100001');
    expect(one.body.purges).toHaveLength(1);
    expect(one.body.purges[0]).toMatchObject({ serviceId: 'shop-test', keys: ['product:da100001'] });
    expect((await purges('?key=product%3Ada100001', 'another-service')).body.purges).toHaveLength(1);
    expect((await purges('?limit=1')).body.purges).toHaveLength(1);
  });

  it('refuses a missing or unknown Fastly-Key, and records nothing', async () => {
    const before = (await purges()).body.purges.length;
    const missing = await purge({ surrogate_keys: ['brand:dal'] }, { 'fastly-key': '' });
    expect(missing.status).toBe(401);
    expect(await missing.json()).toEqual({ error: 'invalid_key', message: 'Missing or unknown Fastly-Key.' });
    expect((await purge({ surrogate_keys: ['brand:dal'] }, { 'fastly-key': 'wrong' })).status).toBe(401);
    expect((await purges('', 'shop-test', 'wrong')).status).toBe(401);
    expect((await purges()).body.purges).toHaveLength(before);
  });

  it('accepts every configured token (a rotation)', async () => {
    expect((await purge({ surrogate_keys: ['brand:cgn'] }, { 'fastly-key': 'old-cdn-token' })).status).toBe(200);
  });

  it('refuses a body that is not 1–256 keys of 1–1024 characters without whitespace, naming what is wrong', async () => {
    const before = (await purges()).body.purges.length;
    const refusal = async (body: unknown, headers: Record<string, string> = {}) => {
      const response = await purge(body, headers);
      return { status: response.status, ...((await response.json()) as { error: string; message: string }) };
    };
    expect(await refusal({ surrogate_keys: [] })).toMatchObject({
      status: 400,
      error: 'invalid_purge',
      message: 'surrogate_keys: surrogate_keys names at least 1 key',
    });
    const many = Array.from({ length: 257 }, (_, index) => `product:p${index}`);
    expect(await refusal({ surrogate_keys: many })).toMatchObject({
      status: 400,
      message: 'surrogate_keys: surrogate_keys names at most 256 keys',
    });
    expect(await refusal({ surrogate_keys: ['brand:dal', 'two words'] })).toMatchObject({
      status: 400,
      message: 'surrogate_keys.1: a surrogate key holds no whitespace',
    });
    expect(await refusal({ surrogate_keys: [''] })).toMatchObject({ status: 400 });
    expect(await refusal({ surrogate_keys: ['k'.repeat(1025)] })).toMatchObject({
      status: 400,
      message: 'surrogate_keys.0: a surrogate key is at most 1024 characters',
    });
    expect(await refusal({ keys: ['brand:dal'] })).toMatchObject({ status: 400, error: 'invalid_purge' });
    expect(await refusal('')).toMatchObject({ status: 400, error: 'invalid_purge' });
    expect(await refusal('{not json')).toMatchObject({ status: 400, error: 'invalid_json' });
    expect(await refusal('surrogate_keys=a', { 'content-type': 'text/plain' })).toMatchObject({ status: 415 });
    expect((await purges('?key=two%20words')).status).toBe(400);
    expect((await purges()).body.purges).toHaveLength(before);
  });

  it('takes exactly 256 keys of 1024 characters', async () => {
    const keys = Array.from({ length: 256 }, (_, index) => `${index}:`.padEnd(1024, 'k'));
    expect((await purge({ surrogate_keys: keys })).status).toBe(200);
  });
});

describe('the purge log', () => {
  it('keeps the newest purges only, up to its limit', () => {
    const log = createPurgeLog({ limit: 3 });
    for (let index = 1; index <= 5; index++) log.record({ serviceId: 's', keys: [`k${index}`], soft: false });
    expect(log.list({ serviceId: 's', limit: 10 }).map((purge) => purge.keys[0])).toEqual(['k5', 'k4', 'k3']);
  });
});

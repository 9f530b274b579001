// The adapter against the sandbox's recommendations provider, which speaks the provider's contract.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { silentLogger } from '@shop/sandbox/log';
import { createSandboxServer, type SandboxServer } from '@shop/sandbox/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recommendationsFromEnv } from './config.ts';
import { httpRecommendations } from './http.ts';
import { RecommendationsError } from './provider.ts';

const KEY = 'commerce-recs-key';
let dir: string;
let sandbox: SandboxServer;
let baseUrl: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'commerce-recs-'));
  sandbox = createSandboxServer({
    port: 0,
    logger: silentLogger,
    mail: { dir: path.join(dir, 'mail') },
    recs: { keys: [KEY], dir: path.join(dir, 'recs') },
  });
  baseUrl = (await sandbox.listen()).url;
});

afterAll(async () => {
  await sandbox.close();
  await rm(dir, { recursive: true, force: true });
});

const provider = () => recommendationsFromEnv({ RECS_URL: baseUrl, RECS_KEY: KEY });
const storedEvents = async () =>
  (await (await fetch(`${baseUrl}/recs/v1/events`, { headers: { 'x-recs-key': KEY } })).json()) as {
    total: number;
    events: Array<Record<string, unknown>>;
  };
const visitor = (n: number) => Buffer.alloc(16, n).toString('base64');

describe('tracking and recommending through the provider', () => {
  it('a purchase is recorded once per order, and what was bought together is recommended after a purchase', async () => {
    const who = { private: false as const, visitorId: visitor(1), sessionId: visitor(2), userId: 'c-1' };
    const purchase = {
      type: 'purchase' as const,
      orderNumber: '20000001',
      items: [
        { id: 'A1', unitPrice: 4500, quantity: 1 },
        { id: 'A2', unitPrice: 1250, quantity: 3 },
        { id: 'A3', unitPrice: 999, quantity: 1 },
      ],
    };
    expect(await provider().track(purchase, who)).toEqual({ recorded: true });
    expect(await provider().track(purchase, who)).toEqual({ recorded: false });
    expect(await provider().recommend('purchase_complete_page', { productIds: ['A1'] })).toEqual(['A2', 'A3']);
    expect(
      await provider().recommend('item_page', { productIds: ['A1'], fallback: ['F1', 'A2', 'F2'], limit: 3 }),
    ).toEqual(['A2', 'A3', 'F1']);
  });

  it('a private event sends no identifier, even when the caller holds some', async () => {
    const identity = { private: true, visitorId: visitor(5), sessionId: visitor(6), userId: 'c-5' } as const;
    expect(await provider().track({ type: 'view', items: [{ id: 'B1', name: 'Wrap dress' }] }, identity)).toEqual({
      recorded: true,
    });
    const [latest] = (await storedEvents()).events;
    expect(latest).toMatchObject({ type: 'view', private: true, visitorId: null, sessionId: null, userId: null });
  });

  it('fewer than two is none', async () => {
    expect(await provider().recommend('add_to_cart_page', { productIds: ['Z9'], fallback: ['F1'] })).toEqual([]);
  });

  it('refusals, a wrong key and an unreachable provider are RecommendationsErrors of the right kind', async () => {
    const before = (await storedEvents()).total;
    await expect(
      provider().track({ type: 'add', items: [{ id: 'bad id!' }] }, { private: true }),
    ).rejects.toMatchObject({ kind: 'refused', status: 400 });
    await expect(
      httpRecommendations({ baseUrl, key: 'wrong' }).recommend('item_page', { productIds: ['A1'] }),
    ).rejects.toMatchObject({ kind: 'refused', status: 401 });
    const down = httpRecommendations({ baseUrl: 'http://127.0.0.1:9', key: KEY, timeoutMs: 1000 });
    await expect(down.recommend('item_page', { productIds: ['A1'] })).rejects.toBeInstanceOf(RecommendationsError);
    await expect(down.recommend('item_page', { productIds: ['A1'] })).rejects.toMatchObject({ kind: 'unavailable' });
    expect((await storedEvents()).total).toBe(before);
  });

  it('an answer that is not the contract is unavailable, not a half-read list', async () => {
    const wrong = httpRecommendations({
      baseUrl,
      key: KEY,
      fetch: async () => Response.json({ products: [{ sku: 'x' }] }),
    });
    await expect(wrong.recommend('item_page', { productIds: ['A1'] })).rejects.toMatchObject({ kind: 'unavailable' });
  });
});

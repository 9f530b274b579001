import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { isValidSignature, SIGNATURE_HEADER_NAME } from '@sanity/webhook';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { syncTagFor } from './sync-tags.ts';
import { startLake, type TestLake, tempDir } from './testing/lake.ts';
import { webhookPayloads } from './webhooks.ts';

// The fields these tests read from listener and live events.
type LakeEvent = Record<string, unknown> & {
  type: string;
  id?: string;
  tags?: string[];
  effects?: { apply: [number, Record<string, unknown>] };
};

const running: TestLake[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((t) => t.lake.close()));
});
async function lake(options: Parameters<typeof startLake>[0] = {}): Promise<TestLake> {
  const started = await startLake(options);
  running.push(started);
  return started;
}

describe('listener', () => {
  it('sends welcome, then one mutation event per document with revisions, transition and effects', async () => {
    const t = await lake();
    await t.client.create({ _id: 'p1', _type: 'page', title: 'One' });
    const events: LakeEvent[] = [];
    const subscription = t.client
      .listen(
        '*[_type == "page"]',
        {},
        { events: ['welcome', 'mutation'], includeResult: true, effectFormat: 'mendoza' },
      )
      .subscribe((event) => events.push(event as unknown as LakeEvent));
    await expect.poll(() => events.length).toBe(1);
    expect(events[0]?.type).toBe('welcome');

    const { transactionId } = await t.client
      .transaction()
      .patch('p1', (patch) => patch.set({ title: 'One!' }))
      .create({ _id: 'other', _type: 'product' })
      .commit();
    await expect.poll(() => events.length).toBe(2);
    subscription.unsubscribe();
    const mutation = events[1];
    expect(mutation).toMatchObject({
      type: 'mutation',
      documentId: 'p1',
      transactionId,
      resultRev: transactionId,
      transition: 'update',
      visibility: 'query',
      transactionTotalEvents: 1,
      transactionCurrentEvent: 1,
      result: { title: 'One!' },
    });
    expect(mutation?.previousRev).toBeTruthy();
    expect(mutation?.effects?.apply[1].title).toBe('One!');
  });

  it('shows an anonymous listener published documents only', async () => {
    const t = await lake();
    const events: LakeEvent[] = [];
    const subscription = t.anonymous.listen('*', {}, { events: ['welcome', 'mutation'] }).subscribe((event) => {
      events.push(event as unknown as LakeEvent);
    });
    await expect.poll(() => events.length).toBe(1);
    await t.client.create({ _id: 'drafts.secret', _type: 'page' });
    await t.client.create({ _id: 'public', _type: 'page' });
    await expect.poll(() => events.length).toBe(2);
    subscription.unsubscribe();
    expect(events[1]).toMatchObject({ documentId: 'public', transition: 'appear' });
  });
});

describe('live events', () => {
  it('announces each commit with the sync tags of the documents it changed', async () => {
    const t = await lake();
    const events: LakeEvent[] = [];
    const subscription = t.client.live.events().subscribe((event) => events.push(event as unknown as LakeEvent));
    await expect.poll(() => events.some((event) => event.type === 'welcome')).toBe(true);
    const { syncTags } = await t.anonymous.fetch('*[_id == "home"][0]', {}, { filterResponse: false });
    await t.client.create({ _id: 'home', _type: 'page' });
    await t.client.create({ _id: 'other', _type: 'page' });
    await expect.poll(() => events.filter((event) => event.type === 'message').length).toBe(2);
    subscription.unsubscribe();
    const [first, second] = events.filter((event) => event.type === 'message');
    // The home query was empty when fetched; its tag is in the first commit's event.
    expect(first?.tags).toEqual(expect.arrayContaining(syncTags ?? []));
    expect(first?.tags).toContain(syncTagFor('home'));
    expect(second?.tags).not.toContain(syncTagFor('home'));
    expect(Number(second?.id)).toBeGreaterThan(Number(first?.id));
  });
});

/** One webhook POST as the receiver got it. */
type Delivery = { body: string; signature: string };

describe('webhooks', () => {
  it('posts published changes signed so @sanity/webhook accepts them, skipping draft-only commits', async () => {
    const received: Delivery[] = [];
    const receiver = createServer(async (req: IncomingMessage, res) => {
      let body = '';
      for await (const chunk of req) body += chunk;
      received.push({ body, signature: String(req.headers[SIGNATURE_HEADER_NAME]) });
      res.end('ok');
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/api/revalidate`;
    const t = await lake({ webhookUrls: [url], webhookSecret: 'shh-secret' });

    await t.client.create({ _id: 'drafts.page-a', _type: 'page', route: '/a', brand: 'dal' });
    const { _rev: transactionId } = await t.client.create({ _id: 'page-a', _type: 'page', route: '/a', brand: 'dal' });
    await t.client.patch('page-a').set({ title: 'A' }).commit();
    await t.client.patch('page-a').set({ route: '/a-renamed' }).commit();
    await t.client.delete('page-a');
    await t.lake.webhooks.idle();
    receiver.close();

    expect(received).toHaveLength(4);
    const [created, edited, renamed, deleted] = received as [Delivery, Delivery, Delivery, Delivery];
    expect(await isValidSignature(created.body, created.signature, 'shh-secret')).toBe(true);
    expect(await isValidSignature(created.body, created.signature, 'wrong-secret')).toBe(false);
    expect(JSON.parse(created.body)).toEqual({
      transactionId,
      documents: [
        {
          _id: 'page-a',
          _type: 'page',
          brand: 'dal',
          route: '/a',
          productNumber: null,
          operation: 'create',
          previous: null,
        },
      ],
    });
    // An edit that leaves the page where it was has no previous address; a renamed route names the old one.
    expect(JSON.parse(edited.body).documents[0]).toMatchObject({ route: '/a', operation: 'update', previous: null });
    expect(JSON.parse(renamed.body).documents[0]).toMatchObject({
      route: '/a-renamed',
      operation: 'update',
      previous: { brand: 'dal', route: '/a', productNumber: null },
    });
    expect(JSON.parse(deleted.body).documents[0]).toMatchObject({
      _id: 'page-a',
      route: '/a-renamed',
      operation: 'delete',
      previous: null,
    });
  });
});

describe('webhook payloads', () => {
  it('split a large commit (a seed import) into batches the site accepts and keep only string brand/route', () => {
    const changes = Array.from({ length: 1_200 }, (_, n) => ({
      id: `doc-${n}`,
      before: null,
      after: { _id: `doc-${n}`, _type: 'page', brand: 'dal', route: { current: '/' } },
    }));
    changes.push({
      id: 'drafts.doc-x',
      before: null,
      after: { _id: 'drafts.doc-x', _type: 'page', brand: 'dal', route: { current: '/' } },
    });
    const transaction = {
      id: 'tx1',
      timestamp: new Date().toISOString(),
      author: 'test',
      mutations: [],
      documents: {},
    };
    const payloads = webhookPayloads({ transaction, changes });
    expect(payloads.map((payload) => payload.documents.length)).toEqual([500, 500, 200]);
    expect(payloads[0]?.documents[0]).toEqual({
      _id: 'doc-0',
      _type: 'page',
      brand: 'dal',
      route: null,
      productNumber: null,
      operation: 'create',
      previous: null,
    });
  });
});

describe('unknown endpoints', () => {
  it('answer a plain 404 JSON and are logged as unimplemented', async () => {
    const t = await lake();
    const response = await fetch(`${t.url}/v2025-02-19/projects/shoplocal/features/nothing?x=1`);
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ statusCode: 404 });
    expect(
      t.logLines.some((line) => line.includes('unimplemented: GET /v2025-02-19/projects/shoplocal/features/nothing')),
    ).toBe(true);
  });

  it('are also written to CONTENT_LAKE_LOG_FILE, where the e2e suite reads them', async () => {
    // The default logger writes warnings to stderr: keep them out of the test output, but see that they still go there.
    const stderr = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    try {
      const file = path.join(tempDir(), 'logs', 'content-lake.log');
      const t = await lake({ env: { CONTENT_LAKE_LOG_FILE: file }, logger: undefined });
      expect(t.lake.config.logFile).toBe(file);
      expect((await fetch(`${t.url}/v1/no/such/thing`)).status).toBe(404);
      const lines = readFileSync(file, 'utf8').trimEnd().split('\n');
      expect(lines.map((line) => JSON.parse(line))).toContainEqual(
        expect.objectContaining({
          level: 'warn',
          service: 'content-lake',
          msg: 'unimplemented: GET /v1/no/such/thing',
        }),
      );
      expect(stderr.mock.calls.some(([chunk]) => String(chunk).includes('unimplemented: GET /v1/no/such/thing'))).toBe(
        true,
      );
    } finally {
      stderr.mockRestore();
    }
  });

  it('answers CORS preflights for the site and studio origins only', async () => {
    const t = await lake({ corsOrigins: ['http://localhost:3333', 'http://*.localhost:3000'] });
    const preflight = (origin: string) =>
      fetch(`${t.url}/v2025-02-19/data/query/production`, {
        method: 'OPTIONS',
        headers: { origin, 'access-control-request-method': 'GET', 'access-control-request-headers': 'authorization' },
      });
    const allowed = await preflight('http://dal.localhost:3000');
    expect(allowed.headers.get('access-control-allow-origin')).toBe('http://dal.localhost:3000');
    expect(allowed.headers.get('access-control-allow-credentials')).toBe('true');
    expect(allowed.headers.get('access-control-allow-headers')).toContain('authorization');
    expect((await preflight('http://evil.example')).headers.get('access-control-allow-origin')).toBeNull();
  });
});

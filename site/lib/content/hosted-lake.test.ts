// The hosted Sanity path (issue 19): the site's content configuration exactly as a hosted deployment sets it
// (SANITY_PROJECT_ID, SANITY_DATASET, SANITY_API_READ_TOKEN, the pinned API version), with SANITY_API_HOST pointing
// the real @sanity/client at a local lake started in-process, answering as the hosted API. Published reads with the
// read token, drafts only with a token, the project-hostname request shape, and the signed webhook the site verifies.
import { mkdtempSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createContentClient, createPreviewClient } from '@shop/content/client';
import { API_VERSION, contentConfig } from '@shop/content/config';
import { createLogger } from '@shop/content-lake/log';
import { type ContentLake, createContentLake } from '@shop/content-lake/server';
import { createClient, type SanityClient } from 'next-sanity';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasValidSignature, webhookSecret } from './webhook.ts';

const PROJECT_ID = 'hx7k2q9p';
const DATASET = 'staging';
/** The lake's administrator token (the Studio's) and its read-only one (the hosted deployment's SANITY_API_READ_TOKEN). */
const ADMIN_TOKEN = 'hosted-path-test-admin-token-1234567890';
const TEST_READ_TOKEN = 'hosted-path-test-read-token-0987654321';
const HOSTED_WEBHOOK_SECRET = 'hosted-webhook-secret-for-the-integration-test';
const id = 'page.dal.hosted-path';
const query = '*[_type == "page" && brand == $brand && route == $route][0]{_id, title}';
const params = { brand: 'dal', route: '/hosted-path' };

interface Delivery {
  body: string;
  signature: string | null;
}

let lake: ContentLake;
let lakeUrl = '';
let admin: SanityClient;
let receiver: http.Server;
const deliveries: Delivery[] = [];
let delivered: (() => void) | null = null;

/** What a hosted deployment's environment holds, plus SANITY_API_HOST aimed at the lake. */
function hostedEnv(overrides: Record<string, string | undefined> = {}): Record<string, string | undefined> {
  return {
    SANITY_PROJECT_ID: PROJECT_ID,
    SANITY_DATASET: DATASET,
    SANITY_API_READ_TOKEN: TEST_READ_TOKEN,
    SANITY_API_HOST: `${lakeUrl}/`,
    // Set on purpose: in hosted mode the local lake's settings must be ignored.
    CONTENT_LAKE_URL: 'http://127.0.0.1:1',
    ...overrides,
  };
}

beforeAll(async () => {
  // The site's /api/revalidate stands in as a plain receiver: the signature check is the site's own function.
  receiver = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const signature = request.headers['sanity-webhook-signature'];
      deliveries.push({ body: Buffer.concat(chunks).toString('utf8'), signature: (signature as string) ?? null });
      response.end('{}');
      delivered?.();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const receiverPort = (receiver.address() as AddressInfo).port;
  lake = createContentLake({
    port: 0,
    projectId: PROJECT_ID,
    dataset: DATASET,
    token: ADMIN_TOKEN,
    readToken: TEST_READ_TOKEN,
    datasetDir: path.join(mkdtempSync(path.join(tmpdir(), 'hosted-lake-')), DATASET),
    seedDir: null,
    webhookUrls: [`http://127.0.0.1:${receiverPort}/api/revalidate`],
    webhookSecret: HOSTED_WEBHOOK_SECRET,
    env: { NODE_ENV: 'test' },
    logger: createLogger({ write: () => {} }),
  });
  lakeUrl = (await lake.listen()).url;
  admin = createClient({
    projectId: PROJECT_ID,
    dataset: DATASET,
    apiHost: lakeUrl,
    useProjectHostname: false,
    useCdn: false,
    apiVersion: API_VERSION,
    token: ADMIN_TOKEN,
  });
  await admin
    .transaction()
    .create({ _id: id, _type: 'page', brand: 'dal', route: '/hosted-path', title: 'Published on the hosted path' })
    .create({ _id: `drafts.${id}`, _type: 'page', brand: 'dal', route: '/hosted-path', title: 'Draft only' })
    .commit();
});

afterAll(async () => {
  await lake?.close();
  await new Promise<void>((resolve) => receiver?.close(() => resolve()));
});

describe('hosted Sanity path against the local lake answering as the hosted API', () => {
  it('configures the client as a hosted deployment: project, dataset, read token, pinned API version', () => {
    const config = contentConfig(hostedEnv());
    expect(config).toMatchObject({ mode: 'hosted', projectId: PROJECT_ID, dataset: DATASET, apiHost: lakeUrl });
    const client = createContentClient(config).config();
    expect(client.url).toBe(`${lakeUrl}/v${API_VERSION}`);
    expect(client).toMatchObject({ token: TEST_READ_TOKEN, useCdn: false, perspective: 'published' });
    // Without SANITY_API_HOST the same environment reaches the project hostname, as before.
    const hosted = createContentClient(contentConfig(hostedEnv({ SANITY_API_HOST: '' }))).config();
    expect(hosted.url).toBe(`https://${PROJECT_ID}.api.sanity.io/v${API_VERSION}`);
  });

  it('reads a published page with the read token, as the site does (published perspective)', async () => {
    // The site's own read: fetch.ts builds its client from the environment with these options.
    const client = createContentClient(contentConfig(hostedEnv()), { timeout: 4000, maxRetries: 1 });
    expect(await client.fetch(query, params, { perspective: 'published' })).toEqual({
      _id: id,
      title: 'Published on the hosted path',
    });
    // The draft never leaks into a published read, even though the token could read it.
    expect(await client.fetch('count(*[_id in path("drafts.**")])')).toBe(0);
  });

  it('refuses drafts without a token, reads them with the preview (read) token', async () => {
    const anonymous = createContentClient(contentConfig(hostedEnv({ SANITY_API_READ_TOKEN: '' })), { maxRetries: 0 });
    expect(anonymous.config().token).toBeUndefined();
    await expect(anonymous.fetch(query, params, { perspective: 'drafts' })).rejects.toMatchObject({
      statusCode: 401,
    });
    const wrong = createPreviewClient(contentConfig(hostedEnv({ SANITY_API_READ_TOKEN: 'not-the-read-token' })), {
      maxRetries: 0,
    });
    await expect(wrong.fetch(query, params)).rejects.toMatchObject({ statusCode: 401 });
    const preview = createPreviewClient(contentConfig(hostedEnv()));
    expect(await preview.fetch(query, params)).toEqual({ _id: id, title: 'Draft only' });
    // A hosted deployment without a read token has no draft mode at all.
    expect(() => createPreviewClient(contentConfig(hostedEnv({ SANITY_API_READ_TOKEN: '' })))).toThrow(/read token/);
  });

  it("answers the hosted API's request shape: project hostname in Host, versioned path, bearer token", async () => {
    const search = new URLSearchParams({
      query,
      $brand: JSON.stringify(params.brand),
      $route: JSON.stringify(params.route),
      perspective: 'published',
    });
    const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const request = http.get(
        `${lakeUrl}/v${API_VERSION}/data/query/${DATASET}?${search}`,
        { headers: { host: `${PROJECT_ID}.api.sanity.io`, authorization: `Bearer ${TEST_READ_TOKEN}` } },
        (response) => {
          let body = '';
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => {
            body += chunk;
          });
          response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
        },
      );
      request.on('error', reject);
    });
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toMatchObject({ result: { _id: id, title: 'Published on the hosted path' } });
  });

  it('signs its webhook with the secret the site checks (CONTENT_WEBHOOK_SECRET), and only that one', async () => {
    deliveries.length = 0;
    const arrived = new Promise<void>((resolve) => {
      delivered = resolve;
    });
    await admin.patch(id).set({ title: 'Published again' }).commit();
    await arrived;
    const [delivery] = deliveries;
    if (!delivery) throw new Error('no webhook delivery');
    expect(JSON.parse(delivery.body)).toMatchObject({ documents: [expect.objectContaining({ _id: id })] });
    const siteSecret = webhookSecret({ CONTENT_WEBHOOK_SECRET: HOSTED_WEBHOOK_SECRET });
    expect(await hasValidSignature(delivery.body, delivery.signature, siteSecret)).toBe(true);
    expect(await hasValidSignature(delivery.body, delivery.signature, webhookSecret({}))).toBe(false);
    expect(await hasValidSignature(`${delivery.body} `, delivery.signature, siteSecret)).toBe(false);
    // And the new title reads through the hosted path at once.
    const client = createContentClient(contentConfig(hostedEnv()));
    expect(await client.fetch(query, params)).toEqual({ _id: id, title: 'Published again' });
  });
});

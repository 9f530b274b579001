import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { silentLogger } from '../log.ts';
import { createSandboxServer, type SandboxServer } from '../server.ts';

const TOKEN = 'test-server-token';
let dir: string;
let sandbox: SandboxServer;
let base: string;

const start = async (limit = 500) => {
  sandbox = createSandboxServer({ port: 0, logger: silentLogger, mail: { dir, serverTokens: [TOKEN], limit } });
  base = (await sandbox.listen()).url;
};

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'sandbox-mail-'));
  await start();
});

afterAll(async () => {
  await sandbox.close();
  await rm(dir, { recursive: true, force: true });
});

const send = (body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${base}/email`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'application/json',
      'x-postmark-server-token': TOKEN,
      ...headers,
    },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

const outbound = async (query = '') => {
  const response = await fetch(`${base}/messages/outbound${query}`, { headers: { 'X-Postmark-Server-Token': TOKEN } });
  expect(response.status).toBe(200);
  return (await response.json()) as { TotalCount: number; Messages: Array<Record<string, unknown>> };
};

const resetEmail = {
  From: 'Dalby <no-reply@dal.example.com>',
  To: 'Amelia Hughes <cash.dal@example.com>',
  Subject: 'Reset your Dalby password',
  HtmlBody:
    '<p>Choose a new password: <a href="http://localhost:3100/reset/abc">reset</a></p><script>alert(1)</script>',
  TextBody: 'Choose a new password: http://localhost:3100/reset/abc',
  Tag: 'password-reset',
  Metadata: { brand: 'dal', attempt: 1 },
};

describe('sending through the provider contract', () => {
  it('accepts a message, answers a MessageID and keeps it for reading back', async () => {
    const response = await send(resetEmail);
    expect(response.status).toBe(200);
    const answer = (await response.json()) as Record<string, unknown>;
    expect(answer).toMatchObject({ To: 'cash.dal@example.com', ErrorCode: 0, Message: 'OK' });
    expect(answer.MessageID).toMatch(/^[0-9a-f-]{36}$/);

    const details = await fetch(`${base}/messages/outbound/${answer.MessageID}/details`, {
      headers: { 'x-postmark-server-token': TOKEN },
    });
    expect(await details.json()).toMatchObject({
      MessageID: answer.MessageID,
      Subject: 'Reset your Dalby password',
      To: [{ Email: 'cash.dal@example.com', Name: 'Amelia Hughes' }],
      TextBody: resetEmail.TextBody,
      HtmlBody: resetEmail.HtmlBody,
      Tag: 'password-reset',
      Metadata: { brand: 'dal', attempt: '1' },
    });
  });

  it.each([
    ['no token', resetEmail, { 'x-postmark-server-token': '' }, 401, 10],
    ['a wrong token', resetEmail, { 'x-postmark-server-token': 'guess' }, 401, 10],
    ['malformed JSON', '{"From":', {}, 422, 402],
    ['a JSON array', [resetEmail], {}, 422, 300],
    ['no recipient', { ...resetEmail, To: undefined }, {}, 422, 300],
    ['a bad recipient', { ...resetEmail, To: 'cash.dal@example.com, not an address' }, {}, 422, 300],
    ['a bad sender', { ...resetEmail, From: 'Dalby' }, {}, 422, 300],
    ['no body at all', { ...resetEmail, HtmlBody: undefined, TextBody: '' }, {}, 422, 300],
    ['a metadata key over 20 characters', { ...resetEmail, Metadata: { ['k'.repeat(21)]: 'v' } }, {}, 422, 300],
    ['a subject that is not text', { ...resetEmail, Subject: { $gt: '' } }, {}, 422, 300],
    [
      '51 recipients',
      { ...resetEmail, To: Array.from({ length: 51 }, (_, i) => `c${i}@example.com`).join(',') },
      {},
      422,
      300,
    ],
    ['form data', 'From=a@b.c', { 'content-type': 'application/x-www-form-urlencoded' }, 415, 409],
  ])('refuses %s with the provider’s error and keeps nothing', async (_name, body, headers, status, code) => {
    const before = (await outbound()).TotalCount;
    const response = await send(body, headers);
    expect(response.status).toBe(status);
    expect(await response.json()).toMatchObject({ ErrorCode: code, Message: expect.any(String) });
    expect((await outbound()).TotalCount).toBe(before);
  });

  it('reading messages back needs the server token too', async () => {
    expect((await fetch(`${base}/messages/outbound`)).status).toBe(401);
    expect((await fetch(`${base}/messages/outbound/x/details`)).status).toBe(401);
  });
});

describe('the outbox', () => {
  it('lists newest first, filters by recipient and tag, and pages', async () => {
    for (const n of [1, 2, 3]) {
      await send({ ...resetEmail, To: `order${n}@example.com`, Subject: `Order ${n}`, Tag: 'order-confirmation' });
    }
    const orders = await outbound('?tag=order-confirmation');
    expect(orders.Messages.map((m) => m.Subject)).toEqual(['Order 3', 'Order 2', 'Order 1']);
    const one = await outbound('?recipient=ORDER2@example.com');
    expect(one.Messages.map((m) => m.Subject)).toEqual(['Order 2']);
    const paged = await outbound('?tag=order-confirmation&count=1&offset=1');
    expect(paged).toMatchObject({ TotalCount: 3, Messages: [{ Subject: 'Order 2' }] });
    expect(
      (await fetch(`${base}/messages/outbound?count=0`, { headers: { 'x-postmark-server-token': TOKEN } })).status,
    ).toBe(422);
  });

  it('shows a page of messages and each message as HTML and as text, with the HTML unable to run script', async () => {
    const list = await fetch(`${base}/outbox`);
    expect(list.headers.get('content-type')).toMatch(/text\/html/);
    const html = await list.text();
    expect(html.indexOf('Order 3')).toBeLessThan(html.indexOf('Order 1'));
    const id = /href="\/outbox\/([0-9a-f-]{36})">Reset your Dalby password/.exec(html)?.[1];
    expect(id).toBeDefined();

    const message = await (await fetch(`${base}/outbox/${id}`)).text();
    expect(message).toContain('Amelia Hughes &lt;cash.dal@example.com&gt;');
    expect(message).toContain(`<iframe title="HTML of the message" sandbox src="/outbox/${id}/html">`);
    expect(message).toContain('Choose a new password: http://localhost:3100/reset/abc');

    const body = await fetch(`${base}/outbox/${id}/html`);
    expect(body.headers.get('content-security-policy')).toMatch(/^sandbox;/);
    expect(await body.text()).toBe(resetEmail.HtmlBody);
    const text = await fetch(`${base}/outbox/${id}/text`);
    expect(text.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(await text.text()).toBe(resetEmail.TextBody);
    expect((await fetch(`${base}/outbox/00000000-0000-0000-0000-000000000000`)).status).toBe(404);
  });

  it('keeps its messages across a restart and drops the oldest beyond its limit', async () => {
    const before = await outbound();
    await sandbox.close();
    await start(3);
    const after = await outbound();
    expect(after.Messages.map((m) => m.MessageID)).toEqual(before.Messages.map((m) => m.MessageID));
    await send({ ...resetEmail, Subject: 'After restart' });
    const kept = await outbound();
    expect(kept.Messages.map((m) => m.Subject)).toEqual(['After restart', 'Order 3', 'Order 2']);
    expect((await readdir(dir)).filter((name) => name.endsWith('.json'))).toHaveLength(3);
  });
});

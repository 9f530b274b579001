// Miyo's contract over HTTP: sessions, the hosted page, the signed callback, single-use tokens and the test applicants.
import { createHmac } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { silentLogger } from '../log.ts';
import { createSandboxServer, type SandboxServer } from '../server.ts';

const KEY = 'test-miyo-key';
const OTHER_KEY = 'second-miyo-key';
let dir: string;
let sandbox: SandboxServer;
let base: string;

// The shop's callback endpoint: records each delivery; answers `callbackStatus` (500 first to test retries).
interface Delivery {
  body: string;
  signature: string;
}
let shop: Server;
let callbackUrl: string;
let deliveries: Delivery[] = [];
let callbackStatuses: number[] = [];

const startSandbox = async () => {
  const server = createSandboxServer({
    port: 0,
    logger: silentLogger,
    mail: { dir: path.join(tmpdir(), 'sandbox-mail-unused') },
    miyo: { keys: [KEY, OTHER_KEY], dir, limitPence: 100_000, callbackRetryDelaysMs: [0, 20, 20] },
  });
  return { server, url: (await server.listen()).url };
};

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'miyo-'));
  ({ server: sandbox, url: base } = await startSandbox());
  shop = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => {
      body += chunk.toString('utf8');
    });
    req.on('end', () => {
      deliveries.push({ body, signature: String(req.headers['miyo-signature'] ?? '') });
      res.writeHead(callbackStatuses.shift() ?? 204);
      res.end();
    });
  });
  await new Promise<void>((resolve) => shop.listen(0, '127.0.0.1', resolve));
  callbackUrl = `http://127.0.0.1:${(shop.address() as AddressInfo).port}/api/miyo/callback`;
});

afterAll(async () => {
  await sandbox.close();
  await new Promise((resolve) => shop.close(resolve));
});

beforeEach(() => {
  deliveries = [];
  callbackStatuses = [];
});

const call = (method: string, route: string, body?: unknown, key = KEY) =>
  fetch(`${base}${route}`, {
    method,
    headers: { 'x-miyo-key': key, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

const sessionBody = (amountPence = 4_500, extra: Record<string, unknown> = {}) => ({
  cartId: 'cart-1',
  merchantReference: `ref-${Math.random()}`,
  amountPence,
  currency: 'GBP',
  orderLines: [
    { name: 'Linen shirt', quantity: 2, unitPricePence: amountPence / 2 - 200, totalPence: amountPence - 400 },
    { name: 'Delivery', quantity: 1, unitPricePence: 400, totalPence: 400 },
  ],
  returnUrl: 'http://dal.localhost:3000/checkout/payment/miyo?x=1',
  callbackUrl,
  applicant: { givenName: 'Ada', familyName: 'Lovelace', email: 'ada@example.com' },
  merchantData: '{"shop":"data"}',
  ...extra,
});

async function openSession(amountPence?: number, extra?: Record<string, unknown>, key = KEY) {
  const response = await call('POST', '/miyo/v1/sessions', sessionBody(amountPence, extra), key);
  expect(response.status).toBe(201);
  return (await response.json()) as { sessionId: string; redirectUrl: string; status: string };
}

async function decide(sessionId: string, decision: 'approve' | 'decline', familyName = 'Lovelace') {
  const response = await fetch(`${base}/miyo/checkout/${sessionId}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ decision, givenName: 'Ada', familyName }).toString(),
    redirect: 'manual',
  });
  expect(response.status).toBe(303);
  return new URL(response.headers.get('location') ?? '');
}

const tokenOf = async (sessionId: string): Promise<string> => {
  const session = (await (await call('GET', `/miyo/v1/sessions/${sessionId}`)).json()) as {
    authorizationToken: string | null;
  };
  expect(session.authorizationToken).toMatch(/^miyo_at_/);
  return session.authorizationToken as string;
};

const authorise = async (authorizationToken: string, reference: string, amountPence = 4_500) =>
  call('POST', '/miyo/v1/authorisations', { authorizationToken, reference, amountPence, currency: 'GBP' });

const until = async (check: () => boolean, ms = 3_000) => {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
};

describe('sessions', () => {
  it('refuses a wrong key and three hostile bodies, and opens a session with its hosted page', async () => {
    expect((await call('POST', '/miyo/v1/sessions', sessionBody(), 'wrong')).status).toBe(401);
    const hostile = [
      sessionBody(4_500, { amountPence: 4_501 }), // lines do not add up
      { ...sessionBody(), amountPence: -1 },
      { ...sessionBody(), callbackUrl: 'javascript:alert(1)', extra: '<script>' },
    ];
    for (const body of hostile) {
      const response = await call('POST', '/miyo/v1/sessions', body);
      expect(response.status).toBe(400);
      expect(((await response.json()) as { error: string }).error).toBe('invalid_request');
    }
    const session = await openSession();
    expect(session.status).toBe('CREATED');
    expect(session.redirectUrl).toBe(`http://localhost:${new URL(base).port}/miyo/checkout/${session.sessionId}`);
    const page = await fetch(`${base}/miyo/checkout/${session.sessionId}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    // Key product information: the plan (odd pence on the first), no interest, the late fee, that it is credit.
    expect(html).toContain('Pay £45.00 in 3 with Miyo');
    expect(html.match(/£15\.00/g)?.length).toBeGreaterThanOrEqual(3);
    expect(html).toContain('Interest: 0%');
    expect(html).toContain('Late fee: £6.00 for each missed payment, at most £18.00');
    expect(html).toContain('This is credit');
    expect(html).toContain('Deferred Payment Credit');
    expect(html).toContain('Linen shirt × 2');
    expect(html).toContain('value="Lovelace"');
    expect((await fetch(`${base}/miyo/checkout/not-a-session`)).status).toBe(404);
  });

  it('puts odd pence on the first instalment', async () => {
    const session = await openSession(1_000);
    const html = await (await fetch(`${base}/miyo/checkout/${session.sessionId}`)).text();
    expect(html).toContain('Agree and pay £3.34 today');
    expect(html.match(/£3\.33/g)?.length).toBe(2);
  });
});

describe('approval, callback and authorisation', () => {
  it('approves: back to the return URL, a signed callback, a single-use token authorised once per reference', async () => {
    const session = await openSession();
    const back = await decide(session.sessionId, 'approve');
    expect(back.origin + back.pathname).toBe('http://dal.localhost:3000/checkout/payment/miyo');
    expect(back.searchParams.get('x')).toBe('1');
    expect(back.searchParams.get('miyoSession')).toBe(session.sessionId);
    expect(back.searchParams.get('status')).toBe('approved');
    // The page is finished now.
    expect((await fetch(`${base}/miyo/checkout/${session.sessionId}`)).status).toBe(410);

    await until(() => deliveries.length === 1);
    const [delivery] = deliveries;
    const [, t, mac] = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(delivery!.signature) ?? [];
    expect(createHmac('sha256', KEY).update(`${t}.${delivery!.body}`).digest('hex')).toBe(mac);
    const event = JSON.parse(delivery!.body) as Record<string, string>;
    expect(event).toMatchObject({ event: 'authorization.approved', sessionId: session.sessionId, cartId: 'cart-1' });

    const token = await tokenOf(session.sessionId);
    expect(event.authorizationToken).toBe(token);
    const first = await authorise(token, 'attempt-1');
    expect(first.status).toBe(201);
    const answer = (await first.json()) as Record<string, unknown>;
    expect(answer).toMatchObject({
      cartId: 'cart-1',
      amount: 4_500,
      currency: 'GBP',
      status: 'AUTHORISED',
      code: 'SUCCESS',
    });
    expect(answer.transactionId).toEqual(expect.any(String));
    expect(answer.creditFacilityId).toMatch(/^CF-/);
    // The same reference again answers the same authorisation; another reference finds the token spent.
    const again = await authorise(token, 'attempt-1');
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual(answer);
    const other = (await (await authorise(token, 'attempt-2')).json()) as Record<string, unknown>;
    expect(other).toMatchObject({ status: 'DECLINED', code: 'TOKEN_USED' });
    // The session no longer hands the token out; the authorisation is found by its reference, and can be released.
    const view = (await (await call('GET', `/miyo/v1/sessions/${session.sessionId}`)).json()) as Record<
      string,
      unknown
    >;
    expect(view).toMatchObject({ status: 'APPROVED', authorizationToken: null, merchantData: '{"shop":"data"}' });
    const found = await call('GET', '/miyo/v1/authorisations?reference=attempt-1');
    expect(await found.json()).toEqual(answer);
    const released = await call('POST', `/miyo/v1/authorisations/${answer.transactionId}/release`);
    expect(await released.json()).toMatchObject({ status: 'RELEASED' });
    expect((await call('GET', '/miyo/v1/authorisations?reference=nope')).status).toBe(404);
  });

  it('retries the callback until the shop answers 2xx, and signs it with the key that opened the session', async () => {
    callbackStatuses = [500, 503];
    const session = await openSession(4_500, {}, OTHER_KEY);
    await decide(session.sessionId, 'approve');
    await until(() => deliveries.length === 3);
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(deliveries).toHaveLength(3);
    const [, t, mac] = /^t=(\d+),v1=(\w+)$/.exec(deliveries[2]!.signature) ?? [];
    expect(createHmac('sha256', OTHER_KEY).update(`${t}.${deliveries[2]!.body}`).digest('hex')).toBe(mac);
  });

  it('answers a wrong amount with AMOUNT_MISMATCH without spending the token, and refuses an unknown token', async () => {
    const session = await openSession();
    await decide(session.sessionId, 'approve');
    const token = await tokenOf(session.sessionId);
    expect(await (await authorise(token, 'wrong-amount', 4_499)).json()).toMatchObject({ code: 'AMOUNT_MISMATCH' });
    expect(await (await authorise(token, 'right-amount')).json()).toMatchObject({ code: 'SUCCESS' });
    const unknown = await authorise('miyo_at_made-up', 'x');
    expect(unknown.status).toBe(400);
    const hostile = [
      { authorizationToken: token },
      { authorizationToken: token, reference: 'r', amountPence: 1.5, currency: 'GBP' },
      'nope',
    ];
    for (const body of hostile) expect((await call('POST', '/miyo/v1/authorisations', body)).status).toBe(400);
  });
});

describe('declines', () => {
  it('declines over the limit and the Declined applicant on the page (no token, no callback); cancels on Decline', async () => {
    const over = await openSession(100_002);
    expect(Object.fromEntries((await decide(over.sessionId, 'approve')).searchParams)).toMatchObject({
      status: 'declined',
      reason: 'OVER_LIMIT',
    });
    const named = await openSession();
    expect((await decide(named.sessionId, 'approve', 'DECLINED')).searchParams.get('reason')).toBe(
      'APPLICANT_DECLINED',
    );
    const cancelled = await openSession();
    expect((await decide(cancelled.sessionId, 'decline')).searchParams.get('status')).toBe('cancelled');
    for (const id of [over.sessionId, named.sessionId, cancelled.sessionId]) {
      const view = (await (await call('GET', `/miyo/v1/sessions/${id}`)).json()) as Record<string, unknown>;
      expect(view.authorizationToken).toBeNull();
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(deliveries).toHaveLength(0);
  });

  it('refers the Referred applicant at authorisation, and authorises Mixedcase with code "Success"', async () => {
    const referred = await openSession();
    await decide(referred.sessionId, 'approve', 'Referred');
    expect(await (await authorise(await tokenOf(referred.sessionId), 'ref-referred')).json()).toMatchObject({
      status: 'REFERRED',
      code: 'REFER',
      creditFacilityId: null,
    });
    const mixed = await openSession();
    await decide(mixed.sessionId, 'approve', 'mixedcase');
    expect(await (await authorise(await tokenOf(mixed.sessionId), 'ref-mixed')).json()).toMatchObject({
      status: 'AUTHORISED',
      code: 'Success',
    });
  });
});

it('keeps sessions and authorisations across a restart (journal)', async () => {
  const session = await openSession();
  await decide(session.sessionId, 'approve');
  const token = await tokenOf(session.sessionId);
  const answer = await (await authorise(token, 'before-restart')).json();
  await sandbox.close();
  ({ server: sandbox, url: base } = await startSandbox());
  expect(await (await call('GET', '/miyo/v1/authorisations?reference=before-restart')).json()).toEqual(answer);
  expect(await (await authorise(token, 'after-restart')).json()).toMatchObject({ code: 'TOKEN_USED' });
});

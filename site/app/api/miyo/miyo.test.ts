// Contract tests for the Miyo calls (spec §7 POST /api/{instalment-provider}/creditAuthorisation, journey
// miyo-checkout) against the sandbox's Miyo over HTTP: the session start, the browser's return, and Miyo's signed
// callback delivered to the callback route exactly as Miyo sent it. Three hostile bodies each change nothing.
import { mkdtempSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { bagTablesFingerprint, type FixtureOption, pickOptions } from '@shop/commerce/bag/fixture';
import { demoCustomerId } from '@shop/commerce/seed/customers';
import type { SandboxServer } from '@shop/sandbox/server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { actAs, call, openRouteTestDb, type RouteTestDb } from '@/lib/bag/route-test-kit.ts';
import { readyDalBag, startPaymentSandbox } from '@/lib/checkout/payment-route-kit.ts';

vi.setConfig({ testTimeout: 30_000 });

const { POST: startSession } = await import('./session/route.ts');
const { POST: creditAuthorisation } = await import('./creditAuthorisation/route.ts');
const { POST: callback } = await import('./callback/route.ts');
const { GET: orderConfirmation } = await import('../orderConfirmation/orderConfirmation/route.ts');

const CASH = demoCustomerId('dal', 'cash');
const OTHER = demoCustomerId('dal', 'credit');
const KEY = 'route-test-miyo';
let t: RouteTestDb;
let sandbox: SandboxServer;
let options: FixtureOption[];
let hook: Server;
const callbacks: Array<{ body: string; signature: string }> = [];

beforeAll(async () => {
  let url: string;
  ({ sandbox, url } = await startPaymentSandbox(
    'route',
    { miyo: { keys: [KEY], dir: mkdtempSync(path.join(tmpdir(), 'miyo-routes-')), callbackRetryDelaysMs: [0] } },
    { gateway: false },
  ));
  hook = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => {
      body += chunk.toString('utf8');
    });
    req.on('end', () => {
      callbacks.push({ body, signature: String(req.headers['miyo-signature'] ?? '') });
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => hook.listen(0, '127.0.0.1', resolve));
  process.env.MIYO_URL = url;
  process.env.MIYO_KEY = KEY;
  process.env.MIYO_CALLBACK_URL = `http://127.0.0.1:${(hook.address() as AddressInfo).port}/api/miyo/callback`;
  t = await openRouteTestDb();
  options = await pickOptions(t.db, 'dal', 4);
}, 180_000);
afterAll(async () => {
  await t?.dispose();
  await sandbox?.close();
  await new Promise((resolve) => hook?.close(resolve));
});

let next = 0;
async function readyBag(): Promise<{ cartId: string; amount: number }> {
  actAs(CASH);
  return readyDalBag(options[next++ % options.length] as FixtureOption);
}

async function open(cartId: string, amount: number): Promise<{ sessionId: string; redirectUrl: string }> {
  const response = await call(startSession, 'POST', '/api/miyo/session', {
    body: { cartId, amount, channel: 'new-headless-web', websiteIdentifier: 'DALBY' },
  });
  expect(response.status, await response.clone().text()).toBe(201);
  return response.json();
}

async function decide(redirectUrl: string, decision: 'approve' | 'decline', familyName = 'Hughes'): Promise<URL> {
  const response = await fetch(redirectUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ decision, givenName: 'Amelia', familyName }).toString(),
    redirect: 'manual',
  });
  return new URL(response.headers.get('location') ?? '');
}

const back = (miyoSession: string) =>
  call(creditAuthorisation, 'POST', '/api/miyo/creditAuthorisation', {
    body: { miyoSession, websiteIdentifier: 'DALBY' },
  });

async function delivered(sessionId: string): Promise<{ body: string; signature: string }> {
  const end = Date.now() + 5_000;
  for (;;) {
    const found = callbacks.find((c) => c.body.includes(sessionId));
    if (found) return found;
    if (Date.now() > end) throw new Error('no callback');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** Miyo's callback as the callback route receives it (server to server: no Origin, no cookie). */
const deliver = (body: string, signature: string) =>
  call(callback, 'POST', '/api/miyo/callback', {
    rawBody: body,
    headers: { origin: '', 'miyo-signature': signature },
    brand: 'jdw',
  });

describe('Miyo session', () => {
  it('answers the hosted page for a ready bag; three hostile bodies change nothing', async () => {
    const { cartId, amount } = await readyBag();
    const before = await bagTablesFingerprint(t.db);
    for (const body of [
      { cartId, amount: -1, channel: 'new-headless-web', websiteIdentifier: 'DALBY' },
      { cartId, amount, channel: 'new-headless-web', websiteIdentifier: 'DALBY', callbackUrl: 'http://evil.example' },
      '<script>alert(1)</script>',
    ]) {
      const response = await call(startSession, 'POST', '/api/miyo/session', { body });
      expect(response.status).toBe(400);
      expect((await response.json()).code).toBe('VALIDATION_ERROR');
    }
    expect(await bagTablesFingerprint(t.db)).toBe(before);
    const wrongTotal = await call(startSession, 'POST', '/api/miyo/session', {
      body: { cartId, amount: amount + 1, channel: 'new-headless-web', websiteIdentifier: 'DALBY' },
    });
    expect(wrongTotal.status).toBe(409);
    const crossSite = await call(startSession, 'POST', '/api/miyo/session', {
      body: { cartId, amount, channel: 'new-headless-web', websiteIdentifier: 'DALBY' },
      headers: { origin: 'http://evil.example' },
    });
    expect(crossSite.status).toBe(403);
    actAs(OTHER);
    const theirs = await call(startSession, 'POST', '/api/miyo/session', {
      body: { cartId, amount, channel: 'new-headless-web', websiteIdentifier: 'DALBY' },
    });
    expect(theirs.status).toBe(404);
    actAs(CASH);
    const opened = await open(cartId, amount);
    expect(opened.redirectUrl).toContain(`/miyo/checkout/${opened.sessionId}`);
  });
});

describe('Miyo creditAuthorisation and callback', () => {
  it('approved: the callback places the order, the browser return answers the same one; hostile bodies refused', async () => {
    const { cartId, amount } = await readyBag();
    const opened = await open(cartId, amount);
    const returned = await decide(opened.redirectUrl, 'approve');
    expect(returned.pathname).toBe('/checkout/miyo');
    expect(returned.searchParams.get('miyoSession')).toBe(opened.sessionId);
    const sent = await delivered(opened.sessionId);

    const before = await bagTablesFingerprint(t.db);
    for (const body of [
      { miyoSession: 'not-a-uuid', websiteIdentifier: 'DALBY' },
      { websiteIdentifier: 'DALBY' },
      [1, 2],
    ]) {
      const response = await call(creditAuthorisation, 'POST', '/api/miyo/creditAuthorisation', { body });
      expect(response.status).toBe(400);
    }
    // Forged, tampered or unsigned callbacks: 401, nothing done.
    expect((await deliver(sent.body, 't=1,v1=00')).status).toBe(401);
    expect(
      (await deliver(sent.body.replace(opened.sessionId, '00000000-0000-4000-8000-000000000000'), sent.signature))
        .status,
    ).toBe(401);
    expect((await deliver(sent.body, '')).status).toBe(401);
    expect(await bagTablesFingerprint(t.db)).toBe(before);

    const first = await deliver(sent.body, sent.signature);
    expect(first.status).toBe(200);
    const outcome = await first.json();
    expect(outcome).toMatchObject({ received: true, outcome: 'ORDERED' });

    const response = await back(opened.sessionId);
    expect(response.status).toBe(200);
    const answer = await response.json();
    expect(answer).toMatchObject({
      status: 'SUCCESS',
      paymentMethod: 'Miyo',
      order: { orderNumber: outcome.orderNumber },
    });
    // Miyo retries its callback: the same order again.
    expect(await (await deliver(sent.body, sent.signature)).json()).toMatchObject({ orderNumber: outcome.orderNumber });
    const confirmation = await call(
      orderConfirmation,
      'GET',
      `/api/orderConfirmation/orderConfirmation?cartId=${encodeURIComponent(answer.order.cartId)}`,
    );
    expect(confirmation.status).toBe(200);
    // Another customer cannot complete or read it.
    actAs(OTHER);
    expect((await back(opened.sessionId)).status).toBe(404);
    actAs(CASH);
  });

  it('declined on Miyo’s page: a clear 402, no order, and the bag can still be paid', async () => {
    const { cartId, amount } = await readyBag();
    const opened = await open(cartId, amount);
    await decide(opened.redirectUrl, 'approve', 'Declined');
    const response = await back(opened.sessionId);
    expect(response.status).toBe(402);
    expect(await response.json()).toMatchObject({ code: 'PAYMENT_DECLINED', message: expect.stringContaining('Miyo') });
    expect((await open(cartId, amount)).sessionId).toBeTruthy();
  });
});

// The Miyo adapter against the sandbox's Miyo over HTTP: session, hosted page decision, signed callback, authorisation.
import { createHmac } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { silentLogger } from '@shop/sandbox/log';
import { createSandboxServer, type SandboxServer } from '@shop/sandbox/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { miyoFromEnv } from './config.ts';
import { isCreditAuthorised, MiyoError, type MiyoProvider, verifyMiyoSignature } from './provider.ts';

const KEY = 'commerce-miyo-key';
let sandbox: SandboxServer;
let baseUrl: string;
let miyo: MiyoProvider;
let shop: Server;
let callbackUrl: string;
const callbacks: Array<{ body: string; signature: string | undefined }> = [];

beforeAll(async () => {
  sandbox = createSandboxServer({
    port: 0,
    logger: silentLogger,
    mail: { dir: path.join(tmpdir(), 'sandbox-mail-unused') },
    miyo: { keys: [KEY], dir: mkdtempSync(path.join(tmpdir(), 'commerce-miyo-')), callbackRetryDelaysMs: [0] },
  });
  baseUrl = (await sandbox.listen()).url;
  miyo = miyoFromEnv({ MIYO_URL: baseUrl, MIYO_KEY: KEY });
  shop = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => {
      body += chunk.toString('utf8');
    });
    req.on('end', () => {
      callbacks.push({ body, signature: req.headers['miyo-signature'] as string | undefined });
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => shop.listen(0, '127.0.0.1', resolve));
  callbackUrl = `http://127.0.0.1:${(shop.address() as AddressInfo).port}/api/miyo/callback`;
});

afterAll(async () => {
  await sandbox.close();
  await new Promise((resolve) => shop.close(resolve));
});

const open = (amountPence = 6_000, merchantReference = `ref-${Math.random()}`) =>
  miyo.createSession({
    cartId: 'sealed-cart-id',
    merchantReference,
    amountPence,
    currency: 'GBP',
    orderLines: [{ name: 'Sofa', quantity: 1, unitPricePence: amountPence, totalPence: amountPence }],
    returnUrl: 'http://dal.localhost:3000/checkout/payment?miyo=return',
    callbackUrl,
    applicant: { givenName: 'Ada', familyName: 'Lovelace', email: 'ada@example.com' },
    merchantData: JSON.stringify({ customerId: 'c-1' }),
  });

/** What the shopper does on the hosted page. */
async function decide(redirectUrl: string, decision: 'approve' | 'decline', familyName = 'Lovelace'): Promise<URL> {
  const response = await fetch(redirectUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ decision, givenName: 'Ada', familyName }).toString(),
    redirect: 'manual',
  });
  return new URL(response.headers.get('location') ?? '');
}

describe('Miyo adapter', () => {
  it('opens a session, reads the approval and its signed callback, authorises once per reference, releases', async () => {
    const session = await open();
    expect(session).toMatchObject({ status: 'CREATED', authorizationToken: null, amountPence: 6_000 });
    expect(new URL(session.redirectUrl).pathname).toBe(`/miyo/checkout/${session.sessionId}`);
    const back = await decide(session.redirectUrl, 'approve');
    expect(back.searchParams.get('status')).toBe('approved');

    const approved = await miyo.getSession(session.sessionId);
    expect(approved).toMatchObject({ status: 'APPROVED', merchantData: '{"customerId":"c-1"}' });
    const token = approved?.authorizationToken as string;
    expect(token).toBeTruthy();

    const end = Date.now() + 3_000;
    while (!callbacks.some((c) => c.body.includes(session.sessionId)) && Date.now() < end) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    const callback = callbacks.find((c) => c.body.includes(session.sessionId));
    expect(callback).toBeDefined();
    expect(miyo.verifyCallback(callback!.body, callback!.signature)).toBe(true);
    // Tampered, stale or signed with another key: refused.
    expect(miyo.verifyCallback(callback!.body.replace('approved', 'declined'), callback!.signature)).toBe(false);
    expect(miyo.verifyCallback(callback!.body, callback!.signature, new Date(Date.now() + 10 * 60_000))).toBe(false);
    expect(verifyMiyoSignature('another-key', callback!.body, callback!.signature)).toBe(false);
    const t = Math.floor(Date.now() / 1000);
    const forged = `t=${t},v1=${createHmac('sha256', 'guess').update(`${t}.${callback!.body}`).digest('hex')}`;
    expect(miyo.verifyCallback(callback!.body, forged)).toBe(false);
    expect(miyo.verifyCallback(callback!.body, undefined)).toBe(false);

    const result = await miyo.authorise({
      authorizationToken: token,
      reference: 'attempt-a',
      amountPence: 6_000,
      currency: 'GBP',
    });
    expect(result).toMatchObject({ cartId: 'sealed-cart-id', amount: 6_000, currency: 'GBP', status: 'AUTHORISED' });
    expect(isCreditAuthorised(result)).toBe(true);
    expect(
      await miyo.authorise({ authorizationToken: token, reference: 'attempt-a', amountPence: 6_000, currency: 'GBP' }),
    ).toEqual(result);
    const reused = await miyo.authorise({
      authorizationToken: token,
      reference: 'attempt-b',
      amountPence: 6_000,
      currency: 'GBP',
    });
    expect(isCreditAuthorised(reused)).toBe(false);
    expect(await miyo.findAuthorisation('attempt-a')).toEqual(result);
    expect(await miyo.findAuthorisation('never')).toBeNull();
    await miyo.release(result.transactionId);
    expect((await miyo.findAuthorisation('attempt-a'))?.status).toBe('RELEASED');
  });

  it('passes code SUCCESS in any case and nothing else (Mixedcase, Referred)', async () => {
    expect(isCreditAuthorised({ code: 'success' })).toBe(true);
    expect(isCreditAuthorised({ code: 'SUCCESSFUL' })).toBe(false);
    expect(isCreditAuthorised({ code: '' })).toBe(false);
    for (const [surname, passes] of [
      ['Mixedcase', true],
      ['Referred', false],
    ] as const) {
      const session = await open();
      await decide(session.redirectUrl, 'approve', surname);
      const token = (await miyo.getSession(session.sessionId))?.authorizationToken as string;
      const result = await miyo.authorise({
        authorizationToken: token,
        reference: `r-${surname}`,
        amountPence: 6_000,
        currency: 'GBP',
      });
      expect(isCreditAuthorised(result), result.code).toBe(passes);
    }
  });

  it('reads declines and cancellations from the session, and maps failures to MiyoError', async () => {
    const over = await open(150_000);
    expect((await decide(over.redirectUrl, 'approve')).searchParams.get('reason')).toBe('OVER_LIMIT');
    expect(await miyo.getSession(over.sessionId)).toMatchObject({
      status: 'DECLINED',
      declineReason: 'OVER_LIMIT',
      authorizationToken: null,
    });
    const cancelled = await open();
    await decide(cancelled.redirectUrl, 'decline');
    expect((await miyo.getSession(cancelled.sessionId))?.status).toBe('CANCELLED');
    expect(await miyo.getSession('no-such-session')).toBeNull();

    await expect(
      miyo.authorise({ authorizationToken: 'miyo_at_unknown', reference: 'x', amountPence: 1, currency: 'GBP' }),
    ).rejects.toMatchObject({ kind: 'invalid_token' });
    await expect(miyoFromEnv({ MIYO_URL: baseUrl, MIYO_KEY: 'wrong' }).getSession('x')).rejects.toMatchObject({
      kind: 'refused',
      status: 401,
    });
    const down = miyoFromEnv({ MIYO_URL: 'http://127.0.0.1:9', MIYO_KEY: KEY }, { timeoutMs: 500 });
    await expect(down.getSession('x')).rejects.toBeInstanceOf(MiyoError);
    await expect(down.getSession('x')).rejects.toMatchObject({ kind: 'unavailable' });
  });
});

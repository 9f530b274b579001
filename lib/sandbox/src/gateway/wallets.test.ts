import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { luhnValid } from '@shop/runtime/redact';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { silentLogger } from '../log.ts';
import { createSandboxServer, type SandboxServer } from '../server.ts';
import { APPLE_VALIDATION_PATH, deviceAccountNumber, WALLET_CARDS } from './wallets.ts';

const KEY = 'test-merchant-key';
const SHOP = 'http://dal.localhost:3000';
let dir: string;
let sandbox: SandboxServer;
let base: string;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'wallets-'));
  sandbox = createSandboxServer({
    port: 0,
    logger: silentLogger,
    allowedOrigins: [SHOP],
    mail: { dir: path.join(tmpdir(), 'sandbox-mail-unused') },
    gateway: { keys: [KEY], dir, ddcDelayMs: 0 },
  });
  base = (await sandbox.listen()).url;
});

afterAll(async () => {
  await sandbox.close();
});

afterEach(() => {
  vi.useRealTimers();
});

const server = (route: string, body: unknown, key = KEY) =>
  fetch(`${base}${route}`, {
    method: 'POST',
    headers: { 'x-merchant-key': key, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
const fromPage = (route: string, body: unknown, origin = SHOP) =>
  fetch(`${base}${route}`, {
    method: 'POST',
    headers: { origin, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
const json = async <T = Record<string, unknown>>(response: Response, status: number): Promise<T> => {
  const body = await response.json();
  expect(response.status, JSON.stringify(body)).toBe(status);
  return body as T;
};

const sessionRequest = {
  merchantIdentifier: 'merchant.uk.co.dalby',
  displayName: 'Dalby',
  initiative: 'web',
  initiativeContext: 'dal.localhost',
};
const merchantSession = async () => json(await server(APPLE_VALIDATION_PATH, sessionRequest), 200);

interface Sheet {
  sheet: string;
  cards: Array<{ id: string; panSuffix: string }>;
}
interface Paid {
  networkToken: { wallet: string; token: string; cryptogram: string; eci: string };
  card: { maskedPan: string; panSuffix: string; displayName: string };
  billingContact: { givenName: string; familyName: string; postalCode: string; countryCode: string };
}

const applePay = async (card = 'visa-credit') => {
  const sheet = await json<Sheet>(
    await fromPage('/gateway/wallets/apple/sessions/redeem', { merchantSession: await merchantSession() }),
    200,
  );
  return json<Paid>(await fromPage('/gateway/wallets/tokens', { sheet: sheet.sheet, card }), 201);
};
const authorise = (reference: string, networkToken: Paid['networkToken'], amountPence = 4599) =>
  server('/gateway/pts/v2/payments', {
    reference,
    amountPence,
    currency: 'GBP',
    instrument: { networkToken },
    authentication: null,
    saveCard: false,
  });

describe('Apple Pay merchant validation', () => {
  it('issues a session only to the merchant key, for a well-formed request', async () => {
    expect((await server(APPLE_VALIDATION_PATH, sessionRequest, 'wrong')).status).toBe(401);
    for (const hostile of [
      {},
      { ...sessionRequest, initiative: 'in_app' },
      { ...sessionRequest, initiativeContext: 'https://evil.example/path' },
      { ...sessionRequest, extra: 1 },
    ]) {
      expect((await server(APPLE_VALIDATION_PATH, hostile)).status).toBe(400);
    }
    const session = await merchantSession();
    expect(session).toMatchObject({ domainName: 'dal.localhost', displayName: 'Dalby' });
    expect(Number(session.expiresAt) - Number(session.epochTimestamp)).toBe(5 * 60_000);
  });

  it('a session is redeemed once, on its own domain', async () => {
    const session = await merchantSession();
    const other = await fromPage('/gateway/wallets/apple/sessions/redeem', { merchantSession: session }, 'http://evil');
    expect(other.status).toBe(403);
    const first = await fromPage('/gateway/wallets/apple/sessions/redeem', { merchantSession: session });
    const sheet = await json<Sheet>(first, 200);
    expect(first.headers.get('access-control-allow-origin')).toBe(SHOP);
    expect(sheet.cards.map((card) => card.panSuffix)).toEqual(['1111', '4444']);
    const again = await fromPage('/gateway/wallets/apple/sessions/redeem', { merchantSession: session });
    expect(await json(again, 409)).toMatchObject({ error: 'merchant_session_used' });
    expect(again.headers.get('access-control-allow-origin')).toBe(SHOP);
  });

  it('a session expires after 5 minutes', async () => {
    const issued = new Date();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(issued);
    const late = await merchantSession();
    const inTime = await merchantSession();
    vi.setSystemTime(issued.getTime() + 5 * 60_000 - 1000);
    await json(await fromPage('/gateway/wallets/apple/sessions/redeem', { merchantSession: inTime }), 200);
    vi.setSystemTime(issued.getTime() + 5 * 60_000 + 1);
    const expired = await fromPage('/gateway/wallets/apple/sessions/redeem', { merchantSession: late });
    expect(await json(expired, 400)).toMatchObject({ error: 'merchant_session_expired' });
  });

  it('an unknown session is refused', async () => {
    const response = await fromPage('/gateway/wallets/apple/sessions/redeem', {
      merchantSession: { merchantSessionIdentifier: 'made-up' },
    });
    expect(response.status).toBe(400);
  });
});

describe('network tokens', () => {
  it('a device account number is in the funding card’s range and passes Luhn', () => {
    const dpan = deviceAccountNumber('4111111111111111');
    expect(dpan).toHaveLength(16);
    expect(dpan.slice(0, 6)).toBe('411111');
    expect(luhnValid(dpan)).toBe(true);
  });

  it('the gateway authorises an Apple Pay network token once, with the masked funding card and the token’s ECI', async () => {
    const paid = await applePay();
    expect(paid.networkToken).toMatchObject({ wallet: 'APPLE_PAY', eci: '05' });
    expect(paid.card).toMatchObject({ maskedPan: '411111XXXXXX1111', displayName: 'Visa •••• 1111' });
    // The card's billing contact, for the sheet to hand the page when the payment request asks for it.
    expect(paid.billingContact).toEqual(WALLET_CARDS.find((card) => card.id === 'visa-credit')?.billingContact);
    expect(paid.billingContact).toMatchObject({ postalCode: 'YO21 1AA', countryCode: 'GB' });
    const authorised = await json(await authorise('wallet-ref-1', paid.networkToken), 201);
    expect(authorised).toMatchObject({
      status: 'AUTHORIZED',
      wallet: 'APPLE_PAY',
      amountPence: 4599,
      card: { maskedPan: '411111XXXXXX1111', panSuffix: '1111', cardType: '001' },
      instrumentId: null,
    });
    // The same reference answers the first result; another reference cannot use the cryptogram again.
    expect(await json(await authorise('wallet-ref-1', paid.networkToken), 200)).toMatchObject({ id: authorised.id });
    expect(await json(await authorise('wallet-ref-2', paid.networkToken), 409)).toMatchObject({ error: 'token_used' });
    // Once reversed, the token may pay again (the shop voided its attempt).
    await json(await server(`/gateway/pts/v2/payments/${authorised.id}/reversals`, {}), 200);
    expect(await json(await authorise('wallet-ref-3', paid.networkToken), 201)).toMatchObject({ status: 'AUTHORIZED' });
  });

  it('refuses a wrong cryptogram, a changed ECI, another wallet, 3-D Secure proof and saving the card', async () => {
    const paid = await applePay('mastercard-credit');
    expect(paid.networkToken.eci).toBe('02');
    for (const networkToken of [
      { ...paid.networkToken, cryptogram: 'AAAAAAAAAAAAAAAAAAAAAAAAAAA=' },
      { ...paid.networkToken, eci: '07' },
      { ...paid.networkToken, wallet: 'GOOGLE_PAY' },
      { ...paid.networkToken, token: 'NTK-unknown' },
    ]) {
      expect(await json(await authorise('wallet-bad', networkToken), 400)).toMatchObject({ error: 'invalid_token' });
    }
    const saving = await server('/gateway/pts/v2/payments', {
      reference: 'wallet-save',
      amountPence: 100,
      currency: 'GBP',
      instrument: { networkToken: paid.networkToken },
      authentication: null,
      saveCard: true,
    });
    expect(saving.status).toBe(400);
    expect(await json(await authorise('wallet-ok', paid.networkToken), 201)).toMatchObject({
      status: 'AUTHORIZED',
      card: { cardType: '002', panSuffix: '4444' },
    });
  });

  it('amount-triggered declines apply to wallet payments too', async () => {
    const paid = await applePay();
    expect(await json(await authorise('wallet-decline', paid.networkToken, 1051), 201)).toMatchObject({
      status: 'DECLINED',
      reason: 'INSUFFICIENT_FUND',
    });
  });

  it('a cryptogram expires after 15 minutes', async () => {
    const issued = new Date();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(issued);
    const paid = await applePay();
    vi.setSystemTime(issued.getTime() + 15 * 60_000 + 1000);
    expect(await json(await authorise('wallet-late', paid.networkToken), 400)).toMatchObject({
      error: 'invalid_token',
    });
  });

  it('a Google Pay sheet tokenises once, for pages of the shop only', async () => {
    const request = { gateway: 'sandbox', gatewayMerchantId: 'shop-dal', merchantName: 'Dalby' };
    expect((await fromPage('/gateway/wallets/google/sheets', request, 'http://evil.example')).status).toBe(403);
    expect((await fromPage('/gateway/wallets/google/sheets', { ...request, gateway: 'stripe' })).status).toBe(400);
    const sheet = await json<Sheet>(await fromPage('/gateway/wallets/google/sheets', request), 201);
    expect((await fromPage('/gateway/wallets/tokens', { sheet: sheet.sheet, card: 'amex' })).status).toBe(400);
    const paid = await json<Paid>(
      await fromPage('/gateway/wallets/tokens', { sheet: sheet.sheet, card: 'visa-credit' }),
      201,
    );
    expect(paid.networkToken.wallet).toBe('GOOGLE_PAY');
    expect((await fromPage('/gateway/wallets/tokens', { sheet: sheet.sheet, card: 'visa-credit' })).status).toBe(409);
    expect(await json(await authorise('google-1', paid.networkToken), 201)).toMatchObject({
      status: 'AUTHORIZED',
      wallet: 'GOOGLE_PAY',
    });
  });

  it('serves the labelled sheet script, and keeps no device account number in the clear', async () => {
    const script = await fetch(`${base}/gateway/wallets/sandbox-wallet.js`);
    expect(script.headers.get('content-type')).toContain('javascript');
    const text = await script.text();
    expect(text).toContain('Sandbox wallet');
    expect(text).toContain('ApplePaySession');
    expect(text).toContain('PaymentsClient');
    for (const file of readdirSync(dir)) {
      expect(readFileSync(path.join(dir, file), 'utf8')).not.toMatch(/\d{13,19}/);
    }
  });
});

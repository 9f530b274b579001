// The adapter against the sandbox's card gateway, which speaks the CyberSource-style contract.
import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { silentLogger } from '@shop/sandbox/log';
import { createSandboxServer, type SandboxServer } from '@shop/sandbox/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cardGatewayFromEnv } from './config.ts';
import { BIN_ACCEPTED_MESSAGE, type BrowserFields, type CardGateway, GatewayError } from './gateway.ts';

const KEY = 'commerce-gateway-key';
const SHOP = 'http://dal.localhost:3000';
let sandbox: SandboxServer;
let baseUrl: string;
let gateway: CardGateway;

beforeAll(async () => {
  sandbox = createSandboxServer({
    port: 0,
    logger: silentLogger,
    mail: { dir: path.join(tmpdir(), 'sandbox-mail-unused') },
    gateway: { keys: [KEY], dir: mkdtempSync(path.join(tmpdir(), 'commerce-gateway-')), ddcDelayMs: 0 },
  });
  baseUrl = (await sandbox.listen()).url;
  gateway = cardGatewayFromEnv({ GATEWAY_URL: baseUrl, GATEWAY_MERCHANT_KEY: KEY });
});

afterAll(async () => {
  await sandbox.close();
});

const year = new Date().getUTCFullYear() + 3;
/** What the hosted-field frame does in the browser: send the card to the gateway, get a transient token back. */
async function transientToken(number: string): Promise<string> {
  const { captureContext } = await gateway.captureContext({ targetOrigins: [SHOP] });
  const response = await fetch(`${baseUrl}/gateway/flex/v2/tokens`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ captureContext, number, expiryMonth: '01', expiryYear: String(year), securityCode: '123' }),
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { token: string }).token;
}

const browser: BrowserFields = {
  deviceChannel: 'BROWSER',
  httpAcceptContent: 'text/html',
  colorDepth: 24,
  javaEnabled: false,
  javaScriptEnabled: true,
  language: 'en-GB',
  screenHeight: 900,
  screenWidth: 1440,
  timeDifference: 0,
  ipAddress: '127.0.0.1',
  userAgent: 'vitest',
};

async function enrol(transient: string) {
  const instrument = { transientToken: transient };
  const reference = randomUUID();
  const setup = await gateway.authenticationSetup({ reference, instrument });
  const result = await gateway.checkEnrollment({
    reference,
    referenceId: setup.referenceId,
    amountPence: 4999,
    currency: 'GBP',
    instrument,
    email: 'shopper@example.com',
    browser,
    returnUrl: `${SHOP}/checkout/payment`,
  });
  return { instrument, setup, result };
}

const refusal = async (promise: Promise<unknown>): Promise<GatewayError> => {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(GatewayError);
  return error as GatewayError;
};

describe('hosted fields and transient tokens', () => {
  it('gets a capture context with the client library on the gateway origin', async () => {
    const context = await gateway.captureContext({ targetOrigins: [SHOP] });
    expect(context.captureContext.split('.')).toHaveLength(3);
    expect(new URL(context.clientLibrary).pathname).toBe('/gateway/microform.js');
    expect(Date.parse(context.expiresAt) - Date.now()).toBeGreaterThan(14 * 60 * 1000);
  });

  it.each([
    ['4111111111111111', '001'],
    ['5555555555554444', '002'],
    ['6759649826438453', '003'],
  ])('reads %s as the shop card type %s, masked', async (pan, cardType) => {
    const card = await gateway.readTransientToken(await transientToken(pan));
    expect(card).toEqual({
      bin: pan.slice(0, 6),
      maskedPan: `${pan.slice(0, 6)}${'X'.repeat(pan.length - 10)}${pan.slice(-4)}`,
      panSuffix: pan.slice(-4),
      cardType,
      expiryMonth: 1,
      expiryYear: year,
    });
  });

  it('answers invalid_token for a bad token', async () => {
    expect((await refusal(gateway.readTransientToken('a.b.c'))).kind).toBe('invalid_token');
  });
});

describe('BIN lookup', () => {
  it('accepts Visa, Mastercard and Maestro BINs with the exact message; maps CyberSource 003 (Amex) to not accepted', async () => {
    expect(await gateway.binLookup('454313')).toEqual({
      accepted: true,
      message: BIN_ACCEPTED_MESSAGE,
      cardType: '001',
      brand: 'VISA',
      funding: 'DEBIT',
      issuer: 'Northgate Bank UK',
      issuerCountry: 'GB',
    });
    expect(await gateway.binLookup('675964')).toMatchObject({ accepted: true, cardType: '003', brand: 'MAESTRO' });
    expect(await gateway.binLookup('520000')).toMatchObject({ accepted: true, cardType: '002' });
    expect(await gateway.binLookup('378282')).toMatchObject({
      accepted: false,
      message: 'PAYMENT CARD BIN VALIDATION - Card Type Not Accepted',
      cardType: null,
    });
    expect(await gateway.binLookup('999123')).toEqual({
      accepted: false,
      message: 'PAYMENT CARD BIN VALIDATION - Card Not Accepted',
      cardType: null,
      brand: '',
      funding: null,
      issuer: '',
      issuerCountry: '',
    });
    expect((await refusal(gateway.binLookup('12'))).kind).toBe('refused');
  });
});

describe('payer authentication and authorisation', () => {
  it('pays with a frictionless card: ECI and CAVV go to the authorisation; the card is saved and paid with again', async () => {
    const { instrument, setup, result } = await enrol(await transientToken('4000000000002701'));
    expect(new URL(setup.deviceDataCollectionUrl).pathname).toBe('/gateway/cardinal/ddc');
    expect(result.status).toBe('AUTHENTICATION_SUCCESSFUL');
    if (result.status !== 'AUTHENTICATION_SUCCESSFUL') return;
    expect(result.proof).toMatchObject({ paresStatus: 'Y', eci: '05' });
    const reference = randomUUID();
    const paid = await gateway.authorise({
      reference,
      amountPence: 4999,
      currency: 'GBP',
      instrument,
      authentication: result.proof,
      saveCard: true,
    });
    expect(paid).toMatchObject({ reference, status: 'AUTHORIZED', reason: null, amountPence: 4999, reversed: false });
    expect(paid.card).toMatchObject({ cardType: '001', panSuffix: '2701' });
    expect(paid.instrumentId).toMatch(/^INS/);
    expect(await gateway.findAuthorisation(reference)).toEqual(paid);
    expect(
      await gateway.authorise({
        reference,
        amountPence: 4999,
        currency: 'GBP',
        instrument,
        authentication: result.proof,
        saveCard: true,
      }),
    ).toEqual(paid);

    const again = await gateway.authorise({
      reference: randomUUID(),
      amountPence: 1200,
      currency: 'GBP',
      instrument: { instrumentId: paid.instrumentId! },
      authentication: null,
      saveCard: false,
    });
    expect(again).toMatchObject({ status: 'AUTHORIZED', instrumentId: paid.instrumentId });

    expect(await gateway.refund(paid.id, 999)).toMatchObject({ status: 'REFUNDED' });
    expect(await gateway.reverse(again.id)).toEqual({ status: 'REVERSED' });
    expect((await gateway.findAuthorisation(again.reference))?.reversed).toBe(true);
  });

  it('passes a challenge, then validates and authorises', async () => {
    const { instrument, result } = await enrol(await transientToken('5200000000002151'));
    expect(result.status).toBe('PENDING_AUTHENTICATION');
    if (result.status !== 'PENDING_AUTHENTICATION') return;
    // The shopper presses "Complete authentication" in the challenge frame.
    const pressed = await fetch(result.stepUpUrl.replace('localhost', '127.0.0.1'), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'action=complete',
    });
    expect(pressed.status).toBe(200);
    const validated = await gateway.validateAuthentication({
      authenticationTransactionId: result.authenticationTransactionId,
    });
    expect(validated.status).toBe('AUTHENTICATION_SUCCESSFUL');
    if (validated.status !== 'AUTHENTICATION_SUCCESSFUL') return;
    expect(validated.proof.eci).toBe('02');
    const paid = await gateway.authorise({
      reference: randomUUID(),
      amountPence: 4999,
      currency: 'GBP',
      instrument,
      authentication: validated.proof,
      saveCard: false,
    });
    expect(paid.status).toBe('AUTHORIZED');
    expect(paid.instrumentId).toBeNull();
  });

  it('reports a rejected card and an amount decline', async () => {
    const rejected = await enrol(await transientToken('4000000000002537'));
    expect(rejected.result).toMatchObject({ status: 'AUTHENTICATION_FAILED', reason: '476' });
    const declined = await gateway.authorise({
      reference: randomUUID(),
      amountPence: 2551,
      currency: 'GBP',
      instrument: { transientToken: await transientToken('4111111111111111') },
      authentication: null,
      saveCard: true,
    });
    expect(declined).toMatchObject({ status: 'DECLINED', reason: 'INSUFFICIENT_FUND', instrumentId: null });
  });

  it('answers null for an unknown reference, not_found for an unknown authorisation', async () => {
    expect(await gateway.findAuthorisation(randomUUID())).toBeNull();
    expect((await refusal(gateway.reverse('nope'))).kind).toBe('not_found');
    expect((await refusal(gateway.refund('nope', 100))).kind).toBe('not_found');
  });
});

describe('failures', () => {
  it('a wrong merchant key is refused; an unreachable gateway is unavailable', async () => {
    const wrong = cardGatewayFromEnv({ GATEWAY_URL: baseUrl, GATEWAY_MERCHANT_KEY: 'wrong' });
    const refused = await refusal(wrong.binLookup('411111'));
    expect(refused).toMatchObject({ kind: 'refused', status: 401 });
    const down = cardGatewayFromEnv({ GATEWAY_URL: 'http://127.0.0.1:1' }, { timeoutMs: 2000 });
    expect((await refusal(down.findAuthorisation('x'))).kind).toBe('unavailable');
  });
});

// Wallets against the sandbox: midDetails, merchant validation from the server, and a network token authorised
// through the card gateway's adapter.
import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { silentLogger } from '@shop/sandbox/log';
import { createSandboxServer, type SandboxServer } from '@shop/sandbox/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cardGatewayFromEnv } from './config.ts';
import { type CardGateway, GatewayError, type NetworkToken } from './gateway.ts';
import {
  APPLE_VALIDATION_PATH,
  isWalletValidationUrl,
  midDetails,
  requestMerchantSession,
  type WalletConfig,
  WalletError,
  walletConfigFromEnv,
} from './wallets.ts';

const KEY = 'commerce-wallet-key';
const SHOP = 'http://dal.localhost:3000';
let sandbox: SandboxServer;
let baseUrl: string;
let gateway: CardGateway;
let config: WalletConfig;

beforeAll(async () => {
  sandbox = createSandboxServer({
    port: 0,
    logger: silentLogger,
    allowedOrigins: [SHOP],
    mail: { dir: path.join(tmpdir(), 'sandbox-mail-unused') },
    gateway: { keys: [KEY], dir: mkdtempSync(path.join(tmpdir(), 'commerce-wallets-')), ddcDelayMs: 0 },
  });
  baseUrl = (await sandbox.listen()).url;
  const env = { GATEWAY_URL: baseUrl, GATEWAY_MERCHANT_KEY: KEY, GATEWAY_PUBLIC_URL: baseUrl };
  gateway = cardGatewayFromEnv(env);
  config = walletConfigFromEnv(env);
});

afterAll(async () => {
  await sandbox.close();
});

const fromPage = async (route: string, body: unknown) => {
  const response = await fetch(`${baseUrl}${route}`, {
    method: 'POST',
    headers: { origin: SHOP, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
};

/** What the sandbox sheet does in the browser after the page completed merchant validation. */
async function applePayToken(session: unknown, card = 'visa-credit'): Promise<NetworkToken> {
  const sheet = await fromPage('/gateway/wallets/apple/sessions/redeem', { merchantSession: session });
  expect(sheet.status).toBe(200);
  const paid = await fromPage('/gateway/wallets/tokens', { sheet: sheet.body.sheet, card });
  expect(paid.status).toBe(201);
  return paid.body.networkToken as NetworkToken;
}

const dalby = { id: 'DAL', displayName: 'Dalby' };
const validation = () => ({
  validationUrl: `${baseUrl}${APPLE_VALIDATION_PATH}`,
  merchantIdentifier: midDetails(dalby, config).merchantIdentifier,
  displayName: 'Dalby',
  domainName: 'dal.localhost',
});

describe('wallet configuration', () => {
  it('midDetails names the trading title’s merchant, GB and GBP, and the networks the shop takes', () => {
    expect(midDetails(dalby, config)).toEqual({
      accountTradingTitle: 'DAL',
      merchantIdentifier: 'merchant.uk.co.shop.dal',
      gateway: 'sandbox',
      gatewayMerchantId: 'uk-co-shop-dal',
      displayName: 'Dalby',
      countryCode: 'GB',
      currencyCode: 'GBP',
      supportedNetworks: ['visa', 'masterCard', 'maestro'],
      merchantCapabilities: ['supports3DS'],
      allowedCardNetworks: ['VISA', 'MASTERCARD', 'MAESTRO'],
      allowedAuthMethods: ['CRYPTOGRAM_3DS'],
    });
    expect(midDetails({ id: 'CGN', displayName: 'Cogan' }, config).merchantIdentifier).toBe('merchant.uk.co.shop.cgn');
  });

  it('uses the sandbox wallet only beside a sandbox gateway on this machine, never with a real gateway', () => {
    expect(walletConfigFromEnv({}).provider).toBe('sandbox');
    expect(walletConfigFromEnv({}).sandboxScript).toBe('http://localhost:3200/gateway/wallets/sandbox-wallet.js');
    const production = walletConfigFromEnv({ GATEWAY_URL: 'https://api.gateway.example', WALLET_PROVIDER: 'sandbox' });
    expect(production).toMatchObject({ provider: 'none', sandboxScript: null, validationOrigins: [] });
    expect(walletConfigFromEnv({ WALLET_PROVIDER: 'none' })).toMatchObject({ provider: 'none', sandboxScript: null });
  });

  it('accepts only the wallet’s own validation URL', () => {
    expect(isWalletValidationUrl(`${baseUrl}${APPLE_VALIDATION_PATH}`, config)).toBe(true);
    for (const hostile of [
      `http://169.254.169.254${APPLE_VALIDATION_PATH}`,
      `${baseUrl}/gateway/pts/v2/payments`,
      `${baseUrl}${APPLE_VALIDATION_PATH}?next=http://evil`,
      `http://user:pass@${new URL(baseUrl).host}${APPLE_VALIDATION_PATH}`,
      'javascript:alert(1)',
      'not a url',
    ]) {
      expect(isWalletValidationUrl(hostile, config), hostile).toBe(false);
    }
  });
});

describe('merchant validation', () => {
  it('gets a single-use session for the shop’s domain', async () => {
    const session = await requestMerchantSession(config, validation());
    expect(session.domainName).toBe('dal.localhost');
    await applePayToken(session);
    // The sheet used it: a second sheet cannot.
    const again = await fromPage('/gateway/wallets/apple/sessions/redeem', { merchantSession: session });
    expect(again).toMatchObject({ status: 409, body: { error: 'merchant_session_used' } });
  });

  it('never calls a host other than the wallet’s', async () => {
    let called = false;
    const spy = (async () => {
      called = true;
      return new Response('{}');
    }) as typeof fetch;
    await expect(
      requestMerchantSession(
        config,
        { ...validation(), validationUrl: 'https://evil.example/paymentSession' },
        { fetch: spy },
      ),
    ).rejects.toMatchObject({ kind: 'invalid_validation_url' });
    expect(called).toBe(false);
  });

  it('a wrong merchant key is refused; an unreachable wallet is unavailable', async () => {
    await expect(requestMerchantSession({ ...config, merchantKey: 'wrong' }, validation())).rejects.toMatchObject({
      kind: 'refused',
    });
    const error = await requestMerchantSession(
      { ...config, serverUrl: 'http://127.0.0.1:9' },
      { ...validation(), validationUrl: `${baseUrl}${APPLE_VALIDATION_PATH}` },
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(WalletError);
    expect((error as WalletError).kind).toBe('unavailable');
  });
});

describe('the card gateway authorises a network token', () => {
  it('Apple Pay: authorised as card type 004 with the masked card, once per cryptogram', async () => {
    const networkToken = await applePayToken(await requestMerchantSession(config, validation()));
    const reference = randomUUID();
    const authorised = await gateway.authorise({
      reference,
      amountPence: 2500,
      currency: 'GBP',
      instrument: { networkToken },
      authentication: null,
      saveCard: false,
    });
    expect(authorised).toMatchObject({
      status: 'AUTHORIZED',
      amountPence: 2500,
      instrumentId: null,
      card: { cardType: '004', wallet: 'APPLE_PAY', maskedPan: '411111XXXXXX1111', panSuffix: '1111' },
    });
    expect((await gateway.findAuthorisation(reference))?.id).toBe(authorised.id);
    const twice = await gateway
      .authorise({
        reference: randomUUID(),
        amountPence: 2500,
        currency: 'GBP',
        instrument: { networkToken },
        authentication: null,
        saveCard: false,
      })
      .catch((e: unknown) => e);
    expect(twice).toBeInstanceOf(GatewayError);
    expect((twice as GatewayError).kind).toBe('invalid_token');
  });

  it('Google Pay: card type 005; a forged cryptogram is an invalid token', async () => {
    const sheet = await fromPage('/gateway/wallets/google/sheets', {
      gateway: 'sandbox',
      gatewayMerchantId: midDetails(dalby, config).gatewayMerchantId,
      merchantName: 'Dalby',
    });
    const paid = await fromPage('/gateway/wallets/tokens', { sheet: sheet.body.sheet, card: 'mastercard-credit' });
    const networkToken = paid.body.networkToken as NetworkToken;
    const forged = await gateway
      .authorise({
        reference: randomUUID(),
        amountPence: 1000,
        currency: 'GBP',
        instrument: { networkToken: { ...networkToken, cryptogram: 'Zm9yZ2Vk' } },
        authentication: null,
        saveCard: false,
      })
      .catch((e: unknown) => e);
    expect((forged as GatewayError).kind).toBe('invalid_token');
    const authorised = await gateway.authorise({
      reference: randomUUID(),
      amountPence: 1000,
      currency: 'GBP',
      instrument: { networkToken },
      authentication: null,
      saveCard: false,
    });
    expect(authorised.card).toMatchObject({ cardType: '005', wallet: 'GOOGLE_PAY', panSuffix: '4444' });
  });
});

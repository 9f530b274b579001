// Contract-test kit for the payment routes (card, store credit, make a payment, wallets, Miyo): the sandbox (mail
// outbox, card gateway, and any other provider a suite names) on a free port with the shop's environment pointed at
// it, a ready-to-pay dal bag for the signed-in customer, and a card turned into a transient token the way the
// gateway's hosted field does it. The suites mock the signed-in customer themselves (vi.mock of '@/lib/bag/customer').
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FixtureOption } from '@shop/commerce/bag/fixture';
import { silentLogger } from '@shop/sandbox/log';
import { createSandboxServer, type SandboxServer } from '@shop/sandbox/server';
import { POST as flexKey } from '@/app/api/checkout/flexKey/route.ts';
import { PUT as updateDeliveryAddress } from '@/app/api/checkout/updateDeliveryAddress/route.ts';
import { POST as addToBag } from '@/app/api/shop/bag/addToBag/route.ts';
import { call } from '@/lib/bag/route-test-kit.ts';

/** The brand's origin the suites call from. */
export const ROUTE_ORIGIN = 'http://dal.localhost:3000';

/** The 3-D Secure browser fields a browser sends (spec §7 cartAuthEnroll). */
export const BROWSER_FIELDS = {
  colorDepth: 24,
  language: 'en-GB',
  screenHeight: 900,
  screenWidth: 1280,
  timeDifference: 0,
  userAgent: 'test',
};

type SandboxOptions = Parameters<typeof createSandboxServer>[0];

/**
 * Starts the sandbox with its mail outbox and (unless `gateway: false`) its card gateway, keyed by `name`, plus what
 * `extra` adds (Miyo, allowed origins), and points the shop's mail and gateway settings at it.
 */
export async function startPaymentSandbox(
  name: string,
  extra: Omit<SandboxOptions, 'port' | 'logger' | 'mail' | 'gateway'> = {},
  options: { gateway?: boolean } = {},
): Promise<{ sandbox: SandboxServer; url: string }> {
  const gateway = options.gateway ?? true;
  const sandbox = createSandboxServer({
    port: 0,
    logger: silentLogger,
    mail: { dir: mkdtempSync(path.join(tmpdir(), `${name}-mail-`)), serverTokens: [`${name}-test-mail`] },
    ...(gateway
      ? {
          gateway: {
            keys: [`${name}-test-gateway`],
            dir: mkdtempSync(path.join(tmpdir(), `${name}-gateway-`)),
            ddcDelayMs: 0,
          },
        }
      : {}),
    ...extra,
  });
  const { url } = await sandbox.listen();
  if (gateway) {
    process.env.GATEWAY_URL = url;
    process.env.GATEWAY_MERCHANT_KEY = `${name}-test-gateway`;
  }
  process.env.MAIL_API_URL = url;
  process.env.MAIL_SERVER_TOKEN = `${name}-test-mail`;
  return { sandbox, url };
}

/** A fresh dal bag of `option` for the signed-in customer, delivering to Leeds: its cart id and total (pounds). */
export async function readyDalBag(option: FixtureOption): Promise<{ cartId: string; amount: number }> {
  const added = await call(addToBag, 'POST', '/api/shop/bag/addToBag', {
    body: {
      cartId: null,
      siteId: 'DALBY',
      channel: 'new-headless-web',
      skuProductCode: option.productNumber,
      bosOfferCode: option.offerNumber,
      productOptionNo: option.optionNumber,
      quantity: 1,
      unitPrice: 1,
    },
  });
  const { cartId } = await added.json();
  const view = await (
    await call(updateDeliveryAddress, 'PUT', '/api/checkout/updateDeliveryAddress', {
      body: {
        cartId,
        siteId: 'DALBY',
        address: {
          firstName: 'Amelia',
          surName: 'Hughes',
          addressLine1: '14 Rosemary Lane',
          town: 'Leeds',
          postcode: 'LS6 2AB',
        },
        saveAddress: false,
      },
    })
  ).json();
  return { cartId, amount: view.orderTotal / 100 };
}

/**
 * The hosted field's work: the shop's capture context (flexKey, bound to the brand's origin), then the gateway turns
 * the card into a transient token for it. The card number goes to the gateway only, never to the shop.
 */
export async function cardToken(gatewayUrl: string, pan: string): Promise<string> {
  const context = await call(flexKey, 'POST', '/api/checkout/flexKey', {
    body: { channel: 'new-headless-web', websiteIdentifier: 'DALBY', targetOrigin: ROUTE_ORIGIN },
  });
  if (context.status !== 200) throw new Error(`flexKey answered ${context.status}`);
  const { captureContext } = (await context.json()) as { captureContext: string };
  const response = await fetch(`${gatewayUrl}/gateway/flex/v2/tokens`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      captureContext,
      number: pan,
      expiryMonth: '01',
      expiryYear: String(new Date().getFullYear() + 3),
      securityCode: '123',
    }),
  });
  if (response.status !== 201) throw new Error(`the gateway answered ${response.status} for a test card`);
  return ((await response.json()) as { token: string }).token;
}

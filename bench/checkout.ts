// Checkout delivery benchmark: the delivery-options function's latency (pure: p50/p95/max over many calls across
// postcodes, times of day and bag values) and the delivery step's operations on a seeded database (the delivery view
// read and a speed change under the bag's lock), sequentially, on PGlite and on PostgreSQL.
//
// Then order completion with a frictionless 3-D Secure card against the sandbox gateway on loopback (enrolment check
// and completion: lock, re-price, attempt, authorise, order), sequentially (p50/p95) and with the four demo customers
// paying at once (completions per second).
//
// With --site-port (a running shop, `./shop start`): the delivery page's TTFB (warm, p50/p95) for a signed-in demo
// customer with a bag, through the real sign-in (Chromium) and then plain HTTP requests carrying its cookies.
//
// Usage: node bench/checkout.ts [--calls 20000] [--requests 300] [--orders 60] [--pg postgres://…/test] [--no-pg]
//        [--site-port 3000 [--page-requests 200]]
// Prints figures only; it never passes or fails on timing.

import { mkdtempSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { bagContext, type FixtureOption, pickOptions, seedBagFixture } from '../lib/commerce/src/bag/fixture.ts';
import { addToBag } from '../lib/commerce/src/bag/operations.ts';
import { getDeliveryView, updateDeliveryAddress, updateDeliverySpeed } from '../lib/commerce/src/checkout/delivery.ts';
import { destinationOf } from '../lib/commerce/src/delivery/destination.ts';
import { deliveryOptions } from '../lib/commerce/src/delivery/options.ts';
import { deliveryRulesFor } from '../lib/commerce/src/delivery/rules.ts';
import { completeOrder } from '../lib/commerce/src/payments/complete.ts';
import { cardGatewayFromEnv } from '../lib/commerce/src/payments/config.ts';
import type { CardGateway } from '../lib/commerce/src/payments/gateway.ts';
import { demoCustomerId, demoPersonas } from '../lib/commerce/src/seed/customers.ts';
import { createTestDb } from '../lib/commerce/src/testing/test-db.ts';
import { silentLogger } from '../lib/sandbox/src/log.ts';
import { createSandboxServer } from '../lib/sandbox/src/server.ts';

const { values } = parseArgs({
  options: {
    calls: { type: 'string', default: '20000' },
    requests: { type: 'string', default: '300' },
    orders: { type: 'string', default: '60' },
    pg: { type: 'string', default: process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test' },
    'no-pg': { type: 'boolean', default: false },
    'site-port': { type: 'string' },
    'page-requests': { type: 'string', default: '200' },
  },
});

function summary(times: number[]): string {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
  return `p50 ${at(50).toFixed(3)} ms  p95 ${at(95).toFixed(3)} ms  max ${at(100).toFixed(3)} ms  (n=${sorted.length})`;
}

function optionsFunction(): void {
  const postcodes = ['LS6 2AB', 'EH2 2PB', 'BT1 1AA', 'HS1 2AA', 'JE2 3AB', 'IM1 1AA', 'TR21 0AA', 'SW1A 1AA'];
  const destinations = postcodes.map((postcode) => destinationOf(postcode));
  const rules = deliveryRulesFor('dal');
  const start = Date.UTC(2026, 11, 20, 8);
  const times: number[] = [];
  const calls = Number(values.calls);
  for (let i = 0; i < calls; i++) {
    const began = performance.now();
    deliveryOptions({
      now: new Date(start + i * 37 * 60_000),
      rules,
      destination: destinations[i % destinations.length] ?? null,
      orderValue: (i * 997) % 12_000,
      physicalItems: 1 + (i % 3),
      plan: i % 11 === 0 ? 'STANDARD' : 'NONE',
      deliveryPromotion: i % 5 === 0 ? { code: 'FREESHIP', discountValue: 399 } : null,
    });
    times.push(performance.now() - began);
  }
  console.log(`deliveryOptions (pure)              ${summary(times)}`);
}

async function operations(label: string, url?: string): Promise<void> {
  const t = await createTestDb({ seed: { key: 'bench-checkout', run: seedBagFixture }, url: url ?? null });
  try {
    const context = bagContext('dal', { customerId: demoCustomerId('dal', 'cash') });
    const [option] = (await pickOptions(t.db, 'dal', 1)) as [FixtureOption];
    const added = await addToBag(t.db, context, { cartId: null, ...option, quantity: 1 });
    if (!added.ok) throw new Error(added.message);
    const cartId = added.value.cartId;
    const reads: number[] = [];
    const writes: number[] = [];
    const requests = Number(values.requests);
    for (let i = 0; i < requests + 20; i++) {
      let began = performance.now();
      const view = await getDeliveryView(t.db, context, cartId);
      if (!view.ok) throw new Error(view.message);
      if (i >= 20) reads.push(performance.now() - began);
      began = performance.now();
      const changed = await updateDeliverySpeed(t.db, context, {
        cartId,
        deliveryModeCode: i % 2 ? 'EXPRESS' : 'STANDARD',
      });
      if (!changed.ok) throw new Error(changed.message);
      if (i >= 20) writes.push(performance.now() - began);
    }
    console.log(`${label} GET delivery (view)       ${summary(reads)}`);
    console.log(`${label} updateDeliverySpeed       ${summary(writes)}`);
  } finally {
    await t.dispose();
  }
}

/** A transient token for the frictionless Visa, as the gateway's hosted fields would hand it to the page. */
async function frictionlessToken(gateway: CardGateway, gatewayUrl: string): Promise<string> {
  const { captureContext } = await gateway.captureContext({ targetOrigins: ['http://dal.localhost:3000'] });
  const response = await fetch(`${gatewayUrl}/gateway/flex/v2/tokens`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      captureContext,
      number: '4000000000002701',
      expiryMonth: '01',
      expiryYear: String(new Date().getFullYear() + 3),
      securityCode: '123',
    }),
  });
  return ((await response.json()) as { token: string }).token;
}

async function completions(label: string, url?: string): Promise<void> {
  const sandbox = createSandboxServer({
    port: 0,
    logger: silentLogger,
    mail: { dir: mkdtempSync(path.join(tmpdir(), 'bench-mail-')) },
    gateway: { keys: ['bench-gateway'], dir: mkdtempSync(path.join(tmpdir(), 'bench-gateway-')), ddcDelayMs: 0 },
  });
  const gatewayUrl = (await sandbox.listen()).url;
  const gateway = cardGatewayFromEnv({ GATEWAY_URL: gatewayUrl, GATEWAY_MERCHANT_KEY: 'bench-gateway' });
  const t = await createTestDb({ seed: { key: 'bench-checkout', run: seedBagFixture }, url: url ?? null });
  try {
    const [option] = (await pickOptions(t.db, 'dal', 1)) as [FixtureOption];
    const address = { firstName: 'A', surName: 'B', addressLine1: '1 High Street', town: 'Leeds', postcode: 'LS6 2AB' };
    let n = 0;
    /** One order: a ready bag (untimed), then enrolment and completion (timed). */
    const pay = async (persona: (typeof demoPersonas)[number]) => {
      const context = bagContext('dal', { customerId: demoCustomerId('dal', persona) });
      const added = await addToBag(t.db, context, { cartId: null, ...option, quantity: 1 });
      if (!added.ok) throw new Error(added.message);
      const view = await updateDeliveryAddress(t.db, context, {
        cartId: added.value.cartId,
        address,
        saveAddress: false,
      });
      if (!view.ok) throw new Error(view.message);
      const transientToken = await frictionlessToken(gateway, gatewayUrl);
      const began = performance.now();
      const setup = await gateway.authenticationSetup({ reference: `bench-${n}`, instrument: { transientToken } });
      const enrolment = await gateway.checkEnrollment({
        reference: setup.referenceId,
        referenceId: setup.referenceId,
        amountPence: view.value.orderTotal,
        currency: 'GBP',
        instrument: { transientToken },
        email: 'bench@example.com',
        browser: {
          deviceChannel: 'BROWSER',
          httpAcceptContent: 'text/html',
          colorDepth: 24,
          javaEnabled: false,
          javaScriptEnabled: true,
          language: 'en-GB',
          screenHeight: 900,
          screenWidth: 1280,
          timeDifference: 0,
          ipAddress: '127.0.0.1',
          userAgent: 'bench',
        },
        returnUrl: 'http://dal.localhost:3000/checkout/payment',
      });
      if (enrolment.status !== 'AUTHENTICATION_SUCCESSFUL') throw new Error(enrolment.status);
      const placed = await completeOrder(t.db, gateway, context, {
        cartId: view.value.cartId,
        idempotencyKey: `bench-order-${n++}`,
        instrument: { transientToken },
        authentication: enrolment.proof,
        saveCard: false,
        expectedTotal: view.value.orderTotal,
      });
      if (!placed.ok) throw new Error(placed.message);
      return performance.now() - began;
    };
    const orders = Number(values.orders);
    for (let i = 0; i < 5; i++) await pay('cash'); // warm up
    const sequential: number[] = [];
    for (let i = 0; i < orders; i++) sequential.push(await pay('cash'));
    console.log(`${label} order completion (frictionless) ${summary(sequential)}`);
    const began = performance.now();
    const rounds = Math.max(1, Math.floor(orders / demoPersonas.length));
    for (let round = 0; round < rounds; round++) await Promise.all(demoPersonas.map((persona) => pay(persona)));
    const seconds = (performance.now() - began) / 1000;
    console.log(
      `${label} completions with ${demoPersonas.length} customers at once: ${((rounds * demoPersonas.length) / seconds).toFixed(1)} per second (bag set-up included)`,
    );
  } finally {
    await t.dispose();
    await sandbox.close();
  }
}

/** A signed-in demo customer's cookies with one thing in the bag, made by a real browser on the running shop. */
async function signedInWithBag(origin: string): Promise<string> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    const page = await browser.newPage();
    await page.goto(`${origin}/`);
    await page.getByRole('banner').getByRole('link', { name: 'Sign in' }).click();
    await page.getByLabel('Email address').fill('cash.dal@example.com');
    await page.getByLabel('Password').fill('Shop-demo-2026');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('banner').getByRole('link', { name: 'My account' }).waitFor({ timeout: 60_000 });
    const categories = await page
      .getByRole('navigation', { name: 'Categories' })
      .getByRole('link')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? '/'));
    for (const category of categories.slice(0, 4)) {
      await page.goto(`${origin}${category}`);
      const products = await page
        .locator('main a[href^="/shop/p/"]')
        .evaluateAll((links) => [...new Set(links.map((a) => a.getAttribute('href') ?? ''))].slice(0, 6));
      for (const product of products) {
        await page.goto(`${origin}${product}`);
        await page.waitForLoadState('networkidle');
        const sizes = page
          .getByRole('form', { name: /^Add .* to bag$/ })
          .locator('input[type="radio"]:not([disabled])');
        if ((await sizes.count()) === 0) continue;
        await sizes.first().check({ force: true });
        await page.getByRole('button', { name: 'Add to bag' }).click();
        await page.getByRole('dialog', { name: 'Your bag' }).waitFor();
        const cookies = await page.context().cookies(origin);
        return cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; ');
      }
    }
    throw new Error('no product with a size in stock');
  } finally {
    await browser.close();
  }
}

/** The delivery page's TTFB for a signed-in customer with a bag (warm), against the running shop. */
async function deliveryPage(port: number): Promise<void> {
  const host = `dal.localhost:${port}`;
  const cookie = await signedInWithBag(`http://${host}`);
  const agent = new http.Agent({ keepAlive: true });
  const get = () =>
    new Promise<{ status: number; ttfbMs: number }>((resolve, reject) => {
      const started = performance.now();
      const request = http.get(
        { host: '127.0.0.1', port, path: '/checkout/delivery-method', agent, headers: { host, cookie } },
        (response) => {
          const ttfbMs = performance.now() - started;
          response.resume();
          response.on('end', () => resolve({ status: response.statusCode ?? 0, ttfbMs }));
          response.on('error', reject);
        },
      );
      request.on('error', reject);
    });
  for (let i = 0; i < 10; i++) await get(); // warm
  const times: number[] = [];
  const requests = Number(values['page-requests']);
  for (let i = 0; i < requests; i++) {
    const { status, ttfbMs } = await get();
    // A redirect would mean the page was not rendered (signed out, or the bag emptied): not a figure to print.
    if (status !== 200) throw new Error(`/checkout/delivery-method answered ${status}`);
    times.push(ttfbMs);
  }
  agent.destroy();
  console.log(`delivery page TTFB (signed in, bag of one, warm, sequential): ${summary(times)}`);
}

optionsFunction();
if (values['site-port']) await deliveryPage(Number(values['site-port']));
await operations('PGlite    ');
await completions('PGlite    ');
if (!values['no-pg']) {
  try {
    await operations('PostgreSQL', values.pg);
    await completions('PostgreSQL', values.pg);
  } catch (error) {
    console.log(`PostgreSQL: skipped (${error instanceof Error ? error.message : String(error)})`);
  }
}

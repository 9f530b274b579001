// The browser side of the gateway in a real Chromium: a "shop" page on another origin loads microform.js, the card
// fields are a frame from the gateway's origin, and the page only ever receives the transient token; the DDC and
// challenge frames post their messages to the shop page. Skipped where Debian's Chromium is not installed.
import { existsSync, mkdtempSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type Browser, chromium, type Page } from '@playwright/test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { silentLogger } from '../log.ts';
import { createSandboxServer, type SandboxServer } from '../server.ts';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const KEY = 'browser-merchant-key';
let sandbox: SandboxServer;
let gatewayUrl: string;
let shop: Server;
let shopOrigin: string;
let browser: Browser;
/** One tab for every test, each starting on a new shop page: opening a tab took a second on a loaded machine. */
let tab: Page;
/** Every request the shop's origin received (path and body). */
const shopRequests: string[] = [];

const SHOP_PAGE = (clientLibrary: string) => `<!doctype html><html lang="en"><head><title>Pay</title>
<script src="${clientLibrary}"></script></head><body><h1>Pay</h1><div id="card"></div><div id="frames"></div>
<script>
window.messages = [];
window.addEventListener('message', (event) => window.messages.push({ origin: event.origin, data: event.data }));
window.mountFields = async (captureContext) => {
  window.fields = await SandboxMicroform.mount({ captureContext, container: document.getElementById('card'), onChange: (c) => { window.lastChange = c; }, onSubmit: () => { window.submitted = (window.submitted || 0) + 1; } });
  return true;
};
window.tryMount = (captureContext) => { const box = document.createElement('div'); document.body.appendChild(box); return SandboxMicroform.mount({ captureContext, container: box, timeoutMs: 1500 }).then(() => 'mounted', (error) => error.message + ' ' + box.querySelectorAll('iframe').length); };
window.tokenise = () => window.fields.createToken().then((token) => ({ token }), (error) => ({ error: error.message, fields: error.fields }));
window.frame = (src, title) => { const f = document.createElement('iframe'); f.src = src; f.title = title; document.getElementById('frames').appendChild(f); };
</script></body></html>`;

const call = async (route: string, body: unknown) => {
  const response = await fetch(`${gatewayUrl.replace('localhost', '127.0.0.1')}${route}`, {
    method: 'POST',
    headers: { 'x-merchant-key': KEY, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return (await response.json()) as Record<string, string>;
};

beforeAll(async () => {
  if (!existsSync(CHROMIUM)) return;
  shop = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => {
      body += chunk.toString('utf8');
    });
    req.on('end', () => {
      shopRequests.push(`${req.method} ${req.url} ${body}`);
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end(SHOP_PAGE(`${gatewayUrl}/gateway/microform.js`));
    });
  });
  await new Promise<void>((resolve) => shop.listen(0, '127.0.0.1', resolve));
  shopOrigin = `http://127.0.0.1:${(shop.address() as AddressInfo).port}`;
  sandbox = createSandboxServer({
    port: 0,
    logger: silentLogger,
    allowedOrigins: [shopOrigin],
    mail: { dir: path.join(tmpdir(), 'sandbox-mail-unused') },
    gateway: { keys: [KEY], dir: mkdtempSync(path.join(tmpdir(), 'gateway-browser-')), ddcDelayMs: 50 },
  });
  gatewayUrl = (await sandbox.listen()).url.replace('127.0.0.1', 'localhost');
  browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu'] });
  tab = await browser.newPage();
}, 30_000);

afterAll(async () => {
  await browser?.close();
  await sandbox?.close();
  await new Promise((resolve) => shop?.close(resolve));
});

/** The shop's payment page, loaded afresh: a new document, with no frames, listeners or messages of a test before. */
async function shopPage(): Promise<Page> {
  await tab.goto(`${shopOrigin}/checkout/payment`);
  return tab;
}

const waitForMessage = (page: Page, predicate: string) =>
  page.waitForFunction(`window.messages.find((m) => ${predicate})`, undefined, { timeout: 10_000 });

// A browser on a shared 2-core machine: generous limits (the default 5 s per test and 1 s per poll are too tight).
const POLL = { timeout: 10_000 };
describe.skipIf(!existsSync(CHROMIUM))('hosted card fields in a browser', { timeout: 30_000 }, () => {
  it('tokenises the card in the gateway frame; the shop page gets only the token', async () => {
    const page = await shopPage();
    const { captureContext } = await call('/gateway/microform/v2/sessions', { targetOrigins: [shopOrigin] });
    expect(await page.evaluate(`window.mountFields(${JSON.stringify(captureContext)})`)).toBe(true);
    const frameElement = page.locator('iframe[title="Card details"]');
    expect(new URL((await frameElement.getAttribute('src'))!).origin).toBe(gatewayUrl);
    const frame = page.frameLocator('iframe[title="Card details"]');

    await frame.getByLabel('Card number').fill('4111 1111 1111 1112');
    await frame.getByLabel('Expiry date (MM/YY)').fill('01/20');
    await frame.getByLabel('Security code').fill('12');
    const refused = (await page.evaluate('window.tokenise()')) as { error: string; fields: string[] };
    expect(refused.fields.sort()).toEqual(['expiry', 'number', 'securityCode']);
    await expect.poll(() => frame.getByLabel('Card number').getAttribute('aria-invalid'), POLL).toBe('true');
    expect(await frame.getByText('Enter a valid card number.').isVisible()).toBe(true);

    const year = String((new Date().getUTCFullYear() + 3) % 100).padStart(2, '0');
    await frame.getByLabel('Card number').fill('4000 0000 0000 2701');
    await frame.getByLabel('Expiry date (MM/YY)').fill(`01/${year}`);
    await frame.getByLabel('Security code').fill('123');
    await expect
      .poll(() => page.evaluate('window.lastChange'), POLL)
      .toMatchObject({ cardType: 'VISA', complete: true });
    // Enter in the card fields asks the shop page to pay (onSubmit), as Enter in a form would.
    await frame.getByLabel('Security code').press('Enter');
    await expect.poll(() => page.evaluate('window.submitted'), POLL).toBe(1);
    const { token } = (await page.evaluate('window.tokenise()')) as { token: string };
    expect(token.split('.')).toHaveLength(3);
    const read = (await call('/gateway/flex/v2/tokens/verify', { token })) as unknown as {
      card: { maskedPan: string };
    };
    expect(read.card.maskedPan).toBe('400000XXXXXX2701');

    // Nothing the shop page saw or received carries the card number.
    const seen = JSON.stringify(await page.evaluate('window.messages')) + shopRequests.join('\n');
    expect(seen).not.toMatch(/\d{13,19}/);
    expect(seen).not.toContain('4000000000002701');
  });

  it("gives a page outside the capture context's origins no working fields (frame-ancestors, targeted messages)", async () => {
    const { captureContext } = await call('/gateway/microform/v2/sessions', {
      targetOrigins: ['https://elsewhere.example'],
    });
    const forged = `${captureContext!.split('.').slice(0, 2).join('.')}.x`;
    const page = await shopPage();
    // The mount gives up (and removes the frame) rather than hanging: for another origin, and for a bad context. Each
    // waits out its 1.5 s, so the two wait side by side, each in a container of its own whose frames it counts.
    const outcomes = await Promise.all(
      [captureContext, forged].map((context) => page.evaluate(`window.tryMount(${JSON.stringify(context)})`)),
    );
    expect(outcomes).toEqual(['the card fields could not be loaded 0', 'the card fields could not be loaded 0']);
  });

  it('device data collection and the challenge post their messages to the shop page', async () => {
    const page = await shopPage();
    const { captureContext } = await call('/gateway/microform/v2/sessions', { targetOrigins: [shopOrigin] });
    const year = String(new Date().getUTCFullYear() + 3);
    const response = await fetch(`${gatewayUrl}/gateway/flex/v2/tokens`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        captureContext,
        number: '4000000000002503',
        expiryMonth: '01',
        expiryYear: year,
        securityCode: '123',
      }),
    });
    const { token } = (await response.json()) as { token: string };
    const instrument = { transientToken: token };
    const setup = await call('/gateway/risk/v1/authentication-setups', { reference: 'r1', instrument });
    await page.evaluate(
      `window.frame(${JSON.stringify(`${setup.deviceDataCollectionUrl}?JWT=${setup.accessToken}`)}, 'Device data')`,
    );
    await waitForMessage(
      page,
      `m.data.MessageType === 'profile.completed' && m.data.SessionId === '${setup.referenceId}'`,
    );

    const enrolment = await call('/gateway/risk/v1/authentications', {
      reference: 'r1',
      referenceId: setup.referenceId,
      amountPence: 1000,
      currency: 'GBP',
      instrument,
      email: 'shopper@example.com',
      browser: {
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
        userAgent: 'chromium',
      },
      returnUrl: `${shopOrigin}/checkout/payment`,
    });
    expect(enrolment.status).toBe('PENDING_AUTHENTICATION');
    await page.evaluate(`window.frame(${JSON.stringify(enrolment.stepUpUrl)}, '3-D Secure')`);
    const challenge = page.frameLocator('iframe[title="3-D Secure"]');
    await challenge.getByRole('button', { name: 'Complete authentication' }).click();
    const message = await waitForMessage(page, `m.data.type === 'challenge-complete'`);
    expect(await message.jsonValue()).toEqual({
      origin: gatewayUrl,
      data: {
        source: 'sandbox-gateway',
        type: 'challenge-complete',
        authenticationTransactionId: enrolment.authenticationTransactionId,
        outcome: 'completed',
      },
    });
    const validated = await call('/gateway/risk/v1/authentication-results', {
      authenticationTransactionId: enrolment.authenticationTransactionId,
    });
    expect(validated.status).toBe('AUTHENTICATION_SUCCESSFUL');
  });
});

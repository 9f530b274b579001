// "Forgot password?" end to end at the provider: the emailed link works once within its lifetime, sets a password
// that follows the rules, ends the account's sessions and tokens, and the new password signs in. The answer to a
// request never tells whether the email has an account.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as oidc from 'openid-client';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Mail } from './mail.ts';
import { type IdentityServer, startIdentityServer } from './provider.ts';
import { RESET_LINK_MESSAGES } from './reset-pages.ts';
import { TestBrowser } from './testing/browser.ts';

const redirectUri = 'http://pma.localhost:3999/api/callback';
const OLD_PASSWORD = 'old-password-1';
const NEW_PASSWORD = 'brand-new-password-2';
let dataDir: string;
let server: IdentityServer;
let clock = Date.now();
const outbox: Mail[] = [];

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'identity-reset-'));
  server = await startIdentityServer(
    {
      host: '127.0.0.1',
      port: 0,
      dataDir,
      clientId: 'shop-site',
      clientSecret: 'test-secret',
      redirectUris: ['http://localhost:3000/api/callback'],
      allowLocalhostSites: true,
      accessTokenTtl: 300,
      sessionTtl: 2700,
      rememberMeTtl: 86_400,
      lockoutLimit: 1000,
      addressLimit: 6000,
      lockoutSeconds: 60,
      seedDemoAccounts: false,
    },
    {
      now: () => clock,
      sendMail: async (mail) => {
        outbox.push(mail);
        return { messageId: String(outbox.length) };
      },
    },
  );
});

afterAll(async () => {
  await server?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

let email: string;
beforeEach(async () => {
  clock = Date.now();
  email = `reset-${Math.random().toString(36).slice(2)}@example.com`;
  const made = await server.accounts.register({
    brandCode: 'pma',
    email,
    firstName: 'Rory',
    lastName: 'Palmer',
    password: OLD_PASSWORD,
  });
  expect(made.ok).toBe(true);
});

async function client() {
  return oidc.discovery(new URL(server.issuer), 'shop-site', 'test-secret', undefined, {
    execute: [oidc.allowInsecureRequests],
  });
}

/** The provider's sign-in page for pma, as the site sends a shopper there. */
async function signInPage(browser: TestBrowser) {
  const configuration = await client();
  const verifier = oidc.randomPKCECodeVerifier();
  const state = oidc.randomState();
  const url = oidc.buildAuthorizationUrl(configuration, {
    redirect_uri: redirectUri,
    scope: 'openid email',
    code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
    state,
    brand: 'pma',
  });
  const page = await browser.follow(url.href);
  expect(page.status).toBe(200);
  return { configuration, verifier, state, page };
}

/** Signs in with the password and returns the tokens the site would hold. */
async function signIn(password: string) {
  const browser = new TestBrowser(server.issuer);
  const { configuration, verifier, state, page } = await signInPage(browser);
  const done = await browser.follow(`${page.url}/login`, { form: { email, password } });
  if (!done.location?.startsWith(redirectUri)) return { ok: false as const, status: done.status, body: done.body };
  const tokens = await oidc.authorizationCodeGrant(configuration, new URL(done.location), {
    pkceCodeVerifier: verifier,
    expectedState: state,
  });
  return { ok: true as const, tokens, configuration, browser };
}

/** "Forgot password?" from the sign-in page; returns the page shown and the link mailed, if any. */
async function forgot(address: string) {
  const browser = new TestBrowser(server.issuer);
  const { page } = await signInPage(browser);
  expect(page.body).toContain(`href="${new URL(page.url).pathname}/forgot">Forgot password?</a>`);
  const form = await browser.request(`${page.url}/forgot`);
  expect(form.status).toBe(200);
  expect(form.body).toContain('<label for="email">Email address</label>');
  const before = outbox.length;
  const sent = await browser.request(`${page.url}/forgot`, { form: { email: address } });
  await new Promise((resolve) => setTimeout(resolve, 20)); // the mail goes in the background
  const mail = outbox.slice(before).find((m) => m.to === address.toLowerCase());
  const link = mail?.text.match(/https?:\/\/\S+\/reset-password\?token=[\w-]+/)?.[0];
  return { sent, mail, link, browser };
}

describe('forgot password', () => {
  it('mails a single-use link; the new password signs in, the old one and every old session end', async () => {
    const before = await signIn(OLD_PASSWORD);
    expect(before.ok).toBe(true);
    const { sent, mail, link, browser } = await forgot(email);
    expect(sent.status).toBe(200);
    expect(sent.body).toContain('we have sent it a link to reset your password');
    expect(mail).toMatchObject({ fromName: 'Palmer', subject: 'Reset your Palmer password', tag: 'password-reset' });
    expect(link).toBeTruthy();
    // The token is stored hashed: it appears nowhere in the provider's files.
    const token = new URL(link ?? '').searchParams.get('token') ?? '';
    const { readdirSync, readFileSync } = await import('node:fs');
    for (const file of readdirSync(dataDir).filter((name) => name.endsWith('.json'))) {
      expect(readFileSync(join(dataDir, file), 'utf8'), file).not.toContain(token);
    }

    const form = await browser.request(link ?? '');
    expect(form.status).toBe(200);
    expect(form.body).toContain('At least 8 characters, with a letter and a number.');
    // A password against the rules is refused and does not use the link up.
    const weak = await browser.request('/reset-password', { form: { token, password: 'short', confirm: 'short' } });
    expect(weak.status).toBe(400);
    expect(weak.body).toContain('Your password must be at least 8 characters.');
    const mismatch = await browser.request('/reset-password', {
      form: { token, password: NEW_PASSWORD, confirm: `${NEW_PASSWORD}x` },
    });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body).toContain('The passwords do not match.');

    const done = await browser.request('/reset-password', {
      form: { token, password: NEW_PASSWORD, confirm: NEW_PASSWORD },
    });
    expect(done.status).toBe(200);
    expect(done.body).toContain('Your password has been changed');
    expect(done.body).toContain('href="http://pma.localhost:3999/api/sign-in"');

    // The session signed in with the old password is over: its refresh token no longer works.
    if (!before.ok) throw new Error('unreachable');
    await expect(oidc.refreshTokenGrant(before.configuration, before.tokens.refresh_token ?? '')).rejects.toMatchObject(
      { error: 'invalid_grant' },
    );
    expect((await signIn(OLD_PASSWORD)).ok).toBe(false);
    const after = await signIn(NEW_PASSWORD);
    expect(after.ok).toBe(true);

    // The link worked once.
    const again = await browser.request(link ?? '');
    expect(again.status).toBe(410);
    expect(again.body).toContain(RESET_LINK_MESSAGES.USED);
    const replay = await browser.request('/reset-password', {
      form: { token, password: 'another-password-3', confirm: 'another-password-3' },
    });
    expect(replay.status).toBe(410);
    expect((await signIn(NEW_PASSWORD)).ok).toBe(true);
  });

  it('a link older than 30 minutes is refused with a clear message and changes nothing', async () => {
    const { link, browser } = await forgot(email);
    const token = new URL(link ?? '').searchParams.get('token') ?? '';
    clock += 30 * 60_000 + 1;
    const page = await browser.request(link ?? '');
    expect(page.status).toBe(410);
    expect(page.body).toContain(RESET_LINK_MESSAGES.EXPIRED);
    const post = await browser.request('/reset-password', {
      form: { token, password: NEW_PASSWORD, confirm: NEW_PASSWORD },
    });
    expect(post.status).toBe(410);
    clock = Date.now();
    expect((await signIn(OLD_PASSWORD)).ok).toBe(true);
  });

  it('a newer link replaces an older one; a made-up token is not valid', async () => {
    const first = await forgot(email);
    const second = await forgot(email);
    expect((await first.browser.request(first.link ?? '')).status).toBe(404);
    expect((await second.browser.request(second.link ?? '')).status).toBe(200);
    const madeUp = await second.browser.request(`/reset-password?token=${'a'.repeat(43)}`);
    expect(madeUp.status).toBe(404);
    expect(madeUp.body).toContain(RESET_LINK_MESSAGES.UNKNOWN);
  });

  it('answers an unknown email exactly as a known one, and mails nothing', async () => {
    const known = await forgot(email);
    const unknown = await forgot('nobody-here@example.com');
    expect(unknown.sent.status).toBe(known.sent.status);
    expect(unknown.mail).toBeUndefined();
    const strip = (body: string, address: string) =>
      body.replaceAll(address, 'EMAIL').replace(/\/interaction\/[\w-]+/g, '/interaction/UID');
    expect(strip(unknown.sent.body, 'nobody-here@example.com')).toBe(strip(known.sent.body, email));
  });

  it('asks again for a malformed email, sending nothing', async () => {
    const before = outbox.length;
    const { sent } = await forgot('not-an-email');
    expect(sent.status).toBe(400);
    expect(sent.body).toContain('Enter a valid email address.');
    expect(outbox.length).toBe(before);
  });
});

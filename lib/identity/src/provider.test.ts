import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as oidc from 'openid-client';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { IdentityConfig } from './config.ts';
import { DEMO_PASSWORD, demoCustomerId } from './demo-accounts.ts';
import { type IdentityServer, startIdentityServer } from './provider.ts';
import { TestBrowser } from './testing/browser.ts';

const redirectUri = 'http://dal.localhost:3999/api/callback';
let dataDir: string;
let server: IdentityServer;

const config = (overrides: Partial<IdentityConfig> = {}): IdentityConfig => ({
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
  lockoutLimit: 3,
  addressLimit: 18,
  lockoutSeconds: 60,
  seedDemoAccounts: true,
  ...overrides,
});

async function client(issuer = server.issuer) {
  return oidc.discovery(new URL(issuer), 'shop-site', 'test-secret', undefined, {
    execute: [oidc.allowInsecureRequests],
  });
}

/** Runs the browser part of a sign-in and returns the site callback URL plus the checks the site keeps. */
async function signIn(options: { email?: string; password?: string; remember?: boolean; browser?: TestBrowser } = {}) {
  const configuration = await client();
  const verifier = oidc.randomPKCECodeVerifier();
  const state = oidc.randomState();
  const nonce = oidc.randomNonce();
  const url = oidc.buildAuthorizationUrl(configuration, {
    redirect_uri: redirectUri,
    scope: 'openid email profile',
    code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
    state,
    nonce,
    brand: 'dal',
  });
  const browser = options.browser ?? new TestBrowser(server.issuer);
  const page = await browser.follow(url.href);
  expect(page.status).toBe(200);
  expect(page.body).toContain('Remember me');
  const form: Record<string, string> = {
    email: options.email ?? 'credit.dal@example.com',
    password: options.password ?? DEMO_PASSWORD,
  };
  if (options.remember) form.remember = 'yes';
  const done = await browser.follow(`${page.url}/login`, { form });
  return { configuration, verifier, state, nonce, done, browser, callback: done.location };
}

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'identity-test-'));
  server = await startIdentityServer(config());
});

afterAll(async () => {
  await server?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('authorization code + PKCE with openid-client', () => {
  it('signs a demo customer in and returns the customerReferenceAccountId claim', async () => {
    const { configuration, verifier, state, nonce, callback } = await signIn();
    expect(callback).toMatch(/^http:\/\/dal\.localhost:3999\/api\/callback\?code=/);
    const tokens = await oidc.authorizationCodeGrant(configuration, new URL(callback ?? ''), {
      pkceCodeVerifier: verifier,
      expectedState: state,
      expectedNonce: nonce,
    });
    const claims = tokens.claims();
    expect(claims?.customerReferenceAccountId).toBe(demoCustomerId('dal', 'credit'));
    expect(claims?.rememberMe).toBe(false);
    expect(claims?.given_name).toBe('Olivia');
    expect(tokens.expires_in).toBe(300);
    expect(tokens.refresh_token).toBeTruthy();
  });

  it('marks a "remember me" sign-in and refreshes its tokens', async () => {
    const { configuration, verifier, state, nonce, callback } = await signIn({ remember: true });
    const tokens = await oidc.authorizationCodeGrant(configuration, new URL(callback ?? ''), {
      pkceCodeVerifier: verifier,
      expectedState: state,
      expectedNonce: nonce,
    });
    expect(tokens.claims()?.rememberMe).toBe(true);
    const refreshed = await oidc.refreshTokenGrant(configuration, tokens.refresh_token ?? '');
    expect(refreshed.access_token).not.toBe(tokens.access_token);
    expect(refreshed.claims()?.customerReferenceAccountId).toBe(demoCustomerId('dal', 'credit'));
    // Rotation: the old refresh token is spent.
    await expect(oidc.refreshTokenGrant(configuration, tokens.refresh_token ?? '')).rejects.toThrow();
  });

  it('rejects a wrong state, a replayed code and a wrong PKCE verifier', async () => {
    const first = await signIn();
    await expect(
      oidc.authorizationCodeGrant(first.configuration, new URL(first.callback ?? ''), {
        pkceCodeVerifier: first.verifier,
        expectedState: 'another-state',
        expectedNonce: first.nonce,
      }),
    ).rejects.toMatchObject({ cause: { message: expect.stringMatching(/state/) } });
    const checks = { pkceCodeVerifier: first.verifier, expectedState: first.state, expectedNonce: first.nonce };
    await oidc.authorizationCodeGrant(first.configuration, new URL(first.callback ?? ''), checks);
    await expect(
      oidc.authorizationCodeGrant(first.configuration, new URL(first.callback ?? ''), checks),
    ).rejects.toMatchObject({
      error: 'invalid_grant',
    });
    const second = await signIn();
    await expect(
      oidc.authorizationCodeGrant(second.configuration, new URL(second.callback ?? ''), {
        pkceCodeVerifier: oidc.randomPKCECodeVerifier(),
        expectedState: second.state,
        expectedNonce: second.nonce,
      }),
    ).rejects.toMatchObject({ error: 'invalid_grant' });
  });

  it('rejects tokens from an issuer the site does not expect', async () => {
    await expect(client(server.issuer.replace('127.0.0.1', 'localhost'))).rejects.toThrow();
    const { configuration, verifier, state, nonce, callback } = await signIn();
    const { supportsPKCE: _supportsPKCE, ...metadata } = {
      ...configuration.serverMetadata(),
      issuer: 'http://evil.example',
    };
    const impostor = new oidc.Configuration(metadata, 'shop-site', 'test-secret');
    oidc.allowInsecureRequests(impostor);
    await expect(
      oidc.authorizationCodeGrant(impostor, new URL(callback ?? ''), {
        pkceCodeVerifier: verifier,
        expectedState: state,
        expectedNonce: nonce,
      }),
    ).rejects.toThrow();
  });

  it('refuses a redirect to a site that is not ours', async () => {
    const configuration = await client();
    const url = oidc.buildAuthorizationUrl(configuration, {
      redirect_uri: 'https://evil.example/api/callback',
      scope: 'openid',
      code_challenge: await oidc.calculatePKCECodeChallenge(oidc.randomPKCECodeVerifier()),
      code_challenge_method: 'S256',
      state: 's',
    });
    const step = await new TestBrowser(server.issuer).follow(url.href);
    expect(step.status).toBe(400);
    expect(step.location ?? '').not.toContain('evil.example');
  });
});

describe('sign-in protection', () => {
  it('locks an email after repeated wrong passwords with 429 and Retry-After', async () => {
    const email = 'cash.dal@example.com';
    const statuses: number[] = [];
    let retryAfter: string | null = null;
    for (let attempt = 0; attempt < 4; attempt++) {
      const { done } = await signIn({ email, password: 'wrong-password-1' });
      statuses.push(done.status);
      retryAfter = done.headers.get('retry-after') ?? retryAfter;
    }
    expect(statuses.slice(0, 2)).toEqual([401, 401]);
    expect(statuses.slice(2)).toEqual([429, 429]);
    expect(Number(retryAfter)).toBeGreaterThan(0);
    // Even the right password waits until the lock ends.
    const { done } = await signIn({ email });
    expect(done.status).toBe(429);
  });
});

describe('persistence', () => {
  it('keeps accounts and refresh tokens across a restart', async () => {
    const { configuration, verifier, state, nonce, callback } = await signIn({
      email: 'new.dal@example.com',
      remember: true,
    });
    const tokens = await oidc.authorizationCodeGrant(configuration, new URL(callback ?? ''), {
      pkceCodeVerifier: verifier,
      expectedState: state,
      expectedNonce: nonce,
    });
    await server.close();
    server = await startIdentityServer(config());
    const restarted = await client();
    const refreshed = await oidc.refreshTokenGrant(restarted, tokens.refresh_token ?? '');
    expect(refreshed.claims()?.customerReferenceAccountId).toBe(demoCustomerId('dal', 'new'));
  });
});

describe('expiry', () => {
  it('rejects an expired access token and an expired refresh token', async () => {
    const longLived = server;
    const shortDir = mkdtempSync(join(tmpdir(), 'identity-short-'));
    const short = await startIdentityServer(config({ dataDir: shortDir, accessTokenTtl: 1, sessionTtl: 1 }));
    server = short;
    try {
      const { configuration, verifier, state, nonce, callback } = await signIn();
      const tokens = await oidc.authorizationCodeGrant(configuration, new URL(callback ?? ''), {
        pkceCodeVerifier: verifier,
        expectedState: state,
        expectedNonce: nonce,
      });
      const sub = tokens.claims()?.sub ?? '';
      await expect(oidc.fetchUserInfo(configuration, tokens.access_token, sub)).resolves.toMatchObject({ sub });
      // 2.1 s later, on the wall clock only (the provider runs in this process; timers and I/O stay real).
      vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 2100 });
      await expect(oidc.fetchUserInfo(configuration, tokens.access_token, sub)).rejects.toThrow();
      await expect(oidc.refreshTokenGrant(configuration, tokens.refresh_token ?? '')).rejects.toMatchObject({
        error: 'invalid_grant',
      });
    } finally {
      vi.useRealTimers();
      server = longLived;
      await short.close();
      rmSync(shortDir, { recursive: true, force: true });
    }
  });
});

describe('liveness and readiness', () => {
  it('answers live and ready (no-store), then ready 503 naming the store once its folder is gone', async () => {
    const ownDir = mkdtempSync(join(tmpdir(), 'identity-health-'));
    const own = await startIdentityServer(config({ dataDir: ownDir, seedDemoAccounts: false }));
    try {
      const live = await fetch(`${own.issuer}/health/live`);
      expect(live.status).toBe(200);
      expect(live.headers.get('cache-control')).toBe('no-store');
      const ready = await fetch(`${own.issuer}/health/ready`);
      expect(await ready.json()).toMatchObject({ ok: true, checks: { store: { ok: true } } });
      expect(ready.status).toBe(200);
      expect((await fetch(`${own.issuer}/health`)).status).toBe(200);

      rmSync(ownDir, { recursive: true, force: true });
      const down = await fetch(`${own.issuer}/health/ready`);
      expect(down.status).toBe(503);
      expect(await down.json()).toMatchObject({ ok: false, checks: { store: { ok: false, error: 'failed' } } });
      expect((await fetch(`${own.issuer}/health/live`)).status).toBe(200);
    } finally {
      await own.close();
      rmSync(ownDir, { recursive: true, force: true });
    }
  });
});

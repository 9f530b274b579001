// Contract tests for the session calls and cookies: a real identity provider in-process, the site's route handlers
// called as the site server would call them (the brand's host), and a cookie jar standing in for the browser.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { IdentityServer } from '@shop/identity/provider';
import { TestBrowser } from '@shop/identity/testing/browser';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const dataDir = mkdtempSync(path.join(tmpdir(), 'session-contract-'));
process.env.SHOP_DATA_DIR = dataDir;
delete process.env.DATABASE_URL;
process.env.IDENTITY_CLIENT_SECRET = 'contract-secret';
process.env.SESSION_SECRET = 'contract-session-secret';

const { startIdentityServer } = await import('@shop/identity/provider');
const { getReadyDb, closeDb, installProcessDb } = await import('@shop/commerce/db/client');
const { openSeededPglite, SCHEMA_ONLY } = await import('@shop/commerce/testing/test-db');
const { seedCustomers } = await import('@shop/commerce/seed/customers');

const site = 'http://dal.localhost:3999';
let provider: IdentityServer;
let routes: Awaited<ReturnType<typeof loadRoutes>>;

async function loadRoutes() {
  return {
    signIn: (await import('@/app/api/sign-in/route.ts')).GET,
    callback: (await import('@/app/api/callback/route.ts')).GET,
    me: (await import('@/app/api/auth/me/route.ts')).GET,
    login: (await import('@/app/api/auth/login/route.ts')).GET,
    signOut: (await import('@/app/api/sign-out/route.ts')).GET,
    signOutComplete: (await import('@/app/api/sign-out/complete/route.ts')).GET,
    customer: (await import('@/app/api/customer/route.ts')).GET,
    profile: await import('@/app/api/profile/route.ts'),
    credit: (await import('@/app/api/checkout/creditDetails/route.ts')).GET,
  };
}

/** Cookies the site set, parsed: name → { value, attributes }. */
function setCookies(response: Response) {
  const out = new Map<string, { value: string; attributes: string[] }>();
  for (const header of response.headers.getSetCookie()) {
    const [pair = '', ...attributes] = header.split(';').map((part) => part.trim());
    const index = pair.indexOf('=');
    out.set(pair.slice(0, index), { value: decodeURIComponent(pair.slice(index + 1)), attributes });
  }
  return out;
}

function request(
  pathAndQuery: string,
  init: { cookie?: string; method?: string; body?: unknown; origin?: boolean; host?: string } = {},
) {
  const host = init.host ?? 'dal.localhost:3999';
  const headers: Record<string, string> = { host };
  if (init.cookie) headers.cookie = init.cookie;
  if (init.origin) headers.origin = `http://${host}`;
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  return new Request(`http://${host}${pathAndQuery}`, {
    method: init.method ?? 'GET',
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
}

/** The whole sign-in: our start, the provider's page, our callback. Returns the callback answer. */
async function signIn(email: string, options: { remember?: boolean; redirectTo?: string } = {}) {
  const start = await routes.signIn(
    request(`/api/sign-in?redirectTo=${encodeURIComponent(options.redirectTo ?? '/shop/c/dresses')}`),
    {},
  );
  expect(start.status).toBe(303);
  const transaction = setCookies(start).get('shop_signin');
  const browser = new TestBrowser(provider.issuer);
  const page = await browser.follow(start.headers.get('location') ?? '');
  const form: Record<string, string> = { email, password: 'Shop-demo-2026' };
  if (options.remember) form.remember = 'yes';
  const done = await browser.follow(`${page.url}/login`, { form });
  const callbackUrl = new URL(done.location ?? '');
  expect(callbackUrl.origin).toBe(site);
  const answer = await routes.callback(
    request(`${callbackUrl.pathname}${callbackUrl.search}`, { cookie: `shop_signin=${transaction?.value}` }),
    {},
  );
  return { answer, cookies: setCookies(answer), transaction, callbackUrl };
}

beforeAll(async () => {
  provider = await startIdentityServer({
    host: '127.0.0.1',
    port: 0,
    dataDir: path.join(dataDir, 'identity'),
    clientId: 'shop-site',
    clientSecret: 'contract-secret',
    redirectUris: ['http://localhost:3000/api/callback'],
    allowLocalhostSites: true,
    accessTokenTtl: 300,
    sessionTtl: 2700,
    rememberMeTtl: 86_400,
    lockoutLimit: 5,
    addressLimit: 5 * 6,
    lockoutSeconds: 60,
    seedDemoAccounts: true,
  });
  process.env.IDENTITY_ISSUER = provider.issuer;
  // The shop's database is the migrated schema restored in memory (migrating a fresh PGlite takes seconds).
  await installProcessDb(await openSeededPglite(SCHEMA_ONLY));
  await seedCustomers(await getReadyDb());
  routes = await loadRoutes();
}, 120_000);

afterAll(async () => {
  await provider?.close();
  await closeDb();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('GET /api/sign-in', () => {
  it('sends the shopper to the provider with PKCE, state, nonce and the brand, in a sealed httpOnly cookie', async () => {
    const answer = await routes.signIn(request('/api/sign-in?redirectTo=%2Fshop%2Fbag'), {});
    expect(answer.status).toBe(303);
    const location = new URL(answer.headers.get('location') ?? '');
    expect(location.origin).toBe(provider.issuer);
    expect(location.searchParams.get('code_challenge_method')).toBe('S256');
    expect(location.searchParams.get('state')).toBeTruthy();
    expect(location.searchParams.get('nonce')).toBeTruthy();
    expect(location.searchParams.get('brand')).toBe('dal');
    expect(location.searchParams.get('redirect_uri')).toBe(`${site}/api/callback`);
    const cookie = setCookies(answer).get('shop_signin');
    expect(cookie?.attributes).toEqual(
      expect.arrayContaining(['Path=/api/', 'Max-Age=600', 'SameSite=Lax', 'HttpOnly']),
    );
    expect(cookie?.value).not.toContain(location.searchParams.get('state') ?? 'x');
  });

  it('answers the 31st start in a minute from one address 429 with Retry-After, counted across nodes', async () => {
    const from = (address: string) =>
      routes.signIn(
        new Request(`${site}/api/sign-in`, {
          headers: { host: 'dal.localhost:3999', 'x-forwarded-for': `${address}, 10.0.0.1` },
        }),
        {},
      );
    for (let i = 0; i < 30; i++) expect((await from('203.0.113.9')).status).toBe(303);
    const refused = await from('203.0.113.9');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(60);
    expect(await refused.json()).toEqual({
      code: 'TOO_MANY_REQUESTS',
      message: 'Too many sign-in attempts. Please wait a moment and try again.',
    });
    // Another address is not limited.
    expect((await from('203.0.113.10')).status).toBe(303);

    // Another node: its own RateLimit (its own process memory) on the same database. 29 starts there and the one
    // above make 30, so this node refuses the next one.
    const { RateLimit } = await import('@/lib/session/rate-limit.ts');
    const otherNode = new RateLimit({ scope: 'sign-in', limit: 30, windowMs: 60_000 });
    for (let i = 0; i < 29; i++) expect(await otherNode.hit('203.0.113.10')).toBe(0);
    expect((await from('203.0.113.10')).status).toBe(429);
    expect(await otherNode.hit('203.0.113.10')).toBeGreaterThan(0);
  });

  it('opens registration when asked', async () => {
    const answer = await routes.signIn(request('/api/sign-in?register=true'), {});
    expect(new URL(answer.headers.get('location') ?? '').searchParams.get('screen')).toBe('register');
  });

  it('/api/auth/login starts the same sign-in', async () => {
    const answer = await routes.login(request('/api/auth/login?redirectTo=%2Fshop%2Fbag'), {});
    expect(answer.headers.get('location')).toBe('/api/sign-in?redirectTo=%2Fshop%2Fbag');
  });
});

describe('GET /api/callback', () => {
  it('signs in: 2700 s httpOnly session cookie, the spec client cookies, back to the page with justLoggedIn', async () => {
    const { answer, cookies } = await signIn('cash.dal@example.com');
    expect(answer.headers.get('location')).toBe('/shop/c/dresses?justLoggedIn=true');
    const session = cookies.get('shop_session');
    expect(session?.attributes).toEqual(expect.arrayContaining(['Path=/', 'Max-Age=2700', 'SameSite=Lax', 'HttpOnly']));
    expect(session?.attributes).not.toContain('Secure');
    expect(cookies.get('rememberMe')?.value).toBe('false');
    expect(cookies.get('isSignedIn')?.value).toBe('true');
    expect(cookies.get('isSignedIn')?.attributes).not.toContain('HttpOnly');
    expect(cookies.get('shop_signin')?.attributes).toContain('Max-Age=0');
    const rt = Number(cookies.get('RTExpiresAt')?.value);
    const me = await (
      await routes.me(request('/api/auth/me', { cookie: `shop_session=${session?.value}` }), {})
    ).json();
    expect(rt).toBe((me.timeouts.accessTokenExpiresAt + 2700 - 30 - 300) * 1000);
    expect(me).toEqual({
      claims: { customerReferenceAccountId: '710000001', rememberMe: false },
      timeouts: { accessTokenExpiresAt: expect.any(Number), refreshExpiresin: 2700 },
      jti: expect.stringMatching(/^[0-9a-f]{32}$/),
    });
  });

  it('"remember me" makes every cookie last 86400 s', async () => {
    const { cookies } = await signIn('credit.dal@example.com', { remember: true });
    for (const name of ['shop_session', 'rememberMe', 'isSignedIn', 'RTExpiresAt']) {
      expect(cookies.get(name)?.attributes).toContain('Max-Age=86400');
    }
    expect(cookies.get('rememberMe')?.value).toBe('true');
  });

  it('never sends the shopper to another site', async () => {
    for (const hostile of ['//evil.example/x', 'https://evil.example', '/\\evil.example', '/api/sign-out']) {
      const { answer } = await signIn('cash.dal@example.com', { redirectTo: hostile });
      expect(answer.headers.get('location')).toBe('/?justLoggedIn=true');
    }
  });

  it('rejects a callback whose state does not match, and a replayed code', async () => {
    const { callbackUrl, transaction } = await signIn('cash.dal@example.com');
    const replay = await routes.callback(
      request(`${callbackUrl.pathname}${callbackUrl.search}`, { cookie: `shop_signin=${transaction?.value}` }),
      {},
    );
    expect(setCookies(replay).has('shop_session')).toBe(false);
    const tampered = new URL(callbackUrl);
    tampered.searchParams.set('state', 'forged');
    const forged = await routes.callback(
      request(`${tampered.pathname}${tampered.search}`, { cookie: `shop_signin=${transaction?.value}` }),
      {},
    );
    expect(setCookies(forged).has('shop_session')).toBe(false);
    expect(setCookies(forged).get('rememberMe')?.attributes).toContain('Max-Age=0');
  });
});

describe('GET /api/auth/me', () => {
  it('answers 204 without a session, or with an unknown one', async () => {
    expect((await routes.me(request('/api/auth/me'), {})).status).toBe(204);
    const forged = await routes.me(request('/api/auth/me', { cookie: `shop_session=${'A'.repeat(43)}` }), {});
    expect(forged.status).toBe(204);
  });

  it('marks cookies Secure outside localhost', async () => {
    const { cookies } = await signIn('cash.dal@example.com');
    const answer = await routes.me(
      request('/api/auth/me', {
        cookie: `shop_session=${cookies.get('shop_session')?.value}`,
        host: 'www.dalby.co.uk',
      }),
      {},
    );
    for (const [, cookie] of setCookies(answer)) expect(cookie.attributes).toContain('Secure');
  });
});

describe('customer data', () => {
  it('answers only the signed-in customer, credit details only for a credit account', async () => {
    const cash = (await signIn('cash.dal@example.com')).cookies.get('shop_session')?.value;
    const credit = (await signIn('credit.dal@example.com')).cookies.get('shop_session')?.value;
    expect((await routes.customer(request('/api/customer'), {})).status).toBe(401);
    const details = await (
      await routes.customer(request('/api/customer', { cookie: `shop_session=${cash}` }), {})
    ).json();
    expect(details).toMatchObject({
      customerReferenceAccountId: '710000001',
      firstname: 'Amelia',
      creditAccount: false,
      loyaltyOptIn: 'OPTED_IN',
    });
    expect(
      (await routes.credit(request('/api/checkout/creditDetails', { cookie: `shop_session=${cash}` }), {})).status,
    ).toBe(404);
    const agreement = await (
      await routes.credit(request('/api/checkout/creditDetails', { cookie: `shop_session=${credit}` }), {})
    ).json();
    expect(agreement).toMatchObject({
      code: 'SUCCESS',
      agreementDetails: { creditLimit: 150_000 },
      statementDetails: { expectedPayment: 2_500 },
    });
  });

  it('saves contact preferences only same-origin, only for the own account, only known fields', async () => {
    const cookie = `shop_session=${(await signIn('new.dal@example.com')).cookies.get('shop_session')?.value}`;
    const body = { loyaltyOptIn: 'OPTED_IN', newsletterOptIn: true };
    expect((await routes.profile.PUT(request('/api/profile', { method: 'PUT', cookie, body }), {})).status).toBe(403);
    const foreign = { ...body, customerReferenceAccountId: '710000001' };
    expect(
      (await routes.profile.PUT(request('/api/profile', { method: 'PUT', cookie, body: foreign, origin: true }), {}))
        .status,
    ).toBe(400);
    const saved = await routes.profile.PUT(request('/api/profile', { method: 'PUT', cookie, body, origin: true }), {});
    expect(saved.status).toBe(200);
    const profile = await (await routes.profile.GET(request('/api/profile', { cookie }), {})).json();
    expect(profile.contactPreferences).toMatchObject({ loyaltyOptIn: 'OPTED_IN', newsletterOptIn: true });
    expect(profile.customerReferenceAccountId).toBe('710000004');
  });
});

describe('GET /api/sign-out', () => {
  it('ends the session, clears every session cookie and the bag ids, and signs out at the provider', async () => {
    const session = (await signIn('arrears.dal@example.com')).cookies.get('shop_session')?.value;
    const cookie = `shop_session=${session}`;
    const answer = await routes.signOut(
      request('/api/sign-out?redirectTo=%2Fshop%2Fmyaccount%2FOverview.action', { cookie }),
      {},
    );
    const location = new URL(answer.headers.get('location') ?? '');
    expect(location.origin).toBe(provider.issuer);
    expect(location.searchParams.has('id_token_hint')).toBe(false);
    const cleared = setCookies(answer);
    for (const name of ['shop_session', 'rememberMe', 'isSignedIn', 'RTExpiresAt', 'cartId', 'wishlistId']) {
      expect(cleared.get(name)?.attributes).toContain('Max-Age=0');
    }
    expect((await routes.me(request('/api/auth/me', { cookie }), {})).status).toBe(204);
    const back = await routes.signOutComplete(
      request(`/api/sign-out/complete?state=${location.searchParams.get('state')}`),
      {},
    );
    expect(back.headers.get('location')).toBe('/shop/signout/so.action?justLoggedOut=true');
  });

  it('refuses a cross-site sign-out', async () => {
    const cross = new Request(`${site}/api/sign-out`, {
      headers: { host: 'dal.localhost:3999', 'sec-fetch-site': 'cross-site' },
    });
    expect((await routes.signOut(cross, {})).status).toBe(403);
  });
});

describe('hostile input', () => {
  it('profile updates and the sign-in entry never error and never touch another account', async () => {
    const cookie = `shop_session=${(await signIn('cash.dal@example.com')).cookies.get('shop_session')?.value}`;
    const other = `shop_session=${(await signIn('credit.dal@example.com')).cookies.get('shop_session')?.value}`;
    const otherBefore = await (await routes.profile.GET(request('/api/profile', { cookie: other }), {})).json();
    const value = fc.oneof(
      fc.string(),
      fc.boolean(),
      fc.integer(),
      fc.constant(null),
      fc.constantFrom('OPTED_IN', 'NOT_OPTED_IN', '07700900123'),
    );
    const body = fc.oneof(
      fc.dictionary(
        fc.constantFrom(
          'mobilePhone',
          'contactBySms',
          'loyaltyOptIn',
          'newsletterOptIn',
          'version',
          'customerReferenceAccountId',
          '__proto__',
        ),
        value,
      ),
      fc.anything(),
    );
    await fc.assert(
      fc.asyncProperty(body, async (input) => {
        const answer = await routes.profile.PUT(
          request('/api/profile', { method: 'PUT', cookie, body: input, origin: true }),
          {},
        );
        expect([200, 400, 409, 415]).toContain(answer.status);
      }),
      { numRuns: 60 },
    );
    await fc.assert(
      fc.asyncProperty(fc.string({ maxLength: 300 }), async (redirectTo) => {
        const answer = await routes.signIn(
          request(`/api/sign-in?redirectTo=${encodeURIComponent(redirectTo)}`, { host: 'cgn.localhost:3999' }),
          {},
        );
        expect([303, 400, 429]).toContain(answer.status);
      }),
      { numRuns: 40 },
    );
    expect(await (await routes.profile.GET(request('/api/profile', { cookie: other }), {})).json()).toEqual(
      otherBefore,
    );
  }, 60_000);
});

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { binaryString } from '@shop/runtime/arbitraries';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from './demo-accounts.ts';
import { type IdentityServer, startIdentityServer } from './provider.ts';
import { TestBrowser } from './testing/browser.ts';

let dataDir: string;
let server: IdentityServer;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'identity-forms-'));
  server = await startIdentityServer({
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
    seedDemoAccounts: true,
  });
});

afterAll(async () => {
  await server?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** A fresh interaction page (what the shopper sees after the site sends them to sign in). */
async function interaction(browser: TestBrowser, brand = 'cgn'): Promise<string> {
  const url = new URL('/auth', server.issuer);
  url.search = new URLSearchParams({
    client_id: 'shop-site',
    response_type: 'code',
    scope: 'openid',
    redirect_uri: 'http://cgn.localhost:3000/api/callback',
    code_challenge: 'E9Melhoa2OwvFrEMTJguCQaoeJ7N8bJLzQU1QvK6pq4',
    code_challenge_method: 'S256',
    state: 'state-value',
    brand,
  }).toString();
  const page = await browser.follow(url.href);
  expect(page.status).toBe(200);
  return page.url;
}

const nasty = ['', ' ', '<script>x</script>', "O'Neill", 'a@b', '%00', '\u0000'];
const text = fc.oneof(fc.string({ maxLength: 80 }), binaryString({ maxLength: 40 }), fc.constantFrom(...nasty));

describe('hostile form input', () => {
  it('sign-in answers with a page, never an error, and never signs anyone in', async () => {
    const browser = new TestBrowser(server.issuer);
    const page = await interaction(browser);
    await fc.assert(
      fc.asyncProperty(fc.dictionary(fc.constantFrom('email', 'password', 'remember', 'extra'), text), async (form) => {
        const step = await browser.request(`${page}/login`, { form });
        expect([401, 429]).toContain(step.status);
        expect(step.body).not.toContain('<script>x</script>');
      }),
      // A sign-in with an email and a password checks it against a decoy hash (scrypt, 50 ms or more): each nasty
      // value as both, once, then 25 random forms rather than 50 (fast-check counts the examples among its runs).
      {
        numRuns: nasty.length + 25,
        examples: nasty.map((value): [Record<string, string>] => [{ email: value, password: value, remember: value }]),
      },
    );
  });

  it('registration validates everything and never replaces an existing account', async () => {
    const browser = new TestBrowser(server.issuer);
    const page = await interaction(browser);
    const before = server.accounts.findByEmail('cgn', 'cash.cgn@example.com');
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          firstName: text,
          lastName: text,
          email: fc.oneof(text, fc.constant('cash.cgn@example.com')),
          password: text,
        }),
        async (form) => {
          const step = await browser.request(`${page}/register`, { form });
          // 303 only if the random input happened to be a valid new registration (it finishes the interaction).
          expect([303, 400, 409, 429]).toContain(step.status);
        },
      ),
      { numRuns: 50 },
    );
    expect(server.accounts.findByEmail('cgn', 'cash.cgn@example.com')).toEqual(before);
  });

  it('a duplicate email is refused with a message and a valid registration completes', async () => {
    const browser = new TestBrowser(server.issuer);
    const page = await interaction(browser);
    const duplicate = await browser.request(`${page}/register`, {
      form: { firstName: 'Amelia', lastName: 'Hughes', email: 'CASH.cgn@example.com', password: DEMO_PASSWORD },
    });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body).toContain('already exists');
    const created = await browser.follow(`${page}/register`, {
      form: { firstName: 'Sam', lastName: "O'Neill", email: 'sam.oneill@example.com', password: 'Walk-the-dog-7' },
    });
    expect(created.location).toMatch(/^http:\/\/cgn\.localhost:3000\/api\/callback\?code=/);
    const account = server.accounts.findByEmail('cgn', 'sam.oneill@example.com');
    expect(account?.id).toMatch(/^8\d{8}$/);
    expect(account?.passwordHash).toMatch(/^scrypt\$32768\$8\$1\$/);
    expect(server.accounts.findByEmail('dal', 'sam.oneill@example.com')).toBeUndefined();
  });
});

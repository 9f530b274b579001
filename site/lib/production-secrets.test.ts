import path from 'node:path';
import { CONFIG_EXIT_CODE, secretProblems } from '@shop/runtime/deployment';
import { startAsDeployment } from '@shop/runtime/testing';
import { describe, expect, it } from 'vitest';
import { siteSecrets } from './production-secrets.ts';

const names = siteSecrets.map((rule) => rule.name);
/** A deployment with a CDN in front, whose purge token is then a secret too. */
const withCdn = { CDN_PURGE_URL: 'https://api.fastly.com/service/abc123/purge' };
/** A deployment's environment with every site secret set to its own value. */
const configured: Record<string, string> = {
  ...withCdn,
  ...Object.fromEntries(names.map((name) => [name, `${name.toLowerCase()}-0123456789abcdef0123456789abcdef`])),
  CART_ID_KEY: Buffer.alloc(32, 9).toString('base64'),
};

describe("the site's production secrets", () => {
  it('are all refused on the committed defaults (nothing set)', () => {
    expect(secretProblems(siteSecrets, withCdn).map((problem) => problem.split(' ')[0])).toEqual(names);
  });

  it('are accepted when each is set', () => {
    expect(secretProblems(siteSecrets, configured)).toEqual([]);
  });

  it('refuse each development value set explicitly (as copied from .env.example)', () => {
    const devValues = {
      CART_ID_KEY: 'ZGV2LW9ubHktY2FydC1pZC1rZXktMzItYnl0ZXMhISE=',
      SESSION_SECRET: 'shop-local-session-secret-change-me-in-production',
      IDENTITY_CLIENT_SECRET: 'shop-local-site-secret',
      CONTENT_WEBHOOK_SECRET: 'local-webhook-secret-change-me',
      CONTENT_LAKE_READ_TOKEN: 'local-dev-read-token-change-me',
      MAIL_SERVER_TOKEN: 'shop-local-mail-token',
      ADDRESS_LOOKUP_KEY: 'SH11-OP22-LO33-CL44',
      PARCEL_SHOPS_API_KEY: 'shop-local-parcel-shops-key',
      GATEWAY_MERCHANT_KEY: 'shop-local-gateway-merchant-key',
      MIYO_KEY: 'shop-local-miyo-key',
      RECS_KEY: 'shop-local-recs-key',
      BUREAU_KEY: 'shop-local-bureau-key',
      REVIEWS_KEY: 'shop-local-reviews-key',
      CDN_PURGE_TOKEN: 'shop-local-cdn-token',
    };
    expect(Object.keys(devValues).sort()).toEqual([...names].sort());
    for (const [name, value] of Object.entries(devValues)) {
      expect(secretProblems(siteSecrets, { ...configured, [name]: value })).toEqual([
        `${name} is the committed development value`,
      ]);
    }
  });

  it('need no local lake read token with the hosted lake', () => {
    const { CONTENT_LAKE_READ_TOKEN: _, ...hosted } = configured;
    expect(secretProblems(siteSecrets, { ...hosted, SANITY_PROJECT_ID: 'abc123' })).toEqual([]);
    expect(secretProblems(siteSecrets, hosted)).toEqual(['CONTENT_LAKE_READ_TOKEN is not set']);
  });

  it('need no CDN purge token without a CDN to purge', () => {
    const { CDN_PURGE_URL: _, CDN_PURGE_TOKEN: __, ...noCdn } = configured;
    expect(secretProblems(siteSecrets, noCdn)).toEqual([]);
    expect(secretProblems(siteSecrets, { ...noCdn, CDN_PURGE_URL: withCdn.CDN_PURGE_URL })).toEqual([
      'CDN_PURGE_TOKEN is not set',
    ]);
  });
});

describe('the site process (server.ts) in a production deployment', () => {
  const run = (env: Record<string, string> & { NODE_ENV: 'production' | 'development' }) =>
    startAsDeployment(
      path.join(import.meta.dirname, '../server.ts'),
      { PORT: '0', ...env },
      {
        cwd: path.join(import.meta.dirname, '..'),
        timeoutMs: 60_000,
      },
    );

  it('refuses to start on the development defaults, naming every missing variable', () => {
    const result = run({ NODE_ENV: 'production', ...withCdn });
    expect(result.status).toBe(CONFIG_EXIT_CODE);
    expect(result.stderr).toContain('site refuses to start as a production deployment');
    for (const name of names) expect(result.stderr).toContain(`  - ${name} is not set`);
    expect(result.stdout).not.toContain('site ready');
  }, 60_000);

  it('refuses SHOP_ENV=production with one development secret left, naming only that one', () => {
    const result = run({
      ...configured,
      // SHOP_ENV=production makes a deployment whatever NODE_ENV says.
      NODE_ENV: 'development',
      SHOP_ENV: 'production',
      SESSION_SECRET: 'shop-local-session-secret-change-me-in-production',
    });
    expect(result.status).toBe(CONFIG_EXIT_CODE);
    expect(result.stderr).toContain('  - SESSION_SECRET is the committed development value');
    expect(result.stderr.match(/ {2}- /g)).toHaveLength(1);
  }, 60_000);
});

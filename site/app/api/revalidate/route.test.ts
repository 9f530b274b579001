import { encodeSignatureHeader } from '@sanity/webhook';
import { brandCodes } from '@shop/brands/brands';
import { captureLogs, type LogRecord } from '@shop/runtime/log-capture';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { routeHandlerScope } from '@/lib/cache/next-cache.testing.ts';
import { closedPurgeUrl, type SandboxCdn, startSandboxCdn } from '@/lib/cache/sandbox-cdn.testing.ts';
import { POST as handle } from './route.ts';

const logged: LogRecord[] = [];
beforeAll(() => captureLogs(logged));

// Each call in a request scope of its own, as Next.js runs the route: the tags expired are what it recorded there.
let scope = routeHandlerScope();
const POST = (request: Request) => scope.run(() => handle(request));
const SECRET = 'local-webhook-secret-change-me';

async function signedRequest(
  body: string,
  options: { secret?: string; timestamp?: number; signature?: string | null } = {},
) {
  const signature =
    options.signature === undefined
      ? await encodeSignatureHeader(body, options.timestamp ?? Date.now(), options.secret ?? SECRET)
      : options.signature;
  const headers: Record<string, string> = { 'content-type': 'application/json', host: '127.0.0.1:3000' };
  if (signature !== null) headers['sanity-webhook-signature'] = signature;
  return new Request('http://127.0.0.1:3000/api/revalidate', { method: 'POST', headers, body });
}

const dalHome = { _id: 'page.dal.home', _type: 'page', brand: 'dal', route: '/', operation: 'update' };

describe('POST /api/revalidate', () => {
  beforeEach(() => {
    scope = routeHandlerScope();
  });

  it('expires exactly the changed documents’ tags on a good signature, with no Origin header needed', async () => {
    const body = JSON.stringify({
      transactionId: 'tx1',
      documents: [
        dalHome,
        { _id: 'bagContent.cgn', _type: 'bagContent', brand: 'cgn', route: null, operation: 'update' },
      ],
    });
    const response = await POST(await signedRequest(body));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      revalidated: ['cms:doc:page.dal.home', 'cms:route:dal:/', 'cms:doc:bagContent.cgn', 'cms:brand:cgn'],
      // No CDN configured (CDN_PURGE_URL unset): nothing to purge.
      purged: [],
      transactionId: 'tx1',
    });
    expect(scope.expired()).toEqual([
      ['cms:doc:page.dal.home', { expire: 0 }],
      ['cms:route:dal:/', { expire: 0 }],
      ['cms:doc:bagContent.cgn', { expire: 0 }],
      ['cms:brand:cgn', { expire: 0 }],
    ]);
  });

  it('expires a product’s content tag with the document’s, so a product without content picks new content up', async () => {
    const body = JSON.stringify({
      documents: [
        {
          _id: 'x9',
          _type: 'productContent',
          brand: 'dal',
          route: null,
          productNumber: 'DA162339',
          operation: 'create',
        },
      ],
    });
    const response = await POST(await signedRequest(body));
    expect(response.status).toBe(200);
    expect(scope.expired()).toEqual([
      ['cms:doc:x9', { expire: 0 }],
      ['cms:product:dal:DA162339', { expire: 0 }],
    ]);
  });

  it('refuses a missing, wrong-secret, tampered, malformed or stale signature with 401 and revalidates nothing', async () => {
    const body = JSON.stringify({ documents: [dalHome] });
    const good = await encodeSignatureHeader(body, Date.now(), SECRET);
    const attempts = [
      await signedRequest(body, { signature: null }),
      await signedRequest(body, { secret: 'not-the-secret' }),
      await signedRequest(body.replace('dal', 'cgn'), { signature: good }),
      await signedRequest(body, { signature: 'v1=abc' }),
      await signedRequest(body, { signature: `${good}x` }),
      await signedRequest(body, { timestamp: Date.now() - 10 * 60 * 1000 }),
    ];
    for (const attempt of attempts) {
      const response = await POST(attempt);
      expect(response.status).toBe(401);
      expect(await response.json()).toMatchObject({ code: 'INVALID_SIGNATURE' });
    }
    expect(scope.expired()).toEqual([]);
  });

  it('answers 400 to a signed body that is not JSON or not the expected shape', async () => {
    for (const body of [
      'not json',
      '{}',
      JSON.stringify({ documents: [] }),
      JSON.stringify({ documents: [{ _type: 'page' }] }),
    ]) {
      const response = await POST(await signedRequest(body));
      expect(response.status, body).toBe(400);
    }
    expect(scope.expired()).toEqual([]);
  });
});

describe('POST /api/revalidate with a CDN in front', () => {
  const TOKEN = 'site-webhook-cdn-token';
  let cdn: SandboxCdn;

  beforeAll(async () => {
    cdn = await startSandboxCdn(TOKEN);
  });

  afterAll(() => cdn.close());

  beforeEach(() => {
    scope = routeHandlerScope();
    vi.stubEnv('CDN_PURGE_URL', cdn.purgeUrl('shop-test'));
    vi.stubEnv('CDN_PURGE_TOKEN', TOKEN);
  });

  afterEach(() => vi.unstubAllEnvs());

  /** The keys of the CDN's purges naming `key`, newest first. */
  async function purgesNaming(key: string): Promise<string[][]> {
    return (await cdn.purges('shop-test', key)).map((purge) => purge.keys);
  }

  it('purges the changed page’s route key at the CDN, after expiring its tags', async () => {
    const response = await POST(
      await signedRequest(JSON.stringify({ transactionId: 'tx-page', documents: [dalHome] })),
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      revalidated: ['cms:doc:page.dal.home', 'cms:route:dal:/'],
      purged: ['route:dal:/'],
      transactionId: 'tx-page',
    });
    expect(scope.expired()).toContainEqual(['cms:route:dal:/', { expire: 0 }]);
    // Purged before the answer (and once more after it: no response is sent here, so at once).
    expect((await purgesNaming('route:dal:/'))[0]).toEqual(['route:dal:/']);
  });

  it('purges a renamed page at its old address as well as its new one', async () => {
    const renamed = {
      _id: 'page.dal.about',
      _type: 'page',
      brand: 'dal',
      route: '/about-dalby',
      operation: 'update',
      previous: { brand: 'dal', route: '/about', productNumber: null },
    };
    const response = await POST(
      await signedRequest(JSON.stringify({ transactionId: 'tx-rename', documents: [renamed] })),
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      revalidated: ['cms:doc:page.dal.about', 'cms:route:dal:/about-dalby', 'cms:route:dal:/about'],
      purged: ['route:dal:/about-dalby', 'route:dal:/about'],
      transactionId: 'tx-rename',
    });
    expect(await purgesNaming('route:dal:/about')).toContainEqual(['route:dal:/about-dalby', 'route:dal:/about']);
  });

  it('purges a product’s and a template’s keys, and the whole brand for a document any page may show', async () => {
    const documents = [
      { _id: 'pc1', _type: 'productContent', brand: 'awl', productNumber: 'AW100001', operation: 'update' },
      { _id: 'lt1', _type: 'listingTemplate', brand: 'awl', operation: 'update' },
      { _id: 'promo1', _type: 'promotion', brand: 'cgn', operation: 'update' },
    ];
    const response = await POST(await signedRequest(JSON.stringify({ documents })));
    expect(response.status).toBe(200);
    const { purged } = (await response.json()) as { purged: string[] };
    expect(purged).toEqual(['product:aw100001', 'templates:awl', 'brand:cgn']);
    expect(await purgesNaming('brand:cgn')).toContainEqual(purged);
  });

  it('purges every brand for a changed document that belongs to no brand', async () => {
    const documents = [{ _id: 'sizeGuide.shared', _type: 'sizeGuide', brand: null, operation: 'update' }];
    const response = await POST(await signedRequest(JSON.stringify({ documents })));
    expect(((await response.json()) as { purged: string[] }).purged).toEqual(brandCodes.map((b) => `brand:${b}`));
  });

  it('answers 502 when the CDN does not take the purge, the tags being expired all the same', async () => {
    vi.stubEnv('CDN_PURGE_URL', await closedPurgeUrl());

    const response = await POST(await signedRequest(JSON.stringify({ documents: [dalHome] })));
    expect(response.status).toBe(502);
    expect(await response.json()).toEqual({
      code: 'CDN_PURGE_FAILED',
      message: 'The cache tags were expired but the CDN purge failed: The CDN could not be reached.',
    });
    expect(scope.expired()).toEqual([
      ['cms:doc:page.dal.home', { expire: 0 }],
      ['cms:route:dal:/', { expire: 0 }],
    ]);
    expect(logged.at(-1)).toMatchObject({ level: 'warn', component: 'cdn', msg: 'CDN purge failed' });
  });

  it('answers 502 when the CDN refuses the token', async () => {
    vi.stubEnv('CDN_PURGE_TOKEN', 'not-the-token');
    const response = await POST(await signedRequest(JSON.stringify({ documents: [dalHome] })));
    expect(response.status).toBe(502);
    expect(await response.json()).toMatchObject({ code: 'CDN_PURGE_FAILED' });
    expect(scope.expired()).toContainEqual(['cms:route:dal:/', { expire: 0 }]);
  });
});

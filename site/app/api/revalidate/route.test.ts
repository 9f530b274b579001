import { encodeSignatureHeader } from '@sanity/webhook';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const revalidateTag = vi.fn();
vi.mock('next/cache', () => ({ revalidateTag }));

const { POST } = await import('./route.ts');
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
  beforeEach(() => revalidateTag.mockClear());

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
      transactionId: 'tx1',
    });
    expect(revalidateTag.mock.calls).toEqual([
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
    expect(revalidateTag.mock.calls).toEqual([
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
    expect(revalidateTag).not.toHaveBeenCalled();
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
    expect(revalidateTag).not.toHaveBeenCalled();
  });
});

// The CDN purge adapter against the sandbox's CDN (Fastly's batch purge contract), started in-process on a free port.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CdnPurgeError, cdnPurgeFromEnv, httpCdnPurge } from './cdn-purge.ts';
import { closedPurgeUrl, type SandboxCdn, startSandboxCdn } from './sandbox-cdn.testing.ts';

const TOKEN = 'site-cdn-token';
let cdn: SandboxCdn;
let purgeUrl: string;

beforeAll(async () => {
  cdn = await startSandboxCdn(TOKEN);
  purgeUrl = cdn.purgeUrl('site-test');
});

afterAll(() => cdn.close());

const purgesOf = (key: string) => cdn.purges('site-test', key);

/** fetch, counting the calls and failing the first `failures` of them with the given status. */
function flakyFetch(failures: number, status = 503) {
  const calls: string[] = [];
  const wrapped: typeof fetch = async (input, init) => {
    calls.push(String(input));
    if (calls.length <= failures) return Response.json({ error: 'busy', message: 'Try again.' }, { status });
    return fetch(input, init);
  };
  return { fetch: wrapped, calls };
}

describe('purging the CDN by surrogate key', () => {
  it('posts the keys to the service’s purge endpoint with its token; the CDN records them', async () => {
    await httpCdnPurge({ url: purgeUrl, token: TOKEN })(['brand:dal', 'route:dal:/about-us', 'brand:dal']);
    expect(await purgesOf('route:dal:/about-us')).toEqual([
      expect.objectContaining({ keys: ['brand:dal', 'route:dal:/about-us'], soft: false }),
    ]);
  });

  it('soft-purges when asked (Fastly-Soft-Purge)', async () => {
    await httpCdnPurge({ url: purgeUrl, token: TOKEN, soft: true })(['product:da100003']);
    expect(await purgesOf('product:da100003')).toEqual([expect.objectContaining({ soft: true })]);
  });

  it('sends more than 256 keys in batches of 256', async () => {
    const keys = Array.from({ length: 300 }, (_, index) => `product:batch${index}`);
    await httpCdnPurge({ url: purgeUrl, token: TOKEN })(keys);
    expect((await purgesOf('product:batch0'))[0]?.keys).toHaveLength(256);
    expect((await purgesOf('product:batch299'))[0]?.keys).toHaveLength(44);
  });

  it('retries once after the CDN failed, and the purge goes through', async () => {
    const flaky = flakyFetch(1);
    await httpCdnPurge({ url: purgeUrl, token: TOKEN, fetch: flaky.fetch, retryDelayMs: 10 })(['product:da100004']);
    expect(flaky.calls).toEqual([purgeUrl, purgeUrl]);
    expect(await purgesOf('product:da100004')).toHaveLength(1);
  });

  it('gives up after the one retry when the CDN keeps failing', async () => {
    const flaky = flakyFetch(5, 500);
    const purge = httpCdnPurge({ url: purgeUrl, token: TOKEN, fetch: flaky.fetch, retryDelayMs: 10 });
    await expect(purge(['product:da100005'])).rejects.toMatchObject({ kind: 'unavailable', status: 500 });
    expect(flaky.calls).toHaveLength(2);
  });

  it('does not retry a refusal (a wrong token will not get better)', async () => {
    const counting = flakyFetch(0);
    const purge = httpCdnPurge({ url: purgeUrl, token: 'wrong-token', fetch: counting.fetch, retryDelayMs: 10 });
    const error = await purge(['brand:dal']).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(CdnPurgeError);
    expect(error).toMatchObject({ kind: 'refused', status: 401, message: 'Missing or unknown Fastly-Key.' });
    expect(counting.calls).toHaveLength(1);
  });

  it('reports a CDN that cannot be reached as unavailable, within its time budget', async () => {
    const purge = httpCdnPurge({ url: await closedPurgeUrl('x'), token: TOKEN });
    await expect(purge(['brand:dal'])).rejects.toMatchObject({
      name: 'CdnPurgeError',
      kind: 'unavailable',
      message: 'The CDN could not be reached.',
    });
  });

  it('does not start a retry it has no time left for', async () => {
    const flaky = flakyFetch(5);
    const purge = httpCdnPurge({ url: purgeUrl, token: TOKEN, fetch: flaky.fetch, retryDelayMs: 10, budgetMs: 300 });
    await expect(purge(['brand:dal'])).rejects.toMatchObject({ kind: 'unavailable' });
    expect(flaky.calls).toHaveLength(1);
  });
});

describe('cdnPurgeFromEnv', () => {
  it('is off without CDN_PURGE_URL, and purges with the first of CDN_PURGE_TOKEN’s tokens', async () => {
    expect(cdnPurgeFromEnv({})).toBeNull();
    expect(cdnPurgeFromEnv({ CDN_PURGE_URL: '  ' })).toBeNull();
    const purge = cdnPurgeFromEnv({ CDN_PURGE_URL: purgeUrl, CDN_PURGE_TOKEN: `${TOKEN}, next-token` });
    await purge?.(['templates:fw']);
    expect(await purgesOf('templates:fw')).toHaveLength(1);
  });
});

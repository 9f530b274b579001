// @vitest-environment node
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fallbackEnabledToggles } from './fallback.ts';
import { toggles } from './names.ts';
import {
  createToggleClient,
  DEFAULT_TOGGLES_TIMEOUT_MS,
  DEFAULT_TOGGLES_URL,
  type ToggleClientOptions,
  type ToggleFetchProblem,
  toggleClientOptionsFromEnv,
} from './server.ts';

const KEY = 'site-test-key';

interface Seen {
  userId: string | null;
  authorization: string | undefined;
  ifNoneMatch: string | undefined;
}

/** What the fake proxy does next; tests replace it. */
let behaviour: (req: IncomingMessage, res: ServerResponse, url: URL) => void;
let seen: Seen[];
let server: Server;
let url: string;

const list = (...names: string[]) => ({
  toggles: names.map((name) => ({
    name,
    enabled: true,
    variant: { name: 'disabled', enabled: false, feature_enabled: true },
    impressionData: false,
  })),
});

const answer = (body: unknown, status = 200, headers: Record<string, string> = {}) => {
  return (_req: IncomingMessage, res: ServerResponse) => {
    res.writeHead(status, { 'content-type': 'application/json', ...headers });
    res.end(JSON.stringify(body));
  };
};

beforeAll(async () => {
  server = createServer((req, res) => {
    const requestUrl = new URL(req.url ?? '/', 'http://proxy.test');
    seen.push({
      userId: requestUrl.searchParams.get('userId'),
      authorization: req.headers.authorization,
      ifNoneMatch: req.headers['if-none-match'],
    });
    behaviour(req, res, requestUrl);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/proxy`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

let clock: number;
let problems: ToggleFetchProblem[];

beforeEach(() => {
  seen = [];
  problems = [];
  clock = 1_000_000;
  behaviour = answer(list(toggles.productReviews, toggles.applePay));
});

const client = (overrides: Partial<ToggleClientOptions> = {}) =>
  createToggleClient({
    url,
    clientKey: KEY,
    ttlSeconds: 20,
    now: () => clock,
    onError: (problem) => problems.push(problem),
    ...overrides,
  });

describe('getToggles', () => {
  it('fetches the enabled list with the client key and the userId', async () => {
    const set = await client().getToggles({ userId: 'customer-7' });
    expect(seen).toEqual([{ userId: 'customer-7', authorization: KEY, ifNoneMatch: undefined }]);
    expect(set.source).toBe('proxy');
    expect(set.isEnabled(toggles.productReviews)).toBe(true);
    expect(set.isEnabled(toggles.applePay)).toBe(true);
    expect(set.isEnabled(toggles.deliverySubscription)).toBe(false);
    expect(set.toggles.map((toggle) => toggle.name)).toEqual(['product-reviews', 'apple-pay']);
  });

  it('sends no userId for anonymous visitors', async () => {
    await client().getToggles();
    await client().getToggles({ userId: '' });
    expect(seen.map((request) => request.userId)).toEqual([null, null]);
  });

  it('exposes variants, and the disabled variant for toggles that are off', async () => {
    behaviour = answer({
      toggles: [
        {
          name: toggles.stickyAddToBag,
          enabled: true,
          variant: { name: 'sticky', enabled: true, payload: { type: 'string', value: 'x' } },
          impressionData: false,
        },
      ],
    });
    const set = await client().getToggles({ userId: 'u' });
    expect(set.variant(toggles.stickyAddToBag)).toEqual({
      name: 'sticky',
      enabled: true,
      payload: { type: 'string', value: 'x' },
    });
    expect(set.variant(toggles.siteBanner)).toEqual({ name: 'disabled', enabled: false });
  });

  it('ignores toggles the proxy lists as disabled', async () => {
    behaviour = answer({
      toggles: [
        { name: 'apple-pay', enabled: false, variant: { name: 'disabled', enabled: false }, impressionData: false },
      ],
    });
    expect((await client().getToggles()).isEnabled(toggles.applePay)).toBe(false);
  });
});

describe('caching', () => {
  it('reuses an answer for the TTL, then fetches again', async () => {
    const toggleClient = client({ ttlSeconds: 20 });
    await toggleClient.getToggles({ userId: 'a' });
    clock += 19_999;
    await toggleClient.getToggles({ userId: 'a' });
    expect(seen).toHaveLength(1);
    behaviour = answer(list(toggles.googlePay));
    clock += 1;
    const set = await toggleClient.getToggles({ userId: 'a' });
    expect(seen).toHaveLength(2);
    expect(set.isEnabled(toggles.googlePay)).toBe(true);
    expect(set.isEnabled(toggles.applePay)).toBe(false);
  });

  it('keeps users apart', async () => {
    behaviour = (_req, res, requestUrl) =>
      answer(requestUrl.searchParams.get('userId') === 'beta' ? list(toggles.fitAdvisor) : list(toggles.sizeGuide))(
        _req,
        res,
      );
    const toggleClient = client();
    const beta = await toggleClient.getToggles({ userId: 'beta' });
    const other = await toggleClient.getToggles({ userId: 'other' });
    const anonymous = await toggleClient.getToggles();
    expect(beta.isEnabled(toggles.fitAdvisor)).toBe(true);
    expect(other.isEnabled(toggles.fitAdvisor)).toBe(false);
    expect(anonymous.isEnabled(toggles.fitAdvisor)).toBe(false);
    expect(seen.map((request) => request.userId)).toEqual(['beta', 'other', null]);
    await toggleClient.getToggles({ userId: 'beta' });
    await toggleClient.getToggles({ userId: 'other' });
    await toggleClient.getToggles();
    expect(seen).toHaveLength(3);
  });

  it('shares one request between concurrent callers', async () => {
    behaviour = (req, res) => setTimeout(() => answer(list(toggles.sizeGuide))(req, res), 50);
    const toggleClient = client();
    const sets = await Promise.all(Array.from({ length: 10 }, () => toggleClient.getToggles({ userId: 'same' })));
    expect(seen).toHaveLength(1);
    expect(new Set(sets).size).toBe(1);
  });

  it('revalidates with the ETag and keeps the list on 304', async () => {
    behaviour = answer(list(toggles.sizeGuide), 200, { etag: '"v1"' });
    const toggleClient = client();
    await toggleClient.getToggles({ userId: 'a' });
    clock += 20_000;
    behaviour = (_req, res) => {
      res.writeHead(304, { etag: '"v1"' });
      res.end();
    };
    const set = await toggleClient.getToggles({ userId: 'a' });
    expect(seen.map((request) => request.ifNoneMatch)).toEqual([undefined, '"v1"']);
    expect(set.source).toBe('proxy');
    expect(set.isEnabled(toggles.sizeGuide)).toBe(true);
    clock += 19_000;
    await toggleClient.getToggles({ userId: 'a' });
    expect(seen).toHaveLength(2);
  });

  it('evicts the least recently used user beyond maxEntries', async () => {
    const toggleClient = client({ maxEntries: 2 });
    await toggleClient.getToggles({ userId: 'a' });
    await toggleClient.getToggles({ userId: 'b' });
    await toggleClient.getToggles({ userId: 'c' });
    await toggleClient.getToggles({ userId: 'c' });
    expect(seen).toHaveLength(3);
    await toggleClient.getToggles({ userId: 'a' });
    expect(seen).toHaveLength(4);
  });

  it('fetches every time with a TTL of 0', async () => {
    const toggleClient = client({ ttlSeconds: 0 });
    await toggleClient.getToggles();
    await toggleClient.getToggles();
    expect(seen).toHaveLength(2);
  });
});

describe('failures', () => {
  const expectFallback = (set: { source: string; toggles: readonly { name: string }[] }) => {
    expect(set.source).toBe('fallback');
    expect(set.toggles.map((toggle) => toggle.name)).toEqual([...fallbackEnabledToggles]);
  };

  it('falls back to the fixed list on 400 (key missing, wrong or unconfigured)', async () => {
    behaviour = answer({ error: 'invalid_client_key' }, 400);
    const set = await client().getToggles();
    expectFallback(set);
    expect(set.isEnabled(toggles.deliverySubscription)).toBe(true);
    expect(set.isEnabled(toggles.applePay)).toBe(false);
    expect(problems).toEqual([expect.objectContaining({ reason: 'refused', status: 400, served: 'fallback' })]);
    expect(JSON.stringify(problems)).not.toContain(KEY);
  });

  it('falls back on a server error, malformed JSON or a body of the wrong shape', async () => {
    for (const next of [
      answer({ error: 'boom' }, 500),
      (_req: IncomingMessage, res: ServerResponse) => {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end('{"toggles": [');
      },
      answer({ flags: [] }),
    ]) {
      behaviour = next;
      expectFallback(await client().getToggles());
    }
    expect(problems.map((problem) => problem.reason)).toEqual(['http', 'invalid-body', 'invalid-body']);
  });

  it('falls back when the proxy is not listening', async () => {
    const set = await client({ url: 'http://127.0.0.1:1/proxy' }).getToggles();
    expectFallback(set);
    expect(problems[0]?.reason).toBe('network');
  });

  it('falls back after the timeout instead of waiting', async () => {
    behaviour = () => {}; // never answers
    const started = performance.now();
    const set = await client({ timeoutMs: 150 }).getToggles();
    expect(performance.now() - started).toBeLessThan(1000);
    expectFallback(set);
    expect(problems[0]?.reason).toBe('timeout');
  });

  it('uses a 1.5 s timeout by default', async () => {
    behaviour = () => {};
    // The request's signal is the one the client asks for; it runs ten times faster here so the test does not wait
    // 1.5 s, and the wait shows that signal is what ends the request.
    const timeout = AbortSignal.timeout.bind(AbortSignal);
    const asked = vi.spyOn(AbortSignal, 'timeout').mockImplementation((ms) => timeout(ms / 10));
    try {
      const started = performance.now();
      expectFallback(await client().getToggles());
      const elapsed = performance.now() - started;
      expect(asked.mock.calls).toEqual([[1500]]);
      expect(DEFAULT_TOGGLES_TIMEOUT_MS).toBe(1500);
      expect(elapsed).toBeGreaterThanOrEqual(140);
      expect(elapsed).toBeLessThan(1000);
      expect(problems).toEqual([
        expect.objectContaining({ reason: 'timeout', message: expect.stringContaining('1500 ms') }),
      ]);
    } finally {
      asked.mockRestore();
    }
  });

  it('serves the last good answer for that user while the proxy is down, and recovers', async () => {
    const toggleClient = client({ ttlSeconds: 20 });
    await toggleClient.getToggles({ userId: 'a' });
    behaviour = answer({ error: 'down' }, 503);
    clock += 20_000;
    const stale = await toggleClient.getToggles({ userId: 'a' });
    expect(stale.source).toBe('stale');
    expect(stale.isEnabled(toggles.applePay)).toBe(true);
    expectFallback(await toggleClient.getToggles({ userId: 'someone-else' }));

    behaviour = answer(list(toggles.googlePay));
    clock += 5_000;
    const recovered = await toggleClient.getToggles({ userId: 'a' });
    expect(recovered.source).toBe('proxy');
    expect(recovered.isEnabled(toggles.googlePay)).toBe(true);
  });

  it('drops to the fallback list, not the old answer, when the proxy starts refusing us', async () => {
    const toggleClient = client();
    await toggleClient.getToggles();
    behaviour = answer({ error: 'invalid_client_key' }, 400);
    clock += 20_000;
    expectFallback(await toggleClient.getToggles());
  });

  it('reuses a failure answer briefly rather than hitting a dead proxy on every render', async () => {
    behaviour = answer({ error: 'down' }, 500);
    const toggleClient = client({ ttlSeconds: 20 });
    await toggleClient.getToggles();
    clock += 4_999;
    await toggleClient.getToggles();
    expect(seen).toHaveLength(1);
    clock += 1;
    behaviour = answer(list(toggles.sizeGuide));
    expect((await toggleClient.getToggles()).source).toBe('proxy');
    expect(seen).toHaveLength(2);
  });
});

describe('isToggleEnabled', () => {
  it('answers for one toggle through the same cache', async () => {
    const toggleClient = client();
    expect(await toggleClient.isToggleEnabled(toggles.applePay, { userId: 'a' })).toBe(true);
    expect(await toggleClient.isToggleEnabled(toggles.visualSearch, { userId: 'a' })).toBe(false);
    expect(seen).toHaveLength(1);
  });
});

describe('toggleClientOptionsFromEnv', () => {
  it('has the documented defaults', () => {
    expect(toggleClientOptionsFromEnv({})).toEqual({
      url: DEFAULT_TOGGLES_URL,
      clientKey: 'shop-local-frontend-key',
      ttlSeconds: 20,
    });
    expect(DEFAULT_TOGGLES_URL).toBe('http://127.0.0.1:3200/proxy');
  });

  it('reads TOGGLES_URL, TOGGLES_CLIENT_KEY and TOGGLES_CACHE_TTL_SECONDS', () => {
    expect(
      toggleClientOptionsFromEnv({
        TOGGLES_URL: 'https://edge.example/api/frontend',
        TOGGLES_CLIENT_KEY: 'k',
        TOGGLES_CACHE_TTL_SECONDS: '180',
      }),
    ).toEqual({ url: 'https://edge.example/api/frontend', clientKey: 'k', ttlSeconds: 180 });
    expect(toggleClientOptionsFromEnv({ TOGGLES_CACHE_TTL_SECONDS: 'soon' }).ttlSeconds).toBe(20);
    expect(toggleClientOptionsFromEnv({ TOGGLES_CACHE_TTL_SECONDS: '0' }).ttlSeconds).toBe(0);
  });
});

import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createLogger } from '../log.ts';
import { createSandboxServer, type SandboxServer } from '../server.ts';
import type { FrontendToggle } from './evaluate.ts';

const KEY = 'test-frontend-key';

const definitions = (toggles: unknown[]) => JSON.stringify({ toggles }, null, 2);

const initial = [
  { name: 'always-on', enabled: true, description: 'on for everyone' },
  { name: 'switched-off', enabled: false, description: 'off for everyone' },
  {
    name: 'half-rollout',
    enabled: true,
    description: 'half of the users',
    rollout: { percentage: 50, stickiness: 'userId' },
  },
  {
    name: 'experiment',
    enabled: true,
    description: 'two variants',
    variants: [
      { name: 'a', weight: 50 },
      { name: 'b', weight: 50, payload: { type: 'string', value: 'hello' } },
    ],
  },
];

let dir: string;
let file: string;
let sandbox: SandboxServer;
let base: string;
let logLines: Array<Record<string, unknown>>;

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'sandbox-toggles-'));
  file = path.join(dir, 'toggles.json');
  await writeFile(file, definitions(initial));
  logLines = [];
  sandbox = createSandboxServer({
    port: 0,
    togglesFile: file,
    clientKeys: [KEY],
    allowedOrigins: ['http://localhost:3000', 'http://*.localhost:3000'],
    logger: createLogger({ write: (line) => logLines.push(JSON.parse(line)) }),
  });
  base = (await sandbox.listen()).url;
});

afterEach(async () => {
  await sandbox.close();
  await rm(dir, { recursive: true, force: true });
});

async function getToggles(query = '', headers: Record<string, string> = { authorization: KEY }) {
  const response = await fetch(`${base}/proxy${query}`, { headers });
  return response;
}

async function names(query = ''): Promise<string[]> {
  const response = await getToggles(query);
  expect(response.status).toBe(200);
  const body = (await response.json()) as { toggles: FrontendToggle[] };
  return body.toggles.map((toggle) => toggle.name);
}

/** Rewrites the definitions file and waits until the server answers with the expected names. */
async function eventually(check: () => Promise<boolean>): Promise<void> {
  for (let i = 0; i < 50; i++) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('condition not met in time');
}

describe('sandbox basics', () => {
  it('answers /health', async () => {
    const response = await fetch(`${base}/health`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
  });

  it('binds loopback only', () => {
    expect(sandbox.server.address()).toMatchObject({ address: '127.0.0.1' });
  });

  it('answers unknown paths with 404 and wrong methods with 405 and Allow', async () => {
    expect((await fetch(`${base}/nope`)).status).toBe(404);
    const response = await fetch(`${base}/health`, { method: 'DELETE' });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toContain('GET');
  });

  it('logs each request on one structured line without the query string', async () => {
    await getToggles('?userId=secret-user');
    await eventually(async () => logLines.some((line) => line.msg === 'request'));
    const line = logLines.find((entry) => entry.msg === 'request');
    expect(line).toMatchObject({ level: 'info', method: 'GET', path: '/proxy', status: 200 });
    expect(JSON.stringify(logLines)).not.toContain('secret-user');
    expect(JSON.stringify(logLines)).not.toContain(KEY);
  });
});

describe('frontend API authentication', () => {
  it('refuses a missing key with 400 and a JSON error', async () => {
    const response = await getToggles('', {});
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: 'invalid_client_key' });
  });

  it('refuses a wrong key, including one of a different length, with 400', async () => {
    for (const key of ['test-frontend-kez', 'x', `${KEY}-longer`, '']) {
      const response = await getToggles('', { authorization: key });
      expect(response.status, key).toBe(400);
    }
  });

  it('accepts any of several configured keys', async () => {
    await sandbox.close();
    sandbox = createSandboxServer({
      port: 0,
      togglesFile: file,
      clientKeys: ['first-key', 'second-key'],
      logger: createLogger({ write: () => {} }),
    });
    base = (await sandbox.listen()).url;
    expect((await getToggles('', { authorization: 'second-key' })).status).toBe(200);
    expect((await getToggles('', { authorization: 'first-key' })).status).toBe(200);
    expect((await getToggles('', { authorization: KEY })).status).toBe(400);
  });
});

describe('GET /proxy', () => {
  it('lists only enabled toggles in the Unleash frontend shape', async () => {
    const response = await getToggles();
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/application\/json/);
    const body = (await response.json()) as { toggles: FrontendToggle[] };
    expect(body.toggles.map((toggle) => toggle.name)).toEqual(['always-on', 'experiment']);
    expect(body.toggles[0]).toEqual({
      name: 'always-on',
      enabled: true,
      variant: { name: 'disabled', enabled: false, feature_enabled: true },
      impressionData: false,
    });
    expect(body.toggles.every((toggle) => toggle.enabled)).toBe(true);
  });

  it('serves the same list at /api/frontend and ignores sessionId, appName and environment', async () => {
    const response = await fetch(`${base}/api/frontend?appName=site&environment=default&sessionId=1`, {
      headers: { authorization: KEY },
    });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { toggles: FrontendToggle[] };
    expect(body.toggles.map((toggle) => toggle.name)).toEqual(['always-on', 'experiment']);
  });

  it('rolls out by userId deterministically', async () => {
    const users = Array.from({ length: 40 }, (_, i) => `customer-${i}`);
    const first = await Promise.all(
      users.map(async (userId) => (await names(`?userId=${userId}`)).includes('half-rollout')),
    );
    const second = await Promise.all(
      users.map(async (userId) => (await names(`?userId=${userId}`)).includes('half-rollout')),
    );
    expect(second).toEqual(first);
    expect(first.some(Boolean)).toBe(true);
    expect(first.some((enabled) => !enabled)).toBe(true);
  });

  it('keeps a user on the same variant', async () => {
    const variantFor = async (userId: string) => {
      const response = await getToggles(`?userId=${userId}`);
      const body = (await response.json()) as { toggles: FrontendToggle[] };
      return body.toggles.find((toggle) => toggle.name === 'experiment')?.variant;
    };
    const seen = new Set<string>();
    for (let i = 0; i < 20; i++) {
      const variant = await variantFor(`shopper-${i}`);
      expect(await variantFor(`shopper-${i}`)).toEqual(variant);
      seen.add(variant?.name ?? 'none');
      if (variant?.name === 'b') expect(variant.payload).toEqual({ type: 'string', value: 'hello' });
    }
    expect([...seen].sort()).toEqual(['a', 'b']);
  });

  it('answers the SDK POST form with the context in the body', async () => {
    const response = await fetch(`${base}/proxy`, {
      method: 'POST',
      headers: { authorization: KEY, 'content-type': 'application/json' },
      body: JSON.stringify({ context: { userId: 'customer-1', appName: 'site' } }),
    });
    expect(response.status).toBe(200);
    const viaGet = await names('?userId=customer-1');
    const body = (await response.json()) as { toggles: FrontendToggle[] };
    expect(body.toggles.map((toggle) => toggle.name)).toEqual(viaGet);
  });

  it('lists every toggle with its state at /proxy/all', async () => {
    const response = await fetch(`${base}/proxy/all`, { headers: { authorization: KEY } });
    const body = (await response.json()) as { toggles: FrontendToggle[] };
    expect(body.toggles.map((toggle) => [toggle.name, toggle.enabled])).toEqual([
      ['always-on', true],
      ['switched-off', false],
      ['half-rollout', false],
      ['experiment', true],
    ]);
  });

  it('answers If-None-Match with the current ETag with 304, and a changed list with 200', async () => {
    const first = await getToggles('?userId=u1');
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^".+"$/);
    const again = await getToggles('?userId=u1', { authorization: KEY, 'if-none-match': etag! });
    expect(again.status).toBe(304);
    expect(again.headers.get('etag')).toBe(etag);
    expect(await again.text()).toBe('');
    const weak = await getToggles('?userId=u1', { authorization: KEY, 'if-none-match': `"other", W/${etag}` });
    expect(weak.status).toBe(304);

    await writeFile(file, definitions([{ name: 'brand-new', enabled: true, description: 'new' }]));
    await eventually(async () => (await names()).includes('brand-new'));
    const changed = await getToggles('?userId=u1', { authorization: KEY, 'if-none-match': etag! });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).not.toBe(etag);
  });

  it('still checks the key before answering 304', async () => {
    const etag = (await getToggles()).headers.get('etag')!;
    expect((await getToggles('', { 'if-none-match': etag })).status).toBe(400);
  });

  it('refuses an over-long userId with 400', async () => {
    expect((await getToggles(`?userId=${'x'.repeat(300)}`)).status).toBe(400);
  });
});

describe('SDK metrics and registration', () => {
  it.each([
    '/proxy/client/metrics',
    '/proxy/client/register',
    '/api/frontend/client/metrics',
    '/api/frontend/client/register',
  ])('accepts POST %s', async (route) => {
    const response = await fetch(`${base}${route}`, {
      method: 'POST',
      headers: { authorization: KEY, 'content-type': 'application/json' },
      body: JSON.stringify({ appName: 'site', bucket: { start: new Date().toISOString(), toggles: {} } }),
    });
    expect(response.status).toBe(202);
  });
});

describe('CORS', () => {
  const preflight = (origin: string) =>
    fetch(`${base}/proxy`, {
      method: 'OPTIONS',
      headers: {
        origin,
        'access-control-request-method': 'GET',
        'access-control-request-headers':
          'authorization,if-none-match,unleash-sdk,unleash-appname,unleash-connection-id',
      },
    });

  it('answers a preflight from a brand origin', async () => {
    const response = await preflight('http://dal.localhost:3000');
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('http://dal.localhost:3000');
    const allowed = response.headers.get('access-control-allow-headers')!.split(', ');
    for (const name of ['authorization', 'content-type', 'if-none-match', 'unleash-sdk', 'unleash-connection-id']) {
      expect(allowed).toContain(name);
    }
    expect(response.headers.get('access-control-allow-methods')).toContain('GET');
    expect(response.headers.get('access-control-expose-headers')).toContain('ETag');
  });

  it('echoes allowed origins on responses, errors included, and exposes ETag', async () => {
    const ok = await getToggles('', { authorization: KEY, origin: 'http://localhost:3000' });
    expect(ok.headers.get('access-control-allow-origin')).toBe('http://localhost:3000');
    expect(ok.headers.get('access-control-expose-headers')).toBe('ETag');
    expect(ok.headers.get('vary')).toContain('Origin');
    const refused = await getToggles('', { origin: 'http://pma.localhost:3000' });
    expect(refused.status).toBe(400);
    expect(refused.headers.get('access-control-allow-origin')).toBe('http://pma.localhost:3000');
  });

  it('gives other origins no CORS headers', async () => {
    for (const origin of [
      'http://evil.example',
      'http://a.b.localhost:3000',
      'http://localhost:3001',
      'https://localhost:3000',
    ]) {
      const response = await preflight(origin);
      expect(response.headers.get('access-control-allow-origin'), origin).toBeNull();
      const actual = await getToggles('', { authorization: KEY, origin });
      expect(actual.headers.get('access-control-allow-origin'), origin).toBeNull();
    }
  });
});

describe('definitions file', () => {
  it('picks up an edit without a restart', async () => {
    expect(await names()).toEqual(['always-on', 'experiment']);
    await writeFile(
      file,
      definitions([
        { name: 'always-on', enabled: false, description: 'now off' },
        { name: 'switched-off', enabled: true, description: 'now on' },
      ]),
    );
    await eventually(async () => JSON.stringify(await names()) === JSON.stringify(['switched-off']));
  });

  it('keeps the last good definitions when the file becomes malformed or invalid, and logs an error', async () => {
    expect(await names()).toEqual(['always-on', 'experiment']);
    await writeFile(file, '{ "toggles": [ { "name": "always-on", ');
    expect(await names()).toEqual(['always-on', 'experiment']);
    await writeFile(file, definitions([{ name: 'Bad Name', enabled: true }]));
    expect(await names()).toEqual(['always-on', 'experiment']);
    const errors = logLines.filter((line) => line.level === 'error');
    expect(errors.length).toBeGreaterThanOrEqual(2);
    expect(errors[0]?.msg).toMatch(/keeping last good definitions/);

    await writeFile(file, definitions([{ name: 'recovered', enabled: true, description: 'good again' }]));
    await eventually(async () => JSON.stringify(await names()) === JSON.stringify(['recovered']));
  });

  it('keeps the last good definitions when the file is deleted', async () => {
    await rm(file);
    expect(await names()).toEqual(['always-on', 'experiment']);
  });

  it('answers 503 when no good definitions were ever loaded', async () => {
    await sandbox.close();
    await writeFile(file, 'not json');
    sandbox = createSandboxServer({
      port: 0,
      togglesFile: file,
      clientKeys: [KEY],
      logger: createLogger({ write: () => {} }),
    });
    base = (await sandbox.listen()).url;
    const response = await getToggles();
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({ error: 'toggles_unavailable' });
  });
});

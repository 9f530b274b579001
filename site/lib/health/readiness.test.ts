import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { closeDb, createDb, type DbHandle } from '@shop/commerce/db/client';
import { createTestDb, type TestDb } from '@shop/commerce/testing/test-db';
import { type ContentConfig, contentConfig } from '@shop/content/config';
import { captureLogs, type LogRecord } from '@shop/runtime/log-capture';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { contentPingUrl, readinessResponse, siteReadinessChecks } from './readiness.ts';

const logged: LogRecord[] = [];
beforeAll(() => captureLogs(logged));

// Nothing listens on port 1: connections are refused at once.
const UNREACHABLE_POSTGRES = 'postgres://postgres@127.0.0.1:1/none';
const UNREACHABLE_LAKE = 'http://127.0.0.1:1';

let lake: Server;
let lakeUrl: string;
let lakeStatus = 200;
let database: TestDb;
let deadDatabase: DbHandle;

const local = (apiHost: string): ContentConfig => ({ ...contentConfig({}), apiHost });

beforeAll(async () => {
  // Answers like the lake's /v1/ping (lib/content-lake/src/http/router.ts).
  lake = createServer((req, res) => {
    if (req.url === '/v1/ping') res.writeHead(lakeStatus, { 'content-type': 'text/plain' }).end('PONG');
    else res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => lake.listen(0, '127.0.0.1', resolve));
  lakeUrl = `http://127.0.0.1:${(lake.address() as AddressInfo).port}`;
  // Open and answering, as the process's database is long before a probe (this run's snapshot: a fraction of a
  // second, where a fresh PGlite's initdb takes seconds).
  database = await createTestDb({ url: null });
  deadDatabase = createDb({ url: UNREACHABLE_POSTGRES, poolMax: 1 });
});

afterAll(async () => {
  await new Promise<void>((resolve) => lake.close(() => resolve()));
  await database.dispose();
  await deadDatabase.close();
});

const body = async (response: Response) => ({
  status: response.status,
  cacheControl: response.headers.get('cache-control'),
  json: await response.json(),
});

describe('site readiness', () => {
  it('is ready (200, no-store) when the database and the content lake answer', async () => {
    const answer = await body(
      await readinessResponse(siteReadinessChecks({ db: async () => database.db, content: local(lakeUrl) })),
    );
    expect(answer).toMatchObject({
      status: 200,
      cacheControl: 'no-store',
      json: { ok: true, checks: { database: { ok: true }, contentLake: { ok: true } } },
    });
  });

  it('answers 503 naming the database when PostgreSQL is unreachable, without its address', async () => {
    logged.length = 0;
    const answer = await body(
      await readinessResponse(siteReadinessChecks({ db: async () => deadDatabase.db, content: local(lakeUrl) })),
    );
    expect(answer).toMatchObject({
      status: 503,
      cacheControl: 'no-store',
      json: { ok: false, checks: { database: { ok: false, error: 'failed' }, contentLake: { ok: true } } },
    });
    expect(JSON.stringify(answer.json)).not.toContain('127.0.0.1');
    expect(logged).toContainEqual(
      expect.objectContaining({
        level: 'error',
        component: 'readiness',
        msg: 'readiness check failed',
        check: 'database',
      }),
    );
  });

  it('answers 503 naming the content lake when it is unreachable or answers an error', async () => {
    logged.length = 0;
    const unreachable = await body(
      await readinessResponse(siteReadinessChecks({ db: async () => database.db, content: local(UNREACHABLE_LAKE) })),
    );
    expect(unreachable).toMatchObject({
      status: 503,
      json: { ok: false, checks: { database: { ok: true }, contentLake: { ok: false, error: 'failed' } } },
    });
    lakeStatus = 500;
    const failing = await body(
      await readinessResponse(siteReadinessChecks({ db: async () => database.db, content: local(lakeUrl) })),
    );
    lakeStatus = 200;
    expect(failing).toMatchObject({ status: 503, json: { checks: { contentLake: { ok: false } } } });
    expect(logged).toContainEqual(
      expect.objectContaining({
        level: 'error',
        component: 'readiness',
        msg: 'readiness check failed',
        check: 'contentLake',
      }),
    );
  });

  it('with a shared cache in Redis: pings it, and stays ready but degraded (200) when it does not answer', async () => {
    const redis = new Redis(process.env.REDIS_URL || 'redis://127.0.0.1:6379', { lazyConnect: true });
    const dead = new Redis('redis://127.0.0.1:1', {
      lazyConnect: true,
      maxRetriesPerRequest: 0,
      connectTimeout: 300,
      retryStrategy: () => null,
    });
    dead.on('error', () => undefined);
    logged.length = 0;
    try {
      const alive = await redis.ping().then(
        () => true,
        () => false,
      );
      const checks = (ping: () => Promise<unknown>) =>
        siteReadinessChecks({ db: async () => database.db, content: local(lakeUrl), sharedCache: ping });
      if (alive) {
        const up = await body(await readinessResponse(checks(() => redis.ping())));
        expect(up).toMatchObject({ status: 200, json: { ok: true, checks: { sharedCache: { ok: true } } } });
        expect(up.json.degraded).toBeUndefined();
      }
      const down = await body(await readinessResponse(checks(() => dead.ping())));
      expect(down).toMatchObject({
        status: 200,
        json: { ok: true, degraded: ['sharedCache'], checks: { database: { ok: true }, sharedCache: { ok: false } } },
      });
      expect(logged).toContainEqual(
        expect.objectContaining({
          level: 'error',
          component: 'readiness',
          msg: 'readiness check failed',
          check: 'sharedCache',
        }),
      );
      // A required dependency failing still makes the node unready, whatever the cache does.
      const both = await body(
        await readinessResponse(
          siteReadinessChecks({
            db: async () => deadDatabase.db,
            content: local(lakeUrl),
            sharedCache: () => dead.ping(),
          }),
        ),
      );
      expect(both).toMatchObject({ status: 503, json: { ok: false, degraded: ['sharedCache'] } });
      // Without REDIS_URL (one `./shop start`) there is no shared cache to ask.
      expect(Object.keys(siteReadinessChecks({ db: async () => database.db, content: local(lakeUrl) }))).toEqual(
        process.env.REDIS_URL ? ['database', 'contentLake', 'sharedCache'] : ['database', 'contentLake'],
      );
    } finally {
      redis.disconnect();
      dead.disconnect();
    }
  });

  it('pings the local lake or the hosted project', () => {
    expect(contentPingUrl(local('http://127.0.0.1:3900'))).toBe('http://127.0.0.1:3900/v1/ping');
    expect(contentPingUrl(contentConfig({ SANITY_PROJECT_ID: 'abc123' }))).toBe('https://abc123.api.sanity.io/v1/ping');
    expect(
      contentPingUrl(contentConfig({ SANITY_PROJECT_ID: 'abc123', SANITY_API_HOST: 'http://proxy.test:8080/' })),
    ).toBe('http://proxy.test:8080/v1/ping');
  });
});

describe('the health routes', () => {
  // The routes read the process database from DATABASE_URL: none left open by an earlier file in this worker.
  beforeAll(() => closeDb());
  afterAll(async () => {
    vi.unstubAllEnvs();
    await closeDb();
  });

  it('GET /api/health/live answers 200 no-store without asking any dependency', async () => {
    vi.stubEnv('DATABASE_URL', UNREACHABLE_POSTGRES);
    vi.stubEnv('CONTENT_LAKE_URL', UNREACHABLE_LAKE);
    const { GET } = await import('../../app/api/health/live/route.ts');
    const answer = await body(GET());
    expect(answer).toMatchObject({ status: 200, cacheControl: 'no-store', json: { ok: true } });
  });

  it('GET /api/health/ready answers 503 naming both when the process database and lake are unreachable', async () => {
    vi.stubEnv('DATABASE_URL', UNREACHABLE_POSTGRES);
    vi.stubEnv('CONTENT_LAKE_URL', UNREACHABLE_LAKE);
    vi.stubEnv('SANITY_PROJECT_ID', '');
    logged.length = 0;
    const { GET } = await import('../../app/api/health/ready/route.ts');
    const answer = await body(await GET());
    expect(answer).toMatchObject({
      status: 503,
      cacheControl: 'no-store',
      json: { ok: false, checks: { database: { ok: false }, contentLake: { ok: false } } },
    });
    expect(logged.filter((record) => record.component === 'readiness').map((record) => record.check)).toEqual(
      expect.arrayContaining(['database', 'contentLake']),
    );
  });
});

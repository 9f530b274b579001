import { mkdtempSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { type Check, handleHealthRequest, runChecks, writableDirectory } from './health.ts';

const never: Check = () => new Promise(() => {});

describe('runChecks', () => {
  it('is ready when every check answers', async () => {
    const readiness = await runChecks({ database: async () => 1, lake: () => Promise.resolve() });
    expect(readiness.ok).toBe(true);
    expect(readiness.checks.database).toMatchObject({ ok: true });
    expect(readiness.checks.lake).toMatchObject({ ok: true });
  });

  it('names the check that failed, and tells the failure (with its error) to onFailure only', async () => {
    const failures: [string, string][] = [];
    const readiness = await runChecks(
      {
        database: async () => {
          throw new Error('connect ECONNREFUSED 10.0.0.5:5432');
        },
        lake: async () => undefined,
      },
      { onFailure: (name, error) => failures.push([name, (error as Error).message]) },
    );
    expect(readiness).toEqual({
      ok: false,
      checks: {
        database: { ok: false, ms: expect.any(Number), error: 'failed' },
        lake: expect.objectContaining({ ok: true }),
      },
    });
    expect(JSON.stringify(readiness)).not.toContain('ECONNREFUSED');
    expect(failures).toEqual([['database', 'connect ECONNREFUSED 10.0.0.5:5432']]);
  });

  it('fails a check that never answers once the time limit passes, without waiting for it', async () => {
    const started = Date.now();
    const readiness = await runChecks({ lake: never, database: async () => undefined }, { timeoutMs: 50 });
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(readiness.ok).toBe(false);
    expect(readiness.checks.lake).toMatchObject({ ok: false, error: 'timeout' });
    expect(readiness.checks.database).toMatchObject({ ok: true });
  });

  it('catches a check that throws synchronously', async () => {
    const readiness = await runChecks({
      odd: () => {
        throw new Error('sync');
      },
    });
    expect(readiness.checks.odd).toMatchObject({ ok: false, error: 'failed' });
  });
});

describe('writableDirectory', () => {
  it('passes for a writable folder and fails for a missing one', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'health-'));
    await expect(writableDirectory(dir)()).resolves.toBeUndefined();
    await expect(writableDirectory(path.join(dir, 'missing'))()).rejects.toThrow();
  });
});

describe('handleHealthRequest over HTTP', () => {
  let server: Server | undefined;
  afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

  async function serve(checks: Record<string, Check>): Promise<string> {
    const own = createServer((req, res) => {
      if (!handleHealthRequest(req, res, checks, { timeoutMs: 100 })) res.writeHead(404).end('other');
    });
    server = own;
    await new Promise<void>((resolve) => own.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(own.address() as AddressInfo).port}`;
  }

  it('answers liveness without asking any dependency, no-store', async () => {
    let asked = 0;
    const base = await serve({ database: async () => void asked++ });
    const response = await fetch(`${base}/health/live`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toMatchObject({ ok: true });
    expect(asked).toBe(0);
  });

  it('answers readiness 200 when ready and 503 naming the failed dependency otherwise', async () => {
    let up = true;
    const base = await serve({
      store: async () => {
        if (!up) throw new Error('down');
      },
      lake: never,
    });
    const down = await fetch(`${base}/health/ready`);
    expect(down.status).toBe(503);
    expect(down.headers.get('cache-control')).toBe('no-store');
    expect(await down.json()).toMatchObject({
      ok: false,
      checks: { store: { ok: true }, lake: { ok: false, error: 'timeout' } },
    });
    up = false;
    const both = await (await fetch(`${base}/health/ready?x=1`)).json();
    expect(both.checks.store).toMatchObject({ ok: false, error: 'failed' });
  });

  it('answers 200 when every check passes, HEAD without a body, 405 to other methods, and leaves other paths', async () => {
    const base = await serve({ store: async () => undefined });
    expect((await fetch(`${base}/health/ready`)).status).toBe(200);
    const head = await fetch(`${base}/health/ready`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
    const post = await fetch(`${base}/health/live`, { method: 'POST' });
    expect(post.status).toBe(405);
    expect(post.headers.get('allow')).toBe('GET, HEAD');
    expect(await (await fetch(`${base}/health`)).text()).toBe('other');
  });
});

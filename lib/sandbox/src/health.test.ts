import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_TOGGLES_FILE } from './config.ts';
import { silentLogger } from './log.ts';
import { createSandboxServer, type SandboxServer } from './server.ts';

let sandbox: SandboxServer;
let base: string;
let togglesFile: string;

beforeAll(async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'sandbox-health-'));
  togglesFile = path.join(dir, 'toggles.json');
  // Starts on a broken definitions file: nothing good was ever loaded.
  writeFileSync(togglesFile, '{ not json');
  sandbox = createSandboxServer({ port: 0, logger: silentLogger, togglesFile, mail: { dir: path.join(dir, 'mail') } });
  base = (await sandbox.listen()).url;
});

afterAll(async () => {
  await sandbox.close();
});

describe('sandbox liveness and readiness', () => {
  it('is live but answers ready 503 naming the toggles while no valid definitions have loaded', async () => {
    const live = await fetch(`${base}/health/live`);
    expect(live.status).toBe(200);
    expect(live.headers.get('cache-control')).toBe('no-store');
    const ready = await fetch(`${base}/health/ready`);
    expect(ready.status).toBe(503);
    expect(ready.headers.get('cache-control')).toBe('no-store');
    expect(await ready.json()).toMatchObject({ ok: false, checks: { toggles: { ok: false, error: 'failed' } } });
  });

  it('answers ready 200 once the definitions load, and the old /health as before', async () => {
    writeFileSync(togglesFile, readFileSync(DEFAULT_TOGGLES_FILE, 'utf8'));
    const ready = await fetch(`${base}/health/ready`);
    expect(await ready.json()).toMatchObject({ ok: true, checks: { toggles: { ok: true } } });
    expect(ready.status).toBe(200);
    expect(await (await fetch(`${base}/health`)).json()).toEqual({ ok: true });
  });
});

import { rmSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { startLake, type TestLake } from './testing/lake.ts';

let lake: TestLake | undefined;
afterEach(async () => {
  await lake?.lake.close();
  lake = undefined;
});

describe('content lake liveness and readiness', () => {
  it('answers live and ready (no-store) while its dataset folder is there', async () => {
    lake = await startLake();
    const live = await fetch(`${lake.url}/health/live`);
    expect(live.status).toBe(200);
    expect(live.headers.get('cache-control')).toBe('no-store');
    const ready = await fetch(`${lake.url}/health/ready`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toMatchObject({ ok: true, checks: { dataset: { ok: true } } });
    // The API's own ping is unchanged.
    expect(await (await fetch(`${lake.url}/v1/ping`)).text()).toBe('PONG');
  });

  it('answers ready 503 naming the dataset when its folder is gone, and stays live', async () => {
    lake = await startLake();
    rmSync(lake.datasetDir, { recursive: true, force: true });
    const ready = await fetch(`${lake.url}/health/ready`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toMatchObject({ ok: false, checks: { dataset: { ok: false, error: 'failed' } } });
    expect((await fetch(`${lake.url}/health/live`)).status).toBe(200);
  });
});

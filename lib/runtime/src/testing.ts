// For the processes' tests: start an entry point as a production deployment would, with nothing in its environment but
// what the test gives (no secret leaks in from the test's own), and wait for it to exit.
import { type SpawnSyncReturns, spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export function startAsDeployment(
  entry: string,
  env: Record<string, string> = {},
  options: { cwd?: string; timeoutMs?: number } = {},
): SpawnSyncReturns<string> {
  return spawnSync(process.execPath, [entry], {
    cwd: options.cwd,
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'production',
      SHOP_DATA_DIR: mkdtempSync(path.join(tmpdir(), 'secrets-')),
      ...env,
    },
    encoding: 'utf8',
    timeout: options.timeoutMs ?? 30_000,
  });
}

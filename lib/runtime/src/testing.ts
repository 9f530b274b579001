// For the processes' tests: start an entry point as a production deployment would, with nothing in its environment but
// what the test gives (no secret leaks in from the test's own), and wait for it to exit.
import { type SpawnSyncReturns, spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * Node's compile cache (NODE_COMPILE_CACHE) for the tests' child processes: each child imports hundreds of modules
 * that the one before compiled already, and the cache (keyed by each file's contents) saves it 0.2–0.5 s of CPU. Kept
 * beside the run's own temporary folder (SHOP_TEST_TMPDIR, vitest.config.ts), not in it, so later runs use it too.
 */
export const CHILD_COMPILE_CACHE = path.join(
  process.env.SHOP_TEST_TMPDIR ? path.dirname(process.env.SHOP_TEST_TMPDIR) : tmpdir(),
  'shop-test-node-compile-cache',
);

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
      // The run's temporary folder (vitest.config.ts), so what the child writes there goes when the run ends.
      TMPDIR: tmpdir(),
      SHOP_DATA_DIR: mkdtempSync(path.join(tmpdir(), 'secrets-')),
      NODE_COMPILE_CACHE: CHILD_COMPILE_CACHE,
      ...env,
    },
    encoding: 'utf8',
    timeout: options.timeoutMs ?? 30_000,
  });
}

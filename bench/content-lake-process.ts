// Starts the real content lake as its own process (`node lib/content-lake/src/server.ts`) on a free port and a
// temporary data folder, as the shop runs it, so a benchmark's client does not share the server's event loop.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createClient, type SanityClient } from '@sanity/client';

export const BENCH_TOKEN = 'bench-token-with-enough-length-1234';
const SERVER = path.resolve(import.meta.dirname, '../lib/content-lake/src/server.ts');

export interface LakeProcess {
  url: string;
  /** Authenticated client (token), like the Studio. */
  client: SanityClient;
  /** Client without a token, like the published site. */
  anonymous: SanityClient;
  stop(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/** `seedDir`: a folder in Sanity's export format imported at start-up (the lake's CONTENT_SEED_DIR), or none. */
export async function startLakeProcess(seedDir?: string): Promise<LakeProcess> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'content-lake-bench-'));
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, [SERVER], {
    env: {
      PATH: process.env.PATH,
      SHOP_DATA_DIR: dataDir,
      CONTENT_LAKE_PORT: String(port),
      CONTENT_LAKE_TOKEN: BENCH_TOKEN,
      CONTENT_LAKE_READ_TOKEN: `${BENCH_TOKEN}-read`,
      CONTENT_SEED_DIR: seedDir ?? path.join(dataDir, 'no-seed'),
      // Nothing listens on port 9: no site to revalidate here; deliveries fail in the background.
      CONTENT_LAKE_WEBHOOK_URLS: 'http://127.0.0.1:9/hook',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const onData = (chunk: Buffer): void => {
      output += chunk.toString('utf8');
      if (output.includes('listening on')) resolve();
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', () => reject(new Error(`content lake exited during start-up:\n${output}`)));
  });
  const url = `http://127.0.0.1:${port}`;
  const config = {
    projectId: 'shoplocal',
    dataset: 'production',
    apiHost: url,
    useProjectHostname: false,
    useCdn: false,
    apiVersion: '2025-02-19',
  };
  return {
    url,
    client: createClient({ ...config, token: BENCH_TOKEN }),
    anonymous: createClient(config),
    async stop() {
      child.removeAllListeners('exit');
      await new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      });
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

/** Prints `label: p50 …, p95 …, max …` in milliseconds. */
export function report(label: string, values: number[]): void {
  const sorted = [...values].sort((a, b) => a - b);
  const fixed = (n: number | undefined) => (n ?? Number.NaN).toFixed(1);
  console.log(
    `  ${label}: p50 ${fixed(percentile(sorted, 50))} ms, p95 ${fixed(percentile(sorted, 95))} ms, max ${fixed(sorted.at(-1))} ms`,
  );
}

/** The machine's 1-minute load average, printed with the figures (they include queueing on a busy machine). */
export function loadLine(): string {
  return `load average ${os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' ')} on ${os.cpus().length} CPUs`;
}

// Prints cold start-up time, seed time and each process's resident memory after start-up and after 1,000 page
// requests. Starts the shop on a fresh, temporary data directory (so the seed really runs) and stops it after.
// Figures only: nothing here passes or fails on timing.
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const port = Number(process.env.BENCH_SITE_PORT ?? 3000);
const requests = Number(process.env.BENCH_REQUESTS ?? 1000);
const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 8);
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-bench-'));
const brands = ['dal', 'cgn', 'jdw', 'awl', 'fw', 'ihm', 'fsp', 'ccl', 'pma'];

function rssKiB(pid: number): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  } catch {
    return 0;
  }
}

/** Resident memory of a process and all its descendants. */
function treeRssMiB(pid: number): number {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)]);
    } catch {
      // process ended while we looked
    }
  }
  let total = 0;
  const stack = [pid];
  while (stack.length) {
    const next = stack.pop() as number;
    total += rssKiB(next);
    stack.push(...(children.get(next) ?? []));
  }
  return Math.round(total / 1024);
}

function memoryTable(): Record<string, number> {
  const processes = JSON.parse(readFileSync(path.join(dataDir, 'processes.json'), 'utf8')) as Array<{
    name: string;
    pid: number;
  }>;
  return Object.fromEntries(processes.map(({ name, pid }) => [name, treeRssMiB(pid)]));
}

const started = performance.now();
const shop = spawn(process.execPath, [path.join(root, 'scripts/start.ts'), '--skip-build'], {
  cwd: root,
  env: { ...process.env, SHOP_DATA_DIR: dataDir, SITE_PORT: String(port) },
  stdio: ['ignore', 'pipe', 'inherit'],
});
let log = '';
const ready = new Promise<void>((resolve, reject) => {
  shop.stdout.setEncoding('utf8');
  shop.stdout.on('data', (chunk: string) => {
    log += chunk;
    if (log.includes('the shop is up')) resolve();
  });
  shop.on('exit', (code) => reject(new Error(`the shop exited (${code}) before it was up:\n${log}`)));
});

try {
  await ready;
  const coldStart = (performance.now() - started) / 1000;
  const seed = /seed(?:ed)?[^\n]*?([\d.]+)\s*(ms|s)\b/i.exec(log);
  const seedSeconds = seed ? Number(seed[1]) / (seed[2] === 'ms' ? 1000 : 1) : Number.NaN;
  const afterStart = memoryTable();

  // A realistic mix of page requests across brands: home, a category listing and a product page.
  const paths: string[] = [];
  for (const brand of brands) {
    const home = await (
      await fetch(`http://127.0.0.1:${port}/`, { headers: { host: `${brand}.localhost:${port}` } })
    ).text();
    const category = /href="(\/shop\/c\/[^"?]+)"/.exec(home)?.[1];
    const product = /href="(\/shop\/p\/[^"?]+)"/.exec(home)?.[1];
    paths.push(`${brand}|/`);
    if (category) paths.push(`${brand}|${category}`, `${brand}|${category}?page=2`);
    if (product) paths.push(`${brand}|${product}`);
  }
  const latencies: number[] = [];
  let failures = 0;
  let issued = 0;
  const loadStarted = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (issued < requests) {
        const [brand, pagePath] = (paths[issued++ % paths.length] as string).split('|') as [string, string];
        const t0 = performance.now();
        const response = await fetch(`http://127.0.0.1:${port}${pagePath}`, {
          headers: { host: `${brand}.localhost:${port}` },
        });
        await response.arrayBuffer();
        latencies.push(performance.now() - t0);
        if (!response.ok) failures++;
      }
    }),
  );
  const loadSeconds = (performance.now() - loadStarted) / 1000;
  latencies.sort((a, b) => a - b);
  const pct = (p: number) =>
    (latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? 0).toFixed(1);
  const afterLoad = memoryTable();

  console.log('\nStart-up benchmark (fresh data directory, site already built)');
  console.log(`  cold start to all processes ready   ${coldStart.toFixed(1)} s`);
  console.log(
    `  seed (migrations + catalogue)       ${Number.isNaN(seedSeconds) ? 'n/a' : `${seedSeconds.toFixed(2)} s`}`,
  );
  console.log(
    `  ${requests} page requests, ${concurrency} at a time  ${loadSeconds.toFixed(1)} s (${(requests / loadSeconds).toFixed(0)} req/s), p50 ${pct(50)} ms, p95 ${pct(95)} ms, p99 ${pct(99)} ms, ${failures} non-2xx`,
  );
  console.log('  resident memory (MiB)               after start-up   after load');
  for (const name of Object.keys(afterStart)) {
    console.log(
      `    ${name.padEnd(34)}${String(afterStart[name]).padStart(8)}${String(afterLoad[name] ?? 0).padStart(13)}`,
    );
  }
} finally {
  shop.kill('SIGTERM');
  await new Promise((resolve) => shop.once('exit', resolve));
  rmSync(dataDir, { recursive: true, force: true });
}

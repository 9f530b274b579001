// Three-node topology benchmark (issue 19), against a running `./shop topology`. Prints figures; nothing passes or
// fails on timing.
//   (a) publish: an editor's change to the brand's home page (its SEO title), sent to the lake's HTTP API with the
//       editor's own session token as the Studio sends it; the lake's webhook reaches one node through the balancer.
//       Timed from sending the mutation until each node, asked directly on its own port, serves the new title.
//   (b) a node killed: GET pages through the balancer at a steady rate while one node gets SIGKILL; counts the
//       requests that failed, and HAProxy's own retry and redispatch counters. The topology starts the node again.
//   (c) add to bag at a fixed open-loop rate across the balancer (HTTP, the route the browser calls), on PostgreSQL:
//       p50/p95/p99 from each request's scheduled start, and the p95 of each second (a tail spread over the run, or a
//       burst). Each rate first runs --warmup seconds at that rate, shown but not counted.
//
// Usage: node bench/topology.ts [--publishes 5] [--kill-seconds 12] [--kill-rate 20] [--rate 100,300] [--seconds 10]
//        [--warmup 2] [--only publish,kill,bag]
// Settings: BENCH_BRAND (dal), TOPOLOGY_DATABASE_URL (postgres://postgres@127.0.0.1:5432/shop_topology),
// CONTENT_LAKE_URL (http://127.0.0.1:3900). Ports: balancer 3000, nodes 3001–3003, HAProxy statistics 8404.
import { readFileSync } from 'node:fs';
import http from 'node:http';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { brands } from '@shop/brands/brands';
import postgres from 'postgres';
import { type FixtureOption, pickOptions } from '../lib/commerce/src/bag/fixture.ts';
import { createDb } from '../lib/commerce/src/db/client.ts';
import { openLoop } from './open-loop.ts';
import { percentile, timedGet, timedRequest } from './shop-http.ts';

const { values } = parseArgs({
  options: {
    publishes: { type: 'string', default: '5' },
    'kill-seconds': { type: 'string', default: '12' },
    'kill-rate': { type: 'string', default: '20' },
    rate: { type: 'string', default: '100,300' },
    seconds: { type: 'string', default: '10' },
    warmup: { type: 'string', default: '2' },
    only: { type: 'string', default: 'publish,kill,bag' },
  },
});
const parts = new Set(values.only.split(','));
const brandCode = process.env.BENCH_BRAND ?? 'dal';
const brandSiteId = brands.find((candidate) => candidate.code === brandCode)?.siteId;
if (!brandSiteId) throw new Error(`BENCH_BRAND: no brand ${brandCode}`);
const BALANCER = 3000;
const NODES = [3001, 3002, 3003];
const STATS = 8404;
const host = `${brandCode}.localhost:${BALANCER}`;
const lake = process.env.CONTENT_LAKE_URL ?? 'http://127.0.0.1:3900';
const databaseUrl = process.env.TOPOLOGY_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/shop_topology';
const dataDir = path.resolve(import.meta.dirname, '..', process.env.SHOP_DATA_DIR ?? '.data', 'topology');
const agent = new http.Agent({ keepAlive: true, maxSockets: 128 });
const ms = (value: number) => `${value.toFixed(1)} ms`;
const sleep = (millis: number) => new Promise((resolve) => setTimeout(resolve, millis));

const page = (port: number, pagePath: string) => timedGet({ port, host, path: pagePath, agent }, true);

// ── (a) publish → every node ─────────────────────────────────────────────────────────────────────────────────────

/** Logs in as the lake's editor the way the Studio does (provider page → #sid → /auth/fetch) and returns the token. */
async function editorToken(): Promise<string> {
  const login = await fetch(`${lake}/auth/login`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ account: 'local-editor', origin: 'http://localhost:3333/' }),
  });
  const sid = new URL(login.headers.get('location') ?? 'http://x/').hash.match(/sid=([^&]+)/)?.[1];
  if (!sid) throw new Error(`lake login: no session id (HTTP ${login.status})`);
  const fetched = await fetch(`${lake}/v2025-02-19/auth/fetch?sid=${encodeURIComponent(sid)}`);
  const { token } = (await fetched.json()) as { token?: string };
  if (!token) throw new Error(`lake login: no token (HTTP ${fetched.status})`);
  return token;
}

async function lakeCall<T>(token: string, pathAndQuery: string, body?: unknown): Promise<T> {
  const response = await fetch(`${lake}/v2025-02-19/data/${pathAndQuery}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!response.ok)
    throw new Error(`lake ${pathAndQuery.split('?')[0]}: HTTP ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** Milliseconds from `since` until the node's home page contains `marker` (polled), or NaN after the deadline. */
async function seenAfter(port: number, marker: string, since: number, deadlineMs = 15_000): Promise<number> {
  while (performance.now() - since < deadlineMs) {
    const answer = await page(port, '/');
    if (answer.status === 200 && answer.body.includes(marker)) return performance.now() - since;
    await sleep(20);
  }
  return Number.NaN;
}

async function benchPublish(publishes: number): Promise<void> {
  const token = await editorToken();
  const query = encodeURIComponent(
    `*[_type == "page" && brand == $brand && kind == "home" && route == "/"][0]{_id, seo}`,
  );
  const { result: home } = await lakeCall<{ result: { _id: string; seo?: { title?: string } } | null }>(
    token,
    `query/production?query=${query}&%24brand=${encodeURIComponent(JSON.stringify(brandCode))}`,
  );
  if (!home) throw new Error(`no home page for ${brandCode} in the lake`);
  console.log(
    `\n(a) publish → all three nodes: ${publishes} edits of ${brandCode}'s home page SEO title (${home._id})`,
  );
  const worst: number[] = [];
  try {
    for (let n = 0; n < publishes; n++) {
      // Every node serves the current page first, so what is timed is the invalidation, not a cold cache.
      for (const port of NODES) {
        const warm = await page(port, '/');
        if (warm.status !== 200) throw new Error(`node :${port} answered ${warm.status} for /`);
      }
      const marker = `Topology bench ${Date.now().toString(36)}${n}`;
      const sent = performance.now();
      await lakeCall(token, 'mutate/production', {
        mutations: [{ patch: { id: home._id, set: { 'seo.title': marker } } }],
      });
      const acknowledged = performance.now() - sent;
      const seen = await Promise.all(NODES.map((port) => seenAfter(port, marker, sent)));
      const last = Math.max(...seen);
      worst.push(last);
      console.log(
        `  edit ${n + 1}: acknowledged ${ms(acknowledged)}; shown by ${NODES.map((port, i) => `:${port} ${ms(seen[i] ?? Number.NaN)}`).join(', ')}; all three ${ms(last)}`,
      );
    }
  } finally {
    const original = home.seo?.title;
    await lakeCall(token, 'mutate/production', {
      mutations: [
        {
          patch:
            original === undefined
              ? { id: home._id, unset: ['seo.title'] }
              : { id: home._id, set: { 'seo.title': original } },
        },
      ],
    });
  }
  const shown = worst.filter(Number.isFinite);
  console.log(
    `  publish → all three nodes: p50 ${ms(percentile(shown, 50))}, max ${ms(Math.max(...shown))}${shown.length < worst.length ? `; ${worst.length - shown.length} never shown within 15 s` : ''}`,
  );
}

// ── (b) one node killed ──────────────────────────────────────────────────────────────────────────────────────────

interface Stats {
  retries: number;
  redispatches: number;
  status: Map<string, string>;
}

/** HAProxy's statistics (CSV): the backend's retry and redispatch counters and each node's state. */
async function haproxyStats(): Promise<Stats> {
  const csv = await (await fetch(`http://127.0.0.1:${STATS}/;csv`)).text();
  const [header = '', ...rows] = csv.trim().split('\n');
  const columns = header.replace(/^# /, '').split(',');
  const at = (row: string[], name: string) => row[columns.indexOf(name)] ?? '';
  const stats: Stats = { retries: 0, redispatches: 0, status: new Map() };
  for (const line of rows) {
    const row = line.split(',');
    if (at(row, 'pxname') !== 'site') continue;
    if (at(row, 'svname') === 'BACKEND') {
      stats.retries = Number(at(row, 'wretr'));
      stats.redispatches = Number(at(row, 'wredis'));
    } else stats.status.set(at(row, 'svname'), at(row, 'status'));
  }
  return stats;
}

function nodePid(name: string): number {
  const list = JSON.parse(readFileSync(path.join(dataDir, 'processes.json'), 'utf8')) as {
    name: string;
    pid: number;
  }[];
  const pid = list.find((entry) => entry.name === name)?.pid;
  if (!pid) throw new Error(`${name} is not in ${dataDir}/processes.json: is ./shop topology running?`);
  return pid;
}

/** CPU time (user + system, ms) the three site nodes have used so far, from /proc (Linux). */
function nodesCpuMs(): number {
  const ticksPerMs = 100 / 1000; // USER_HZ is 100 on Linux
  let total = 0;
  for (const name of ['site-1', 'site-2', 'site-3']) {
    const fields =
      readFileSync(`/proc/${nodePid(name)}/stat`, 'utf8')
        .split(') ')[1]
        ?.split(' ') ?? [];
    total += (Number(fields[11]) + Number(fields[12])) / ticksPerMs;
  }
  return total;
}

async function benchKill(seconds: number, rate: number): Promise<void> {
  const home = await page(BALANCER, '/');
  const category = home.body.match(/href="(\/shop\/c\/[a-z0-9/-]+)"/)?.[1];
  const listing = category ? await page(BALANCER, category) : undefined;
  const product = listing?.body.match(/href="(\/shop\/p\/[a-z0-9]+)"/i)?.[1];
  const paths = ['/', category, product].filter((p): p is string => Boolean(p));
  const victim = 'site-2';
  const pid = nodePid(victim);
  const before = await haproxyStats();
  console.log(
    `\n(b) ${victim} (pid ${pid}, :3002) killed with SIGKILL ${(seconds / 4).toFixed(0)} s into ${seconds} s of GETs at ${rate}/s through the balancer (${paths.join(', ')})`,
  );
  const failures: { at: number; what: string }[] = [];
  const servedBy = new Map<string, number>();
  let killedAt = Number.NaN;
  const started = performance.now();
  const killer = setTimeout(
    () => {
      killedAt = performance.now() - started;
      process.kill(pid, 'SIGKILL');
    },
    (seconds / 4) * 1000,
  );
  const figures = await openLoop(rate, seconds, async (i) => {
    const target = paths[i % paths.length] as string;
    try {
      const answer = await timedGet({ port: BALANCER, host, path: target, agent });
      const node = String(answer.headers['x-served-by'] ?? '?');
      servedBy.set(node, (servedBy.get(node) ?? 0) + 1);
      if (answer.status >= 500) {
        failures.push({ at: performance.now() - started, what: `HTTP ${answer.status} from ${node}` });
        return false;
      }
      return true;
    } catch (error) {
      failures.push({ at: performance.now() - started, what: (error as Error).message });
      return false;
    }
  });
  clearTimeout(killer);
  const after = await haproxyStats();
  console.log(
    `  requests ${figures.sent}, failed ${figures.failed} (${((figures.failed / figures.sent) * 100).toFixed(2)}%); p50 ${ms(figures.p50)}, p95 ${ms(figures.p95)}, p99 ${ms(figures.p99)}, max ${ms(figures.max)}`,
  );
  console.log(
    `  killed at ${ms(killedAt)}; answered by ${[...servedBy].map(([node, n]) => `${node} ${n}`).join(', ')}`,
  );
  console.log(
    `  HAProxy: ${after.retries - before.retries} retries, ${after.redispatches - before.redispatches} redispatches; ${victim} now ${after.status.get('node2') ?? '?'}`,
  );
  for (const failure of failures.slice(0, 10)) console.log(`    failed at ${ms(failure.at)}: ${failure.what}`);
  // The topology starts the node again; report when the balancer has it back.
  const back = performance.now();
  while (performance.now() - back < 60_000) {
    if ((await haproxyStats()).status.get('node2') === 'UP') {
      console.log(`  ${victim} back in the balancer ${ms(performance.now() - started - killedAt)} after the kill`);
      return;
    }
    await sleep(250);
  }
  console.log(`  ${victim} not back in the balancer within 60 s of the end`);
}

// ── (c) add to bag at a fixed rate ───────────────────────────────────────────────────────────────────────────────

/**
 * Every add rewrites its bag's row, so each run leaves thousands of dead row versions in the bag tables. A server with
 * autovacuum on clears them as it goes; this machine's PostgreSQL has it off, and without a vacuum every run here was
 * slower than the one before (add to bag at 300/s: p50 6 → 20 ms over twenty-odd runs). So the bag tables are
 * vacuumed first, and the run says so.
 */
async function vacuumBagsWithoutAutovacuum(): Promise<void> {
  const sql = postgres(databaseUrl, { max: 1, onnotice: () => {} });
  try {
    const [setting] = await sql<Array<{ autovacuum: string }>>`show autovacuum`;
    if (setting?.autovacuum !== 'off') return;
    const started = performance.now();
    await sql`vacuum (analyze) bags, bag_entries, bag_delivery`;
    console.log(
      `\n(c) autovacuum is off on this PostgreSQL: vacuumed the bag tables first (${ms(performance.now() - started)})`,
    );
  } finally {
    await sql.end({ timeout: 5 });
  }
}

async function benchBag(rates: number[], seconds: number, warmup: number): Promise<void> {
  const handle = createDb({ url: databaseUrl, poolMax: 2 });
  let options: FixtureOption[];
  try {
    options = await pickOptions(handle.db, brandCode, 20);
    await vacuumBagsWithoutAutovacuum();
  } finally {
    await handle.close();
  }
  if (options.length < 2) throw new Error(`fewer than two products in stock for ${brandCode}`);
  const origin = `http://${host}`;
  const add = (cartId: string | null, option: FixtureOption) =>
    timedRequest(
      {
        port: BALANCER,
        host,
        path: '/api/shop/bag/addToBag',
        agent,
        method: 'POST',
        headers: { origin },
        json: {
          cartId,
          siteId: brandSiteId,
          channel: 'new-headless-web',
          skuProductCode: option.productNumber,
          bosOfferCode: option.offerNumber,
          productOptionNo: option.optionNumber,
          quantity: 1,
          unitPrice: 1,
        },
      },
      true,
    );
  // Many shoppers, each with a bag of two lines (as bench/bag.ts), made through the same route.
  const shoppers = 200;
  const bags: string[] = [];
  for (let i = 0; i < shoppers; i++) {
    const first = await add(null, options[i % options.length] as FixtureOption);
    if (first.status !== 200) throw new Error(`addToBag: HTTP ${first.status} ${first.body.slice(0, 200)}`);
    const { cartId } = JSON.parse(first.body) as { cartId: string };
    await add(cartId, options[(i + 1) % options.length] as FixtureOption);
    bags.push(cartId);
  }
  // One at a time first: the service time through balancer and node, with no queueing, beside the open-loop figures.
  const alone: number[] = [];
  for (let i = 0; i < 200; i++) {
    const answer = await add(bags[i % bags.length] as string, options[i % options.length] as FixtureOption);
    if (answer.status === 200) alone.push(answer.ttfbMs);
  }
  console.log(
    `\n(c) add to bag through the balancer, one at a time: ${alone.length} ok, p50 ${ms(percentile(alone, 50))}, p95 ${ms(percentile(alone, 95))}`,
  );
  for (const rate of rates) {
    console.log(
      `\n(c) add to bag through the balancer at ${rate}/s for ${seconds} s, open loop (${shoppers} bags of 2 lines, PostgreSQL)`,
    );
    const statuses = new Map<number | string, number>();
    const call = async (i: number) => {
      const bag = i % bags.length;
      // Alternate the bag's two lines so quantities stay far below the limit of 99.
      const option = options[(bag + (Math.floor(i / bags.length) % 2)) % options.length] as FixtureOption;
      const answer = await add(bags[bag] as string, option).catch((error: Error) => ({
        status: error.message,
        body: '',
      }));
      statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
      return answer.status === 200 || answer.body.includes('BASKET_LIMIT_EXCEEDED');
    };
    // The first seconds at a new rate grow the connections it needs (this benchmark's to HAProxy, HAProxy's to the
    // nodes): the figures below are the steady state that follows, and the warm-up's own figures are shown beside.
    if (warmup > 0) {
      const ramp = await openLoop(rate, warmup, call);
      console.log(
        `  warm-up, not counted: ${warmup} s, p50 ${ms(ramp.p50)}, p95 ${ms(ramp.p95)}, max ${ms(ramp.max)}; p95 of each second (ms): ${ramp.p95BySecond.map((p95) => Math.round(p95)).join(' ')}`,
      );
      statuses.clear();
    }
    const cpuBefore = nodesCpuMs();
    const figures = await openLoop(rate, seconds, call);
    console.log(
      `  sent ${figures.sent}, ok ${figures.ok}, failed ${figures.failed}, ${figures.throughput.toFixed(1)}/s done; p50 ${ms(figures.p50)}, p95 ${ms(figures.p95)}, p99 ${ms(figures.p99)}, max ${ms(figures.max)}`,
    );
    console.log(`  p95 of each second (ms): ${figures.p95BySecond.map((p95) => Math.round(p95)).join(' ')}`);
    console.log(
      `  statuses: ${[...statuses].map(([status, n]) => `${status} × ${n}`).join(', ')}; the nodes' CPU ${ms((nodesCpuMs() - cpuBefore) / figures.sent)} per request (this machine: ${availableParallelism()} cores for the nodes, PostgreSQL, HAProxy and this benchmark)`,
    );
    // Let the nodes drain what queued before the next rate.
    await sleep(3_000);
  }
}

console.log(
  `topology benchmark · balancer :${BALANCER} · nodes ${NODES.map((port) => `:${port}`).join(' ')} · ${brandCode}`,
);
if (parts.has('publish')) await benchPublish(Number(values.publishes));
if (parts.has('kill')) await benchKill(Number(values['kill-seconds']), Number(values['kill-rate']));
if (parts.has('bag')) await benchBag(values.rate.split(',').map(Number), Number(values.seconds), Number(values.warmup));
agent.destroy();

// `./shop topology`: the shop as it runs in production, on this machine. Three site nodes (the same build, ports
// 3001–3003) behind HAProxy on :3000, on the machine's PostgreSQL (its own database, shop_topology, created,
// migrated and seeded here) and Redis (the Next.js cache and its tag invalidations, shared by the nodes:
// site/lib/cache/redis-cache-handler.ts), plus the lake, identity, sandbox and Studio as `./shop start` runs them.
// The lake's webhook goes to the balancer, so whichever node takes it expires the tags for all three.
//
// Usage: ./shop topology [--skip-build]   (TOPOLOGY_DATABASE_URL, TOPOLOGY_REDIS_URL override the two servers)
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { brands } from '@shop/brands/brands';
import postgres from 'postgres';
import { env, intEnv, loadEnv, root } from './lib/env.ts';
import { launch } from './lib/launch.ts';
import { onShutdown, stopAll } from './lib/processes.ts';
import { dataDir, type Service, services, siteService } from './services.ts';

const { values: flags } = parseArgs({ options: { 'skip-build': { type: 'boolean', default: false } } });

loadEnv();
if (!process.env.SHOP_ENV) process.env.SHOP_ENV = 'local';
const began = performance.now();
const balancerPort = intEnv('SITE_PORT', 3000);
const statsPort = intEnv('TOPOLOGY_STATS_PORT', 8404);
const nodePorts = [3001, 3002, 3003];
const databaseUrl = env('TOPOLOGY_DATABASE_URL', 'postgres://postgres@127.0.0.1:5432/shop_topology');
const redisUrl = env('TOPOLOGY_REDIS_URL', 'redis://127.0.0.1:6379');

// Its own data folder (lake dataset, identity store) beside `./shop start`'s, so what the benchmarks publish here
// never shows in the single-node shop.
const folder = path.join(dataDir(), 'topology');
mkdirSync(folder, { recursive: true });
Object.assign(process.env, {
  SHOP_DATA_DIR: folder,
  DATABASE_URL: databaseUrl,
  NEXT_TELEMETRY_DISABLED: '1',
  TURBO_TELEMETRY_DISABLED: '1',
  CONTENT_LAKE_WEBHOOK_URLS: `http://127.0.0.1:${balancerPort}/api/revalidate`,
});
onShutdown(() => undefined);

/** Creates the topology's database on the PostgreSQL server when it is not there yet (the seed step migrates it). */
async function ensureDatabase(url: string): Promise<void> {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1));
  if (!/^[a-z_][a-z0-9_]*$/.test(name))
    throw new Error(`TOPOLOGY_DATABASE_URL: "${name}" is not a plain database name`);
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const sql = postgres(admin.href, { max: 1, onnotice: () => {} });
  try {
    const [found] = await sql`select 1 from pg_database where datname = ${name}`;
    if (!found) {
      await sql.unsafe(`create database ${name}`);
      console.log(`▸ created database ${name}`);
    }
  } finally {
    await sql.end({ timeout: 5 });
  }
}

/**
 * HAProxy in front of the nodes. Health: GET /api/health/ready every second (database and lake answer), a node out
 * after three failures or at once on a refused connection (observe layer4), back after two passes. A check may take
 * 3 s: on two busy cores a readiness answer queues behind page renders, and a stricter limit takes every node out at
 * once under load (seen: all three down, every request a 503). Requests in flight on a node marked down finish. Retries: a request
 * that could not reach its node (connection refused) is retried on another (redispatch); so is one whose node closed
 * the connection without answering (killed mid-request), but only for GET, HEAD and OPTIONS: a POST may have done its
 * work before the node died, and running it twice is worse than the shopper's retry. A node back after being down
 * (restarted: its code not yet optimised by the JIT, its caches empty) is given its share of requests over 10 s
 * (slowstart) rather than at once: measured, a cold node taking a full third of 300 adds/s at once put the next ten
 * seconds' p95 at 58 ms against 8–13 ms warm.
 */
function haproxyConfig(): string {
  const servers = nodePorts.map((port, index) => `  server node${index + 1} 127.0.0.1:${port}`).join('\n');
  return `# Written by scripts/topology.ts on every start; edit there.
global
  maxconn 4096
  log stdout format raw local0 notice

defaults
  mode http
  log global
  option httplog
  option dontlog-normal
  timeout connect 1s
  timeout client 60s
  timeout server 120s
  timeout http-request 10s
  timeout http-keep-alive 10s
  timeout queue 5s
  retries 2
  option redispatch 1
  retry-on conn-failure empty-response

frontend shop
  bind :${balancerPort}
  bind :::${balancerPort} v6only
  option forwardfor
  http-request disable-l7-retry unless METH_GET || METH_OPTIONS
  default_backend site

backend site
  balance roundrobin
  option httpchk
  http-check send meth GET uri /api/health/ready ver HTTP/1.1 hdr host localhost
  http-check expect status 200
  timeout check 3s
  default-server check inter 1s fastinter 250ms downinter 1s fall 3 rise 2 slowstart 10s observe layer4 error-limit 1 on-error mark-down
  http-response set-header x-served-by %[srv_name]
${servers}

listen stats
  bind 127.0.0.1:${statsPort}
  stats enable
  stats uri /
  stats refresh 2s
`;
}

try {
  await ensureDatabase(databaseUrl);
  const configFile = path.join(folder, 'haproxy.cfg');
  writeFileSync(configFile, haproxyConfig());
  const nodeEnv = { DATABASE_URL: databaseUrl, REDIS_URL: redisUrl, REDIS_CACHE_PREFIX: 'shop:topology' };
  const balancer: Service = {
    name: 'haproxy',
    command: 'haproxy',
    // -db: foreground, no daemon; the supervisor's SIGTERM stops it.
    args: ['-db', '-f', configFile],
    cwd: root,
    env: {},
    // HAProxy answers 503 until a node is healthy: waitForUrl waits for an answer below 500.
    readyUrl: `http://127.0.0.1:${balancerPort}/api/health/ready`,
    urls: () => [`HAProxy statistics (nodes up/down, retries, redispatches)  http://localhost:${statsPort}/`],
  };
  const running = await launch({
    dataDir: folder,
    skipBuild: flags['skip-build'],
    services: [
      ...services().filter((service) => service.name !== 'site'),
      ...nodePorts.map((port, index) => siteService(port, `site-${index + 1}`, nodeEnv)),
      balancer,
    ],
    // A killed node comes back (bench/topology.ts kills one); HAProxy sends it traffic again once it is ready.
    restart: (service) => service.name.startsWith('site-'),
  });

  const seconds = ((performance.now() - began) / 1000).toFixed(1);
  console.log(`\n✓ the three-node shop is up in ${seconds}s (root ${root})\n`);
  for (const brand of brands) console.log(`  ${brand.name.padEnd(11)} http://${brand.code}.localhost:${balancerPort}`);
  console.log(`  nodes       ${nodePorts.map((port) => `http://localhost:${port}`).join('  ')}`);
  console.log(`  commerce    PostgreSQL ${new URL(databaseUrl).host}${new URL(databaseUrl).pathname}`);
  console.log(`  cache       Redis ${new URL(redisUrl).host} (prefix shop:topology)`);
  for (const { service } of running) for (const line of service.urls()) console.log(`  ${line}`);
  console.log('\nCtrl-C stops every process.');
} catch (error) {
  console.error(`✗ ${(error as Error).message}`);
  await stopAll();
  process.exit(1);
}

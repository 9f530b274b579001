// `./shop start`: migrates and seeds the commerce database, builds what changed, starts every process on its
// embedded defaults, prints one URL per brand and stops everything on Ctrl-C.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { brands } from '@shop/brands/brands';
import { env, intEnv, loadEnv, root } from './lib/env.ts';
import { isStopping, onShutdown, runStep, startProcess, stopAll, waitForUrl } from './lib/processes.ts';
import { dataDir, services, studioBuildEnv } from './services.ts';

const { values: flags } = parseArgs({
  options: {
    'skip-build': { type: 'boolean', default: false },
  },
});

loadEnv();
// This machine's shop: its processes may run on the committed development secrets although the site runs its
// production build (lib/runtime/src/deployment.ts). SHOP_ENV=production in .env makes them refuse those too.
if (!process.env.SHOP_ENV) process.env.SHOP_ENV = 'local';
const began = performance.now();
process.env.SHOP_DATA_DIR = dataDir();
process.env.NEXT_TELEMETRY_DISABLED = '1';
process.env.TURBO_TELEMETRY_DISABLED = '1';
mkdirSync(dataDir(), { recursive: true });
// Ctrl-C during any step (seed, build, start-up) stops that step's processes too.
onShutdown(() => undefined);

const database = process.env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${dataDir()}/commerce`;
console.log(`▸ commerce database: ${database}`);

try {
  await runStep('database: migrations and seed', process.execPath, ['lib/commerce/src/seed/cli.ts']);
  if (!flags['skip-build']) {
    Object.assign(process.env, studioBuildEnv());
    await runStep('build: site and Studio (turbo, cached when nothing changed)', 'npx', [
      'turbo',
      'run',
      'build',
      '--filter=@shop/site',
      '--filter=@shop/studio',
      '--output-logs=errors-only',
    ]);
  }
  const running = services().map((service) => ({
    service,
    child: startProcess(service.command, service.args, { label: service.name, cwd: service.cwd, env: service.env }),
  }));
  for (const { service, child } of running) {
    child.on('exit', (code, signal) => {
      if (isStopping()) return;
      console.error(`✗ ${service.name} exited (${code ?? signal}); stopping the shop`);
      void stopAll().then(() => process.exit(1));
    });
  }
  await Promise.all(running.map(({ service, child }) => waitForUrl(service.readyUrl, 120_000, child)));
  // Benchmarks and tools find the running processes here; removed again on shutdown.
  const pidFile = path.join(dataDir(), 'processes.json');
  writeFileSync(pidFile, JSON.stringify(running.map(({ service, child }) => ({ name: service.name, pid: child.pid }))));
  onShutdown(() => rmSync(pidFile, { force: true }));

  const sitePort = intEnv('SITE_PORT', 3000);
  const seconds = ((performance.now() - began) / 1000).toFixed(1);
  console.log(`\n✓ the shop is up in ${seconds}s (root ${root})\n`);
  for (const brand of brands) {
    console.log(`  ${brand.name.padEnd(11)} http://${brand.code}.localhost:${sitePort}`);
  }
  console.log(`  (default)   http://localhost:${sitePort}  → ${env('DEFAULT_BRAND', 'jdw')}`);
  for (const { service } of running) for (const line of service.urls()) console.log(`  ${line}`);
  console.log('\nCtrl-C stops every process.');
} catch (error) {
  console.error(`✗ ${(error as Error).message}`);
  await stopAll();
  process.exit(1);
}

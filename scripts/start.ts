// `./shop start`: migrates and seeds the commerce database, builds what changed, starts every process on its
// embedded defaults, prints one URL per brand and stops everything on Ctrl-C.
import { mkdirSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { brands } from '@shop/brands/brands';
import { env, intEnv, loadEnv, root } from './lib/env.ts';
import { launch } from './lib/launch.ts';
import { onShutdown, stopAll } from './lib/processes.ts';
import { dataDir, services } from './services.ts';

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
  const running = await launch({ dataDir: dataDir(), skipBuild: flags['skip-build'], services: services() });

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

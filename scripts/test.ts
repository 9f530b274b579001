// `./shop test`: lint and format check, typecheck, unit and integration tests (commerce suites on PGlite and, when
// 127.0.0.1:5432 answers, on PostgreSQL), then the Playwright e2e suite against the built, started shop.
import { existsSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import postgres from 'postgres';
import { root } from './lib/env.ts';
import { runStep } from './lib/processes.ts';

const { values: flags } = parseArgs({
  options: {
    'skip-e2e': { type: 'boolean', default: false },
    only: { type: 'string' },
  },
});

const results = path.join(root, '.data/test-results');
const e2eArgs = ['playwright', 'test', '-c', 'e2e/playwright.config.ts'];
const postgresSpecs = ['tests/brands.spec.ts', 'tests/bad-input.spec.ts', 'tests/bag.spec.ts'];
rmSync(results, { recursive: true, force: true });
process.env.NEXT_TELEMETRY_DISABLED = '1';
// Playwright's CI mode: a fresh shop for the run (no reuse of one already started) and one retry per test.
process.env.CI ??= '1';
process.env.TURBO_TELEMETRY_DISABLED = '1';
// Every browser the tests drive (the e2e suite's and the gateway's in-browser unit test, both of which read
// CHROMIUM_PATH) is Debian's headless shell, which scripts/ensure-chromium.sh installed: Chromium without its UI, as
// Playwright itself runs headless. Measured here, a fifth less CPU per e2e test than the full /usr/bin/chromium
// (catalogue spec 55 s → 43 s, cms + catalogue + checkout-payment 201 s → 160 s, full run 20.0 → 16.8 min).
const headlessShell = '/usr/bin/chromium-headless-shell';
if (!process.env.CHROMIUM_PATH && existsSync(headlessShell)) process.env.CHROMIUM_PATH = headlessShell;
console.log(`▸ browser for the tests: ${process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'}`);
const npx = 'npx';
const postgresUrl = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const workers = Math.max(2, availableParallelism() - 1);
// The per-brand storefront and bag journeys run a second time on PostgreSQL for these brands (cgn has the bag's
// quick-change journey): the driver is what differs there, and it takes the same path for every brand.
const postgresBrands = 'dal,cgn,ihm';

function postgresAnswers(): Promise<boolean> {
  const { hostname, port } = new URL(postgresUrl);
  return new Promise((resolve) => {
    const socket = net.connect({ host: hostname, port: Number(port || 5432) });
    socket.setTimeout(1_500);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });
}

interface Tally {
  passed: number;
  failed: number;
  skipped: number;
}
const tally: Tally = { passed: 0, failed: 0, skipped: 0 };

function countVitest(file: string): void {
  if (!existsSync(file)) return;
  const report = JSON.parse(readFileSync(file, 'utf8')) as {
    numPassedTests: number;
    numFailedTests: number;
    numPendingTests: number;
    numTodoTests: number;
  };
  tally.passed += report.numPassedTests;
  tally.failed += report.numFailedTests;
  tally.skipped += report.numPendingTests + report.numTodoTests;
}

function countPlaywright(file: string): void {
  if (!existsSync(file)) return;
  const report = JSON.parse(readFileSync(file, 'utf8')) as {
    stats: { expected: number; unexpected: number; flaky: number; skipped: number };
  };
  tally.passed += report.stats.expected + report.stats.flaky;
  tally.failed += report.stats.unexpected;
  tally.skipped += report.stats.skipped;
}

const steps: Array<{ name: string; run: () => Promise<unknown> }> = [
  { name: 'lint', run: () => runStep('lint and format check (biome)', npx, ['biome', 'ci', '.']) },
  {
    name: 'typecheck',
    // Two programs side by side: every workspace but the site shares tsconfig.base.json, so one program checks them all
    // (each file's imports resolve from its own folder as before) and reads the shared packages' types once rather than
    // once per workspace (49 s → 18 s here); the site has its own paths and Next.js's types.
    run: () =>
      Promise.all([
        runStep('typecheck (tsc, the workspaces and scripts)', npx, ['tsc', '-p', 'tsconfig.workspaces.json']),
        runStep('typecheck (tsc, site)', npx, ['tsc', '-p', 'site']),
      ]),
  },
  {
    name: 'unit',
    run: async () => {
      const out = path.join(results, 'vitest-pglite.json');
      try {
        await runStep('unit and integration tests (vitest, PGlite)', npx, [
          'vitest',
          'run',
          // Two files at once even on 2 cores (vitest's default, cores − 1, is one): while one file waits on a
          // server, a timer or a child process the other runs. Measured on this machine: 375 s → 246 s.
          `--maxWorkers=${workers}`,
          '--reporter=default',
          '--reporter=json',
          `--outputFile.json=${out}`,
        ]);
      } finally {
        countVitest(out);
      }
    },
  },
  {
    name: 'postgres',
    run: async () => {
      if (!(await postgresAnswers())) {
        console.log(`▸ PostgreSQL at ${postgresUrl} does not answer: commerce suites ran on PGlite only`);
        return;
      }
      const out = path.join(results, 'vitest-postgres.json');
      try {
        await runStep(
          'commerce suites on PostgreSQL (vitest)',
          npx,
          [
            'vitest',
            'run',
            'lib/commerce',
            // Here the queries run in the PostgreSQL server's processes, so a file waiting on the server leaves the
            // CPU to another: at least two files at once (vitest's default, cores − 1, is one file on 2 cores).
            `--maxWorkers=${workers}`,
            '--reporter=default',
            '--reporter=json',
            `--outputFile.json=${out}`,
          ],
          { env: { TEST_DATABASE_URL: postgresUrl } },
        );
      } finally {
        countVitest(out);
      }
    },
  },
  {
    name: 'e2e',
    run: async () => {
      if (flags['skip-e2e']) return;
      const out = path.join(results, 'playwright.json');
      try {
        await runStep('end-to-end tests (Playwright, Chromium, built and started shop on PGlite)', npx, e2eArgs, {
          env: { PLAYWRIGHT_JSON_OUTPUT_NAME: out },
        });
      } finally {
        countPlaywright(out);
      }
    },
  },
  {
    name: 'e2e-postgres',
    run: async () => {
      if (flags['skip-e2e'] || !(await postgresAnswers())) return;
      // The storefront and bag journeys again against the shop started on a fresh PostgreSQL database (created here,
      // dropped after): the commerce paths that differ between the two drivers, without doubling the whole suite.
      const database = `shop_e2e_${process.pid}`;
      const admin = postgres(postgresUrl, { max: 1, onnotice: () => {} });
      await admin.unsafe(`create database ${database}`);
      const url = new URL(postgresUrl);
      url.pathname = `/${database}`;
      const out = path.join(results, 'playwright-postgres.json');
      try {
        await runStep('end-to-end tests again with DATABASE_URL on PostgreSQL', npx, [...e2eArgs, ...postgresSpecs], {
          env: {
            PLAYWRIGHT_JSON_OUTPUT_NAME: out,
            DATABASE_URL: url.toString(),
            E2E_BRANDS: postgresBrands,
            E2E_DATA_DIR: path.join(root, '.data/e2e-postgres'),
            E2E_ARTIFACTS_DIR: path.join(root, 'e2e/artifacts/postgres'),
          },
        });
      } finally {
        countPlaywright(out);
        await admin.unsafe(`drop database if exists ${database} with (force)`);
        await admin.end();
      }
    },
  },
];

const began = performance.now();
let failure: Error | null = null;
for (const step of steps) {
  if (flags.only && !flags.only.split(',').includes(step.name)) continue;
  try {
    await step.run();
  } catch (error) {
    failure = error as Error;
    console.error(`✗ ${failure.message}`);
    break;
  }
}
const minutes = ((performance.now() - began) / 60_000).toFixed(1);
console.log(`\n${failure ? '✗ tests failed' : '✓ all tests passed'} in ${minutes} min`);
console.log(`tests: ${tally.passed} passed, ${tally.failed} failed, ${tally.skipped} skipped`);
process.exit(failure ? 1 : 0);

import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { CONSENT_GIVEN_STATE } from './tests/support.ts';

const root = path.resolve(import.meta.dirname, '..');
const sitePort = Number(process.env.SITE_PORT ?? 3000);
// Results, screenshots and the HTML report; `./shop test` gives its second run (on PostgreSQL) a folder of its own so
// it does not empty the first run's.
const artifacts = process.env.E2E_ARTIFACTS_DIR ?? path.join(import.meta.dirname, 'artifacts');
const desktop = { browserName: 'chromium' as const, viewport: { width: 1280, height: 900 } };
const dataDir = process.env.E2E_DATA_DIR ?? path.join(root, '.data/e2e');
// The lake's log lines, also kept in a file: the Studio spec fails on any `unimplemented:` request it causes. Set
// here, so the test workers (which inherit this environment) read the file the started lake writes.
const lakeLogFile = process.env.CONTENT_LAKE_LOG_FILE ?? path.join(dataDir, 'logs', 'content-lake.log');
process.env.CONTENT_LAKE_LOG_FILE = lakeLogFile;

/**
 * The e2e suite runs against the built, started shop (the README start command) on its own data directory, in
 * Debian's Chromium: Playwright's bundled browsers cannot be downloaded here.
 */
export default defineConfig({
  testDir: './tests',
  outputDir: path.join(artifacts, 'results'),
  fullyParallel: true,
  // Two browsers at once: most of a test's time is spent waiting on the server, so two workers finish the suite in
  // about two thirds of the time on this 2-core machine. `./shop test` sets CI, which also allows one retry.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [
    ['list'],
    ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? path.join(artifacts, 'results.json') }],
    ['html', { outputFolder: path.join(artifacts, 'report'), open: 'never' }],
  ],
  use: {
    baseURL: `http://localhost:${sitePort}`,
    // Every context starts with the cookie banner answered (see support.ts); the banner's own spec clears it.
    storageState: CONSENT_GIVEN_STATE,
    screenshot: 'only-on-failure',
    // A trace records a screencast and DOM snapshots of every step: on 2 cores that doubled the Chromium browser and
    // GPU processes' CPU for every test. Recorded for a test's retry (a failure that repeats has its trace);
    // E2E_TRACE=retain-on-failure records first runs too, when chasing a flaky test.
    trace: (process.env.E2E_TRACE as 'retain-on-failure' | 'on' | undefined) ?? 'on-first-retry',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-dev-shm-usage',
      ],
    },
  },
  projects: [
    { name: 'chromium', testIgnore: /studio(-releases)?\.spec\.ts/, use: desktop },
    // The Studio specs edit and publish pages, banners and the product template that other specs read: they run after
    // them, the two files side by side.
    { name: 'studio', testMatch: /studio(-releases)?\.spec\.ts/, dependencies: ['chromium'], use: desktop },
  ],
  webServer: {
    command: `node ${path.join(root, 'scripts/start.ts')}`,
    cwd: root,
    url: `http://127.0.0.1:${sitePort}/api/health`,
    reuseExistingServer: !process.env.CI,
    timeout: 15 * 60_000,
    stdout: 'pipe',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
    env: {
      SHOP_DATA_DIR: dataDir,
      CONTENT_LAKE_LOG_FILE: lakeLogFile,
      // Short access tokens so the sign-in spec sees a silent refresh within one test (spec default 300 s).
      ACCESS_TOKEN_TTL_SECONDS: process.env.ACCESS_TOKEN_TTL_SECONDS ?? '20',
      // Every test's shopper registers, signs in or asks for a reset from 127.0.0.1: the suite makes more of those in
      // ten minutes than one real client address may (30), and would be locked out part-way through.
      IDENTITY_ADDRESS_LIMIT: process.env.IDENTITY_ADDRESS_LIMIT ?? '2000',
      // The awl credit persona moderates reviews in the reviews spec.
      MERCHANDISER_CUSTOMER_IDS: process.env.MERCHANDISER_CUSTOMER_IDS ?? '740000002',
    },
  },
});

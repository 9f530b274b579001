import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from 'vitest/config';

// One id per run: test databases seeded alike are restored from one snapshot per run (lib/commerce/src/testing/test-db.ts).
// Set here, in the main process, so every worker inherits it.
process.env.SHOP_TEST_RUN ??= Date.now().toString(36);

// One temporary folder per run, for everything the tests write there (content lakes' datasets, the database
// snapshots, mail outboxes, the data folders of the processes they start, browser profiles): `os.tmpdir()` answers
// TMPDIR, which the workers inherit and pass on to the processes they start. Removed as the run ends, pass or fail
// (vitest exits on SIGINT and SIGTERM too); each run used to leave about 150 folders and 130 MB in the machine's
// temporary folder. A run killed outright leaves its folder, which a later run removes once it is six hours old.
const RUN_FOLDER_PREFIX = 'shop-test-run-';
const STALE_RUN_FOLDER_MS = 6 * 60 * 60 * 1000;
if (!process.env.SHOP_TEST_TMPDIR) {
  const outer = tmpdir();
  for (const entry of readdirSync(outer, { withFileTypes: true })) {
    if (!entry.isDirectory() || !entry.name.startsWith(RUN_FOLDER_PREFIX)) continue;
    const folder = path.join(outer, entry.name);
    try {
      if (Date.now() - statSync(folder).mtimeMs > STALE_RUN_FOLDER_MS) rmSync(folder, { recursive: true, force: true });
    } catch {
      // Another run removed it first.
    }
  }
  const runTmp = mkdtempSync(path.join(outer, RUN_FOLDER_PREFIX));
  process.env.SHOP_TEST_TMPDIR = runTmp;
  process.env.TMPDIR = runTmp;
  process.once('exit', () => rmSync(runTmp, { recursive: true, force: true }));
}

// One vitest run covers every workspace's unit and integration tests; each workspace may add its own
// project config (vitest.config.ts beside its package.json) when it needs a different environment.
export default defineConfig({
  test: {
    // A workspace whose files share a worker's modules (isolate: false) runs its vi.mock files in a second, isolated
    // project (vitest.isolation.ts).
    projects: [
      'brands',
      'components/*',
      'components/blocks/vitest.isolated.config.ts',
      'lib/*',
      'lib/commerce/vitest.isolated.config.ts',
      'schemas',
      'studio',
      'site',
      'site/vitest.dom.config.ts',
      'site/vitest.isolated.config.ts',
    ],
    passWithNoTests: true,
  },
});

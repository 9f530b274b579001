// `npm run content -- export <dir>` / `import <dir>`: works on the data directory directly, so the server must not
// be running on the same dataset (it holds the transaction log; two writers would corrupt it).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { AssetContext } from './assets.ts';
import { configFromEnv } from './config.ts';
import { exportDataset, importDataset } from './dataset-io.ts';
import { createLogger } from './log.ts';
import { LOCK_FILE, openStore } from './server.ts';

function serverRunning(datasetDir: string): number | null {
  const lock = path.join(datasetDir, LOCK_FILE);
  if (!existsSync(lock)) return null;
  try {
    const { pid, port } = JSON.parse(readFileSync(lock, 'utf8')) as { pid: number; port: number };
    process.kill(pid, 0);
    return port;
  } catch {
    return null; // stale lock from a process that crashed
  }
}

async function main(): Promise<number> {
  const [command, dir] = process.argv.slice(2);
  if ((command !== 'export' && command !== 'import') || !dir) {
    console.error('usage: npm run content -- export <dir> | import <dir>');
    return 2;
  }
  const config = configFromEnv();
  const port = serverRunning(config.datasetDir);
  if (port !== null) {
    console.error(
      `The content lake is running on port ${port} with this dataset; stop it first (${config.datasetDir}).`,
    );
    return 1;
  }
  const store = openStore(config.datasetDir);
  const ctx: AssetContext = {
    store,
    datasetDir: config.datasetDir,
    projectId: config.projectId,
    dataset: config.dataset,
    publicUrl: config.publicUrl,
  };
  // npm runs scripts from the repository root; INIT_CWD is where the command was typed.
  const target = path.resolve(process.env.INIT_CWD ?? process.cwd(), dir);
  try {
    const result =
      command === 'export'
        ? exportDataset(target, ctx)
        : await importDataset(target, ctx, createLogger({ fields: { service: 'content-lake' } }), 'cli-import');
    console.log(
      `${command === 'export' ? 'exported' : 'imported'} ${result.documents} documents and ${result.assets} assets (${target})`,
    );
  } finally {
    await store.close();
  }
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error((error as Error).message);
    process.exit(1);
  },
);

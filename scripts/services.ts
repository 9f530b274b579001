import path from 'node:path';
import { env, intEnv, root } from './lib/env.ts';

/** One long-running process of the shop. A new process is one more entry here. */
export interface Service {
  name: string;
  command: string;
  args: string[];
  cwd: string;
  env: NodeJS.ProcessEnv;
  /** URL that answers once the service is ready. */
  readyUrl: string;
  /** What to print for people once everything is up. */
  urls: () => string[];
}

export function services(): Service[] {
  const sitePort = intEnv('SITE_PORT', 3000);
  const sandboxPort = intEnv('SANDBOX_PORT', 3200);
  const node = process.execPath;
  return [
    {
      name: 'sandbox',
      command: node,
      args: ['lib/sandbox/src/server.ts'],
      cwd: root,
      env: { SANDBOX_PORT: String(sandboxPort) },
      readyUrl: `http://127.0.0.1:${sandboxPort}/health`,
      urls: () => [`third-party sandbox (feature toggles…)  http://localhost:${sandboxPort}`],
    },
    {
      name: 'site',
      command: node,
      args: [path.join(root, 'node_modules/next/dist/bin/next'), 'start', '--port', String(sitePort)],
      cwd: path.join(root, 'site'),
      env: { PORT: String(sitePort) },
      readyUrl: `http://127.0.0.1:${sitePort}/api/health`,
      urls: () => [],
    },
  ];
}

export function dataDir(): string {
  return path.resolve(root, env('SHOP_DATA_DIR', '.data'));
}

// Tests' CDN: the sandbox's (Fastly's batch purge by surrogate key) started in-process on a free port, with its log of
// purges, and an address where nothing listens (a CDN that is down).
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { silentLogger } from '@shop/sandbox/log';
import { createSandboxServer } from '@shop/sandbox/server';

export interface SandboxCdn {
  /** `http://127.0.0.1:<port>`. */
  base: string;
  /** The purge endpoint of a service, as CDN_PURGE_URL names it. */
  purgeUrl(service: string): string;
  /** A service's recorded purges naming `key`, newest first. */
  purges(service: string, key: string): Promise<Array<{ keys: string[]; soft: boolean }>>;
  close(): Promise<void>;
}

/** Starts the sandbox accepting `token` (Fastly-Key) in a temporary data folder. */
export async function startSandboxCdn(token: string): Promise<SandboxCdn> {
  const dir = await mkdtemp(path.join(tmpdir(), 'site-cdn-'));
  const sandbox = createSandboxServer({
    port: 0,
    logger: silentLogger,
    env: { NODE_ENV: 'test', SHOP_DATA_DIR: dir },
    cdn: { keys: [token] },
  });
  const base = (await sandbox.listen()).url;
  return {
    base,
    purgeUrl: (service) => `${base}/cdn/service/${service}/purge`,
    async purges(service, key) {
      const response = await fetch(`${base}/cdn/service/${service}/purges?key=${encodeURIComponent(key)}`, {
        headers: { 'fastly-key': token },
      });
      return ((await response.json()) as { purges: Array<{ keys: string[]; soft: boolean }> }).purges;
    },
    async close() {
      await sandbox.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/** A purge URL on a port nothing listens on. */
export async function closedPurgeUrl(service = 'shop-test'): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return `http://127.0.0.1:${port}/cdn/service/${service}/purge`;
}

// Test kit for what talks to the recommendations provider (the visitor-tracking and recommendations routes, the pages'
// placements): the sandbox's provider on a free port, in a temporary directory, with the site's provider (RECS_URL,
// RECS_KEY) pointed at it.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { silentLogger } from '@shop/sandbox/log';
import { createSandboxServer } from '@shop/sandbox/server';

export interface RecsSandbox {
  /** The provider's address (also in RECS_URL). */
  base: string;
  /** A request to the provider with its key, e.g. `recs.fetch('/recs/v1/events')`; a body is sent as JSON. */
  fetch(pathAndQuery: string, init?: { method?: string; body?: unknown }): Promise<Response>;
  close(): Promise<void>;
}

export async function openRecsSandbox(key: string): Promise<RecsSandbox> {
  const dir = await mkdtemp(path.join(tmpdir(), 'site-recs-'));
  const sandbox = createSandboxServer({
    port: 0,
    logger: silentLogger,
    mail: { dir: path.join(dir, 'mail') },
    recs: { keys: [key], dir: path.join(dir, 'recs') },
  });
  const base = (await sandbox.listen()).url;
  process.env.RECS_URL = base;
  process.env.RECS_KEY = key;
  return {
    base,
    fetch: (pathAndQuery, init = {}) =>
      fetch(`${base}${pathAndQuery}`, {
        method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
        headers: {
          'x-recs-key': key,
          ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
      }),
    close: async () => {
      await sandbox.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

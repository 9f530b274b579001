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
  const contentLakePort = intEnv('CONTENT_LAKE_PORT', 3900);
  const identityPort = intEnv('IDENTITY_PORT', 3100);
  const studioPort = intEnv('STUDIO_PORT', 3333);
  const node = process.execPath;
  return [
    {
      name: 'sandbox',
      command: node,
      args: ['lib/sandbox/src/server.ts'],
      cwd: root,
      env: { SANDBOX_PORT: String(sandboxPort) },
      readyUrl: `http://127.0.0.1:${sandboxPort}/health`,
      urls: () => [
        `third-party sandbox (feature toggles…)  http://localhost:${sandboxPort}`,
        `mail outbox (every message the shop sends)  http://localhost:${sandboxPort}/outbox`,
        `address lookup (Loqate Find/Retrieve, synthetic UK addresses)  http://localhost:${sandboxPort}/Capture/Interactive/Find/v1.10/json3.ws`,
        `parcel shops (pick-up points near a postcode)  http://localhost:${sandboxPort}/parcel-shops?postcode=…`,
        `card gateway test cards (3-D Secure, declines)  http://localhost:${sandboxPort}/gateway/test-cards`,
        `instalment provider Miyo (Pay in 3; surnames Declined, Referred)  http://localhost:${sandboxPort}/miyo/v1/sessions`,
      ],
    },
    {
      name: 'content-lake',
      command: node,
      args: ['lib/content-lake/src/server.ts'],
      cwd: root,
      env: { CONTENT_LAKE_PORT: String(contentLakePort) },
      readyUrl: `http://127.0.0.1:${contentLakePort}/v1/ping`,
      urls: () => [`content lake (Sanity API)  http://localhost:${contentLakePort}`],
    },
    {
      name: 'identity',
      command: node,
      args: ['lib/identity/src/server.ts'],
      cwd: root,
      env: { IDENTITY_PORT: String(identityPort) },
      readyUrl: `http://127.0.0.1:${identityPort}/.well-known/openid-configuration`,
      urls: () => [`identity (OpenID Connect)  http://localhost:${identityPort}`],
    },
    siteService(sitePort),
    {
      // Serves the Studio's production build (studio/dist, built with studioBuildEnv() so it talks to the local lake).
      name: 'studio',
      command: node,
      args: [
        path.join(root, 'node_modules/@sanity/cli/bin/run.js'),
        'preview',
        'dist',
        '--port',
        String(studioPort),
        '--host',
        '127.0.0.1',
      ],
      cwd: path.join(root, 'studio'),
      // The build settings again: in local mode `sanity preview` sends the Studio's egress policy (studio/sanity.cli.ts).
      env: studioBuildEnv(),
      readyUrl: `http://127.0.0.1:${studioPort}/`,
      urls: () => [`Sanity Studio (log in as editor, merchandiser or marketer)  http://localhost:${studioPort}`],
    },
  ];
}

/** A site node: Next.js's production server behind the site's own HTTP server (site/server.ts: autosuggest fast path,
 * clean database shutdown). `./shop topology` runs three of these, each with its own name and port. */
export function siteService(port: number, name = 'site', env: NodeJS.ProcessEnv = {}): Service {
  return {
    name,
    command: process.execPath,
    args: [...SITE_NODE_FLAGS, 'server.ts'],
    cwd: path.join(root, 'site'),
    env: { PORT: String(port), NODE_ENV: 'production', CDN_PURGE_URL: cdnPurgeUrl(), ...env },
    readyUrl: `http://127.0.0.1:${port}/api/health`,
    urls: () => [],
  };
}

/**
 * A young generation of 64 MB semi-spaces from the start. A request allocates a lot that dies with it; with V8's
 * smaller default, under load objects of requests still in flight were promoted, and the old generation filled and
 * was mark-compacted every 2–3 s (20–60 ms pauses). Measured with `node bench/topology.ts --only bag --rate 300`
 * (three nodes, warm): p95 16–32 ms over eight runs (median 20) instead of 16–180 ms over seven, whose bad seconds
 * were GC pauses; the nodes' CPU 3.5–4.0 ms per add instead of 4.0–4.3; each node about 100 MB larger (RSS ~560 MB).
 */
export const SITE_NODE_FLAGS = ['--min-semi-space-size=64', '--max-semi-space-size=64'];

/**
 * Where the site purges its CDN: CDN_PURGE_URL as set (empty: no CDN to tell), else the sandbox's CDN, so a publish or
 * an order shows in its purge log (`GET /cdn/service/shop-local/purges`).
 */
function cdnPurgeUrl(): string {
  return process.env.CDN_PURGE_URL ?? `http://127.0.0.1:${intEnv('SANDBOX_PORT', 3200)}/cdn/service/shop-local/purge`;
}

/** Build-time settings of the Studio (inlined by `sanity build`): the local lake and the brands' site origins. */
export function studioBuildEnv(): Record<string, string> {
  return {
    SANITY_STUDIO_API_HOST: env('SANITY_STUDIO_API_HOST', `http://localhost:${intEnv('CONTENT_LAKE_PORT', 3900)}`),
    SANITY_STUDIO_SITE_URL: env('SANITY_STUDIO_SITE_URL', `http://{brand}.localhost:${intEnv('SITE_PORT', 3000)}`),
    DO_NOT_TRACK: '1',
    SANITY_TELEMETRY_DISABLED: '1',
  };
}

export function dataDir(): string {
  return path.resolve(root, env('SHOP_DATA_DIR', '.data'));
}

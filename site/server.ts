// The site's production server: Next.js's request handler behind a Node.js HTTP server that answers the autosuggest
// endpoint (lib/search/suggest-server.ts) and the bag's busiest calls (lib/http/fast-api.ts) itself, and closes the
// commerce database cleanly on SIGTERM/SIGINT.
// `./shop start` runs it (`node server.ts`, NODE_ENV=production, after `next build`); `next dev` remains the
// development server (it serves autosuggest through the route handler).
import http from 'node:http';
import path from 'node:path';
import { closeDb } from '@shop/commerce/db/client';
import { exitOnProductionSecretProblems } from '@shop/runtime/deployment';
import { createLogger } from '@shop/runtime/log';
import next from 'next';
import { redisCachePrefix } from './lib/cache/redis-cache-handler.ts';
import { startPaymentSweeper } from './lib/checkout/payment-sweeper.ts';
import { clearDataCache } from './lib/content/data-cache.ts';
import { startHousekeeping } from './lib/housekeeping.ts';
import { refuseUnknownShopApi } from './lib/http/api-host.ts';
import { EdgeCache, edgeCacheBudgetFromEnv, installEdgeCache } from './lib/http/edge-cache.ts';
import { connectEdgePurgeChannel } from './lib/http/edge-purge-channel.ts';
import { handleFastApi, loadFastApi } from './lib/http/fast-api.ts';
import { staticBrotliHandler } from './lib/http/static-brotli.ts';
import { siteSecrets } from './lib/production-secrets.ts';
import { handleSuggestRequest } from './lib/search/suggest-server.ts';

// A production deployment (NODE_ENV=production without SHOP_ENV=local) on a missing or committed development secret
// exits here (code 78, each variable named) before it opens the database or a port.
exitOnProductionSecretProblems('site', siteSecrets);
// One JSON line per record, redacted (authorization, cookies, tokens, passwords, card-like numbers): lib/runtime/src/log.ts.
const log = createLogger('site');

const port = Number(process.env.PORT ?? 3000);
// One node: the data cache on disk would outlive the tag invalidations, which live in this process only
// (lib/content/data-cache.ts). Several nodes (REDIS_URL): entries and invalidations are both in Redis
// (lib/cache/redis-cache-handler.ts) and outlive a restart together, so there is nothing to clear.
if (!process.env.REDIS_URL) clearDataCache(import.meta.dirname);
// Like `next start`: listen on every interface; `hostname` only names the server in URLs Next.js builds.
const app = next({ dev: false, dir: import.meta.dirname, hostname: 'localhost', port });
const handle = app.getRequestHandler();
await app.prepare();
// The bag's busiest calls answered by their route handlers without Next.js's pipeline (lib/http/fast-api.ts);
// FAST_API=off sends them through Next.js like every other route (to compare the two).
const fastApi = process.env.FAST_API === 'off' ? new Map() : await loadFastApi();
// The build's scripts and stylesheets in brotli for browsers that take it (written by `npm run build`); Next.js
// answers everything else, and these too for a browser without brotli.
const serveBrotli = staticBrotliHandler(path.join(import.meta.dirname, process.env.NEXT_DIST_DIR ?? '.next', 'static'));

// Public page answers kept in this process and purged with the CDN's surrogate keys (lib/http/edge-cache.ts);
// EDGE_CACHE_MAX_MB=0 turns it off. With several nodes every purge also goes out on Redis to the others.
const edgeBudget = edgeCacheBudgetFromEnv();
const edge = edgeBudget > 0 ? new EdgeCache({ maxBytes: edgeBudget }) : undefined;
installEdgeCache(edge);
const edgeChannel =
  edge && process.env.REDIS_URL
    ? connectEdgePurgeChannel(edge, process.env.REDIS_URL, `${redisCachePrefix()}:edge-purge`)
    : undefined;

// Requests being answered now: shutdown waits for them (briefly) before closing the database under them.
let inFlight = 0;
const server = http.createServer((request, response) => {
  inFlight += 1;
  response.once('close', () => {
    inFlight -= 1;
  });
  if (refuseUnknownShopApi(request, response)) return;
  if (handleSuggestRequest(request, response)) return;
  if (handleFastApi(fastApi, request, response)) return;
  if (edge?.serve(request, response)) return;
  serveBrotli(request, response)
    .then((served) => {
      if (served) return;
      edge?.capture(request, response);
      return handle(request, response);
    })
    .catch((error: unknown) => {
      log.error({ method: request.method, path: request.url?.split('?')[0], err: error }, 'request failed');
      edge?.discard(response);
      if (!response.headersSent) response.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
      response.end('Internal Server Error');
    });
});
// Behind a balancer (./shop topology) an idle connection is reused for a later request: the node must keep it open
// longer than the balancer does, or a request sent on a connection the node has just closed fails (HAProxy retries a
// GET then, never a POST). Node's default is 5 s.
server.keepAliveTimeout = 65_000;
server.headersTimeout = 66_000;
server.listen(port, () => log.info({ port }, `▸ site ready on http://localhost:${port}`));
const stopSweeper = startPaymentSweeper();
const stopHousekeeping = startHousekeeping();

/** The supervisor (scripts/lib/processes.ts) kills after 5 s: drain for at most 2 s, be gone within 4.5 s. */
const DRAIN_MS = 2_000;
const EXIT_DEADLINE_MS = 4_500;

function drained(): Promise<void> {
  return new Promise((resolve) => {
    const began = Date.now();
    const check = () => {
      if (inFlight === 0 || Date.now() - began >= DRAIN_MS) resolve();
      else setTimeout(check, 25).unref();
    };
    check();
  });
}

let stopping = false;
async function stop(signal: NodeJS.Signals): Promise<void> {
  if (stopping) {
    // A second signal: the operator wants out now.
    process.exit(1);
  }
  stopping = true;
  stopSweeper();
  stopHousekeeping();
  setTimeout(() => {
    log.error(`site shutdown did not finish within ${EXIT_DEADLINE_MS} ms`);
    process.exit(1);
  }, EXIT_DEADLINE_MS).unref();
  // Stop accepting and close idle keep-alive sockets; give requests in flight a moment, then cut what is left (open
  // event streams such as the preview's live relay never end by themselves), and close PGlite so its data directory
  // is left consistent.
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  server.closeIdleConnections();
  await drained();
  server.closeAllConnections();
  let code = 0;
  try {
    await closed;
    await app.close();
    await edgeChannel?.close();
    await closeDb();
    log.info({ signal }, `▸ site stopped (${signal})`);
  } catch (error) {
    log.error({ err: error }, 'site shutdown failed');
    code = 1;
  }
  process.exit(code);
}
process.on('SIGTERM', (signal) => void stop(signal));
process.on('SIGINT', (signal) => void stop(signal));

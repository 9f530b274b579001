// The local Content Lake: `node lib/content-lake/src/server.ts`. Binds 127.0.0.1 only and ignores the Host header,
// so `http://<projectId>.localhost:3900` works as well as `http://localhost:3900`.
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { exitOnProductionSecretProblems } from '@shop/runtime/deployment';
import { handleHealthRequest, writableDirectory } from '@shop/runtime/health';
import type { AssetContext } from './assets.ts';
import { Auth } from './auth.ts';
import { type ContentLakeConfig, configFromEnv } from './config.ts';
import { DATASET_FILE, importDataset } from './dataset-io.ts';
import { createCors } from './http/cors.ts';
import { route } from './http/router.ts';
import { createSocketHub } from './http/socket.ts';
import { HttpError, type RequestContext, sendJson } from './http/util.ts';
import { createLogger, type Logger } from './log.ts';
import { contentLakeSecrets } from './production-secrets.ts';
import { QueryEngine, runGroq } from './query.ts';
import { ReleaseScheduler } from './release-scheduler.ts';
import { DocumentStore, type StoreOptions } from './store/store.ts';
import { WebhookDispatcher } from './webhooks.ts';

export interface ContentLakeOptions extends Partial<ContentLakeConfig> {
  logger?: Logger;
  /** Settings not given above come from here. Default `process.env`. */
  env?: NodeJS.ProcessEnv;
  /** SSE heartbeat interval. Default 20 s. */
  heartbeatMs?: number;
  webhookRetryDelaysMs?: number[];
  /** Reuse query results until the next commit. Default true (the benchmark turns it off to measure groq-js). */
  queryCache?: boolean;
}

export interface ContentLake {
  config: ContentLakeConfig;
  server: Server;
  store: DocumentStore;
  webhooks: WebhookDispatcher;
  /** Publishes scheduled releases at their time (started by `listen`). */
  releases: ReleaseScheduler;
  /** Imports the seed if the dataset is empty, then listens; resolves with the bound port and base URL. */
  listen(): Promise<{ port: number; url: string }>;
  close(): Promise<void>;
}

/** Written while a server owns the dataset folder, so the CLI does not write behind its back. */
export const LOCK_FILE = 'server.json';

/** `_id`s selected by a GROQ query, for delete and patch by query. */
async function selectIds(
  query: string,
  params: Record<string, unknown>,
  documents: { _id: string }[],
): Promise<string[]> {
  const result = await runGroq(query, params, documents as never);
  const items = Array.isArray(result) ? result : result ? [result] : [];
  return items.flatMap((item) =>
    item && typeof (item as { _id?: unknown })._id === 'string' ? [(item as { _id: string })._id] : [],
  );
}

/**
 * Asset documents store an absolute `url` (as Sanity's do). When the lake now answers on another public URL (a port
 * change), rewrite them once, durably, so `asset->url` keeps working everywhere.
 */
async function rebaseAssetUrls(store: DocumentStore, publicUrl: string, logger: Logger): Promise<void> {
  const stale = [...store.all().values()].filter(
    (doc) =>
      (doc._type === 'sanity.imageAsset' || doc._type === 'sanity.fileAsset') &&
      typeof doc.path === 'string' &&
      doc.url !== `${publicUrl}/${doc.path}`,
  );
  if (stale.length === 0) return;
  await store.commit(
    stale.map((doc) => ({ patch: { id: doc._id, set: { url: `${publicUrl}/${doc.path}` } } })),
    { author: 'system' },
  );
  logger.info('asset urls moved to the current public url', { assets: stale.length, publicUrl });
}

export function openStore(datasetDir: string, options: StoreOptions = {}): DocumentStore {
  return new DocumentStore(datasetDir, selectIds, options);
}

export function createContentLake(options: ContentLakeOptions = {}): ContentLake {
  const { logger: givenLogger, env, heartbeatMs, webhookRetryDelaysMs, queryCache, ...overrides } = options;
  const config: ContentLakeConfig = { ...configFromEnv(env ?? process.env), ...overrides };
  const logger =
    givenLogger ??
    createLogger({ fields: { service: 'content-lake' }, ...(config.logFile ? { file: config.logFile } : {}) });
  const store = openStore(config.datasetDir, {
    onSubscriberError: (error) =>
      logger.error('commit subscriber failed', {
        error: error instanceof Error ? `${error.name}: ${error.message}` : String(error),
        ...(error instanceof Error && error.stack ? { stack: error.stack } : {}),
      }),
  });
  if (store.tornTailOnOpen) logger.warn('transaction log had a torn last line (crash mid-write); it was ignored');
  const engine = new QueryEngine(store, { projectId: config.projectId, dataset: config.dataset }, queryCache ?? true);
  const cors = createCors(config.corsOrigins);
  mkdirSync(config.datasetDir, { recursive: true });
  const auth = new Auth(config.token, {
    readToken: config.readToken,
    dir: config.datasetDir,
    idleMs: config.sessionIdleMs,
    maxMs: config.sessionMaxMs,
    logger,
  });
  const webhooks = new WebhookDispatcher({
    urls: config.webhookUrls,
    secret: config.webhookSecret,
    logger,
    ...(webhookRetryDelaysMs ? { retryDelaysMs: webhookRetryDelaysMs } : {}),
  });
  store.onCommit((event) => webhooks.enqueue(event));
  const releases = new ReleaseScheduler({ store, logger });
  const assets: AssetContext = {
    store,
    datasetDir: config.datasetDir,
    projectId: config.projectId,
    dataset: config.dataset,
    publicUrl: config.publicUrl,
  };
  const deps = {
    store,
    engine,
    assets,
    auth,
    cors,
    projectId: config.projectId,
    stateDir: config.datasetDir,
    dataset: config.dataset,
    heartbeatMs: heartbeatMs ?? 20_000,
    logger,
  };

  // Liveness and readiness (lib/runtime/src/health.ts), unversioned: ready while the dataset folder is writable.
  const readiness = { dataset: writableDirectory(config.datasetDir) };
  const server = createServer(async (req, res) => {
    if (
      handleHealthRequest(req, res, readiness, {
        onFailure: (check, error) => logger.warn('not ready', { check, error }),
      })
    )
      return;
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const version = /^\/v([^/]+)(\/.*)?$/.exec(url.pathname);
    const ctx: RequestContext = {
      req,
      res,
      url,
      apiVersion: version?.[1] ?? '',
      path: version ? (version[2] ?? '/') : url.pathname,
      cors: cors.headersFor(req),
    };
    if (req.method === 'OPTIONS') {
      res.writeHead(204, cors.preflightHeaders(req));
      res.end();
      return;
    }
    try {
      await route(ctx, deps);
    } catch (error) {
      if (res.headersSent) {
        res.destroy();
        return;
      }
      if (error instanceof HttpError) sendJson(ctx, error.status, error.body);
      else {
        logger.error('request failed', { method: req.method, path: url.pathname, error });
        sendJson(ctx, 500, {
          error: { description: 'Internal error in the local content lake', type: 'internalError' },
        });
      }
    }
  });
  server.keepAliveTimeout = 65_000;
  const sockets = createSocketHub({ auth, cors, dataset: config.dataset, logger, heartbeatMs: deps.heartbeatMs });
  server.on('upgrade', (req, socket) => {
    const pathname = new URL(req.url ?? '/', 'http://127.0.0.1').pathname;
    if (sockets.upgrade(req, socket, pathname)) return;
    logger.warn(`unimplemented: upgrade ${pathname}`);
    socket.end('HTTP/1.1 404 Not Found\r\nconnection: close\r\ncontent-length: 0\r\n\r\n');
  });

  const lockPath = path.join(config.datasetDir, LOCK_FILE);
  return {
    config,
    server,
    store,
    webhooks,
    releases,
    async listen() {
      if (!store.hadTransactionsOnOpen && config.seedDir) {
        if (existsSync(path.join(config.seedDir, DATASET_FILE))) {
          const result = await importDataset(config.seedDir, assets, logger, 'seed');
          logger.info('seeded dataset', { from: config.seedDir, ...result });
        } else logger.info('no seed dataset found; starting empty', { seedDir: config.seedDir });
      }
      await rebaseAssetUrls(store, config.publicUrl, logger);
      await new Promise<void>((resolve, reject) => {
        server.once('error', reject);
        server.listen(config.port, config.host, () => resolve());
      });
      const { port } = server.address() as AddressInfo;
      mkdirSync(config.datasetDir, { recursive: true });
      writeFileSync(lockPath, JSON.stringify({ pid: process.pid, port }));
      releases.start();
      return { port, url: `http://127.0.0.1:${port}` };
    },
    async close() {
      await releases.stop();
      webhooks.close();
      auth.close();
      sockets.closeAll();
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      await store.close();
      rmSync(lockPath, { force: true });
    },
  };
}

async function main(): Promise<void> {
  const lake = createContentLake();
  const { port } = await lake.listen();
  createLogger({ fields: { service: 'content-lake' } }).info(
    `content lake (Sanity API) listening on http://localhost:${port} — project ${lake.config.projectId}, dataset ${lake.config.dataset}`,
  );
  const stop = (): void => {
    lake.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  exitOnProductionSecretProblems('content lake', contentLakeSecrets);
  main().catch((error) => {
    createLogger({ fields: { service: 'content-lake' } }).error('failed to start', { error });
    process.exit(1);
  });
}

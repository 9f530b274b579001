import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { exitOnProductionSecretProblems } from '@shop/runtime/deployment';
import { handleHealthRequest } from '@shop/runtime/health';
import { addressSet } from './address-lookup/address-set.ts';
import { registerAddressLookupRoutes } from './address-lookup/routes.ts';
import { registerBureauRoutes } from './bureau/routes.ts';
import { createBureauStore } from './bureau/store.ts';
import { registerCdnRoutes } from './cdn/routes.ts';
import { createPurgeLog } from './cdn/store.ts';
import { configFromEnv, REVIEWS_FEED_FILE, type SandboxConfig } from './config.ts';
import { createCors } from './cors.ts';
import { signingKeyLoader } from './gateway/keys.ts';
import { registerGatewayRoutes } from './gateway/routes.ts';
import { createGatewayStore } from './gateway/store.ts';
import { registerWalletRoutes } from './gateway/wallets.ts';
import { sendJson } from './http.ts';
import { createLogger, type Logger } from './log.ts';
import { registerMailRoutes } from './mail/routes.ts';
import { createOutbox } from './mail/store.ts';
import { registerMiyoRoutes } from './miyo/routes.ts';
import { createMiyoStore } from './miyo/store.ts';
import { registerParcelShopRoutes } from './parcel-shops/routes.ts';
import { sandboxSecrets } from './production-secrets.ts';
import { registerRecsRoutes } from './recs/routes.ts';
import { createRecsStore } from './recs/store.ts';
import { fileCatalogue } from './reviews/catalogue.ts';
import { registerReviewsRoutes } from './reviews/routes.ts';
import { createReviewsStore } from './reviews/store.ts';
import { Router } from './router.ts';
import { registerToggleRoutes, TOGGLE_CORS_HEADERS } from './toggles/routes.ts';
import { createFileToggleStore } from './toggles/store.ts';

export interface SandboxServerOptions {
  /** Port to listen on; 0 picks a free one. Default from `SANDBOX_PORT`, else 3200. */
  port?: number;
  /** Interface to bind. Default 127.0.0.1 (the sandbox is never exposed beyond this machine). */
  host?: string;
  /** Origins allowed to call browser-facing endpoints. Default from `SANDBOX_CORS_ORIGINS`. */
  allowedOrigins?: string[];
  /** Toggle definitions file. Default from `TOGGLES_FILE`, else `lib/sandbox/data/toggles.json`. */
  togglesFile?: string;
  /** Accepted frontend client keys. Default from `TOGGLES_CLIENT_KEY` (comma-separated). */
  clientKeys?: string[];
  /** Mail outbox folder, accepted server tokens and retention. Default from `SHOP_DATA_DIR`, `MAIL_SERVER_TOKEN`. */
  mail?: Partial<SandboxConfig['mail']>;
  /** Accepted address-lookup keys. Default from `ADDRESS_LOOKUP_KEY`. */
  addressLookup?: Partial<SandboxConfig['addressLookup']>;
  /** Accepted parcel-shop finder keys. Default from `PARCEL_SHOPS_API_KEY`. */
  parcelShops?: Partial<SandboxConfig['parcelShops']>;
  /** Card gateway keys, data folder, public URL and DDC delay. Default from `GATEWAY_MERCHANT_KEY`, `SHOP_DATA_DIR`, … */
  gateway?: Partial<SandboxConfig['gateway']>;
  /** Instalment provider keys, data folder, public URL, limit and callback retry delays. Default from `MIYO_KEY`, … */
  miyo?: Partial<SandboxConfig['miyo']> & { callbackRetryDelaysMs?: readonly number[] };
  /** Recommendations provider keys and event journal folder. Default from `RECS_KEY`, `SHOP_DATA_DIR`. */
  recs?: Partial<SandboxConfig['recs']>;
  /** Credit bureau keys, folder and pending delay; default from the environment. */
  bureau?: Partial<SandboxConfig['bureau']>;
  /** Reviews provider keys and folder (journal, photos, product feed). Default from `REVIEWS_KEY`, `SHOP_DATA_DIR`. */
  reviews?: Partial<SandboxConfig['reviews']>;
  /** CDN purge API tokens. Default from `CDN_PURGE_TOKEN`. */
  cdn?: Partial<SandboxConfig['cdn']>;
  logger?: Logger;
  /** Settings not given above come from here. Default `process.env`. */
  env?: NodeJS.ProcessEnv;
}

export interface SandboxServer {
  server: Server;
  config: SandboxConfig;
  /** Starts listening; resolves with the bound port and base URL (`http://127.0.0.1:<port>`). */
  listen(): Promise<{ port: number; url: string }>;
  /** Stops accepting connections, closes idle ones and resolves when in-flight requests have finished. */
  close(): Promise<void>;
}

export function createSandboxServer(options: SandboxServerOptions = {}): SandboxServer {
  const fromEnv = configFromEnv(options.env ?? process.env);
  const config: SandboxConfig = {
    host: options.host ?? fromEnv.host,
    port: options.port ?? fromEnv.port,
    allowedOrigins: options.allowedOrigins ?? fromEnv.allowedOrigins,
    toggles: {
      file: options.togglesFile ?? fromEnv.toggles.file,
      clientKeys: options.clientKeys ?? fromEnv.toggles.clientKeys,
    },
    mail: { ...fromEnv.mail, ...options.mail },
    addressLookup: { ...fromEnv.addressLookup, ...options.addressLookup },
    parcelShops: { ...fromEnv.parcelShops, ...options.parcelShops },
    gateway: { ...fromEnv.gateway, ...options.gateway },
    miyo: {
      keys: options.miyo?.keys ?? fromEnv.miyo.keys,
      dir: options.miyo?.dir ?? fromEnv.miyo.dir,
      publicUrl: options.miyo?.publicUrl ?? fromEnv.miyo.publicUrl,
      limitPence: options.miyo?.limitPence ?? fromEnv.miyo.limitPence,
    },
    recs: { ...fromEnv.recs, ...options.recs },
    bureau: { ...fromEnv.bureau, ...options.bureau },
    reviews: { ...fromEnv.reviews, ...options.reviews },
    cdn: { ...fromEnv.cdn, ...options.cdn },
  };
  const log = options.logger ?? createLogger({ fields: { service: 'sandbox' } });

  const router = new Router(log);
  router.get('/health', ({ res }) => sendJson(res, 200, { ok: true }));

  const toggleStore = createFileToggleStore(config.toggles.file, log.child({ component: 'toggles' }));
  registerToggleRoutes(router, {
    store: toggleStore,
    clientKeys: config.toggles.clientKeys,
    cors: createCors({
      allowedOrigins: config.allowedOrigins,
      allowMethods: ['GET', 'POST', 'OPTIONS'],
      allowHeaders: TOGGLE_CORS_HEADERS,
      exposeHeaders: ['ETag'],
      maxAgeSeconds: 600,
    }),
  });

  registerMailRoutes(router, {
    outbox: createOutbox(config.mail.dir, { limit: config.mail.limit, log: log.child({ component: 'mail' }) }),
    serverTokens: config.mail.serverTokens,
  });

  registerAddressLookupRoutes(router, { keys: config.addressLookup.keys });
  registerParcelShopRoutes(router, { keys: config.parcelShops.keys });

  let boundPort = config.port;
  const gatewayKey = signingKeyLoader(config.gateway.dir);
  const gatewayStore = createGatewayStore(config.gateway.dir, { log: log.child({ component: 'gateway' }) });
  const gatewayPublicUrl = () => config.gateway.publicUrl ?? `http://localhost:${boundPort}`;
  registerGatewayRoutes(router, {
    keys: config.gateway.keys,
    store: gatewayStore,
    signingKey: gatewayKey,
    publicUrl: gatewayPublicUrl,
    frameAncestors: config.allowedOrigins,
    ddcDelayMs: config.gateway.ddcDelayMs,
  });
  registerWalletRoutes(router, {
    keys: config.gateway.keys,
    store: gatewayStore,
    publicUrl: gatewayPublicUrl,
    cors: createCors({
      allowedOrigins: config.allowedOrigins,
      allowMethods: ['POST', 'OPTIONS'],
      allowHeaders: ['content-type'],
      exposeHeaders: [],
      maxAgeSeconds: 600,
    }),
  });

  const miyoLog = log.child({ component: 'miyo' });
  registerMiyoRoutes(router, {
    keys: config.miyo.keys,
    store: createMiyoStore(config.miyo.dir, { log: miyoLog }),
    publicUrl: () => config.miyo.publicUrl ?? `http://localhost:${boundPort}`,
    limitPence: config.miyo.limitPence,
    callbackRetryDelaysMs: options.miyo?.callbackRetryDelaysMs,
    log: miyoLog,
  });

  registerRecsRoutes(router, {
    keys: config.recs.keys,
    store: createRecsStore(config.recs.dir, { log: log.child({ component: 'recs' }) }),
  });

  registerBureauRoutes(router, {
    keys: config.bureau.keys,
    store: createBureauStore(config.bureau.dir, { log: log.child({ component: 'bureau' }) }),
    pendingMs: config.bureau.pendingMs,
  });

  const reviewsLog = log.child({ component: 'reviews' });
  const reviewsCatalogue = fileCatalogue(path.join(config.reviews.dir, REVIEWS_FEED_FILE), reviewsLog);
  registerReviewsRoutes(router, {
    keys: config.reviews.keys,
    catalogue: reviewsCatalogue,
    store: createReviewsStore(config.reviews.dir, { catalogue: reviewsCatalogue, log: reviewsLog }),
  });

  registerCdnRoutes(router, { keys: config.cdn.keys, log: createPurgeLog() });

  // Liveness and readiness (lib/runtime/src/health.ts): ready once good toggle definitions are loaded (an invalid edit
  // keeps the last good ones in force); `/health` stays as it was.
  const readiness = {
    toggles: async () => {
      if (!(await toggleStore.current())) throw new Error(`no valid toggle definitions in ${config.toggles.file}`);
    },
  };
  const server = createServer((req, res) => {
    if (
      !handleHealthRequest(req, res, readiness, {
        onFailure: (check, error) => log.warn('not ready', { check, error }),
      })
    )
      router.handle(req, res);
  });

  return {
    server,
    config,
    listen: async () => {
      // Load (and validate) the definitions before taking requests, so problems show in the startup log.
      await toggleStore.current();
      // Generate the synthetic address set now rather than on the first lookup.
      addressSet();
      return new Promise((resolve, reject) => {
        server.once('error', reject);
        server.listen(config.port, config.host, () => {
          server.off('error', reject);
          const { port } = server.address() as AddressInfo;
          boundPort = port;
          resolve({ port, url: `http://${config.host}:${port}` });
        });
      });
    },
    close: () =>
      new Promise((resolve, reject) => {
        if (!server.listening) {
          resolve();
          return;
        }
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeIdleConnections();
      }),
  };
}

async function main(): Promise<void> {
  exitOnProductionSecretProblems('sandbox', sandboxSecrets);
  const log = createLogger({ fields: { service: 'sandbox' } });
  const sandbox = createSandboxServer({ logger: log });
  const { url } = await sandbox.listen();
  log.info('listening', { url, togglesFile: sandbox.config.toggles.file, outbox: sandbox.config.mail.dir });

  let stopping = false;
  const stop = (signal: NodeJS.Signals): void => {
    if (stopping) {
      log.warn('second signal; exiting now', { signal });
      process.exit(1);
    }
    stopping = true;
    log.info('shutting down', { signal });
    // Give in-flight requests a few seconds, then cut remaining keep-alive connections.
    const force = setTimeout(() => sandbox.server.closeAllConnections(), 5000);
    force.unref();
    sandbox.close().then(
      () => {
        log.info('stopped');
        process.exit(0);
      },
      (error: unknown) => {
        log.error('shutdown failed', { error });
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

if (import.meta.main) {
  main().catch((error: unknown) => {
    createLogger({ fields: { service: 'sandbox' } }).error('failed to start', { error });
    process.exit(1);
  });
}

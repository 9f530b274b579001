import path from 'node:path';
import { fileURLToPath } from 'node:url';

export interface SandboxConfig {
  /** Interface to bind. The sandbox is a development stand-in: loopback only. */
  host: string;
  port: number;
  /** Origins allowed to call browser-facing endpoints (CORS); `*` stands for one DNS label. */
  allowedOrigins: string[];
  toggles: {
    /** JSON file with the toggle definitions, re-read when it changes. */
    file: string;
    /** Accepted frontend client keys. */
    clientKeys: string[];
  };
  mail: {
    /** Folder the outbox keeps its messages in (`$SHOP_DATA_DIR/sandbox/mail`). */
    dir: string;
    /** Accepted server tokens (`X-Postmark-Server-Token`). */
    serverTokens: string[];
    /** Messages kept; the oldest are removed beyond it. */
    limit: number;
  };
  addressLookup: {
    /** Accepted service keys (Loqate's `Key` parameter). */
    keys: string[];
  };
  parcelShops: {
    /** Accepted API keys (`X-Api-Key`). */
    keys: string[];
  };
  gateway: {
    /** Accepted merchant keys (`X-Merchant-Key`). */
    keys: string[];
    /** Folder for the gateway's journal and signing key (`$SHOP_DATA_DIR/sandbox/gateway`). */
    dir: string;
    /** The gateway's origin as browsers reach it; default `http://localhost:<bound port>`. */
    publicUrl: string | undefined;
    /** Delay before the device-data-collection page posts its message (ms). */
    ddcDelayMs: number;
  };
  miyo: {
    /** Accepted merchant keys (`X-Miyo-Key`); callbacks are signed with the key that opened the session. */
    keys: string[];
    /** Folder for Miyo's journal (`$SHOP_DATA_DIR/sandbox/miyo`). */
    dir: string;
    /** Miyo's origin as browsers reach it; default `http://localhost:<bound port>`. */
    publicUrl: string | undefined;
    /** The most Miyo lends for one purchase (pence). */
    limitPence: number;
  };
  recs: {
    /** Accepted shop keys (`X-Recs-Key`). */
    keys: string[];
    /** Folder for the recommendations provider's event journal (`$SHOP_DATA_DIR/sandbox/recs`). */
    dir: string;
  };
  bureau: {
    /** Accepted shop keys (`X-Bureau-Key`). */
    keys: string[];
    /** Folder for the credit bureau's searches (`$SHOP_DATA_DIR/sandbox/bureau`). */
    dir: string;
    /** How long a PENDING search stays pending before it is decided (ms). */
    pendingMs: number;
  };
  reviews: {
    /** Accepted shop keys (`X-Reviews-Key`). */
    keys: string[];
    /** Folder for the reviews journal, the photos and the shop's product feed (`$SHOP_DATA_DIR/sandbox/reviews`). */
    dir: string;
  };
  cdn: {
    /** Accepted purge API tokens (`Fastly-Key`). */
    keys: string[];
  };
}

export const DEFAULT_PORT = 3200;
export const DEFAULT_CLIENT_KEY = 'shop-local-frontend-key';
/** The site's origins: bare localhost and every brand subdomain, on the site's port. */
export const defaultAllowedOrigins = (sitePort = '3000'): string[] => [
  `http://localhost:${sitePort}`,
  `http://*.localhost:${sitePort}`,
];
export const DEFAULT_MAIL_SERVER_TOKEN = 'shop-local-mail-token';
export const DEFAULT_MAIL_LIMIT = 500;
/** In the provider's key format (AA11-AA11-AA11-AA11). */
export const DEFAULT_ADDRESS_LOOKUP_KEY = 'SH11-OP22-LO33-CL44';
export const DEFAULT_PARCEL_SHOPS_API_KEY = 'shop-local-parcel-shops-key';
export const DEFAULT_GATEWAY_MERCHANT_KEY = 'shop-local-gateway-merchant-key';
export const DEFAULT_GATEWAY_DDC_DELAY_MS = 300;
export const DEFAULT_MIYO_KEY = 'shop-local-miyo-key';
export const DEFAULT_MIYO_LIMIT_PENCE = 100_000;
export const DEFAULT_RECS_KEY = 'shop-local-recs-key';
export const DEFAULT_BUREAU_KEY = 'shop-local-bureau-key';
export const DEFAULT_BUREAU_PENDING_MS = 3_000;
export const DEFAULT_REVIEWS_KEY = 'shop-local-reviews-key';
export const DEFAULT_CDN_PURGE_TOKEN = 'shop-local-cdn-token';
/** The product feed's file name in the reviews folder (the shop's seed writes it). */
export const REVIEWS_FEED_FILE = 'products.json';
const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
export const DEFAULT_TOGGLES_FILE = fileURLToPath(new URL('../data/toggles.json', import.meta.url));

function list(value: string | undefined): string[] | undefined {
  const items = value
    ?.split(',')
    .map((item) => item.trim())
    .filter(Boolean);
  return items && items.length > 0 ? items : undefined;
}

function port(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return DEFAULT_PORT;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0 || parsed > 65535) {
    throw new Error(`SANDBOX_PORT must be an integer port number, got ${JSON.stringify(value)}`);
  }
  return parsed;
}

function nonNegative(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value.trim() === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0)
    throw new Error(`${name} must be a whole number, got ${JSON.stringify(value)}`);
  return parsed;
}

function positive(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value.trim() === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 1)
    throw new Error(`${name} must be a positive integer, got ${JSON.stringify(value)}`);
  return parsed;
}

/** Reads the sandbox settings from the environment (see README for the list). */
export function configFromEnv(env: NodeJS.ProcessEnv = process.env): SandboxConfig {
  const dataDir = env.SHOP_DATA_DIR ? path.resolve(env.SHOP_DATA_DIR) : path.join(repoRoot, '.data');
  return {
    host: '127.0.0.1',
    port: port(env.SANDBOX_PORT),
    allowedOrigins: list(env.SANDBOX_CORS_ORIGINS) ?? defaultAllowedOrigins(env.SITE_PORT?.trim() || undefined),
    toggles: {
      file: env.TOGGLES_FILE ? path.resolve(env.TOGGLES_FILE) : DEFAULT_TOGGLES_FILE,
      clientKeys: list(env.TOGGLES_CLIENT_KEY) ?? [DEFAULT_CLIENT_KEY],
    },
    mail: {
      dir: path.join(dataDir, 'sandbox', 'mail'),
      serverTokens: list(env.MAIL_SERVER_TOKEN) ?? [DEFAULT_MAIL_SERVER_TOKEN],
      limit: positive('MAIL_OUTBOX_LIMIT', env.MAIL_OUTBOX_LIMIT, DEFAULT_MAIL_LIMIT),
    },
    addressLookup: { keys: list(env.ADDRESS_LOOKUP_KEY) ?? [DEFAULT_ADDRESS_LOOKUP_KEY] },
    parcelShops: { keys: list(env.PARCEL_SHOPS_API_KEY) ?? [DEFAULT_PARCEL_SHOPS_API_KEY] },
    gateway: {
      keys: list(env.GATEWAY_MERCHANT_KEY) ?? [DEFAULT_GATEWAY_MERCHANT_KEY],
      dir: path.join(dataDir, 'sandbox', 'gateway'),
      publicUrl: env.GATEWAY_PUBLIC_URL?.trim() || undefined,
      ddcDelayMs: nonNegative('GATEWAY_DDC_DELAY_MS', env.GATEWAY_DDC_DELAY_MS, DEFAULT_GATEWAY_DDC_DELAY_MS),
    },
    miyo: {
      keys: list(env.MIYO_KEY) ?? [DEFAULT_MIYO_KEY],
      dir: path.join(dataDir, 'sandbox', 'miyo'),
      publicUrl: env.MIYO_PUBLIC_URL?.trim() || undefined,
      limitPence: positive('MIYO_LIMIT_PENCE', env.MIYO_LIMIT_PENCE, DEFAULT_MIYO_LIMIT_PENCE),
    },
    recs: {
      keys: list(env.RECS_KEY) ?? [DEFAULT_RECS_KEY],
      dir: path.join(dataDir, 'sandbox', 'recs'),
    },
    bureau: {
      keys: list(env.BUREAU_KEY) ?? [DEFAULT_BUREAU_KEY],
      dir: path.join(dataDir, 'sandbox', 'bureau'),
      pendingMs: nonNegative('BUREAU_PENDING_MS', env.BUREAU_PENDING_MS, DEFAULT_BUREAU_PENDING_MS),
    },
    reviews: {
      keys: list(env.REVIEWS_KEY) ?? [DEFAULT_REVIEWS_KEY],
      dir: path.join(dataDir, 'sandbox', 'reviews'),
    },
    cdn: { keys: list(env.CDN_PURGE_TOKEN) ?? [DEFAULT_CDN_PURGE_TOKEN] },
  };
}

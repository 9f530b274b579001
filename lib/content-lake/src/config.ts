import path from 'node:path';

/** Repository root (this file lives in lib/content-lake/src). */
export const repoRoot = path.resolve(import.meta.dirname, '../../..');

export interface ContentLakeConfig {
  host: string;
  /** 0 picks a free port (tests). */
  port: number;
  projectId: string;
  dataset: string;
  /** Folder holding this dataset's transaction log, snapshot and assets. */
  datasetDir: string;
  /** Bearer token required for drafts/raw reads, mutations, /data/doc and uploads; acts as an administrator. */
  token: string;
  /** Bearer token that reads everything (drafts too) and writes nothing: the site's draft-mode reads. */
  readToken: string;
  /** Folder with `production.ndjson` (+ images) imported into an empty dataset; null: never seed. */
  seedDir: string | null;
  /** Exact origins or patterns where `*` matches one DNS label. */
  corsOrigins: string[];
  webhookUrls: string[];
  webhookSecret: string;
  /** Base of the `url` stored on asset documents (what browsers use). */
  publicUrl: string;
  /** A Studio session unused this long ends (CONTENT_LAKE_SESSION_IDLE_HOURS, default 12 h). */
  sessionIdleMs: number;
  /** A Studio session ends this long after its login (CONTENT_LAKE_SESSION_MAX_DAYS, default 7 days). */
  sessionMaxMs: number;
  /** Also append every log line to this file (CONTENT_LAKE_LOG_FILE, relative to the repository); null: console only. */
  logFile: string | null;
}

function value(env: NodeJS.ProcessEnv, name: string, fallback: string): string {
  const raw = env[name];
  return raw === undefined || raw.trim() === '' ? fallback : raw.trim();
}

function list(raw: string): string[] {
  return raw
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}

/** A positive duration in `unit`s (fractions allowed) → ms; a clear error for anything else. */
function duration(env: NodeJS.ProcessEnv, name: string, fallback: number, unitMs: number): number {
  const raw = value(env, name, String(fallback));
  const amount = Number(raw);
  if (!Number.isFinite(amount) || amount <= 0) throw new Error(`${name} must be a positive number, got "${raw}"`);
  return Math.round(amount * unitMs);
}

export const DEFAULT_TOKEN = 'local-dev-token-change-me';
export const DEFAULT_READ_TOKEN = 'local-dev-read-token-change-me';
export const DEFAULT_WEBHOOK_SECRET = 'local-webhook-secret-change-me';

export function datasetDirFor(env: NodeJS.ProcessEnv, dataset: string): string {
  const dataDir = path.resolve(repoRoot, value(env, 'SHOP_DATA_DIR', '.data'));
  return path.join(dataDir, 'content-lake', dataset);
}

/**
 * The read token's committed default is only for a lake whose administrator token is the default too: a lake given
 * its own administrator token (exposed beyond this machine) must not keep a publicly known viewer token.
 */
function readTokenFrom(env: NodeJS.ProcessEnv): string {
  const readToken = value(env, 'CONTENT_LAKE_READ_TOKEN', DEFAULT_READ_TOKEN);
  if (readToken === DEFAULT_READ_TOKEN && value(env, 'CONTENT_LAKE_TOKEN', DEFAULT_TOKEN) !== DEFAULT_TOKEN) {
    throw new Error('CONTENT_LAKE_TOKEN is set but CONTENT_LAKE_READ_TOKEN is the development default: set it too');
  }
  return readToken;
}

export function configFromEnv(env: NodeJS.ProcessEnv = process.env): ContentLakeConfig {
  const port = Number.parseInt(value(env, 'CONTENT_LAKE_PORT', '3900'), 10);
  const dataset = value(env, 'CONTENT_DATASET', 'production');
  return {
    host: '127.0.0.1',
    port: Number.isFinite(port) ? port : 3900,
    projectId: value(env, 'CONTENT_PROJECT_ID', 'shoplocal'),
    dataset,
    datasetDir: datasetDirFor(env, dataset),
    token: value(env, 'CONTENT_LAKE_TOKEN', DEFAULT_TOKEN),
    readToken: readTokenFrom(env),
    seedDir: path.resolve(repoRoot, value(env, 'CONTENT_SEED_DIR', 'studio/seed')),
    corsOrigins: list(
      value(env, 'CONTENT_LAKE_CORS_ORIGINS', 'http://localhost:3333,http://localhost:3000,http://*.localhost:3000'),
    ),
    webhookUrls: list(value(env, 'CONTENT_LAKE_WEBHOOK_URLS', 'http://127.0.0.1:3000/api/revalidate')),
    webhookSecret: value(env, 'CONTENT_WEBHOOK_SECRET', DEFAULT_WEBHOOK_SECRET),
    publicUrl: value(env, 'CONTENT_LAKE_PUBLIC_URL', `http://localhost:${Number.isFinite(port) ? port : 3900}`),
    sessionIdleMs: duration(env, 'CONTENT_LAKE_SESSION_IDLE_HOURS', 12, 60 * 60 * 1000),
    sessionMaxMs: duration(env, 'CONTENT_LAKE_SESSION_MAX_DAYS', 7, 24 * 60 * 60 * 1000),
    logFile: env.CONTENT_LAKE_LOG_FILE?.trim() ? path.resolve(repoRoot, env.CONTENT_LAKE_LOG_FILE.trim()) : null,
  };
}

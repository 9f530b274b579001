// The site's readiness: the commerce database and the content lake both answer (lib/runtime/src/health.ts runs the
// checks, each within a time limit). Liveness asks neither (app/api/health/live).
import type { Db } from '@shop/commerce/db/client';
import { getReadyDb, pingDb } from '@shop/commerce/db/client';
import { type ContentConfig, contentConfig } from '@shop/content/config';
import { type Check, HEALTH_HEADERS, type Readiness, readinessStatus, runChecks } from '@shop/runtime/health';
import { createLogger } from '@shop/runtime/log';
import { redisFromEnv } from '../cache/redis-cache-handler.ts';

const log = createLogger('site').child({ component: 'readiness' });

/** Checks whose failure leaves the node ready, answering `degraded`: without Redis every cache read is a miss. */
export const OPTIONAL_CHECKS = ['sharedCache'] as const;

/** The lake's ping: the local lake's `/v1/ping`, or the hosted project's API host (or SANITY_API_HOST). */
export function contentPingUrl(config: ContentConfig): string {
  const base = config.apiHost ?? `https://${config.projectId}.api.sanity.io`;
  return `${base}/v1/ping`;
}

export interface SiteDependencies {
  /** The migrated database (default: the process's). */
  db?: () => Promise<Db>;
  content?: ContentConfig;
  fetch?: typeof fetch;
  /** The shared cache's ping when the node keeps its cache in Redis (default: REDIS_URL's connection, if set). */
  sharedCache?: (() => Promise<unknown>) | null;
}

export function siteReadinessChecks(deps: SiteDependencies = {}): Record<string, Check> {
  const db = deps.db ?? getReadyDb;
  const content = deps.content ?? contentConfig();
  const fetcher = deps.fetch ?? fetch;
  const checks: Record<string, Check> = {
    database: async () => pingDb(await db()),
    contentLake: async () => {
      const response = await fetcher(contentPingUrl(content), {
        cache: 'no-store',
        signal: AbortSignal.timeout(2_000),
      });
      await response.body?.cancel();
      if (!response.ok) throw new Error(`content lake ping answered ${response.status}`);
    },
  };
  const sharedCache =
    deps.sharedCache !== undefined ? deps.sharedCache : process.env.REDIS_URL ? () => redisFromEnv().ping() : null;
  if (sharedCache) checks.sharedCache = sharedCache;
  return checks;
}

/**
 * 200 when ready (naming any optional dependency that failed under `degraded`), else 503 naming the dependency that
 * failed; the failure's detail goes to the log only.
 */
export async function readinessResponse(checks: Record<string, Check> = siteReadinessChecks()): Promise<Response> {
  let readiness: Readiness;
  try {
    readiness = await runChecks(checks, {
      optional: OPTIONAL_CHECKS,
      onFailure: (name, error) => log.error({ err: error, check: name }, 'readiness check failed'),
    });
  } catch {
    readiness = { ok: false, checks: {} };
  }
  return new Response(JSON.stringify(readiness), { status: readinessStatus(readiness), headers: HEALTH_HEADERS });
}

// The site's readiness: the commerce database and the content lake both answer (lib/runtime/src/health.ts runs the
// checks, each within a time limit). Liveness asks neither (app/api/health/live).
import type { Db } from '@shop/commerce/db/client';
import { getReadyDb, pingDb } from '@shop/commerce/db/client';
import { type ContentConfig, contentConfig } from '@shop/content/config';
import { type Check, HEALTH_HEADERS, type Readiness, readinessStatus, runChecks } from '@shop/runtime/health';

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
}

export function siteReadinessChecks(deps: SiteDependencies = {}): Record<string, Check> {
  const db = deps.db ?? getReadyDb;
  const content = deps.content ?? contentConfig();
  const fetcher = deps.fetch ?? fetch;
  return {
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
}

/** 200 when ready, else 503 naming the dependency that failed; the failure's detail goes to the log only. */
export async function readinessResponse(checks: Record<string, Check> = siteReadinessChecks()): Promise<Response> {
  let readiness: Readiness;
  try {
    readiness = await runChecks(checks, {
      onFailure: (name, error) =>
        console.error(`readiness: ${name} check failed: ${(error as Error)?.message ?? error}`),
    });
  } catch {
    readiness = { ok: false, checks: {} };
  }
  return new Response(JSON.stringify(readiness), { status: readinessStatus(readiness), headers: HEALTH_HEADERS });
}

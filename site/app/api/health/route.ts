import { getDbInfo, getReadyDb, pingDb } from '@shop/commerce/db/client';
import { createLogger } from '@shop/runtime/log';

const log = createLogger('site').child({ component: 'health' });

export const dynamic = 'force-dynamic';

/**
 * The process answers and its database does: what `./shop start` and the e2e set-up wait for. Balancers use
 * `/api/health/live` (no dependency) and `/api/health/ready` (database and content lake) beside it.
 */
export async function GET() {
  const started = performance.now();
  try {
    await pingDb(await getReadyDb());
    return Response.json(
      { ok: true, database: getDbInfo().kind, ms: Math.round(performance.now() - started) },
      { headers: { 'cache-control': 'no-store' } },
    );
  } catch (error) {
    log.error({ err: error }, 'database check failed');
    return Response.json({ ok: false }, { status: 503, headers: { 'cache-control': 'no-store' } });
  }
}

import { getDbInfo, getReadyDb, pingDb } from '@shop/commerce/db/client';

export const dynamic = 'force-dynamic';

/** Liveness and readiness: the process answers and its database does. */
export async function GET() {
  const started = performance.now();
  try {
    await pingDb(await getReadyDb());
    return Response.json(
      { ok: true, database: getDbInfo().kind, ms: Math.round(performance.now() - started) },
      { headers: { 'cache-control': 'no-store' } },
    );
  } catch (error) {
    console.error('health: database check failed', error);
    return Response.json({ ok: false }, { status: 503, headers: { 'cache-control': 'no-store' } });
  }
}

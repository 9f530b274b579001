import { HEALTH_HEADERS, livenessBody } from '@shop/runtime/health';

export const dynamic = 'force-dynamic';

/** Liveness: the process answers. No dependency is asked, so an outage elsewhere never gets this node restarted. */
export function GET() {
  return new Response(JSON.stringify(livenessBody()), {
    headers: HEALTH_HEADERS,
  });
}

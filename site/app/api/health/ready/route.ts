import { readinessResponse } from '@/lib/health/readiness.ts';

export const dynamic = 'force-dynamic';

/** Readiness: the commerce database and the content lake answer; 503 naming the one that does not. */
export function GET() {
  return readinessResponse();
}

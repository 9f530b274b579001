// API routes do not pass through the proxy (site/proxy.ts): each resolves its brand from the host (requestBrand in
// route.ts). The site server keeps what the proxy did for them: a call to a host that is none of the shops' is
// refused here, before Next.js sees it, so no route answers a stray domain, even one that never asks for the brand.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { resolveBrand } from '../brand-host.ts';
import { pathOf, sendJson } from './node-answer.ts';
import { UNKNOWN_SHOP_MESSAGE } from './route.ts';

/** `/api/health` (kept for scripts that poll it), `/api/health/live` and `/api/health/ready`. */
const HEALTH_PATH = /^\/api\/health(\/(live|ready))?$/;

/**
 * Answers 404 `BRAND_NOT_FOUND` (JSON, as requestBrand's refusal) to an API call whose host is none of the shops' and
 * returns true; returns false, leaving the request untouched, for anything else. Balancers and orchestrators probe a
 * node by its address, not a brand's hostname: the health paths answer on any host.
 */
export function refuseUnknownShopApi(request: IncomingMessage, response: ServerResponse): boolean {
  const path = pathOf(request);
  if (!path.startsWith('/api/') || HEALTH_PATH.test(path) || resolveBrand(request.headers.host)) return false;
  sendJson(
    response,
    request.method ?? 'GET',
    404,
    { code: 'BRAND_NOT_FOUND', message: UNKNOWN_SHOP_MESSAGE },
    'private, no-store',
  );
  return true;
}

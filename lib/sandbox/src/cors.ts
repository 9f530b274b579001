import type { OutgoingHttpHeaders } from 'node:http';
import { header, sendEmpty } from './http.ts';
import type { Handler, RequestContext } from './router.ts';

export interface CorsPolicy {
  /** Exact origins or patterns where `*` stands for one DNS label, e.g. `http://*.localhost:3000`. */
  allowedOrigins: readonly string[];
  allowMethods: readonly string[];
  /** Request headers the browser may send (lower case). */
  allowHeaders: readonly string[];
  /** Response headers scripts may read. */
  exposeHeaders: readonly string[];
  maxAgeSeconds: number;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Compiles origin patterns into a predicate; comparison is case-insensitive, `*` matches exactly one label. */
export function originMatcher(patterns: readonly string[]): (origin: string) => boolean {
  const compiled = patterns.map(
    (pattern) =>
      new RegExp(
        `^${pattern.toLowerCase().split('*').map(escapeRegExp).join('[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?')}$`,
      ),
  );
  return (origin) => {
    const candidate = origin.toLowerCase();
    return compiled.some((regex) => regex.test(candidate));
  };
}

export interface Cors {
  /** Headers to add to an actual (non-preflight) response; empty when the origin is absent or not allowed. */
  headersFor(ctx: RequestContext): OutgoingHttpHeaders;
  /** Handler answering an OPTIONS preflight with 204. */
  preflight: Handler;
}

export function createCors(policy: CorsPolicy): Cors {
  const isAllowed = originMatcher(policy.allowedOrigins);
  const allowedOrigin = (ctx: RequestContext): string | undefined => {
    const origin = header(ctx.req, 'origin');
    return origin && isAllowed(origin) ? origin : undefined;
  };
  return {
    headersFor(ctx) {
      const origin = allowedOrigin(ctx);
      const headers: OutgoingHttpHeaders = { vary: 'Origin' };
      if (!origin) return headers;
      return {
        ...headers,
        'access-control-allow-origin': origin,
        'access-control-expose-headers': policy.exposeHeaders.join(', '),
      };
    },
    preflight(ctx) {
      const origin = allowedOrigin(ctx);
      const headers: OutgoingHttpHeaders = {
        vary: 'Origin, Access-Control-Request-Method, Access-Control-Request-Headers',
      };
      if (origin) {
        headers['access-control-allow-origin'] = origin;
        headers['access-control-allow-methods'] = policy.allowMethods.join(', ');
        headers['access-control-allow-headers'] = policy.allowHeaders.join(', ');
        headers['access-control-expose-headers'] = policy.exposeHeaders.join(', ');
        headers['access-control-max-age'] = String(policy.maxAgeSeconds);
      }
      // A refused origin gets no CORS headers, so the browser blocks the actual request.
      sendEmpty(ctx.res, 204, headers);
    },
  };
}

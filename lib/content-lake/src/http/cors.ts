import type { IncomingMessage, OutgoingHttpHeaders } from 'node:http';
import { header } from './util.ts';

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Exact origins or patterns where `*` stands for exactly one DNS label (`http://*.localhost:3000`). */
export function originMatcher(patterns: readonly string[]): (origin: string) => boolean {
  const compiled = patterns.map(
    (pattern) =>
      new RegExp(
        `^${pattern.toLowerCase().split('*').map(escapeRegExp).join('[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?')}$`,
      ),
  );
  return (origin) => compiled.some((regex) => regex.test(origin.toLowerCase()));
}

export interface Cors {
  isAllowed(origin: string): boolean;
  headersFor(req: IncomingMessage): OutgoingHttpHeaders;
  preflightHeaders(req: IncomingMessage): OutgoingHttpHeaders;
}

/** Credentialed CORS for the site and Studio origins (browsers send the Studio's token as a header). */
export function createCors(origins: readonly string[]): Cors {
  const isAllowed = originMatcher(origins);
  const headersFor = (req: IncomingMessage): OutgoingHttpHeaders => {
    const origin = header(req, 'origin');
    if (!origin || !isAllowed(origin)) return { vary: 'Origin' };
    return {
      vary: 'Origin',
      'access-control-allow-origin': origin,
      'access-control-allow-credentials': 'true',
      'access-control-expose-headers': 'Content-Type, Content-Length, ETag, X-Sanity-Shard',
    };
  };
  return {
    isAllowed,
    headersFor,
    preflightHeaders(req) {
      const base = headersFor(req);
      if (!base['access-control-allow-origin']) return base;
      return {
        ...base,
        'access-control-allow-methods': 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS',
        'access-control-allow-headers':
          header(req, 'access-control-request-headers') ?? 'Authorization, Content-Type, Last-Event-ID',
        'access-control-max-age': '600',
      };
    },
  };
}

import type { IncomingMessage, ServerResponse } from 'node:http';
import { HttpError, sendError } from './http.ts';
import type { Logger } from './log.ts';

export type Method = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'OPTIONS';

export interface RequestContext {
  req: IncomingMessage;
  res: ServerResponse;
  /** Parsed request URL (origin is a placeholder; use pathname and searchParams). */
  url: URL;
  /** Values of `:name` segments in the matched pattern, URI-decoded. */
  params: Record<string, string>;
  log: Logger;
}

export type Handler = (ctx: RequestContext) => void | Promise<void>;

interface Route {
  method: Method;
  segments: readonly string[];
  handler: Handler;
}

function splitPath(path: string): string[] {
  const trimmed = path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
  return trimmed.split('/');
}

function match(route: Route, segments: readonly string[]): Record<string, string> | undefined {
  if (route.segments.length !== segments.length) return undefined;
  const params: Record<string, string> = {};
  for (let i = 0; i < segments.length; i++) {
    const want = route.segments[i]!;
    const got = segments[i]!;
    if (want.startsWith(':')) {
      if (got === '') return undefined;
      try {
        params[want.slice(1)] = decodeURIComponent(got);
      } catch {
        return undefined;
      }
    } else if (want !== got) {
      return undefined;
    }
  }
  return params;
}

/**
 * A small method + path router. Patterns are literal paths with optional `:name` segments; a trailing slash is
 * ignored. HEAD falls back to the GET route (Node drops the body). Unknown paths get 404, known paths with another
 * method get 405 with `Allow`. Thrown `HttpError`s become JSON errors; anything else is logged and becomes a 500.
 * Every request is logged on one line with method, path (never the query string), status and duration.
 */
export class Router {
  readonly #routes: Route[] = [];
  readonly #log: Logger;

  constructor(log: Logger) {
    this.#log = log;
  }

  on(methods: Method | readonly Method[], pattern: string, handler: Handler): this {
    for (const method of typeof methods === 'string' ? [methods] : methods) {
      this.#routes.push({ method, segments: splitPath(pattern), handler });
    }
    return this;
  }

  get(pattern: string, handler: Handler): this {
    return this.on('GET', pattern, handler);
  }

  post(pattern: string, handler: Handler): this {
    return this.on('POST', pattern, handler);
  }

  options(pattern: string, handler: Handler): this {
    return this.on('OPTIONS', pattern, handler);
  }

  /** The `node:http` request listener. */
  readonly handle = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const started = performance.now();
    const method = (req.method ?? 'GET').toUpperCase();
    const rawUrl = req.url ?? '/';
    const url = rawUrl.startsWith('/') ? safeUrl(rawUrl) : undefined;
    const path = url?.pathname ?? '(invalid)';
    res.once('finish', () => {
      this.#log.info('request', {
        method,
        path,
        status: res.statusCode,
        durationMs: Math.round((performance.now() - started) * 10) / 10,
      });
    });

    try {
      if (!url) throw new HttpError(400, 'bad_request', 'Request target must be an absolute path.');
      const segments = splitPath(url.pathname);
      const allowed = new Set<Method>();
      for (const route of this.#routes) {
        const params = match(route, segments);
        if (!params) continue;
        if (route.method === method || (method === 'HEAD' && route.method === 'GET')) {
          await route.handler({ req, res, url, params, log: this.#log });
          return;
        }
        allowed.add(route.method);
      }
      if (allowed.size === 0) throw new HttpError(404, 'not_found', 'No such endpoint.');
      if (allowed.has('GET')) allowed.add('HEAD');
      res.setHeader('allow', [...allowed].join(', '));
      throw new HttpError(405, 'method_not_allowed', `Method ${method} is not allowed here.`);
    } catch (error) {
      if (res.headersSent) {
        this.#log.error('handler failed after response started', { method, path, error });
        res.destroy();
        return;
      }
      if (error instanceof HttpError) {
        sendError(res, error);
        return;
      }
      this.#log.error('handler failed', { method, path, error });
      sendError(res, new HttpError(500, 'internal_error', 'The sandbox failed to handle this request.'));
    }
  };
}

function safeUrl(rawUrl: string): URL | undefined {
  try {
    return new URL(`http://sandbox.invalid${rawUrl}`);
  } catch {
    return undefined;
  }
}

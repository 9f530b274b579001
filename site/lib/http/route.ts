import type { Brand } from '@shop/brands/brands';
import { createLogger } from '@shop/runtime/log';
import type { z } from 'zod';
import { resolveBrand } from '../brand-host.ts';

const log = createLogger('site').child({ component: 'route' });

/**
 * The kit every API route handler uses: brand of the request, CSRF origin check, body and query parsing with zod,
 * and one error shape. Handlers stay thin: parse, authorise, call one commerce operation, shape the answer.
 */

export const GENERIC_ERROR_MESSAGE = 'Sorry, something went wrong. Please try again later.';
/** The largest JSON body `readJson` accepts (413 past it). */
export const MAX_BODY_BYTES = 64 * 1024;

/** An answer that is not a success: thrown inside a handler, turned into `{ code, message }` JSON by `route()`. */
export class RouteError extends Error {
  readonly status: number;
  readonly code: string;
  readonly extra: Record<string, unknown>;

  constructor(status: number, code: string, message: string, extra: Record<string, unknown> = {}) {
    super(message);
    this.name = 'RouteError';
    this.status = status;
    this.code = code;
    this.extra = extra;
  }
}

/** JSON that is never stored by a shared cache: API answers carry private data (bag, customer, session). */
export function json(body: unknown, init: ResponseInit = {}): Response {
  const headers = new Headers(init.headers);
  if (!headers.has('cache-control')) headers.set('cache-control', 'private, no-store');
  return Response.json(body, { ...init, headers });
}

/**
 * The brand whose host the request was sent to. API routes resolve it themselves: the proxy runs for pages only (its
 * pass cost each API call about 0.3 ms of CPU here), and a client's own `x-brand` header means nothing.
 */
export function requestBrand(request: Request): Brand {
  const brand = brandOfHost(request);
  if (!brand) throw new RouteError(404, 'BRAND_NOT_FOUND', UNKNOWN_SHOP_MESSAGE);
  return brand;
}

/**
 * The brand whose host the request was sent to (its Host header, or its URL's host for a `Request` built without one),
 * or null for a host that is none of the shops'.
 */
export function brandOfHost(request: Request): Brand | null {
  return resolveBrand(request.headers.get('host') ?? new URL(request.url).host);
}

/** What an API call to a host that is none of the shops' is told (with 404 and code BRAND_NOT_FOUND). */
export const UNKNOWN_SHOP_MESSAGE = 'This address is not one of our shops.';

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * CSRF guard for state-changing requests: the browser's `Origin` must be this request's own origin (or, when a
 * browser omits it, `Sec-Fetch-Site: same-origin`). Cookies alone never authorise a write from another site.
 */
export function assertSameOrigin(request: Request): void {
  if (safeMethods.has(request.method)) return;
  const host = request.headers.get('x-forwarded-host') ?? request.headers.get('host');
  const origin = request.headers.get('origin');
  if (origin && host) {
    let originHost: string | null = null;
    try {
      originHost = new URL(origin).host;
    } catch {
      originHost = null;
    }
    if (originHost === host) return;
  } else if (!origin && request.headers.get('sec-fetch-site') === 'same-origin') {
    return;
  }
  throw new RouteError(403, 'CSRF_ORIGIN_MISMATCH', 'This request did not come from this shop.');
}

function describeIssues(error: z.ZodError): string {
  return error.issues
    .slice(0, 5)
    .map((issue) => (issue.path.length ? `${issue.path.join('.')}: ${issue.message}` : issue.message))
    .join('; ');
}

/** Reads and validates a JSON body: 415 when it is not JSON, 413 when too large, 400 naming the invalid fields. */
export async function readJson<T>(request: Request, schema: z.ZodType<T>): Promise<T> {
  const type = request.headers.get('content-type') ?? '';
  if (!type.toLowerCase().includes('application/json')) {
    throw new RouteError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Send the request body as application/json.');
  }
  const text = await request.text();
  if (new TextEncoder().encode(text).byteLength > MAX_BODY_BYTES) {
    throw new RouteError(413, 'PAYLOAD_TOO_LARGE', 'The request body is too large.');
  }
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new RouteError(400, 'INVALID_JSON', 'The request body is not valid JSON.');
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new RouteError(400, 'VALIDATION_ERROR', describeIssues(parsed.error));
  return parsed.data;
}

/** Validates the query string (first value of each parameter) with a zod object schema. */
export function readQuery<T>(request: Request, schema: z.ZodType<T>): T {
  const params: Record<string, string> = {};
  for (const [name, value] of new URL(request.url).searchParams) {
    if (!(name in params)) params[name] = value;
  }
  const parsed = schema.safeParse(params);
  if (!parsed.success) throw new RouteError(400, 'VALIDATION_ERROR', describeIssues(parsed.error));
  return parsed.data;
}

type Handler<C> = (request: Request, context: C) => Promise<Response>;

/**
 * Wraps a route handler: checks the origin of writes, turns `RouteError` into its JSON answer, and any other
 * failure into a logged 500 with the spec's generic message (never a stack trace, never a half-written change: the
 * commerce operation runs in one transaction).
 */
export function route<C = unknown>(handler: Handler<C>): Handler<C> {
  return async (request, context) => {
    try {
      assertSameOrigin(request);
      return await handler(request, context);
    } catch (error) {
      if (error instanceof RouteError) {
        return json({ code: error.code, message: error.message, ...error.extra }, { status: error.status });
      }
      log.error({ err: error, method: request.method, path: new URL(request.url).pathname }, 'route failed');
      return json({ code: 'INTERNAL_SERVER_ERROR', message: GENERIC_ERROR_MESSAGE }, { status: 500 });
    }
  };
}

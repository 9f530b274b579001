import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { type Account, type Auth, canWrite } from '../auth.ts';
import type { MutationError } from '../store/mutate.ts';

export interface RequestContext {
  req: IncomingMessage;
  res: ServerResponse;
  url: URL;
  /** Path after the `/v{version}` prefix, e.g. `/data/query/production`. */
  path: string;
  /** `2025-02-19`, `X`, `1`… (empty for unversioned asset URLs). */
  apiVersion: string;
  /** CORS headers for this request's origin (empty when not allowed). */
  cors: OutgoingHttpHeaders;
}

export class HttpError extends Error {
  readonly status: number;
  readonly body: unknown;
  constructor(status: number, body: unknown) {
    super(typeof body === 'object' ? JSON.stringify(body) : String(body));
    this.status = status;
    this.body = body;
  }
}

export function sendJson(ctx: RequestContext, status: number, body: unknown, headers: OutgoingHttpHeaders = {}): void {
  const payload = JSON.stringify(body);
  ctx.res.writeHead(status, {
    ...ctx.cors,
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(payload),
    'cache-control': 'no-store',
    ...headers,
  });
  ctx.res.end(payload);
}

export function header(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

export async function readBody(req: IncomingMessage, limitBytes: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > limitBytes)
      throw new HttpError(413, { error: { description: 'Request body too large', type: 'httpPayloadTooLarge' } });
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

export async function readJsonBody(req: IncomingMessage, limitBytes = 50 * 1024 * 1024): Promise<unknown> {
  const raw = await readBody(req, limitBytes);
  if (raw.length === 0) return {};
  try {
    return JSON.parse(raw.toString('utf8'));
  } catch {
    throw badRequest('Unable to parse request body as JSON');
  }
}

/** A store's `MutationError` as the API answers it (`mutationError` for mutations, `actionError` for actions). */
export function storeErrorToHttp(error: MutationError, type: 'mutationError' | 'actionError'): HttpError {
  return new HttpError(error.status, {
    error: { description: error.message, type, ...(error.items.length ? { items: error.items } : {}) },
  });
}

export function badRequest(description: string, type = 'httpBadRequest'): HttpError {
  return new HttpError(400, { error: { description, type } });
}

/** The account behind the request's bearer token (service token or a Studio session), or null. */
export function userOf(ctx: RequestContext, auth: Auth): Account | null {
  return auth.accountFor(ctx.req);
}

export function requireUser(ctx: RequestContext, auth: Auth): Account {
  const account = auth.accountFor(ctx.req);
  if (!account) {
    throw new HttpError(401, {
      error: 'Unauthorized',
      message: 'Session not found or expired: log in, or send Authorization: Bearer <CONTENT_LAKE_TOKEN>',
      statusCode: 401,
    });
  }
  return account;
}

/**
 * `requireUser` for endpoints that change something (mutations, actions, uploads, preferences): an account that may
 * write nothing — the read token's viewer — is refused with 403 before the body is read, whatever it asks for.
 */
export function requireWriter(ctx: RequestContext, auth: Auth): Account {
  const account = requireUser(ctx, auth);
  if (!canWrite(account)) {
    throw new HttpError(403, {
      error: {
        description: `Insufficient permissions; the ${account.user.role} account "${account.user.id}" is read-only`,
        type: 'insufficientPermissionsError',
      },
      statusCode: 403,
    });
  }
  return account;
}

/** API versions from 2025-02-19 (and `X`, the experimental latest) default to the published perspective. */
export function isModernApi(apiVersion: string): boolean {
  if (apiVersion === 'X') return true;
  return /^\d{4}-\d{2}-\d{2}$/.test(apiVersion) && apiVersion >= '2025-02-19';
}

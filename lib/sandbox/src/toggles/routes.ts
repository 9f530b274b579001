import { createHash } from 'node:crypto';
import { z } from 'zod';
import type { Cors } from '../cors.ts';
import { HttpError, header, readBody, readJson, sendEmpty, sendJson } from '../http.ts';
import type { RequestContext, Router } from '../router.ts';
import { createClientKeyCheck } from '../token-check.ts';
import { type EvaluationContext, evaluateEnabled, evaluateToggle, type FrontendToggle } from './evaluate.ts';
import type { ToggleStore } from './store.ts';

/** Base paths of the frontend API: Unleash Proxy's and Unleash/Edge's. Both serve the same routes. */
export const TOGGLE_API_BASES = ['/proxy', '/api/frontend'] as const;

/** Request headers the browser SDK (unleash-proxy-client) sends, which preflight must allow. */
export const TOGGLE_CORS_HEADERS = [
  'authorization',
  'content-type',
  'if-none-match',
  'accept',
  'unleash-sdk',
  'unleash-appname',
  'unleash-connection-id',
];

export interface ToggleRoutesOptions {
  store: ToggleStore;
  clientKeys: readonly string[];
  cors: Cors;
}

const contextField = z
  .string()
  .max(256)
  .optional()
  .transform((value) => (value === '' ? undefined : value));

const contextSchema = z.looseObject({ userId: contextField, sessionId: contextField });
const postBodySchema = z.looseObject({ context: contextSchema.optional() }).optional();

function context(value: unknown): EvaluationContext {
  const parsed = contextSchema.safeParse(value ?? {});
  if (!parsed.success)
    throw new HttpError(400, 'invalid_context', 'Context fields must be strings of at most 256 characters.');
  const result: EvaluationContext = {};
  if (parsed.data.userId !== undefined) result.userId = parsed.data.userId;
  if (parsed.data.sessionId !== undefined) result.sessionId = parsed.data.sessionId;
  return result;
}

function etagOf(body: string): string {
  return `"${createHash('sha256').update(body).digest('base64url').slice(0, 32)}"`;
}

/** RFC 9110 weak comparison: `*` or any listed tag equal to ours ignoring a `W/` prefix. */
function matchesIfNoneMatch(value: string | undefined, etag: string): boolean {
  if (!value) return false;
  return value.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || trimmed.replace(/^W\//, '') === etag;
  });
}

export function registerToggleRoutes(router: Router, options: ToggleRoutesOptions): void {
  const { store, cors } = options;
  const isValidKey = createClientKeyCheck(options.clientKeys);

  /** CORS headers go on every answer, errors included, so browser code can read the status. */
  const begin = (ctx: RequestContext): void => {
    for (const [name, value] of Object.entries(cors.headersFor(ctx))) {
      if (value !== undefined) ctx.res.setHeader(name, value);
    }
    if (!isValidKey(header(ctx.req, 'authorization'))) {
      throw new HttpError(
        400,
        'invalid_client_key',
        'A valid frontend client key is required in the authorization header.',
      );
    }
  };

  const definitions = async () => {
    const snapshot = await store.current();
    if (!snapshot) {
      throw new HttpError(503, 'toggles_unavailable', 'No valid toggle definitions are loaded; see the sandbox log.');
    }
    return snapshot.toggles;
  };

  const answer = (ctx: RequestContext, toggles: FrontendToggle[]): void => {
    const body = JSON.stringify({ toggles });
    const etag = etagOf(body);
    const headers = { etag, 'cache-control': 'private, no-cache' };
    if (matchesIfNoneMatch(header(ctx.req, 'if-none-match'), etag)) {
      sendEmpty(ctx.res, 304, headers);
      return;
    }
    ctx.res.writeHead(200, {
      ...headers,
      'content-type': 'application/json; charset=utf-8',
      'content-length': Buffer.byteLength(body),
    });
    ctx.res.end(body);
  };

  const listFromQuery = async (ctx: RequestContext): Promise<void> => {
    begin(ctx);
    const evaluation = context(Object.fromEntries(ctx.url.searchParams));
    answer(ctx, evaluateEnabled(await definitions(), evaluation));
  };

  // The SDK's `usePOSTrequests` mode sends the context as `{ context: {...} }` in the body.
  const listFromBody = async (ctx: RequestContext): Promise<void> => {
    begin(ctx);
    const parsed = postBodySchema.safeParse(await readJson(ctx.req));
    if (!parsed.success) throw new HttpError(400, 'invalid_context', 'Body must be { "context": { ... } }.');
    answer(ctx, evaluateEnabled(await definitions(), context(parsed.data?.context)));
  };

  // Edge's `/all`: every toggle, disabled ones included, evaluated for the context. Handy when debugging.
  const all = async (ctx: RequestContext): Promise<void> => {
    begin(ctx);
    const evaluation = context(Object.fromEntries(ctx.url.searchParams));
    answer(
      ctx,
      (await definitions()).map((toggle) => evaluateToggle(toggle, evaluation)),
    );
  };

  // The SDK posts usage metrics and a registration; accept and discard them.
  const accept = async (ctx: RequestContext): Promise<void> => {
    begin(ctx);
    await readBody(ctx.req, 512 * 1024);
    sendJson(ctx.res, 202, { accepted: true });
  };

  for (const base of TOGGLE_API_BASES) {
    router.get(base, listFromQuery).post(base, listFromBody).options(base, cors.preflight);
    router.get(`${base}/all`, all).options(`${base}/all`, cors.preflight);
    for (const path of [`${base}/client/metrics`, `${base}/client/register`]) {
      router.post(path, accept).options(path, cors.preflight);
    }
  }
}

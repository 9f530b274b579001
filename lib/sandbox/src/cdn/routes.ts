// A CDN's purge API, Fastly's batch purge by surrogate key (server to server; the API token in `Fastly-Key`):
//
//   POST /cdn/service/:serviceId/purge     {"surrogate_keys": [...]} (Fastly-Soft-Purge: 1 optional)
//                                          → 200 {"<key>": "<purge id>", …}
//   GET  /cdn/service/:serviceId/purges    ?key=&limit=  the purges taken, newest first (tests, inspection)
//
// The sandbox caches nothing: it records each purge (the last 1,000) so tests and people can see what the shop told
// its CDN to drop. A real Fastly service is the same call at https://api.fastly.com/service/<id>/purge.
import { z } from 'zod';
import { HttpError, header, readJson, sendJson } from '../http.ts';
import type { RequestContext, Router } from '../router.ts';
import { createClientKeyCheck } from '../token-check.ts';
import { describeIssues, queryOf } from '../validation.ts';
import type { PurgeLog } from './store.ts';

export const CDN_KEY_HEADER = 'fastly-key';
export const SOFT_PURGE_HEADER = 'fastly-soft-purge';
/** Fastly's limits: 256 keys in one batch, 1,024 characters a key. */
export const MAX_KEYS_PER_PURGE = 256;
export const MAX_KEY_LENGTH = 1024;
const MAX_BODY_BYTES = 512 * 1024;
const NO_STORE = { 'cache-control': 'no-store' };

const serviceId = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'a service id is 1–64 letters, digits, _ or -');
const surrogateKey = z
  .string()
  .min(1, 'a surrogate key is at least 1 character')
  .max(MAX_KEY_LENGTH, `a surrogate key is at most ${MAX_KEY_LENGTH} characters`)
  .regex(/^\S+$/, 'a surrogate key holds no whitespace');
const purgeBody = z.strictObject({
  surrogate_keys: z
    .array(surrogateKey)
    .min(1, 'surrogate_keys names at least 1 key')
    .max(MAX_KEYS_PER_PURGE, `surrogate_keys names at most ${MAX_KEYS_PER_PURGE} keys`),
});
const purgesQuery = z.strictObject({
  key: surrogateKey.optional(),
  limit: z.coerce.number().int().min(1).max(1_000).optional(),
});

export interface CdnRoutesOptions {
  /** Accepted API tokens. */
  keys: readonly string[];
  log: PurgeLog;
}

export function registerCdnRoutes(router: Router, options: CdnRoutesOptions): void {
  const isValidKey = createClientKeyCheck(options.keys);
  const service = (ctx: RequestContext): string => {
    if (!isValidKey(header(ctx.req, CDN_KEY_HEADER)))
      throw new HttpError(401, 'invalid_key', 'Missing or unknown Fastly-Key.');
    const parsed = serviceId.safeParse(ctx.params.serviceId);
    if (!parsed.success) throw new HttpError(404, 'unknown_service', describeIssues(parsed.error));
    return parsed.data;
  };

  router.post('/cdn/service/:serviceId/purge', async (ctx) => {
    const id = service(ctx);
    if (!/^application\/json\b/i.test(header(ctx.req, 'content-type') ?? ''))
      throw new HttpError(415, 'unsupported_media_type', 'Send {"surrogate_keys": [...]} as application/json.');
    const body = await readJson(ctx.req, MAX_BODY_BYTES);
    if (body === undefined)
      throw new HttpError(400, 'invalid_purge', 'Send {"surrogate_keys": [...]}: the body is empty.');
    const parsed = purgeBody.safeParse(body);
    if (!parsed.success) throw new HttpError(400, 'invalid_purge', describeIssues(parsed.error));
    const keys = [...new Set(parsed.data.surrogate_keys)];
    // Fastly soft-purges when the header is present, whatever its value.
    const soft = header(ctx.req, SOFT_PURGE_HEADER) !== undefined;
    const purge = options.log.record({ serviceId: id, keys, soft });
    ctx.log.info('cdn purge', { serviceId: id, keys: keys.length, soft, purgeId: purge.id });
    sendJson(ctx.res, 200, Object.fromEntries(keys.map((key) => [key, purge.id])), NO_STORE);
  });

  router.get('/cdn/service/:serviceId/purges', (ctx) => {
    const id = service(ctx);
    const parsed = purgesQuery.safeParse(queryOf(ctx));
    if (!parsed.success) throw new HttpError(400, 'invalid_query', describeIssues(parsed.error));
    const purges = options.log.list({ serviceId: id, key: parsed.data.key, limit: parsed.data.limit ?? 100 });
    sendJson(ctx.res, 200, { purges }, NO_STORE);
  });
}

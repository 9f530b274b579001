// /data/query, /data/doc and /data/mutate.
import { type Auth, authorizer } from '../auth.ts';
import type { Logger } from '../log.ts';
import { needsToken, parsePerspective } from '../perspective.ts';
import { type Evaluation, type QueryEngine, QueryError } from '../query.ts';
import { checkReleaseLocks } from '../releases.ts';
import { MutationError } from '../store/mutate.ts';
import type { DocumentStore } from '../store/store.ts';
import { syncTagsFor } from '../sync-tags.ts';
import { queryParams } from './query-params.ts';
import {
  badRequest,
  HttpError,
  isModernApi,
  type RequestContext,
  readJsonBody,
  requireUser,
  requireWriter,
  sendJson,
  storeErrorToHttp,
  userOf,
} from './util.ts';

export interface DataDeps {
  store: DocumentStore;
  engine: QueryEngine;
  auth: Auth;
  logger: Logger;
}

export async function handleQuery(ctx: RequestContext, deps: DataDeps): Promise<void> {
  const started = performance.now();
  let query = ctx.url.searchParams.get('query');
  let params = queryParams(ctx.url.searchParams);
  let perspectiveParam = ctx.url.searchParams.get('perspective');
  if (ctx.req.method === 'POST') {
    const body = (await readJsonBody(ctx.req)) as { query?: unknown; params?: unknown; perspective?: unknown };
    if (typeof body.query === 'string') query = body.query;
    if (body.params && typeof body.params === 'object')
      params = { ...params, ...(body.params as Record<string, unknown>) };
    if (typeof body.perspective === 'string') perspectiveParam = body.perspective;
  }
  if (!query) throw badRequest('Missing "query" parameter', 'queryParseError');
  const perspective = parsePerspective(perspectiveParam, isModernApi(ctx.apiVersion) ? 'published' : 'raw');
  if (!perspective) throw badRequest(`Invalid perspective "${perspectiveParam}"`, 'httpBadRequest');
  if (needsToken(perspective)) requireUser(ctx, deps.auth);
  // Without a token, published reads leave out the members-only system documents (releases).
  const readAs = perspective === 'published' && userOf(ctx, deps.auth) === null ? 'public' : perspective;
  let evaluation: Evaluation;
  try {
    evaluation = await deps.engine.query(query, params, readAs);
  } catch (error) {
    if (error instanceof QueryError) {
      throw new HttpError(400, {
        error: {
          description: error.message,
          query,
          ...(error.start !== undefined ? { start: error.start, end: error.end } : {}),
          type: 'queryParseError',
        },
      });
    }
    throw error;
  }
  const returnQuery = ctx.url.searchParams.get('returnQuery') !== 'false';
  sendJson(ctx, 200, {
    ms: Math.round(performance.now() - started),
    ...(returnQuery ? { query } : {}),
    result: evaluation.result ?? null,
    syncTags: syncTagsFor(evaluation.documentIds),
  });
}

export function handleGetDocuments(ctx: RequestContext, deps: DataDeps, idList: string): void {
  requireUser(ctx, deps.auth);
  const ids = idList
    .split(',')
    .map((id) => decodeURIComponent(id).trim())
    .filter(Boolean);
  const documents = [];
  const omitted = [];
  for (const id of ids) {
    const doc = deps.store.get(id);
    if (doc) documents.push(doc);
    else omitted.push({ id, reason: 'existence' });
  }
  sendJson(ctx, 200, { documents, omitted });
}

export async function handleMutate(ctx: RequestContext, deps: DataDeps): Promise<void> {
  const account = requireWriter(ctx, deps.auth);
  const body = (await readJsonBody(ctx.req)) as { mutations?: unknown; transactionId?: unknown };
  const search = ctx.url.searchParams;
  const mutations = Array.isArray(body.mutations) ? body.mutations : Array.isArray(body) ? body : null;
  if (!mutations) throw badRequest('Request body must be {"mutations": [...]}', 'mutationError');
  const returnDocuments = search.get('returnDocuments') === 'true';
  try {
    const authorize = authorizer(account);
    const outcome = await deps.store.commit(mutations, {
      author: account.user.id,
      authorize: async (changes) => {
        checkReleaseLocks(changes, (id) => deps.store.get(id), false);
        await authorize(changes);
      },
      autoGenerateArrayKeys: search.get('autoGenerateArrayKeys') === 'true',
      dryRun: search.get('dryRun') === 'true',
      ...(typeof body.transactionId === 'string' ? { transactionId: body.transactionId } : {}),
    });
    sendJson(ctx, 200, {
      transactionId: outcome.transactionId,
      results: outcome.results.map(({ id, operation }) => ({
        id,
        operation,
        ...(returnDocuments ? { document: outcome.documents.get(id) ?? null } : {}),
      })),
      ...(search.get('returnIds') === 'true' ? { documentIds: outcome.results.map(({ id }) => id) } : {}),
    });
  } catch (error) {
    if (error instanceof MutationError) throw storeErrorToHttp(error, 'mutationError');
    throw error;
  }
}

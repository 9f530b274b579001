// POST /data/actions/{ds} (the Studio's document actions), document history and references. Each action request
// becomes one transaction whose mutations are built from the current documents inside the commit queue, so checks
// (draft exists, revision matches) and the write are atomic. Refusals use the status codes the Studio expects:
// 409 for a state conflict (it then discards the pending edits), 400 for a malformed action.
import { authorizer } from '../auth.ts';
import { isSystemId } from '../perspective.ts';
import {
  checkReleaseLocks,
  createVersionMutations,
  isReleaseAction,
  type PlanView,
  releaseActionMutations,
  unpublishVersionMutations,
} from '../releases.ts';
import { applyMutation, MutationError } from '../store/mutate.ts';
import { isDraftId, isVersionId, type LakeDocument, publishedIdOf } from '../store/types.ts';
import type { DataDeps } from './data.ts';
import {
  badRequest,
  type RequestContext,
  readJsonBody,
  requireUser,
  requireWriter,
  sendJson,
  storeErrorToHttp,
} from './util.ts';

type Get = (id: string) => LakeDocument | undefined;
type Action = Record<string, unknown> & { actionType?: unknown };

const conflict = (description: string, id?: string): MutationError =>
  new MutationError(409, description, [
    { index: 0, error: { ...(id ? { id } : {}), type: 'conflictError', description } },
  ]);

function stringField(action: Action, name: string, required = true): string {
  const value = action[name];
  if (typeof value === 'string' && value) return value;
  if (required) throw new MutationError(400, `Action ${String(action.actionType)} needs "${name}"`);
  return '';
}

/** `drafts.<publishedId>` or `versions.<release>.<publishedId>` of a published id; anything else → 400. */
function requireVariantOf(draftId: string, publishedId: string): void {
  const isVariant = isDraftId(draftId) || isVersionId(draftId);
  if (isDraftId(publishedId) || isVersionId(publishedId) || !isVariant || publishedIdOf(draftId) !== publishedId) {
    throw new MutationError(400, `${draftId} is not a draft or version of ${publishedId}`);
  }
}

function copyAs(doc: LakeDocument, id: string): LakeDocument {
  const { _rev: _ignored, _updatedAt: _updated, ...rest } = doc;
  return { ...rest, _id: id } as LakeDocument;
}

/** Translates one action into mutations against `view` (the state after the previous actions of the request). */
function mutationsFor(action: Action, view: PlanView): unknown[] {
  const get: Get = (id) => view.get(id);
  if (isReleaseAction(action.actionType)) return releaseActionMutations(action, view);
  switch (action.actionType) {
    case 'sanity.action.document.version.create':
      return createVersionMutations(action, view);
    case 'sanity.action.document.version.unpublish':
      return unpublishVersionMutations(action, view);
    case 'sanity.action.document.create': {
      const attributes = action.attributes as LakeDocument | undefined;
      const publishedId = stringField(action, 'publishedId');
      if (!attributes || typeof attributes !== 'object' || typeof attributes._type !== 'string') {
        throw new MutationError(400, 'create needs attributes with _type');
      }
      const id = typeof attributes._id === 'string' ? attributes._id : `drafts.${publishedId}`;
      if (publishedIdOf(id) !== publishedId)
        throw new MutationError(400, 'attributes._id does not belong to publishedId');
      if (get(id)) {
        if (action.ifExists === 'ignore') return [];
        throw conflict(`Document ${id} already exists`, id);
      }
      return [{ create: { ...attributes, _id: id } }];
    }
    case 'sanity.action.document.edit': {
      const draftId = stringField(action, 'draftId');
      const publishedId = stringField(action, 'publishedId');
      requireVariantOf(draftId, publishedId);
      const patch = action.patch as Record<string, unknown> | undefined;
      if (!patch || typeof patch !== 'object') throw new MutationError(400, 'edit needs a patch');
      const base = get(draftId) ?? get(publishedId);
      if (!base) throw conflict(`Neither ${draftId} nor ${publishedId} exists`, draftId);
      return [
        ...(get(draftId) ? [] : [{ createIfNotExists: copyAs(base, draftId) }]),
        { patch: { ...patch, id: draftId } },
      ];
    }
    case 'sanity.action.document.publish': {
      const draftId = stringField(action, 'draftId');
      const publishedId = stringField(action, 'publishedId');
      requireVariantOf(draftId, publishedId);
      const draft = get(draftId);
      const published = get(publishedId);
      if (!draft) throw conflict(`There is no draft ${draftId} to publish`, draftId);
      if (typeof action.ifDraftRevisionId === 'string' && draft._rev !== action.ifDraftRevisionId) {
        throw conflict('The draft changed since it was read', draftId);
      }
      if (typeof action.ifPublishedRevisionId === 'string' && published?._rev !== action.ifPublishedRevisionId) {
        throw conflict('The published document changed since it was read', publishedId);
      }
      const next = copyAs(draft, publishedId);
      if (published?._createdAt) next._createdAt = published._createdAt;
      return [{ createOrReplace: next }, { delete: { id: draftId } }];
    }
    case 'sanity.action.document.unpublish': {
      const draftId = stringField(action, 'draftId');
      const publishedId = stringField(action, 'publishedId');
      requireVariantOf(draftId, publishedId);
      const published = get(publishedId);
      if (!published) throw conflict(`${publishedId} is not published`, publishedId);
      return [...(get(draftId) ? [] : [{ create: copyAs(published, draftId) }]), { delete: { id: publishedId } }];
    }
    case 'sanity.action.document.delete': {
      const publishedId = stringField(action, 'publishedId');
      const extra = Array.isArray(action.includeDrafts)
        ? action.includeDrafts.filter((id) => typeof id === 'string')
        : [];
      const ids = [...new Set([publishedId, `drafts.${publishedId}`, ...extra])];
      if (ids.some((id) => publishedIdOf(id) !== publishedId))
        throw new MutationError(400, 'includeDrafts must be variants of publishedId');
      const existing = ids.filter((id) => get(id));
      if (existing.length === 0) throw conflict(`${publishedId} does not exist`, publishedId);
      return existing.map((id) => ({ delete: { id } }));
    }
    case 'sanity.action.document.discard':
    case 'sanity.action.document.version.discard': {
      const id = typeof action.versionId === 'string' ? action.versionId : stringField(action, 'draftId');
      if (!isDraftId(id) && !id.startsWith('versions.'))
        throw new MutationError(400, 'Only drafts and versions can be discarded');
      if (!get(id)) throw conflict(`There is no ${id} to discard`, id);
      return [{ delete: { id } }];
    }
    case 'sanity.action.document.replaceDraft':
    case 'sanity.action.document.version.replace': {
      const attributes = (action.attributes ?? action.document) as LakeDocument | undefined;
      if (!attributes || typeof attributes._id !== 'string' || typeof attributes._type !== 'string') {
        throw new MutationError(400, 'replaceDraft needs attributes with _id and _type');
      }
      // Only a draft or version may be replaced, never a published document.
      requireVariantOf(
        attributes._id,
        typeof action.publishedId === 'string' ? action.publishedId : publishedIdOf(attributes._id),
      );
      return [{ createOrReplace: attributes }];
    }
    default:
      throw new MutationError(400, `Unsupported action type ${JSON.stringify(action.actionType)}`);
  }
}

/** Only the release actions may create or change system documents (`_.releases.*` and the like). */
function refuseSystemDocuments(mutations: unknown[]): void {
  for (const mutation of mutations as Record<string, Record<string, unknown>>[]) {
    const [kind, body] = Object.entries(mutation)[0] ?? [];
    const id = body ? String(kind === 'delete' || kind === 'patch' ? body.id : body._id) : '';
    if (isSystemId(id)) throw new MutationError(400, `${id} is a system document: use the release actions`);
  }
}

/**
 * Plans each action against a running copy of the state: every mutation (patches included, with the same
 * @sanity/mutator logic as the commit) is applied to a scratch view, so later actions in the request see the
 * earlier ones' results. A document keeps the `_rev` the client last read (the committed one) until the commit, so
 * `ifDraftRevisionId` after an edit in the same request still compares with the revision the client knows.
 */
function buildAll(actions: Action[], get: Get, committedIds: () => Iterable<string>, author: string): unknown[] {
  const overlay = new Map<string, LakeDocument | null>();
  const view: Get = (id) => (overlay.has(id) ? (overlay.get(id) ?? undefined) : get(id));
  const timestamp = new Date().toISOString();
  const plan: PlanView = {
    get: view,
    idsWithPrefix: (prefix) =>
      [...new Set([...committedIds(), ...overlay.keys()])].filter((id) => id.startsWith(prefix) && view(id)),
    now: timestamp,
    author,
  };
  const all: unknown[] = [];
  for (const action of actions) {
    const mutations = mutationsFor(action, plan);
    if (!isReleaseAction(action.actionType)) refuseSystemDocuments(mutations);
    for (const mutation of mutations as Record<string, Record<string, unknown>>[]) {
      const [kind, body] = Object.entries(mutation)[0] ?? [];
      if (!kind || !body) continue;
      const id = String(kind === 'delete' || kind === 'patch' ? body.id : body._id);
      let after: LakeDocument | null;
      try {
        after = applyMutation(view(id) ?? null, mutation, { timestamp, transactionId: 'planned' });
      } catch (error) {
        throw new MutationError(400, `Invalid patch on "${id}": ${(error as Error).message}`);
      }
      if (after) {
        const { _rev: _planned, ...rest } = after;
        const committedRev = get(id)?._rev;
        after = (committedRev ? { ...rest, _rev: committedRev } : rest) as LakeDocument;
      }
      overlay.set(id, after);
    }
    all.push(...mutations);
  }
  return all;
}

export async function handleActions(ctx: RequestContext, deps: DataDeps): Promise<void> {
  const account = requireWriter(ctx, deps.auth);
  const body = (await readJsonBody(ctx.req)) as { actions?: unknown; transactionId?: unknown; dryRun?: unknown };
  const actions = Array.isArray(body.actions)
    ? body.actions
    : body.actions && typeof body.actions === 'object'
      ? [body.actions]
      : null;
  if (!actions || actions.length === 0 || !actions.every((item) => item && typeof item === 'object')) {
    throw badRequest('Request body must be {"actions": [...]}', 'actionError');
  }
  try {
    const authorize = authorizer(account);
    const outcome = await deps.store.commit((get, ids) => buildAll(actions as Action[], get, ids, account.user.id), {
      author: account.user.id,
      authorize: async (changes) => {
        checkReleaseLocks(changes, (id) => deps.store.get(id), true);
        await authorize(changes);
      },
      dryRun: body.dryRun === true,
      ...(typeof body.transactionId === 'string' ? { transactionId: body.transactionId } : {}),
    });
    sendJson(ctx, 200, { transactionId: outcome.transactionId });
  } catch (error) {
    if (error instanceof MutationError) throw storeErrorToHttp(error, 'actionError');
    throw error;
  }
}

/** GET /data/history/{ds}/documents/{id}?revision=|time= : the document as of a revision or a time. */
export function handleHistoryDocument(ctx: RequestContext, deps: DataDeps, id: string): void {
  requireUser(ctx, deps.auth);
  const revision = ctx.url.searchParams.get('revision');
  const time = ctx.url.searchParams.get('time');
  if (!revision && !time) throw badRequest('Give "revision" or "time"');
  const current = deps.store.get(id);
  if (revision && current?._rev === revision) {
    sendJson(ctx, 200, { documents: [current] });
    return;
  }
  let found: LakeDocument | null | undefined;
  for (const tx of deps.store.transactions()) {
    if (!(id in tx.documents)) continue;
    if (revision && tx.id === revision) {
      found = tx.documents[id];
      break;
    }
    if (time && tx.timestamp <= time) found = tx.documents[id];
  }
  if (found === undefined && time && current?._updatedAt && current._updatedAt <= time) found = current;
  if (!found) {
    sendJson(ctx, 404, { error: { description: `No revision of ${id} found`, type: 'documentNotFoundError' } });
    return;
  }
  sendJson(ctx, 200, { documents: [found] });
}

/**
 * GET /data/history/{ds}/events/documents/{id}: no server-side document events; the Studio then builds the
 * document's history from /data/history/{ds}/transactions instead.
 */
export function handleHistoryEvents(ctx: RequestContext, deps: DataDeps, id: string): void {
  requireUser(ctx, deps.auth);
  sendJson(ctx, 200, { events: { [id]: [] }, nextCursor: '' });
}

/**
 * GET /data/history/{ds}/events/releases/{releaseId}: a release's activity feed. The lake keeps no server-side
 * events (as for documents above); the Studio's release page then shows the release without its activity list.
 */
export function handleReleaseEvents(ctx: RequestContext, deps: DataDeps): void {
  requireUser(ctx, deps.auth);
  sendJson(ctx, 200, { events: [], nextCursor: '' });
}

/** GET /data/history/{ds}/transactions/{ids}: NDJSON of the transactions touching the documents, oldest first. */
export function handleHistoryTransactions(ctx: RequestContext, deps: DataDeps, idList: string): void {
  requireUser(ctx, deps.auth);
  const ids = new Set(
    idList
      .split(',')
      .map((id) => decodeURIComponent(id))
      .filter(Boolean),
  );
  const search = ctx.url.searchParams;
  const fromTime = search.get('fromTime');
  const toTime = search.get('toTime');
  const limit = Math.min(Number.parseInt(search.get('limit') ?? '250', 10) || 250, 1000);
  const previous = new Map<string, LakeDocument | null>();
  const lines: string[] = [];
  for (const tx of deps.store.transactions()) {
    const touched = Object.keys(tx.documents).filter((id) => ids.has(id));
    const states = touched.map((id) => [id, previous.get(id) ?? null, tx.documents[id] ?? null] as const);
    for (const id of touched) previous.set(id, tx.documents[id] ?? null);
    if (touched.length === 0) continue;
    if ((fromTime && tx.timestamp < fromTime) || (toTime && tx.timestamp > toTime)) continue;
    const effects = Object.fromEntries(
      states.map(([id, before, after]) => [id, { apply: [0, after], revert: [0, before] }]),
    );
    lines.push(
      JSON.stringify({
        id: tx.id,
        timestamp: tx.timestamp,
        author: tx.author,
        documentIDs: touched,
        effects: search.get('effectFormat') === 'mendoza' ? effects : undefined,
        mutations: search.get('excludeMutations') === 'true' ? undefined : tx.mutations,
      }),
    );
  }
  const payload = `${(search.get('reverse') === 'true' ? lines.reverse() : lines).slice(0, limit).join('\n')}${lines.length ? '\n' : ''}`;
  ctx.res.writeHead(200, { ...ctx.cors, 'content-type': 'application/x-ndjson', 'cache-control': 'no-store' });
  ctx.res.end(payload);
}

/** GET /data/references/{ds}/documents/{id}/to: which documents reference `id` (drafts counted as their document). */
export function handleReferencesTo(ctx: RequestContext, deps: DataDeps, id: string): void {
  requireUser(ctx, deps.auth);
  const target = publishedIdOf(id);
  const referencing: { documentId: string; type: string }[] = [];
  const refersTo = (value: unknown): boolean => {
    if (Array.isArray(value)) return value.some(refersTo);
    if (value && typeof value === 'object') {
      const record = value as Record<string, unknown>;
      if (record._ref === target) return true;
      return Object.values(record).some(refersTo);
    }
    return false;
  };
  for (const doc of deps.store.all().values()) {
    if (publishedIdOf(doc._id) !== target && refersTo(doc)) referencing.push({ documentId: doc._id, type: doc._type });
  }
  sendJson(ctx, 200, { totalCount: referencing.length, references: referencing.slice(0, 100) });
}

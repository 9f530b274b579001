// GET /data/listen/{ds}: one `mutation` event per document per transaction that appears in, changes within or
// disappears from the listener's filter. Effects are whole-document mendoza replacements (valid; not minimal).
import { randomUUID } from 'node:crypto';
import { parse } from 'groq-js';
import type { Auth } from '../auth.ts';
import { isSystemId } from '../perspective.ts';
import { runGroq } from '../query.ts';
import type { DocumentStore } from '../store/store.ts';
import { type DocumentChange, isDraftId, isVersionId, type LakeDocument } from '../store/types.ts';
import { queryParams } from './query-params.ts';
import { openEventStream } from './sse.ts';
import { badRequest, isModernApi, type RequestContext, userOf } from './util.ts';

export interface ListenDeps {
  store: DocumentStore;
  auth: Auth;
  heartbeatMs: number;
}

function withoutRev(doc: LakeDocument | null): LakeDocument | null {
  if (!doc) return null;
  const { _rev: _ignored, ...rest } = doc;
  return rest as LakeDocument;
}

export async function handleListen(ctx: RequestContext, deps: ListenDeps): Promise<void> {
  const query = ctx.url.searchParams.get('query');
  if (!query) throw badRequest('Missing "query" parameter');
  const params = queryParams(ctx.url.searchParams);
  try {
    parse(query, { params });
  } catch (error) {
    throw badRequest((error as Error).message, 'queryParseError');
  }
  const flag = (name: string, fallback: boolean): boolean => {
    const value = ctx.url.searchParams.get(name);
    return value === null ? fallback : value === 'true';
  };
  const includeResult = flag('includeResult', true);
  const includePreviousRevision = flag('includePreviousRevision', false);
  const includeMutations = flag('includeMutations', true);
  const includeAllVersions = flag('includeAllVersions', !isModernApi(ctx.apiVersion));
  const withEffects = ctx.url.searchParams.get('effectFormat') === 'mendoza';
  // Without a token a listener only ever sees published documents.
  const authorised = userOf(ctx, deps.auth) !== null;

  const visible = (id: string): boolean => {
    if (isDraftId(id) || isSystemId(id)) return authorised;
    if (isVersionId(id)) return authorised && includeAllVersions;
    return true;
  };
  const matches = async (doc: LakeDocument | null): Promise<boolean> => {
    if (!doc) return false;
    try {
      const result = await runGroq(query, params, [doc]);
      return Array.isArray(result) ? result.length > 0 : result !== null && result !== undefined;
    } catch {
      return false;
    }
  };

  const stream = openEventStream(ctx, deps.heartbeatMs);
  stream.send('welcome', { listenerName: `listener-${randomUUID()}` });

  // Events are built asynchronously (filters run through groq-js); a chain keeps them in commit order.
  let chain = Promise.resolve();
  const unsubscribe = deps.store.onCommit((event) => {
    chain = chain.then(async () => {
      const selected: Array<{ change: DocumentChange; transition: 'appear' | 'update' | 'disappear' }> = [];
      for (const change of event.changes) {
        if (!visible(change.id)) continue;
        const [was, is] = await Promise.all([matches(change.before), matches(change.after)]);
        if (!was && !is) continue;
        selected.push({ change, transition: was && is ? 'update' : is ? 'appear' : 'disappear' });
      }
      const { transaction } = event;
      selected.forEach(({ change, transition }, index) => {
        const { id, before, after } = change;
        stream.send(
          'mutation',
          {
            eventId: `${transaction.id}#${id}`,
            documentId: id,
            transactionId: transaction.id,
            transition,
            identity: transaction.author,
            ...(includeMutations ? { mutations: after ? [{ createOrReplace: after }] : [{ delete: { id } }] } : {}),
            ...(before?._rev ? { previousRev: before._rev } : {}),
            resultRev: transaction.id,
            timestamp: transaction.timestamp,
            visibility: 'query',
            transactionTotalEvents: selected.length,
            transactionCurrentEvent: index + 1,
            ...(withEffects ? { effects: { apply: [0, withoutRev(after)], revert: [0, withoutRev(before)] } } : {}),
            ...(includeResult && after ? { result: after } : {}),
            ...(includePreviousRevision && before ? { previous: before } : {}),
          },
          `${transaction.id}#${id}`,
        );
      });
    });
  });
  stream.onClose(unsubscribe);
}

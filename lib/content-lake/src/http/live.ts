// GET /data/live/events/{ds}: what next-sanity's <SanityLive> and the Presentation tool subscribe to. After each
// commit: `event: message`, a monotonic id (the commit's timestamp in ms, strictly increasing and durable) and the
// sync tags of the documents it changed, plus the empty-result tag.

import type { Auth } from '../auth.ts';
import { isSystemId } from '../perspective.ts';
import type { DocumentStore } from '../store/store.ts';
import { isDraftId, isVersionId } from '../store/types.ts';
import { EMPTY_RESULT_TAG, syncTagFor } from '../sync-tags.ts';
import { openEventStream } from './sse.ts';
import { type RequestContext, requireUser } from './util.ts';

export interface LiveDeps {
  store: DocumentStore;
  auth: Auth;
  heartbeatMs: number;
}

export function handleLive(ctx: RequestContext, deps: LiveDeps): void {
  const includeDrafts = ctx.url.searchParams.get('includeDrafts') === 'true';
  if (includeDrafts) requireUser(ctx, deps.auth);
  const stream = openEventStream(ctx, deps.heartbeatMs);
  stream.send('welcome', {});
  const unsubscribe = deps.store.onCommit(({ transaction, changes }) => {
    const relevant = changes.filter(
      ({ id }) => includeDrafts || (!isDraftId(id) && !isVersionId(id) && !isSystemId(id)),
    );
    if (relevant.length === 0) return;
    const tags = new Set(relevant.map(({ id }) => syncTagFor(id)));
    tags.add(EMPTY_RESULT_TAG);
    stream.send('message', { tags: [...tags] }, String(Date.parse(transaction.timestamp)));
  });
  stream.onClose(unsubscribe);
}

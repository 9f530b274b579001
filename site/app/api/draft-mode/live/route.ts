import { createPreviewClient } from '@shop/content/client';
import { createLogger } from '@shop/runtime/log';
import { draftMode } from 'next/headers';
import { json } from '@/lib/http/route.ts';

const log = createLogger('site').child({ component: 'preview' });

export const dynamic = 'force-dynamic';

/**
 * GET /api/draft-mode/live: the lake's Live Content API stream, drafts included, for the editor's preview only.
 * next-sanity's <SanityLive includeDrafts> would need the read token in the browser; this same-origin relay keeps it
 * on the server and is refused (401) without the draft-mode cookie. Each `message` event (a commit's sync tags) makes
 * the preview refresh; `welcome` marks the connection as up. Last-Event-ID is passed on, so a reconnect resumes.
 */
export async function GET(request: Request): Promise<Response> {
  if (!(await draftMode()).isEnabled) {
    return json({ code: 'PREVIEW_REQUIRED', message: 'Live updates are only for the preview.' }, { status: 401 });
  }
  let upstream: Response;
  try {
    const client = createPreviewClient();
    const url = new URL(client.getUrl(client.getDataUrl('live/events')));
    url.searchParams.set('includeDrafts', 'true');
    url.searchParams.set('tag', 'shop.preview.live');
    const headers = new Headers({ accept: 'text/event-stream', authorization: `Bearer ${client.config().token}` });
    const lastEventId = request.headers.get('last-event-id');
    if (lastEventId && /^[\w.:-]{1,100}$/.test(lastEventId)) headers.set('last-event-id', lastEventId);
    upstream = await fetch(url, { headers, signal: request.signal, cache: 'no-store' });
  } catch (error) {
    if (request.signal.aborted) return new Response(null, { status: 499 });
    log.warn({ err: error }, 'live events unavailable');
    return json({ code: 'CONTENT_UNAVAILABLE', message: 'Live updates are unavailable.' }, { status: 503 });
  }
  if (!upstream.ok || !upstream.body) {
    await upstream.body?.cancel();
    log.warn({ status: upstream.status }, 'live events refused by the content lake');
    return json({ code: 'CONTENT_UNAVAILABLE', message: 'Live updates are unavailable.' }, { status: 503 });
  }
  return new Response(upstream.body, {
    headers: {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'private, no-store, no-transform',
      'x-accel-buffering': 'no',
    },
  });
}

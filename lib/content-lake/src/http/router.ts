// Maps a request to its handler. Everything not listed gets a plain 404 JSON and an `unimplemented: METHOD PATH`
// log line, so the Studio issue can see what is still missing.
import type { AssetContext } from '../assets.ts';
import type { Logger } from '../log.ts';
import {
  handleActions,
  handleHistoryDocument,
  handleHistoryEvents,
  handleHistoryTransactions,
  handleReferencesTo,
  handleReleaseEvents,
} from './actions.ts';
import { handleServeAsset, handleUpload } from './assets.ts';
import { type DataDeps, handleGetDocuments, handleMutate, handleQuery } from './data.ts';
import { handleListen } from './listen.ts';
import { handleLive } from './live.ts';
import { handleStudio, type StudioDeps } from './studio.ts';
import { type RequestContext, sendJson } from './util.ts';

export interface RouterDeps extends DataDeps, StudioDeps {
  assets: AssetContext;
  dataset: string;
  heartbeatMs: number;
  logger: Logger;
}

function notFound(ctx: RequestContext, logger: Logger): void {
  logger.warn(`unimplemented: ${ctx.req.method} ${ctx.url.pathname}`);
  sendJson(ctx, 404, { error: 'Not Found', message: 'Not implemented by the local content lake', statusCode: 404 });
}

export async function route(ctx: RequestContext, deps: RouterDeps): Promise<void> {
  const method = ctx.req.method ?? 'GET';
  if ((method === 'GET' || method === 'HEAD') && (await handleServeAsset(ctx, deps.assets))) return;
  // The login provider page is a plain URL (the Studio's provider list points at it without a version).
  if (!ctx.apiVersion && ctx.path === '/auth/login' && (await handleStudio(ctx, deps))) return;
  if (!ctx.apiVersion) return notFound(ctx, deps.logger);
  const segments = ctx.path.split('/').filter(Boolean);
  const [area, action, dataset, rest] = segments;
  const isGet = method === 'GET' || method === 'HEAD';

  // No `Timing-Allow-Origin`: the lake does not open its connection timings to other origins (the browser default).
  // The Studio reads `nextHopProtocol` of this ping to warn about HTTP/1.1; without the header the browser reports no
  // protocol, and the Studio shows no warning. That is deliberate — see studio/README.md ("HTTP/1.1 notice").
  if (isGet && ctx.path === '/ping') {
    ctx.res.writeHead(200, { ...ctx.cors, 'content-type': 'text/plain' });
    ctx.res.end('PONG');
    return;
  }
  if (await handleStudio(ctx, deps)) return;
  if (isGet && ctx.path === '/check/cors') {
    sendJson(ctx, 200, { result: { allowed: true, withCredentials: true } });
    return;
  }

  if (area === 'data' && action === 'ping' && dataset === deps.dataset && isGet) {
    ctx.res.writeHead(200, { ...ctx.cors, 'content-type': 'text/plain' });
    ctx.res.end('PONG');
    return;
  }
  if (area === 'data' && segments.length >= 3) {
    const ds = action === 'live' ? rest : dataset;
    if (ds !== deps.dataset) {
      sendJson(ctx, 404, { error: 'Not Found', message: 'Dataset not found', statusCode: 404 });
      return;
    }
    if (action === 'query' && segments.length === 3 && (isGet || method === 'POST')) return handleQuery(ctx, deps);
    if (action === 'doc' && segments.length === 4 && isGet) return handleGetDocuments(ctx, deps, rest ?? '');
    if (action === 'mutate' && segments.length === 3 && method === 'POST') return handleMutate(ctx, deps);
    if (action === 'actions' && segments.length === 3 && method === 'POST') return handleActions(ctx, deps);
    const [, , , kind, target, tail] = segments;
    if (action === 'history' && kind === 'documents' && target && segments.length === 5 && isGet) {
      return handleHistoryDocument(ctx, deps, decodeURIComponent(target));
    }
    if (action === 'history' && kind === 'events' && target === 'documents' && tail && segments.length === 6 && isGet) {
      return handleHistoryEvents(ctx, deps, decodeURIComponent(tail));
    }
    if (action === 'history' && kind === 'events' && target === 'releases' && tail && segments.length === 6 && isGet) {
      return handleReleaseEvents(ctx, deps);
    }
    if (action === 'history' && kind === 'transactions' && target && segments.length === 5 && isGet) {
      return handleHistoryTransactions(ctx, deps, target);
    }
    if (action === 'references' && kind === 'documents' && target && tail === 'to' && segments.length === 6 && isGet) {
      return handleReferencesTo(ctx, deps, decodeURIComponent(target));
    }
    if (action === 'listen' && segments.length === 3 && isGet) return handleListen(ctx, deps);
    if (action === 'live' && dataset === 'events' && segments.length === 4 && isGet) return handleLive(ctx, deps);
  }
  if (area === 'assets' && (action === 'images' || action === 'files') && segments.length === 3 && method === 'POST') {
    if (dataset !== deps.dataset) {
      sendJson(ctx, 404, { error: 'Not Found', message: 'Dataset not found', statusCode: 404 });
      return;
    }
    return handleUpload(ctx, deps.assets, action === 'images' ? 'image' : 'file', deps.auth);
  }
  notFound(ctx, deps.logger);
}

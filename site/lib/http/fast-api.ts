// The site server's fast path for the bag's busiest calls. Each passes through Next.js's App Router pipeline
// (routing, its request and response objects, the route module's wrappers) at about 1.5 ms of a node's CPU here,
// a third of what an add to the bag costs in all: at a few hundred adds a second across the nodes that is the
// difference between keeping up and queueing. So the server calls these routes' own handlers (the same exported
// functions Next.js calls, `route()`'s checks and all) with a web `Request` it builds from the Node.js request, and
// writes their `Response` back itself. Everything else goes to Next.js.
//
// The handlers import the site's modules by its `@/` alias and mark some `server-only`, which only a bundler resolves:
// `loadFastApi` teaches this process the same three resolutions the build uses before importing them.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createRequire, registerHooks } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { createLogger } from '@shop/runtime/log';
import { pathOf, sendJson } from './node-answer.ts';
import { GENERIC_ERROR_MESSAGE, MAX_BODY_BYTES } from './route.ts';
import { acceptedCodings, takesCoding } from './static-brotli.ts';

const log = createLogger('site').child({ component: 'fast-api' });

/** A route module's exported handler: what Next.js calls with the request (and its params, unused here). */
export type WebHandler = (request: Request, context: unknown) => Promise<Response>;

/** `METHOD /path` → handler. */
export type FastRoutes = ReadonlyMap<string, WebHandler>;

const siteRoot = path.resolve(import.meta.dirname, '../..');
let resolutionsInstalled = false;

/**
 * What the build resolves and Node.js does not: `@/…` is the site's folder (tsconfig's paths), `server-only` is the
 * empty module the server's bundle takes, and `next/<entry>` (written without an extension, as in any Next.js app)
 * is that package's CommonJS file.
 */
function installSiteResolutions(): void {
  if (resolutionsInstalled) return;
  resolutionsInstalled = true;
  const require = createRequire(import.meta.url);
  const serverOnly = pathToFileURL(path.join(path.dirname(require.resolve('server-only')), 'empty.js')).href;
  // The hook sees every import of the process, Next.js's own runtime's too: it only rewrites imports made by the
  // project's own modules (not under node_modules), and only the entries the site imports.
  const ownModule = (parentURL: string | undefined) =>
    Boolean(parentURL?.startsWith('file:')) && !parentURL?.includes('/node_modules/');
  registerHooks({
    resolve(specifier, context, nextResolve) {
      if (ownModule(context.parentURL)) {
        if (specifier.startsWith('@/')) {
          return nextResolve(pathToFileURL(path.join(siteRoot, specifier.slice(2))).href, context);
        }
        if (specifier === 'server-only') return { url: serverOnly, shortCircuit: true };
        if (NEXT_ENTRIES.has(specifier)) return nextResolve(`${specifier}.js`, context);
      }
      return nextResolve(specifier, context);
    },
  });
}

/** Next.js entries the site imports without an extension (each is a `<name>.js` file in the package). */
const NEXT_ENTRIES = new Set(['next/cache', 'next/headers', 'next/navigation', 'next/server']);

/**
 * The routes the server answers itself. None of their handlers reaches for Next.js's request scope (`cookies()`,
 * `headers()`, `after()`, `revalidateTag`): they read the `Request` they are given and answer a `Response`. A route
 * added here must not either: the bag context's `onStockChange` (expireStockTags: `revalidateTag` and `after()`) is
 * called by order completion only, which is why checkout and payment routes stay with Next.js.
 */
export async function loadFastApi(): Promise<FastRoutes> {
  installSiteResolutions();
  const [bag, add, edit, count] = await Promise.all([
    import('../../app/api/shop/bag/route.ts'),
    import('../../app/api/shop/bag/addToBag/route.ts'),
    import('../../app/api/shop/bag/editBag/route.ts'),
    import('../../app/api/shop/bag/cartItemCount/route.ts'),
  ]);
  return new Map<string, WebHandler>([
    ['GET /api/shop/bag', bag.GET],
    ['POST /api/shop/bag/addToBag', add.POST],
    ['PUT /api/shop/bag/addToBag', add.PUT],
    ['PUT /api/shop/bag/editBag', edit.PUT],
    ['GET /api/shop/bag/cartItemCount', count.GET],
  ]);
}

/** The client closed the connection before its request was read whole. */
class ClientGone extends Error {
  constructor() {
    super('the client closed the connection before its request was read');
    this.name = 'ClientGone';
  }
}

/**
 * The request's body, but never more than one byte past what `readJson` accepts: a larger body is cut there (and the
 * rest read and dropped), and the handler answers it 413 as it would the whole.
 */
function readBody(request: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let full = false;
    request.on('data', (chunk: Buffer) => {
      if (full) return;
      chunks.push(chunk);
      size += chunk.length;
      if (size > MAX_BODY_BYTES) full = true;
    });
    request.once('end', () => {
      const body = Buffer.concat(chunks, size);
      resolve(full ? body.subarray(0, MAX_BODY_BYTES + 1) : body);
    });
    // The shopper went away before sending the whole body (Node reports it as an "aborted" error, then a close):
    // nothing to run, nobody to answer.
    request.once('error', (error) => reject(request.complete ? error : new ClientGone()));
    request.once('close', () => {
      if (!request.complete) reject(new ClientGone());
    });
  });
}

/** A web `Request` as Next.js gives a route handler (the fast routes are GET, POST and PUT): the URL on the Host the shopper used, the same headers and body. */
export async function webRequestOf(request: IncomingMessage): Promise<Request> {
  const method = request.method ?? 'GET';
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const each of value) headers.append(name, each);
    else headers.set(name, value);
  }
  const url = `http://${request.headers.host ?? 'localhost'}${request.url ?? '/'}`;
  if (method === 'GET') {
    request.resume();
    return new Request(url, { method, headers });
  }
  return new Request(url, { method, headers, body: new Uint8Array(await readBody(request)) });
}

/** Answers this size or larger are compressed for a client that takes gzip, as Next.js's server does. */
const COMPRESS_FROM_BYTES = 1024;

/** Whether an Accept-Encoding header takes gzip (by name or `*`, with a q-value above 0). */
export function acceptsGzip(header: string | undefined): boolean {
  return takesCoding(acceptedCodings(header), 'gzip');
}

/**
 * Writes a handler's `Response` to the Node.js response: status, every header (each Set-Cookie apart), the body,
 * gzipped when it is large enough and the client takes it.
 */
export async function sendWebResponse(
  response: ServerResponse,
  answer: Response,
  acceptEncoding?: string,
): Promise<void> {
  let body = Buffer.from(await answer.arrayBuffer());
  const headers: Record<string, string | string[]> = {};
  answer.headers.forEach((value, name) => {
    if (name !== 'set-cookie') headers[name] = value;
  });
  const cookies = answer.headers.getSetCookie();
  if (cookies.length > 0) headers['set-cookie'] = cookies;
  if (!headers['content-encoding']) {
    headers.vary = headers.vary ? `${headers.vary}, Accept-Encoding` : 'Accept-Encoding';
    if (body.length >= COMPRESS_FROM_BYTES && acceptsGzip(acceptEncoding)) {
      body = gzipSync(body);
      headers['content-encoding'] = 'gzip';
    }
  }
  headers['content-length'] = String(body.length);
  response.writeHead(answer.status, headers);
  response.end(body);
}

/**
 * Answers the request when it is one of `routes` and returns true; otherwise returns false and leaves it to Next.js.
 * The caller has already refused hosts that are none of the shops' (api-host.ts).
 */
export function handleFastApi(routes: FastRoutes, request: IncomingMessage, response: ServerResponse): boolean {
  const method = request.method ?? 'GET';
  const handler = routes.get(`${method} ${pathOf(request)}`);
  if (!handler) return false;
  webRequestOf(request)
    .then((webRequest) => handler(webRequest, { params: Promise.resolve({}) }))
    .then((answer) => sendWebResponse(response, answer, request.headers['accept-encoding']))
    .catch((error: unknown) => {
      if (error instanceof ClientGone) {
        response.destroy();
        return;
      }
      // `route()` answers every failure of the handler itself; this is the request or the socket failing.
      log.error({ err: error, method, path: pathOf(request) }, 'fast api call failed');
      if (response.headersSent) {
        response.destroy();
        return;
      }
      sendJson(
        response,
        method,
        500,
        { code: 'INTERNAL_SERVER_ERROR', message: GENERIC_ERROR_MESSAGE },
        'private, no-store',
      );
    });
  return true;
}

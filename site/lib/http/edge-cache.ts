// The site server's own shared cache of public page answers, in front of Next.js: what a CDN's edge does, in the
// site's process. A cached page (ISR) is already rendered once a minute at most, but a hit still goes through the
// proxy, Next.js's router and response cache and, for a browser, gzip of about 200 kB of HTML on every request:
// 6–8 ms against under 1 ms for a static file. Here a hit is a Map lookup and one write of bytes compressed once.
//
// What is kept: a GET of a page document (no RSC or prefetch request, no draft-mode cookie, no Authorization) answered
// 200 with HTML, `s-maxage` and neither private, no-store nor no-cache, a `Surrogate-Key` header (so it can be
// purged), Next.js's cache status HIT or MISS (a STALE answer is being rendered again: the next one is kept instead)
// and no Set-Cookie. It is kept for its `s-maxage` (60 s, 10 s for a page rendered on a fallback) when Next.js has
// just rendered it (MISS), for half that when Next.js answered from its own cache (HIT: its `s-maxage` does not count
// the age of Next.js's copy, so a full term could keep a page twice its life), as identity, gzip and brotli, under its
// host and full URL, least recently used out first beyond a byte budget. One store per address at a time.
//
// What removes it: the same purge a CDN gets. expireTags (lib/cache/expire-tags.ts: the lake's webhook, stock changes,
// review moderation) calls purgeEdgeCache with the changed tags' surrogate keys, at once and again after its response
// (Next.js applies a route handler's tag expiry only as the response is sent, and a page fetched in between would
// still be the old one). A render that began before a purge of one of its keys is not kept. With several nodes
// (REDIS_URL) each purge is also published on Redis, and every node's subscriber purges its own copy
// (connectEdgePurgeChannel); a node that missed a message serves its copy until its s-maxage ends.
//
// The instance lives on globalThis: server.ts creates it, and expire-tags.ts, bundled into Next.js's server code as a
// separate module instance, finds it there. Without one (tests, `next dev`) a purge does nothing.
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { promisify } from 'node:util';
import { brotliCompress, brotliDecompress, constants, gunzip, gzip, inflate } from 'node:zlib';
import { acceptedCodings, takesCoding } from './static-brotli.ts';

export type Coding = 'br' | 'gzip' | 'identity';

const compressBrotli = promisify(brotliCompress);
const compressGzip = promisify(gzip);
const DECODERS: Record<string, (body: Buffer) => Promise<Buffer>> = {
  gzip: promisify(gunzip),
  'x-gzip': promisify(gunzip),
  br: promisify(brotliDecompress),
  deflate: promisify(inflate),
};

/** Request headers of Next.js's client router (RSC payloads, prefetches): those answers are not page documents. */
const ROUTER_HEADERS = ['rsc', 'next-router-prefetch', 'next-router-state-tree', 'next-router-segment-prefetch'];
/** Next.js's draft-mode cookies: such a request renders drafts and must neither read nor fill the cache. */
const DRAFT_COOKIE = /(?:^|;\s*)(?:__prerender_bypass|__next_preview_data)=/;
/** Headers not replayed from a kept answer: each hit sets its own, or they describe one transfer. */
const NOT_REPLAYED = new Set([
  'age',
  'connection',
  'content-encoding',
  'content-length',
  'date',
  'keep-alive',
  'transfer-encoding',
  'vary',
  'x-nextjs-cache',
]);
/** A page larger than this is not kept (every seeded page is under 400 kB of HTML). */
const MAX_BODY_BYTES = 2 * 1024 * 1024;

interface Entry {
  headers: OutgoingHttpHeaders;
  vary: string;
  bodies: Record<Coding, Buffer>;
  etag: string | undefined;
  surrogateKeys: string[];
  /** The purge count when its render began: a copy begun later replaces it, never one begun earlier. */
  began: number;
  storedAt: number;
  expiresAt: number;
  bytes: number;
}

export interface EdgeCacheOptions {
  /** Byte budget of every kept body (all three codings); least recently used entries go beyond it. */
  maxBytes: number;
  /** The clock (tests). */
  now?: () => number;
}

export interface EdgeCacheStats {
  entries: number;
  bytes: number;
  hits: number;
  stores: number;
  purged: number;
}

export class EdgeCache {
  readonly #entries = new Map<string, Entry>();
  readonly #maxBytes: number;
  readonly #now: () => number;
  #bytes = 0;
  /** Purges so far, and the purge count at each key's latest purge: a render begun before one is not kept. */
  #purges = 0;
  readonly #purgedAt = new Map<string, number>();
  /** The map above forgets its keys beyond this size; renders begun before that are not kept. */
  #forgottenBefore = 0;
  readonly #stats = { hits: 0, stores: 0, purged: 0 };
  /** Addresses whose answer is being kept now: another answer for one of them is not watched meanwhile. */
  readonly #storing = new Set<string>();
  /** Answers that must not be kept whatever they say (server.ts: Next.js failed part-way through). */
  readonly #discarded = new WeakSet<ServerResponse>();
  /** Told of every purge made through purgeEdgeCache (the Redis channel, with several nodes). */
  broadcast: ((keys: string[]) => void) | undefined;

  constructor(options: EdgeCacheOptions) {
    this.#maxBytes = options.maxBytes;
    this.#now = options.now ?? Date.now;
  }

  get stats(): EdgeCacheStats {
    return { entries: this.#entries.size, bytes: this.#bytes, ...this.#stats };
  }

  /** Answers `request` from a kept copy when there is a fresh one in a coding it accepts; false when it must go on. */
  serve(request: IncomingMessage, response: ServerResponse): boolean {
    const key = lookupKey(request);
    if (key === null) return false;
    const entry = this.#entries.get(key);
    if (!entry) return false;
    const now = this.#now();
    if (entry.expiresAt <= now) {
      this.#remove(key, entry);
      return false;
    }
    const coding = negotiate(request.headers['accept-encoding']);
    const body = entry.bodies[coding];
    // Most recently used last: the budget removes from the front.
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    this.#stats.hits += 1;
    const headers: OutgoingHttpHeaders = {
      ...entry.headers,
      vary: entry.vary,
      date: new Date(now).toUTCString(),
      age: String(Math.floor((now - entry.storedAt) / 1000)),
      'x-nextjs-cache': 'HIT',
      'x-edge-cache': 'HIT',
    };
    if (entry.etag !== undefined && etagMatches(request.headers['if-none-match'], entry.etag)) {
      response.writeHead(304, headers);
      response.end();
      return true;
    }
    if (coding !== 'identity') headers['content-encoding'] = coding;
    headers['content-length'] = body.length;
    response.writeHead(200, headers);
    response.end(request.method === 'HEAD' ? undefined : body);
    return true;
  }

  /**
   * Watches Next.js's answer to `request` and keeps it when it may be kept (see the top of this file). Call it just
   * before handing the request to Next.js, after serve() answered false.
   */
  capture(request: IncomingMessage, response: ServerResponse): void {
    const key = request.method === 'GET' ? lookupKey(request) : null;
    if (key === null || this.#maxBytes <= 0 || this.#storing.has(key)) return;
    const began = this.#purges;
    const chunks: Buffer[] = [];
    let size = 0;
    // Decided at the first body chunk, when the headers are final: most answers (bag, account, images) are not kept,
    // and their bodies are not copied.
    let keepable: boolean | undefined;
    const collect = (chunk: unknown, encoding: unknown) => {
      if (chunk === undefined || chunk === null || typeof chunk === 'function') return;
      keepable ??= mayKeep(response);
      if (!keepable || size > MAX_BODY_BYTES) return;
      const buffer =
        typeof chunk === 'string'
          ? Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8')
          : Buffer.from(chunk as Uint8Array);
      size += buffer.length;
      if (size <= MAX_BODY_BYTES) chunks.push(buffer);
    };
    // Next.js's gzip (the `compression` middleware) wraps these two in turn, so what passes here is the bytes sent.
    const write = response.write;
    const end = response.end;
    response.write = function (this: ServerResponse, chunk: unknown, ...rest: unknown[]) {
      collect(chunk, rest[0]);
      return (write as (...args: unknown[]) => boolean).call(this, chunk, ...rest);
    } as ServerResponse['write'];
    response.end = function (this: ServerResponse, chunk?: unknown, ...rest: unknown[]) {
      collect(chunk, rest[0]);
      return (end as (...args: unknown[]) => ServerResponse).call(this, chunk, ...rest);
    } as ServerResponse['end'];
    response.once('finish', () => {
      if (!keepable || size > MAX_BODY_BYTES || this.#discarded.has(response) || this.#storing.has(key)) return;
      this.#storing.add(key);
      this.#store(key, response, Buffer.concat(chunks), began)
        .catch(() => {
          // A body that does not decode as its Content-Encoding says is simply not kept.
        })
        .finally(() => this.#storing.delete(key));
    });
  }

  /** Never keeps `response` (an answer that failed part-way through, its status already sent). */
  discard(response: ServerResponse): void {
    this.#discarded.add(response);
  }

  /** Removes every copy carrying any of `keys`; a render under way for one of them is not kept either. */
  purge(keys: readonly string[]): number {
    if (keys.length === 0) return 0;
    this.#purges += 1;
    if (this.#purgedAt.size > 10_000) {
      this.#purgedAt.clear();
      this.#forgottenBefore = this.#purges;
    }
    for (const key of keys) this.#purgedAt.set(key, this.#purges);
    const wanted = new Set(keys);
    let removed = 0;
    for (const [key, entry] of this.#entries) {
      if (entry.surrogateKeys.some((surrogate) => wanted.has(surrogate))) {
        this.#remove(key, entry);
        removed += 1;
      }
    }
    this.#stats.purged += removed;
    return removed;
  }

  /** Removes every copy (a start-up, a test). */
  clear(): void {
    this.#purges += 1;
    this.#forgottenBefore = this.#purges;
    this.#purgedAt.clear();
    this.#entries.clear();
    this.#bytes = 0;
  }

  /** `response` passed mayKeep at its first body chunk, its headers already sent. */
  async #store(key: string, response: ServerResponse, sent: Buffer, began: number): Promise<void> {
    const maxAge = sharedMaxAge(headerText(response.getHeader('cache-control')));
    const rendered = headerText(response.getHeader('x-nextjs-cache')).toUpperCase() === 'MISS';
    const lifeMs = (rendered ? maxAge : maxAge / 2) * 1000;
    const surrogateKeys = surrogateKeysOf(response);
    const contentEncoding = headerText(response.getHeader('content-encoding')).trim().toLowerCase();
    const decode = contentEncoding === '' || contentEncoding === 'identity' ? null : DECODERS[contentEncoding];
    if (decode === undefined) return;
    const identity = decode ? await decode(sent) : sent;
    const [gzipped, brotli] = await Promise.all([
      contentEncoding === 'gzip' ? sent : compressGzip(identity),
      contentEncoding === 'br'
        ? sent
        : compressBrotli(identity, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: 8,
              [constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
            },
          }),
    ]);
    // Purged while it rendered or compressed: this copy may show what the purge was for.
    if (began < this.#forgottenBefore || surrogateKeys.some((k) => (this.#purgedAt.get(k) ?? 0) > began)) return;
    const headers: OutgoingHttpHeaders = {};
    for (const [name, value] of Object.entries(response.getHeaders())) {
      if (value !== undefined && !NOT_REPLAYED.has(name.toLowerCase())) headers[name] = value;
    }
    const vary = headerText(response.getHeader('vary'));
    const bodies = { identity, gzip: gzipped, br: brotli };
    const bytes = identity.length + gzipped.length + brotli.length;
    if (bytes > this.#maxBytes) return;
    const now = this.#now();
    const previous = this.#entries.get(key);
    if (previous && previous.began > began) return;
    if (previous) this.#remove(key, previous);
    this.#entries.set(key, {
      headers,
      vary: /\baccept-encoding\b/i.test(vary) ? vary : [vary, 'Accept-Encoding'].filter(Boolean).join(', '),
      bodies,
      etag: response.getHeader('etag') === undefined ? undefined : headerText(response.getHeader('etag')),
      surrogateKeys,
      began,
      storedAt: now,
      expiresAt: now + lifeMs,
      bytes,
    });
    this.#bytes += bytes;
    this.#stats.stores += 1;
    for (const [oldest, entry] of this.#entries) {
      if (this.#bytes <= this.#maxBytes) break;
      this.#remove(oldest, entry);
    }
  }

  #remove(key: string, entry: Entry): void {
    if (this.#entries.get(key) !== entry) return;
    this.#entries.delete(key);
    this.#bytes -= entry.bytes;
  }
}

const surrogateKeysOf = (response: ServerResponse) =>
  headerText(response.getHeader('surrogate-key')).split(/\s+/).filter(Boolean);

/** Whether an answer, by its status and headers, may be kept (see the top of this file). */
function mayKeep(response: ServerResponse): boolean {
  if (response.statusCode !== 200 || response.getHeader('set-cookie') !== undefined) return false;
  const status = headerText(response.getHeader('x-nextjs-cache')).toUpperCase();
  return (
    (status === 'HIT' || status === 'MISS') &&
    sharedMaxAge(headerText(response.getHeader('cache-control'))) > 0 &&
    surrogateKeysOf(response).length > 0 &&
    headerText(response.getHeader('content-type')).startsWith('text/html')
  );
}

/** The cache key of a request that may read or fill the cache, or null. */
function lookupKey(request: IncomingMessage): string | null {
  if (request.method !== 'GET' && request.method !== 'HEAD') return null;
  const { url, headers } = request;
  const host = headers.host?.toLowerCase();
  if (!url || !host || url.startsWith('/_next/') || url.startsWith('/api/')) return null;
  if (headers.authorization !== undefined || ROUTER_HEADERS.some((name) => headers[name] !== undefined)) return null;
  if (url.includes('_rsc=')) return null;
  if (headers.cookie && DRAFT_COOKIE.test(headers.cookie)) return null;
  return `${host} ${withoutTracking(url)}`;
}

/**
 * Query keys that only analytics read (campaign tags and ad click ids): no page reads them (the proxy folds only the
 * keys a page shows into the cached path, lib/cache/folded-query.ts), so a campaign link shares its page's copy.
 */
const TRACKING_KEY =
  /^(?:utm_[a-z_]+|gclid|gbraid|wbraid|dclid|fbclid|msclkid|ttclid|twclid|yclid|mc_cid|mc_eid|_gl)$/i;

/** A request's address with the tracking keys left out; the other pairs as they came, in their order. */
export function withoutTracking(url: string): string {
  const at = url.indexOf('?');
  if (at < 0) return url;
  const pairs = url.slice(at + 1).split('&');
  const kept = pairs.filter((pair) => {
    const name = pair.split('=', 1)[0] ?? '';
    let key = name;
    try {
      key = decodeURIComponent(name.replace(/\+/g, ' '));
    } catch {
      // A malformed escape is kept as it came: it is no tracking key.
    }
    return !TRACKING_KEY.test(key);
  });
  if (kept.length === pairs.length) return url;
  const query = kept.filter(Boolean).join('&');
  return query ? `${url.slice(0, at)}?${query}` : url.slice(0, at);
}

/** The coding to answer in: brotli, else gzip, else none, as the request's Accept-Encoding allows. */
export function negotiate(header: string | string[] | undefined): Coding {
  const accepted = acceptedCodings(header);
  if (takesCoding(accepted, 'br')) return 'br';
  if (takesCoding(accepted, 'gzip')) return 'gzip';
  return 'identity';
}

/** The `s-maxage` of a Cache-Control value a shared cache may act on; 0 when it may not keep the answer. */
export function sharedMaxAge(cacheControl: string): number {
  const directives = cacheControl
    .toLowerCase()
    .split(',')
    .map((directive) => directive.trim());
  if (directives.some((d) => d === 'private' || d === 'no-store' || d === 'no-cache' || d.startsWith('private='))) {
    return 0;
  }
  const sMaxAge = directives.find((d) => d.startsWith('s-maxage='));
  const seconds = sMaxAge ? Number(sMaxAge.slice('s-maxage='.length)) : 0;
  return Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
}

function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const weak = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((candidate) => candidate.trim() === '*' || weak(candidate) === weak(etag));
}

function headerText(value: number | string | string[] | undefined): string {
  if (value === undefined) return '';
  return Array.isArray(value) ? value.join(', ') : String(value);
}

const GLOBAL_KEY = Symbol.for('shop.site.edge-cache');
type WithEdgeCache = typeof globalThis & { [GLOBAL_KEY]?: EdgeCache };

/** The process's edge cache (server.ts), or none. */
export function installEdgeCache(cache: EdgeCache | undefined): void {
  (globalThis as WithEdgeCache)[GLOBAL_KEY] = cache;
}

export function installedEdgeCache(): EdgeCache | undefined {
  return (globalThis as WithEdgeCache)[GLOBAL_KEY];
}

/** Purges `keys` from this process's edge cache and tells the other nodes (see the top of this file). */
export function purgeEdgeCache(keys: readonly string[]): void {
  const cache = installedEdgeCache();
  if (!cache || keys.length === 0) return;
  cache.purge(keys);
  cache.broadcast?.([...keys]);
}

/** The byte budget from EDGE_CACHE_MAX_MB (default 128; 0 turns the cache off). */
export function edgeCacheBudgetFromEnv(value = process.env.EDGE_CACHE_MAX_MB): number {
  const megabytes = value === undefined || value.trim() === '' ? 128 : Number(value);
  if (!Number.isFinite(megabytes) || megabytes < 0) throw new Error(`EDGE_CACHE_MAX_MB must be a number ≥ 0: ${value}`);
  return Math.floor(megabytes * 1024 * 1024);
}

// Brotli for the build's static files. Next.js compresses what it serves with gzip only; brotli at its highest
// quality makes the same minified JavaScript about a fifth smaller, and every browser asks for it. Compressing at that
// quality takes too long to do per request, so the build writes a `.br` beside each script and stylesheet
// (`precompressStatic`, run by `npm run build` after `next build`) and the site server sends it to clients that accept
// brotli (`staticBrotliHandler`). Anything else — no `.br`, a client without brotli, a path outside the static folder —
// falls through to Next.js as before. The files are content-hashed, so they are cached for a year, as Next.js does.
import { createReadStream } from 'node:fs';
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants } from 'node:zlib';

const PREFIX = '/_next/static/';
const TYPES: Record<string, string> = {
  '.js': 'application/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
};

const compress = promisify(brotliCompress);

async function* filesUnder(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(full);
    else if (entry.isFile()) yield full;
  }
}

/**
 * Writes `<file>.br` (quality 11) beside every script and stylesheet under `staticDir` that brotli makes smaller.
 * Answers how many it wrote and the bytes before and after, for the build's log.
 */
export async function precompressStatic(staticDir: string): Promise<{ files: number; before: number; after: number }> {
  const totals = { files: 0, before: 0, after: 0 };
  for await (const file of filesUnder(staticDir)) {
    if (!(path.extname(file) in TYPES)) continue;
    const source = await readFile(file);
    const packed = await compress(source, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
      },
    });
    if (packed.length >= source.length) continue;
    await writeFile(`${file}.br`, packed);
    totals.files += 1;
    totals.before += source.length;
    totals.after += packed.length;
  }
  return totals;
}

/** Whether an Accept-Encoding header accepts brotli (`br`, not `br;q=0`). */
export function acceptsBrotli(header: string | string[] | undefined): boolean {
  return (acceptedCodings(header).get('br') ?? 0) > 0;
}

/** An Accept-Encoding header's codings (lower case, `*` included) and their q-values (1 when none is given). */
export function acceptedCodings(header: string | string[] | undefined): Map<string, number> {
  const value = Array.isArray(header) ? header.join(',') : (header ?? '');
  const accepted = new Map<string, number>();
  for (const part of value.split(',')) {
    const [coding, ...params] = part.split(';').map((piece) => piece.trim().toLowerCase());
    if (!coding) continue;
    const q = params.find((param) => param.startsWith('q='));
    accepted.set(coding, q ? Number(q.slice(2)) : 1);
  }
  return accepted;
}

/** Whether codings accepted as `acceptedCodings` reads them take `coding`: by name, else by `*`, with q above 0. */
export function takesCoding(accepted: ReadonlyMap<string, number>, coding: string): boolean {
  return (accepted.get(coding) ?? accepted.get('*') ?? 0) > 0;
}

/** Every `.br` the build wrote under `root`: the URL path below `/_next/static/` of its original → its size. */
async function brotliIndex(root: string): Promise<Map<string, number>> {
  const index = new Map<string, number>();
  for await (const file of filesUnder(root)) {
    if (!file.endsWith('.br')) continue;
    const original = path.relative(root, file.slice(0, -'.br'.length)).split(path.sep).join('/');
    index.set(original, (await stat(file)).size);
  }
  return index;
}

/**
 * A request handler for the site server: answers GET and HEAD for `/_next/static/…` scripts and stylesheets with their
 * `.br` when the client accepts brotli and the build wrote one, and resolves true; resolves false (the request is
 * untouched, for Next.js) otherwise. The build's `.br` files are listed once, on the first such request (they do not
 * change while the server runs), so a request costs no file-system lookup and only listed files are ever read.
 */
export function staticBrotliHandler(
  staticDir: string,
): (request: IncomingMessage, response: ServerResponse) => Promise<boolean> {
  const root = path.resolve(staticDir);
  let index: Promise<Map<string, number>> | undefined;

  return async (request, response) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return false;
    const url = request.url ?? '';
    if (!url.startsWith(PREFIX) || url.includes('?')) return false;
    const type = TYPES[path.extname(url)];
    if (!type || !acceptsBrotli(request.headers['accept-encoding'])) return false;
    let relative: string;
    try {
      relative = decodeURIComponent(url.slice(PREFIX.length));
    } catch {
      return false;
    }
    index ??= brotliIndex(root).catch(() => new Map<string, number>());
    const size = (await index).get(relative);
    if (size === undefined) return false;
    response.writeHead(200, {
      'content-type': type,
      'content-encoding': 'br',
      'content-length': size,
      'cache-control': 'public, max-age=31536000, immutable',
      vary: 'Accept-Encoding',
    });
    if (request.method === 'HEAD') {
      response.end();
      return true;
    }
    const stream = createReadStream(path.join(root, `${relative}.br`));
    stream.on('error', () => response.destroy());
    stream.pipe(response);
    return true;
  };
}

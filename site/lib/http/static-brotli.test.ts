import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawRequest } from './raw-get.testing.ts';
import { acceptsBrotli, precompressStatic, staticBrotliHandler } from './static-brotli.ts';

let dir: string;
let server: http.Server;
let base: string;
const script = `${'export const greeting = "hello from a chunk";\n'.repeat(200)}console.log(greeting);\n`;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'static-brotli-'));
  const staticDir = path.join(dir, 'static');
  mkdirSync(path.join(staticDir, 'chunks'), { recursive: true });
  writeFileSync(path.join(staticDir, 'chunks', 'app.js'), script);
  writeFileSync(path.join(staticDir, 'chunks', 'tiny.css'), 'a{}');
  writeFileSync(path.join(staticDir, 'chunks', 'logo.svg'), `<svg>${' '.repeat(500)}</svg>`);
  writeFileSync(path.join(dir, 'secret.js'), 'secret');
  writeFileSync(path.join(dir, 'secret.js.br'), 'secret');
  const serve = staticBrotliHandler(staticDir);
  server = http.createServer((request, response) => {
    void serve(request, response).then((served) => {
      if (!served) response.writeHead(418, { 'x-fallback': 'next' }).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  rmSync(dir, { recursive: true, force: true });
});

const get = (pathname: string, headers: Record<string, string> = {}, method = 'GET') =>
  rawRequest(`${base}${pathname}`, { method, headers });

describe('precompressed static files', () => {
  it('writes a smaller .br beside scripts and stylesheets, and nothing for other files or where brotli does not help', async () => {
    const totals = await precompressStatic(path.join(dir, 'static'));
    expect(totals.files).toBe(1);
    expect(totals.before).toBe(Buffer.byteLength(script));
    expect(totals.after).toBeLessThan(totals.before / 10);
    const packed = readFileSync(path.join(dir, 'static', 'chunks', 'app.js.br'));
    expect(brotliDecompressSync(packed).toString()).toBe(script);
    expect(() => readFileSync(path.join(dir, 'static', 'chunks', 'tiny.css.br'))).toThrow();
    expect(() => readFileSync(path.join(dir, 'static', 'chunks', 'logo.svg.br'))).toThrow();
  });

  it('sends the .br to a browser that accepts brotli, cached for a year', async () => {
    const answer = await get('/_next/static/chunks/app.js', { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['content-type']).toBe('application/javascript; charset=utf-8');
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(answer.headers.vary).toBe('Accept-Encoding');
    expect(Number(answer.headers['content-length'])).toBe(answer.body.length);
    expect(brotliDecompressSync(answer.body).toString()).toBe(script);

    const head = await get('/_next/static/chunks/app.js', { 'accept-encoding': 'br' }, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(head.headers['content-length']).toBe(answer.headers['content-length']);
  });

  it('leaves everything else to Next.js', async () => {
    const fallback = async (pathname: string, headers: Record<string, string> = { 'accept-encoding': 'br' }) =>
      (await get(pathname, headers)).headers['x-fallback'];
    // No brotli in the request, or refused with q=0.
    expect(await fallback('/_next/static/chunks/app.js', { 'accept-encoding': 'gzip' })).toBe('next');
    expect(await fallback('/_next/static/chunks/app.js', { 'accept-encoding': 'gzip, br;q=0' })).toBe('next');
    expect(await fallback('/_next/static/chunks/app.js', {})).toBe('next');
    // No .br written, not a script or stylesheet, not a static path, a query, or a path out of the folder.
    expect(await fallback('/_next/static/chunks/tiny.css')).toBe('next');
    expect(await fallback('/_next/static/chunks/missing.js')).toBe('next');
    expect(await fallback('/_next/static/chunks/logo.svg')).toBe('next');
    expect(await fallback('/shop/bag')).toBe('next');
    expect(await fallback('/_next/static/chunks/app.js?v=1')).toBe('next');
    expect(await fallback('/_next/static/../secret.js')).toBe('next');
    expect(await fallback('/_next/static/%2e%2e/secret.js')).toBe('next');
    expect(await fallback('/_next/static/%E0%A4%A.js')).toBe('next');
  });

  it('reads Accept-Encoding as browsers send it', () => {
    expect(acceptsBrotli('gzip, deflate, br, zstd')).toBe(true);
    expect(acceptsBrotli('BR;q=0.5')).toBe(true);
    expect(acceptsBrotli(['gzip', 'br'])).toBe(true);
    expect(acceptsBrotli('br;q=0')).toBe(false);
    expect(acceptsBrotli('brotli, gzip')).toBe(false);
    expect(acceptsBrotli(undefined)).toBe(false);
  });
});

// Catalogue figures against a running shop (build and start it first, e.g. `./shop start`): category listing and
// product page TTFB (warm, p50/p95), autosuggest p95 at 50 concurrent requests (and the same route's floor with no
// lookup), search results page p95, and the product page's first-load JS (sum of the gzip sizes of the scripts
// Chromium loads for it). Figures only.
//   BENCH_SITE_PORT=3000 BENCH_BRAND=dal node bench/catalogue.ts
import { readFileSync } from 'node:fs';
import http from 'node:http';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { measure as measureTtfb, timedGet } from './shop-http.ts';

const port = Number(process.env.BENCH_SITE_PORT ?? 3000);
const brand = process.env.BENCH_BRAND ?? 'dal';
const host = `${brand}.localhost:${port}`;
const requests = Number(process.env.BENCH_REQUESTS ?? 200);
const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });

const get = (path: string, keepBody = false) => timedGet({ port, host, path, agent }, keepBody);

async function measure(label: string, paths: string[], concurrency = 1): Promise<void> {
  // Concurrent runs take more samples, so their p95 is not just the slowest handful of one burst.
  await measureTtfb({ label, paths, concurrency, total: concurrency > 1 ? requests * 5 : requests, get });
}

async function firstLoadJs(path: string): Promise<void> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    const page = await browser.newPage();
    const scripts = new Set<string>();
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.add(request.url());
    });
    await page.goto(`http://${host}${path}`, { waitUntil: 'networkidle' });
    // The scripts every page of the App Router loads whatever it renders (React, the router, the bundler runtime),
    // as the build lists them: the floor no page can go below.
    const framework = new Set(rootMainFiles().map((file) => `/_next/${file}`));
    let gzipBytes = 0;
    let frameworkBytes = 0;
    for (const url of scripts) {
      const body = await (await page.request.fetch(url.replace(`${brand}.localhost`, '127.0.0.1'))).body();
      const size = gzipSync(body, { level: 9 }).byteLength;
      gzipBytes += size;
      if (framework.has(new URL(url).pathname)) frameworkBytes += size;
    }
    const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
    console.log(
      `${'product page first-load JS'.padEnd(42)} ${kb(gzipBytes)} gzip in ${scripts.size} scripts (framework ${kb(frameworkBytes)}, page ${kb(gzipBytes - frameworkBytes)})`,
    );
  } finally {
    await browser.close();
  }
}

/** The build's root main files (site/.next of this checkout: run the benchmark against the shop built from it). */
function rootMainFiles(): string[] {
  try {
    const manifest = JSON.parse(
      readFileSync(new URL('../site/.next/build-manifest.json', import.meta.url), 'utf8'),
    ) as { rootMainFiles?: string[] };
    return manifest.rootMainFiles ?? [];
  } catch {
    return [];
  }
}

const home = await get('/', true);
if (home.status !== 200) throw new Error(`the shop did not answer on port ${port} (status ${home.status})`);
const categories = [...new Set([...home.body.matchAll(/href="(\/shop\/c\/[a-z0-9-]+)"/g)].map((m) => m[1] as string))];
const listing = await get(categories[0] ?? '/shop/c/dresses', true);
const products = [...new Set([...listing.body.matchAll(/href="(\/shop\/p\/[a-z0-9]+)"/g)].map((m) => m[1] as string))];
const words = [...new Set(products.length ? (listing.body.match(/>([A-Z][a-z]{3,}) /g) ?? []) : [])]
  .map((w) => w.slice(1, -1).toLowerCase())
  .slice(0, 20);
const terms = words.length ? words : ['dress', 'blue', 'cotton'];

console.log(`catalogue benchmark · ${host} · ${categories.length} categories · ${products.length} products sampled`);
await measure('category listing TTFB (warm)', categories);
await measure('product page TTFB (warm)', products);
await measure(
  'autosuggest /api/search-suggest',
  terms.map((t) => `/api/search-suggest?q=${encodeURIComponent(t.slice(0, 4))}`),
  50,
);
// The same route with two letters answers at once without any lookup: what 50 concurrent requests cost the server
// itself, so the line above can be read against it.
await measure(
  'autosuggest floor (2 letters, no lookup)',
  terms.map((t) => `/api/search-suggest?q=${encodeURIComponent(t.slice(0, 2))}`),
  50,
);
await measure(
  'search results page /shop/s?q=',
  terms.map((t) => `/shop/s?q=${encodeURIComponent(t)}`),
);
if (products[0]) await firstLoadJs(products[0]);
agent.destroy();

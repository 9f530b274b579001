// Public page figures against a running shop (build and start it first, e.g. `./shop start`): warm TTFB p50/p95 of
// the brand's home, a category listing (the first linked from home) and a product page (the first on that listing),
// next to the "static floor" (a static file the same server serves, measured the same way), each page's p50 as a
// multiple of that floor (issue 19's target: within 2×), then each page's Cache-Control and whether a CDN may hold it
// (s-maxage, neither private nor no-store), and whether the private pages (bag, account, checkout) say private/no-store. Figures only:
// nothing here passes or fails on timing or headers.
//   BENCH_SITE_PORT=3000 BENCH_BRAND=dal node bench/pages.ts       (BENCH_BRAND=all: the nine brands)
import http from 'node:http';
import { ALL_BRANDS } from './audited-pages.ts';
import { BROWSER_ENCODING, percentile, timedGet, timedRequest } from './shop-http.ts';

const port = Number(process.env.BENCH_SITE_PORT ?? 3000);
const brandSetting = process.env.BENCH_BRAND ?? 'dal';
const brands = brandSetting === 'all' ? ALL_BRANDS : brandSetting.split(',').map((b) => b.trim());
for (const code of brands) if (!ALL_BRANDS.includes(code)) throw new Error(`unknown brand ${code}`);
const requests = Number(process.env.BENCH_REQUESTS ?? 200);
const warmUp = 10;
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

const get = (brand: string, path: string, keepBody = false) =>
  timedGet({ port, host: `${brand}.localhost:${port}`, path, agent }, keepBody);
/** As a browser asks: the answer's coding and size are shown beside its timings. */
const getAsBrowser = (brand: string, path: string) =>
  timedRequest({
    port,
    host: `${brand}.localhost:${port}`,
    path,
    agent,
    headers: { 'accept-encoding': BROWSER_ENCODING },
  });

interface Figures {
  p50: number;
  p95: number;
  errors: number;
}

/** Sequential: `warmUp` untimed requests, then `requests` timed ones, one at a time on one keep-alive connection. */
async function ttfb(brand: string, path: string, fetchOne = get): Promise<Figures> {
  for (let i = 0; i < warmUp; i += 1) await fetchOne(brand, path);
  const times: number[] = [];
  let errors = 0;
  for (let i = 0; i < requests; i += 1) {
    const answer = await fetchOne(brand, path);
    if (answer.status >= 400) errors += 1;
    times.push(answer.ttfbMs);
  }
  return { p50: percentile(times, 50), p95: percentile(times, 95), errors };
}

/** What a shared cache (a CDN) may do with an answer, read from its Cache-Control alone. */
function cdnCacheable(cacheControl: string | undefined): { cacheable: boolean; why: string } {
  if (!cacheControl) return { cacheable: false, why: 'no Cache-Control' };
  const directives = cacheControl
    .toLowerCase()
    .split(',')
    .map((d) => d.trim());
  const has = (name: string) => directives.some((d) => d === name || d.startsWith(`${name}=`));
  if (has('private') || has('no-store') || has('no-cache')) return { cacheable: false, why: 'private or no-store' };
  // s-maxage is itself the permission for a shared cache to store the answer (RFC 9111 §5.2.2.10); `public` adds
  // nothing for a 200 to a request without Authorization.
  if (!has('s-maxage')) return { cacheable: false, why: 'no s-maxage' };
  return { cacheable: true, why: `s-maxage${has('stale-while-revalidate') ? ' with stale-while-revalidate' : ''}` };
}

const isPrivate = (cacheControl: string | undefined) =>
  /\bprivate\b/i.test(cacheControl ?? '') || /\bno-store\b/i.test(cacheControl ?? '');

const fmt = (ms: number) => `${ms.toFixed(1)} ms`;

/** A static file the same server serves: the first `/_next/static/….js` in the home page's HTML, else the favicon. */
function staticFloorPath(homeHtml: string): string {
  const script = homeHtml.match(/(?:src|href)="(\/_next\/static\/[^"?]+\.js)"/);
  return script?.[1] ?? '/favicon.ico';
}

const PRIVATE_PAGES = ['/shop/bag', '/shop/myaccount/Overview.action', '/checkout/delivery-method'];

console.log(
  `pages benchmark · port ${port} · ${brands.join(', ')} · ${requests} sequential requests per page after ${warmUp} untimed`,
);
for (const brand of brands) {
  const home = await get(brand, '/', true);
  if (home.status !== 200) throw new Error(`${brand}: the shop did not answer / on port ${port} (${home.status})`);
  const category = home.body.match(/href="(\/shop\/c\/[a-z0-9/-]+)"/)?.[1];
  const listing = category ? await get(brand, category, true) : undefined;
  const product = listing?.body.match(/href="(\/shop\/p\/[a-z0-9]+)"/i)?.[1];
  const floorPath = staticFloorPath(home.body);

  const floor = await ttfb(brand, floorPath);
  const pages: [string, string | undefined][] = [
    ['home', '/'],
    ['category', category],
    ['product', product],
  ];
  console.log(`\n${brand}.localhost`);
  console.log(
    `  ${'static floor'.padEnd(9)} ${`p50 ${fmt(floor.p50)}`.padStart(13)} ${`p95 ${fmt(floor.p95)}`.padStart(13)}           ${floorPath}${floor.errors ? ` (${floor.errors} errors)` : ''}`,
  );
  const headers: [string, string, number, string | undefined][] = [];
  for (const [label, path] of pages) {
    if (!path) {
      console.log(`  ${label.padEnd(9)} not found (no link to it on the page before)`);
      continue;
    }
    const figures = await ttfb(brand, path);
    const multiple = figures.p50 / floor.p50;
    console.log(
      `  ${label.padEnd(9)} ${`p50 ${fmt(figures.p50)}`.padStart(13)} ${`p95 ${fmt(figures.p95)}`.padStart(13)} ${`${multiple.toFixed(1)}× floor`.padStart(11)}  ${path}${figures.errors ? ` (${figures.errors} errors)` : ''}`,
    );
    const answer = await get(brand, path);
    headers.push([label, path, answer.status, answer.headers['cache-control']]);
  }
  // The same pages as a browser asks for them (compressed): the size on the wire and who answered.
  console.log(`  as a browser asks (Accept-Encoding: ${BROWSER_ENCODING}):`);
  for (const [label, path] of [['static floor', floorPath] as const, ...pages]) {
    if (!path) continue;
    const figures = await ttfb(brand, path, getAsBrowser);
    const sample = await getAsBrowser(brand, path);
    const size = Number(sample.headers['content-length'] ?? Number.NaN);
    const served = sample.headers['x-edge-cache']
      ? 'edge cache'
      : `next.js ${sample.headers['x-nextjs-cache'] ?? ''}`.trim();
    console.log(
      `    ${label.padEnd(12)} ${`p50 ${fmt(figures.p50)}`.padStart(13)} ${`p95 ${fmt(figures.p95)}`.padStart(13)}  ${sample.headers['content-encoding'] ?? 'identity'}${Number.isNaN(size) ? '' : ` ${(size / 1024).toFixed(1)} kB`} · ${label === 'static floor' ? 'static file' : served}`,
    );
  }
  console.log('  public pages: Cache-Control → CDN-cacheable?');
  for (const [label, path, status, cacheControl] of headers) {
    const verdict = cdnCacheable(cacheControl);
    console.log(
      `    ${label.padEnd(9)} ${String(status).padEnd(4)} ${(cacheControl ?? '(none)').padEnd(56)} ${verdict.cacheable ? 'yes' : 'no'} (${verdict.why})  ${path}`,
    );
  }
  console.log('  private pages: Cache-Control → private/no-store?');
  for (const path of PRIVATE_PAGES) {
    // Anonymous: the page may answer itself or redirect to sign-in; either answer must not be held by a shared cache.
    const answer = await get(brand, path);
    const cacheControl = answer.headers['cache-control'];
    const location = answer.headers.location ? ` → ${answer.headers.location}` : '';
    console.log(
      `    ${path.padEnd(32)} ${String(answer.status).padEnd(4)} ${(cacheControl ?? '(none)').padEnd(56)} ${isPrivate(cacheControl) ? 'yes' : 'NO'}${location}`,
    );
  }
}
console.log(
  "\nissue 19's target: home, category and product p50 within 2× of the static floor; public pages CDN-cacheable, private pages private.",
);
agent.destroy();

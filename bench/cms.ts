// Cached CMS home page TTFB against a running shop, and the home page query's latency on the content lake.
// Figures only: nothing here passes or fails on timing.
//   SITE_URL=http://127.0.0.1:3000 CONTENT_LAKE_URL=http://127.0.0.1:3900 node bench/cms.ts
import { request } from 'node:http';
import { createContentClient } from '@shop/content/client';
import { contentConfig } from '@shop/content/config';
import { HOME_PAGE_QUERY } from '@shop/content/queries';

const site = new URL(process.env.SITE_URL ?? 'http://127.0.0.1:3000');
const requests = Number(process.env.BENCH_REQUESTS ?? 200);
const brands = ['dal', 'cgn', 'jdw', 'awl', 'fw', 'ihm', 'fsp', 'ccl', 'pma'];

/** Milliseconds from sending the request to the first byte of the body, for `<brand>.localhost` on the site's port. */
function ttfb(brand: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const req = request(
      { host: site.hostname, port: site.port, path: '/', headers: { host: `${brand}.localhost:${site.port}` } },
      (res) => {
        res.once('data', () => resolve(performance.now() - started));
        res.on('error', reject);
        res.resume();
        if (res.statusCode !== 200) reject(new Error(`${brand}: HTTP ${res.statusCode}`));
      },
    );
    req.setTimeout(30_000, () => req.destroy(new Error(`${brand}: timed out`)));
    req.on('error', reject);
    req.end();
  });
}

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

function report(label: string, samples: number[]): void {
  const sorted = [...samples].sort((a, b) => a - b);
  const f = (n: number) => `${n.toFixed(1)} ms`;
  console.log(
    `${label}: n=${sorted.length} p50 ${f(percentile(sorted, 50))}  p95 ${f(percentile(sorted, 95))}  max ${f(sorted.at(-1) ?? Number.NaN)}`,
  );
}

// Warm every brand's home page into the cache first: the figure is for cached pages.
for (const brand of brands) await ttfb(brand);
const pageSamples: number[] = [];
for (let n = 0; n < requests; n++) pageSamples.push(await ttfb(brands[n % brands.length] ?? 'dal'));
report(`cached home page TTFB (${site.origin}, ${brands.length} brands round-robin)`, pageSamples);

const client = createContentClient(contentConfig());
const querySamples: number[] = [];
for (let n = 0; n < requests; n++) {
  const started = performance.now();
  await client.fetch(HOME_PAGE_QUERY, { brand: brands[n % brands.length] ?? 'dal' });
  querySamples.push(performance.now() - started);
}
report(`home page query on the content lake (${contentConfig().apiHost ?? 'hosted'})`, querySamples);

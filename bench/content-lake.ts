// Latency of a typical page query against the local content lake: a home page with ten blocks that dereference
// products, promotions and images, over a 1,000-document dataset, through the real @sanity/client over HTTP.
// Figures only: nothing here passes or fails on timing.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createClient } from '@sanity/client';
import { createContentLake } from '@shop/content-lake/server';

const requests = Number(process.env.BENCH_REQUESTS ?? 500);
const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 8);
const dir = mkdtempSync(path.join(os.tmpdir(), 'content-lake-bench-'));
const token = 'bench-token';
const brands = ['dal', 'cgn', 'jdw', 'awl', 'fw', 'ihm', 'fsp', 'ccl', 'pma'];

function dataset(): Array<Record<string, unknown>> {
  const docs: Array<Record<string, unknown>> = [];
  for (let n = 0; n < 40; n++) {
    const sha = n.toString(16).padStart(40, '0');
    docs.push({
      _id: `image-${sha}-1200x800-jpg`,
      _type: 'sanity.imageAsset',
      url: `http://localhost:3900/images/shoplocal/production/${sha}-1200x800.jpg`,
      metadata: { dimensions: { width: 1200, height: 800, aspectRatio: 1.5 } },
    });
  }
  const image = (n: number) => ({
    _type: 'image',
    asset: { _type: 'reference', _ref: `image-${(n % 40).toString(16).padStart(40, '0')}-1200x800-jpg` },
  });
  for (let n = 0; n < 810; n++) {
    docs.push({
      _id: `product-${n}`,
      _type: 'productContent',
      brand: brands[n % 9],
      sku: `SKU${n}`,
      title: `Product ${n}`,
      image: image(n),
      description: 'Soft jersey with a relaxed fit. '.repeat(8),
    });
  }
  for (let n = 0; n < 60; n++)
    docs.push({
      _id: `promo-${n}`,
      _type: 'promotion',
      brand: brands[n % 9],
      headline: `Up to ${n}% off`,
      image: image(n),
    });
  const blockTypes = [
    'hero',
    'productGrid',
    'promoStrip',
    'richText',
    'productGrid',
    'categoryTiles',
    'hero',
    'productGrid',
    'promoStrip',
    'richText',
  ];
  let pageCount = 0;
  for (const brand of brands) {
    for (let p = 0; p < 10; p++) {
      const route = p === 0 ? '/' : `/page-${p}`;
      const blocks = blockTypes.map((type, b) => ({
        _key: `b${b}`,
        _type: type,
        heading: `Block ${b}`,
        image: image(b + p),
        promo: { _type: 'reference', _ref: `promo-${(b + p) % 60}` },
        products: Array.from({ length: 8 }, (_, i) => ({
          _key: `p${i}`,
          _type: 'reference',
          _ref: `product-${(pageCount * 8 + b * 8 + i) % 810}`,
        })),
        body: [
          { _key: 'x', _type: 'block', children: [{ _key: 'y', _type: 'span', text: 'Lorem ipsum '.repeat(20) }] },
        ],
      }));
      docs.push({ _id: `page-${brand}-${p}`, _type: 'page', brand, route, title: `${brand} ${route}`, blocks });
      pageCount++;
    }
  }
  return docs;
}

const HOME_QUERY = `*[_type == "page" && brand == $brand && route == $route][0]{
  _id, title, route,
  blocks[]{
    _key, _type, heading, body,
    "image": image.asset->{url, "dimensions": metadata.dimensions},
    _type == "promoStrip" => {"promo": promo->{headline, "image": image.asset->url}},
    _type in ["productGrid", "hero"] => {"products": products[]->{_id, sku, title, "image": image.asset->url}}
  }
}`;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

function report(label: string, values: number[]): void {
  const sorted = [...values].sort((a, b) => a - b);
  const p50 = percentile(sorted, 50).toFixed(1);
  const p95 = percentile(sorted, 95).toFixed(1);
  console.log(`  ${label}: p50 ${p50} ms, p95 ${p95} ms, max ${sorted.at(-1)?.toFixed(1)} ms`);
}

/** Runs the page query sequentially, then with `concurrency` callers, against a lake with or without its cache. */
async function measure(queryCache: boolean): Promise<void> {
  const datasetDir = path.join(dir, queryCache ? 'cached' : 'uncached');
  const silent = { debug() {}, info() {}, warn() {}, error() {} };
  const lake = createContentLake({
    port: 0,
    datasetDir,
    seedDir: null,
    webhookUrls: [],
    token,
    env: {},
    logger: silent,
    queryCache,
  });
  const { url } = await lake.listen();
  const docs = dataset();
  await lake.store.commit(
    docs.map((doc) => ({ createOrReplace: doc })),
    { author: 'bench' },
  );
  const client = createClient({
    projectId: 'shoplocal',
    dataset: 'production',
    apiHost: url,
    useProjectHostname: false,
    useCdn: false,
    apiVersion: '2025-02-19',
  });
  const ask = (n: number) => client.fetch(HOME_QUERY, { brand: brands[n % 9], route: '/' });
  const first = await ask(0);
  if (!first?.blocks?.[1]?.products?.[0]?.title) throw new Error('bench query returned no dereferenced products');
  for (let n = 0; n < 20; n++) await ask(n); // warm-up

  const sequential: number[] = [];
  for (let n = 0; n < requests; n++) {
    const started = performance.now();
    await ask(n);
    sequential.push(performance.now() - started);
  }
  const concurrent: number[] = [];
  let next = 0;
  const wallStart = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < requests) {
        const n = next++;
        const started = performance.now();
        await ask(n);
        concurrent.push(performance.now() - started);
      }
    }),
  );
  const perSecond = ((requests / (performance.now() - wallStart)) * 1000).toFixed(0);
  console.log(
    `${queryCache ? 'with' : 'without'} the result cache — ${docs.length} documents, home page with 10 blocks (${JSON.stringify(first).length} bytes of JSON):`,
  );
  report(`sequential, ${requests} requests`, sequential);
  report(`concurrency ${concurrency}, ${requests} requests, ${perSecond} req/s`, concurrent);
  await lake.close();
}

async function main(): Promise<void> {
  try {
    // Without the cache every request runs groq-js over all documents (a page after an edit, or a cold query).
    await measure(false);
    await measure(true);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

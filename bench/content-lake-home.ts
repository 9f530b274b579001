// Home page query latency on the real seed dataset (studio/seed/production.ndjson, imported by a fresh lake at
// start-up through CONTENT_SEED_DIR, as the shop's lake seeds itself), through @sanity/client with the site's own
// home-page query: lib/content's `withBlocks(pageBuilderProjection).homePage`, the exact string site/lib/content/reads.ts
// sends. Measured anonymously (the published perspective, as the public site reads) for every brand's home page:
// warm (the lake's result cache answers) and after an edit (each query preceded by an untimed commit, which clears
// that cache: the query the site runs right after an editor publishes). The lake runs as its own process.
// Figures only: nothing here passes or fails on timing.   node bench/content-lake-home.ts  (BENCH_REQUESTS)
import { readFileSync } from 'node:fs';
import { registerHooks } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadLine, report, startLakeProcess } from './content-lake-process.ts';

const requests = Number(process.env.BENCH_REQUESTS ?? 300);
const seedDir = path.resolve(import.meta.dirname, '../studio/seed');

// The block registry binds each block's GROQ projection to its React component (*.tsx), which Node cannot load. The
// projections do not need the components, so while importing the registry each *.tsx module is replaced by one that
// exports the same names as null. Nothing is rendered here.
registerHooks({
  load(url, context, nextLoad) {
    if (url.startsWith('file:') && url.endsWith('.tsx')) {
      const text = readFileSync(fileURLToPath(url), 'utf8');
      const names = [...text.matchAll(/^export (?:async )?(?:function|const|class) (\w+)/gm)].map((match) => match[1]);
      return {
        format: 'module',
        source: names.map((name) => `export const ${name} = null;`).join('\n'),
        shortCircuit: true,
      };
    }
    return nextLoad(url, context);
  },
});
const { pageBuilderProjection } = await import('@shop/blocks/registry');
const { withBlocks } = await import('@shop/content/queries');
const HOME_QUERY = withBlocks(pageBuilderProjection).homePage;

async function main(): Promise<void> {
  const lake = await startLakeProcess(seedDir);
  try {
    const brands = await lake.client.fetch<string[]>('array::unique(*[_type == "page" && kind == "home"].brand)');
    if (brands.length === 0) throw new Error(`no home pages in ${seedDir}`);
    const sizes: number[] = [];
    for (const brand of brands) {
      const page = await lake.anonymous.fetch<{ blocks?: unknown[] } | null>(HOME_QUERY, { brand });
      if (!page?.blocks?.length) throw new Error(`home query returned no blocks for ${brand}`);
      sizes.push(JSON.stringify(page).length);
    }
    const documents = await lake.client.fetch<number>('count(*)', {}, { perspective: 'raw' });
    const ask = (n: number) => lake.anonymous.fetch(HOME_QUERY, { brand: brands[n % brands.length] });
    for (let n = 0; n < 20; n++) await ask(n); // warm-up

    const warm: number[] = [];
    for (let n = 0; n < requests; n++) {
      const started = performance.now();
      await ask(n);
      warm.push(performance.now() - started);
    }
    const afterEdit: number[] = [];
    await lake.client.createOrReplace({ _id: 'bench.cache-buster', _type: 'benchMarker', n: 0 });
    for (let n = 0; n < requests; n++) {
      await lake.client.patch('bench.cache-buster').set({ n }).commit({ returnDocuments: false });
      const started = performance.now();
      await ask(n);
      afterEdit.push(performance.now() - started);
    }
    console.log(`content lake home query on the seed dataset — ${loadLine()}`);
    console.log(
      `  ${documents} documents (raw), ${brands.length} brands' home pages, ${Math.min(...sizes)}–${Math.max(...sizes)} bytes of JSON each, query ${HOME_QUERY.length} characters`,
    );
    report(`warm (result cache), ${requests} sequential requests`, warm);
    report(`right after an edit (cache cleared), ${requests} sequential requests`, afterEdit);
  } finally {
    await lake.stop();
  }
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);

// Lighthouse figures against a running shop (build and start it first, e.g. `./shop start`): for each brand, its home
// page, a category listing, a product page and the bag (empty: a first visit), in Lighthouse's defaults — mobile form
// factor, simulated throttling — with Debian's Chromium. Prints the performance score, LCP, CLS, TBT, FCP and the
// JavaScript transferred per page, the medians, and issue 19's figures beside them. Figures only: nothing here passes
// or fails on timing.
//   BENCH_SITE_PORT=3000 node bench/lighthouse.ts            (dal, ihm and pma)
//   node bench/lighthouse.ts --all                           (all nine brands; or BENCH_BRAND=all)
//   BENCH_BRAND=cgn,jdw BENCH_RUNS=1 node bench/lighthouse.ts --accessibility
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Flags, type Result } from 'lighthouse';
import { ALL_BRANDS, auditedPages, getPage, median } from './audited-pages.ts';

const DEFAULT_BRANDS = ['dal', 'ihm', 'pma'];

const { values } = parseArgs({
  options: {
    all: { type: 'boolean', default: false },
    brands: { type: 'string' },
    runs: { type: 'string' },
    accessibility: { type: 'boolean', default: false },
  },
});

const port = Number(process.env.BENCH_SITE_PORT ?? 3000);
const brandList = values.all ? 'all' : (values.brands ?? process.env.BENCH_BRAND ?? DEFAULT_BRANDS.join(','));
const brands =
  brandList === 'all'
    ? ALL_BRANDS
    : brandList
        .split(',')
        .map((code) => code.trim())
        .filter(Boolean);
for (const code of brands) if (!ALL_BRANDS.includes(code)) throw new Error(`unknown brand ${code}`);
/** Lighthouse runs per page; with more than one, the page's figures are the medians of its runs. */
const runs = Math.max(1, Number(values.runs ?? process.env.BENCH_RUNS ?? 3));
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const categories = values.accessibility ? ['performance', 'accessibility'] : ['performance'];

/** What issue 19 recorded (mobile, simulated, dal, ihm and pma), printed beside today's figures. */
const BASELINE = {
  scoreMedian: 95,
  home: { score: '88–93', lcp: '3.0–3.8 s', jsKb: 262 },
  product: { jsKb: 172 },
};

interface Figures {
  score: number;
  accessibility: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  fcpMs: number;
  jsBytes: number;
}

interface Row extends Figures {
  brand: string;
  page: string;
  path: string;
  note: string;
}

function numeric(lhr: Result, audit: string): number {
  return lhr.audits[audit]?.numericValue ?? Number.NaN;
}

/** Bytes transferred for scripts, from Lighthouse's resource summary (every script the page loaded). */
function scriptTransfer(lhr: Result): number {
  const details = lhr.audits['resource-summary']?.details;
  if (details?.type !== 'table') return Number.NaN;
  const script = details.items.find((item) => item.resourceType === 'script');
  return typeof script?.transferSize === 'number' ? script.transferSize : Number.NaN;
}

const categoryScore = (lhr: Result, id: string) => {
  const score = lhr.categories[id]?.score;
  return typeof score === 'number' ? score * 100 : Number.NaN;
};

async function audit(port: number, url: string): Promise<{ figures: Figures; note: string }> {
  const flags: Flags = { port, output: 'json', logLevel: 'error', onlyCategories: categories };
  const result = await lighthouse(url, flags);
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const lhr = result.lhr;
  const note = lhr.runtimeError ? `${lhr.runtimeError.code}` : (lhr.runWarnings[0] ?? '');
  return {
    figures: {
      score: categoryScore(lhr, 'performance'),
      accessibility: categoryScore(lhr, 'accessibility'),
      lcpMs: numeric(lhr, 'largest-contentful-paint'),
      cls: numeric(lhr, 'cumulative-layout-shift'),
      tbtMs: numeric(lhr, 'total-blocking-time'),
      fcpMs: numeric(lhr, 'first-contentful-paint'),
      jsBytes: scriptTransfer(lhr),
    },
    note,
  };
}

const keys: Array<keyof Figures> = ['score', 'accessibility', 'lcpMs', 'cls', 'tbtMs', 'fcpMs', 'jsBytes'];
function medianFigures(list: Figures[]): Figures {
  return Object.fromEntries(keys.map((key) => [key, median(list.map((f) => f[key]))])) as unknown as Figures;
}

const show = {
  score: (n: number) => (Number.isFinite(n) ? Math.round(n).toString() : '–'),
  seconds: (ms: number) => (Number.isFinite(ms) ? `${(ms / 1000).toFixed(2)} s` : '–'),
  ms: (ms: number) => (Number.isFinite(ms) ? `${Math.round(ms)} ms` : '–'),
  cls: (n: number) => (Number.isFinite(n) ? n.toFixed(3) : '–'),
  kb: (bytes: number) => (Number.isFinite(bytes) ? `${(bytes / 1024).toFixed(0)} kB` : '–'),
};

const columns = ['brand', 'page', 'perf', ...(values.accessibility ? ['a11y'] : []), 'LCP', 'CLS', 'TBT', 'FCP', 'JS'];
const widths = [8, 10, 5, ...(values.accessibility ? [5] : []), 9, 7, 8, 9, 8];
function line(cells: string[], tail = ''): string {
  return `${cells.map((cell, i) => (i < 2 ? cell.padEnd(widths[i] ?? 8) : cell.padStart(widths[i] ?? 8))).join(' ')}${tail ? `  ${tail}` : ''}`;
}
function cells(brand: string, page: string, f: Figures): string[] {
  return [
    brand,
    page,
    show.score(f.score),
    ...(values.accessibility ? [show.score(f.accessibility)] : []),
    show.seconds(f.lcpMs),
    show.cls(f.cls),
    show.ms(f.tbtMs),
    show.seconds(f.fcpMs),
    show.kb(f.jsBytes),
  ];
}

const chrome = await chromeLauncher.launch({
  chromePath,
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  logLevel: 'error',
});
const rows: Row[] = [];
const began = performance.now();
try {
  console.log(
    `lighthouse ${categories.join(' + ')} · mobile, simulated throttling (Lighthouse defaults) · ${chromePath} · ` +
      `port ${port} · ${brands.join(', ')} · ${runs} run${runs > 1 ? 's (medians)' : ''} per page`,
  );
  console.log(
    'JS: JavaScript transferred (all scripts, compressed as sent; kB = 1,024 bytes, as Lighthouse shows it)\n',
  );
  console.log(line(columns, 'path'));
  for (const brand of brands) {
    for (const { page, path } of await auditedPages(port, brand)) {
      await getPage(port, brand, path); // warm the server's caches for this page, untimed
      const measured: Figures[] = [];
      const notes: string[] = [];
      for (let i = 0; i < runs; i++) {
        const { figures, note } = await audit(chrome.port, `http://${brand}.localhost:${port}${path}`);
        measured.push(figures);
        if (note) notes.push(note);
      }
      const row: Row = { brand, page, path, note: [...new Set(notes)].join('; '), ...medianFigures(measured) };
      rows.push(row);
      console.log(line(cells(brand, page, row), `${path}${row.note ? `  (${row.note})` : ''}`));
    }
  }
} finally {
  chrome.kill();
}

console.log(`\nmedians (${rows.length} pages, ${((performance.now() - began) / 1000).toFixed(0)} s in all)`);
for (const page of ['home', 'category', 'product', 'bag']) {
  const ofPage = rows.filter((row) => row.page === page);
  if (ofPage.length) console.log(line(cells('median', page, medianFigures(ofPage))));
}
const all = medianFigures(rows);
console.log(line(cells('median', 'all', all)));

const homes = rows.filter((row) => row.page === 'home');
const range = (numbers: number[], format: (n: number) => string) => {
  const finite = numbers.filter((n) => Number.isFinite(n));
  if (!finite.length) return '–';
  const [low, high] = [format(Math.min(...finite)), format(Math.max(...finite))];
  return low === high ? low : `${low}–${high}`;
};
const homeMedian = medianFigures(homes);
const productMedian = medianFigures(rows.filter((row) => row.page === 'product'));
console.log('\nbaseline (issue 19: mobile, simulated, dal, ihm and pma) → today');
console.log(`  performance, median of all pages  ${BASELINE.scoreMedian} → ${show.score(all.score)}`);
console.log(
  `  performance, home                 ${BASELINE.home.score} → ${range(
    homes.map((row) => row.score),
    show.score,
  )}`,
);
console.log(
  `  LCP, home                         ${BASELINE.home.lcp} → ${range(
    homes.map((row) => row.lcpMs),
    (ms) => (ms / 1000).toFixed(1),
  )} s`,
);
console.log(`  JS transferred, home (median)     ${BASELINE.home.jsKb} kB → ${show.kb(homeMedian.jsBytes)}`);
console.log(`  JS transferred, product (median)  ${BASELINE.product.jsKb} kB → ${show.kb(productMedian.jsBytes)}`);
if (brands.join() !== DEFAULT_BRANDS.join()) console.log(`  (today's figures are for ${brands.join(', ')})`);

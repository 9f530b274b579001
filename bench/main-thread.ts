// The page's main thread in Chromium itself, slowed down as Lighthouse assumes a phone is (CPU four times slower), for
// comparing two builds where Lighthouse's simulated figures swing too much between runs to tell (bench/README.md).
// For each brand's home, category, product and bag page (as lighthouse.ts picks them), loads the page `--runs` times
// in a fresh mobile-sized context with a cold cache and reports, as medians over the loads: Total Blocking Time (the
// part over 50 ms of every long task after First Contentful Paint, as Lighthouse defines it, but observed rather than
// simulated), all long tasks' time, the longest task, their count, and FCP. Figures only: nothing passes or fails.
//   BENCH_SITE_PORT=3000 node bench/main-thread.ts                (dal, 14 loads per page)
//   node bench/main-thread.ts --brands dal,ihm --runs 8 --slowdown 4
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { ALL_BRANDS, auditedPages, median } from './audited-pages.ts';

const { values } = parseArgs({
  options: {
    brands: { type: 'string', default: 'dal' },
    runs: { type: 'string', default: '14' },
    slowdown: { type: 'string', default: '4' },
    /** How long to keep observing after the load event (hydration and the first fetches run then). */
    settle: { type: 'string', default: '2500' },
  },
});

const port = Number(process.env.BENCH_SITE_PORT ?? 3000);
const brands = values.brands === 'all' ? ALL_BRANDS : values.brands.split(',').map((code) => code.trim());
for (const code of brands) if (!ALL_BRANDS.includes(code)) throw new Error(`unknown brand ${code}`);
const runs = Math.max(1, Number(values.runs));
const slowdown = Math.max(1, Number(values.slowdown));
const settleMs = Math.max(0, Number(values.settle));

interface Load {
  tbtMs: number;
  longTasksMs: number;
  longestMs: number;
  longTasks: number;
  fcpMs: number;
}

declare global {
  interface Window {
    __longTasks?: Array<[start: number, duration: number]>;
  }
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  // Chromium resolves every *.localhost name to the loopback address itself.
  args: ['--no-sandbox', '--disable-gpu'],
});

async function load(brand: string, path: string): Promise<Load> {
  // Lighthouse's mobile screen (Moto G Power); a new context is a cold cache and no cookies: a first visit.
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
  });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
    await page.addInitScript(() => {
      window.__longTasks = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) window.__longTasks?.push([entry.startTime, entry.duration]);
      }).observe({ type: 'longtask', buffered: true });
    });
    await page.goto(`http://${brand}.localhost:${port}${path}`, { waitUntil: 'load' });
    await page.waitForTimeout(settleMs);
    return await page.evaluate(() => {
      const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
      const tasks = window.__longTasks ?? [];
      return {
        tbtMs: tasks
          .filter(([start]) => start >= fcp)
          .reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0),
        longTasksMs: tasks.reduce((sum, [, duration]) => sum + duration, 0),
        longestMs: Math.max(0, ...tasks.map(([, duration]) => duration)),
        longTasks: tasks.length,
        fcpMs: fcp,
      };
    });
  } finally {
    await context.close();
  }
}

const ms = (n: number) => `${Math.round(n)} ms`.padStart(8);
console.log(
  `main thread in Chromium · CPU ${slowdown}× slower · mobile viewport · port ${port} · ${runs} loads per page (medians)\n`,
);
console.log(
  `${'brand'.padEnd(6)} ${'page'.padEnd(9)} ${'TBT'.padStart(8)} ${'long'.padStart(8)} ${'longest'.padStart(8)}  n  ${'FCP'.padStart(8)}  path`,
);
try {
  for (const brand of brands) {
    for (const { page, path } of await auditedPages(port, brand)) {
      await load(brand, path); // warms the server's caches; not counted
      const loads: Load[] = [];
      for (let i = 0; i < runs; i++) loads.push(await load(brand, path));
      const m = (key: keyof Load) => median(loads.map((l) => l[key]));
      console.log(
        `${brand.padEnd(6)} ${page.padEnd(9)} ${ms(m('tbtMs'))} ${ms(m('longTasksMs'))} ${ms(m('longestMs'))} ${String(Math.round(m('longTasks'))).padStart(2)}  ${ms(m('fcpMs'))}  ${path}`,
      );
    }
  }
} finally {
  await browser.close();
}

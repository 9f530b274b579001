import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { dataCacheDir, pageCacheDir } from '../../site/lib/content/data-cache.ts';
import { COMPILE_HINT } from '../../site/lib/http/compile-hints.ts';
import { brandGet, brandUrl, lakeMutate, lakeQuery } from './support.ts';

// Public pages are served from the cache, the same HTML for every visitor (site/README.md, "Cached pages"); private
// pages stay per request. These tests read the answers as a CDN would, then check the two things one HTML for everyone
// must still get right: the cookie banner and a listing's query.

const CODE = 'dal';

async function firstHref(page: Page, path: string, pattern: RegExp): Promise<string> {
  await page.goto(brandUrl(CODE, path));
  const hrefs = await page.locator('a[href]').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  const href = hrefs.find((candidate) => pattern.test(candidate));
  expect(href, `a link matching ${pattern} on ${path}`).toBeTruthy();
  return href ?? '';
}

test('public pages answer from the cache with CDN headers; private pages stay private', async ({ page, request }) => {
  const category = await firstHref(page, '/', /^\/shop\/c\/[a-z0-9-]+$/);
  const product = await firstHref(page, category, /^\/shop\/p\/[a-z0-9-]+/);
  for (const path of [
    '/',
    category,
    `${category}?sort=price-low-high`,
    product,
    '/shop/s?q=dress',
    '/credit-explained',
  ]) {
    const first = await brandGet(request, CODE, path);
    expect(first.status(), path).toBe(200);
    expect(first.headers()['cache-control'], path).toMatch(/^s-maxage=\d+, stale-while-revalidate=\d+$/);
    // Asked again, it comes from the cache: fresh, or (cached by an earlier test over a minute ago) stale while it is
    // rendered again in the background.
    const again = await brandGet(request, CODE, path);
    expect([path, again.headers()['x-nextjs-cache']]).toEqual([path, expect.stringMatching(/^(HIT|STALE)$/)]);
    // Once a fresh answer has been kept, the site server's edge cache answers it, in brotli for a browser that takes
    // it (site/README.md, "Edge cache").
    await expect
      .poll(
        async () => {
          const kept = await brandGet(request, CODE, path, { headers: { 'accept-encoding': 'gzip, deflate, br' } });
          return [kept.headers()['x-edge-cache'], kept.headers()['content-encoding'], (await kept.text()).slice(0, 15)];
        },
        { message: path },
      )
      .toEqual(['HIT', 'br', '<!DOCTYPE html>']);
  }
  for (const path of ['/shop/bag', '/checkout/delivery-method', '/shop/myaccount/Overview.action']) {
    const answer = await brandGet(request, CODE, path, { maxRedirects: 0 });
    expect(answer.headers()['cache-control'] ?? '', path).toMatch(/private|no-store/);
    expect(answer.headers()['cache-control'] ?? '', path).not.toContain('s-maxage');
  }
});

test('a listing’s query is part of the cached page: tracking parameters share it, a sort does not', async ({
  page,
  request,
}) => {
  const category = await firstHref(page, '/', /^\/shop\/c\/[a-z0-9-]+$/);
  const productIds = async (path: string) => {
    await page.goto(brandUrl(CODE, path));
    return page
      .locator('main a[href^="/shop/p/"]')
      .evaluateAll((links) => [...new Set(links.map((a) => a.getAttribute('href')))]);
  };
  const byPrice = await productIds(`${category}?sort=price-low-high`);
  const byPriceDesc = await productIds(`${category}?sort=price-high-low`);
  expect(byPrice.length).toBeGreaterThan(1);
  expect(byPriceDesc).not.toEqual(byPrice);
  // A campaign link to the same listing is the same cached page.
  expect(await productIds(`${category}?utm_source=newsletter&sort=price-low-high&gclid=abc`)).toEqual(byPrice);
  const tracked = await brandGet(request, CODE, `${category}?sort=price-low-high&utm_campaign=sale`);
  expect(tracked.headers()['x-nextjs-cache']).toMatch(/^(HIT|STALE)$/);
  // And the site server's edge copy of the listing answers a campaign link it never saw (site/README.md, "Edge cache").
  await expect
    .poll(async () => {
      const listing = await brandGet(request, CODE, `${category}?sort=price-low-high`);
      const campaign = `${category}?utm_source=e2e-${Date.now().toString(36)}&sort=price-low-high&fbclid=x`;
      return [listing.headers()['x-edge-cache'], (await brandGet(request, CODE, campaign)).headers()['x-edge-cache']];
    })
    .toEqual(['HIT', 'HIT']);
  // The internal form of a folded query is no public address.
  const internal = await brandGet(request, CODE, `${category}/~c29ydD1wcmljZS1sb3ctaGlnaA`);
  expect(internal.status()).toBe(404);
});

test('a page renamed in the CMS leaves its old address at once, though the edge cache held it there', async ({
  request,
}) => {
  // A page of this test's own (`e2e.*` ids are left out of the CMS spec's sweep of every page).
  const stamp = Date.now().toString(36);
  const id = `e2e.page.${CODE}.moving-${stamp}`;
  const from = `/e2e-moving-${stamp}`;
  const to = `/e2e-moved-${stamp}`;
  const heading = `A page on the move ${stamp}`;
  await lakeMutate([
    {
      create: {
        _id: id,
        _type: 'page',
        brand: CODE,
        kind: 'content',
        title: heading,
        route: from,
        seo: { title: heading, description: 'A page the end-to-end tests move.', noindex: true },
        blocks: [{ _type: 'hero', _key: 'moving', heading, subheading: 'Here for a moment.', tone: 'light' }],
      },
    },
  ]);
  try {
    // The page at its first address, kept by the site server's edge cache (site/README.md, "Edge cache").
    await expect
      .poll(
        async () => {
          const answer = await brandGet(request, CODE, from);
          return [answer.status(), answer.headers()['x-edge-cache'] ?? 'none'];
        },
        { timeout: 15_000 },
      )
      .toEqual([200, 'HIT']);
    // Renamed: the lake's webhook names the old route too, so its cached copies go with the new route's.
    await lakeMutate([{ patch: { id, set: { route: to } } }]);
    await expect
      .poll(async () => (await brandGet(request, CODE, from)).status(), { timeout: 5_000, intervals: [250] })
      .toBe(404);
    const moved = await brandGet(request, CODE, to);
    expect(moved.status()).toBe(200);
    expect(await moved.text()).toContain(heading);
  } finally {
    await lakeMutate([{ delete: { id } }]);
  }
});

test('a crawler’s misses are cached in memory, not written to disk: each answers 404 from the cache when asked again', async ({
  request,
}) => {
  // Next.js's cache of rendered pages, on disk by default: one address's HTML, RSC and segments (about 250 kB) stayed
  // there until the next start, so distinct misses filled the disk without bound (site/next.config.ts).
  const siteDir = path.resolve(import.meta.dirname, '../../site');
  const stamp = `e2e-miss-${Date.now().toString(36)}`;
  const misses = Array.from({ length: 12 }, (_, i) => `/${stamp}-${i}`);
  for (const miss of misses) {
    const answer = await brandGet(request, CODE, miss);
    expect(answer.status(), miss).toBe(404);
    expect(await answer.text()).toMatch(/can(’|'|&#x27;)t find that page/i);
  }
  // Asked again, a miss is answered from the cache: a crawler's repeats cost no render.
  const again = await brandGet(request, CODE, misses[0] ?? '/');
  expect(again.status()).toBe(404);
  expect(again.headers()['x-nextjs-cache']).toMatch(/^(HIT|STALE)$/);
  const written = [pageCacheDir(siteDir), dataCacheDir(siteDir)]
    .filter((dir) => existsSync(dir))
    .flatMap((dir) => readdirSync(dir, { recursive: true, encoding: 'utf8' }))
    .filter((file) => file.includes(stamp));
  expect(written).toEqual([]);
});

/** Records, on every frame from the first, whether the cookie banner is painted. */
async function watchBanner(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen = { painted: false };
    (window as unknown as { bannerSeen: typeof seen }).bannerSeen = seen;
    const check = () => {
      const banner = document.querySelector<HTMLElement>('[data-testid="cookie-consent"]');
      if (banner && banner.getBoundingClientRect().height > 0 && getComputedStyle(banner).display !== 'none') {
        seen.painted = true;
      }
      if (document.readyState !== 'complete' || performance.now() < 3000) requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
  });
}

test('the cookie banner in the cached HTML never paints for a shopper who chose, and asks one who has not', async ({
  page,
  browser,
}) => {
  // This page's context starts with the choice made (playwright.config.ts's storage state).
  await watchBanner(page);
  await page.goto(brandUrl(CODE, '/'));
  await page.waitForLoadState('load');
  await page.waitForTimeout(500);
  expect(await page.evaluate(() => (window as unknown as { bannerSeen: { painted: boolean } }).bannerSeen)).toEqual({
    painted: false,
  });
  // The same HTML holds the banner: it was hidden before the body painted, then left out once the page had read the
  // cookie.
  const html = await (await brandGet(page.request, CODE, '/')).text();
  expect(html).toContain('data-testid="cookie-consent"');
  await expect(page.getByTestId('cookie-consent')).toHaveCount(0);

  const fresh = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const first = await fresh.newPage();
  await watchBanner(first);
  await first.goto(brandUrl(CODE, '/'));
  await expect(first.getByRole('region', { name: /cookies/i })).toBeVisible();
  expect(await first.evaluate(() => (window as unknown as { bannerSeen: { painted: boolean } }).bannerSeen)).toEqual({
    painted: true,
  });
  await fresh.close();
});

/** The purges the sandbox's CDN recorded for a surrogate key since a moment (the shop's CDN_PURGE_URL default). */
async function purgesSince(key: string, since: number): Promise<number> {
  const sandbox = process.env.SANDBOX_URL ?? 'http://127.0.0.1:3200';
  const response = await fetch(`${sandbox}/cdn/service/shop-local/purges?key=${encodeURIComponent(key)}`, {
    headers: { 'fastly-key': process.env.CDN_PURGE_TOKEN ?? 'shop-local-cdn-token' },
  });
  expect(response.ok).toBe(true);
  const { purges } = (await response.json()) as { purges: { at: string }[] };
  return purges.filter((purge) => Date.parse(purge.at) >= since).length;
}

test('a publish purges the CDN’s copies of a page by its surrogate key, and the page answers fresh at once', async ({
  request,
}) => {
  const route = '/help/delivery';
  // Its SEO title is the page's <title>.
  const doc = await lakeQuery<{ _id: string; title: string }>(
    '*[_type == "page" && brand == $brand && route == $route][0]{_id, "title": seo.title}',
    { brand: CODE, route },
  );
  const before = await brandGet(request, CODE, route);
  expect(before.headers()['surrogate-key']?.split(' ')).toEqual(
    expect.arrayContaining([`brand:${CODE}`, `route:${CODE}:${route}`]),
  );
  expect((await brandGet(request, CODE, route)).headers()['x-nextjs-cache']).toMatch(/^(HIT|STALE)$/);
  const since = Date.now();
  const title = `${doc.title} (revised ${since})`;
  await lakeMutate([{ patch: { id: doc._id, set: { 'seo.title': title } } }]);
  try {
    await expect.poll(() => purgesSince(`route:${CODE}:${route}`, since), { timeout: 10_000 }).toBeGreaterThan(0);
    // The origin's copy went with the same change: the next answer is the new page.
    await expect
      .poll(async () => (await (await brandGet(request, CODE, route)).text()).includes(`(revised ${since})`), {
        timeout: 5_000,
      })
      .toBe(true);
  } finally {
    await lakeMutate([{ patch: { id: doc._id, set: { 'seo.title': doc.title } } }]);
  }
});

test('every script a page loads carries V8’s compile hint, in brotli as in the plain file', async ({ request }) => {
  const html = await (await brandGet(request, CODE, '/')).text();
  const scripts = [
    ...new Set([...html.matchAll(/src="(\/_next\/static\/[^"]+\.js)"/g)].map((match) => match[1] ?? '')),
  ];
  expect(scripts.length).toBeGreaterThan(3);
  for (const script of scripts) {
    for (const coding of ['br', 'identity']) {
      const answer = await brandGet(request, CODE, script, { headers: { 'accept-encoding': coding } });
      expect([script, coding, answer.status()]).toEqual([script, coding, 200]);
      // The site server's precompressed copy, not Next.js's plain file, for a browser that takes brotli.
      expect([script, answer.headers()['content-encoding']]).toEqual([script, coding === 'br' ? 'br' : undefined]);
      // Playwright decodes the brotli; the first line is what Chromium reads before it compiles the script.
      expect((await answer.text()).split('\n', 1)[0], `${script} (${coding})`).toBe(COMPILE_HINT);
    }
  }
});

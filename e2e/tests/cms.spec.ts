import { expect, test } from '@playwright/test';
import { brandCodes, brandGet, brandUrl, expectNoSeriousAxeViolations, keepScreenshot } from './support.ts';

// The CMS-driven pages, read from the local Content Lake the started shop uses (seeded from studio/seed).
const lakeUrl = process.env.CONTENT_LAKE_URL ?? 'http://127.0.0.1:3900';
const lakeToken = process.env.CONTENT_LAKE_TOKEN ?? 'local-dev-token-change-me';
const api = `${lakeUrl}/v2025-02-19/data`;

async function lakeQuery<T>(query: string, params: Record<string, string> = {}): Promise<T> {
  const search = new URLSearchParams({ query });
  for (const [name, value] of Object.entries(params)) search.set(`$${name}`, JSON.stringify(value));
  const response = await fetch(`${api}/query/production?${search}`);
  expect(response.ok, `lake query ${query}`).toBe(true);
  return ((await response.json()) as { result: T }).result;
}

async function mutate(mutations: unknown[]): Promise<void> {
  const response = await fetch(`${api}/mutate/production`, {
    method: 'POST',
    headers: { authorization: `Bearer ${lakeToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({ mutations }),
  });
  expect(response.ok, await response.text()).toBe(true);
}

const h1Text = (html: string) =>
  /<h1[^>]*>(.*?)<\/h1>/s
    .exec(html)?.[1]
    ?.replace(/<[^>]+>/g, '')
    .trim() ?? '';

test.describe('CMS pages', () => {
  test('every brand’s home page renders its own block composition in its own theme', async ({ page }, testInfo) => {
    test.setTimeout(180_000);
    const compositions = new Map<string, string>();
    for (const code of brandCodes) {
      const response = await page.goto(brandUrl(code));
      expect(response?.status()).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('data-brand', code);
      const article = page.locator('main article[data-cms-route="/"]');
      await expect(article).toBeVisible();
      const composition = (await article.getAttribute('data-cms-blocks')) ?? '';
      expect(composition.split(' ').length, `${code} blocks`).toBeGreaterThanOrEqual(6);
      // The editors' hero heading from the dataset is what the shopper sees.
      const hero = await lakeQuery<string>(
        '*[_type == "page" && brand == $brand && route == "/"][0].blocks[_type == "hero"][0].heading',
        {
          brand: code,
        },
      );
      await expect(page.getByRole('heading', { name: hero })).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      compositions.set(code, composition);
      if (code === 'dal' || code === 'jdw') await keepScreenshot(page, testInfo, `${code}-cms-home`);
    }
    expect(new Set(compositions.values()).size).toBe(brandCodes.length);
  });

  // About 15 pages a brand, each with an axe run: the help pages (help centre, delivery, returns, contact, terms,
  // privacy, cookies, credit, size guide) and the rest in two tests, so the two workers share them.
  const parts = [
    { name: 'help', has: (route: string) => route.startsWith('/help'), atLeast: 8 },
    { name: 'other', has: (route: string) => !route.startsWith('/help'), atLeast: 3 },
  ];
  for (const code of brandCodes) {
    for (const part of parts) {
      test(`every ${code} ${part.name} page in the dataset answers 200 with no serious accessibility violations`, async ({
        page,
      }) => {
        test.setTimeout(300_000);
        // Not the pages other specs create for a moment (ids `e2e.*`, cached-pages.spec.ts).
        const routes = (
          await lakeQuery<Array<{ _id: string; route: string }>>(
            '*[_type == "page" && brand == $brand] | order(route asc){_id, route}',
            { brand: code },
          )
        )
          .filter((page) => !page._id.startsWith('e2e.'))
          .map((page) => page.route)
          .filter(part.has);
        expect(routes.length).toBeGreaterThanOrEqual(part.atLeast);
        for (const route of routes) {
          const response = await page.goto(brandUrl(code, route));
          expect(response?.status(), `${code} ${route}`).toBe(200);
          await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
          await expectNoSeriousAxeViolations(page);
        }
      });
    }
  }

  test('an unknown content route is a branded 404', async ({ page }) => {
    for (const path of ['/help/no-such-page', '/about/us/team', '/Help/Delivery']) {
      const response = await page.goto(brandUrl('fw', path));
      expect(response?.status(), path).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(/can't find that page/i);
    }
    // A category landing's route belongs to the category page, and a landing is never served as a content page.
    const response = await page.goto(brandUrl('ihm', '/shop/c/sofas'));
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sofas');
  });

  test('a published change on the lake shows on that brand’s home page within 5 seconds, and only there', async ({
    request,
  }) => {
    // fw, not dal: the Studio spec edits dal's home page, possibly at the same time.
    const key = await lakeQuery<string>('*[_id == "page.fw.home"][0].blocks[_type == "hero"][0]._key');
    const original = await lakeQuery<string>('*[_id == "page.fw.home"][0].blocks[_type == "hero"][0].heading');
    const coganBefore = h1Text(await (await brandGet(request, 'cgn')).text());
    expect(coganBefore).not.toBe('');
    // Warm the cache so the change has to come through invalidation, not a first render.
    expect(h1Text(await (await brandGet(request, 'fw')).text())).toBe(original);

    const heading = `Curves, celebrated ${Date.now()}`;
    await mutate([{ patch: { id: 'page.fw.home', set: { [`blocks[_key=="${key}"].heading`]: heading } } }]);
    try {
      await expect
        .poll(async () => h1Text(await (await brandGet(request, 'fw')).text()), { timeout: 5_000, intervals: [250] })
        .toBe(heading);
      expect(h1Text(await (await brandGet(request, 'cgn')).text())).toBe(coganBefore);
    } finally {
      await mutate([{ patch: { id: 'page.fw.home', set: { [`blocks[_key=="${key}"].heading`]: original } } }]);
    }
  });

  test('banner terms and bag content answer from the CMS', async ({ request }) => {
    const terms = await brandGet(request, 'dal', '/api/cms/banner-terms?name=knitwear-event');
    expect(terms.status()).toBe(200);
    expect(await terms.json()).toMatchObject({ name: 'knitwear-event', title: 'Up to 30% off knitwear' });
    expect((await brandGet(request, 'dal', '/api/cms/banner-terms?name=nope')).status()).toBe(404);
    expect((await brandGet(request, 'dal', '/api/cms/banner-terms')).status()).toBe(400);
    const bag = await brandGet(request, 'cgn', '/api/cms/bag');
    expect(bag.status()).toBe(200);
    expect(await bag.json()).toMatchObject({ emptyMessage: { ctaHref: '/shop/c/shirts' } });
  });
});

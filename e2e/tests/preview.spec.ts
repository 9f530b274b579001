import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { brandUrl, createPreviewSecret, enablePath, expectNoSeriousAxeViolations, keepScreenshot } from './support.ts';

// The editor's preview: draft mode switched on with a Presentation-style secret stored in the lake, drafts shown
// (with click-to-edit attributes, live refresh and the preview bar) only to that browser, never to a visitor.
const lakeUrl = process.env.CONTENT_LAKE_URL ?? 'http://127.0.0.1:3900';
const lakeToken = process.env.CONTENT_LAKE_TOKEN ?? 'local-dev-token-change-me';
const api = `${lakeUrl}/v2025-02-19/data`;
// Its own brand: the Studio spec edits dal's home page and the CMS spec publishes to it, possibly at the same time.
const BRAND = 'cgn';
const HOME = `page.${BRAND}.home`;

interface Block {
  _key: string;
  _type: string;
  heading?: string;
}
interface PageDocument {
  _id: string;
  _type: string;
  blocks: Block[];
  [field: string]: unknown;
}

async function mutate(mutations: unknown[]): Promise<void> {
  const response = await fetch(`${api}/mutate/production`, {
    method: 'POST',
    headers: { authorization: `Bearer ${lakeToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({ mutations }),
  });
  expect(response.ok, await response.text()).toBe(true);
}

async function publishedHome(): Promise<PageDocument> {
  const response = await fetch(`${api}/doc/production/${HOME}`, { headers: { authorization: `Bearer ${lakeToken}` } });
  expect(response.ok).toBe(true);
  const { documents } = (await response.json()) as { documents: PageDocument[] };
  const [doc] = documents;
  if (!doc) throw new Error(`${HOME} is missing from the lake`);
  return doc;
}

/** A request to a brand's host from Node, which (unlike Chromium) does not resolve `*.localhost` itself. */
function brandGet(request: APIRequestContext, path: string, headers: Record<string, string> = {}) {
  const url = new URL(brandUrl(BRAND, path));
  return request.get(`http://127.0.0.1:${url.port}${url.pathname}${url.search}`, {
    headers: { host: url.host, ...headers },
    maxRedirects: 0,
  });
}

const heroHeading = (page: Page) => page.locator('main h1');

/** The published page (another spec may be changing its heading at the same time, so: not the draft, not empty). */
async function expectPublishedHome(page: Page, ...drafts: string[]): Promise<void> {
  await expect(heroHeading(page)).toHaveText(/\S/);
  for (const draft of drafts) await expect(heroHeading(page)).not.toHaveText(draft);
  await expect(page.locator('[data-sanity]')).toHaveCount(0);
  await expect(page.getByRole('complementary', { name: 'Preview' })).toHaveCount(0);
}

test.describe('editor preview (draft mode)', () => {
  let secret: { id: string; secret: string };
  let hero: Block;
  let draftHeading: string;

  test.beforeAll(async () => {
    secret = await createPreviewSecret();
    const published = await publishedHome();
    const found = published.blocks.find((block) => block._type === 'hero');
    if (!found?.heading) throw new Error(`the ${BRAND} home page has no hero`);
    hero = found;
    draftHeading = `Draft only ${Date.now()}`;
    const { _rev, _createdAt, _updatedAt, ...fields } = published;
    await mutate([
      {
        createOrReplace: {
          ...fields,
          _id: `drafts.${HOME}`,
          blocks: published.blocks.map((block) =>
            block._key === hero._key ? { ...block, heading: draftHeading } : block,
          ),
        },
      },
    ]);
  });

  test.afterAll(async () => {
    await mutate([{ delete: { id: `drafts.${HOME}` } }, { delete: { id: secret.id } }]);
  });

  test('a wrong secret is refused and switches nothing on; live updates need draft mode', async ({ request }) => {
    const wrong = await brandGet(request, enablePath('not-the-secret'));
    expect(wrong.status()).toBe(401);
    expect(wrong.headers()['set-cookie'] ?? '').not.toContain('__prerender_bypass');
    const missing = await brandGet(request, '/api/draft-mode/enable');
    expect(missing.status()).toBe(401);
    const live = await brandGet(request, '/api/draft-mode/live');
    expect(live.status()).toBe(401);
    expect(await live.json()).toMatchObject({ code: 'PREVIEW_REQUIRED' });
  });

  test('a visitor sees the published page: no draft, no editing attributes, no preview code', async ({ page }) => {
    const scripts: Promise<string>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response.text().catch(() => ''));
    });
    // The preview parameter alone grants nothing.
    await page.goto(brandUrl(BRAND, '/?vse=drafts'));
    await expectPublishedHome(page, draftHeading);
    await expect(page.getByText(draftHeading)).toHaveCount(0);
    const bodies = await Promise.all(scripts);
    expect(bodies.length).toBeGreaterThan(0);
    expect(bodies.filter((body) => body.includes('/api/draft-mode/live'))).toEqual([]);
  });

  test('the editor previews drafts live with click-to-edit attributes, keeps vse, and exits', async ({
    page,
    browser,
  }, testInfo) => {
    test.setTimeout(90_000);
    const scripts: Promise<string>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response.text().catch(() => ''));
    });
    const enabled = await page.goto(brandUrl(BRAND, enablePath(secret.secret)));
    expect(enabled?.status()).toBe(200);
    // Landed on the home page, marked with the spec's preview parameter.
    expect(new URL(page.url()).pathname).toBe('/');
    expect(new URL(page.url()).searchParams.get('vse')).toBe('drafts');
    const cookies = await page.context().cookies(brandUrl(BRAND));
    expect(cookies.find((cookie) => cookie.name === '__prerender_bypass')?.httpOnly).toBe(true);

    // The draft, not the published heading.
    await expect(heroHeading(page)).toHaveText(draftHeading);
    // Click-to-edit: the hero block and its heading name the published document and the field path.
    const attribute = await heroHeading(page).getAttribute('data-sanity');
    expect(attribute).toContain(`id=${HOME}`);
    expect(attribute).toContain('type=page');
    // Sanity's encoded path for blocks[_key=="…"].heading.
    expect(attribute).toContain(`path=blocks:${hero._key}.heading`);
    expect(await page.locator('main [data-sanity]').count()).toBeGreaterThan(5);
    expect(await page.locator('[data-block-type] > [data-sanity]').count()).toBe(
      await page.locator('[data-block-type]').count(),
    );
    expect((await Promise.all(scripts)).some((body) => body.includes('/api/draft-mode/live'))).toBe(true);

    // The preview bar: a status region that reaches "connected" through the live stream.
    const bar = page.getByRole('complementary', { name: 'Preview' });
    await expect(bar).toHaveAttribute('data-preview-connection', 'connected');
    await expect(bar.getByRole('status')).toContainText('Live: saved changes appear here.');
    await expect(bar.getByRole('link', { name: 'Exit preview' })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await bar.screenshot({ path: testInfo.outputPath('preview-bar.png') });
    await keepScreenshot(page, testInfo, `${BRAND}-preview-home`);

    // A saved draft change reaches the open preview by itself (live event → server refresh), no reload.
    await page.evaluate(() => {
      (window as unknown as { previewMarker: boolean }).previewMarker = true;
    });
    const liveHeading = `${draftHeading} (edited)`;
    const savedAt = Date.now();
    await mutate([{ patch: { id: `drafts.${HOME}`, set: { [`blocks[_key=="${hero._key}"].heading`]: liveHeading } } }]);
    await expect(heroHeading(page)).toHaveText(liveHeading, { timeout: 5_000 });
    const refreshMs = Date.now() - savedAt;
    testInfo.annotations.push({ type: 'save → preview refresh', description: `${refreshMs} ms` });
    console.log(`[preview] draft save → preview shows it: ${refreshMs} ms`);
    expect(await page.evaluate(() => (window as unknown as { previewMarker?: boolean }).previewMarker)).toBe(true);

    // A visitor in another browser still sees only the published page.
    const visitor = await browser.newContext();
    const visitorPage = await visitor.newPage();
    await visitorPage.goto(brandUrl(BRAND));
    await expectPublishedHome(visitorPage, draftHeading, liveHeading);
    await visitor.close();

    // vse is kept in session storage and put back on later paths (client-side navigation).
    expect(await page.evaluate(() => sessionStorage.getItem('shop.preview.vse'))).toBe('drafts');
    const category = page.locator('header a[href^="/shop/c/"]').filter({ visible: true }).first();
    const categoryPath = (await category.getAttribute('href')) ?? '';
    await category.click();
    await expect(page).toHaveURL((url) => url.pathname === categoryPath && url.searchParams.get('vse') === 'drafts');
    await expect(bar).toBeVisible();

    // Exit preview: back on the same page as a visitor, with no preview parameter, bar or drafts.
    await bar.getByRole('link', { name: 'Exit preview' }).click();
    await expect(page).toHaveURL((url) => url.pathname === categoryPath && !url.searchParams.has('vse'));
    await expect(page.getByRole('complementary', { name: 'Preview' })).toHaveCount(0);
    expect((await page.context().cookies(brandUrl(BRAND))).map((cookie) => cookie.name)).not.toContain(
      '__prerender_bypass',
    );
    expect(await page.evaluate(() => sessionStorage.getItem('shop.preview.vse'))).toBeNull();
    await page.goto(brandUrl(BRAND));
    await expectPublishedHome(page, draftHeading, liveHeading);
  });

  test('the preview bar says when live updates fail, and connects again on "Try again"', async ({ page }, testInfo) => {
    // The relay refuses (as when the lake is down): the stream closes for good, so the state is failed at once.
    await page.route('**/api/draft-mode/live', (route) =>
      route.fulfill({ status: 503, contentType: 'application/json', body: '{"code":"CONTENT_UNAVAILABLE"}' }),
    );
    await page.goto(brandUrl(BRAND, enablePath(secret.secret)));
    const bar = page.getByRole('complementary', { name: 'Preview' });
    await expect(bar).toHaveAttribute('data-preview-connection', 'failed');
    await expect(bar.getByRole('status')).toContainText('Live updates are unavailable.');
    await expectNoSeriousAxeViolations(page);
    await bar.screenshot({ path: testInfo.outputPath('preview-bar-failed.png') });
    await page.unroute('**/api/draft-mode/live');
    await bar.getByRole('button', { name: 'Try again' }).click();
    await expect(bar).toHaveAttribute('data-preview-connection', 'connected');
    await expect(bar.getByRole('button', { name: 'Try again' })).toHaveCount(0);
  });
});

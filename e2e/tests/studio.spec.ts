import { createHash } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';
import { expect, type Locator, type Page, test } from '@playwright/test';
import {
  blockExternalRequests,
  expectStayedLocal,
  HOME,
  heroOf,
  lakeActions,
  lakeDocument,
  lakeDocuments,
  lakeUrl,
  loggedIn,
  loginToken,
  removeRelease,
  restorePage,
  studioUrl,
  watchLakeLog,
} from './studio-support.ts';
import { brandUrl, expectNoSeriousAxeViolations, keepScreenshot } from './support.ts';

// The real, unmodified Sanity Studio (studio/dist served on :3333) against the local Content Lake, with every
// request that would leave the machine blocked: log in through the lake's provider page, edit the Dalby home page's
// hero heading, publish, and see it in the lake and on the public page; the same through the Presentation tool with
// the site's draft preview in its frame; upload a picture into the hero; unpublish a page and publish it again; two
// Studio windows on one document; the home page in a release's perspective. Every test also fails when the lake
// answered one of its requests with "not implemented". The marketer's releases, banners and the product template are
// in studio-releases.spec.ts, which runs beside this file: the two edit different documents.

// These tests edit the dal home page in turn: run them one after another, in one worker.
test.describe.configure({ mode: 'default' });

test('an editor logs in, edits the dal home hero heading and publishes it', async ({ page }, testInfo) => {
  test.setTimeout(180_000);
  const blocked = await blockExternalRequests(page);
  const unimplemented = watchLakeLog();
  // The Studio pings the lake to measure its HTTP version (studio/README.md, "HTTP/1.1 notice").
  const protocolCheck = page.waitForResponse((response) => response.url().includes('tag=sanity.studio.protocol-check'));
  // The Studio asks for each hosted upsell "journey" once per mount; a client that answered a new object on each read
  // once made it ask about 60 times a second, which starved validation and kept Publish disabled.
  let journeys = 0;
  page.on('request', (request) => {
    if (request.url().includes('/journey/')) journeys += 1;
  });
  const before = (await lakeDocuments([HOME])).get(HOME);
  const hero = heroOf(before);
  if (!before || !hero?.heading) throw new Error('the seed dal home page has no hero heading');
  const original = hero.heading;
  const edited = `Made to fit, edited ${Date.now().toString(36)}`;

  try {
    // Logged out: the Studio sends the browser straight to the lake's single login provider.
    await page.goto(`${studioUrl}/`);
    await expect(page.getByRole('heading', { name: 'Log in to the local Content Lake' })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await page.getByRole('button', { name: /Eden Editor/ }).click();
    await loggedIn(page);

    await page.goto(`${studioUrl}/structure/dal;dal-page;${HOME}`);
    await expect(page.getByText('Dalby home page').first()).toBeVisible({ timeout: 30_000 });
    await page.getByText(original, { exact: true }).first().click();
    const heading = page.getByLabel('Heading', { exact: true }).first();
    await expect(heading).toBeEditable({ timeout: 30_000 });
    await heading.fill(edited);
    // The edit lands in the draft; the published page is untouched.
    await expect
      .poll(async () => heroOf((await lakeDocuments([`drafts.${HOME}`])).get(`drafts.${HOME}`))?.heading, {
        timeout: 15_000,
      })
      .toBe(edited);
    expect(heroOf((await lakeDocuments([HOME])).get(HOME))?.heading).toBe(original);
    await page.keyboard.press('Escape');
    await keepScreenshot(page, testInfo, 'studio-edited');

    await page.getByTestId('action-publish').click();
    await expect
      .poll(
        async () => {
          const docs = await lakeDocuments([HOME, `drafts.${HOME}`]);
          return { published: heroOf(docs.get(HOME))?.heading, draft: docs.has(`drafts.${HOME}`) };
        },
        { timeout: 20_000 },
      )
      .toEqual({ published: edited, draft: false });
    await expect(page.getByTestId('action-publish')).toBeDisabled();
    testInfo.annotations.push({ type: 'journey requests in the Studio', description: String(journeys) });
    expect(journeys, 'upsell journey requests: a re-render loop asks dozens a second').toBeLessThan(60);
    // Measured long before the publish, and no "outdated HTTP protocol" warning came of it.
    expect((await protocolCheck).ok()).toBe(true);
    await expect(page.getByText(/outdated HTTP protocol|got your brakes on/)).toHaveCount(0);
    await keepScreenshot(page, testInfo, 'studio-published');

    // The public page follows through the lake's revalidation webhook.
    const visitor = await page.context().browser()?.newPage();
    if (!visitor) throw new Error('no browser');
    await expect
      .poll(
        async () => {
          await visitor.goto(brandUrl('dal', '/'));
          return visitor.getByRole('heading', { name: edited }).count();
        },
        { timeout: 20_000 },
      )
      .toBeGreaterThan(0);
    await visitor.close();
  } finally {
    // Put the seed page back for the other specs, and drop any draft left by a failure before the publish.
    await restorePage(before);
  }

  expectStayedLocal(blocked, unimplemented);
});

/** The page's `main h1` (the hero heading) as the public sees it, read afresh. */
async function publicHeading(visitor: Page): Promise<string | null> {
  await visitor.goto(brandUrl('dal', '/'));
  return (await visitor.locator('main h1').allTextContents())[0] ?? null;
}

/** Which of `names` the page's headings show, in page order (a page without a hero has a visually hidden h1). */
function headingOrder(main: Locator, names: string[]): Promise<string[]> {
  return main.evaluate(
    (element, wanted) =>
      [...element.querySelectorAll('h1, h2')]
        .map((heading) => heading.textContent?.trim() ?? '')
        .filter((text) => wanted.includes(text)),
    names,
  );
}

/** headingOrder in Presentation's frame, which reloads as the draft changes: a frame detached mid-read shows none, and
 * expect.poll reads it again (a thrown error would end the poll). */
function previewHeadingOrder(main: Locator, names: string[]): Promise<string[]> {
  return headingOrder(main, names).catch((error: Error) => {
    if (/detached|destroyed|navigat/i.test(error.message)) return [];
    throw error;
  });
}

async function publicHeadingOrder(visitor: Page, names: string[]): Promise<string[]> {
  await visitor.goto(brandUrl('dal', '/'));
  return headingOrder(visitor.locator('main'), names);
}

test('Presentation shows the draft live in the preview frame, the public page only after publishing', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(180_000);
  const blocked = await blockExternalRequests(page);
  const unimplemented = watchLakeLog();
  const before = (await lakeDocuments([HOME])).get(HOME);
  const original = heroOf(before)?.heading;
  if (!before || !original) throw new Error('the seed dal home page has no hero heading');
  const edited = `Previewed live ${Date.now().toString(36)}`;
  // A visitor in their own browser context (no Studio, no draft-mode cookie).
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  const publicBefore = await publicHeading(visitor);
  expect(publicBefore).toBeTruthy();

  try {
    await page.goto(`${studioUrl}/`);
    await page.getByRole('button', { name: /Eden Editor/ }).click();
    await loggedIn(page);

    // The Presentation tool on the dal home page: the site in its frame, in draft mode, connected to the Studio.
    await page.goto(`${studioUrl}/presentation/page/${HOME}?preview=%2F`);
    const frameElement = page.locator('iframe').first();
    await expect(frameElement).toHaveAttribute('src', /^http:\/\/dal\.localhost:\d+\//, { timeout: 30_000 });
    const site = page.frameLocator('iframe').first();
    await expect(site.getByRole('complementary', { name: 'Preview' })).toHaveAttribute(
      'data-preview-connection',
      'connected',
      { timeout: 30_000 },
    );
    await expect(site.locator('main h1').first()).toHaveText(original);
    await expect(site.locator('[data-sanity]').first()).toBeAttached();
    await expect(page.getByText(/Unable to connect/)).toHaveCount(0);
    const heading = page.getByLabel('Heading', { exact: true }).first();
    await page.getByText(original, { exact: true }).first().click();
    await expect(heading).toBeEditable({ timeout: 30_000 });
    await keepScreenshot(page, testInfo, 'presentation-open');

    // Edit in the form: the frame shows the draft (the 2 s target is a printed figure, not a timed assertion: a
    // loaded CI machine must not fail the suite); the public page does not.
    await heading.fill(edited);
    const typed = Date.now();
    await expect(site.locator('main h1').first()).toHaveText(edited, { timeout: 10_000 });
    const refreshMs = Date.now() - typed;
    testInfo.annotations.push({ type: 'edit → preview refresh (ms)', description: String(refreshMs) });
    console.log(`[presentation] edit → preview refresh: ${refreshMs} ms`);
    await expect(page.getByText(/Unable to connect/)).toHaveCount(0);
    await keepScreenshot(page, testInfo, 'presentation-draft');
    expect(await publicHeading(visitor)).toBe(publicBefore);
    await expect(visitor.getByRole('complementary', { name: 'Preview' })).toHaveCount(0);

    // Publish from the Presentation tool's document pane: the public page follows.
    await page.keyboard.press('Escape');
    await page.getByTestId('action-publish').click();
    await expect
      .poll(async () => heroOf((await lakeDocuments([HOME])).get(HOME))?.heading, { timeout: 20_000 })
      .toBe(edited);
    await expect.poll(() => publicHeading(visitor), { timeout: 20_000 }).toBe(edited);
    await expect(site.locator('main h1').first()).toHaveText(edited);
    await keepScreenshot(page, testInfo, 'presentation-published');
  } finally {
    // Put the seed page back for the other specs; the public page follows.
    await restorePage(before);
  }
  expect((await lakeDocuments([HOME])).get(HOME)?.blocks).toEqual(before.blocks);
  await expect.poll(() => publicHeading(visitor), { timeout: 20_000 }).toBe(original);
  await visitorContext.close();

  expectStayedLocal(blocked, unimplemented);
});

/** The Presentation tool on the dal home page, once the site in its frame is connected in draft mode. */
async function openPresentation(page: Page) {
  await page.goto(`${studioUrl}/presentation/page/${HOME}?preview=%2F`);
  const site = page.frameLocator('iframe').first();
  await expect(site.getByRole('complementary', { name: 'Preview' })).toHaveAttribute(
    'data-preview-connection',
    'connected',
    { timeout: 30_000 },
  );
  return site;
}

test('Presentation: reordering two blocks shows in the preview, and on the public page once published', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(180_000);
  const blocked = await blockExternalRequests(page);
  const unimplemented = watchLakeLog();
  const before = (await lakeDocuments([HOME])).get(HOME);
  const [first, second] = before?.blocks ?? [];
  const original = heroOf(before)?.heading;
  if (!before || !first || !second || first._type !== 'hero' || !original) throw new Error('unexpected seed home');
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  const CATEGORIES = 'Shop by category';

  try {
    await page.goto(`${studioUrl}/`);
    await page.getByRole('button', { name: /Eden Editor/ }).click();
    await loggedIn(page);
    const site = await openPresentation(page);
    await expect
      .poll(() => previewHeadingOrder(site.locator('main'), [original, CATEGORIES]))
      .toEqual([original, CATEGORIES]);

    // Drag the second block above the hero by its drag handle, which sits left of the item's preview in the form.
    const secondTitle = page.getByText(CATEGORIES, { exact: true }).first();
    const firstTitle = page.getByText(original, { exact: true }).first();
    await secondTitle.scrollIntoViewIfNeeded();
    const from = await secondTitle.boundingBox();
    const to = await firstTitle.boundingBox();
    if (!from || !to) throw new Error('the page blocks are not shown');
    const handleX = from.x - 66;
    await page.mouse.move(handleX, from.y + 8);
    await page.mouse.down();
    await page.mouse.move(handleX, from.y, { steps: 4 });
    await page.mouse.move(handleX, to.y - 12, { steps: 12 });
    await page.mouse.up();
    await expect
      .poll(async () => (await lakeDocuments([`drafts.${HOME}`])).get(`drafts.${HOME}`)?.blocks.map((b) => b._key), {
        timeout: 15_000,
      })
      .toEqual([second._key, first._key, ...before.blocks.slice(2).map((b) => b._key)]);
    // The frame renders the draft again (uncached, in draft mode): on a loaded 2-core machine that took over 5 s once.
    await expect
      .poll(() => previewHeadingOrder(site.locator('main'), [original, CATEGORIES]), { timeout: 20_000 })
      .toEqual([CATEGORIES, original]);
    await keepScreenshot(page, testInfo, 'presentation-reordered');
    expect(await publicHeadingOrder(visitor, [original, CATEGORIES])).not.toEqual([CATEGORIES, original]);

    await page.getByTestId('action-publish').click();
    await expect
      .poll(async () => (await lakeDocuments([HOME])).get(HOME)?.blocks[0]?._key, { timeout: 20_000 })
      .toBe(second._key);
    // The hero is no longer first on the public page either.
    await expect
      .poll(() => publicHeadingOrder(visitor, [original, CATEGORIES]), { timeout: 20_000 })
      .toEqual([CATEGORIES, original]);

    await keepScreenshot(page, testInfo, 'presentation-reorder-published');
  } finally {
    await restorePage(before);
  }
  expect((await lakeDocuments([HOME])).get(HOME)?.blocks).toEqual(before.blocks);
  await expect
    .poll(() => publicHeadingOrder(visitor, [original, CATEGORIES]), { timeout: 20_000 })
    .toEqual([original, CATEGORIES]);
  await visitorContext.close();

  expectStayedLocal(blocked, unimplemented);
});

/** A real RGB PNG of random pixels: a new content hash, so a new asset (not an earlier run's), on every call. */
function randomPng(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer): Buffer => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits per channel, truecolour, deflate, no filter method, no interlace
  // Each scanline: filter type 0 (none), then width × RGB.
  const rows = Buffer.alloc(height * (1 + width * 3));
  for (let row = 0; row < height; row++) {
    rows.set(crypto.getRandomValues(new Uint8Array(width * 3)), row * (1 + width * 3) + 1);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

test('an editor uploads a picture into the dal home hero and the public page shows it', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(180_000);
  const blocked = await blockExternalRequests(page);
  const unimplemented = watchLakeLog();
  const before = (await lakeDocuments([HOME])).get(HOME);
  const hero = heroOf(before);
  if (!before || !hero?.heading || !hero.image?.alt) throw new Error('the seed dal home hero has no pictured heading');
  const { heading, image } = hero;
  const [width, height] = [96, 72];
  const png = randomPng(width, height);
  const sha1 = createHash('sha1').update(png).digest('hex');
  const assetId = `image-${sha1}-${width}x${height}-png`;
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();

  try {
    await page.goto(`${studioUrl}/`);
    await page.getByRole('button', { name: /Eden Editor/ }).click();
    await loggedIn(page);
    await page.goto(`${studioUrl}/structure/dal;dal-page;${HOME}`);
    await page.getByText(heading, { exact: true }).first().click();
    const dialog = page.getByRole('dialog', { name: new RegExp(heading) });
    await expect(dialog.getByLabel('Heading', { exact: true })).toBeEditable({ timeout: 30_000 });

    // The image field's menu: "Upload" opens the system file chooser.
    await dialog.getByRole('button', { name: 'Open image options menu' }).click();
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('menuitem', { name: 'Upload' }).click();
    await (await chooser).setFiles({ name: 'hero-upload.png', mimeType: 'image/png', buffer: png });

    // The lake stores the bytes under their content hash, with the dimensions read from the file…
    await expect
      .poll(() => lakeDocument(assetId), { timeout: 20_000 })
      .toMatchObject({
        _type: 'sanity.imageAsset',
        sha1hash: sha1,
        mimeType: 'image/png',
        originalFilename: 'hero-upload.png',
        metadata: { dimensions: { width, height } },
      });
    // …and the draft hero points at it, keeping its alternative text.
    await expect
      .poll(async () => heroOf((await lakeDocuments([`drafts.${HOME}`])).get(`drafts.${HOME}`))?.image, {
        timeout: 20_000,
      })
      .toMatchObject({ alt: image.alt, asset: { _ref: assetId } });
    await expect(dialog.getByRole('img', { name: 'Preview of uploaded image' })).toBeVisible();
    await keepScreenshot(page, testInfo, 'studio-hero-uploaded');
    await page.keyboard.press('Escape');

    await page.getByTestId('action-publish').click();
    await expect
      .poll(
        async () => {
          const docs = await lakeDocuments([HOME, `drafts.${HOME}`]);
          return { published: heroOf(docs.get(HOME))?.image?.asset?._ref, draft: docs.has(`drafts.${HOME}`) };
        },
        { timeout: 20_000 },
      )
      .toEqual({ published: assetId, draft: false });

    // The public page renders the new picture, served by the lake, and the browser decodes it.
    const picture = visitor.getByRole('region', { name: heading }).getByRole('img', { name: image.alt });
    await expect
      .poll(
        async () => {
          await visitor.goto(brandUrl('dal', '/'));
          return picture.getAttribute('src');
        },
        { timeout: 20_000 },
      )
      .toContain(`${sha1}-${width}x${height}.png`);
    const src = new URL((await picture.getAttribute('src')) ?? '');
    expect(src.pathname).toBe(`/images/shoplocal/production/${sha1}-${width}x${height}.png`);
    expect(src.port).toBe(new URL(lakeUrl).port);
    // Decoded: `naturalWidth` is the file's width scaled by the chosen `srcset` candidate's density, so only > 0 says
    // the bytes arrived and are a picture; the chosen candidate is the uploaded file too.
    await expect
      .poll(() =>
        picture.evaluate((element: HTMLImageElement) => ({
          loaded: element.complete && element.naturalWidth > 0,
          current: new URL(element.currentSrc).pathname,
        })),
      )
      .toEqual({ loaded: true, current: src.pathname });
    await keepScreenshot(visitor, testInfo, 'public-hero-uploaded');
  } finally {
    await restorePage(before);
  }
  await expect
    .poll(
      async () => {
        await visitor.goto(brandUrl('dal', '/'));
        return visitor.getByRole('region', { name: heading }).getByRole('img').getAttribute('src');
      },
      { timeout: 20_000 },
    )
    .not.toContain(sha1);
  await visitorContext.close();
  expectStayedLocal(blocked, unimplemented);
});

const ABOUT = 'page.dal.about';

/** The public dal about page's status and first heading. */
async function publicAbout(visitor: Page): Promise<{ status: number | undefined; heading: string | null }> {
  const response = await visitor.goto(brandUrl('dal', '/about'));
  return { status: response?.status(), heading: (await visitor.locator('main h1').allTextContents())[0] ?? null };
}

test('an editor unpublishes a page, the public site loses it, and publishing it again brings it back', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(180_000);
  const blocked = await blockExternalRequests(page);
  const unimplemented = watchLakeLog();
  const before = (await lakeDocuments([ABOUT])).get(ABOUT);
  const heading = heroOf(before)?.heading;
  if (!before?.title || !heading) throw new Error('the seed dal about page has no title or hero heading');
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  expect(await publicAbout(visitor)).toEqual({ status: 200, heading });

  try {
    await page.goto(`${studioUrl}/`);
    await page.getByRole('button', { name: /Eden Editor/ }).click();
    await loggedIn(page);
    await page.goto(`${studioUrl}/structure/dal;dal-page;${ABOUT}`);
    await expect(page.getByRole('heading', { name: before.title })).toBeVisible({ timeout: 30_000 });

    // Unpublish is offered on the published version: pick it in the document header, and the footer's main action
    // turns from Publish into Unpublish.
    await page.getByRole('button', { name: 'Published', exact: true }).click();
    await page.getByRole('button', { name: 'Unpublish', exact: true }).click();
    const confirm = page.getByRole('dialog', { name: 'Unpublish document?' });
    await expect(confirm).toContainText(`Are you sure you want to unpublish “${before.title}”?`, { timeout: 15_000 });
    await keepScreenshot(page, testInfo, 'studio-unpublish-confirm');
    await confirm.getByRole('button', { name: 'Unpublish now' }).click();

    // The lake keeps the content as a draft; the published document is gone, and so is the public page.
    await expect
      .poll(
        async () => {
          const docs = await lakeDocuments([ABOUT, `drafts.${ABOUT}`]);
          return { published: docs.has(ABOUT), draft: heroOf(docs.get(`drafts.${ABOUT}`))?.heading };
        },
        { timeout: 20_000 },
      )
      .toEqual({ published: false, draft: heading });
    await expect.poll(async () => (await publicAbout(visitor)).status, { timeout: 20_000 }).toBe(404);
    await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(/can't find that page/i);
    await keepScreenshot(page, testInfo, 'studio-unpublished');

    // Publish the draft again from the Studio: the page is back, as it was.
    await page.getByRole('button', { name: 'Draft', exact: true }).click();
    await expect(page.getByTestId('action-publish')).toBeEnabled({ timeout: 15_000 });
    await page.getByTestId('action-publish').click();
    await expect
      .poll(
        async () => {
          const docs = await lakeDocuments([ABOUT, `drafts.${ABOUT}`]);
          return { blocks: docs.get(ABOUT)?.blocks, draft: docs.has(`drafts.${ABOUT}`) };
        },
        { timeout: 20_000 },
      )
      .toEqual({ blocks: before.blocks, draft: false });
    await expect.poll(() => publicAbout(visitor), { timeout: 20_000 }).toEqual({ status: 200, heading });
    await keepScreenshot(page, testInfo, 'studio-republished');
  } finally {
    const now = await lakeDocuments([ABOUT, `drafts.${ABOUT}`]);
    if (!now.has(ABOUT) || now.has(`drafts.${ABOUT}`)) await restorePage(before);
  }
  await visitorContext.close();
  expectStayedLocal(blocked, unimplemented);
});

const RETURNS = 'page.dal.returns';

test('two Studio windows on one document: an edit in one shows in the other without a reload', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(300_000);
  const before = (await lakeDocuments([RETURNS])).get(RETURNS);
  if (!before?.title) throw new Error('the seed dal returns page has no title');
  const title = before.title;
  const edited = `${before.title} (edited ${Date.now().toString(36)})`;
  // Two editors' windows: separate browser contexts, each logged in on its own.
  const otherContext = await browser.newContext();
  const other = await otherContext.newPage();
  const blocked = await blockExternalRequests(page);
  const blockedOther = await blockExternalRequests(other);
  const unimplemented = watchLakeLog();

  try {
    for (const window of [page, other]) {
      await window.goto(`${studioUrl}/`);
      await window.getByRole('button', { name: /Eden Editor/ }).click();
      await loggedIn(window);
      // After the whole suite, beside the releases spec, the document pane once stayed unloaded for 30 s on CI in
      // both tries: open it again (a screenshot of each miss kept) rather than wait on one load.
      let attempt = 0;
      await expect(async () => {
        attempt += 1;
        if (attempt > 1) await keepScreenshot(window, testInfo, `returns-page-not-open-${attempt - 1}`);
        await window.goto(`${studioUrl}/structure/dal;dal-page;${RETURNS}`);
        await expect(window.getByRole('textbox', { name: 'Internal title' })).toHaveValue(title, { timeout: 30_000 });
      }).toPass({ timeout: 100_000 });
    }
    // A mark on the second window's document: still there afterwards means it was never reloaded.
    await other.evaluate(() => {
      (window as unknown as { notReloaded: boolean }).notReloaded = true;
    });

    await page.getByRole('textbox', { name: 'Internal title' }).fill(edited);
    await expect(other.getByRole('textbox', { name: 'Internal title' })).toHaveValue(edited, { timeout: 10_000 });
    expect(await other.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
    await keepScreenshot(other, testInfo, 'studio-second-window');
    // The edit is a draft; the second window's Publish button sees it too.
    await expect(other.getByTestId('action-publish')).toBeEnabled();
    expect((await lakeDocuments([`drafts.${RETURNS}`])).get(`drafts.${RETURNS}`)?.title).toBe(edited);
  } finally {
    await restorePage(before);
  }
  // Discarding the draft (here through the API) shows in both windows too.
  for (const window of [page, other]) {
    await expect(window.getByRole('textbox', { name: 'Internal title' })).toHaveValue(before.title, {
      timeout: 10_000,
    });
  }
  await otherContext.close();
  expectStayedLocal([...blocked, ...blockedOther], unimplemented);
});

test('Presentation in a release’s perspective shows the site as it will be in that release; drafts do not', async ({
  page,
}, testInfo) => {
  test.setTimeout(150_000);
  const blocked = await blockExternalRequests(page);
  const unimplemented = watchLakeLog();
  const home = (await lakeDocuments([HOME])).get(HOME);
  const banner = home?.blocks.find((block) => block._type === 'promoBanner');
  if (!home || !banner?.message) throw new Error('the seed dal home page has no promo banner');
  const run = Date.now().toString(36);
  const releaseId = `rPres${run}`;
  const releaseBanner = `In the release only ${run}`;
  // The marketer prepares the release (a new banner on the dal home page) through the lake, as the Studio would.
  const marketer = await loginToken('local-marketer');
  await lakeActions(marketer, {
    actionType: 'sanity.action.release.create',
    releaseId,
    metadata: { title: `Banner ${run}`, releaseType: 'asap' },
  });
  try {
    await lakeActions(
      marketer,
      {
        actionType: 'sanity.action.document.version.create',
        publishedId: HOME,
        baseId: HOME,
        versionId: `versions.${releaseId}.${HOME}`,
      },
      {
        actionType: 'sanity.action.document.edit',
        draftId: `versions.${releaseId}.${HOME}`,
        publishedId: HOME,
        patch: { set: { [`blocks[_key=="${banner._key}"].message`]: releaseBanner } },
      },
    );

    await page.goto(`${studioUrl}/`);
    await page.getByRole('button', { name: /Marley Marketer/ }).click();
    await loggedIn(page);
    // Presentation with the release chosen in the Studio's perspective (the sticky `perspective` parameter).
    await page.goto(`${studioUrl}/presentation/page/${HOME}?preview=%2F&perspective=${releaseId}`);
    const site = page.frameLocator('iframe').first();
    await expect(site.getByRole('complementary', { name: 'Preview' })).toHaveAttribute(
      'data-preview-connection',
      'connected',
      { timeout: 30_000 },
    );
    await expect(site.getByRole('complementary', { name: 'Promotion' }).first()).toContainText(releaseBanner, {
      timeout: 20_000,
    });
    await expect(site.getByRole('complementary', { name: 'Preview' })).toContainText(`release ${releaseId}`);
    await keepScreenshot(page, testInfo, 'presentation-release-perspective');

    // Back to drafts: the frame shows the page without the release.
    await page.goto(`${studioUrl}/presentation/page/${HOME}?preview=%2F`);
    const drafts = page.frameLocator('iframe').first();
    await expect(drafts.getByRole('complementary', { name: 'Promotion' }).first()).toContainText(banner.message, {
      timeout: 30_000,
    });
  } finally {
    await removeRelease(releaseId);
  }
  expectStayedLocal(blocked, unimplemented);
});

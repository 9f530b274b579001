import { expect, type Page, test } from '@playwright/test';
import {
  blockExternalRequests,
  expectStayedLocal,
  lakeActions,
  lakeDocument,
  lakeDocuments,
  lakeToken,
  lakeUrl,
  loggedIn,
  loginToken,
  removeRelease,
  restorePage,
  studioUrl,
  watchLakeLog,
} from './studio-support.ts';
import { brandUrl, keepScreenshot } from './support.ts';

// The Studio's marketer and template work, against the local Content Lake with every request that would leave the
// machine blocked: a marketer's grants, a release made in the releases tool, the dal product template edited in
// Presentation, and a cgn banner and delivery promotion released on a schedule. None of these documents is one that
// studio.spec.ts edits (the dal home, about and returns pages), so the two files run side by side.

// One after another, in one worker (each release is its own, with a unique id; no check counts releases).
test.describe.configure({ mode: 'default' });

test('a marketer can edit banners but sees brand settings read-only', async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  const blocked = await blockExternalRequests(page);
  const unimplemented = watchLakeLog();
  await page.goto(`${studioUrl}/`);
  await page.getByRole('button', { name: /Marley Marketer/ }).click();
  await loggedIn(page);

  await page.goto(`${studioUrl}/structure/dal;dal-brandSettings;brandSettings.dal`);
  await expect(page.getByText(/does not have permission to edit this document/)).toBeVisible({ timeout: 30_000 });
  await expect(page.getByLabel('Shop description')).not.toBeEditable();
  await keepScreenshot(page, testInfo, 'marketer-brand-settings');

  await page.goto(`${studioUrl}/structure/dal;dal-bannerTerms;bannerTerms.dal.free-delivery`);
  await expect(page.getByLabel('Title', { exact: true })).toBeEditable({ timeout: 30_000 });
  await expect(page.getByText(/does not have permission/)).toHaveCount(0);

  expectStayedLocal(blocked, unimplemented);
});

/** A release as the lake holds it, by its title (null while there is none). */
async function releaseTitled(title: string): Promise<{ _id: string; name: string; state: string } | null> {
  const search = new URLSearchParams({
    query: '*[_type == "system.release" && metadata.title == $title][0]{_id, name, state}',
    $title: JSON.stringify(title),
    perspective: 'raw',
  });
  const response = await fetch(`${lakeUrl}/v2025-02-19/data/query/production?${search}`, {
    headers: { authorization: `Bearer ${lakeToken}` },
  });
  expect(response.ok).toBe(true);
  return ((await response.json()) as { result: { _id: string; name: string; state: string } | null }).result;
}

test('a marketer creates a release in the Studio’s releases tool and the lake implements every request of it', async ({
  page,
}, testInfo) => {
  test.setTimeout(240_000);
  const blocked = await blockExternalRequests(page);
  const unimplemented = watchLakeLog();
  const title = `Spring launch ${Date.now().toString(36)}`;
  await page.goto(`${studioUrl}/`);
  await page.getByRole('button', { name: /Marley Marketer/ }).click();
  await loggedIn(page);

  await page.goto(`${studioUrl}/releases`);
  const dialog = page.getByRole('dialog');
  const create = dialog.getByRole('button', { name: 'Create release' });
  // On a loaded machine the title can be typed before the dialog's form is listening (the button then stays disabled
  // with the title showing), and once on CI the dialog was gone by the time Create was clicked: open it, type and
  // create again until the lake has the release, never twice once it has.
  let screenshot = true;
  await expect(async () => {
    if (await releaseTitled(title)) return;
    if (!(await dialog.isVisible())) {
      await page.getByRole('button', { name: 'New release' }).first().click({ timeout: 30_000 });
    }
    await dialog.getByPlaceholder('Untitled release').fill(title, { timeout: 5_000 });
    await expect(create).toBeEnabled({ timeout: 5_000 });
    if (screenshot) await keepScreenshot(page, testInfo, 'marketer-new-release');
    screenshot = false;
    await create.click({ timeout: 5_000 });
    await expect.poll(() => releaseTitled(title), { timeout: 10_000 }).toBeTruthy();
  }).toPass({ timeout: 110_000 });
  await expect.poll(() => releaseTitled(title), { timeout: 20_000 }).toMatchObject({ state: 'active' });
  const release = await releaseTitled(title);
  try {
    // The release's own page, then the overview listing it.
    await expect(page.getByText(title).first()).toBeVisible({ timeout: 30_000 });
    await page.goto(`${studioUrl}/releases`);
    await expect(page.getByText(title).first()).toBeVisible({ timeout: 30_000 });
    await keepScreenshot(page, testInfo, 'marketer-releases-overview');
  } finally {
    if (release) await removeRelease(release.name);
  }
  expectStayedLocal(blocked, unimplemented);
});

const PRODUCT_TEMPLATE = 'productTemplate.dal';

interface TemplateDocument {
  _id: string;
  _rev: string;
  previewProductNumber?: string;
  blocks: { _key: string; _type: string; heading?: string }[];
}

/** The delivery and returns heading on a dal product page as a visitor sees it, read afresh. */
async function publicDeliveryHeading(visitor: Page, path: string): Promise<string | null> {
  await visitor.goto(brandUrl('dal', path));
  return (await visitor.locator('[data-block-type="deliveryAndReturns"] h2').allTextContents())[0]?.trim() ?? null;
}

test('Presentation: an editor edits the dal product template on a product they pick; the frame shows the draft, the public page follows the publish', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(180_000);
  const blocked = await blockExternalRequests(page);
  const unimplemented = watchLakeLog();
  const before = (await lakeDocument(PRODUCT_TEMPLATE)) as TemplateDocument | undefined;
  const delivery = before?.blocks.find((block) => block._type === 'deliveryAndReturns');
  if (!before || !delivery?.heading) throw new Error('the seed dal product template has no delivery block');
  const original = delivery.heading;
  const edited = `Delivery, returns and fitting ${Date.now().toString(36)}`;
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  // The editor's pick: a product from dal's third category, not the product the template previews on by default.
  await visitor.goto(brandUrl('dal', '/'));
  const categoryHref = await visitor
    .getByRole('navigation', { name: 'Categories', exact: true })
    .getByRole('link')
    .nth(2)
    .getAttribute('href');
  await visitor.goto(brandUrl('dal', categoryHref ?? '/'));
  const productPaths = await visitor
    .locator('main li[data-product-id] a[href^="/shop/p/"]')
    .evaluateAll((links) => [...new Set(links.map((link) => link.getAttribute('href') ?? ''))]);
  const picked = productPaths.find(
    (path) => !before.previewProductNumber || !path.endsWith(before.previewProductNumber.toLowerCase()),
  );
  if (!picked) throw new Error(`no product listed on ${categoryHref}`);
  expect(await publicDeliveryHeading(visitor, picked)).toBe(original);

  try {
    await page.goto(`${studioUrl}/`);
    await page.getByRole('button', { name: /Eden Editor/ }).click();
    await loggedIn(page);

    // The template in Presentation, the frame on the picked product: the site in draft mode, connected.
    await page.goto(
      `${studioUrl}/presentation/productTemplate/${PRODUCT_TEMPLATE}?preview=${encodeURIComponent(picked)}`,
    );
    await expect(page.locator('iframe').first()).toHaveAttribute('src', /^http:\/\/dal\.localhost:\d+\//, {
      timeout: 30_000,
    });
    const site = page.frameLocator('iframe').first();
    await expect(site.getByRole('complementary', { name: 'Preview' })).toHaveAttribute(
      'data-preview-connection',
      'connected',
      { timeout: 30_000 },
    );
    const frameHeading = site.locator('[data-block-type="deliveryAndReturns"] h2');
    await expect(frameHeading).toHaveText(original, { timeout: 20_000 });
    // Click-to-edit: the block names the template document and its field.
    expect(await frameHeading.getAttribute('data-sanity')).toContain(`id=${PRODUCT_TEMPLATE}`);
    await expect(site.locator('[data-block-type="productDetails"] h1')).toBeVisible();
    await keepScreenshot(page, testInfo, 'presentation-product-template-open');

    // Edit the delivery block's heading in the template's form (its block list renders the items in view only).
    await page.getByRole('button', { name: 'Add item...' }).scrollIntoViewIfNeeded();
    await page
      .getByRole('button', { name: new RegExp(`^${original}`) })
      .first()
      .click();
    const heading = page.getByLabel('Heading', { exact: true }).first();
    await expect(heading).toBeEditable({ timeout: 30_000 });
    await heading.fill(edited);
    await expect
      .poll(
        async () =>
          ((await lakeDocument(`drafts.${PRODUCT_TEMPLATE}`)) as TemplateDocument | undefined)?.blocks.find(
            (block) => block._key === delivery._key,
          )?.heading,
        { timeout: 15_000 },
      )
      .toBe(edited);
    await expect(frameHeading).toHaveText(edited, { timeout: 15_000 });
    await keepScreenshot(page, testInfo, 'presentation-product-template-draft');
    // Visitors still see the published template.
    expect(await publicDeliveryHeading(visitor, picked)).toBe(original);

    await page.keyboard.press('Escape');
    await page.getByTestId('action-publish').click();
    await expect
      .poll(
        async () =>
          ((await lakeDocument(PRODUCT_TEMPLATE)) as TemplateDocument | undefined)?.blocks.find(
            (block) => block._key === delivery._key,
          )?.heading,
        { timeout: 20_000 },
      )
      .toBe(edited);
    await expect.poll(() => publicDeliveryHeading(visitor, picked), { timeout: 20_000 }).toBe(edited);
    await keepScreenshot(page, testInfo, 'presentation-product-template-published');
  } finally {
    await restorePage(before);
  }
  await expect.poll(() => publicDeliveryHeading(visitor, picked), { timeout: 20_000 }).toBe(original);
  await visitorContext.close();
  expectStayedLocal(blocked, unimplemented);
});

/** The cgn home page's promotion banner and delivery offer as a visitor sees them, read afresh. */
async function publicCoganOffers(visitor: Page): Promise<{ banner: string; delivery: string }> {
  await visitor.goto(brandUrl('cgn', '/'));
  const text = async (name: string) =>
    (await visitor.getByRole('complementary', { name }).first().textContent({ timeout: 10_000 })) ?? '';
  return { banner: await text('Promotion'), delivery: await text('Delivery offer') };
}

test('a marketer puts a banner and a delivery promotion into a release in the Studio, previews it, schedules it from the releases tool and it publishes itself at its time', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(300_000);
  const blocked = await blockExternalRequests(page);
  const unimplemented = watchLakeLog();
  // cgn's home page: no other Studio test edits it.
  const COGAN_HOME = 'page.cgn.home';
  const home = (await lakeDocuments([COGAN_HOME])).get(COGAN_HOME);
  const banner = home?.blocks.find((block) => block._type === 'promoBanner');
  const delivery = home?.blocks.find((block) => block._type === 'deliveryPromotion');
  if (!home || !banner?.message || !delivery?.message) {
    throw new Error('the seed cgn home page has no promo banner or delivery promotion');
  }
  const run = Date.now().toString(36);
  const releaseId = `rSched${run}`;
  const versionId = `versions.${releaseId}.${COGAN_HOME}`;
  const releaseBanner = `Scheduled offer ${run}`;
  const releaseDelivery = `Free next day delivery this weekend ${run}`;
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  const before = await publicCoganOffers(visitor);
  expect(before.banner).toContain(banner.message);
  expect(before.delivery).toBeTruthy();

  // The release to fill (creating one in the releases tool has its own test above): its date is set once the
  // marketer is done, a minute or more ahead of the schedule click.
  const marketer = await loginToken('local-marketer');
  await lakeActions(marketer, {
    actionType: 'sanity.action.release.create',
    releaseId,
    metadata: {
      title: `Cogan offer ${run}`,
      releaseType: 'scheduled',
      intendedPublishAt: new Date(Date.now() + 60 * 60_000).toISOString(),
    },
  });
  try {
    await page.goto(`${studioUrl}/`);
    await page.getByRole('button', { name: /Marley Marketer/ }).click();
    await loggedIn(page);

    // In Presentation with the release chosen as the Studio's perspective, the home page is not in the release yet:
    // the marketer adds it, and the Studio creates its version in the release.
    // (The frame opens on the Studio's first brand unless told the cgn site's address.)
    const preview = encodeURIComponent(brandUrl('cgn', '/'));
    await page.goto(`${studioUrl}/presentation/page/${COGAN_HOME}?preview=${preview}&perspective=${releaseId}`);
    const site = page.frameLocator('iframe').first();
    await expect(site.getByRole('complementary', { name: 'Preview' })).toHaveAttribute(
      'data-preview-connection',
      'connected',
      { timeout: 30_000 },
    );
    await page
      .getByRole('button', { name: 'Add to release' })
      .filter({ visible: true })
      .first()
      .click({ timeout: 30_000 });
    await expect.poll(async () => (await lakeDocuments([versionId])).has(versionId), { timeout: 20_000 }).toBe(true);

    // Both changes in the release's version of the page, through the form (its block list renders the items in
    // view only): the delivery promotion's message, then the banner's.
    const blockMessages = async () => {
      const version = (await lakeDocuments([versionId])).get(versionId);
      const message = (key: string) => version?.blocks.find((block) => block._key === key)?.message;
      return { banner: message(banner._key), delivery: message(delivery._key) };
    };
    const editMessage = async (previewTitle: string, text: string) => {
      await page.getByRole('button', { name: 'Add item...' }).first().scrollIntoViewIfNeeded({ timeout: 30_000 });
      await page.getByText(previewTitle, { exact: true }).first().click();
      const message = page.getByLabel('Message', { exact: true }).first();
      await expect(message).toBeEditable({ timeout: 30_000 });
      await message.fill(text);
    };
    // The Studio's preview of the block: the message with its threshold filled in (the block's schema preview).
    await editMessage(delivery.message.replace('{threshold}', `£${delivery.threshold ?? '?'}`), releaseDelivery);
    await expect
      .poll(blockMessages, { timeout: 15_000 })
      .toEqual({ banner: banner.message, delivery: releaseDelivery });
    await page.keyboard.press('Escape');
    await editMessage(banner.message, releaseBanner);
    await expect.poll(blockMessages, { timeout: 15_000 }).toEqual({ banner: releaseBanner, delivery: releaseDelivery });
    await page.keyboard.press('Escape');
    // Only the release changed: no draft, the published page as it was.
    const outside = await lakeDocuments([COGAN_HOME, `drafts.${COGAN_HOME}`]);
    expect([...outside.keys()]).toEqual([COGAN_HOME]);
    expect(outside.get(COGAN_HOME)?._rev).toBe(home._rev);

    // The preview: the frame shows the site as it will be in the release.
    await expect(site.getByRole('complementary', { name: 'Promotion' }).first()).toContainText(releaseBanner, {
      timeout: 20_000,
    });
    await expect(site.getByRole('complementary', { name: 'Delivery offer' }).first()).toContainText(releaseDelivery);
    await expect(site.getByRole('complementary', { name: 'Preview' })).toContainText(`release ${releaseId}`);
    await keepScreenshot(page, testInfo, 'marketer-release-presentation');

    await page.goto(`${studioUrl}/releases/${releaseId}`);
    await expect(page.getByText(`Cogan offer ${run}`).first()).toBeVisible({ timeout: 30_000 });
    // The release holds the home page the marketer added.
    await expect(page.getByText(home.title ?? 'Cogan home page').first()).toBeVisible({ timeout: 30_000 });
    // The release's primary action (the tool may show it in its footer and its action rail).
    const schedule = page.getByTestId('schedule-button').filter({ visible: true }).first();
    await expect(schedule).toBeVisible({ timeout: 30_000 });
    // While the release's documents validate the button waits; it must then be enabled (else its tooltip says why).
    const enabled = await expect(schedule)
      .toBeEnabled({ timeout: 45_000 })
      .then(() => true)
      .catch(() => false);
    if (!enabled) {
      await schedule.hover({ force: true }).catch(() => undefined);
      const why = await page.getByRole('tooltip').allTextContents();
      throw new Error(`'Schedule release…' stayed disabled: ${why.join(' ') || 'no tooltip'}`);
    }
    await keepScreenshot(page, testInfo, 'marketer-release-ready');

    // The release's date, set once it is ready to schedule: half a minute from now, time enough to confirm it and to
    // see that visitors get nothing early. The Studio's dialog starts from the release's intended date (it shows it
    // to the minute, in the browser's time zone), so it is opened once the Studio has the new date.
    const publishAt = new Date(Date.now() + 30_000);
    publishAt.setUTCMilliseconds(0);
    await lakeActions(marketer, {
      actionType: 'sanity.action.release.edit',
      releaseId,
      patch: { set: { 'metadata.intendedPublishAt': publishAt.toISOString() } },
    });
    const shownTime = await page.evaluate((iso) => {
      const date = new Date(iso);
      return `${String(date.getHours()).padStart(2, '0')}:${String(date.getMinutes()).padStart(2, '0')}`;
    }, publishAt.toISOString());
    const dialog = page.getByTestId('confirm-schedule-dialog');
    await expect(async () => {
      if (await dialog.isVisible()) {
        await page.keyboard.press('Escape');
        await expect(dialog).toBeHidden();
      }
      await schedule.click();
      await expect(dialog.getByRole('textbox').first()).toHaveValue(new RegExp(`${shownTime}$`), { timeout: 2_000 });
    }).toPass({ timeout: 15_000 });
    await keepScreenshot(page, testInfo, 'marketer-release-schedule-dialog');
    await dialog.getByRole('button', { name: 'Yes, schedule' }).click();
    await expect.poll(async () => (await releaseNamed(releaseId))?.state, { timeout: 20_000 }).toBe('scheduled');
    expect((await releaseNamed(releaseId))?.publishAt).toBe(publishAt.toISOString());
    await keepScreenshot(page, testInfo, 'marketer-release-scheduled');
    // Nothing changes for visitors before its time.
    const checkedAt = Date.now();
    expect(await publicCoganOffers(visitor)).toEqual(before);
    expect(checkedAt, 'visitors were looked at before the release’s time').toBeLessThan(publishAt.getTime());

    // At its time the lake publishes it, with no deploy, and the public page follows.
    await expect
      .poll(async () => (await releaseNamed(releaseId))?.state, {
        timeout: publishAt.getTime() - Date.now() + 30_000,
        intervals: [2_000],
      })
      .toBe('published');
    const publishedAt = Date.now();
    expect(publishedAt).toBeGreaterThanOrEqual(publishAt.getTime());
    await expect
      .poll(() => publicCoganOffers(visitor), { timeout: 20_000 })
      .toEqual({ banner: expect.stringContaining(releaseBanner), delivery: expect.stringContaining(releaseDelivery) });
    console.log(
      `[releases] scheduled for ${publishAt.toISOString()}, public page shows it ${Date.now() - publishAt.getTime()} ms after`,
    );
  } finally {
    // The seed page back (banner and delivery promotion), then the release gone (archiving drops unpublished versions).
    await restorePage(home);
    const release = await releaseNamed(releaseId);
    if (release?.state === 'scheduled') {
      await lakeActions(lakeToken, { actionType: 'sanity.action.release.unschedule', releaseId });
    }
    if (release?.state === 'published') {
      await lakeActions(lakeToken, { actionType: 'sanity.action.release.delete', releaseId });
    } else if (release && release.state !== 'archived') {
      await removeRelease(releaseId).catch(() => undefined);
    }
  }
  await expect.poll(() => publicCoganOffers(visitor), { timeout: 20_000 }).toEqual(before);
  await visitorContext.close();
  expectStayedLocal(blocked, unimplemented);
});

/** A release as the lake holds it, by its name (its id without `_.releases.`). */
async function releaseNamed(name: string): Promise<{ state: string; publishAt?: string } | null> {
  const search = new URLSearchParams({
    query: '*[_id == $id][0]{state, publishAt}',
    $id: JSON.stringify(`_.releases.${name}`),
    perspective: 'raw',
  });
  const response = await fetch(`${lakeUrl}/v2025-02-19/data/query/production?${search}`, {
    headers: { authorization: `Bearer ${lakeToken}` },
  });
  expect(response.ok).toBe(true);
  return ((await response.json()) as { result: { state: string; publishAt?: string } | null }).result;
}

import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { addSomethingToBag } from './checkout-support.ts';
import { brandGet, brandUrl, expectNoSeriousAxeViolations, keepScreenshot, lakeMutate, lakeQuery } from './support.ts';

// The bag page shows its brand's bag content document (notifications, information, empty-bag message) through the
// block library's bag blocks, rendered on the server; the bag itself still loads in the browser.

test.describe('bag content as bag blocks', () => {
  // awl: no other spec reads its bag content.
  test('the bag shows its content document through the bag blocks; a published change shows within 5 seconds', async ({
    page,
    request,
  }, testInfo) => {
    const original = await lakeQuery<{
      notifications: unknown[] | null;
      emptyMessage: { heading: string };
    }>('*[_id == "bagContent.awl"][0]{notifications, emptyMessage}');
    const message = `Order by Friday for the weekend ${Date.now()}`;
    await lakeMutate([
      {
        patch: {
          id: 'bagContent.awl',
          set: { notifications: [{ _key: 'e2e', _type: 'bagNotification', tone: 'warning', message }] },
        },
      },
    ]);
    try {
      await expect
        .poll(async () => await (await brandGet(request, 'awl', '/shop/bag')).text(), {
          timeout: 5_000,
          intervals: [250],
        })
        .toContain(message);
      for (const width of [1280, 390]) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(brandUrl('awl', '/shop/bag'));
        await expect(page.getByTestId('bag-empty')).toContainText(original.emptyMessage.heading);
        const notices = page.getByRole('list', { name: 'Bag notices' });
        await expect(notices).toContainText(`Important: ${message}`);
        await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
        await expectNoSeriousAxeViolations(page);
        await keepScreenshot(page, testInfo, `awl-bag-blocks-${width}`);
      }
    } finally {
      await lakeMutate([
        original.notifications
          ? { patch: { id: 'bagContent.awl', set: { notifications: original.notifications } } }
          : { patch: { id: 'bagContent.awl', unset: ['notifications'] } },
      ]);
    }
  });
});

// The bag content's block order (bagContent.blockOrder): the bag shows its blocks together, in the editors' order —
// with items the notifications and information, empty the notifications and the empty-bag message.
// jdw and fw: no other spec edits their bag content.

const SEEDED_ORDER = ['notifications', 'information', 'emptyMessage'];

/** The bag content's blocks the bag page shows, in order (their block types), once the bag has loaded. */
async function bagBlocks(page: Page): Promise<string> {
  const blocks = page.locator('[data-bag-blocks]');
  // Attached, not visible: below a full bag's lines the group is hidden when it has nothing to show.
  await blocks.waitFor({ state: 'attached', timeout: 4_000 });
  const types = await blocks
    .locator('[data-block-type]')
    .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-block-type') ?? ''));
  return types.join(' ');
}

/**
 * Reloads until the bag shows `expected`: within 5 s of a publish by default (the promise); steps that only set up or
 * look again at what another page already showed give a full bag, slower to load, longer.
 */
async function expectBagBlocks(page: Page, expected: string, timeout = 5_000) {
  await expect
    .poll(
      async () => {
        await page.reload();
        return bagBlocks(page);
      },
      { timeout, intervals: [250] },
    )
    .toBe(expected);
}

test.describe('bag block order', () => {
  test('reordering jdw’s bag blocks through the lake changes jdw’s bag, empty and with items, within 5 seconds and not fw’s', async ({
    browser,
  }, testInfo) => {
    test.setTimeout(180_000);
    // One context per shopper: two with an empty bag, one with an item in it.
    const contexts = await Promise.all([browser.newContext(), browser.newContext(), browser.newContext()]);
    const [jdwEmpty, jdwFull, fwEmpty] = (await Promise.all(contexts.map((context) => context.newPage()))) as [
      Page,
      Page,
      Page,
    ];
    const original = await lakeQuery<string[] | null>('*[_id == "bagContent.jdw"][0].blockOrder');
    await addSomethingToBag(jdwFull, 'jdw');
    await jdwFull.goto(brandUrl('jdw', '/shop/bag'));
    await expect(jdwFull.getByTestId('bag-line')).toHaveCount(1, { timeout: 30_000 });
    await jdwEmpty.goto(brandUrl('jdw', '/shop/bag'));
    await fwEmpty.goto(brandUrl('fw', '/shop/bag'));

    // Publish the seeded order (a change, so whatever was cached before is invalidated) and see it everywhere.
    await lakeMutate([{ patch: { id: 'bagContent.jdw', set: { blockOrder: SEEDED_ORDER } } }]);
    try {
      await expectBagBlocks(jdwEmpty, 'bagNotifications emptyBagMessage');
      await expectBagBlocks(jdwFull, 'bagNotifications bagInformation', 15_000);
      const fwBefore = await bagBlocks(fwEmpty);
      expect(fwBefore).toBe('bagNotifications emptyBagMessage');

      // The empty-bag message first, then the information, then the notifications.
      await lakeMutate([
        {
          patch: {
            id: 'bagContent.jdw',
            set: { blockOrder: ['emptyMessage', 'information', 'notifications'] },
          },
        },
      ]);
      const started = Date.now();
      await expectBagBlocks(jdwEmpty, 'emptyBagMessage bagNotifications');
      testInfo.annotations.push({ type: 'jdw bag reorder shown after', description: `${Date.now() - started} ms` });
      // The same document, already published to the empty bag above: the full bag (slower to load) follows.
      await expectBagBlocks(jdwFull, 'bagInformation bagNotifications', 15_000);
      // The empty-bag message still reads as before, now above the notice.
      await expect(jdwEmpty.getByTestId('bag-empty')).toBeVisible();
      await expect(jdwEmpty.getByRole('list', { name: 'Bag notices' })).toBeVisible();
      await fwEmpty.reload();
      expect(await bagBlocks(fwEmpty)).toBe(fwBefore);

      for (const width of [1280, 390]) {
        for (const [page, state] of [
          [jdwEmpty, 'empty'],
          [jdwFull, 'full'],
        ] as const) {
          await page.setViewportSize({ width, height: 900 });
          await page.reload();
          await bagBlocks(page);
          await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
          await expectNoSeriousAxeViolations(page);
          await keepScreenshot(page, testInfo, `jdw-bag-reordered-${state}-${width}`);
          await page.screenshot({
            path: path.join(
              import.meta.dirname,
              '..',
              'artifacts',
              'cms-pages',
              `jdw-bag-reordered-${state}-${width}.png`,
            ),
            fullPage: true,
          });
        }
      }
    } finally {
      await lakeMutate([
        original
          ? { patch: { id: 'bagContent.jdw', set: { blockOrder: original } } }
          : { patch: { id: 'bagContent.jdw', unset: ['blockOrder'] } },
      ]);
    }
    // Put back for shoppers too.
    await expectBagBlocks(jdwEmpty, 'bagNotifications emptyBagMessage');
    await expectBagBlocks(jdwFull, 'bagNotifications bagInformation', 15_000);
    await Promise.all(contexts.map((context) => context.close()));
  });
});

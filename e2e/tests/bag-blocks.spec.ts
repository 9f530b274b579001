import { expect, test } from '@playwright/test';
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

import { expect, test } from '@playwright/test';
import { brandUrl, expectNoSeriousAxeViolations, keepScreenshot } from './support.ts';

// Issue 18 item 5: Palmer's product pages had no size guide and no "complete the set". A collar-sized shirt shows the
// collar chart, a knit the S–XXL chart, each with products that go with it.

const cases = [
  { path: '/shop/p/pm283318', guide: 'Shirt collar sizes', firstSize: '14.5"' },
  { path: '/shop/p/pm283310', guide: 'Knitwear and casual tops, S to XXL', firstSize: 'S' },
];

for (const { path, guide, firstSize } of cases) {
  test(`pma ${path}: the size guide that measures its sizes, and complete the set`, async ({ page }, testInfo) => {
    await page.goto(brandUrl('pma', path));
    await page.waitForLoadState('networkidle'); // hydrated
    const rail = page.getByRole('region', { name: 'Complete the set' });
    await expect(rail.locator('li[data-product-id]')).not.toHaveCount(0);
    await page.getByRole('button', { name: 'Size guide' }).click();
    const dialog = page.getByRole('dialog', { name: guide });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('rowheader').first()).toHaveText(firstSize);
    await expectNoSeriousAxeViolations(page);
    await keepScreenshot(page, testInfo, `pma-${path.split('/').pop()}-size-guide-1280`);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await page.setViewportSize({ width: 390, height: 844 });
    await rail.scrollIntoViewIfNeeded();
    await keepScreenshot(page, testInfo, `pma-${path.split('/').pop()}-390`);
  });
}

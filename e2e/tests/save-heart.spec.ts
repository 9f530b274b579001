import { expect, type Page, test } from '@playwright/test';
import { brandUrl, expectNoSeriousAxeViolations, keepScreenshot } from './support.ts';

// Issue 18 item 6: save for later as a heart on listing cards and product pages, not only from the bag. A guest's
// save starts a list as the bag's does; the heart is a toggle button named for what it will do.

const heartsOf = (page: Page) => page.getByTestId('save-heart');

test('a guest saves from a listing card by keyboard and removes it again from the product page', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  await page.goto(brandUrl('dal', '/shop/c/dresses'));
  await page.waitForLoadState('networkidle'); // hydrated
  const card = page.locator('li[data-product-id]').first();
  const name = ((await card.getByRole('heading').textContent()) ?? '').trim();
  const heart = card.getByRole('button', { name: `Save ${name} for later` });
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await heart.focus();
  await page.keyboard.press('Enter');
  const saved = card.getByRole('button', { name: `Remove ${name} from saved items` });
  await expect(saved).toHaveAttribute('aria-pressed', 'true');
  await expect(saved).toBeFocused();
  await keepScreenshot(page, testInfo, 'dal-listing-heart-1280');
  await expectNoSeriousAxeViolations(page);

  // Saved items list it (the guest's list lives in the wishlistId cookie).
  await page.goto(brandUrl('dal', '/shop/bag/saved-items'));
  await expect(page.getByText(name).first()).toBeVisible({ timeout: 30_000 });

  // The product page's heart knows, and Space removes it.
  await page.goBack();
  await card.getByRole('link').click();
  await page.waitForLoadState('networkidle');
  const pageHeart = page.getByRole('button', { name: `Remove ${name} from saved items` });
  await expect(pageHeart).toHaveAttribute('aria-pressed', 'true');
  await pageHeart.focus();
  await page.keyboard.press('Space');
  await expect(page.getByRole('button', { name: `Save ${name} for later` })).toHaveAttribute('aria-pressed', 'false');
  await page.reload();
  await expect(page.getByRole('button', { name: `Save ${name} for later` })).toHaveAttribute('aria-pressed', 'false');
});

for (const code of ['ihm', 'pma'] as const) {
  test(`${code}: hearts on the listing and the product page at 1280 and 390, axe clean`, async ({ page }, testInfo) => {
    test.setTimeout(120_000);
    await page.goto(brandUrl(code, '/'));
    const category = page.locator('header a[href^="/shop/c/"]').filter({ visible: true }).first();
    await page.goto(brandUrl(code, (await category.getAttribute('href')) ?? '/'));
    await page.waitForLoadState('networkidle');
    await expect(heartsOf(page).first()).toBeVisible();
    expect(await heartsOf(page).count()).toBe(await page.locator('li[data-product-id]').count());
    await keepScreenshot(page, testInfo, `${code}-listing-hearts-1280`);
    await page.locator('li[data-product-id]').first().getByRole('link').click();
    await page.waitForLoadState('networkidle');
    const form = page.getByRole('form', { name: /^Add .* to bag$/ });
    const heart = form.getByTestId('save-heart');
    await heart.click();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await expect(heart).toHaveAccessibleName(/^Remove .* from saved items$/);
    await expectNoSeriousAxeViolations(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(heart).toBeVisible();
    await keepScreenshot(page, testInfo, `${code}-product-heart-390`);
  });
}

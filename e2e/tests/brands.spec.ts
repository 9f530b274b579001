import { expect, test } from '@playwright/test';
import { brandCodes, brandUrl, expectNoSeriousAxeViolations, journeyBrands, keepScreenshot } from './support.ts';

const themeColours = new Map<string, string>();

for (const code of journeyBrands) {
  test.describe(`${code} storefront`, () => {
    test('home page renders in its own theme with real categories and products', async ({ page }, testInfo) => {
      const response = await page.goto(brandUrl(code));
      expect(response?.status()).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('data-brand', code);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('searchbox')).toHaveAttribute('placeholder', /.+/);
      const categoryLinks = page.getByRole('navigation', { name: 'Categories' }).getByRole('link');
      expect(await categoryLinks.count()).toBeGreaterThanOrEqual(8);
      await expect(page.locator('main a[href^="/shop/p/"]').first()).toBeVisible();

      const brandColour = await page.evaluate(
        () => getComputedStyle(document.querySelector('main section') as Element).backgroundColor,
      );
      themeColours.set(code, brandColour);
      await keepScreenshot(page, testInfo, `${code}-home`);
      await expectNoSeriousAxeViolations(page);
    });

    test('a product from a category listing opens on its product page', async ({ page }, testInfo) => {
      await page.goto(brandUrl(code));
      const firstCategory = page.getByRole('navigation', { name: 'Categories' }).getByRole('link').first();
      const categoryName = (await firstCategory.textContent())?.trim() ?? '';
      await firstCategory.click();
      await expect(page.getByRole('heading', { level: 1, name: categoryName })).toBeVisible();
      const cards = page.locator('main a[href^="/shop/p/"]');
      expect(await cards.count()).toBeGreaterThan(0);
      expect(await cards.count()).toBeLessThanOrEqual(36);
      await expectNoSeriousAxeViolations(page);

      const href = await cards.first().getAttribute('href');
      await cards.first().click();
      await expect(page).toHaveURL(new RegExp(`${href}$`));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // The option picker, named for what the product is sold in (sizes; seats for a sofa, bed sizes for a bed).
      await expect(
        page
          .getByRole('form', { name: /^Add .* to bag$/ })
          .getByRole('group', { name: /^(Size|Seats|Bed size|Dimensions|Towel size|Screen size)$/ }),
      ).toBeVisible();
      await expect(page.getByRole('img').first()).toBeVisible();
      await keepScreenshot(page, testInfo, `${code}-product`);
      await expectNoSeriousAxeViolations(page);
    });
  });
}

test('every brand has a distinct theme', async ({ browser }) => {
  const colours = new Set<string>();
  const page = await browser.newPage();
  for (const code of brandCodes) {
    await page.goto(brandUrl(code));
    colours.add(
      await page.evaluate(() => getComputedStyle(document.querySelector('main section') as Element).backgroundColor),
    );
  }
  await page.close();
  expect(colours.size).toBe(brandCodes.length);
});

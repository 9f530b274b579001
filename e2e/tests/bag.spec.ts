import { expect, type Page, test } from '@playwright/test';
import { brandCodes, brandUrl, expectNoSeriousAxeViolations, keepScreenshot } from './support.ts';

// The bag journey per brand, by keyboard only: two sizes, quantity, promotion codes (each refusal message and a valid
// code), remove and undo, save for later and back, and the empty bag. Guest bags: each test has its own cookies.

const NOT_RECOGNISED = "Sorry, we don't recognise this code. Please try again.";
const EXPIRED = 'Sorry, this code has expired.';
const NOT_QUALIFIED = 'Sorry, looks like your bag doesn’t qualify for this promotion code.';

/** Opens the first product (of the first categories) that has at least two sizes in stock. */
async function openProductWithTwoSizes(page: Page, code: string): Promise<void> {
  await page.goto(brandUrl(code));
  await page.waitForLoadState('networkidle');
  const categories = page.getByRole('navigation', { name: 'Categories' }).getByRole('link');
  const categoryHrefs = (await categories.evaluateAll((links) => links.map((a) => a.getAttribute('href')))).slice(0, 4);
  for (const href of categoryHrefs) {
    await page.goto(brandUrl(code, href ?? '/'));
    await page.waitForLoadState('networkidle');
    const products = await page
      .locator('main a[href^="/shop/p/"]')
      .evaluateAll((links) => [...new Set(links.map((a) => a.getAttribute('href')))].slice(0, 6));
    for (const product of products) {
      await page.goto(brandUrl(code, product ?? '/'));
      if ((await page.locator('input[type="radio"]:not([disabled])').count()) >= 2) return;
    }
  }
  throw new Error(`no product with two sizes in stock for ${code}`);
}

async function press(page: Page, locator: ReturnType<Page['locator']>, key: string) {
  // Controls are disabled while a change is in flight: wait until this one can be used.
  await expect(locator).toBeEnabled();
  await locator.focus();
  await page.keyboard.press(key);
}

async function tryCode(page: Page, code: string) {
  const field = page.getByLabel('Enter a promotion code');
  await field.focus();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(code);
  await page.keyboard.press('Enter');
}

for (const code of brandCodes) {
  test.describe(`${code} bag`, () => {
    test('add two sizes, change quantity, promotion codes, remove and undo, save for later, empty bag', async ({
      page,
    }, testInfo) => {
      test.setTimeout(180_000);
      await openProductWithTwoSizes(page, code);
      const addButton = page.getByRole('button', { name: 'Add to bag' });

      // A size is required.
      await press(page, addButton, 'Enter');
      await expect(page.getByText('Please select a size.')).toBeVisible();

      const sizes = page.locator('input[type="radio"]:not([disabled])');
      await press(page, sizes.nth(0), 'Space');
      await press(page, addButton, 'Enter');
      await expect(page.getByRole('dialog', { name: 'Your bag' })).toBeVisible();
      await expect(page.getByTestId('bag-count')).toContainText('1');
      await page.keyboard.press('Escape');
      await press(page, sizes.nth(1), 'Space');
      await press(page, addButton, 'Enter');
      await expect(page.getByTestId('bag-count')).toContainText('2');
      await page.keyboard.press('Escape');

      await page.goto(brandUrl(code, '/shop/bag'));
      const lines = page.getByTestId('bag-line');
      // The first visit compiles and loads the bag: allow a slow machine.
      await expect(lines).toHaveCount(2, { timeout: 30_000 });

      // Quantity 1 → 2 on the first line.
      await press(page, lines.nth(0).getByLabel('Quantity'), 'ArrowDown');
      await expect(lines.nth(0).getByLabel('Quantity')).toHaveValue('2');
      await expect(page.getByTestId('bag-count')).toContainText('3');

      // Each refusal shows its message; then a valid code applies.
      const prefix = code.toUpperCase();
      for (const [promo, message] of [
        ['NOPE2026', NOT_RECOGNISED],
        [`${prefix}WINTER`, EXPIRED],
        [`${prefix}PAY25`, NOT_QUALIFIED],
      ] as const) {
        await tryCode(page, promo);
        await expect(page.getByText(message, { exact: true })).toBeVisible();
      }
      await tryCode(page, `${prefix}WELCOME`);
      await expect(page.getByText(`Promotion (${prefix}WELCOME)`)).toBeVisible();
      await expectNoSeriousAxeViolations(page);

      // Remove and undo.
      const firstName = (await lines.nth(1).getByRole('heading').textContent())?.trim() ?? '';
      await press(page, lines.nth(1).getByRole('button', { name: /^Remove/ }), 'Enter');
      await expect(lines).toHaveCount(1);
      await expect(page.getByRole('status').filter({ hasText: 'was removed from your bag' })).toBeVisible();
      await press(page, page.getByRole('button', { name: 'Undo' }), 'Enter');
      await expect(lines).toHaveCount(2);
      await expect(page.getByRole('heading', { name: firstName }).first()).toBeVisible();

      // Save for later, then move back to the bag.
      await press(page, lines.nth(0).getByRole('button', { name: /^Save for later/ }), 'Enter');
      await expect(lines).toHaveCount(1);
      const card = page.getByTestId('saved-items-card');
      await expect(card.getByRole('button', { name: /^Move to bag/ })).toHaveCount(1);
      await press(page, card.getByRole('button', { name: /^Move to bag/ }), 'Enter');
      await expect(lines).toHaveCount(2);
      await expect(card.getByText('Items you save for later will appear here.')).toBeVisible();
      await keepScreenshot(page, testInfo, `${code}-bag`);

      // Empty the bag.
      for (const left of [1, 0]) {
        await press(page, lines.first().getByRole('button', { name: /^Remove/ }), 'Enter');
        await expect(lines).toHaveCount(left);
      }
      await expect(page.getByTestId('bag-empty')).toBeVisible();
      await expect(page.getByTestId('bag-count')).toContainText('0');
      await expectNoSeriousAxeViolations(page);
    });
  });
}

import { expect, test } from '@playwright/test';
import { brandUrl, expectNoSeriousAxeViolations, keepScreenshot } from './support.ts';

// Issue 18 item 1: a product in two colours ("Button Front Shirt Dress", Berry and Mustard) shows the chosen colour's
// picture, and the bag, the mini bag and saved items show the picture of the colour each line holds.

const PRODUCT = '/shop/p/da160843';
const NAME = 'Button Front Shirt Dress';
const MUSTARD_HEX = '#d4a52a';

test('choosing a colour shows its picture, and its lines keep it in the bag and saved items', async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  await page.goto(brandUrl('dal', PRODUCT));
  await page.waitForLoadState('networkidle'); // hydrated
  const picture = page.getByRole('figure', { name: `${NAME} pictures` }).getByRole('img');
  await expect(picture).toHaveAttribute('alt', `${NAME} in Berry`);

  const colours = page.getByRole('radiogroup', { name: /^Colour: / });
  // The swatch's label, as a shopper clicks it (the radio itself is visually hidden).
  await colours
    .locator('label')
    .filter({ hasText: /^Mustard/ })
    .click();
  await expect(colours.getByRole('radio', { name: /^Mustard/ })).toBeChecked();
  await expect(colours).toHaveAccessibleName('Colour: Mustard');
  await expect(page).toHaveURL(/[?&]colour=da160843-mst/);
  await expect(picture).toHaveAttribute('alt', `${NAME} in Mustard`);
  await expect(picture).toHaveAttribute('src', '/images/products/da160843-mst.svg');
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeTruthy();
  // The picture itself is drawn in Mustard (fetched by the page: Node cannot resolve *.localhost).
  const svg = await page.evaluate(
    (url) => fetch(url).then((response) => response.text()),
    '/images/products/da160843-mst.svg',
  );
  expect(svg).toContain(MUSTARD_HEX);
  await keepScreenshot(page, testInfo, 'dal-colourway-mustard');
  await expectNoSeriousAxeViolations(page);

  // A shared link opens on the colour, picture included (server-rendered).
  await page.reload();
  await expect(picture).toHaveAttribute('alt', `${NAME} in Mustard`);
  await page.waitForLoadState('networkidle');

  // Into the bag in Mustard: the mini bag shows the Mustard picture.
  const form = page.getByRole('form', { name: /^Add .* to bag$/ });
  await form.locator('label:has(input[type="radio"]:not([disabled]))').first().click();
  await page.getByRole('button', { name: 'Add to bag' }).click();
  const miniBag = page.getByRole('dialog', { name: 'Your bag' });
  await expect(miniBag).toBeVisible();
  await expect(miniBag.locator('img[src="/images/products/da160843-mst.svg"]')).toHaveCount(1);
  await page.keyboard.press('Escape');

  // The bag's line, then the same line saved for later.
  await page.goto(brandUrl('dal', '/shop/bag'));
  const lines = page.getByTestId('bag-line');
  await expect(lines).toHaveCount(1, { timeout: 30_000 });
  await expect(lines.first().locator('img')).toHaveAttribute('src', '/images/products/da160843-mst.svg');
  await lines
    .first()
    .getByRole('button', { name: /^Save for later/ })
    .click();
  await expect(lines).toHaveCount(0);
  const saved = page.getByTestId('saved-items-card');
  await expect(saved.locator('img')).toHaveAttribute('src', '/images/products/da160843-mst.svg');
  await keepScreenshot(page, testInfo, 'dal-colourway-bag');
});

import { expect, type Page, test } from '@playwright/test';
import { brandUrl } from './support.ts';

// A shopper's main path logs nothing to the browser console as an error: home → a category listing → a product → add
// to bag → the bag, where an unknown and an expired promotion code are refused (an expected answer, shown to the
// shopper, not a failure). Each brand's favicon is served, so no page logs a 404 for it either.

const NOT_RECOGNISED = "Sorry, we don't recognise this code. Please try again.";
const EXPIRED = 'Sorry, this code has expired.';

/** Every console error and uncaught page error from now on, as text. */
function collectConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${message.text()} (${message.location().url || page.url()})`);
  });
  page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
  return errors;
}

/** From a listing, opens products until one can be added to the bag, and adds it (first size in stock, if any). */
async function addSomethingToBag(page: Page, code: string): Promise<void> {
  const products = await page
    .locator('main a[href^="/shop/p/"]')
    .evaluateAll((links) => [...new Set(links.map((a) => a.getAttribute('href')))].slice(0, 6));
  expect(products.length, 'products on the listing').toBeGreaterThan(0);
  for (const product of products) {
    await page.goto(brandUrl(code, product ?? '/'));
    const form = page.getByRole('form', { name: /^Add .* to bag$/ });
    if ((await form.count()) === 0) continue;
    // The form acts once hydrated, and its button is enabled only then: a size checked before would be lost.
    const add = page.getByRole('button', { name: 'Add to bag' });
    await expect(add).toBeEnabled();
    const sizes = form.locator('input[type="radio"]:not([disabled])');
    if ((await sizes.count()) > 0) await sizes.first().check();
    await add.click();
    await expect(page.getByRole('dialog', { name: 'Your bag' })).toBeVisible();
    await page.keyboard.press('Escape');
    return;
  }
  throw new Error(`no product could be added to the bag for ${code}`);
}

async function tryCode(page: Page, promo: string, message: string): Promise<void> {
  const field = page.getByLabel('Enter a promotion code');
  await field.fill(promo);
  await field.press('Enter');
  await expect(page.getByText(message, { exact: true })).toBeVisible();
}

for (const code of ['dal', 'ihm', 'pma'] as const) {
  test(`${code}: home → listing → product → bag with a refused promotion code logs no console errors`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const errors = collectConsoleErrors(page);

    await page.goto(brandUrl(code));
    await page.waitForLoadState('networkidle');
    const category = page.getByRole('navigation', { name: 'Categories' }).getByRole('link').first();
    await category.click();
    await page.waitForURL(/\/shop\/c\//);
    await page.waitForLoadState('networkidle');

    await addSomethingToBag(page, code);

    await page.goto(brandUrl(code, '/shop/bag'));
    await expect(page.getByTestId('bag-line')).toHaveCount(1, { timeout: 30_000 });
    await tryCode(page, 'NOPE2026', NOT_RECOGNISED);
    await tryCode(page, `${code.toUpperCase()}WINTER`, EXPIRED);
    await page.waitForLoadState('networkidle');

    expect(errors, 'console errors on the main path').toEqual([]);
  });

  test(`${code}: pages declare the brand's icon, and /favicon.ico answers it`, async ({ page }) => {
    await page.goto(brandUrl(code));
    const href = await page.locator('head link[rel="icon"]').first().getAttribute('href');
    expect(href).toBeTruthy();
    // Fetched by the page itself: only the browser resolves the brand's `*.localhost` host.
    const get = (url: string) =>
      page.evaluate(async (u) => {
        const response = await fetch(u);
        return {
          status: response.status,
          type: response.headers.get('content-type') ?? '',
          body: await response.text(),
        };
      }, url);
    const icon = await get(href ?? '');
    expect(icon.status).toBe(200);
    expect(icon.type).toContain('image/svg+xml');
    expect(icon.body).toContain('<svg');
    expect(icon.body).toContain(`>${code === 'dal' ? 'D' : code === 'ihm' ? 'I' : 'P'}</text>`);
    const favicon = await get('/favicon.ico');
    expect(favicon).toEqual(icon);
  });
}

import { expect, type Page, test } from '@playwright/test';
import {
  brandCodes,
  brandUrl,
  expectNoSeriousAxeViolations,
  journeyWalks,
  keepScreenshot,
  lakeQuery,
} from './support.ts';

/** The brand's first category with a second page (checked over HTTP: a page past the end redirects). */
async function categoryWithTwoPages(page: Page, code: string): Promise<string> {
  await page.goto(brandUrl(code));
  const hrefs = await page
    .getByRole('navigation', { name: 'Categories' })
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  const origin = new URL(brandUrl(code));
  for (const href of hrefs) {
    // Node cannot resolve *.localhost: ask the loopback address with the brand's Host. A redirect means no page 2.
    const response = await page.request.get(`http://127.0.0.1:${origin.port}${href}?page=2`, {
      headers: { host: origin.host },
      maxRedirects: 0,
    });
    if (response.status() === 200) return href;
  }
  throw new Error(`${code} has no category with a second page`);
}

/** A word of the product name with one letter dropped from its middle ("Poplin" → "Polin"). */
function withTypo(name: string): string {
  const words = name.split(' ');
  const longest = words.reduce((a, b) => (b.length > a.length ? b : a), '');
  const at = Math.floor(longest.length / 2);
  const typo = longest.slice(0, at) + longest.slice(at + 1);
  return words.map((word) => (word === longest ? typo : word)).join(' ');
}

/**
 * Each journey walks three brands (support.ts walkedBy), a different three for each, so that every brand's catalogue
 * (its categories and facets, search index, colourways, size guide) is walked by at least two journeys; brands.spec.ts
 * opens a product from a listing on every brand.
 */
const walks = journeyWalks({
  browse: ['dal', 'fw', 'pma'],
  product: ['jdw', 'fsp', 'cgn'],
  sizeGuide: ['dal', 'fw', 'ccl'], // ccl has no size guide: the button is absent
  colourways: ['fsp', 'cgn', 'ihm'],
  typo: ['pma', 'awl', 'ccl'],
  autosuggest: ['cgn', 'ihm', 'dal'],
  history: ['awl', 'ccl', 'jdw'],
});

for (const code of brandCodes) {
  test.describe(`${code} catalogue`, () => {
    // Each test walks several server-rendered pages; the suite's 60 s default is tight on a busy CI machine.
    test.describe.configure({ timeout: 120_000 });

    if (walks(code, 'browse'))
      test('browse to page 2, filter and sort, open a product, come back to the same place', async ({
        page,
      }, testInfo) => {
        const category = await categoryWithTwoPages(page, code);
        await page.goto(brandUrl(code, category));
        await page
          .getByRole('navigation', { name: /pages$/ })
          .getByRole('link', { name: /2/ })
          .first()
          .click();
        await expect(page).toHaveURL(/[?&]page=2/);
        await page.waitForLoadState('networkidle'); // hydrated: facet changes are client transitions
        await expect(page.getByText(/showing 37–/)).toBeVisible();
        await expectNoSeriousAxeViolations(page);

        const sizeBox = page
          .getByRole('group', { name: 'Size' })
          .or(page.getByRole('list', { name: 'Size' }))
          .getByRole('checkbox')
          .first();
        await sizeBox.check();
        await expect(page).toHaveURL(/[?&]size=/, { timeout: 30_000 });
        await expect(page).not.toHaveURL(/[?&]page=/);
        await page.getByLabel('Sort by').selectOption('price-low-high');
        await expect(page).toHaveURL(/sort=price-low-high/, { timeout: 30_000 });
        await expect(page.getByRole('button', { name: /remove filter/ })).toBeVisible();
        await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
        const listingUrl = page.url();

        const items = page.locator('main [data-product-id]');
        const count = await items.count();
        expect(count).toBeGreaterThan(0);
        const target = items.nth(Math.min(count - 1, 9));
        await target.scrollIntoViewIfNeeded();
        const productId = await target.getAttribute('data-product-id');
        const scrolledTo = await page.evaluate(() => window.scrollY);
        await target.getByRole('link').click();
        await expect(page).toHaveURL(new RegExp(`/shop/p/${productId}$`));
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

        await page.goBack();
        await expect(page).toHaveURL(listingUrl);
        await expect
          .poll(() =>
            page.evaluate(() => document.activeElement?.closest('[data-product-id]')?.getAttribute('data-product-id')),
          )
          .toBe(productId);
        const restored = await page.evaluate(() => window.scrollY);
        expect(Math.abs(restored - scrolledTo)).toBeLessThan(120);
        await keepScreenshot(page, testInfo, `${code}-listing-restored`);
      });

    if (walks(code, 'product'))
      test('a product page shows options with stock, price, delivery, reviews and structured data', async ({
        page,
      }) => {
        const category = await categoryWithTwoPages(page, code);
        await page.goto(brandUrl(code, category));
        await page.locator('main [data-product-id] a').first().click();
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.getByRole('heading', { name: 'Delivery and returns' })).toBeVisible();
        await expect(page.getByText(/£\d+\.\d\d/).first()).toBeVisible();
        await expect(page.getByText(/In stock|Low stock|Out of stock|Sold out/).first()).toBeVisible();
        // The Product data streams in with the approved review statistics after the page's first bytes.
        await expect
          .poll(() =>
            page
              .locator('script[type="application/ld+json"]')
              .evaluateAll((scripts) =>
                scripts.map((s) => (JSON.parse(s.textContent ?? '{}') as { '@type': string })['@type']),
              ),
          )
          .toEqual(expect.arrayContaining(['Product', 'BreadcrumbList']));
        const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
        expect(canonical).toMatch(/\/shop\/p\/[a-z0-9]+$/);
        await expectNoSeriousAxeViolations(page);
      });

    if (walks(code, 'sizeGuide'))
      test('the CMS size guide opens from the keyboard and complete the set lists real products', async ({
        page,
      }, testInfo) => {
        // A product editors gave content in the seed dataset (every brand has some; Clearhouse has no size guide).
        const content = await lakeQuery<{ productNumber: string; completeTheSet: string[]; guide: string | null }>(
          '*[_type == "productContent" && brand == $brand] | order(defined(sizeGuide) desc, productNumber asc)[0]{productNumber, completeTheSet, "guide": sizeGuide->title}',
          { brand: code },
        );
        expect(content?.productNumber, `${code} has product content`).toBeTruthy();
        await page.goto(brandUrl(code, `/shop/p/${content.productNumber.toLowerCase()}`));
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await page.waitForLoadState('networkidle'); // hydrated

        const rail = page.getByRole('region', { name: 'Complete the set' });
        await expect(rail.getByRole('listitem')).toHaveCount(content.completeTheSet.length);
        const picks = await rail
          .locator('[data-product-id]')
          .evaluateAll((items) => items.map((item) => item.getAttribute('data-product-id')));
        expect(picks).toEqual(content.completeTheSet.map((n) => n.toLowerCase()));
        await expect(rail.getByText(/£\d+\.\d\d/).first()).toBeVisible();
        await expect(rail.locator('img').first()).toHaveAttribute('src', /\/images\/products\//);

        const button = page.getByRole('button', { name: 'Size guide' });
        if (!content.guide) {
          await expect(button).toHaveCount(0);
          return;
        }
        await button.focus();
        await page.keyboard.press('Enter');
        const sheet = page.getByRole('dialog', { name: content.guide });
        await expect(sheet).toBeVisible();
        await expect(sheet.getByRole('table')).toBeVisible();
        await expect(sheet.locator('caption')).toContainText(/measurements in (centimetres|inches)/);
        expect(await sheet.getByRole('columnheader').count()).toBeGreaterThanOrEqual(2);
        expect(await sheet.getByRole('rowheader').count()).toBeGreaterThanOrEqual(1);
        await expect.poll(() => sheet.evaluate((el) => el.contains(document.activeElement))).toBe(true);
        await expectNoSeriousAxeViolations(page);
        if (code === 'dal') await keepScreenshot(page, testInfo, `${code}-size-guide`);
        await page.keyboard.press('Escape');
        await expect(sheet).toHaveCount(0);
        await expect(button).toBeFocused();
      });

    if (walks(code, 'colourways'))
      test('a product in several colours switches colourway with the keyboard', async ({ page }) => {
        // The first product of the brand's first categories that comes in more than one colour (found over HTTP).
        const origin = new URL(brandUrl(code));
        const html = (path: string) =>
          page.request
            .get(`http://127.0.0.1:${origin.port}${path}`, { headers: { host: origin.host } })
            .then((response) => response.text());
        const home = await html('/');
        const categories = [...new Set([...home.matchAll(/href="(\/shop\/c\/[a-z0-9-]+)"/g)].map((m) => m[1]))];
        let productPath: string | undefined;
        search: for (const category of categories.slice(0, 4)) {
          const listing = await html(category ?? '/');
          const paths = [...new Set([...listing.matchAll(/href="(\/shop\/p\/[a-z0-9]+)"/g)].map((m) => m[1]))];
          for (const path of paths.slice(0, 15)) {
            if ((await html(path ?? '/')).includes('role="radiogroup"')) {
              productPath = path;
              break search;
            }
          }
        }
        test.skip(!productPath, `${code}: no product in several colours in the first categories`);
        await page.goto(brandUrl(code, productPath));
        await page.waitForLoadState('networkidle'); // hydrated
        const colours = page.getByRole('radiogroup', { name: /^Colour: / });
        await expect(colours).toBeVisible();
        const first = colours.getByRole('radio').first();
        const second = colours.getByRole('radio').nth(1);
        const secondName = ((await second.locator('xpath=ancestor::label[1]').textContent()) ?? '')
          .replace('(sold out)', '')
          .trim();
        const sizes = page.getByRole('form', { name: /^Add .* to bag$/ }).getByRole('radio');
        const firstSizes = await sizes.count();
        await first.focus();
        await page.keyboard.press('ArrowRight');
        await expect(second).toBeChecked();
        await expect(second).toBeFocused();
        await expect(colours).toHaveAccessibleName(`Colour: ${secondName}`);
        await expect(page).toHaveURL(/[?&]colour=[a-z0-9]+-[a-z]+/);
        expect(await sizes.count()).toBeGreaterThan(0);
        expect(firstSizes).toBeGreaterThan(0);
        await expectNoSeriousAxeViolations(page);
        // The address shares the colourway: a reload opens on it.
        await page.reload();
        await expect(page.getByRole('radiogroup', { name: `Colour: ${secondName}` })).toBeVisible();
      });

    if (walks(code, 'typo'))
      test('a search with a typo still finds the product', async ({ page }, testInfo) => {
        const category = await categoryWithTwoPages(page, code);
        await page.goto(brandUrl(code, category));
        const name = (await page.locator('main [data-product-id] h3').first().textContent())?.trim() ?? '';
        expect(name.length).toBeGreaterThan(3);
        await page.goto(brandUrl(code, `/shop/s?q=${encodeURIComponent(withTypo(name))}`));
        await expect(page.getByText('Showing results for')).toBeVisible();
        await expect(page.locator('main [data-product-id] h3', { hasText: name }).first()).toBeVisible();
        await keepScreenshot(page, testInfo, `${code}-search-typo`);
        await expectNoSeriousAxeViolations(page);
      });

    if (walks(code, 'autosuggest'))
      test('autosuggest appears at the third character and not before', async ({ page }) => {
        await page.goto(brandUrl(code));
        // The first three letters of a category name: words every brand's catalogue knows.
        const category =
          (await page.getByRole('navigation', { name: 'Categories' }).getByRole('link').first().textContent()) ?? '';
        const prefix = category.trim().toLowerCase().slice(0, 3);
        await page.getByRole('searchbox').first().click();
        const sheet = page.getByRole('dialog');
        await expect(sheet).toBeVisible();
        const field = sheet.getByRole('searchbox');
        await field.pressSequentially(prefix.slice(0, 2), { delay: 50 });
        await page.waitForTimeout(500);
        await expect(sheet.getByRole('menu', { name: 'Search suggestions' })).toHaveCount(0);
        await field.pressSequentially(prefix.slice(2), { delay: 50 });
        await expect(sheet.getByRole('menu', { name: 'Search suggestions' })).toBeVisible();
        await expect(sheet.getByRole('menuitem').first()).toBeVisible();
        expect(await sheet.getByRole('menuitem').count()).toBeLessThanOrEqual(10);
        await field.press('ArrowDown');
        await expectNoSeriousAxeViolations(page);
        // Escape clears the field first (react-aria search field), then closes the sheet.
        await page.keyboard.press('Escape');
        await page.keyboard.press('Escape');
        await expect(sheet).toHaveCount(0);
      });

    if (walks(code, 'history'))
      test('search history keeps the last five terms and deletes one', async ({ page }) => {
        const terms = ['coat', 'blue', 'black', 'cotton', 'stripe', 'linen'];
        for (const term of terms) {
          await page.goto(brandUrl(code, `/shop/s?q=${term}`));
          await expect(page.getByRole('heading', { level: 1 })).toContainText(term);
          await expect.poll(() => page.evaluate(() => localStorage.getItem('searchHistory') ?? '')).toContain(term);
        }
        await page.getByRole('searchbox').first().click();
        const recent = page
          .getByRole('dialog')
          .getByRole('region', { name: 'Recent searches' })
          .or(page.getByRole('dialog').locator('section[aria-labelledby="recent-searches"]'));
        const links = recent.getByRole('link');
        await expect(links).toHaveText(['linen', 'stripe', 'cotton', 'black', 'blue']);
        await recent.getByRole('button', { name: 'Remove cotton from recent searches' }).click();
        await expect(links).toHaveText(['linen', 'stripe', 'black', 'blue']);
        await page.keyboard.press('Escape');
        await page.reload();
        await page.getByRole('searchbox').first().click();
        await expect(links).toHaveText(['linen', 'stripe', 'black', 'blue']);
      });
  });
}

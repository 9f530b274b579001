import { expect, type Page, test } from '@playwright/test';
import { brandUrl, expectNoSeriousAxeViolations, journeyBrands, journeyWalks, keepScreenshot } from './support.ts';

// The bag journey per brand, by keyboard only: two sizes, quantity, the bag's promotions (eligible, potential,
// proactive), promotion codes (each refusal message and a valid code), remove and undo, save for later and back, and
// the empty bag; and the delivery subscription from its product page. Guest bags: each test has its own cookies.

const NOT_RECOGNISED = "Sorry, we don't recognise this code. Please try again.";
const EXPIRED = 'Sorry, this code has expired.';
const NOT_QUALIFIED = 'Sorry, looks like your bag doesn’t qualify for this promotion code.';

/** The size choices of the add-to-bag form (the page may also have colour radios). */
function sizeRadios(page: Page) {
  return page.getByRole('form', { name: /^Add .* to bag$/ }).locator('input[type="radio"]:not([disabled])');
}

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
      if ((await sizeRadios(page).count()) >= 2) return;
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

/** "£1,234.56" → pence. */
function pence(text: string | null): number {
  const match = /£([\d,]+)\.(\d{2})/.exec(text ?? '');
  if (!match) throw new Error(`no price in ${text}`);
  return Number((match[1] ?? '0').replaceAll(',', '')) * 100 + Number(match[2]);
}

const gbp = (value: number) =>
  new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' }).format(value / 100);

/**
 * The bag's promotions: as a guest the welcome offer qualifies (with what it saves); £20 off £100 is either reached
 * or "Spend £x more"; the proactive £5 off £60 is either offered (declined here, by keyboard) or still to reach.
 */
async function checkPromotions(page: Page, prefix: string) {
  const panel = page.getByTestId('bag-promotions');
  await expect(panel).toBeVisible();
  const subtotal = pence(await page.locator('dl[aria-label="Order summary"]').locator('dd').first().textContent());
  const welcome = panel.getByTestId('eligible-promotion').filter({ hasText: '15% off your first order' });
  await expect(welcome).toContainText(`Saves ${gbp(Math.floor((subtotal * 15) / 100))} on this bag`);
  await expect(welcome.getByRole('button', { name: `Use code ${prefix}WELCOME` })).toBeVisible();
  if (subtotal < 10_000) {
    await expect(panel.getByTestId('potential-promotion').filter({ hasText: '£20 off £100' })).toContainText(
      `Spend ${gbp(10_000 - subtotal)} more to get £20 off £100.`,
    );
  } else {
    await expect(panel.getByTestId('eligible-promotion').filter({ hasText: '£20 off £100' })).toBeVisible();
  }
  const offer = panel.getByRole('region', { name: 'An offer just for you' });
  if (subtotal < 6_000) {
    await expect(offer).toHaveCount(0);
    await expect(panel.getByTestId('potential-promotion').filter({ hasText: '£5 off £60' })).toContainText(
      `Spend ${gbp(6_000 - subtotal)} more to get £5 off £60.`,
    );
  } else {
    await expect(offer).toContainText('£5 off your');
    await press(page, offer.getByRole('button', { name: 'No thanks' }), 'Enter');
    await expect(offer).toHaveCount(0);
    await expect(panel.getByRole('heading', { name: 'Offers for your bag' })).toBeFocused();
  }
}

async function tryCode(page: Page, code: string) {
  const field = page.getByLabel('Enter a promotion code');
  await field.focus();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(code);
  await page.keyboard.press('Enter');
}

/** Each journey walks three brands (support.ts walkedBy), every brand one: their themes (the sticky header's height),
 * promotions and delivery subscription differ; the bag's code does not. */
const walks = journeyWalks({
  bag: ['dal', 'ihm', 'ccl'],
  stickyHeader: ['cgn', 'fw', 'pma'],
  subscription: ['jdw', 'awl', 'fsp'],
});

for (const code of journeyBrands) {
  test.describe(`${code} bag`, () => {
    if (walks(code, 'bag'))
      test('add two sizes, change quantity, promotion codes, remove and undo, save for later, empty bag', async ({
        page,
      }, testInfo) => {
        test.setTimeout(180_000);
        await openProductWithTwoSizes(page, code);
        const addButton = page.getByRole('button', { name: 'Add to bag' });

        // An option is required; the message names what the product is sold in (a size, seats, a bed size…).
        await press(page, addButton, 'Enter');
        await expect(
          page.getByText(
            /^Please select (a size|the number of seats|a bed size|the dimensions|a towel size|a screen size)\.$/,
          ),
        ).toBeVisible();

        const sizes = sizeRadios(page);
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

        // Promotions the bag qualifies for, could reach, and the proactive offer.
        const prefix = code.toUpperCase();
        await checkPromotions(page, prefix);

        // Each refusal shows its message; then a valid code applies.
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
        const applied = page.getByTestId('eligible-promotion').filter({ hasText: '15% off your first order' });
        await expect(applied).toContainText('Applied');
        await expect(applied).toContainText(/You save £[\d,]+\.\d{2}/);
        await keepScreenshot(page, testInfo, `${code}-bag-promotions`);
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
        // Straight on, with no reload: the bag's changes are queued in order, so the save's answers cannot land after
        // the move back (issue 18, the stale-bag race).
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

    if (code === 'cgn' || code === 'pma') {
      test('quick changes (quantity 2 → 3 → 1, save for later, move to bag) end as the server has them', async ({
        page,
      }, testInfo) => {
        test.setTimeout(180_000);
        await openProductWithTwoSizes(page, code);
        const addButton = page.getByRole('button', { name: 'Add to bag' });
        const sizes = sizeRadios(page);
        for (const [i, count] of [
          [0, '1'],
          [1, '2'],
        ] as const) {
          await press(page, sizes.nth(i), 'Space');
          await press(page, addButton, 'Enter');
          await expect(page.getByRole('dialog', { name: 'Your bag' })).toBeVisible();
          await expect(page.getByTestId('bag-count')).toContainText(count);
          await page.keyboard.press('Escape');
          await expect(page.getByRole('dialog', { name: 'Your bag' })).toBeHidden();
        }
        await page.goto(brandUrl(code, '/shop/bag'));
        const lines = page.getByTestId('bag-line');
        await expect(lines).toHaveCount(2, { timeout: 30_000 });
        const first = lines.nth(0);
        const option = await first.getAttribute('data-option');
        const picker = first.getByLabel('Quantity');

        // As fast as the page takes them: no waiting for answers between the picks.
        for (const pick of ['2', '3', '1']) await picker.selectOption(pick);
        // The picker shows the shopper's last pick while the changes wait their turn.
        await expect(picker).toHaveValue('1');
        await first.getByRole('button', { name: /^Save for later/ }).click();
        const card = page.getByTestId('saved-items-card');
        // Move to bag as soon as the saved product is listed (the bag's own removal may still be on its way).
        await card.getByRole('button', { name: /^Move to bag/ }).click();

        await expect(card.getByText('Items you save for later will appear here.')).toBeVisible();
        // The line comes back only with the server's answer to the move, the last change queued; nothing else is waiting.
        await expect(lines).toHaveCount(2);
        await expect(page.locator('ul[aria-busy="true"]')).toHaveCount(0);
        await keepScreenshot(page, testInfo, `${code}-bag-after-quick-changes`);

        // What the page shows is what the server has: the lines and quantities, and an empty saved list.
        const shown = async () =>
          (
            await lines.evaluateAll((items) =>
              items.map((item) => {
                const select = item.querySelector('select');
                return `${item.getAttribute('data-option')}×${select ? select.value : '1'}`;
              }),
            )
          ).sort();
        // Asked from the page (same origin, the shopper's cookies): *.localhost resolves in the browser only.
        const read = (url: string) => page.evaluate(async (u) => (await fetch(u, { cache: 'no-store' })).json(), url);
        const count = await read('/api/shop/bag/cartItemCount');
        const bag = await read(`/api/shop/bag?cartId=${encodeURIComponent(count.cartId)}`);
        const onServer = (bag.cartEntries as { productOptionNo: string; quantity: number }[])
          .map((entry) => `${entry.productOptionNo}×${entry.quantity}`)
          .sort();
        expect(onServer).toContain(`${option}×1`);
        expect(await shown()).toEqual(onServer);
        await expect(page.getByTestId('bag-count')).toContainText(String(bag.bagItemsCount));
        const saved = await read('/api/save-for-later/savedItems');
        expect(saved.wishlistEntries).toEqual([]);
        // And the page agrees with itself after a reload.
        await page.reload();
        await expect(lines).toHaveCount(2, { timeout: 30_000 });
        expect(await shown()).toEqual(onServer);
        await expectNoSeriousAxeViolations(page);
        for (const width of [1280, 390]) {
          await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
          const file = new URL(`../artifacts/bag-race/${code}-quick-changes-${width}.png`, import.meta.url);
          await page.screenshot({ path: file.pathname, fullPage: true });
        }
      });
    }

    if (walks(code, 'stickyHeader'))
      test('focus never puts a target under the sticky header (the scroll padding covers it), at 1280 and 390 px', async ({
        page,
      }) => {
        for (const width of [1280, 390]) {
          await page.setViewportSize({ width, height: 900 });
          await page.goto(brandUrl(code, '/shop/bag'));
          const link = page.getByTestId('bag-empty').getByRole('link').first();
          await expect(link).toBeVisible({ timeout: 30_000 });
          // The header's height against the page's scroll padding, less room for the focus ring (3px + 2px offset).
          const { header, padding } = await page.evaluate(() => ({
            header: document.querySelector('header')?.getBoundingClientRect().height ?? 0,
            padding: Number.parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop),
          }));
          expect(header, `${width} px`).toBeGreaterThan(0);
          expect(header + 5, `${width} px: header ${header}px, scroll padding ${padding}px`).toBeLessThanOrEqual(
            padding,
          );
          // And in practice: from the bottom of the page, focusing the empty-bag link brings it in below the header.
          await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
          await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
          await link.focus();
          const top = await link.evaluate((node) => node.getBoundingClientRect().top);
          const bottom = await page.evaluate(
            () => document.querySelector('header')?.getBoundingClientRect().bottom ?? 0,
          );
          expect(top, `${width} px: focused link at ${top}px, header ends at ${bottom}px`).toBeGreaterThanOrEqual(
            bottom,
          );
        }
      });

    if (walks(code, 'subscription'))
      test('delivery subscription from its product page, by keyboard', async ({ page }, testInfo) => {
        await page.goto(brandUrl(code, '/shop/p/dsub365'));
        await expect(page.getByRole('heading', { level: 1, name: 'Unlimited delivery for a year' })).toBeVisible();
        await expectNoSeriousAxeViolations(page);
        const addButton = page.getByRole('button', { name: 'Add to bag' });
        await press(page, addButton, 'Enter');
        // The add waits 600 ms (spec §9) and then opens the mini bag.
        await expect(page.getByRole('button', { name: 'Adding…' })).toBeVisible();
        await expect(page.getByRole('dialog', { name: 'Your bag' })).toBeVisible();
        await expect(page.getByTestId('bag-count')).toContainText('1');
        await keepScreenshot(page, testInfo, `${code}-delivery-subscription`);
        await page.keyboard.press('Escape');
        // Adding it again keeps one.
        await press(page, addButton, 'Enter');
        await expect(page.getByRole('dialog', { name: 'Your bag' })).toBeVisible();
        await expect(page.getByTestId('bag-count')).toContainText('1');
        await page.keyboard.press('Escape');

        await page.goto(brandUrl(code, '/shop/bag'));
        const lines = page.getByTestId('bag-line');
        await expect(lines).toHaveCount(1, { timeout: 30_000 });
        await expect(lines.first()).toContainText('Unlimited delivery for a year');
        await expect(page.locator('dl[aria-label="Order summary"]')).toContainText('£9.95');
      });
  });
}

import { expect, type Page, test } from '@playwright/test';
import { brandUrl, expectNoSeriousAxeViolations } from './support.ts';

// The small-screen category menu closes when a category is chosen (and the new page shows), on Esc and on a tap
// outside it, each time giving focus back to its button.

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

const menuButton = (page: Page) => page.locator('summary[aria-label="Menu: shop by category"]');
const menuPanel = (page: Page) => page.getByRole('navigation', { name: 'Shop by category' });

async function openMenu(page: Page): Promise<void> {
  await menuButton(page).tap();
  await expect(menuPanel(page)).toBeVisible();
}

for (const code of ['dal', 'ihm', 'pma'] as const) {
  test(`${code}: the mobile menu closes on navigation, Esc and an outside tap, and gives focus back`, async ({
    page,
  }) => {
    await page.goto(brandUrl(code));
    await page.waitForLoadState('networkidle');

    // Choosing a category: the new page shows with the menu closed.
    await openMenu(page);
    await expectNoSeriousAxeViolations(page);
    const category = menuPanel(page).getByRole('link').first();
    const name = ((await category.textContent()) ?? '').replace('›', '').trim();
    await category.tap();
    await page.waitForURL(/\/shop\/c\//);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(menuPanel(page)).toBeHidden();
    await expect(menuButton(page)).toBeFocused();

    // Esc.
    await openMenu(page);
    await menuPanel(page).getByRole('link').first().focus();
    await page.keyboard.press('Escape');
    await expect(menuPanel(page)).toBeHidden();
    await expect(menuButton(page)).toBeFocused();

    // A tap outside the menu (on the promotion strip, which is not a control; its offer is the brand's own).
    await openMenu(page);
    const strip = page.getByText(/Order by \d+(am|pm) for next-day delivery/).first();
    const box = await strip.boundingBox();
    if (!box) throw new Error('no promotion strip to tap');
    await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
    await expect(menuPanel(page)).toBeHidden();
    await expect(menuButton(page)).toBeFocused();
    expect(page.url()).toMatch(/\/shop\/c\//);
  });
}

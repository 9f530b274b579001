import { expect, type Page, type TestInfo, test } from '@playwright/test';
import { brandUrl, expectNoSeriousAxeViolations, keepScreenshot } from './support.ts';

// Issue 18 items 7 and 8: on a phone the first products show on the first screen, filters open in a sheet whose
// "Show N results" closes it, and the bag's checkout stays in reach; the bag and saved items (on a phone and at
// 1280 px) and a re-sorted listing do not shift under the shopper (CLS under 0.05, from the browser's layout-shift
// entries; a failure lists what moved).

const phone = { width: 390, height: 844 };
const desktop = { width: 1280, height: 900 };

interface Shift {
  value: number;
  at: number;
  nodes: string[];
}

/**
 * Starts summing layout shifts not caused by recent input (as CLS does), from now on, keeping what moved (element,
 * class, test id, text, from and to) so a failure names the culprit.
 */
async function watchLayoutShift(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __cls: number; __shifts: Shift[] };
    w.__cls = 0;
    w.__shifts = [];
    const nameOf = (node: Node | null, from: DOMRectReadOnly, to: DOMRectReadOnly) => {
      const rect = (r: DOMRectReadOnly) =>
        `${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}x${Math.round(r.height)}`;
      if (!(node instanceof Element)) return `${node?.nodeName ?? '?'} ${rect(from)} -> ${rect(to)}`;
      const testId = node.getAttribute('data-testid');
      const text = (node.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
      return `${node.tagName.toLowerCase()}${testId ? `[${testId}]` : ''}.${String(node.className).split(' ')[0]} "${text}" ${rect(from)} -> ${rect(to)}`;
    };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as {
        value: number;
        hadRecentInput: boolean;
        startTime: number;
        sources: { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
      }[]) {
        if (entry.hadRecentInput) continue;
        w.__cls += entry.value;
        w.__shifts.push({
          value: entry.value,
          at: Math.round(entry.startTime),
          nodes: (entry.sources ?? []).map((source) => nameOf(source.node, source.previousRect, source.currentRect)),
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}
const layoutShift = (page: Page) => page.evaluate(() => (window as unknown as { __cls: number }).__cls);
/** What moved since the last reset, for the failure message and the report. */
const shifts = (page: Page) => page.evaluate(() => (window as unknown as { __shifts: Shift[] }).__shifts);
const resetLayoutShift = (page: Page) =>
  page.evaluate(() => {
    const w = window as unknown as { __cls: number; __shifts: Shift[] };
    w.__cls = 0;
    w.__shifts = [];
  });

/** Expects the layout shift since the page loaded (or the last reset) under 0.05, reporting it and what moved. */
async function expectStill(page: Page, testInfo: TestInfo, what: string) {
  const total = await layoutShift(page);
  const moved = await shifts(page);
  testInfo.annotations.push({ type: `${what} CLS`, description: total.toFixed(4) });
  const detail = moved.map((shift) => `${shift.value.toFixed(4)} @${shift.at}ms: ${shift.nodes.join(' | ')}`);
  if (detail.length) testInfo.annotations.push({ type: `${what} shifts`, description: detail.join('\n') });
  expect(total, `${what}: ${detail.join('\n')}`).toBeLessThan(0.05);
}

/** Puts one product in the bag and one in saved items, as a guest, through the shop's own calls. */
async function fillBag(page: Page) {
  await page.goto(brandUrl('dal', '/shop/c/dresses'));
  await page.waitForLoadState('networkidle');
  await page.locator('li[data-product-id]').first().getByRole('link').click();
  await page.waitForLoadState('networkidle');
  const form = page.getByRole('form', { name: /^Add .* to bag$/ });
  await form.locator('label:has(input[type="radio"]:not([disabled]))').first().click();
  await form.getByRole('button', { name: 'Add to bag' }).click();
  await expect(page.getByRole('dialog', { name: 'Your bag' })).toBeVisible();
  await page.keyboard.press('Escape');
  await form.getByTestId('save-heart').click();
  await expect(form.getByTestId('save-heart')).toHaveAttribute('aria-pressed', 'true');
}

for (const code of ['dal', 'ihm'] as const) {
  test(`${code} listing on a phone: products on the first screen, filters in a sheet`, async ({ page }, testInfo) => {
    await page.setViewportSize(phone);
    await page.goto(brandUrl(code, '/'));
    const href = await page.locator('a[href^="/shop/c/"]').first().getAttribute('href');
    await page.goto(brandUrl(code, href ?? '/'));
    await page.waitForLoadState('networkidle');
    const first = page.locator('li[data-product-id]').first();
    const box = await first.boundingBox();
    testInfo.annotations.push({ type: 'first product top (px)', description: String(Math.round(box?.y ?? -1)) });
    // At least the top third of the first card's picture is on the first screen.
    expect(box && box.y + 120).toBeLessThan(phone.height);
    await keepScreenshot(page, testInfo, `${code}-listing-390`);

    const filter = page.getByRole('button', { name: /^Filter/ });
    await filter.click();
    const sheet = page.getByRole('dialog', { name: 'Filter' });
    await expect(sheet).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await sheet.locator('label:has(input[type="checkbox"]:not([disabled]))').first().click();
    // The count is the server's for the new filters (the listing behind the sheet has re-rendered).
    await expect(page).toHaveURL(/[?&](size|colour|price|rating|sale)=/);
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    const show = sheet.getByRole('button', { name: /^Show \d+ results?$/ });
    await expect(show).toBeEnabled();
    await keepScreenshot(page, testInfo, `${code}-filter-sheet-390`);
    const count = Number((await show.textContent())?.match(/\d+/)?.[0]);
    await show.click();
    await expect(sheet).toBeHidden();
    await expect(filter).toBeFocused();
    await expect(page.getByRole('button', { name: 'Filter (1)' })).toBeVisible();
    const cards = await page.locator('li[data-product-id]').count();
    expect(cards).toBe(Math.min(count, 36));
  });
}

test('dal bag on a phone and a desktop: checkout stays in reach; the bag and saved items load without shifting', async ({
  page,
}, testInfo) => {
  test.setTimeout(150_000);
  await watchLayoutShift(page);
  await fillBag(page);
  for (const viewport of [phone, desktop]) {
    await page.setViewportSize(viewport);
    await page.goto(brandUrl('dal', '/shop/bag'));
    await expect(page.getByTestId('bag-line')).toHaveCount(1, { timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    await expectStill(page, testInfo, `bag at ${viewport.width}`);
    const checkout = page.getByRole('link', { name: 'Checkout securely' });
    await expect(checkout).toBeInViewport();
    await keepScreenshot(page, testInfo, `dal-bag-${viewport.width}`);
    if (viewport === phone) {
      await page.mouse.wheel(0, 400);
      await expect(checkout).toBeInViewport();
      await expectNoSeriousAxeViolations(page);
    }

    await page.goto(brandUrl('dal', '/shop/bag/saved-items'));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectStill(page, testInfo, `saved items at ${viewport.width}`);
  }
});

for (const viewport of [desktop, phone]) {
  test(`re-sorting a dal listing at ${viewport.width} px does not shift the page`, async ({ page }, testInfo) => {
    await page.setViewportSize(viewport);
    await watchLayoutShift(page);
    await page.goto(brandUrl('dal', '/shop/c/dresses'));
    await page.waitForLoadState('networkidle');
    await resetLayoutShift(page);
    const shown = () =>
      page.locator('li[data-product-id]').evaluateAll((items) => items.map((li) => li.getAttribute('data-product-id')));
    const before = await shown();
    // Price, high to low: another order than the recommended one.
    await page.getByLabel('Sort by').selectOption('price-high-low');
    await expect(page).toHaveURL(/sort=price-high-low/);
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await page.waitForLoadState('networkidle');
    await expect.poll(shown).not.toEqual(before);
    await expectStill(page, testInfo, `re-sort at ${viewport.width}`);
    await keepScreenshot(page, testInfo, `dal-resorted-${viewport.width}`);
  });
}

import { expect, test } from '@playwright/test';
import { brandUrl, expectNoSeriousAxeViolations, keepScreenshot } from './support.ts';

// The interactive CMS blocks on a brand home page (seeded from studio/seed): what a shopper can do with them.
const lakeUrl = process.env.CONTENT_LAKE_URL ?? 'http://127.0.0.1:3900';

async function lakeQuery<T>(query: string, params: Record<string, string> = {}): Promise<T> {
  const search = new URLSearchParams({ query });
  for (const [name, value] of Object.entries(params)) search.set(`$${name}`, JSON.stringify(value));
  const response = await fetch(`${lakeUrl}/v2025-02-19/data/query/production?${search}`);
  expect(response.ok).toBe(true);
  return ((await response.json()) as { result: T }).result;
}

test.describe('CMS blocks', () => {
  test.beforeEach(async ({ page }) => {
    test.setTimeout(120_000);
    await page.goto(brandUrl('dal'));
  });

  test('the product carousel scrolls with its next and previous buttons, from the keyboard', async ({ page }) => {
    const next = page.getByRole('button', { name: /^Next products/ });
    const previous = page.getByRole('button', { name: /^Previous products/ });
    const list = page.locator('[data-block-type="productCarousel"] ul[aria-label]');
    await expect(list.getByRole('listitem').first()).toBeVisible();
    await expect(previous).toBeDisabled();
    await next.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => list.evaluate((el) => el.scrollLeft)).toBeGreaterThan(100);
    await expect(previous).toBeEnabled();
    await previous.click();
    await expect.poll(() => list.evaluate((el) => el.scrollLeft)).toBeLessThan(5);
  });

  test('FAQ answers open and close', async ({ page }) => {
    const question = page.locator('[data-block-type="faqAccordion"]').getByRole('button').first();
    await expect(question).toHaveAttribute('aria-expanded', 'false');
    await question.focus();
    await page.keyboard.press('Enter');
    await expect(question).toHaveAttribute('aria-expanded', 'true');
    const panel = page.locator(`[id="${await question.getAttribute('aria-controls')}"]`);
    await expect(panel).toBeVisible();
    await question.click();
    await expect(question).toHaveAttribute('aria-expanded', 'false');
  });

  test('"Terms apply" opens the banner terms from the CMS in a dialog, and a ?terms= link reopens them', async ({
    page,
  }) => {
    const banner = page.locator('[data-block-type="promoBanner"]').first();
    const name = await lakeQuery<string>(
      '*[_type == "page" && brand == "dal" && route == "/"][0].blocks[_type == "promoBanner" && defined(termsName)][0].termsName',
    );
    const firstLine = await lakeQuery<string>(
      '*[_type == "bannerTerms" && brand == "dal" && name == $name][0].body[0].children[0].text',
      { name },
    );
    await banner.getByRole('link', { name: /Terms apply/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Terms and conditions' });
    await expect(dialog.getByText(firstLine)).toBeVisible({ timeout: 30_000 });
    await expect(page).toHaveURL(new RegExp(`\\?terms=${name}$`));
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page).not.toHaveURL(/terms=/);

    await page.goto(brandUrl('dal', `/?terms=${name}`));
    await expect(page.getByRole('dialog').getByText(firstLine)).toBeVisible({ timeout: 30_000 });
  });

  test('the newsletter form checks the address, then signs the shopper up', async ({ page }, testInfo) => {
    const form = page.locator('[data-block-type="newsletterSignup"]');
    const email = form.getByRole('textbox', { name: 'Email address' });
    // Enter submits once the form has hydrated: until then its button is disabled, and so is submitting by Enter.
    await expect(form.getByRole('button')).toBeEnabled();
    await email.fill('not-an-email');
    await email.press('Enter');
    await expect(form.getByText('Enter an email address in the correct format, like name@example.com')).toBeVisible();
    await email.fill(`e2e.${Date.now()}@example.com`);
    await email.press('Enter');
    const status = form.getByRole('status');
    await expect(status).toContainText('Thanks for signing up', { timeout: 30_000 });
    await expect(status).toBeFocused();
    await keepScreenshot(page, testInfo, 'dal-blocks-after-sign-up');
  });

  test('the delivery countdown and the credit example come from the shop, and the blocks pass axe', async ({
    page,
  }) => {
    const countdown = page.locator('[data-block-type="deliveryCountdown"]');
    await expect(
      countdown.getByText(/^Order by \d{1,2}(:\d\d)?[ap]m .+ for delivery on \w+day \d{1,2} \w+\.$/),
    ).toBeVisible();
    const credit = page.locator('[data-block-type="creditExplanation"]');
    await expect(credit.getByText('Dalby Pay', { exact: true })).toBeVisible();
    await expect(credit.getByText('39.9% APR representative (variable)')).toBeVisible();
    await expectNoSeriousAxeViolations(page);
  });
});

import { expect, type Page, type TestInfo, test } from '@playwright/test';
import {
  addSomethingToBag,
  cardFrame,
  deliverByStandardToPayment,
  openSecondTab,
  press,
  register,
} from './checkout-support.ts';
import { brandUrl, expectNoSeriousAxeViolations, keepScreenshot } from './support.ts';

// Checkout, step 2, "Pay in 3 with Miyo" on dal (issue 14 item 4): the payment page offers Miyo with its plan; Continue
// to Miyo opens a session and sends the shopper to Miyo's hosted page (the sandbox's own origin), where they agree or
// decline. Approved: back through /checkout/miyo to the order confirmation, which names Miyo, and the bag is empty.
// Declined (the sandbox's test applicant "Declined") or cancelled: back on the payment page with Miyo's reason in the
// error summary. Approved but the browser never comes back (its return is cut off and the tab closed): Miyo's signed
// server-to-server callback still places exactly one order, and a late return answers that same order.

const code = 'dal';
const OVERVIEW = '/shop/myaccount/Overview.action?finalTarget=accountmainmenu';
/** Miyo's messages as the shop words them (lib/commerce/src/miyo/checkout.ts). */
const DECLINED = 'Miyo couldn’t approve this purchase, so nothing has been charged.';
const CANCELLED = 'You didn’t finish paying with Miyo, so nothing has been charged.';

/** A new dal customer with one thing in the bag, delivering by standard delivery, on the payment page. */
async function readyToPay(page: Page, testInfo: TestInfo) {
  const email = `miyo.${code}.${Date.now().toString(36)}.${testInfo.workerIndex}@example.com`;
  await register(page, code, email);
  await addSomethingToBag(page, code);
  await deliverByStandardToPayment(page, code);
  await expect(miyoOption(page)).toBeVisible();
  // Hydrated: the card fields frame is mounted by the page's script. Not networkidle: after the client-side move from
  // delivery, which adds that frame, Playwright can miss idle until the next request (the toggles SDK, 60 s on).
  await expect(cardFrame(page).getByLabel('Card number')).toBeVisible({ timeout: 20_000 });
}

const miyoOption = (page: Page) => page.getByRole('region', { name: 'Pay in 3 with Miyo' });

/** The order total on the payment page, in pence. */
async function orderTotal(page: Page): Promise<number> {
  const text = (await page.getByTestId('summary-total').textContent()) ?? '';
  const match = /£([\d,]+)\.(\d{2})/.exec(text);
  if (!match?.[1] || !match[2]) throw new Error(`no order total in ${text}`);
  return Number(match[1].replaceAll(',', '')) * 100 + Number(match[2]);
}

const pounds = (pence: number) =>
  `£${Math.floor(pence / 100).toLocaleString('en-GB')}.${String(pence % 100).padStart(2, '0')}`;

/** From the payment page by keyboard to Miyo's hosted page (its own origin), which shows the plan for the total. */
async function continueToMiyo(page: Page, total: number) {
  const option = miyoOption(page);
  // The plan: three instalments, the odd pence on the first.
  const instalment = Math.floor(total / 3);
  await expect(option).toContainText(
    `${pounds(total - instalment * 2)} today, then 2 monthly payments of ${pounds(instalment)}`,
  );
  await expect(option).toContainText('Miyo Pay in 3 is credit');
  await press(page, option.getByRole('button', { name: 'Continue to Miyo' }), 'Enter');
  await expect(page).toHaveURL(/^http:\/\/localhost:\d+\/miyo\/checkout\/[0-9a-f-]{36}$/, { timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Pay ${pounds(total)} in 3 with Miyo`);
  await expect(page.getByRole('heading', { name: 'Key product information' })).toBeVisible();
  // Miyo knows who is asking: the customer's name is filled in from the shop.
  await expect(page.getByLabel('Surname')).toHaveValue('Okafor');
}

const agreeButton = (page: Page) => page.getByRole('button', { name: /^Agree and pay £[\d,]+\.\d{2} today$/ });

/** The account's orders (the overview lists the most recent), by order number. */
async function accountOrders(page: Page): Promise<string[]> {
  await page.goto(brandUrl(code, OVERVIEW));
  const rows = page.getByTestId('order-row');
  await expect(rows.or(page.getByTestId('orders-empty')).first()).toBeVisible();
  if ((await rows.count()) === 0) return [];
  return (await rows.getByRole('rowheader').allTextContents()).map((text) => text.trim());
}

async function expectBagEmpty(page: Page) {
  await page.goto(brandUrl(code, '/shop/bag'));
  await expect(page.getByTestId('bag-empty')).toBeVisible({ timeout: 30_000 });
}

test.describe('dal checkout with Miyo', () => {
  test('approved on Miyo’s page: the order confirmation names Miyo, the bag is empty', async ({ page }, testInfo) => {
    test.setTimeout(180_000);
    await readyToPay(page, testInfo);
    await expectNoSeriousAxeViolations(page);
    await keepScreenshot(page, testInfo, 'dal-payment-miyo-desktop');
    await page.setViewportSize({ width: 390, height: 844 });
    await miyoOption(page).scrollIntoViewIfNeeded();
    await keepScreenshot(page, testInfo, 'dal-payment-miyo-390');
    await page.setViewportSize({ width: 1280, height: 900 });
    const total = await orderTotal(page);
    await continueToMiyo(page, total);
    await expectNoSeriousAxeViolations(page);
    await keepScreenshot(page, testInfo, 'dal-miyo-hosted-page-desktop');
    await press(page, agreeButton(page), 'Enter');
    await expect(page).toHaveURL(/\/checkout\/order-confirmation\?cartId=/, { timeout: 30_000 });
    await expect(page.getByRole('heading', { level: 1, name: 'Thank you, your order is placed' })).toBeVisible();
    await expect(page.getByTestId('order-payment')).toHaveText('Pay in 3 with Miyo');
    const orderNumber = (await page.getByTestId('order-number').locator('strong').textContent())?.trim();
    expect(orderNumber).toBeTruthy();
    await expectNoSeriousAxeViolations(page);
    await keepScreenshot(page, testInfo, 'dal-miyo-confirmation-desktop');
    await expectBagEmpty(page);
    expect(await accountOrders(page)).toEqual([orderNumber]);
  });

  test('declined by Miyo (a test applicant), or cancelled on Miyo’s page: back on payment with the reason', async ({
    page,
  }, testInfo) => {
    test.setTimeout(180_000);
    await readyToPay(page, testInfo);
    const total = await orderTotal(page);

    await continueToMiyo(page, total);
    await page.getByLabel('Surname').fill('Declined');
    await press(page, agreeButton(page), 'Enter');
    await expect(page).toHaveURL(/\/checkout\/payment\?/, { timeout: 30_000 });
    const summary = miyoOption(page).getByTestId('error-summary');
    await expect(summary).toContainText(DECLINED);
    await expect(summary).toBeFocused();
    await expectNoSeriousAxeViolations(page);
    await keepScreenshot(page, testInfo, 'dal-miyo-declined-desktop');
    await page.setViewportSize({ width: 390, height: 844 });
    await keepScreenshot(page, testInfo, 'dal-miyo-declined-390');
    await page.setViewportSize({ width: 1280, height: 900 });

    // Another go, and this time the shopper changes their mind on Miyo's page.
    await page.waitForLoadState('networkidle');
    await continueToMiyo(page, total);
    await press(page, page.getByRole('button', { name: 'Decline and return to the shop' }), 'Enter');
    await expect(page).toHaveURL(/\/checkout\/payment\?/, { timeout: 30_000 });
    await expect(miyoOption(page).getByTestId('error-summary')).toContainText(CANCELLED);

    // Nothing was ordered: the bag still holds its line and the account has no orders.
    expect(await accountOrders(page)).toEqual([]);
    await page.goto(brandUrl(code, '/shop/bag'));
    await expect(page.getByTestId('bag-line')).toHaveCount(1, { timeout: 30_000 });
  });

  test('approved, but the browser never comes back: Miyo’s callback places exactly one order', async ({
    page,
  }, testInfo) => {
    test.setTimeout(180_000);
    await readyToPay(page, testInfo);
    const total = await orderTotal(page);
    // The shop is open in a second tab too, so closing the first below leaves the session (no "remember me") alive.
    const later = await openSecondTab(page, code);
    await continueToMiyo(page, total);

    // The approval reaches Miyo, but Miyo's answer (the redirect back to the shop) never reaches the browser.
    let returnUrl = '';
    await page.route(/\/miyo\/checkout\/[0-9a-f-]{36}$/, async (route) => {
      if (route.request().method() !== 'POST') return route.continue();
      const response = await route.fetch({ maxRedirects: 0 });
      expect(response.status()).toBe(303);
      returnUrl = response.headers().location ?? '';
      await route.abort('internetdisconnected');
    });
    await agreeButton(page).click();
    await expect.poll(() => returnUrl).toMatch(/\/checkout\/miyo\?miyoSession=[0-9a-f-]{36}&status=approved$/);
    await page.close();

    // The shopper goes on in the other tab: one order, placed by the callback; the bag is empty.
    await expect
      .poll(async () => (await accountOrders(later)).length, { timeout: 30_000, intervals: [500, 1_000, 2_000] })
      .toBe(1);
    const [orderNumber] = await accountOrders(later);
    await expectBagEmpty(later);
    await later.goto(brandUrl(code, `/shop/myaccount/orders/${orderNumber}`));
    await expect(later.getByTestId('order-payment')).toHaveText('Pay in 3 with Miyo');
    await keepScreenshot(later, testInfo, 'dal-miyo-callback-order-desktop');

    // The browser's return arriving after all answers the same order; still only one.
    await later.goto(returnUrl);
    await expect(later).toHaveURL(/\/checkout\/order-confirmation\?cartId=/, { timeout: 30_000 });
    await expect(later.getByTestId('order-number')).toContainText(orderNumber ?? 'missing');
    expect(await accountOrders(later)).toEqual([orderNumber]);
  });
});

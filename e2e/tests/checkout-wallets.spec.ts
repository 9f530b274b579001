import { expect, type Page, type TestInfo, test } from '@playwright/test';
import {
  addSomethingToBag,
  bagLines,
  call,
  deliverByStandardToPayment,
  pounds,
  press,
  register,
  summaryTotal,
} from './checkout-support.ts';
import { brandUrl, expectNoSeriousAxeViolations, keepScreenshot } from './support.ts';

// Checkout, step 2, by Apple Pay and Google Pay. Headless Chromium has neither wallet, so the shop (its wallet provider
// is the sandbox) loads the sandbox's labelled wallet emulation: its sheets list the sandbox device's cards and pay
// with a network token, which the shop authorises through the card gateway. Apple's merchant validation goes through
// the shop's server. The sheet hands over the card's billing contact, which the order keeps. The buttons show only
// where the wallet's own capability check says so. A bag changed in another tab while a sheet is open is not charged:
// the page says so, shows the new total, and the next payment pays that.

/** A new customer with one thing in the bag, delivering by standard delivery, on the payment page. */
async function readyToPay(page: Page, code: string, testInfo: TestInfo, path = '/checkout/payment') {
  const email = `wallets.${code}.${Date.now().toString(36)}.${testInfo.workerIndex}@example.com`;
  await register(page, code, email);
  await addSomethingToBag(page, code);
  await deliverByStandardToPayment(page, code);
  if (path !== '/checkout/payment') await page.goto(brandUrl(code, path));
  await expect(page.getByRole('heading', { name: 'Pay by card' })).toBeVisible();
}

const walletButton = (page: Page, wallet: 'Apple Pay' | 'Google Pay') =>
  page.getByTestId('wallet-payment').getByRole('button', { name: `Pay with ${wallet}` });

/** The sandbox's sheet: a modal dialog named after the wallet, labelled as an emulation. */
async function sheet(page: Page, wallet: 'Apple Pay' | 'Google Pay') {
  const dialog = page.getByRole('dialog', { name: wallet });
  await expect(dialog).toBeVisible({ timeout: 20_000 });
  await expect(dialog).toContainText(`Sandbox wallet: a test emulation, not the real ${wallet}`);
  await expect(dialog.getByTestId('sandbox-wallet-status')).toHaveText('Choose a card.', { timeout: 20_000 });
  return dialog;
}

/** The billing contacts of the sandbox device's cards, as the order shows them. */
const VISA_BILLING = 'Sam Walker, 7 Harbour View, Flat 2, Whitby, North Yorkshire, YO21 1AA, United Kingdom';
const MASTERCARD_BILLING = 'Sam Walker, 350 Fifth Avenue, New York, NY, 10118, United States';

/**
 * The order confirmation names the wallet and the card's last four (and the billing address the wallet sent, when
 * given); the bag is empty after.
 */
async function expectConfirmation(page: Page, code: string, wallet: string, panSuffix: string, billing?: string) {
  await expect(page).toHaveURL(/\/checkout\/order-confirmation\?cartId=/, { timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you, your order is placed' })).toBeVisible();
  await expect(page.getByTestId('order-number')).toContainText(/\S+/);
  await expect(page.getByTestId('order-payment')).toHaveText(`${wallet} ending ${panSuffix}`);
  if (billing) await expect(page.getByTestId('order-billing-address')).toHaveText(billing);
  await expectNoSeriousAxeViolations(page);
  await page.goto(brandUrl(code, '/shop/bag'));
  await expect(page.getByTestId('bag-empty')).toBeVisible({ timeout: 30_000 });
}

/** The payment requests to the shop's digital-payment API from now on (URL, Idempotency-Key, body). */
function recordWalletCalls(page: Page) {
  const calls: { path: string; key: string | null; body: string }[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (!url.pathname.startsWith('/api/digital-payment/')) return;
    calls.push({
      path: url.pathname,
      key: request.headers()['idempotency-key'] ?? null,
      body: request.postData() ?? '',
    });
  });
  return calls;
}

test.describe('dal checkout wallets', () => {
  test('Apple Pay: the sheet (closed once, nothing paid), merchant validation by the shop, then the order', async ({
    page,
  }, testInfo) => {
    test.setTimeout(180_000);
    await readyToPay(page, 'dal', testInfo);
    const apple = walletButton(page, 'Apple Pay');
    await expect(apple).toBeVisible({ timeout: 20_000 });
    await expect(walletButton(page, 'Google Pay')).toBeVisible();
    await expect(page.getByTestId('wallet-payment')).toHaveAttribute('data-apple-pay', 'loaded ready supported');
    await expectNoSeriousAxeViolations(page);
    await keepScreenshot(page, testInfo, 'dal-wallets-1280');
    await page.setViewportSize({ width: 390, height: 844 });
    await keepScreenshot(page, testInfo, 'dal-wallets-390');
    await page.setViewportSize({ width: 1280, height: 900 });
    const calls = recordWalletCalls(page);

    // Closing the sheet pays nothing and gives the buttons back.
    await press(page, apple, 'Enter');
    let dialog = await sheet(page, 'Apple Pay');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(apple).toBeEnabled();
    expect(calls.filter((call) => call.path.endsWith('/digitalAuthorization'))).toEqual([]);

    await press(page, apple, 'Enter');
    dialog = await sheet(page, 'Apple Pay');
    await keepScreenshot(page, testInfo, 'dal-apple-pay-sheet');
    await dialog.getByRole('radio', { name: /Visa credit/ }).check();
    await dialog.getByRole('button', { name: 'Pay with Apple Pay' }).click();
    await expectConfirmation(page, 'dal', 'Apple Pay', '1111', VISA_BILLING);

    // Each press validated the merchant through the shop; the one payment carried a key and no card number.
    const validations = calls.filter((call) => call.path.endsWith('/validateMerchant'));
    expect(validations).toHaveLength(2);
    const payments = calls.filter((call) => call.path.endsWith('/digitalAuthorization'));
    expect(payments).toHaveLength(1);
    expect(payments[0]?.key).toMatch(/^[0-9a-f-]{36}$/);
    const body = JSON.parse(payments[0]?.body ?? '{}') as Record<string, unknown>;
    expect(body).toMatchObject({
      paymentType: 'APay',
      accountTradingTitle: 'DAL',
      journeyType: 'card-checkout',
      // The billing contact Apple Pay's sheet sent (the payment request asked for it).
      billingAddress: { cardHoldersName: 'Sam Walker', line1: '7 Harbour View', postalcode: 'YO21 1AA', country: 'GB' },
    });
    expect(payments[0]?.body).not.toMatch(/\d{13,19}/);
  });

  test('Google Pay: the sheet pays with the chosen card and lands on the order confirmation', async ({
    page,
  }, testInfo) => {
    test.setTimeout(180_000);
    await readyToPay(page, 'dal', testInfo);
    const google = walletButton(page, 'Google Pay');
    await expect(google).toBeVisible({ timeout: 20_000 });
    await expect(page.getByTestId('wallet-payment')).toHaveAttribute('data-google-pay', 'loaded ready supported');
    const calls = recordWalletCalls(page);
    await press(page, google, 'Enter');
    const dialog = await sheet(page, 'Google Pay');
    await expect(dialog).toContainText(/Pay .+: £[\d,]+\.\d{2}/);
    await dialog.getByRole('radio', { name: /Mastercard credit/ }).check();
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await expectConfirmation(page, 'dal', 'Google Pay', '4444', MASTERCARD_BILLING);
    expect(calls.filter((call) => call.path.endsWith('/validateMerchant'))).toEqual([]);
    const payments = calls.filter((call) => call.path.endsWith('/digitalAuthorization'));
    expect(payments).toHaveLength(1);
    expect(payments[0]?.key).toMatch(/^[0-9a-f-]{36}$/);
    expect(JSON.parse(payments[0]?.body ?? '{}')).toMatchObject({ paymentType: 'GPay' });
  });

  test('the bag changes in another tab while the Google Pay sheet is open: nothing is charged, then the new total pays', async ({
    page,
    context,
  }, testInfo) => {
    test.setTimeout(180_000);
    await readyToPay(page, 'dal', testInfo);
    const shown = await summaryTotal(page);
    const google = walletButton(page, 'Google Pay');
    await expect(google).toBeVisible({ timeout: 20_000 });
    const calls = recordWalletCalls(page);
    await press(page, google, 'Enter');
    let dialog = await sheet(page, 'Google Pay');
    await expect(dialog).toContainText(pounds(shown));

    // Meanwhile, in another tab, the shopper takes one more of the bag's line.
    const other = await context.newPage();
    await other.goto(brandUrl('dal', '/shop/bag'));
    const line = other.getByTestId('bag-line').first();
    await expect(line.getByLabel('Quantity')).toHaveValue('1', { timeout: 30_000 });
    const edited = other.waitForResponse((r) => r.url().includes('/api/shop/bag/editBag'));
    await press(other, line.getByLabel('Quantity'), 'ArrowDown');
    expect((await edited).status()).toBe(200);
    const changed = (await bagLines(other))?.orderTotal ?? 0;
    expect(changed).toBeGreaterThan(shown);
    await other.close();

    // The sheet pays the total it was opened with: the shop refuses it, charges nothing and says why.
    await dialog.getByRole('button', { name: 'Continue' }).click();
    const summary = page.getByTestId('wallet-payment').getByTestId('error-summary');
    await expect(summary).toContainText(
      'Your order total has changed. Please check it before you pay. You haven’t been charged.',
      { timeout: 30_000 },
    );
    await expect(summary).toBeFocused();
    const refused = calls.filter((entry) => entry.path.endsWith('/digitalAuthorization'));
    expect(refused).toHaveLength(1);
    expect(JSON.parse(refused[0]?.body ?? '{}')).toMatchObject({ amount: shown / 100 });
    const bag = await bagLines(page);
    if (!bag) throw new Error('the bag is gone');
    expect(bag.orderTotal).toBe(changed);
    // No payment was even begun for the bag.
    expect((await call(page, `/api/checkout/transactionDetails?cartId=${bag.cartId}`)).status).toBe(404);
    // The page shows the new total; the wallet pays that.
    await expect(page.getByTestId('summary-total')).toHaveText(pounds(changed), { timeout: 30_000 });
    await expectNoSeriousAxeViolations(page);
    await keepScreenshot(page, testInfo, 'dal-wallet-total-changed');
    await press(page, google, 'Enter');
    dialog = await sheet(page, 'Google Pay');
    await expect(dialog).toContainText(pounds(changed));
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await expectConfirmation(page, 'dal', 'Google Pay', '1111', VISA_BILLING);
    const payments = calls.filter((entry) => entry.path.endsWith('/digitalAuthorization'));
    expect(payments).toHaveLength(2);
    expect(JSON.parse(payments[1]?.body ?? '{}')).toMatchObject({ amount: changed / 100 });
    expect(payments[1]?.key).not.toBe(payments[0]?.key);
  });

  test('no buttons where the capability check says no: a device without the wallets, and checks answering false', async ({
    page,
  }, testInfo) => {
    test.setTimeout(180_000);
    // The sandbox device has neither wallet: no ApplePaySession, Google Pay not ready.
    await readyToPay(page, 'dal', testInfo, '/checkout/payment?sandboxWallet=none');
    const wallets = page.getByTestId('wallet-payment');
    await expect(wallets).toHaveAttribute('data-apple-pay', 'unavailable', { timeout: 20_000 });
    await expect(wallets).toHaveAttribute('data-google-pay', 'loaded ready');
    await expect(page.getByRole('button', { name: /^Pay with (Apple|Google) Pay/ })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: /^Pay with (Apple|Google) Pay/ })).toHaveCount(0);

    // The wallets' APIs are there, but their checks say no (canMakePayments false, isReadyToPay false).
    await page.addInitScript(() => {
      const scope = window as unknown as Record<string, unknown>;
      let appleClass: { canMakePayments: () => boolean } | undefined;
      Object.defineProperty(scope, 'ApplePaySession', {
        configurable: true,
        get: () => appleClass,
        set: (value: { canMakePayments: () => boolean }) => {
          value.canMakePayments = () => false;
          appleClass = value;
        },
      });
      const api: Record<string, unknown> = {};
      let googleClass: { prototype: { isReadyToPay: () => Promise<unknown> } } | undefined;
      Object.defineProperty(api, 'PaymentsClient', {
        configurable: true,
        get: () => googleClass,
        set: (value: { prototype: { isReadyToPay: () => Promise<unknown> } }) => {
          value.prototype.isReadyToPay = () => Promise.resolve({ result: false });
          googleClass = value;
        },
      });
      scope.google = { payments: { api } };
    });
    await page.goto(brandUrl('dal', '/checkout/payment'));
    await expect(wallets).toHaveAttribute('data-apple-pay', 'loaded ready', { timeout: 20_000 });
    await expect(wallets).toHaveAttribute('data-google-pay', 'loaded ready');
    await expect(page.getByRole('button', { name: /^Pay with (Apple|Google) Pay/ })).toHaveCount(0);
    // The card still pays.
    await expect(page.getByRole('heading', { name: 'Pay by card' })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
  });
});

test.describe('pma checkout wallets', () => {
  test('Google Pay pays on another brand (its own trading title)', async ({ page }, testInfo) => {
    test.setTimeout(180_000);
    await readyToPay(page, 'pma', testInfo);
    const calls = recordWalletCalls(page);
    const google = walletButton(page, 'Google Pay');
    await expect(google).toBeVisible({ timeout: 20_000 });
    await press(page, google, 'Enter');
    const dialog = await sheet(page, 'Google Pay');
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await expectConfirmation(page, 'pma', 'Google Pay', '1111');
    const payments = calls.filter((call) => call.path.endsWith('/digitalAuthorization'));
    expect(JSON.parse(payments[0]?.body ?? '{}')).toMatchObject({ paymentType: 'GPay', accountTradingTitle: 'PMA' });
  });
});

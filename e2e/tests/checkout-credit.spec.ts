import { expect, type Page, test } from '@playwright/test';
import {
  addSomethingToBag,
  bagLines,
  call,
  cardFrame,
  chooseRadio,
  payNow,
  pence,
  pounds,
  press,
  setQuantity,
  summaryTotal,
  typeCard,
} from './checkout-support.ts';
import { brandUrl, expectNoSeriousAxeViolations, keepScreenshot } from './support.ts';

// Checkout, step 2, with store credit on cgn ("Cogan Pay"; its demo personas are used by no other spec, so running beside
// the dal make-a-payment and sign-in specs cannot change their accounts or bags): the credit customer sees Cogan Pay first, with the
// available to spend and the checkout credit message, and pays the whole order on the account; a bag bigger than the
// available to spend is a part payment, the available to spend on the account and the rest by a challenge card, the
// confirmation listing both tenders; the arrears customer is not offered credit and is told why (and the server
// refuses it with the same reason); a cash customer sees nothing of it. The demo personas' accounts are shared state:
// these tests run in order.

const CHALLENGE = '4000000000002503';
const DEMO_PASSWORD = 'Shop-demo-2026';
const BRAND = 'cgn';
const CREDIT_NAME = 'Cogan Pay';
const SITE_ID = 'COGAN';

test.describe.configure({ mode: 'serial' });

async function signIn(page: Page, email: string) {
  await page.goto(brandUrl(BRAND, '/'));
  await page.getByRole('banner').getByRole('link', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/interaction\//);
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'My account' })).toBeVisible();
  // The sign-in merges any bag the account already has: let it finish before the bag is read.
  await page.waitForLoadState('networkidle');
}

/** The demo customer's bag may hold lines from an earlier run: start from an empty one. */
async function emptyBag(page: Page) {
  const bag = await bagLines(page);
  for (const line of bag?.lines ?? []) if (bag) await setQuantity(page, SITE_ID, bag.cartId, line, 0);
}

/** From a filled bag: the saved default address, standard delivery and a phone number, on to the payment page. */
async function toPayment(page: Page) {
  await page.goto(brandUrl(BRAND, '/checkout/delivery-method'));
  await expect(page.getByRole('heading', { level: 1, name: 'Delivery' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  // The account's default address, or (a bag with none yet) the first of the saved addresses.
  const address = page.getByTestId('delivery-address');
  const saved = page.getByRole('radiogroup', { name: 'Your saved addresses' });
  await expect(address.or(saved)).toBeVisible();
  if (!(await address.isVisible())) {
    // The default comes first and is already chosen in the list: deliver there.
    const chosen = page.waitForResponse((r) => r.url().includes('/api/checkout/updateDeliveryAddress'));
    await press(page, page.getByRole('button', { name: 'Deliver to this address' }).first(), 'Enter');
    expect((await chosen).status()).toBe(200);
  }
  await expect(address).toContainText(/\S/);
  const standard = page
    .getByRole('radiogroup', { name: 'How would you like your order?' })
    .getByRole('radio', { name: /^Standard delivery/ });
  if (!(await standard.isChecked())) await chooseRadio(page, standard, '/api/checkout/updateDeliverySpeed');
  await page.getByLabel('Phone number').fill('07700 900982');
  // Hydrated: the payment page's own first call is answered. Not networkidle: after this client-side move, which adds
  // the card fields frame, Playwright can miss idle until the next request (the toggles SDK, 60 s on).
  const hydrated = page.waitForResponse((r) => r.url().endsWith('/api/digital-payment/midDetails'));
  await press(page, page.getByRole('button', { name: 'Continue to payment' }), 'Enter');
  await expect(page).toHaveURL(/\/checkout\/payment$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Payment' })).toBeVisible();
  await hydrated;
}

/** The credit account's balance and available to spend (pence), as checkout reads them. */
async function creditAccount(page: Page) {
  const details = await call<{ agreementDetails: { availableToSpend: number; balance: number } }>(
    page,
    '/api/checkout/creditDetails',
  );
  expect(details.status).toBe(200);
  return details.json.agreementDetails;
}

/** The order numbers of the account's recent orders, newest first (the account overview's table). */
async function newestOrders(page: Page): Promise<string[]> {
  await page.goto(brandUrl(BRAND, '/shop/myaccount/Overview.action?finalTarget=accountmainmenu'));
  await expect(page.getByRole('heading', { name: 'Recent orders' })).toBeVisible();
  return page.getByTestId('order-row').getByRole('link').allTextContents();
}

/** Straight to the payment page of a bag that is ready to pay (its delivery chosen), waiting for Cogan Pay. */
async function toPaymentPage(page: Page) {
  await page.goto(brandUrl(BRAND, '/checkout/payment'));
  await expect(page.getByTestId('credit-payment').getByRole('heading', { level: 2, name: CREDIT_NAME })).toBeVisible();
  await page.waitForLoadState('networkidle');
}

async function expectConfirmation(page: Page) {
  await expect(page).toHaveURL(/\/checkout\/order-confirmation\?cartId=/, { timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you, your order is placed' })).toBeVisible();
  await expect(page.getByTestId('order-number')).toContainText(/\S+/);
}

async function expectBagEmpty(page: Page) {
  await page.goto(brandUrl(BRAND, '/shop/bag'));
  await expect(page.getByTestId('bag-empty')).toBeVisible({ timeout: 30_000 });
}

test.describe('cgn checkout with Cogan Pay', () => {
  test('the credit customer pays the whole order with Cogan Pay and the confirmation names it', async ({
    page,
  }, testInfo) => {
    test.setTimeout(180_000);
    await signIn(page, `credit.${BRAND}@example.com`);
    await emptyBag(page);
    await addSomethingToBag(page, BRAND);
    await toPayment(page);
    const credit = page.getByTestId('credit-payment');
    await expect(credit.getByRole('heading', { level: 2, name: CREDIT_NAME })).toBeVisible();
    const available = pence(await credit.getByTestId('credit-available').textContent());
    const total = await summaryTotal(page);
    expect(total).toBeGreaterThan(0);
    expect(total).toBeLessThanOrEqual(available);
    await expect(credit.getByTestId('credit-message')).toContainText(`on your ${CREDIT_NAME} account`);
    // The credit wrapper defaults to credit.
    const methods = credit.getByRole('radiogroup', { name: 'How would you like to pay?' });
    await expect(methods.getByRole('radio', { name: new RegExp(`^${CREDIT_NAME}`) })).toBeChecked();
    await expect(page.getByRole('heading', { name: 'Pay by card' })).toHaveCount(0);
    await expectNoSeriousAxeViolations(page);
    await keepScreenshot(page, testInfo, `${BRAND}-credit-payment-desktop`);
    await page.setViewportSize({ width: 390, height: 844 });
    await keepScreenshot(page, testInfo, `${BRAND}-credit-payment-390`);
    await page.setViewportSize({ width: 1280, height: 900 });

    // Card instead: the card payment for the whole total; back to Cogan Pay.
    await chooseRadio(page, methods.getByRole('radio', { name: /^Card/ }));
    await expect(page.getByRole('heading', { name: 'Pay by card' })).toBeVisible();
    await chooseRadio(page, methods.getByRole('radio', { name: new RegExp(`^${CREDIT_NAME}`) }));
    await expect(page.getByRole('heading', { name: 'Pay by card' })).toHaveCount(0);

    const paid = page.waitForRequest((r) => r.url().endsWith('/api/checkout/payViaCredit'));
    await press(page, credit.getByRole('button', { name: `Pay with ${CREDIT_NAME}` }), 'Enter');
    const request = await paid;
    expect(request.headers()['idempotency-key']).toMatch(/^[A-Za-z0-9_-]{16,64}$/);
    expect(request.postDataJSON()).toMatchObject({
      amount: total / 100,
      currency: 'GBP',
      tradingTitle: BRAND.toUpperCase(),
    });
    await expectConfirmation(page);
    await expect(page.getByTestId('order-payment')).toHaveText(CREDIT_NAME);
    await expectNoSeriousAxeViolations(page);
    await keepScreenshot(page, testInfo, `${BRAND}-credit-confirmation-desktop`);
    await expectBagEmpty(page);
  });

  test('two tabs press Pay with Cogan Pay on one bag at once: one order, one charge; the other tab is told', async ({
    page,
    context,
  }) => {
    test.setTimeout(180_000);
    await signIn(page, `credit.${BRAND}@example.com`);
    await emptyBag(page);
    await addSomethingToBag(page, BRAND);
    await toPayment(page);
    const total = await summaryTotal(page);
    const before = await creditAccount(page);
    expect(total).toBeLessThanOrEqual(before.availableToSpend);
    const newestBefore = await newestOrders(page);
    await toPaymentPage(page);

    // The same customer's second tab on the same bag's payment page.
    const second = await context.newPage();
    await toPaymentPage(second);
    const tabs = [page, second];
    const buttons = tabs.map((tab) =>
      tab.getByTestId('credit-payment').getByRole('button', { name: `Pay with ${CREDIT_NAME}` }),
    );
    for (const button of buttons) await expect(button).toBeEnabled();
    const answered = tabs.map((tab) => tab.waitForResponse((r) => r.url().endsWith('/api/checkout/payViaCredit')));
    // Both presses go out together, each with its own Idempotency-Key.
    await Promise.all(buttons.map((button) => button.click()));
    const responses = await Promise.all(answered);
    const keys = responses.map((response) => response.request().headers()['idempotency-key']);
    expect(new Set(keys).size).toBe(2);
    expect(responses.map((response) => response.status()).sort()).toEqual([200, 409]);
    const winner = responses.findIndex((response) => response.status() === 200);
    const paid = tabs[winner] as Page;
    const told = tabs[1 - winner] as Page;

    await expectConfirmation(paid);
    const orderNumber = (await paid.getByTestId('order-number').locator('strong').textContent())?.trim() ?? '';
    expect(orderNumber).toMatch(/\S/);
    // The other tab: nothing paid there, and it says why (already paid, or the payment still under way).
    const summary = told.getByTestId('error-summary');
    await expect(summary).toContainText(
      /This bag has already been paid for\. We’ve started a new bag for you\.|Your payment is already being processed\. Please wait a moment\./,
    );
    await expect(summary).toBeFocused();
    await expect(told).toHaveURL(/\/checkout\/payment$/);
    await expectNoSeriousAxeViolations(told);

    // One charge on the account: the balance and the available to spend moved by the order total once.
    const after = await creditAccount(paid);
    expect(after.balance - before.balance).toBe(total);
    expect(before.availableToSpend - after.availableToSpend).toBe(total);
    // One order: the newest is this one, and the one before it is the newest from before.
    const newestAfter = await newestOrders(paid);
    expect(newestAfter[0]).toBe(orderNumber);
    expect(newestAfter.slice(1)).toEqual(newestBefore.slice(0, newestAfter.length - 1));
    await second.close();
    await expectBagEmpty(page);
  });

  test('a bag over the available to spend: part payment, Cogan Pay then a challenge card', async ({
    page,
  }, testInfo) => {
    test.setTimeout(180_000);
    await signIn(page, `credit.${BRAND}@example.com`);
    await emptyBag(page);
    await addSomethingToBag(page, BRAND);
    // Enough of it to pass the available to spend (the bag's own quantity call; at most 99 of a line).
    const details = await call<{ agreementDetails: { availableToSpend: number } }>(page, '/api/checkout/creditDetails');
    expect(details.status).toBe(200);
    const available = details.json.agreementDetails.availableToSpend;
    expect(available).toBeGreaterThan(0);
    const bag = await bagLines(page);
    const line = bag?.lines[0];
    if (!bag || !line) throw new Error('the bag has no line');
    const quantity = Math.floor(available / line.unitPrice) + 1;
    expect(quantity).toBeLessThanOrEqual(99);
    await setQuantity(page, SITE_ID, bag.cartId, line, quantity);

    await toPayment(page);
    const credit = page.getByTestId('credit-payment');
    await expect(credit.getByTestId('credit-available')).toHaveText(pounds(available));
    const total = await summaryTotal(page);
    expect(total).toBeGreaterThan(available);
    const split = `${pounds(available)} on ${CREDIT_NAME}, the remaining ${pounds(total - available)} by card`;
    const methods = credit.getByRole('radiogroup', { name: 'How would you like to pay?' });
    await expect(methods.getByRole('radio', { name: new RegExp(`^${CREDIT_NAME} and a card`) })).toBeChecked();
    await expect(credit.getByTestId('credit-split')).toContainText(split);
    await expect(credit.getByRole('button', { name: `Pay with ${CREDIT_NAME}` })).toHaveCount(0);
    await expect(cardFrame(page).getByLabel('Card number')).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText('To pay by card')).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await keepScreenshot(page, testInfo, `${BRAND}-part-payment-desktop`);
    await page.setViewportSize({ width: 390, height: 844 });
    await keepScreenshot(page, testInfo, `${BRAND}-part-payment-390`);
    await page.setViewportSize({ width: 1280, height: 900 });

    await typeCard(page, CHALLENGE);
    const enrolled = page.waitForRequest((r) => r.url().endsWith('/api/checkout/cartAuthEnroll'));
    await payNow(page);
    expect((await enrolled).postDataJSON()).toMatchObject({
      amount: (total - available) / 100,
      creditAmount: available / 100,
      journeyType: 'credit-checkout',
    });
    const dialog = page.getByRole('dialog', { name: 'Confirm it’s you with your bank' });
    await expect(dialog).toBeVisible({ timeout: 30_000 });
    await page
      .frameLocator('iframe[title="Your bank’s check"]')
      .getByRole('button', { name: 'Complete authentication' })
      .click();
    await expectConfirmation(page);
    const payment = page.getByTestId('order-payment');
    await expect(payment).toContainText(`${CREDIT_NAME}: ${pounds(available)}`);
    await expect(payment).toContainText(`Visa ending 2503: ${pounds(total - available)}`);
    await keepScreenshot(page, testInfo, `${BRAND}-part-payment-confirmation-desktop`);
    await expectBagEmpty(page);
  });

  test('the arrears customer is not offered Cogan Pay and is told why; the server refuses it with the reason', async ({
    page,
  }, testInfo) => {
    test.setTimeout(180_000);
    await signIn(page, `arrears.${BRAND}@example.com`);
    await emptyBag(page);
    await addSomethingToBag(page, BRAND);
    await toPayment(page);
    const credit = page.getByTestId('credit-payment');
    await expect(credit.getByRole('heading', { level: 2, name: CREDIT_NAME })).toBeVisible();
    const refusal = credit.getByTestId('credit-not-offered');
    await expect(refusal).toContainText(`${CREDIT_NAME} can’t be used for this order.`);
    const reason = /on hold|arrears/;
    await expect(refusal).toContainText(reason);
    await expect(credit.getByRole('radiogroup', { name: 'How would you like to pay?' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: `Pay with ${CREDIT_NAME}` })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Pay by card' })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await keepScreenshot(page, testInfo, `${BRAND}-credit-refused-desktop`);

    // Asked anyway, the server says no with the same reason, and nothing is placed.
    const bag = await bagLines(page);
    if (!bag) throw new Error('no bag');
    const total = await summaryTotal(page);
    const refused = await call<{ message: string }>(page, '/api/checkout/payViaCredit', {
      method: 'POST',
      key: `arrears-${Date.now()}-e2e`,
      body: {
        cartId: bag.cartId,
        amount: total / 100,
        tradingTitle: BRAND.toUpperCase(),
        channel: 'new-headless-web',
        currency: 'GBP',
      },
    });
    expect(refused.status).toBe(402);
    const shown = (await refusal.textContent()) ?? '';
    expect(shown).toContain(refused.json.message);
    expect((await bagLines(page))?.lines.length).toBe(1);
  });

  test('the arrears customer: the restriction at checkout (credit-restricted), then on make-a-payment (make-a-payment-restrictions), and no limit increase offered', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await signIn(page, `arrears.${BRAND}@example.com`);
    await emptyBag(page);
    await addSomethingToBag(page, BRAND);
    await toPayment(page);
    const refusal = page.getByTestId('credit-not-offered');
    await expect(refusal).toHaveAttribute('data-message-type', 'credit-restricted');
    await expect(refusal).toContainText(`${CREDIT_NAME} can’t be used for this order.`);
    await expect(page.getByRole('button', { name: `Pay with ${CREDIT_NAME}` })).toHaveCount(0);
    await expect(page.getByRole('link', { name: `Apply for ${CREDIT_NAME}` })).toHaveCount(0);
    // The account's credit details say the same, and offer no credit limit increase (arrears, and preference 3).
    const details = await page.evaluate(async () => (await fetch('/api/checkout/creditDetails')).json());
    expect(details.creditMessageType).toBe('credit-restricted');
    expect(details.agreementDetails.creditLimitIncrease).toBe(false);
    await page.screenshot({ path: 'e2e/artifacts/credit-app/arrears-checkout-1280.png', fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await refusal.scrollIntoViewIfNeeded();
    await page.screenshot({ path: 'e2e/artifacts/credit-app/arrears-checkout-390.png', fullPage: true });
    await page.setViewportSize({ width: 1280, height: 900 });

    await page.getByRole('link', { name: 'Make a payment to your account' }).click();
    await expect(page).toHaveURL(/\/checkout\/make-a-payment\?journey=checkout$/);
    const restriction = page.getByTestId('make-a-payment-restriction');
    await expect(restriction).toHaveAttribute('data-message-type', 'make-a-payment-restrictions');
    await expect(restriction).toContainText('Your account is in arrears');
    await expect(restriction).toContainText('Please pay at least your minimum payment of £');
    await page.waitForLoadState('networkidle');
    await expectNoSeriousAxeViolations(page);
    await page.screenshot({ path: 'e2e/artifacts/credit-app/arrears-make-a-payment-1280.png', fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: 'e2e/artifacts/credit-app/arrears-make-a-payment-390.png', fullPage: true });
  });

  test('a cash customer sees nothing of Cogan Pay', async ({ page }) => {
    test.setTimeout(180_000);
    await signIn(page, `cash.${BRAND}@example.com`);
    await emptyBag(page);
    await addSomethingToBag(page, BRAND);
    await toPayment(page);
    await expect(page.getByRole('heading', { name: 'Pay by card' })).toBeVisible();
    await expect(page.getByTestId('credit-payment')).toHaveCount(0);
    // Not offered as a way to pay. The payment step's content slot may still explain the brand's credit (with its
    // representative example): that is the editors' promotion, not a payment option.
    const outsideSlots = page.locator(':not([data-checkout-slot] *)');
    await expect(page.getByRole('heading', { name: CREDIT_NAME }).and(outsideSlots)).toHaveCount(0);
    await expect(page.getByRole('button', { name: `Pay with ${CREDIT_NAME}` })).toHaveCount(0);
    await expect(page.getByText('Available to spend').and(outsideSlots)).toHaveCount(0);
  });
});

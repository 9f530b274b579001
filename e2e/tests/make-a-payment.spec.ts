import { expect, type Page, type TestInfo, test } from '@playwright/test';
import { press } from './checkout-support.ts';
import { brandUrl, expectNoSeriousAxeViolations, keepScreenshot } from './support.ts';

// Make a payment on a credit account (dal): the credit customer reaches /checkout/make-a-payment from the account,
// pays a fixed amount, the minimum payment and the full statement balance by card, each through the bank's 3-D Secure
// challenge (one-time code 1234), and sees the balance change on the receipt and on the account; amounts outside
// £1 to the balance are refused with a clear message. The arrears customer sees the restriction and may not pay less
// than the minimum. The demo personas' accounts are shared state: the credit customer's tests run in order, and the
// data must be fresh (a balance already cleared by an earlier run on the same .data/e2e leaves nothing to pay).

const CHALLENGE = '4000000000002503';
const EXPIRY = `01/${String((new Date().getFullYear() + 3) % 100).padStart(2, '0')}`;
const DEMO_PASSWORD = 'Shop-demo-2026';

test.describe.configure({ mode: 'serial' });

async function signIn(page: Page, email: string) {
  await page.goto(brandUrl('dal', '/'));
  await page.getByRole('banner').getByRole('link', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/interaction\//);
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'My account' })).toBeVisible();
}

const pence = (text: string | null) => Math.round(Number((text ?? '').replace(/[£,\s]/g, '')) * 100);
const pounds = (value: number) =>
  new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' }).format(value / 100);

async function statement(page: Page) {
  await expect(page.getByRole('heading', { level: 1, name: 'Make a payment' })).toBeVisible();
  return {
    balance: pence(await page.getByTestId('statement-balance').textContent()),
    minimum: pence(await page.getByTestId('statement-minimum').textContent()),
  };
}

async function fromAccount(page: Page) {
  await page.goto(brandUrl('dal', '/shop/myaccount/Overview.action?finalTarget=accountmainmenu'));
  await page.getByRole('link', { name: 'Make a payment' }).click();
  await expect(page).toHaveURL(/\/checkout\/make-a-payment$/);
  await page.waitForLoadState('networkidle');
}

const cardFrame = (page: Page) => page.frameLocator('iframe[title="Card details"]');

/** Types the challenge card, presses Pay now, answers the bank's check with the one-time code, lands on the receipt. */
async function payByCardWithChallenge(page: Page, testInfo?: TestInfo, shot?: string) {
  const frame = cardFrame(page);
  await expect(frame.getByLabel('Card number')).toBeVisible({ timeout: 20_000 });
  await frame.getByLabel('Card number').fill(CHALLENGE);
  await frame.getByLabel('Expiry date (MM/YY)').fill(EXPIRY);
  await frame.getByLabel('Security code').fill('123');
  const button = page.getByRole('button', { name: 'Pay now' });
  await expect(button).toBeEnabled({ timeout: 20_000 });
  await press(page, button, 'Enter');
  const dialog = page.getByRole('dialog', { name: 'Confirm it’s you with your bank' });
  await expect(dialog).toBeVisible({ timeout: 30_000 });
  if (testInfo && shot) await keepScreenshot(page, testInfo, shot);
  const bank = page.frameLocator('iframe[title="Your bank’s check"]');
  await bank.getByLabel(/One-time code/).fill('1234');
  await bank.getByRole('button', { name: 'Submit code' }).click();
  await expect(page).toHaveURL(/\/checkout\/make-a-payment\/receipt\?receipt=MP\d{8}$/, { timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your payment' })).toBeVisible();
}

async function expectReceipt(page: Page, amount: number, balance: number) {
  await expect(page.getByTestId('receipt-amount')).toHaveText(pounds(amount));
  await expect(page.getByTestId('receipt-balance')).toHaveText(pounds(balance));
  await expect(page.locator('main')).toContainText('Visa ending 2503');
}

test.describe('dal make a payment', () => {
  test('a fixed amount: outside £1 to the balance is refused with a clear message; inside it pays by card with 3-D Secure', async ({
    page,
  }, testInfo) => {
    test.setTimeout(180_000);
    await signIn(page, 'credit.dal@example.com');
    await fromAccount(page);
    const before = await statement(page);
    expect(before.balance, 'the credit customer owes something (fresh e2e data)').toBeGreaterThan(
      before.minimum + 1_000,
    );
    await expect(page.getByTestId('make-a-payment-restriction')).toHaveCount(0);
    await expect(cardFrame(page).getByLabel('Card number')).toBeVisible({ timeout: 20_000 });
    await expectNoSeriousAxeViolations(page);
    await keepScreenshot(page, testInfo, 'dal-make-a-payment-desktop');

    const choices = page.getByRole('radiogroup', { name: 'How much would you like to pay?' });
    await press(page, choices.getByRole('radio', { name: /^Fixed amount/ }), 'Space');
    const amount = page.getByLabel('Amount to pay (£)');
    await amount.fill('0.50');
    await press(page, page.getByRole('button', { name: 'Pay now' }), 'Enter');
    await expect(page.getByText('Please enter an amount of at least £1.00.')).toBeVisible();
    await expect(amount).toBeFocused();
    await amount.fill(((before.balance + 1) / 100).toFixed(2));
    await press(page, page.getByRole('button', { name: 'Pay now' }), 'Enter');
    await expect(
      page.getByText(`Please enter an amount no more than your outstanding balance of ${pounds(before.balance)}.`),
    ).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await amount.fill('12.34');
    await payByCardWithChallenge(page, testInfo, 'dal-make-a-payment-challenge-desktop');
    await expectReceipt(page, 1_234, before.balance - 1_234);
    await expectNoSeriousAxeViolations(page);
    await keepScreenshot(page, testInfo, 'dal-make-a-payment-receipt-desktop');
    await page.setViewportSize({ width: 390, height: 844 });
    await keepScreenshot(page, testInfo, 'dal-make-a-payment-receipt-390');
    // The account shows the new balance.
    await page.getByRole('link', { name: 'Back to my account' }).click();
    await expect(page.getByRole('main')).toContainText(pounds(before.balance - 1_234));
  });

  test('the minimum payment, then the full statement balance: the balance falls to £0.00', async ({
    page,
  }, testInfo) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, 'credit.dal@example.com');
    await fromAccount(page);
    const before = await statement(page);
    await expect(cardFrame(page).getByLabel('Card number')).toBeVisible({ timeout: 20_000 });
    await expectNoSeriousAxeViolations(page);
    await keepScreenshot(page, testInfo, 'dal-make-a-payment-390');
    const choices = page.getByRole('radiogroup', { name: 'How much would you like to pay?' });
    await expect(choices.getByRole('radio', { name: /^Minimum payment/ })).toBeChecked();
    await payByCardWithChallenge(page);
    await expectReceipt(page, before.minimum, before.balance - before.minimum);

    await fromAccount(page);
    const after = await statement(page);
    expect(after.balance).toBe(before.balance - before.minimum);
    await press(
      page,
      page.getByRole('radiogroup', { name: 'How much would you like to pay?' }).getByRole('radio', {
        name: /^Full statement balance/,
      }),
      'Space',
    );
    await payByCardWithChallenge(page);
    await expectReceipt(page, after.balance, 0);
    await expect(page.getByTestId('receipt-available')).toHaveText('£1,500.00');
  });

  test('the arrears customer sees the restriction and may not pay less than the minimum', async ({
    page,
  }, testInfo) => {
    test.setTimeout(120_000);
    await signIn(page, 'arrears.dal@example.com');
    await fromAccount(page);
    const { minimum } = await statement(page);
    const restriction = page.getByTestId('make-a-payment-restriction');
    await expect(restriction).toContainText('Your account is in arrears');
    await expect(restriction).toContainText(`pay at least your minimum payment of ${pounds(minimum)}`);
    await expect(page.getByTestId('statement-arrears')).toContainText('2 payments missed');
    await expect(page.getByTestId('statement-available')).toHaveText('£0.00');
    const choices = page.getByRole('radiogroup', { name: 'How much would you like to pay?' });
    // A fixed amount starts at the minimum, not £1.
    await expect(choices).toContainText(`Any amount from ${pounds(minimum)}`);
    await press(page, choices.getByRole('radio', { name: /^Fixed amount/ }), 'Space');
    await page.getByLabel('Amount to pay (£)').fill('5');
    await expect(page.getByRole('button', { name: 'Pay now' })).toBeEnabled({ timeout: 20_000 });
    await press(page, page.getByRole('button', { name: 'Pay now' }), 'Enter');
    await expect(
      page.getByText(`As your account is in arrears, please pay at least your minimum payment of ${pounds(minimum)}.`),
    ).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await keepScreenshot(page, testInfo, 'dal-make-a-payment-arrears-desktop');
  });
});

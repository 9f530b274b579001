import { expect, type Page, test } from '@playwright/test';
import { brandUrl, expectNoSeriousAxeViolations, keepScreenshot } from './support.ts';

// Issue 18 item 6: "Forgot password?" at the identity provider. The link is mailed to the sandbox's outbox, works
// once, and the new password signs in.

const MAIL_API = process.env.MAIL_API_URL ?? 'http://127.0.0.1:3200';
const MAIL_TOKEN = process.env.MAIL_SERVER_TOKEN?.split(',')[0] ?? 'shop-local-mail-token';

/** The reset link in the newest password-reset mail to the address (polled: the provider sends in the background). */
async function mailedLink(address: string): Promise<string> {
  const headers = { accept: 'application/json', 'x-postmark-server-token': MAIL_TOKEN };
  let id = '';
  await expect
    .poll(async () => {
      const search = new URLSearchParams({ count: '5', recipient: address, tag: 'password-reset' });
      const list = (await (await fetch(`${MAIL_API}/messages/outbound?${search}`, { headers })).json()) as {
        Messages: { MessageID: string }[];
      };
      id = list.Messages[0]?.MessageID ?? '';
      return id;
    })
    .not.toBe('');
  const details = (await (await fetch(`${MAIL_API}/messages/outbound/${id}/details`, { headers })).json()) as {
    Subject: string;
    TextBody: string;
  };
  expect(details.Subject).toBe('Reset your Palmer password');
  const link = details.TextBody.match(/https?:\/\/\S+\/reset-password\?token=[\w-]+/)?.[0];
  expect(link, 'a reset link in the mail').toBeTruthy();
  return link ?? '';
}

async function openSignIn(page: Page) {
  await page.goto(brandUrl('pma', '/'));
  await page.getByRole('banner').getByRole('link', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/interaction\//);
}

test('a Palmer shopper resets a forgotten password from the mailed link and signs in with the new one', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const email = `reset-${Date.now()}@example.com`;
  // A new account (registering signs in on the site), then signed out.
  await openSignIn(page);
  await page.getByRole('link', { name: 'Create an account' }).click();
  await page.getByLabel('First name').fill('Rory');
  await page.getByLabel('Last name').fill('Hale');
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password').fill('First-pass-2026');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'My account' })).toBeVisible({ timeout: 30_000 });
  await page.context().clearCookies();

  await openSignIn(page);
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await page.setViewportSize({ width: 390, height: 844 }); // the provider's pages, as on a phone
  await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await page.getByLabel('Email address').fill(email);
  await page.getByRole('button', { name: 'Email me a reset link' }).click();
  await expect(page.getByRole('status')).toContainText(`If there is a Palmer account for ${email}`);
  await keepScreenshot(page, testInfo, 'pma-reset-sent-390');

  const link = await mailedLink(email);
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  await expect(page.getByText('At least 8 characters, with a letter and a number.')).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill('short');
  await page.getByLabel('Confirm new password').fill('short');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByRole('alert')).toContainText('Your password must be at least 8 characters.');
  await page.getByLabel('New password', { exact: true }).fill('Second-pass-2026');
  await page.getByLabel('Confirm new password').fill('Second-pass-2026');
  await keepScreenshot(page, testInfo, 'pma-reset-form-390');
  await expectNoSeriousAxeViolations(page);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByRole('heading', { name: 'Your password has been changed' })).toBeVisible();

  // Sign in with the new password, back on the shop.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByRole('link', { name: 'Sign in to Palmer' }).click();
  await expect(page).toHaveURL(/\/interaction\//);
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('Second-pass-2026');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'My account' })).toBeVisible({ timeout: 30_000 });

  // The link worked once.
  await page.goto(link);
  await expect(page.getByText('This link to reset your password has already been used.')).toBeVisible();
  await keepScreenshot(page, testInfo, 'pma-reset-used-390');
});

import { expect, type Page, test } from '@playwright/test';
import { addSomethingToBag, deliverByStandardToPayment, openSecondTab, press, register } from './checkout-support.ts';
import { brandUrl, expectNoSeriousAxeViolations, keepScreenshot } from './support.ts';

// The credit application (issue 15) on fsp: a new cash customer applies from the payment page, passes the credit
// check (the sandbox bureau passes anyone it does not name), reads the documents (the pre-contract information must be
// scrolled to its end), accepts and pays for the bag with Finespun Pay. The bureau's named test applicants
// (surnames Declineone, Referral) see the decline and the referral. Each test registers its own customer.

const BRAND = 'fsp';
const CREDIT_NAME = 'Finespun Pay';

const emailFor = (what: string, workerIndex: number) =>
  `credit-app.${what}.${Date.now().toString(36)}.${workerIndex}@example.com`;

async function fillDetails(page: Page, lastName: string) {
  const form = page.getByRole('form', { name: 'Your details' });
  await form.getByLabel('Title').selectOption('Ms');
  await form.getByLabel('Last name').fill(lastName);
  await form.getByLabel('Day').fill('12');
  await form.getByLabel('Month').fill('3');
  await form.getByLabel('Year').fill('1984');
  await form.getByLabel('Mobile number').fill('07700 900123');
  await press(page, form.getByRole('button', { name: 'Continue' }), 'Enter');
}

async function fillAddresses(page: Page, yearsAtCurrent: number) {
  const form = page.getByRole('form', { name: 'Your addresses' });
  await expect(form).toBeVisible();
  await form.locator('#current-houseNumberAndSuffix').fill('10');
  await form.locator('#current-addressLine1').fill('Downing Street');
  await form.locator('#current-town').fill('London');
  await form.locator('#current-postcode').fill('SW1A 2AA');
  await form.locator('#current-years').selectOption(String(yearsAtCurrent));
  await form.locator('#current-months').selectOption('4');
  if (yearsAtCurrent < 3) {
    await expect(form.getByRole('heading', { name: 'Your previous address' })).toBeVisible();
    // Too short a history first: the reason, then the fix.
    await form.locator('#previous-houseNumberAndSuffix').fill('7');
    await form.locator('#previous-addressLine1').fill('Harbour View');
    await form.locator('#previous-town').fill('Bristol');
    await form.locator('#previous-postcode').fill('BS1 4RW');
    await form.locator('#previous-years').selectOption('1');
    await form.locator('#previous-months').selectOption('0');
    await press(page, form.getByRole('button', { name: 'Continue' }), 'Enter');
    await expect(page.getByTestId('error-summary')).toContainText(
      'Please tell us where you have lived for the last three years.',
    );
    await form.locator('#previous-years').selectOption('2');
  }
  await press(page, form.getByRole('button', { name: 'Continue' }), 'Enter');
}

async function startApplication(page: Page) {
  await page.goto(brandUrl(BRAND, '/checkout/credit-application'));
  await expect(page.getByRole('heading', { level: 1, name: `Apply for ${CREDIT_NAME}` })).toBeVisible();
  await page.waitForLoadState('networkidle');
}

async function runCheck(page: Page) {
  const application = page.getByTestId('credit-application');
  await expect(application.getByRole('heading', { level: 2, name: 'Credit check' })).toBeFocused();
  await press(page, application.getByRole('button', { name: 'Check my details' }), 'Enter');
}

test.describe('fsp credit application', () => {
  test.beforeEach(({ page }) => {
    // Leaving mid-application asks the browser to warn: the tests always leave.
    page.on('dialog', (dialog) => dialog.accept());
  });

  test('a cash customer applies, passes, reads and accepts the agreement, and pays with Finespun Pay', async ({
    page,
  }, testInfo) => {
    test.setTimeout(240_000);
    await register(page, BRAND, emailFor('pass', testInfo.workerIndex));
    await addSomethingToBag(page, BRAND);
    await deliverByStandardToPayment(page, BRAND);
    await expect(page.getByTestId('credit-payment')).toHaveCount(0);
    await page.getByRole('link', { name: `Apply for ${CREDIT_NAME}` }).click();
    await expect(page).toHaveURL(/\/checkout\/credit-application$/);
    const application = page.getByTestId('credit-application');
    await expect(application.getByRole('heading', { level: 2, name: 'Your details' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectNoSeriousAxeViolations(page);
    await keepScreenshot(page, testInfo, `${BRAND}-credit-application-details-1280`);
    await page.setViewportSize({ width: 390, height: 844 });
    await keepScreenshot(page, testInfo, `${BRAND}-credit-application-details-390`);
    await page.setViewportSize({ width: 1280, height: 900 });

    // The exit warning: cancel asks first, and staying keeps the answers.
    await application.getByLabel('Last name').fill('Okafor');
    await press(page, application.getByRole('button', { name: 'Cancel application' }), 'Enter');
    const warning = page.getByRole('dialog', { name: 'Leave your application?' });
    await expect(warning).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await press(page, warning.getByRole('button', { name: 'Stay on my application' }), 'Enter');
    await expect(warning).toHaveCount(0);

    // A missing answer is named in the error summary.
    await press(page, application.getByRole('button', { name: 'Continue' }), 'Enter');
    await expect(page.getByTestId('error-summary')).toContainText('Choose your title');
    await fillDetails(page, 'Okafor');
    await expect(application.getByRole('heading', { level: 2, name: 'Your addresses' })).toBeFocused();
    await fillAddresses(page, 1);
    const checked = page.waitForResponse((r) => r.url().endsWith('/api/creditapp/standardcreditcheck'));
    await runCheck(page);
    expect((await checked).status()).toBe(200);

    // The documents: the offer, then the three documents; Continue waits for the end of the pre-contract information.
    await expect(application.getByRole('heading', { level: 2, name: 'Your credit documents' })).toBeFocused();
    await expect(page.getByTestId('credit-offer')).toContainText(
      `we can offer you ${CREDIT_NAME} with a credit limit of £`,
    );
    const pcci = page.getByTestId('document-pcci');
    await expect(pcci).toContainText('assume a credit limit of £1,200');
    await expect(page.getByTestId('document-agreement')).toContainText(
      'Credit Agreement regulated by the Consumer Credit Act 1974',
    );
    await expect(page.getByTestId('document-agreement')).toContainText('withdraw from this agreement within 14 days');
    await expect(page.getByTestId('document-agreement')).toContainText(
      'Ms Ada Okafor, 10 Downing Street, London, SW1A 2AA',
    );
    const next = application.getByRole('button', { name: 'Continue' });
    await expect(next).toBeDisabled();
    await expectNoSeriousAxeViolations(page);
    await keepScreenshot(page, testInfo, `${BRAND}-credit-application-documents-1280`);
    await page.setViewportSize({ width: 390, height: 844 });
    await keepScreenshot(page, testInfo, `${BRAND}-credit-application-documents-390`);
    await page.setViewportSize({ width: 1280, height: 900 });
    // The agreement as a PDF, with the same heading.
    const downloading = page.waitForEvent('download');
    await application.getByRole('button', { name: 'Download the credit agreement (PDF)' }).click();
    const pdf = await (await downloading).createReadStream();
    const chunks: Buffer[] = [];
    for await (const chunk of pdf) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).subarray(0, 5).toString()).toBe('%PDF-');
    // Read to the end by keyboard.
    await pcci.focus();
    await page.keyboard.press('End');
    await expect(next).toBeEnabled();
    await press(page, next, 'Enter');

    // Accept: the credit-limit-increase preference and the confirmation that they want to be bound.
    await expect(application.getByRole('heading', { level: 2, name: 'Accept your agreement' })).toBeFocused();
    const preference = application.getByRole('radiogroup', { name: 'Credit limit increases' });
    await expect(preference.getByRole('radio', { name: /^Ask me first/ })).toBeChecked();
    await press(page, preference.getByRole('radio', { name: /^No credit limit increases/ }), 'Space');
    await expect(preference.getByRole('radio', { name: /^No credit limit increases/ })).toBeChecked();
    await press(page, application.getByRole('button', { name: 'Sign and accept the agreement' }), 'Enter');
    await expect(application).toContainText('Confirm you have read the documents');
    await application.getByRole('checkbox', { name: /I want to be legally bound by the agreement/ }).check();
    const accepted = page.waitForResponse((r) => r.url().endsWith('/api/creditapp/creditacceptagreement'));
    await press(page, application.getByRole('button', { name: 'Sign and accept the agreement' }), 'Enter');
    const acceptance = await accepted;
    expect(acceptance.status()).toBe(200);
    expect(acceptance.request().postDataJSON()).toMatchObject({
      creditLimitIncreasePreference: 3,
      hasOptedForAutomaticCreditIncreases: false,
      creditCheckStatus: 'PASS',
    });
    await expect(application.getByRole('heading', { level: 2, name: `Welcome to ${CREDIT_NAME}` })).toBeFocused();
    await expect(page.getByTestId('credit-account-number')).toHaveText(/^FSP\d{8}$/);
    await expectNoSeriousAxeViolations(page);
    await keepScreenshot(page, testInfo, `${BRAND}-credit-application-accepted-1280`);
    await page.setViewportSize({ width: 390, height: 844 });
    await keepScreenshot(page, testInfo, `${BRAND}-credit-application-accepted-390`);
    await page.setViewportSize({ width: 1280, height: 900 });

    // Now a credit customer: the payment page offers Finespun Pay, and it pays the whole order.
    await application.getByRole('link', { name: 'Continue to payment' }).click();
    await expect(page).toHaveURL(/\/checkout\/payment$/);
    const credit = page.getByTestId('credit-payment');
    await expect(credit.getByRole('heading', { level: 2, name: CREDIT_NAME })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await press(page, credit.getByRole('button', { name: `Pay with ${CREDIT_NAME}` }), 'Enter');
    await expect(page).toHaveURL(/\/checkout\/order-confirmation\?cartId=/, { timeout: 30_000 });
    await expect(page.getByTestId('order-payment')).toHaveText(CREDIT_NAME);
    // Applying again: they already have the account.
    await startApplication(page);
    await expect(page.getByRole('heading', { level: 2, name: `You already have ${CREDIT_NAME}` })).toBeVisible();
  });

  test('an application left part-way resumes at the step reached, after the tab is closed or the exit warning is accepted; cancel ends it', async ({
    page,
  }, testInfo) => {
    test.setTimeout(180_000);
    await register(page, BRAND, emailFor('resume', testInfo.workerIndex));
    await startApplication(page);
    await fillDetails(page, 'Resumer');
    // "Find the rest of my address" (spec §7 addressFields): a house number and postcode of the sandbox lookup's own.
    const known = await page.evaluate(async () => {
      const get = async (url: string) => (await fetch(url)).json();
      const top = await get('/api/checkout/billingAddress?text=LS6');
      const container = top.Items.find((item: { Type: string }) => item.Type !== 'Address');
      const inside = await get(`/api/checkout/billingAddress?text=LS6&containerId=${encodeURIComponent(container.Id)}`);
      for (const item of inside.Items.filter((i: { Type: string }) => i.Type === 'Address')) {
        const { address } = await get(
          `/api/checkout/autoSuggestBillingAddress?suggestionId=${encodeURIComponent(item.Id)}`,
        );
        if (address.houseNumber && !address.flatNumber)
          return address as { houseNumber: string; postcode: string; addressLine1: string; town: string };
      }
      throw new Error('no numbered address in LS6');
    });
    await page.locator('#current-houseNumberAndSuffix').fill(known.houseNumber);
    await page.locator('#current-postcode').fill(known.postcode);
    await press(page, page.getByRole('button', { name: 'Find the rest of my address' }).first(), 'Enter');
    await expect(page.locator('#current-addressLine1')).toHaveValue(known.addressLine1);
    await expect(page.locator('#current-town')).toHaveValue(known.town);
    await expect(page.getByTestId('find-address-status').first()).toContainText(
      `Found: ${known.houseNumber} ${known.addressLine1}`,
    );
    await page.screenshot({ path: 'e2e/artifacts/credit-app/find-address-1280.png', fullPage: true });
    const addressSaved = page.waitForResponse((r) => r.url().endsWith('/api/creditapp/updateCustomerAddress'));
    await fillAddresses(page, 5);
    // The current address becomes the account address (spec §7 updateCustomerAddress).
    expect((await addressSaved).status()).toBe(200);
    const application = page.getByTestId('credit-application');
    await expect(application.getByRole('heading', { level: 2, name: 'Credit check' })).toBeFocused();

    // The tab is closed; the customer comes back in another: the credit check step, with what they entered.
    const back = await openSecondTab(page, BRAND);
    await page.close();
    back.on('dialog', (dialog) => dialog.accept());
    await startApplication(back);
    const resumed = back.getByTestId('credit-application');
    await expect(resumed.getByRole('heading', { level: 2, name: 'Credit check' })).toBeVisible();
    await expect(back.getByTestId('credit-application-resumed')).toContainText('carry on with your application');
    await expect(resumed).toContainText('Ms Ada Resumer');
    await expect(resumed).toContainText('10 Downing Street, London, SW1A 2AA');
    await expectNoSeriousAxeViolations(back);
    await back.screenshot({ path: 'e2e/artifacts/credit-app/resumed-1280.png', fullPage: true });
    await back.setViewportSize({ width: 390, height: 844 });
    await back.screenshot({ path: 'e2e/artifacts/credit-app/resumed-390.png', fullPage: true });
    await back.setViewportSize({ width: 1280, height: 900 });

    // Back a step and on: the address step shows the answers; the exit warning's "Leave and continue later" keeps it.
    await press(back, resumed.getByRole('button', { name: 'Change my details' }), 'Enter');
    await expect(back.locator('#current-addressLine1')).toHaveValue('Downing Street');
    await press(back, resumed.getByRole('button', { name: 'Cancel application' }), 'Enter');
    const warning = back.getByRole('dialog', { name: 'Leave your application?' });
    await expect(warning).toContainText('We’ll keep what you’ve entered');
    await back.screenshot({ path: 'e2e/artifacts/credit-app/exit-warning-1280.png' });
    await press(back, warning.getByRole('button', { name: 'Leave and continue later' }), 'Enter');
    await expect(back).not.toHaveURL(/credit-application/);
    await startApplication(back);
    await expect(resumed.getByRole('heading', { level: 2, name: 'Your addresses' })).toBeVisible();
    await expect(back.locator('#current-houseNumberAndSuffix')).toHaveValue('10');

    // Cancel ends it: coming back starts again from the details we hold, without the answers.
    await press(back, resumed.getByRole('button', { name: 'Cancel application' }), 'Enter');
    await press(back, warning.getByRole('button', { name: 'Cancel my application' }), 'Enter');
    await expect(back).not.toHaveURL(/credit-application/);
    await startApplication(back);
    await expect(resumed.getByRole('heading', { level: 2, name: 'Your details' })).toBeVisible();
    await expect(back.getByTestId('credit-application-resumed')).toHaveCount(0);
    await expect(resumed.getByLabel('Last name')).not.toHaveValue('Resumer');
  });

  for (const [what, lastName, testId, heading, text] of [
    [
      'declined',
      'Declineone',
      'credit-declined',
      `Sorry, we can’t offer you ${CREDIT_NAME}`,
      'unable to offer you an account',
    ],
    [
      'referred',
      'Referral',
      'credit-referred',
      'We need to take a closer look',
      'we’ll email you within 2 working days',
    ],
  ] as const) {
    test(`a ${what} applicant sees the ${what === 'declined' ? 'decline' : 'referral'} and gets no account`, async ({
      page,
    }, testInfo) => {
      test.setTimeout(180_000);
      await register(page, BRAND, emailFor(what, testInfo.workerIndex));
      await startApplication(page);
      await fillDetails(page, lastName);
      await fillAddresses(page, 5);
      await runCheck(page);
      const application = page.getByTestId('credit-application');
      await expect(application.getByRole('heading', { level: 2, name: heading })).toBeFocused();
      await expect(page.getByTestId(testId)).toContainText(text);
      // Declined on the credit reference agency's search: told so, and which agency, how to reach it and that the
      // credit file is free to ask for (CCA 1974 s.157(A1)). A referral is no decline and names none.
      const agency = page.getByRole('region', { name: 'The credit reference agency we used' });
      if (what === 'declined') {
        await expect(agency).toContainText(
          'Our decision was based on information from a credit reference agency, Meridian Credit Reference Services Ltd.',
        );
        await expect(agency).toContainText('PO Box 4120, Castle Boulevard, Nottingham NG7 1FT');
        await expect(agency.getByRole('link', { name: '0115 496 0732' })).toHaveAttribute('href', 'tel:01154960732');
        await expect(agency).toContainText('copy of your credit file free of charge');
      } else {
        await expect(agency).toHaveCount(0);
      }
      await expect(page.getByTestId('document-pcci')).toHaveCount(0);
      await expect(application.getByRole('button', { name: 'Cancel application' })).toHaveCount(0);
      await expectNoSeriousAxeViolations(page);
      await keepScreenshot(page, testInfo, `${BRAND}-credit-application-${what}-1280`);
      await page.setViewportSize({ width: 390, height: 844 });
      await keepScreenshot(page, testInfo, `${BRAND}-credit-application-${what}-390`);
      // No account was opened: the application starts again (a declined applicant is told it is another search).
      await startApplication(page);
      await expect(page.getByRole('heading', { level: 2, name: 'Your details' })).toBeVisible();
      await expect(page.getByTestId('credit-apply-again')).toHaveCount(what === 'declined' ? 1 : 0);
    });
  }
});

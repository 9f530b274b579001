import { expect, type Page, test } from '@playwright/test';
import { addSomethingToBag, press, register } from './checkout-support.ts';
import { brandUrl, expectNoSeriousAxeViolations, keepScreenshot } from './support.ts';

// Credit eligibility (dal): a newly registered cash customer goes from the bag to the check, fills in the details the
// account does not hold (date of birth, phone, addresses for three years), is told what is missing first, then sees a
// quote from the sandbox's credit bureau (limit, Dalby Pay's 39.9 % APR, the bag's cost on credit, the offer) and its
// terms. Surnames are the bureau's test applicants: "Referral" is referred, "Declineone" declined.

const unique = (name: string) => `${name}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

async function fillAddress(page: Page, group: string | RegExp, address: Record<string, string>) {
  const fields = page.getByRole('group', { name: group });
  for (const [label, value] of Object.entries(address)) await fields.getByLabel(label, { exact: true }).fill(value);
}

async function fillDuration(page: Page, group: string, years: string, months: string) {
  const fields = page.getByRole('group', { name: group });
  await fields.getByLabel('Years').fill(years);
  await fields.getByLabel('Months').fill(months);
}

/** Everything but the previous address: 1 year 6 months at the current one. */
async function fillDetails(page: Page, surname: string) {
  await page.getByLabel('Surname').fill(surname);
  await page.getByLabel('Date of birth').fill('1985-04-12');
  await page.getByLabel('Phone number').fill('07700 900123');
  await fillAddress(page, 'Your current address', {
    'House number': '12',
    Street: 'Mill Lane',
    'Town or city': 'Leeds',
    Postcode: 'LS1 4AP',
  });
  await fillDuration(page, 'How long have you lived there?', '1', '6');
}

async function fillPrevious(page: Page) {
  await fillAddress(page, /^Your previous address/, {
    'House name (optional)': 'Rose Cottage',
    Street: 'High Street',
    'Town or city': 'York',
    Postcode: 'YO1 7HH',
  });
  await fillDuration(page, 'How long did you live there?', '2', '0');
}

async function check(page: Page) {
  await press(page, page.getByRole('button', { name: 'Check my eligibility' }), 'Enter');
}

test('the eligibility check shows a quote, from the bag, with its terms (1280 and 390 px)', async ({
  page,
}, testInfo) => {
  await register(page, 'dal', unique('eligibility-quote'));
  await addSomethingToBag(page, 'dal');
  // The product page offers the check too.
  await expect(page.getByRole('link', { name: 'Check your eligibility' })).toHaveAttribute(
    'href',
    '/credit-eligibility',
  );

  await page.goto(brandUrl('dal', '/shop/bag'));
  const link = page.getByTestId('eligibility-link');
  await expect(link).toHaveText('Check if you’re eligible for Dalby Pay');
  await link.click();
  await expect(page).toHaveURL(/\/credit-eligibility$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Check if you’re eligible for Dalby Pay' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  // The account's own name is filled in already.
  await expect(page.getByLabel('First name')).toHaveValue('Ada');
  await expect(page.getByLabel('Surname')).toHaveValue('Okafor');

  // Under three years at the current address and no previous one: the summary says so and takes focus.
  await fillDetails(page, 'Okafor');
  await check(page);
  const summary = page.getByTestId('error-summary');
  await expect(summary).toBeFocused();
  await expect(summary).toContainText('Tell us where you have lived for the last 3 years');
  await expectNoSeriousAxeViolations(page);

  await fillPrevious(page);
  await check(page);
  const result = page.getByTestId('eligibility-result');
  await expect(result).toHaveAttribute('data-state', 'quoted', { timeout: 20_000 });
  await expect(page.getByRole('heading', { name: 'You’re likely to be accepted' })).toBeFocused();
  await expect(page.getByTestId('eligibility-message')).toHaveText(
    'Good news: you’re likely to be accepted for Dalby Pay.',
  );
  const quote = page.getByTestId('eligibility-quote');
  await expect(quote.getByRole('definition').first()).toHaveText('£1,500.00');
  await expect(quote).toContainText('39.9% APR (variable)');
  await expect(quote).toContainText('34.05% a year (2.8375% a month), variable');
  await expect(quote).toContainText(/£[\d,.]+ interest if you spread £[\d,.]+ over 12 monthly payments/);
  await expect(page.getByTestId('eligibility-promo')).toContainText('no interest if you pay for the order in full');

  await press(page, page.getByRole('button', { name: 'Read the terms' }), 'Enter');
  const terms = page.getByTestId('eligibility-terms');
  await expect(page.getByRole('heading', { name: 'Dalby Pay: your eligibility quote' })).toBeFocused();
  await expect(terms).toContainText('does not affect your credit score');
  await expect(terms).toContainText('Representative example');
  await expect(terms).toContainText('within 14 days');
  await expectNoSeriousAxeViolations(page);
  await keepScreenshot(page, testInfo, 'eligibility-quote-1280');

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(quote).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await expect(quote.getByRole('link', { name: 'Apply for Dalby Pay' })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await keepScreenshot(page, testInfo, 'eligibility-quote-390');

  // Apply: the application starts from the details just given (kept in the tab, not in the URL), nothing retyped.
  await press(page, quote.getByRole('link', { name: 'Apply for Dalby Pay' }), 'Enter');
  await expect(page).toHaveURL(/\/checkout\/credit-application$/);
  const details = page.getByRole('form', { name: 'Your details' });
  await expect(details.getByLabel('Last name')).toHaveValue('Okafor');
  await expect(details.getByLabel('Day')).toHaveValue('12');
  await expect(details.getByLabel('Month')).toHaveValue('4');
  await expect(details.getByLabel('Year')).toHaveValue('1985');
  await expect(details.getByLabel('Mobile number')).toHaveValue('07700 900123');
  await details.getByLabel('Title').selectOption('Ms');
  await press(page, details.getByRole('button', { name: 'Continue' }), 'Enter');
  const addresses = page.getByRole('form', { name: 'Your addresses' });
  await expect(addresses.locator('#current-houseNumberAndSuffix')).toHaveValue('12');
  await expect(addresses.locator('#current-addressLine1')).toHaveValue('Mill Lane');
  await expect(addresses.locator('#current-postcode')).toHaveValue('LS1 4AP');
  await expect(addresses.locator('#current-years')).toHaveValue('1');
  await expect(addresses.locator('#current-months')).toHaveValue('6');
  await expect(addresses.locator('#previous-houseName')).toHaveValue('Rose Cottage');
  await expect(addresses.locator('#previous-years')).toHaveValue('2');
  // Taken once: nothing of the check is left in the tab for a later visit.
  expect(await page.evaluate(() => sessionStorage.getItem('credit-application-handoff'))).toBeNull();
  expect(page.url()).not.toMatch(/Okafor|1985|07700|Mill|LS1/i);
});

test('a referred applicant is told so; a declined one is told clearly, with no quote', async ({ page }, testInfo) => {
  await register(page, 'dal', unique('eligibility-declined'));
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(brandUrl('dal', '/credit-eligibility'));
  await page.waitForLoadState('networkidle');
  await fillDetails(page, 'Referral');
  await fillPrevious(page);
  await keepScreenshot(page, testInfo, 'eligibility-form-390');
  // Every field stays inside the form's card on a phone.
  const card = await page.locator('#eligibility-form').boundingBox();
  for (const box of await page
    .locator('#eligibility-form input')
    .evaluateAll((inputs) => inputs.map((input) => input.getBoundingClientRect().right)))
    expect(box).toBeLessThanOrEqual((card?.x ?? 0) + (card?.width ?? 0));
  await expectNoSeriousAxeViolations(page);
  await check(page);
  const result = page.getByTestId('eligibility-result');
  await expect(result).toHaveAttribute('data-state', 'declined', { timeout: 20_000 });
  await expect(page.getByRole('heading', { name: 'We need to look more closely' })).toBeFocused();
  await expect(page.getByTestId('eligibility-message')).toContainText(
    'If you apply, we’ll review your application and tell you our decision within 2 working days.',
  );
  await expect(page.getByTestId('eligibility-quote')).toHaveCount(0);
  await keepScreenshot(page, testInfo, 'eligibility-referred-390');

  // Back to the form, the details kept: another surname is declined.
  await press(page, page.getByRole('button', { name: 'Check my details again' }), 'Enter');
  await expect(page.getByLabel('Postcode').first()).toHaveValue('LS1 4AP');
  await page.getByLabel('Surname').fill('Declineone');
  await check(page);
  await expect(result).toHaveAttribute('data-state', 'declined', { timeout: 20_000 });
  await expect(page.getByRole('heading', { name: 'You’re unlikely to be accepted' })).toBeFocused();
  await expect(page.getByTestId('eligibility-message')).toHaveText(
    'We’re sorry: you’re unlikely to be accepted for Dalby Pay at the moment. This check hasn’t affected your credit score.',
  );
  await expect(page.getByTestId('eligibility-quote')).toHaveCount(0);
  // The agency whose information the answer rests on is named, with how to reach it.
  const agency = page.getByRole('region', { name: 'The credit reference agency we used' });
  await expect(agency).toContainText('Meridian Credit Reference Services Ltd');
  await expect(agency).toContainText('0115 496 0732');
  await expectNoSeriousAxeViolations(page);
  await keepScreenshot(page, testInfo, 'eligibility-declined-390');
});

import { expect, type Locator, test } from '@playwright/test';
import {
  addSomethingToBag,
  cardFrame,
  chooseRadio,
  PASSWORD,
  payNow,
  press,
  priceIn,
  register,
  signOut,
  typeCard,
} from './checkout-support.ts';
import { brandUrl, expectNoSeriousAxeViolations, keepScreenshot, walkedBy } from './support.ts';

// Checkout, step 1, per brand, by keyboard: a new customer's empty bag goes back to the bag; a guest who checks out is
// asked to sign in and comes back to the delivery step; a manual address with a bad postcode shows the error summary
// (its link focuses the field); the address lookup fills the form; standard, next day, a parcel shop and next-day click
// and collect found by postcode, and a nominated day with a slot, each priced in the summary; a contact
// number; continue to the payment page, which offers the card fields, and a frictionless card places the order. On dal,
// a saved address is also edited in place and made the default.

// Three brands (support.ts walkedBy): a fashion, a home and a credit brand, each with its own delivery charges; the
// charges of every brand are unit-tested (lib/commerce delivery options, the delivery calls).
for (const code of walkedBy(['dal', 'ihm', 'fsp'])) {
  test.describe(`${code} checkout delivery`, () => {
    test('empty bag to the bag, guest to sign-in and back, address errors and lookup, every speed priced, payment', async ({
      page,
    }, testInfo) => {
      test.setTimeout(240_000);
      const email = `checkout.${code}.${Date.now()}.${testInfo.workerIndex}@example.com`;
      await register(page, code, email);

      // A signed-in customer with an empty bag is sent back to the bag.
      await page.goto(brandUrl(code, '/checkout/delivery-method'));
      await expect(page).toHaveURL(/\/shop\/bag\?checkout=empty$/);
      await expect(page.getByTestId('checkout-return')).toHaveText(
        'Your bag is empty, so there’s nothing to check out yet.',
      );
      await signOut(page);

      // A guest is asked to sign in.
      await page.goto(brandUrl(code, '/checkout/delivery-method'));
      await expect(page).toHaveURL(/\/interaction\//);

      // The guest fills a bag, checks out from it, signs in and comes back to the delivery step.
      await addSomethingToBag(page, code);
      await page.goto(brandUrl(code, '/shop/bag'));
      await expect(page.getByTestId('bag-line')).toHaveCount(1, { timeout: 30_000 });
      await press(page, page.getByRole('link', { name: 'Checkout securely' }), 'Enter');
      await expect(page).toHaveURL(/\/interaction\//);
      await page.getByLabel('Email address').fill(email);
      await page.getByLabel('Password').fill(PASSWORD);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await expect(page).toHaveURL(/\/checkout\/delivery-method/);
      await expect(page.getByRole('heading', { level: 1, name: 'Delivery' })).toBeVisible();
      await page.waitForLoadState('networkidle'); // hydrated, and the guest bag joined to the account

      // The step bar marks the current step.
      const steps = page.getByRole('navigation', { name: 'Checkout progress' });
      await expect(steps.locator('[aria-current="step"]')).toHaveText('Delivery');
      await expect(page.getByTestId('summary-line')).toHaveCount(1);
      await expectNoSeriousAxeViolations(page);

      // A manual address with a bad postcode: the error summary links to the field.
      await press(page, page.getByRole('button', { name: 'Enter the address manually' }), 'Enter');
      const form = page.getByRole('form', { name: 'Delivery address' });
      await form.getByLabel('First name').fill('Ada');
      await form.getByLabel('Surname').fill('Okafor');
      await form.getByLabel('House number').fill('10');
      await form.getByLabel('Street').fill('Downing Street');
      await form.getByLabel('Town or city').fill('London');
      await form.getByLabel('Postcode').fill('NOT A CODE');
      await press(page, form.getByRole('button', { name: 'Deliver to this address' }), 'Enter');
      const summary = page.getByTestId('error-summary');
      await expect(summary).toBeVisible();
      await expect(summary).toBeFocused();
      const postcodeLink = summary.getByRole('link', { name: 'Enter a real postcode, like LS6 2AB' });
      await press(page, postcodeLink, 'Enter');
      await expect(form.getByLabel('Postcode')).toBeFocused();
      await expect(form.getByLabel('Postcode')).toHaveAttribute('aria-invalid', 'true');
      await expectNoSeriousAxeViolations(page);

      await page.keyboard.press('ControlOrMeta+A');
      await page.keyboard.type('SW1A 2AA');
      await press(page, form.getByRole('button', { name: 'Deliver to this address' }), 'Enter');
      await expect(page.getByTestId('delivery-address')).toContainText('SW1A 2AA');

      // The address lookup: a partial postcode, one of its postcodes, one of its addresses fills the form.
      await press(page, page.getByRole('button', { name: 'Change delivery address' }), 'Enter');
      const lookup = page.getByRole('combobox', { name: 'Start typing your address or postcode' });
      await lookup.focus();
      await page.keyboard.type('LS6');
      await expect(page.getByRole('option').first()).toBeVisible();
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Enter');
      const inside = page.getByRole('list', { name: /^Addresses in / }).getByRole('button');
      await expect(inside.first()).toBeVisible();
      await press(page, inside.first(), 'Enter');
      await expect(form.getByLabel('Postcode')).toHaveValue(/^LS6 /);
      await expect(form.getByLabel('Town or city')).toHaveValue('Leeds');
      await form.getByLabel('First name').fill('Ada');
      await form.getByLabel('Surname').fill('Okafor');
      await press(page, form.getByRole('button', { name: 'Deliver to this address' }), 'Enter');
      await expect(page.getByTestId('delivery-address')).toContainText('LS6 ');

      // Standard delivery is priced first; each speed's price becomes the summary's delivery charge.
      const speeds = page.getByRole('radiogroup', { name: 'How would you like your order?' });
      const deliveryCharge = page.getByTestId('summary-delivery');
      const priceOf = async (radio: Locator) =>
        priceIn((await radio.locator('xpath=ancestor::label[1]').textContent()) ?? '');
      const standard = speeds.getByRole('radio', { name: /^Standard delivery/ });
      await expect(standard).toBeChecked();
      await expect(deliveryCharge).toHaveText(await priceOf(standard));

      // Next day.
      const nextDay = speeds.getByRole('radio', { name: /^Next day delivery/ });
      await chooseRadio(page, nextDay, '/api/checkout/updateDeliverySpeed');
      await expect(deliveryCharge).toHaveText(await priceOf(nextDay));
      await expect(page.locator('dl[aria-label="Order summary"]')).toContainText('Next day delivery');

      // A parcel shop found by postcode, then next-day click and collect from one.
      for (const [name, summaryName] of [
        ['Collect from a parcel shop', 'Parcel shop delivery'],
        ['Next day click and collect', 'Next day click and collect'],
      ] as const) {
        const radio = speeds.getByRole('radio', { name: new RegExp(`^${name}`) });
        await chooseRadio(page, radio);
        const finder = page.getByTestId('parcel-shop-finder');
        await expect(finder.getByLabel('Find a parcel shop near a postcode')).toHaveValue(/^LS6 /);
        await press(page, finder.getByRole('button', { name: 'Find parcel shops' }), 'Enter');
        const shops = finder.getByTestId('parcel-shop');
        await expect(shops.first()).toBeVisible();
        const shopName = ((await shops.first().getByTestId('parcel-shop-name').textContent()) ?? '').trim();
        const selected = page.waitForResponse((r) => r.url().includes('/api/checkout/selectParcelShopAddress'));
        await press(page, shops.first().getByRole('button', { name: /^Collect here/ }), 'Enter');
        expect((await selected).status()).toBe(200);
        await expect(finder.getByRole('status')).toContainText(shopName);
        await expect(radio).toBeChecked();
        await expect(deliveryCharge).toHaveText(await priceOf(radio));
        await expect(page.locator('dl[aria-label="Order summary"]')).toContainText(summaryName);
      }

      // Nominated day: a day, then a slot; the slot's charge is the delivery charge.
      await chooseRadio(page, speeds.getByRole('radio', { name: /^Nominated day delivery/ }));
      const days = page.getByRole('radiogroup', { name: 'Choose a day' }).getByRole('radio');
      expect(await days.count()).toBeGreaterThan(1);
      await chooseRadio(page, days.nth(1));
      const slots = page.getByRole('radiogroup', { name: /^Choose a time on / }).getByRole('radio');
      const slot = slots.first();
      const slotPrice = priceIn((await slot.locator('xpath=ancestor::label[1]').textContent()) ?? '');
      await chooseRadio(page, slot, '/api/checkout/updateDeliverySpeed');
      await expect(deliveryCharge).toHaveText(slotPrice);
      await expect(page.locator('dl[aria-label="Order summary"]')).toContainText('Nominated day delivery');

      // Continue without a phone number: the summary says what is missing.
      await press(page, page.getByRole('button', { name: 'Continue to payment' }), 'Enter');
      await expect(
        summary.getByRole('link', { name: 'Enter a phone number so the carrier can contact you' }),
      ).toBeVisible();
      await page.getByLabel('Phone number').fill('07700 900982');
      await keepScreenshot(page, testInfo, `${code}-delivery-desktop`);
      await page.setViewportSize({ width: 390, height: 844 });
      await keepScreenshot(page, testInfo, `${code}-delivery-390`);
      // As a phone shows it: the total and the continue button stay at the foot of the screen.
      await page.screenshot({ path: testInfo.outputPath(`${code}-delivery-390-viewport.png`) });
      await expect(page.getByRole('button', { name: 'Continue to payment' })).toBeInViewport();
      await expectNoSeriousAxeViolations(page);

      await press(page, page.getByRole('button', { name: 'Continue to payment' }), 'Enter');
      await expect(page).toHaveURL(/\/checkout\/payment$/);
      await expect(page.getByRole('heading', { name: 'Pay by card' })).toBeVisible();
      await expect(page.getByTestId('payment-speed')).toContainText('Nominated day delivery');
      await expect(page.getByTestId('summary-delivery')).toHaveText(slotPrice);
      await expect(
        page.getByRole('navigation', { name: 'Checkout progress' }).locator('[aria-current="step"]'),
      ).toHaveText('Payment');
      await expectNoSeriousAxeViolations(page);
      await keepScreenshot(page, testInfo, `${code}-payment-390`);
      // Back to delivery loads the page afresh. Until its script has run, "Continue to payment" is disabled: pressed, it
      // would submit its form natively, a reload of the delivery page that drops the press. The page's scripts are held
      // back here to see that; once they run it is enabled, and `press` waits for that before pressing it below.
      let releaseScripts = () => {};
      const scriptsHeld = new Promise<void>((resolve) => {
        releaseScripts = resolve;
      });
      const pageScripts = /\/_next\/static\/.+\.js(\?.*)?$/;
      await page.route(pageScripts, async (route) => {
        await scriptsHeld;
        await route.continue();
      });
      await press(page, page.getByRole('link', { name: 'Back to delivery' }), 'Enter');
      await expect(page).toHaveURL(/\/checkout\/delivery-method$/);
      await expect(page.getByRole('button', { name: 'Continue to payment' })).toBeDisabled();
      releaseScripts();
      // Once the held requests have gone on (unrouting under them would answer them twice).
      await page.unrouteAll({ behavior: 'wait' });
      await expect(page.getByRole('button', { name: 'Continue to payment' })).toBeEnabled();
      await page.setViewportSize({ width: 1280, height: 900 });

      if (code === 'dal') {
        // One brand: a saved address is edited in place from checkout and made the default.
        await press(page, page.getByRole('button', { name: 'Change delivery address' }), 'Enter');
        const savedList = page.getByRole('radiogroup', { name: 'Your saved addresses' });
        await expect(savedList.getByRole('radio')).toHaveCount(2);
        await chooseRadio(page, savedList.getByRole('radio', { name: /LS6/ }));
        await press(page, page.getByRole('button', { name: /^Edit / }), 'Enter');
        const edit = page.getByRole('form', { name: 'Delivery address' });
        await expect(edit.getByLabel('Postcode')).toHaveValue(/^LS6 /);
        await edit.getByLabel('House name (optional)').fill('Rose Cottage');
        await edit.getByLabel('Make this my default delivery address').check();
        await press(page, edit.getByRole('button', { name: 'Deliver to this address' }), 'Enter');
        await expect(page.getByTestId('delivery-address')).toContainText('Rose Cottage');
        await press(page, page.getByRole('button', { name: 'Change delivery address' }), 'Enter');
        await expect(savedList.getByRole('radio')).toHaveCount(2);
        await expect(savedList.getByRole('radio', { name: /Rose Cottage/ })).toHaveAccessibleName(/\(default\)/);
        await expectNoSeriousAxeViolations(page);
        await keepScreenshot(page, testInfo, 'dal-delivery-saved-addresses-desktop');
        await press(page, page.getByRole('button', { name: 'Keep the current address' }), 'Enter');
      }

      // Every brand takes a payment once: a frictionless card to the order confirmation.
      await press(page, page.getByRole('button', { name: 'Continue to payment' }), 'Enter');
      await expect(page).toHaveURL(/\/checkout\/payment$/);
      await expect(cardFrame(page).getByLabel('Card number')).toBeVisible({ timeout: 20_000 });
      await typeCard(page, '4000000000002701');
      await payNow(page);
      await expect(page).toHaveURL(/\/checkout\/order-confirmation\?cartId=/, { timeout: 30_000 });
      await expect(page.getByRole('heading', { level: 1, name: 'Thank you, your order is placed' })).toBeVisible();
      await expect(page.locator('main')).toContainText('2701');
    });
  });
}

// The checkout specs' shared steps: register, sign out, fill a bag by keyboard, choose radios and wait for the answer.
import { expect, type Locator, type Page } from '@playwright/test';
import { brandUrl } from './support.ts';

export const PASSWORD = 'Checkout-e2e-2026';

export async function press(page: Page, locator: Locator, key: string) {
  // Controls are disabled while a change is in flight: wait until this one can be used.
  await expect(locator).toBeEnabled();
  await locator.focus();
  await page.keyboard.press(key);
}

export async function register(page: Page, code: string, email: string) {
  await page.goto(brandUrl(code, '/'));
  await page.getByRole('banner').getByRole('link', { name: 'Sign in' }).click();
  await page.getByRole('link', { name: 'Create an account' }).click();
  await page.getByLabel('First name').fill('Ada');
  await page.getByLabel('Last name').fill('Okafor');
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/successful-account-registration$/);
  await expect(page.getByRole('banner').getByRole('link', { name: 'My account' })).toBeVisible();
}

export async function signOut(page: Page) {
  await page.getByRole('banner').getByRole('link', { name: 'Sign out' }).click();
  // The provider sends the browser back to the page it left, which moves on to the signed-out page once it has
  // hydrated and heard from /api/auth/me: on a loaded machine a heavy page (the bag) can take more than 10 s.
  await expect(page).toHaveURL(/\/shop\/signout\/so\.action$/, { timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();
}

/** Waits until this tab has recorded its heartbeat in the shared window list (so it passed the load checks). */
export async function expectHeartbeat(page: Page) {
  await expect
    .poll(() =>
      page.evaluate(() => {
        const id = window.sessionStorage.getItem('activeWindow');
        const windows = JSON.parse(window.localStorage.getItem('activedWindows') ?? '{}') as Record<string, number>;
        return window.sessionStorage.getItem('sessionIslive') === 'true' && id !== null && id in windows;
      }),
    )
    .toBe(true);
}

/**
 * A second tab on the brand's home page, past its session checks, while `page` (on the shop) is still open. Without
 * "remember me", a tab opened once every shop tab has been gone for 6 s ends the session (spec §4; sign-in.spec
 * covers it): a test that closes its tab and carries on in a new one opens the new one first, so the outcome never
 * depends on how long the machine takes between the two.
 */
export async function openSecondTab(page: Page, code: string): Promise<Page> {
  const next = await page.context().newPage();
  await next.goto(brandUrl(code, '/'));
  await expect(next.getByRole('banner').getByRole('link', { name: 'My account' })).toBeVisible();
  await expectHeartbeat(next);
  return next;
}

/** The delivery speeds by the start of their radio's name on the delivery page. */
export const STANDARD_DELIVERY = /^Standard delivery/;
export const NEXT_DAY_DELIVERY = /^Next day delivery/;

/**
 * From a filled bag to /checkout/payment: a manual delivery address (10 Downing Street, no long digit runs, so the
 * card-number checks on requests stay meaningful), standard delivery (or the speed named) and a phone number.
 */
export async function deliverByStandardToPayment(page: Page, code: string, speed: RegExp = STANDARD_DELIVERY) {
  await page.goto(brandUrl(code, '/checkout/delivery-method'));
  await expect(page.getByRole('heading', { level: 1, name: 'Delivery' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await press(page, page.getByRole('button', { name: 'Enter the address manually' }), 'Enter');
  const form = page.getByRole('form', { name: 'Delivery address' });
  await form.getByLabel('First name').fill('Ada');
  await form.getByLabel('Surname').fill('Okafor');
  await form.getByLabel('House number').fill('10');
  await form.getByLabel('Street').fill('Downing Street');
  await form.getByLabel('Town or city').fill('London');
  await form.getByLabel('Postcode').fill('SW1A 2AA');
  await press(page, form.getByRole('button', { name: 'Deliver to this address' }), 'Enter');
  await expect(page.getByTestId('delivery-address')).toContainText('SW1A 2AA');
  await chooseSpeedToPayment(page, speed);
}

/** On the delivery page with an address chosen: the speed named, a phone number, then on to /checkout/payment. */
export async function chooseSpeedToPayment(page: Page, speed: RegExp) {
  const radio = page
    .getByRole('radiogroup', { name: 'How would you like your order?' })
    .getByRole('radio', { name: speed });
  if (!(await radio.isChecked())) await chooseRadio(page, radio, '/api/checkout/updateDeliverySpeed');
  await page.getByLabel('Phone number').fill('07700 900982');
  await press(page, page.getByRole('button', { name: 'Continue to payment' }), 'Enter');
  await expect(page).toHaveURL(/\/checkout\/payment$/);
}

/** A shop call from the page itself (same origin, the shopper's cookies), answering its status and JSON. */
export async function call<T>(page: Page, path: string, init: { method?: string; body?: unknown; key?: string } = {}) {
  return page.evaluate(
    async ({ path, method, body, key }) => {
      const response = await fetch(path, {
        method: method ?? 'GET',
        headers: {
          accept: 'application/json',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...(key ? { 'idempotency-key': key } : {}),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: response.status, json: (await response.json().catch(() => null)) as unknown };
    },
    { path, method: init.method, body: init.body, key: init.key },
  ) as Promise<{ status: number; json: T }>;
}

export interface BagLine {
  productNo: string;
  productOptionNo: string;
  quantity: number;
  unitPrice: number;
  bosOfferIntegerValue: number;
  productType: string;
  productDetails: { offerNumber?: string };
}

/** The shopper's bag as the bag's own call answers it, or null when there is none. */
export async function bagLines(page: Page): Promise<{ cartId: string; lines: BagLine[]; orderTotal: number } | null> {
  const answer = await call<{ cartId: string; cartEntries: BagLine[]; orderTotal: number }>(page, '/api/shop/bag');
  return answer.status === 200
    ? { cartId: answer.json.cartId, lines: answer.json.cartEntries, orderTotal: answer.json.orderTotal }
    : null;
}

/** Sets a bag line's quantity through the bag's own call (as the bag page's quantity picker does). */
export async function setQuantity(page: Page, siteId: string, cartId: string, line: BagLine, quantity: number) {
  const answer = await call(page, '/api/shop/bag/editBag', {
    method: 'PUT',
    body: {
      cartId,
      unitPrice: line.unitPrice > 0 ? line.unitPrice : 1,
      skuProductCode: line.productNo,
      bosOfferCode: line.productDetails.offerNumber ?? String(line.bosOfferIntegerValue),
      quantity,
      channel: 'new-headless-web',
      productOptionNo: line.productOptionNo,
      siteId,
      productType: line.productType ?? null,
    },
  });
  expect(answer.status, JSON.stringify(answer.json)).toBe(200);
}

/** "£1,234.56" → pence. */
export const pence = (text: string | null) => Math.round(Number((text ?? '').replace(/[£,\s]/g, '')) * 100);

/** Pence → "£1,234.56". */
export const pounds = (value: number) =>
  new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' }).format(value / 100);

/** The order total the payment page's summary shows, in pence. */
export const summaryTotal = async (page: Page) => pence(await page.getByTestId('summary-total').textContent());

/** The size choices of the add-to-bag form (the page may also have colour radios). */
export const sizeRadios = (page: Page) =>
  page.getByRole('form', { name: /^Add .* to bag$/ }).locator('input[type="radio"]:not([disabled])');

/** Adds the first product (of the first categories) with a size in stock to the bag, by keyboard. */
export async function addSomethingToBag(page: Page, code: string) {
  await page.goto(brandUrl(code));
  const categoryHrefs = await page
    .getByRole('navigation', { name: 'Categories' })
    .getByRole('link')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? '/'));
  for (const category of categoryHrefs.slice(0, 4)) {
    await page.goto(brandUrl(code, category));
    const products = await page
      .locator('main a[href^="/shop/p/"]')
      .evaluateAll((links) => [...new Set(links.map((a) => a.getAttribute('href') ?? ''))].slice(0, 6));
    for (const product of products) {
      await page.goto(brandUrl(code, product));
      await page.waitForLoadState('networkidle'); // hydrated
      if ((await sizeRadios(page).count()) === 0) continue;
      await press(page, sizeRadios(page).first(), 'Space');
      await press(page, page.getByRole('button', { name: 'Add to bag' }), 'Enter');
      await expect(page.getByRole('dialog', { name: 'Your bag' })).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(page.getByTestId('bag-count')).toHaveText(/^1 item/);
      return;
    }
  }
  throw new Error(`no product with a size in stock for ${code}`);
}

/**
 * Adds one of a product's options (by its option number) to the bag from the product page, by keyboard; the bag then
 * holds `itemCount` items.
 */
export async function addOptionToBag(
  page: Page,
  code: string,
  productId: string,
  optionNumber: string,
  itemCount: number,
) {
  await page.goto(brandUrl(code, `/shop/p/${productId}`));
  await page.waitForLoadState('networkidle'); // hydrated
  await press(page, sizeRadios(page).and(page.locator(`[value="${optionNumber}"]`)), 'Space');
  await press(page, page.getByRole('button', { name: 'Add to bag' }), 'Enter');
  await expect(page.getByRole('dialog', { name: 'Your bag' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('bag-count')).toHaveText(new RegExp(`^${itemCount} items?`));
}

/** Enters a promotion code on the bag page and waits for it to apply. */
export async function applyPromotionCode(page: Page, code: string, promotion: string) {
  await page.goto(brandUrl(code, '/shop/bag'));
  const field = page.getByLabel('Enter a promotion code');
  await expect(field).toBeVisible({ timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  const applied = page.waitForResponse((r) => r.url().includes('/api/shop/bag/promoCode'));
  await field.fill(promotion);
  await field.press('Enter');
  expect((await applied).status()).toBe(200);
  await expect(page.getByText(`Promotion (${promotion})`)).toBeVisible();
}

/** "£4.99" or "Free" from a radio card's text (its last price). */
export function priceIn(text: string): string {
  const match = /(Free|£[\d,]+\.\d{2})\s*$/.exec(text.trim());
  if (!match?.[1]) throw new Error(`no price in ${text}`);
  return match[1];
}

/** Chooses a radio by keyboard and waits for the server's answer to the change. */
export async function chooseRadio(page: Page, radio: Locator, call?: string) {
  const answered = call ? page.waitForResponse((r) => r.url().includes(call) && r.request().method() === 'PUT') : null;
  await press(page, radio, 'Space');
  await expect(radio).toBeChecked();
  if (answered) expect((await answered).status()).toBe(200);
}

/** The expiry the sandbox gateway's 3-D Secure test cards take: January, three years ahead. */
export const TEST_CARD_EXPIRY = `01/${String((new Date().getFullYear() + 3) % 100).padStart(2, '0')}`;

/** The gateway's hosted card fields (a frame from its own origin). */
export const cardFrame = (page: Page) => page.frameLocator('iframe[title="Card details"]');

export async function typeCard(page: Page, pan: string) {
  const frame = cardFrame(page);
  await frame.getByLabel('Card number').fill(pan);
  await frame.getByLabel('Expiry date (MM/YY)').fill(TEST_CARD_EXPIRY);
  await frame.getByLabel('Security code').fill('123');
}

export async function payNow(page: Page) {
  const button = page.getByRole('button', { name: 'Pay now' });
  await expect(button).toBeEnabled({ timeout: 20_000 });
  await press(page, button, 'Enter');
}

import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { expectHeartbeat, signOut as signOutOfShop } from './checkout-support.ts';
import { brandUrl, expectNoSeriousAxeViolations, keepScreenshot } from './support.ts';

const DEMO_PASSWORD = 'Shop-demo-2026';
const OVERVIEW = '/shop/myaccount/Overview.action?finalTarget=accountmainmenu';
const PREFERENCES = '/shop/myaccount/scv/ContactPreferences.action';

async function fillSignIn(page: Page, email: string, password: string, remember: boolean) {
  await expect(page).toHaveURL(/\/interaction\//);
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password').fill(password);
  if (remember) await page.getByLabel('Remember me').check();
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Signs in from the header and waits until the shop shows the signed-in header again. */
async function signIn(page: Page, email: string, options: { remember?: boolean } = {}) {
  await page.goto(brandUrl('dal', '/'));
  await page.getByRole('banner').getByRole('link', { name: 'Sign in' }).click();
  await fillSignIn(page, email, DEMO_PASSWORD, options.remember ?? false);
  await expect(page.getByRole('banner').getByRole('link', { name: 'My account' })).toBeVisible();
  await expect(page).not.toHaveURL(/justLoggedIn/);
}

async function cookie(context: BrowserContext, name: string) {
  return (await context.cookies(brandUrl('dal'))).find((c) => c.name === name);
}

async function profile(page: Page) {
  return page.evaluate(async () => {
    const response = await fetch('/api/auth/me');
    return response.status === 204 ? null : ((await response.json()) as { timeouts: { accessTokenExpiresAt: number } });
  });
}

const MERGE_PASSWORD = 'Merge-bags-2026';

async function register(page: Page, email: string, password: string) {
  await page.goto(brandUrl('dal', '/'));
  await page.getByRole('banner').getByRole('link', { name: 'Sign in' }).click();
  await page.getByRole('link', { name: 'Create an account' }).click();
  await page.getByLabel('First name').fill('Mira');
  await page.getByLabel('Last name').fill('Kaur');
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/successful-account-registration$/);
  await expect(page.getByRole('banner').getByRole('link', { name: 'My account' })).toBeVisible();
}

async function signOut(page: Page) {
  await signOutOfShop(page);
  await expect(bagCount(page)).toHaveText(/^0 items/);
}

interface Product {
  href: string;
  name: string;
}

const bagCount = (page: Page) => page.getByTestId('bag-count');
/** The size picker's choices in stock (the colour swatches are radios too). */
const sizesInStock = (page: Page) =>
  page.getByRole('group', { name: 'Size', exact: true }).locator('input[type="radio"]:not([disabled])');

/** Distinct Dalby products, from the first categories, that have a size in stock. */
async function productsInStock(page: Page, wanted: number): Promise<Product[]> {
  await page.goto(brandUrl('dal'));
  const categoryHrefs = await page
    .getByRole('navigation', { name: 'Categories' })
    .getByRole('link')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? '/'));
  const found: Product[] = [];
  for (const category of categoryHrefs.slice(0, 4)) {
    await page.goto(brandUrl('dal', category));
    const hrefs = await page
      .locator('main a[href^="/shop/p/"]')
      .evaluateAll((links) => [...new Set(links.map((a) => a.getAttribute('href') ?? ''))]);
    for (const href of hrefs) {
      await page.goto(brandUrl('dal', href));
      if ((await sizesInStock(page).count()) === 0) continue;
      const name = ((await page.getByRole('heading', { level: 1 }).textContent()) ?? '').trim();
      if (!name || found.some((p) => p.name === name)) continue;
      found.push({ href, name });
      if (found.length === wanted) return found;
    }
  }
  throw new Error(`fewer than ${wanted} Dalby products with a size in stock`);
}

/** Adds the product's first size in stock; the header then counts `unitsAfter` units. */
async function addToBag(page: Page, product: Product, unitsAfter: number) {
  await page.goto(brandUrl('dal', product.href));
  await page.waitForLoadState('networkidle'); // hydrated
  const size = sizesInStock(page).first();
  await size.focus();
  await page.keyboard.press('Space');
  await expect(size).toBeChecked();
  await page.getByRole('button', { name: 'Add to bag' }).click();
  await expect(page.getByRole('dialog', { name: 'Your bag' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(bagCount(page)).toHaveText(new RegExp(`^${unitsAfter} items?$`));
}

/** Moves a product from the bag to saved items on the bag page. */
async function saveForLaterFromBag(page: Page, product: Product, unitsAfter: number) {
  await page.goto(brandUrl('dal', '/shop/bag'));
  const line = page
    .getByTestId('bag-line')
    .filter({ has: page.getByRole('heading', { name: product.name, exact: true }) });
  await expect(line).toHaveCount(1, { timeout: 30_000 });
  await line.getByRole('button', { name: /^Save for later/ }).click();
  await expect(line).toHaveCount(0);
  await expect(bagCount(page)).toHaveText(new RegExp(`^${unitsAfter} items?$`));
}

/** The header counts the bag's units, the bag page lists exactly these lines and quantities, saved items these. */
async function expectBagAndSavedItems(page: Page, expected: { bag: Record<string, number>; saved: string[] }) {
  const units = Object.values(expected.bag).reduce((sum, n) => sum + n, 0);
  await expect(bagCount(page)).toHaveText(`${units} items`);
  await page.goto(brandUrl('dal', '/shop/bag'));
  const lines = page.getByTestId('bag-line');
  await expect(lines).toHaveCount(Object.keys(expected.bag).length, { timeout: 30_000 });
  for (const [name, quantity] of Object.entries(expected.bag)) {
    const line = lines.filter({ has: page.getByRole('heading', { name, exact: true }) });
    await expect(line.getByLabel('Quantity')).toHaveValue(String(quantity));
  }
  await expect(bagCount(page)).toHaveText(`${units} items`);
  await page.goto(brandUrl('dal', '/shop/bag/saved-items'));
  const saved = page.getByTestId('saved-item');
  await expect(saved).toHaveCount(expected.saved.length, { timeout: 30_000 });
  expect((await saved.getByRole('heading').allTextContents()).map((n) => n.trim()).sort()).toEqual(expected.saved);
  await expectNoSeriousAxeViolations(page);
}

test.describe('sign-in and session', () => {
  test('a new shopper registers, signs out and signs back in', async ({ page, context }, testInfo) => {
    test.setTimeout(150_000);
    const email = `e2e.${Date.now()}.${testInfo.workerIndex}@example.com`;
    await page.goto(brandUrl('dal', '/'));
    await page.getByRole('banner').getByRole('link', { name: 'Sign in' }).click();
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await page.getByRole('link', { name: 'Create an account' }).click();
    await page.getByLabel('First name').fill('Ruth');
    await page.getByLabel('Last name').fill("O'Neill");
    await page.getByLabel('Email address').fill(email);
    await page.getByLabel('Password').fill('short');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByRole('alert')).toContainText('at least 8 characters');
    await expectNoSeriousAxeViolations(page);
    await page.getByLabel('Password').fill('Green-fields-42');
    await page.getByRole('button', { name: 'Create account' }).click();

    await expect(page).toHaveURL(/\/successful-account-registration$/);
    await expect(page.getByRole('heading', { name: 'Welcome to Dalby' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'My account' })).toBeVisible();
    await keepScreenshot(page, testInfo, 'registered');
    await expectNoSeriousAxeViolations(page);

    await page.goto(brandUrl('dal', OVERVIEW));
    await expect(page.getByRole('heading', { name: 'Hello, Ruth' })).toBeVisible();
    await expect(page.getByText(email)).toBeVisible();
    await expect(page.getByTestId('orders-empty')).toHaveText(
      "You haven't placed an order with Dalby yet. When you do, it will appear here.",
    );
    await expectNoSeriousAxeViolations(page);

    await page.getByRole('banner').getByRole('link', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/shop\/signout\/so\.action$/);
    await expect(page.getByRole('heading', { name: "You've signed out" })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();
    expect(await cookie(context, 'isSignedIn')).toBeUndefined();
    expect(await cookie(context, 'shop_session')).toBeUndefined();

    await page.getByRole('banner').getByRole('link', { name: 'Sign in' }).click();
    await fillSignIn(page, email, 'Green-fields-42', false);
    await expect(page.getByRole('banner').getByRole('link', { name: 'My account' })).toBeVisible();
  });

  test('without "remember me" the session lasts 2700 s, with it 86400 s', async ({ browser }) => {
    test.setTimeout(120_000);
    for (const [remember, lifetime] of [
      [false, 2700],
      [true, 86_400],
    ] as const) {
      const context = await browser.newContext();
      const page = await context.newPage();
      await signIn(page, 'cash.dal@example.com', { remember });
      const session = await cookie(context, 'shop_session');
      expect(session?.httpOnly).toBe(true);
      expect(session?.sameSite).toBe('Lax');
      expect((session?.expires ?? 0) - Date.now() / 1000).toBeGreaterThan(lifetime - 120);
      expect((session?.expires ?? 0) - Date.now() / 1000).toBeLessThanOrEqual(lifetime);
      expect((await cookie(context, 'rememberMe'))?.value).toBe(String(remember));
      expect((await cookie(context, 'isSignedIn'))?.value).toBe('true');
      const me = await profile(page);
      const rt = Number((await cookie(context, 'RTExpiresAt'))?.value);
      expect(rt).toBeGreaterThan(((me?.timeouts.accessTokenExpiresAt ?? 0) + lifetime - 30 - 400) * 1000);
      await context.close();
    }
  });

  test('sign-in merges the guest bag and saved items into the account', async ({ page }, testInfo) => {
    test.setTimeout(240_000);
    // productsInStock throws unless it found all five.
    const [a, b, c, d, e] = (await productsInStock(page, 5)) as [Product, Product, Product, Product, Product];
    // A fresh customer (registered through the UI) who already has D in the bag and E saved for later.
    const email = `merge.${Date.now()}.${testInfo.workerIndex}@example.com`;
    await register(page, email, MERGE_PASSWORD);
    await addToBag(page, d, 1);
    await addToBag(page, e, 2);
    await saveForLaterFromBag(page, e, 1);
    await signOut(page);

    // As a guest: A twice (one line, quantity 2), B once, and C saved for later.
    await addToBag(page, a, 1);
    await addToBag(page, a, 2);
    await addToBag(page, b, 3);
    await addToBag(page, c, 4);
    await saveForLaterFromBag(page, c, 3);

    const merge = page.waitForResponse((r) => r.url().endsWith('/api/shop/bag/cartMerge'));
    const savedMerge = page.waitForResponse((r) => r.url().includes('/api/save-for-later/mergeSFLItems'));
    await page.getByRole('banner').getByRole('link', { name: 'Sign in' }).click();
    await fillSignIn(page, email, MERGE_PASSWORD, false);
    expect((await merge).status()).toBe(200);
    expect(JSON.parse((await merge).request().postData() ?? '{}')).toMatchObject({
      channel: 'new-headless-web',
      siteId: 'DALBY',
    });
    expect((await savedMerge).status()).toBe(200);
    await expect(page.getByRole('banner').getByRole('link', { name: 'My account' })).toBeVisible();

    const expected = { bag: { [a.name]: 2, [b.name]: 1, [d.name]: 1 }, saved: [c.name, e.name].sort() };
    await expectBagAndSavedItems(page, expected);
    await keepScreenshot(page, testInfo, 'merged-saved-items');

    // Signing out leaves an empty guest bag; signing back in shows the same merged bag and saved items.
    await signOut(page);
    await page.getByRole('banner').getByRole('link', { name: 'Sign in' }).click();
    await fillSignIn(page, email, MERGE_PASSWORD, false);
    await expect(page.getByRole('banner').getByRole('link', { name: 'My account' })).toBeVisible();
    await expectBagAndSavedItems(page, expected);
  });

  test('an order in the account opens its detail: items, delivery, payment summary and totals', async ({
    page,
  }, testInfo) => {
    await signIn(page, 'cash.dal@example.com');
    await page.goto(brandUrl('dal', OVERVIEW));
    const table = page.getByRole('region', { name: 'Recent orders table' }).getByRole('table');
    await table.getByRole('link', { name: '51100001' }).click();
    await expect(page).toHaveURL(/\/shop\/myaccount\/orders\/51100001$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Order 51100001' })).toBeVisible();
    await expect(page.getByTestId('order-line')).toHaveCount(2);
    await expect(page.getByTestId('order-status')).toHaveText('Being prepared');
    await expect(page.getByTestId('order-payment')).toHaveText('Visa ending 2701');
    await expect(page.getByTestId('order-address')).toContainText('LS6 2AB');
    await expect(page.getByTestId('order-total')).toHaveText(/^£[\d,]+\.\d{2}$/);
    await expectNoSeriousAxeViolations(page);
    await keepScreenshot(page, testInfo, 'order-detail');
    // Another customer's order number is simply not found.
    const response = await page.goto(brandUrl('dal', '/shop/myaccount/orders/51200001'));
    expect(response?.status()).toBe(404);
  });

  test('the account overview lists the five most recent orders, newest first', async ({ page }, testInfo) => {
    await signIn(page, 'cash.dal@example.com');
    await page.goto(brandUrl('dal', OVERVIEW));
    const table = page.getByRole('region', { name: 'Recent orders table' }).getByRole('table');
    const rows = table.getByTestId('order-row');
    // The seeded cash customer has seven orders; the two oldest are not shown.
    await expect(rows).toHaveCount(5);
    await expect(rows.getByRole('rowheader')).toHaveText(['51100001', '51100002', '51100003', '51100004', '51100005']);
    await expect(rows.locator('td:nth-of-type(2)')).toHaveText([
      'Being prepared',
      'Dispatched',
      'Delivered',
      'Returned',
      'Delivered',
    ]);
    await expect(rows.locator('td:nth-of-type(3)')).toHaveText(['3', '1', '3', '1', '2']);
    for (const total of await rows.locator('td:nth-of-type(4)').allTextContents()) {
      expect(total).toMatch(/^£[\d,]+\.\d{2}$/);
    }
    // UK dates (e.g. 18 November 2026), newest first; the newest was placed three days before the seed ran.
    const times = await rows
      .locator('time')
      .evaluateAll((nodes) =>
        nodes.map((node) => ({ iso: node.getAttribute('datetime') ?? '', text: node.textContent ?? '' })),
      );
    const uk = new Intl.DateTimeFormat('en-GB', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'Europe/London',
    });
    for (const time of times) expect(time.text).toBe(uk.format(new Date(time.iso)));
    const instants = times.map((time) => Date.parse(time.iso));
    expect([...instants].sort((x, y) => y - x)).toEqual(instants);
    expect((Date.now() - (instants[0] ?? 0)) / 86_400_000).toBeGreaterThan(2);
    await keepScreenshot(page, testInfo, 'overview-orders');
    await expectNoSeriousAxeViolations(page);
    // On a phone the table scrolls sideways inside its card; the page itself never does.
    await page.setViewportSize({ width: 375, height: 800 });
    const region = page.getByRole('region', { name: 'Recent orders table' });
    await expect.poll(() => region.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await keepScreenshot(page, testInfo, 'overview-orders-narrow');
    await expectNoSeriousAxeViolations(page);
  });

  test('a 401 on a data call goes to sign-in and back to the page', async ({ page, context }) => {
    await signIn(page, 'credit.dal@example.com', { remember: true });
    await page.goto(brandUrl('dal', PREFERENCES));
    await expect(page.getByRole('heading', { name: 'Contact preferences' })).toBeVisible();
    // Quiet first: a response still on its way (the page's data calls, link prefetches) may carry the session
    // cookie, and arriving after the clear below it would put the session back.
    await page.waitForLoadState('networkidle');
    // The server-side session ends (e.g. it expired) while the page is open.
    await context.clearCookies({ name: 'shop_session' });
    // The page's own address matches before the round trip as after it: wait for the callback itself.
    const callback = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/callback');
    await page.getByRole('button', { name: 'Save preferences' }).click();
    expect((await callback).status()).toBe(303);
    // The provider still knows the shopper, so sign-in comes straight back to the same page.
    await expect(page).toHaveURL(new RegExp(`${PREFERENCES.replaceAll('.', '\\.')}$`));
    await expect(page.getByRole('heading', { name: 'Contact preferences' })).toBeVisible();
    expect(await cookie(context, 'shop_session')).toBeDefined();
  });

  test('an expired access token is refreshed silently and the session id rotates', async ({ page, context }) => {
    await signIn(page, 'arrears.dal@example.com');
    const before = await profile(page);
    const waitSeconds = (before?.timeouts.accessTokenExpiresAt ?? 0) - Date.now() / 1000 + 2;
    test.skip(waitSeconds > 40, 'needs the shortened e2e access token lifetime (ACCESS_TOKEN_TTL_SECONDS)');
    const oldId = (await cookie(context, 'shop_session'))?.value;
    await page.waitForTimeout(waitSeconds * 1000);
    const after = await profile(page);
    expect(after?.timeouts.accessTokenExpiresAt).toBeGreaterThan(before?.timeouts.accessTokenExpiresAt ?? 0);
    expect((await cookie(context, 'shop_session'))?.value).not.toBe(oldId);
    await page.goto(brandUrl('dal', OVERVIEW));
    await expect(page.getByRole('heading', { name: 'Hello, George' })).toBeVisible();
  });

  test('without "remember me", closing every tab signs out while a second tab keeps the session', async ({
    context,
  }) => {
    test.setTimeout(120_000);
    // Browser time runs on Playwright's clock: once signed in it stands still unless the test moves it, in every
    // tab of the context at once (due heartbeats fire as time moves), so the 3 s heartbeat and the 6 s staleness
    // never race a loaded machine.
    await context.clock.install();
    const first = await context.newPage();
    await signIn(first, 'cash.dal@example.com');
    await expectHeartbeat(first);
    await context.clock.pauseAt(Date.now() + 1_000);
    await context.clock.runFor(3_000); // the first tab's heartbeat is at most 3 s old
    const second = await context.newPage();
    await second.goto(brandUrl('dal', '/'));
    await expect(second.getByRole('banner').getByRole('link', { name: 'My account' })).toBeVisible();
    await expectHeartbeat(second);

    // The first tab closes; past the staleness limit the second tab is still beating, so a brand-new tab (no
    // session storage of its own) keeps the session, and so does a reload of the second.
    await first.close();
    await context.clock.fastForward(7_000);
    const third = await context.newPage();
    await third.goto(brandUrl('dal', '/'));
    await expectHeartbeat(third);
    await expect(third.getByRole('banner').getByRole('link', { name: 'My account' })).toBeVisible();
    await second.reload();
    await expect(second.getByRole('banner').getByRole('link', { name: 'My account' })).toBeVisible();
    await expectHeartbeat(second);
    expect(await profile(second)).not.toBeNull();

    // Every tab closes: past the staleness limit the next tab finds no live window and the session ends.
    await second.close();
    await third.close();
    await context.clock.fastForward(7_000);
    const later = await context.newPage();
    await later.goto(brandUrl('dal', '/'));
    await expect(later).toHaveURL(/\/shop\/signout\/so\.action$/, { timeout: 30_000 });
    await expect(later.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();
    expect(await profile(later)).toBeNull();
    expect(await cookie(context, 'shop_session')).toBeUndefined();
  });
});

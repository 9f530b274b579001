import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { type BrowserContext, expect, type Page, type Request, type Response, test } from '@playwright/test';
import { deliverByStandardToPayment, payNow, press, register, sizeRadios, typeCard } from './checkout-support.ts';
import { brandUrl, expectNoSeriousAxeViolations } from './support.ts';

// Recommendations and tracking (issue 17, spec §3 placements, §7 client-side tracking, §9): item_page
// recommendations on the product page, add_to_cart_page in the mini bag after an add (2 to 12 products, links to the
// brand's products), purchase_complete_page on the confirmation after a card checkout. With every consent category the
// item view, the add and the page views go out with the shopper's identifiers and the tracking cookies exist; without
// consent the same events go out private, no tracking cookie exists, and following a recommendation keeps nothing.
// Every event the test asserts on is waited for by its answer (page.waitForResponse, matched on the request's body):
// a request the test's own next navigation cancels has no answer at all (Playwright reports it failed, net::ERR_ABORTED),
// so waiting for the request and reading its response later could find none. No networkidle waits: the payment page's
// card frame can keep Playwright from seeing the network go quiet; readiness is the element or answer that proves it.

const CODE = 'dal';
const FRICTIONLESS = '4000000000002701';
const TRACKING_COOKIES = ['visitorId', 'recommendationSession', 'visitorSession', 'recommendationClick'];
const artifacts = path.resolve(import.meta.dirname, '../artifacts/tracking');
mkdirSync(artifacts, { recursive: true });

const isTracking = (request: Request) =>
  request.url().endsWith('/api/shop/p/visitor-tracking') || request.url().endsWith('/api/shop/p/analytics');
const bodyOf = (request: Request) => (request.postDataJSON() ?? {}) as Record<string, unknown>;

/** The answer to the next tracking or analytics call (`endpoint`) whose body matches. */
const answerTo = (
  page: Page,
  endpoint: 'visitor-tracking' | 'analytics',
  matches: (body: Record<string, unknown>) => boolean,
  timeout?: number,
) =>
  page.waitForResponse(
    (response) =>
      response.url().endsWith(`/api/shop/p/${endpoint}`) &&
      response.request().method() === 'POST' &&
      matches(bodyOf(response.request())),
    timeout === undefined ? undefined : { timeout },
  );

async function setConsent(context: BrowserContext, value: string) {
  await context.addCookies([{ name: 'cookieConsent', value, domain: `${CODE}.localhost`, path: '/' }]);
}

const trackingCookies = async (context: BrowserContext) =>
  (await context.cookies(brandUrl(CODE))).filter((cookie) => TRACKING_COOKIES.includes(cookie.name));

/** Opens products from the first categories until one has a size in stock and item_page recommendations. */
async function productWithRecommendations(page: Page): Promise<string> {
  await page.goto(brandUrl(CODE));
  const categories = await page
    .getByRole('navigation', { name: 'Categories' })
    .getByRole('link')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? '/'));
  for (const category of categories.slice(0, 4)) {
    await page.goto(brandUrl(CODE, category));
    const products = await page
      .locator('main a[href^="/shop/p/"]')
      .evaluateAll((links) => [...new Set(links.map((a) => a.getAttribute('href') ?? ''))].slice(0, 6));
    for (const product of products) {
      // Loaded: the streamed recommendations are in the document by then (perhaps not yet revealed).
      await page.goto(brandUrl(CODE, product));
      if ((await sizeRadios(page).count()) === 0) continue;
      if ((await page.getByTestId('recommendations-item_page').count()) === 0) continue;
      return product;
    }
  }
  throw new Error(`no ${CODE} product with a size in stock and recommendations`);
}

/**
 * Adds the first size in stock by keyboard; answers the answer to the add event the page sent (so it is never left in
 * flight for the test's next navigation to cancel) and the mini bag.
 */
async function addToBagAndOpenMiniBag(page: Page) {
  // The form has hydrated: its button is enabled only then (a size chosen before would be lost, a press would reload).
  const addButton = page.getByRole('button', { name: 'Add to bag' });
  await expect(addButton).toBeEnabled();
  const added = answerTo(page, 'visitor-tracking', (body) => body.event === 'add');
  await press(page, sizeRadios(page).first(), 'Space');
  await press(page, addButton, 'Enter');
  const miniBag = page.getByRole('dialog', { name: 'Your bag' });
  await expect(miniBag).toBeVisible();
  const recommendations = miniBag.getByRole('region', { name: 'You might also like' });
  await expect(recommendations).toBeVisible({ timeout: 20_000 });
  const links = recommendations.getByRole('link');
  const count = await links.count();
  expect(count).toBeGreaterThanOrEqual(2);
  expect(count).toBeLessThanOrEqual(12);
  for (const href of await links.evaluateAll((all) => all.map((a) => a.getAttribute('href') ?? ''))) {
    expect(href).toMatch(/^\/shop\/p\/[a-z0-9]+$/);
  }
  return { addAnswer: await added, miniBag, recommendations };
}

test.describe('recommendations and tracking', () => {
  test('with consent: product page, mini bag after add to bag and the confirmation after a card checkout', async ({
    page,
    context,
  }, testInfo) => {
    test.setTimeout(240_000);
    await setConsent(context, 'v1:1.2.3.4.5');
    const email = `recs.${Date.now().toString(36)}.${testInfo.workerIndex}@example.com`;
    await register(page, CODE, email);

    const product = await productWithRecommendations(page);
    const productNumber = product.replace('/shop/p/', '').toUpperCase();
    // The page view and the item view were sent for this product, with the shopper's identifiers.
    const answers: Response[] = [];
    const cancelled: Request[] = [];
    page.on('response', (response) => {
      if (isTracking(response.request())) answers.push(response);
    });
    page.on('requestfailed', (request) => {
      if (isTracking(request)) cancelled.push(request);
    });
    // Waited for from the reload's commit on: the first load's own page view may still be on its way, and its answer
    // (an earlier page's, whose body the reload discards) must not be taken for the reload's.
    await page.reload({ waitUntil: 'commit' });
    const pageView = answerTo(page, 'analytics', (body) => body.recordType === 'product');
    const itemView = answerTo(page, 'visitor-tracking', (body) => body.event === 'view');
    expect(bodyOf((await pageView).request())).toEqual({
      kind: 'visit',
      recordType: 'product',
      path: product,
      recordId: productNumber,
    });
    expect(await (await pageView).json()).toEqual({ recorded: true, private: false });
    expect(bodyOf((await itemView).request())).toEqual({ event: 'view', productId: productNumber });
    expect(await (await itemView).json()).toEqual({ tracked: true, private: false });
    const onPage = page.getByTestId('recommendations-item_page');
    await expect(onPage.getByRole('link').first()).toBeVisible();
    expect(await onPage.locator('li[data-product-id]').count()).toBeGreaterThanOrEqual(2);
    expect(await onPage.locator('li[data-product-id]').count()).toBeLessThanOrEqual(12);
    expect((await trackingCookies(context)).map((c) => c.name).sort()).toEqual([
      'recommendationSession',
      'visitorId',
      'visitorSession',
    ]);

    const { addAnswer, miniBag } = await addToBagAndOpenMiniBag(page);
    expect(bodyOf(addAnswer.request())).toEqual({ event: 'add', productId: productNumber, quantity: 1 });
    expect(addAnswer.status()).toBe(202);
    await expectNoSeriousAxeViolations(page);
    await page.screenshot({ path: path.join(artifacts, 'mini-bag-recommendations-1280.png') });
    await miniBag.screenshot({ path: path.join(artifacts, 'mini-bag-recommendations-1280-dialog.png') });
    await page.keyboard.press('Escape');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await addToBagAndOpenMiniBag(page);
    await expectNoSeriousAxeViolations(page);
    await page.screenshot({ path: path.join(artifacts, 'mini-bag-recommendations-390.png') });
    await page.keyboard.press('Escape');
    await page.setViewportSize({ width: 1280, height: 900 });

    // Following a recommendation keeps the recommendation-click value in a cookie and in local storage.
    await page.reload();
    const { recommendations: again } = await addToBagAndOpenMiniBag(page);
    const first = again.getByRole('link').first();
    const target = (await first.getAttribute('href')) ?? '';
    await first.click();
    await expect(page).toHaveURL(new RegExp(`${target}$`));
    const expected = `add_to_cart_page:${target.replace('/shop/p/', '').toUpperCase()}`;
    const click = (await context.cookies(brandUrl(CODE))).find((cookie) => cookie.name === 'recommendationClick');
    expect(decodeURIComponent(click?.value ?? '')).toBe(expected);
    expect(await page.evaluate(() => localStorage.getItem('recommendationClick'))).toBe(expected);

    // A card checkout: the confirmation shows purchase_complete_page recommendations and reports the conversion.
    await deliverByStandardToPayment(page, CODE);
    await expect(page.getByRole('heading', { name: 'Pay by card' })).toBeVisible();
    const conversion = answerTo(page, 'analytics', (body) => body.kind === 'order', 60_000);
    const purchase = answerTo(page, 'visitor-tracking', (body) => body.event === 'purchase', 60_000);
    await typeCard(page, FRICTIONLESS);
    await payNow(page);
    await expect(page).toHaveURL(/\/checkout\/order-confirmation\?cartId=/, { timeout: 30_000 });
    const orderNumber = (await page.getByTestId('order-number').locator('strong').textContent())?.trim();
    expect(bodyOf((await conversion).request())).toEqual({
      kind: 'order',
      recordType: 'conversion',
      path: '/checkout/order-confirmation',
      recordId: orderNumber,
    });
    expect((await conversion).status()).toBe(202);
    // The purchase event, sent once the confirmation page has loaded.
    expect(bodyOf((await purchase).request())).toEqual({ event: 'purchase', orderNumber });
    expect((await purchase).status()).toBe(202);
    const afterPurchase = page.getByTestId('recommendations-purchase_complete_page');
    await expect(afterPurchase).toBeVisible({ timeout: 30_000 });
    const shown = await afterPurchase.locator('li[data-product-id]').count();
    expect(shown).toBeGreaterThanOrEqual(2);
    expect(shown).toBeLessThanOrEqual(12);
    await expectNoSeriousAxeViolations(page);
    await page.screenshot({ path: path.join(artifacts, 'confirmation-recommendations-1280.png'), fullPage: true });
    // Every tracking answer on the way was accepted. A call still open when the test moved on (the recommended
    // product's page view, say, when the checkout began) is cancelled by the browser, not refused: no other failure.
    expect(answers.length).toBeGreaterThanOrEqual(7); // at least the seven awaited above
    for (const answer of answers) expect(answer.status(), answer.url()).toBe(202);
    for (const request of cancelled) expect(request.failure()?.errorText, request.url()).toBe('net::ERR_ABORTED');
  });

  test('without consent: the same recommendations, private events, no tracking cookie, a click keeps nothing', async ({
    page,
    context,
  }) => {
    test.setTimeout(120_000);
    // The suite's starting state: optional cookies refused (v1:1). Cookies a past consent left are removed.
    const stale = `${'A'.repeat(22)}==.${Date.now() + 3_600_000}`;
    await context.addCookies(
      ['visitorId', 'recommendationSession', 'visitorSession'].map((name) => ({
        name,
        value: encodeURIComponent(stale),
        domain: `${CODE}.localhost`,
        path: '/',
      })),
    );
    const sent: Request[] = [];
    page.on('request', (request) => {
      if (isTracking(request)) sent.push(request);
    });
    // Each answer read as it arrives (a page navigated away from no longer has its answers' bodies).
    const answers: Promise<{ private?: boolean } | null>[] = [];
    page.on('response', (response) => {
      if (isTracking(response.request())) answers.push(response.json().catch(() => null));
    });
    await productWithRecommendations(page);
    const { addAnswer, recommendations } = await addToBagAndOpenMiniBag(page);
    expect(await addAnswer.json()).toEqual({ tracked: true, private: true });
    const first = recommendations.getByRole('link').first();
    const target = (await first.getAttribute('href')) ?? '';
    // The recommended product's page view, answered (private) before the events are checked.
    const targetView = answerTo(page, 'analytics', (body) => body.path === target);
    await first.click();
    await expect(page).toHaveURL(new RegExp(`${target}$`));
    expect(await (await targetView).json()).toEqual({ recorded: true, private: true });

    expect(sent.some((request) => request.url().endsWith('/api/shop/p/analytics'))).toBe(true);
    expect(sent.some((request) => bodyOf(request).event === 'view')).toBe(true);
    for (const request of sent) {
      // Nothing identifying: no identifier cookie goes with the event, and the shop treats it as private.
      const cookie = (await request.allHeaders()).cookie ?? '';
      for (const name of TRACKING_COOKIES) expect(cookie, `${request.url()} sent ${name}`).not.toContain(`${name}=`);
      expect(JSON.stringify(bodyOf(request))).not.toMatch(/visitor|session|userId|customer/i);
    }
    // The shop took every event it could still answer for as private.
    const read = (await Promise.all(answers)).filter((answer) => answer !== null);
    expect(read.length).toBeGreaterThanOrEqual(3);
    for (const answer of read) expect(answer.private).toBe(true);
    expect(await trackingCookies(context)).toEqual([]);
    expect(await page.evaluate(() => localStorage.getItem('recommendationClick'))).toBeNull();
  });
});

import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { decompressionBombPng, fakePdf, gpsTaggedJpeg } from '@shop/sandbox/reviews/test-support';
import { brandUrl, CONSENT_GIVEN_STATE, expectNoSeriousAxeViolations, keepScreenshot } from './support.ts';

// Product reviews on awl (Ashwell; its demo personas are used by no other spec): a signed-in shopper writes a review
// with a photo from the platform's form for the product; hostile uploads are refused with a clear message and leave
// nothing stored; the review is not shown or counted until a merchandiser (the awl credit persona, named in
// MERCHANDISER_CUSTOMER_IDS) approves it; then it appears with its photo, and the statistics and the JSON-LD
// aggregateRating count it, its review[] holds it (the hostile text in it closes nothing), and the customer photo
// gallery (the "user-generated content" switch, on) shows its photo in a keyboard lightbox. The steps share one review:
// they run in order.

const BRAND = 'awl';
const DEMO_PASSWORD = 'Shop-demo-2026';
const SHOPPER = { email: 'cash.awl@example.com', customerId: '740000001' };
const MERCHANDISER = 'credit.awl@example.com';
const REVIEWS_API = `http://127.0.0.1:${process.env.SANDBOX_PORT ?? 3200}/reviews/v1`;
const REVIEWS_KEY = process.env.REVIEWS_KEY?.split(',')[0] ?? 'shop-local-reviews-key';
const dataDir = process.env.E2E_DATA_DIR ?? path.resolve(import.meta.dirname, '../../.data/e2e');
const TITLE = `Lovely colour, true to size ${Date.now().toString(36)}`;
const NICKNAME = 'Amelia H';
// A shopper's text that would end the JSON-LD script and run its own, were it not escaped.
const TEXT =
  'Soft fabric & a lovely colour; 100% would buy again.</script><script>window.__pwned = 1</script><!--\nWashes well too.';
const artifacts = path.resolve(import.meta.dirname, '../artifacts/reviews-extra');

test.describe.configure({ mode: 'serial' });

interface FeedProduct {
  productId: string;
  group: string;
  ratingCount: number;
}

let product: FeedProduct;

async function signIn(page: Page, email: string, returnPath = '/') {
  await page.goto(brandUrl(BRAND, returnPath));
  await page.getByRole('banner').getByRole('link', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/interaction\//);
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'My account' })).toBeVisible();
}

const platform = async <T>(page: Page, pathAndQuery: string): Promise<T> => {
  const response = await page.request.get(`${REVIEWS_API}${pathAndQuery}`, {
    headers: { 'x-reviews-key': REVIEWS_KEY },
  });
  expect(response.ok()).toBe(true);
  return (await response.json()) as T;
};

const storedPhotos = () => {
  try {
    return readdirSync(path.join(dataDir, 'sandbox', 'reviews', 'photos')).length;
  } catch {
    return 0;
  }
};

async function productJsonLd(page: Page) {
  const all = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) => scripts.map((s) => JSON.parse(s.textContent ?? '{}') as Record<string, unknown>));
  return all.find((data) => data['@type'] === 'Product') as {
    aggregateRating?: { ratingValue: number; reviewCount: number; bestRating: number };
    review?: {
      '@type': string;
      name: string;
      author: { '@type': string; name: string };
      datePublished: string;
      reviewBody: string;
      reviewRating: { ratingValue: number; bestRating: number };
    }[];
  };
}

const reviewsSection = (page: Page) => page.getByRole('region', { name: 'Reviews' });
const basedOn = async (page: Page) =>
  Number(
    (
      await reviewsSection(page)
        .getByText(/^Based on \d+ reviews?$/)
        .textContent()
    )?.match(/\d+/)?.[0],
  );

async function merchandiserPage(browser: Browser) {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 900 },
    storageState: CONSENT_GIVEN_STATE,
  });
  const page = await context.newPage();
  await signIn(page, MERCHANDISER);
  return { page, context };
}

test('a shopper writes a review with a photo; hostile uploads are refused and nothing is stored', async ({
  page,
}, testInfo) => {
  // A worn product with a few reviews that this shopper has not reviewed (the e2e data folder outlives a run).
  const feed = JSON.parse(readFileSync(path.join(dataDir, 'sandbox', 'reviews', 'products.json'), 'utf8')) as {
    products: FeedProduct[];
  };
  const mine = new Set<string>();
  for (const status of ['PENDING', 'APPROVED', 'REJECTED']) {
    const queue = await platform<{ reviews: { productId: string; userId: string }[] }>(
      page,
      `/moderation?status=${status}&limit=200`,
    );
    for (const review of queue.reviews) if (review.userId === SHOPPER.customerId) mine.add(review.productId);
  }
  product = feed.products.find(
    (p) =>
      p.productId.startsWith('AW') &&
      p.group === 'apparel' &&
      p.ratingCount >= 12 &&
      p.ratingCount <= 60 &&
      !mine.has(p.productId),
  )!;
  expect(product).toBeDefined();
  const productPath = `/shop/p/${product.productId.toLowerCase()}`;

  // A guest is asked to sign in first.
  await page.goto(brandUrl(BRAND, productPath));
  await expect(reviewsSection(page).getByRole('link', { name: 'Sign in to write a review' })).toBeVisible();
  const before = await basedOn(page);
  expect(before).toBe(product.ratingCount);
  expect((await productJsonLd(page)).aggregateRating?.reviewCount).toBe(product.ratingCount);

  await signIn(page, SHOPPER.email, productPath);
  await page.goto(brandUrl(BRAND, `${productPath}#reviews`));
  await reviewsSection(page).getByRole('button', { name: 'Write a review' }).click();
  const form = page.getByRole('form', { name: /^Review the / });
  await expect(form.getByRole('group', { name: 'Overall rating' })).toBeVisible();
  await expect(form.getByLabel('How does it fit? (optional)')).toBeVisible();
  await expect(form.getByLabel('Size bought (optional)')).toBeVisible();

  // Sending it empty: the summary takes focus and names each required field.
  await form.getByRole('button', { name: 'Submit review' }).click();
  const summary = form.getByRole('alert').filter({ hasText: 'There is a problem' });
  await expect(summary).toBeFocused();
  await expect(summary.getByRole('link', { name: 'Choose a rating from 1 to 5 stars.' })).toBeVisible();
  await expect(summary.getByRole('link', { name: 'Agree to the review terms to submit.' })).toBeVisible();

  // Hostile uploads: each refused with its reason, and no file is stored.
  const photosBefore = storedPhotos();
  const photoInput = form.getByLabel('Add photos (optional)');
  await photoInput.setInputFiles({ name: 'holiday.jpg', mimeType: 'image/jpeg', buffer: fakePdf() });
  await expect(form.getByText('holiday.jpg: The file is not a JPEG, PNG or WebP photo.')).toBeVisible();
  await photoInput.setInputFiles({ name: 'bomb.png', mimeType: 'image/png', buffer: decompressionBombPng() });
  await expect(form.getByText('bomb.png: The photo has too many pixels (at most 60 megapixels).')).toBeVisible();
  await photoInput.setInputFiles({
    name: 'huge.jpg',
    mimeType: 'image/jpeg',
    buffer: Buffer.alloc(20 * 1024 * 1024, 0xff),
  });
  await expect(form.getByText('huge.jpg: The photo is larger than 10 MB. Choose a smaller photo.')).toBeVisible();
  // The server refuses it too when a script skips the page's check.
  const direct = await page.evaluate(async () => {
    const body = new FormData();
    body.set('photo', new Blob([new Uint8Array(20 * 1024 * 1024).fill(0xff)], { type: 'image/jpeg' }), 'huge.jpg');
    const response = await fetch('/api/reviews/uploadPhoto', { method: 'POST', body });
    return { status: response.status, answer: await response.json() };
  });
  expect(direct).toMatchObject({
    status: 413,
    answer: { message: 'The photo is larger than 10 MB. Choose a smaller photo.' },
  });
  expect(storedPhotos()).toBe(photosBefore);
  for (const name of ['holiday.jpg', 'bomb.png', 'huge.jpg'])
    await form.getByRole('button', { name: `Remove ${name}` }).click();

  // The real photo: a phone JPEG with a GPS position.
  await photoInput.setInputFiles({ name: 'IMG_2041.jpg', mimeType: 'image/jpeg', buffer: await gpsTaggedJpeg() });
  await expect(form.getByRole('img', { name: 'Uploaded: IMG_2041.jpg' })).toBeVisible();
  expect(storedPhotos()).toBe(photosBefore + 2); // the picture and its thumbnail

  await form.getByText('5 stars', { exact: true }).click();
  await form.getByLabel('Review title').fill(TITLE);
  await form.getByLabel('Your review').fill(TEXT);
  await form.getByLabel('Nickname').fill(NICKNAME);
  await form.getByLabel('How does it fit? (optional)').selectOption({ label: 'True to size' });
  await form.getByLabel('I would recommend this product (optional)').check();
  await form.getByLabel('I agree to the review terms and conditions').check();
  await expectNoSeriousAxeViolations(page);
  await keepScreenshot(page, testInfo, 'review-form-1280');
  await form.getByRole('button', { name: 'Submit review' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Thank you for your review.' })).toBeFocused();

  // Pending: neither shown nor counted.
  await page.reload();
  await expect(reviewsSection(page).getByRole('heading', { name: TITLE })).toHaveCount(0);
  expect(await basedOn(page)).toBe(before);
  expect((await productJsonLd(page)).aggregateRating?.reviewCount).toBe(before);
  expect((await productJsonLd(page)).review?.map((r) => r.name) ?? []).not.toContain(TITLE);
  await expect(page.getByRole('region', { name: 'Customer photos' })).toHaveCount(0);
});

test('after a merchandiser approves it, the review shows with its photo and the statistics and JSON-LD count it', async ({
  page,
  browser,
}, testInfo) => {
  const productPath = `/shop/p/${product.productId.toLowerCase()}`;
  const merchandiser = await merchandiserPage(browser);
  await merchandiser.page.goto(brandUrl(BRAND, '/shop/merchandising/reviews'));
  await expect(merchandiser.page.getByRole('heading', { name: 'Review moderation', level: 1 })).toBeVisible();
  const card = merchandiser.page.getByRole('article', { name: TITLE });
  await expect(card.getByText(/verified purchase/i)).toBeVisible();
  await expectNoSeriousAxeViolations(merchandiser.page);
  await keepScreenshot(merchandiser.page, testInfo, 'moderation-1280');
  await card.getByRole('button', { name: `Approve “${TITLE}”` }).click();
  await expect(merchandiser.page.getByRole('article', { name: TITLE })).toHaveCount(0);
  await merchandiser.context.close();

  // A shopper (a guest here) now sees it, newest first, with its photo; the figures count it.
  await page.goto(brandUrl(BRAND, productPath));
  const review = reviewsSection(page).getByRole('article', { name: TITLE });
  await expect(review).toBeVisible();
  await expect(review.getByRole('img', { name: 'Rated 5 out of 5' })).toBeVisible();
  await expect(review.getByText('Fit: True to size')).toBeVisible();
  expect(await basedOn(page)).toBe(product.ratingCount + 1);
  expect((await productJsonLd(page)).aggregateRating?.reviewCount).toBe(product.ratingCount + 1);
  await expect(
    page.getByRole('link', {
      name: `${((await productJsonLd(page)).aggregateRating?.ratingValue ?? 0).toFixed(1)} out of 5 · ${product.ratingCount + 1} reviews`,
    }),
  ).toBeVisible();

  // JSON-LD review[]: the reviews shown (the first page, newest first), the new one among them exactly as written; its
  // text closed no script.
  const jsonLd = await productJsonLd(page);
  expect(jsonLd.review).toHaveLength(Math.min(10, product.ratingCount + 1));
  expect(jsonLd.review?.[0]).toMatchObject({
    '@type': 'Review',
    name: TITLE,
    author: { '@type': 'Person', name: NICKNAME },
    reviewBody: TEXT,
    reviewRating: { ratingValue: 5, bestRating: 5 },
  });
  expect(Number.isNaN(Date.parse(jsonLd.review?.[0]?.datePublished ?? ''))).toBe(false);
  expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
  await expect(review.getByText('window.__pwned = 1', { exact: false })).toBeVisible();

  // The customer photo gallery: the approved photo, opened from the keyboard; Escape closes it back to the thumbnail.
  const gallery = page.getByRole('region', { name: 'Customer photos' });
  const galleryPhoto = gallery.getByRole('button', {
    name: `Enlarge photo 1 of 1 from ${NICKNAME}’s review “${TITLE}”`,
  });
  await expect(galleryPhoto).toBeVisible();
  await gallery.scrollIntoViewIfNeeded();
  await gallery.screenshot({ path: path.join(artifacts, 'customer-photos-1280.png') });
  await galleryPhoto.focus();
  await page.keyboard.press('Enter');
  const lightbox = page.getByRole('dialog', { name: /^Customer photo 1 of \d+$/ });
  await expect(lightbox).toBeVisible();
  await expect(lightbox.getByRole('img', { name: `photo 1 of 1 from ${NICKNAME}’s review “${TITLE}”` })).toBeVisible();
  await expect(lightbox.getByRole('button', { name: 'Close' })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await page.screenshot({ path: path.join(artifacts, 'customer-photos-lightbox-1280.png') });
  await page.keyboard.press('Escape');
  await expect(lightbox).toHaveCount(0);
  await expect(galleryPhoto).toBeFocused();

  // The photo opens in a dialog and closes back to its thumbnail; its bytes carry no EXIF.
  const thumbnail = review.getByRole('button', { name: /^Enlarge photo 1 of 1/ });
  const src = (await thumbnail.locator('img').getAttribute('src'))?.replace('-thumbnail', '-normal') ?? '';
  const origin = new URL(brandUrl(BRAND));
  // Node cannot resolve *.localhost: ask the loopback address with the brand's Host.
  const photo = await page.request.get(`http://127.0.0.1:${origin.port}${src}`, { headers: { host: origin.host } });
  expect(photo.headers()['content-type']).toBe('image/webp');
  const bytes = await photo.body();
  expect(bytes.subarray(8, 12).toString('latin1')).toBe('WEBP');
  expect(bytes.includes(Buffer.from('PhoneCo'))).toBe(false);
  expect(bytes.includes(Buffer.from('EXIF'))).toBe(false);
  await thumbnail.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('img')).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(thumbnail).toBeFocused();

  // Helpful: once.
  await review.getByRole('button', { name: 'Yes (0)' }).click();
  await expect(review.getByRole('button', { name: 'Yes (1)' })).toBeVisible();
  await review.getByRole('button', { name: 'Yes (1)' }).click();
  await expect(review.getByText('You have already said whether this review was helpful.')).toBeVisible();

  await reviewsSection(page).scrollIntoViewIfNeeded();
  await keepScreenshot(page, testInfo, 'reviews-1280');
  await expectNoSeriousAxeViolations(page);
});

test('sorting by Ratings - High to Low, filtering by stars and paging, at 390 px too', async ({ page }, testInfo) => {
  const productPath = `/shop/p/${product.productId.toLowerCase()}`;
  await page.goto(brandUrl(BRAND, `${productPath}#reviews`));
  const sort = reviewsSection(page).getByLabel('Sort reviews by');
  await sort.selectOption({ label: 'Ratings - High to Low' });
  await expect(page).toHaveURL(/reviewSort=rating-high/);
  // The select follows the server's answer: once it shows the new sort, the list is the sorted one.
  await expect(sort).toHaveValue('rating-high');
  const stars = async () =>
    (await reviewsSection(page)
      .getByRole('article')
      .getByRole('img', { name: /^Rated \d out of 5$/ })
      .evaluateAll((els) => els.map((el) => Number(el.getAttribute('aria-label')?.match(/\d/)?.[0])))) as number[];
  const high = await stars();
  expect(high.length).toBe(10);
  expect(high).toEqual([...high].sort((a, b) => b - a));

  await reviewsSection(page).getByRole('link', { name: '5 stars', exact: true }).click();
  await expect(page).toHaveURL(/reviewRating=5/);
  expect((await stars()).every((n) => n === 5)).toBe(true);
  await reviewsSection(page).getByRole('link', { name: 'Show all reviews' }).click();

  await page.goto(brandUrl(BRAND, `${productPath}?reviewSort=rating-high#reviews`));
  await reviewsSection(page)
    .getByRole('navigation', { name: 'Review pages' })
    .getByRole('link', { name: /2/ })
    .first()
    .click();
  await expect(page).toHaveURL(/reviewPage=2/);
  const second = await stars();
  expect(Math.max(...second)).toBeLessThanOrEqual(Math.min(...high));

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(brandUrl(BRAND, `${productPath}#reviews`));
  await expect(reviewsSection(page).getByRole('heading', { name: TITLE })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await reviewsSection(page).scrollIntoViewIfNeeded();
  await keepScreenshot(page, testInfo, 'reviews-390');
  await expectNoSeriousAxeViolations(page);

  // The customer photo gallery at 390 px: inside the screen; the lightbox opens from the keyboard and fits it too.
  const gallery = page.getByRole('region', { name: 'Customer photos' });
  await gallery.scrollIntoViewIfNeeded();
  const galleryPhoto = gallery.getByRole('button', {
    name: `Enlarge photo 1 of 1 from ${NICKNAME}’s review “${TITLE}”`,
  });
  await expect(galleryPhoto).toBeVisible();
  await gallery.screenshot({ path: path.join(artifacts, 'customer-photos-390.png') });
  await galleryPhoto.focus();
  await page.keyboard.press('Enter');
  const lightbox = page.getByRole('dialog', { name: /^Customer photo 1 of \d+$/ });
  await expect(lightbox.getByRole('img')).toBeVisible();
  const box = await lightbox.getByRole('img').boundingBox();
  expect((box?.x ?? -1) >= 0 && (box?.x ?? 0) + (box?.width ?? 0) <= 390).toBe(true);
  await page.screenshot({ path: path.join(artifacts, 'customer-photos-lightbox-390.png') });
  await expectNoSeriousAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(galleryPhoto).toBeFocused();
});

test('listing cards and bag lines show the approved figures, counting the approved review', async ({ page }) => {
  test.setTimeout(120_000);
  const productPath = `/shop/p/${product.productId.toLowerCase()}`;
  await page.goto(brandUrl(BRAND, productPath));
  const rating = (await productJsonLd(page)).aggregateRating;
  expect(rating?.reviewCount).toBe(product.ratingCount + 1);
  const figures = `${new Intl.NumberFormat('en-GB', { maximumFractionDigits: 1 }).format(rating?.ratingValue ?? 0)} out of 5, ${product.ratingCount + 1} reviews`;

  // The listing card, on whichever page of its category it is.
  const categoryHref = await page
    .getByRole('navigation', { name: 'Breadcrumb' })
    .getByRole('link')
    .nth(1)
    .getAttribute('href');
  await page.goto(brandUrl(BRAND, categoryHref ?? '/'));
  const card = page.locator('article').filter({ has: page.locator(`a[href="${productPath}"]`) });
  for (let n = 0; n < 12 && (await card.count()) === 0; n++) {
    const next = page.getByRole('link', { name: 'Next page' }).first();
    if ((await next.count()) === 0) break;
    await next.click();
    await page.waitForLoadState('load');
  }
  await expect(card.getByRole('img', { name: figures })).toBeVisible();

  // The bag line.
  await page.goto(brandUrl(BRAND, productPath));
  await page
    .getByRole('form', { name: /^Add .* to bag$/ })
    .locator('input[type="radio"]:not([disabled])')
    .first()
    .check();
  await page.getByRole('button', { name: 'Add to bag' }).click();
  await expect(page.getByRole('dialog', { name: 'Your bag' })).toBeVisible();
  await page.goto(brandUrl(BRAND, '/shop/bag'));
  const line = page.getByTestId('bag-line');
  await expect(line).toHaveCount(1, { timeout: 30_000 });
  await expect(line.getByRole('img', { name: figures })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
});

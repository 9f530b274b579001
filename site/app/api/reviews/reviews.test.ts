// Contract tests for the review calls (spec §7 statistics, dynamicForm, submitReview, uploadPhoto; helpful votes and
// moderation), the real handlers against the sandbox's review platform and a seeded database, three hostile bodies
// each (4xx, nothing changed).
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { getProduct } from '@shop/commerce/catalogue';
import { recordOrder } from '@shop/commerce/orders/orders';
import { reviewsFeed, writeReviewsFeed } from '@shop/commerce/reviews/feed';
import { demoCustomerId } from '@shop/commerce/seed/customers';
import { REVIEWS_FEED_FILE } from '@shop/sandbox/config';
import { silentLogger } from '@shop/sandbox/log';
import { decompressionBombPng, fakePdf, gpsTaggedJpeg } from '@shop/sandbox/reviews/test-support';
import { createSandboxServer, type SandboxServer } from '@shop/sandbox/server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { GET as photoFileRoute } from '@/app/images/reviews/[file]/route.ts';
import { actAs, call, openRouteTestDb, type RouteTestDb } from '@/lib/bag/route-test-kit.ts';
import { routeHandlerScope } from '@/lib/cache/next-cache.testing.ts';
import { createToggleClient, installToggleClient, toggleClientOptionsFromEnv } from '@/lib/toggles/server.ts';
import { GET as dynamicFormRoute } from './dynamicForm/route.ts';
import { POST as helpfulRoute } from './helpful/route.ts';
import { POST as moderationRoute } from './moderation/route.ts';
import { GET as statisticsRoute } from './statistics/route.ts';
import { POST as submitReviewRoute } from './submitReview/route.ts';
import { POST as uploadPhotoRoute } from './uploadPhoto/route.ts';

vi.setConfig({ testTimeout: 30_000 });

// Each call in a request scope of its own, as Next.js runs the routes: the catalogue reads go to the database (no data
// cache outside Next.js's server) and the tags a call expired are what Next.js recorded there.
const scope = routeHandlerScope();
const inScope =
  <A extends unknown[], R>(handler: (...args: A) => R) =>
  (...args: A): R =>
    scope.run(() => handler(...args));
const revalidated = () => scope.expired().map(([tag]) => tag);
const statistics = inScope(statisticsRoute);
const dynamicForm = inScope(dynamicFormRoute);
const uploadPhoto = inScope(uploadPhotoRoute);
const submitReview = inScope(submitReviewRoute);
const helpful = inScope(helpfulRoute);
const moderation = inScope(moderationRoute);
const photoFile = inScope(photoFileRoute);

const SHOPPER = demoCustomerId('dal', 'cash');
const MERCHANDISER = demoCustomerId('dal', 'credit');

const KEY = 'site-reviews-key';
let t: RouteTestDb;
let dir: string;
let sandbox: SandboxServer;
let bought: { productNumber: string; ratingCount: number };
let otherBrandProduct: string;

beforeAll(async () => {
  t = await openRouteTestDb();
  dir = await mkdtemp(path.join(tmpdir(), 'site-reviews-'));
  await writeReviewsFeed(t.db, path.join(dir, REVIEWS_FEED_FILE));
  sandbox = createSandboxServer({
    port: 0,
    logger: silentLogger,
    mail: { dir: path.join(dir, 'mail') },
    reviews: { keys: [KEY], dir },
  });
  const reviewsUrl = (await sandbox.listen()).url;
  vi.stubEnv('REVIEWS_URL', reviewsUrl);
  // The sandbox's toggles (product-reviews and review-photo-upload on).
  vi.stubEnv('TOGGLES_URL', `${reviewsUrl}/proxy`);
  vi.stubEnv('REVIEWS_KEY', KEY);
  vi.stubEnv('MERCHANDISER_CUSTOMER_IDS', MERCHANDISER);
  // The process's toggle client asks the sandbox's proxy from now on (another file's may be in use).
  installToggleClient(createToggleClient(toggleClientOptionsFromEnv()));
  const feed = await reviewsFeed(t.db);
  const inBrand = async (brand: string, id: string) => (await getProduct(t.db, brand, id.toLowerCase())) !== null;
  for (const product of feed) {
    if (!bought && product.ratingCount > 3 && (await inBrand('dal', product.productId)))
      bought = { productNumber: product.productId, ratingCount: product.ratingCount };
    if (!otherBrandProduct && (await inBrand('cgn', product.productId))) otherBrandProduct = product.productId;
    if (bought && otherBrandProduct) break;
  }
  await recordOrder(t.db, {
    brandCode: 'dal',
    customerId: SHOPPER,
    deliveryMethod: 'STANDARD',
    lines: [
      {
        productNumber: bought.productNumber,
        optionNumber: `${bought.productNumber}-01`,
        productName: 'Bought',
        quantity: 1,
        unitPricePence: 2500,
      },
    ],
  });
}, 180_000);

afterAll(async () => {
  installToggleClient(undefined);
  vi.unstubAllEnvs();
  await sandbox?.close();
  await t?.dispose();
  await rm(dir, { recursive: true, force: true });
});

const stats = async () => {
  const response = await call(statistics, 'GET', `/api/reviews/statistics?productId=${bought.productNumber}`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { results: { totalReviewCount: number }[] }).results[0]!;
};
const pending = async () =>
  (await (
    await fetch(`${process.env.REVIEWS_URL}/reviews/v1/moderation?status=PENDING`, {
      headers: { 'x-reviews-key': KEY },
    })
  ).json()) as {
    total: number;
    reviews: { id: string; title: string }[];
  };
const photos = async () => (await readdir(path.join(dir, 'photos')).catch(() => [])).length;
const review = (overrides: Record<string, unknown> = {}) => ({
  productId: bought.productNumber,
  rating: 4,
  title: 'Nice and warm',
  reviewText: encodeURIComponent('Warm & soft; 100% wool feel. Would buy again.'),
  nickname: 'Amelia',
  agreedToTermsAndConditions: true,
  ...overrides,
});
/** The cookies the browser of whoever `actAs` names sends (their session's): a photo goes as a form, not by `call`. */
const browserCookies = async () => {
  let cookies = '';
  await call(
    async (request) => {
      cookies = request.headers.get('cookie') ?? '';
      return new Response(null, { status: 204 });
    },
    'POST',
    '/api/reviews/uploadPhoto',
  );
  return cookies;
};
const upload = async (bytes: Uint8Array<ArrayBuffer>, options: { declaredLength?: number; type?: string } = {}) => {
  const form = new FormData();
  form.set('photo', new Blob([new Uint8Array(bytes)], { type: options.type ?? 'image/jpeg' }), 'photo.jpg');
  const request = new Request('http://dal.localhost:3000/api/reviews/uploadPhoto', {
    method: 'POST',
    headers: { host: 'dal.localhost:3000', origin: 'http://dal.localhost:3000', cookie: await browserCookies() },
    body: form,
  });
  if (options.declaredLength === undefined) return uploadPhoto(request, {});
  const headers = new Headers(request.headers);
  headers.set('content-length', String(options.declaredLength));
  return uploadPhoto(new Request(request, { headers }), {});
};

describe('statistics', () => {
  it('answers approved counts; hostile queries are 400', async () => {
    expect((await stats()).totalReviewCount).toBe(bought.ratingCount);
    expect((await call(statistics, 'GET', '/api/reviews/statistics')).status).toBe(400);
    const many = Array.from({ length: 51 }, (_, i) => `DA${i}`).join(',');
    expect((await call(statistics, 'GET', `/api/reviews/statistics?productId=${many}`)).status).toBe(400);
    expect((await call(statistics, 'GET', '/api/reviews/statistics?productId=%3Cscript%3E')).status).toBe(400);
  });
});

describe('dynamicForm', () => {
  it('needs sign-in, answers the product’s form; hostile queries are refused', async () => {
    actAs(null);
    expect((await call(dynamicForm, 'GET', `/api/reviews/dynamicForm?productId=${bought.productNumber}`)).status).toBe(
      401,
    );
    actAs(SHOPPER);
    const form = await call(
      dynamicForm,
      'GET',
      `/api/reviews/dynamicForm?productId=${bought.productNumber.toLowerCase()}`,
    );
    expect(form.status).toBe(200);
    expect(((await form.json()) as { fields: { id: string }[] }).fields.map((f) => f.id)).toContain('reviewText');
    expect((await call(dynamicForm, 'GET', '/api/reviews/dynamicForm?productId=ZZ999999')).status).toBe(404);
    expect((await call(dynamicForm, 'GET', '/api/reviews/dynamicForm?productId=a;b')).status).toBe(400);
    expect(
      (await call(dynamicForm, 'GET', `/api/reviews/dynamicForm?productId=${bought.productNumber}&x=1`)).status,
    ).toBe(400);
  });
});

describe('uploadPhoto', () => {
  it('stores a real photo; a PDF named .jpg and a body over 10 MB are refused with the reason and nothing stored', async () => {
    actAs(SHOPPER);
    const before = await photos();
    const pdf = await upload(new Uint8Array(fakePdf()));
    expect(pdf.status).toBe(415);
    expect(await pdf.json()).toMatchObject({ message: 'The file is not a JPEG, PNG or WebP photo.' });
    const huge = await upload(new Uint8Array(16), { declaredLength: 20 * 1024 * 1024 });
    expect(huge.status).toBe(413);
    expect(await huge.json()).toMatchObject({ message: 'The photo is larger than 10 MB. Choose a smaller photo.' });
    const json = await call(uploadPhoto, 'POST', '/api/reviews/uploadPhoto', { body: { photo: 'x' } });
    expect(json.status).toBe(415);
    const bomb = await upload(new Uint8Array(decompressionBombPng()), { type: 'image/png' });
    expect(bomb.status).toBe(422);
    expect(await bomb.json()).toMatchObject({ message: 'The photo has too many pixels (at most 60 megapixels).' });
    actAs(null);
    expect((await upload(new Uint8Array(await gpsTaggedJpeg()))).status).toBe(401);
    actAs(SHOPPER);
    expect(await photos()).toBe(before);

    const ok = await upload(new Uint8Array(await gpsTaggedJpeg()));
    expect(ok.status).toBe(201);
    const { photo } = (await ok.json()) as { photo: { id: string; url: string; thumbnailUrl: string } };
    expect(photo.url).toBe(`/images/reviews/${photo.id}-normal.webp`);
    const file = await photoFile(new Request(`http://dal.localhost:3000${photo.thumbnailUrl}`), {
      params: Promise.resolve({ file: `${photo.id}-thumbnail.webp` }),
    });
    expect(file.headers.get('content-type')).toBe('image/webp');
    expect(
      (await photoFile(new Request('http://x/'), { params: Promise.resolve({ file: '../etc.webp' }) })).status,
    ).toBe(404);
  });
});

describe('submitReview', () => {
  it('hostile bodies change nothing: text that is not URI-encoded, an unknown field, another brand’s product, a cross-site post', async () => {
    actAs(SHOPPER);
    const before = (await pending()).total;
    const raw = await call(submitReview, 'POST', '/api/reviews/submitReview', {
      body: review({ reviewText: 'Only 50% as warm' }),
    });
    expect(raw.status).toBe(400);
    expect(((await raw.json()) as { message: string }).message).toMatch(/URI-encoded/);
    expect(
      (await call(submitReview, 'POST', '/api/reviews/submitReview', { body: review({ status: 'APPROVED' }) })).status,
    ).toBe(400);
    expect(
      (
        await call(submitReview, 'POST', '/api/reviews/submitReview', {
          body: review({ productId: otherBrandProduct }),
        })
      ).status,
    ).toBe(404);
    const crossSite = await call(submitReview, 'POST', '/api/reviews/submitReview', {
      body: review(),
      headers: { origin: 'https://evil.example' },
    });
    expect(crossSite.status).toBe(403);
    actAs(null);
    expect((await call(submitReview, 'POST', '/api/reviews/submitReview', { body: review() })).status).toBe(401);
    expect((await pending()).total).toBe(before);
  });

  it('field errors come back per field', async () => {
    actAs(SHOPPER);
    const response = await call(submitReview, 'POST', '/api/reviews/submitReview', {
      body: review({ rating: 0, agreedToTermsAndConditions: false }),
    });
    expect(response.status).toBe(400);
    const answer = (await response.json()) as { code: string; fieldErrors: { field: string }[] };
    expect(answer.code).toBe('INVALID_REVIEW');
    expect(answer.fieldErrors.map((e) => e.field).sort()).toEqual(['agreedToTermsAndConditions', 'rating']);
  });

  it('a review is pending with the verified-purchase flag, uncounted until a merchandiser approves it', async () => {
    actAs(SHOPPER);
    const before = await stats();
    const sent = await call(submitReview, 'POST', '/api/reviews/submitReview', { body: review() });
    expect(sent.status).toBe(201);
    const { submissionId, verifiedPurchaser } = (await sent.json()) as {
      submissionId: string;
      verifiedPurchaser: boolean;
    };
    expect(verifiedPurchaser).toBe(true);
    expect(await stats()).toEqual(before);

    // Moderation: a shopper may not; hostile decisions change nothing (still pending, uncounted, nothing refreshed).
    const moderate = (body: unknown, headers?: Record<string, string>) =>
      call(moderation, 'POST', '/api/reviews/moderation', { body, ...(headers ? { headers } : {}) });
    const rowCount = async () => (await getProduct(t.db, 'dal', bought.productNumber.toLowerCase()))?.ratingCount;
    const rowBefore = await rowCount();
    const refreshedBefore = revalidated().length;
    expect((await moderate({ reviewId: submissionId, status: 'APPROVED' })).status).toBe(403);
    actAs(MERCHANDISER);
    const hostile: [unknown, number][] = [
      [{ reviewId: submissionId, status: 'REJECTED' }, 400], // a rejection without its reason code
      [{ reviewId: submissionId, status: 'PENDING' }, 400], // not a decision
      [{ reviewId: submissionId, status: 'REJECTED', reasonCode: 'LOL' }, 400], // an unknown reason code
      [{ reviewId: submissionId, status: 'APPROVED', userId: SHOPPER }, 400], // an unknown field
      [{ reviewId: '../r-1', status: 'APPROVED' }, 400], // a malformed id
      [{ reviewId: 'r-unknown', status: 'APPROVED' }, 404],
    ];
    for (const [body, status] of hostile) expect((await moderate(body)).status, JSON.stringify(body)).toBe(status);
    expect(
      (await moderate({ reviewId: submissionId, status: 'APPROVED' }, { origin: 'https://evil.example' })).status,
    ).toBe(403);
    expect((await call(moderation, 'POST', '/api/reviews/moderation', { rawBody: '{"reviewId":' })).status).toBe(400);
    expect(await stats()).toEqual(before);
    expect((await pending()).reviews.map((r) => r.id)).toContain(submissionId);
    expect(await rowCount()).toBe(rowBefore);
    expect(revalidated().length).toBe(refreshedBefore);

    const approved = await call(moderation, 'POST', '/api/reviews/moderation', {
      body: { reviewId: submissionId, status: 'APPROVED' },
    });
    expect(approved.status).toBe(200);
    expect((await stats()).totalReviewCount).toBe(before.totalReviewCount + 1);
    const row = await getProduct(t.db, 'dal', bought.productNumber.toLowerCase());
    expect(row?.ratingCount).toBe(before.totalReviewCount + 1);
    expect(revalidated()).toEqual(
      expect.arrayContaining([`product:${bought.productNumber.toLowerCase()}`, 'catalogue:dal']),
    );

    // A rejected review (the merchandiser's own, here) is never counted: the statistics and the product row stay at the
    // approved figures.
    const second = await call(submitReview, 'POST', '/api/reviews/submitReview', {
      body: review({ rating: 1, title: 'Not for me' }),
    });
    expect(second.status).toBe(201);
    const secondId = ((await second.json()) as { submissionId: string }).submissionId;
    const rejected = await moderate({ reviewId: secondId, status: 'REJECTED', reasonCode: 'MSR' });
    expect(rejected.status).toBe(200);
    expect((await stats()).totalReviewCount).toBe(before.totalReviewCount + 1);
    expect(await rowCount()).toBe(before.totalReviewCount + 1);
    // Rejecting it again is refused (409) and changes nothing.
    expect((await moderate({ reviewId: secondId, status: 'REJECTED', reasonCode: 'MSR' })).status).toBe(409);
    expect((await stats()).totalReviewCount).toBe(before.totalReviewCount + 1);

    // Helpful: once per shopper; hostile votes are refused.
    actAs(SHOPPER);
    const vote = await call(helpful, 'POST', '/api/reviews/helpful', {
      body: { reviewId: submissionId, vote: 'helpful' },
    });
    expect(await vote.json()).toEqual({ helpful: 1, notHelpful: 0 });
    expect(
      (await call(helpful, 'POST', '/api/reviews/helpful', { body: { reviewId: submissionId, vote: 'helpful' } }))
        .status,
    ).toBe(409);
    expect(
      (await call(helpful, 'POST', '/api/reviews/helpful', { body: { reviewId: submissionId, vote: 'love' } })).status,
    ).toBe(400);
    expect((await call(helpful, 'POST', '/api/reviews/helpful', { rawBody: '{"reviewId":' })).status).toBe(400);
    actAs(null);
    const guest = await call(helpful, 'POST', '/api/reviews/helpful', {
      body: { reviewId: submissionId, vote: 'unhelpful' },
    });
    expect(await guest.json()).toEqual({ helpful: 1, notHelpful: 1 });
    expect(
      guest.headers.getSetCookie().some((cookie) => cookie.startsWith('review_voter=') && cookie.includes('HttpOnly')),
    ).toBe(true);
  });
});

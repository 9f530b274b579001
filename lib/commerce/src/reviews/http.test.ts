// The adapter against the sandbox's review platform, fed from a seeded shop database.
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { REVIEWS_FEED_FILE } from '@shop/sandbox/config';
import { silentLogger } from '@shop/sandbox/log';
import { decompressionBombPng, fakePdf, gpsTaggedJpeg } from '@shop/sandbox/reviews/test-support';
import { createSandboxServer, type SandboxServer } from '@shop/sandbox/server';
import { desc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productOptions, products } from '../db/schema.ts';
import { orderLines, orders } from '../db/schema-orders.ts';
import { demoCustomerId, seedCustomers } from '../seed/customers.ts';
import { seedDemoOrders } from '../seed/orders.ts';
import { seedCatalogue } from '../seed/seed.ts';
import { createTestDb, type TestDb } from '../testing/test-db.ts';
import { reviewsFromEnv } from './config.ts';
import { syncProductRatings, writeReviewsFeed } from './feed.ts';
import { httpReviews } from './http.ts';
import { type ReviewSubmission, ReviewsError } from './provider.ts';
import { hasBought } from './verified-purchase.ts';

const KEY = 'commerce-reviews-key';
let t: TestDb;
let dir: string;
let sandbox: SandboxServer;
let baseUrl: string;
let rated: { productNumber: string; ratingCount: number; ratingAverage: number | null };

beforeAll(async () => {
  t = await createTestDb({
    seed: {
      key: 'reviews-dal',
      run: async (db) => {
        await seedCatalogue(db, { brands: ['dal'] });
        await seedCustomers(db);
        await seedDemoOrders(db, ['dal']);
      },
    },
  });
  dir = await mkdtemp(path.join(tmpdir(), 'commerce-reviews-'));
  expect(await writeReviewsFeed(t.db, path.join(dir, 'reviews', REVIEWS_FEED_FILE))).toMatchObject({ written: true });
  sandbox = createSandboxServer({
    port: 0,
    logger: silentLogger,
    mail: { dir: path.join(dir, 'mail') },
    reviews: { keys: [KEY], dir: path.join(dir, 'reviews') },
  });
  baseUrl = (await sandbox.listen()).url;
  const [row] = await t.db
    .select({
      productNumber: products.productNumber,
      ratingCount: products.ratingCount,
      ratingAverage: products.ratingAverage,
    })
    .from(products)
    .where(eq(products.productType, 'dress'))
    .orderBy(desc(products.ratingCount))
    .limit(1);
  rated = row!;
}, 120_000);

afterAll(async () => {
  await sandbox?.close();
  await t?.dispose();
  await rm(dir, { recursive: true, force: true });
});

const provider = () => reviewsFromEnv({ REVIEWS_URL: baseUrl, REVIEWS_KEY: KEY });
const submission = (overrides: Partial<ReviewSubmission> = {}): ReviewSubmission => ({
  productId: rated.productNumber,
  userId: 'cust-a',
  verifiedPurchaser: false,
  rating: 4,
  title: 'Good dress',
  text: 'Soft & drapes well; 100% worth it.\nSecond line — with “quotes” and an emoji 👗.',
  nickname: 'Ann',
  agreedToTermsAndConditions: true,
  ...overrides,
});

describe('the seeded star counts', () => {
  it('are real reviews: the platform’s statistics match the product rows', async () => {
    const [stats] = await provider().statistics([rated.productNumber]);
    expect(stats!.totalReviewCount).toBe(rated.ratingCount);
    if (rated.ratingCount > 0)
      expect(Math.abs(stats!.averageOverallRating! - rated.ratingAverage!)).toBeLessThanOrEqual(0.01);
    const page = await provider().list(rated.productNumber, { sort: 'rating-high', limit: 5 });
    expect(page.total).toBe(rated.ratingCount);
  });

  it('a feed written again with the same products is not rewritten', async () => {
    expect(await writeReviewsFeed(t.db, path.join(dir, 'reviews', REVIEWS_FEED_FILE))).toMatchObject({
      written: false,
    });
  });
});

describe('the form', () => {
  it('a dress asks for fit and the size bought among its own sizes', async () => {
    const form = await provider().form(rated.productNumber);
    const sizes = await t.db
      .selectDistinct({ size: productOptions.size })
      .from(productOptions)
      .innerJoin(products, eq(products.id, productOptions.productId))
      .where(eq(products.productNumber, rated.productNumber));
    const sizeField = form.fields.find((field) => field.id === 'sizeBought');
    expect(form.fields.some((field) => field.id === 'fit')).toBe(true);
    if (sizes.length > 1 && sizeField?.type === 'select')
      expect(sizeField.options.map((o) => o.value).sort()).toEqual(sizes.map((s) => s.size).sort());
  });
});

describe('submitting', () => {
  it('the review text is URI-encoded on the wire (spec §5) and arrives exactly as written', async () => {
    const bodies: string[] = [];
    const spy = httpReviews({
      baseUrl,
      key: KEY,
      fetch: async (input, init) => {
        bodies.push(String(init?.body));
        return fetch(input, init);
      },
    });
    const text = submission().text;
    await spy.submit(submission(), 'preview');
    expect(new URLSearchParams(bodies[0]).get('reviewText')).toBe(encodeURIComponent(text));
    expect(bodies[0]).toContain(`reviewText=${encodeURIComponent(encodeURIComponent(text))}`);
    const { submissionId } = await spy.submit(submission(), 'submit');
    await provider().moderate(submissionId!, { status: 'APPROVED' });
    const page = await provider().list(rated.productNumber, { limit: 50 });
    expect(page.reviews.find((review) => review.id === submissionId)?.text).toBe(text);
  });

  it('statistics ignore pending and rejected reviews; an approval counts, and the product row follows', async () => {
    const [before] = await provider().statistics([rated.productNumber]);
    const pending = await provider().submit(submission({ userId: 'cust-b', rating: 1 }), 'submit');
    const rejected = await provider().submit(submission({ userId: 'cust-c', rating: 1 }), 'submit');
    await provider().moderate(rejected.submissionId!, { status: 'REJECTED', reasonCode: 'MSR' });
    const [during] = await provider().statistics([rated.productNumber]);
    expect(during).toEqual(before);
    const queue = await provider().queue('PENDING');
    expect(queue.reviews.map((review) => review.id)).toEqual([pending.submissionId]);

    await provider().moderate(pending.submissionId!, { status: 'APPROVED' });
    const [after] = await provider().statistics([rated.productNumber]);
    expect(after!.totalReviewCount).toBe(before!.totalReviewCount + 1);
    expect(after!.ratingDistribution['1']).toBe(before!.ratingDistribution['1'] + 1);
    expect(await syncProductRatings(t.db, [after!])).toEqual([
      { productNumber: rated.productNumber, brandCode: 'dal' },
    ]);
    const [row] = await t.db
      .select({ ratingCount: products.ratingCount, ratingAverage: products.ratingAverage })
      .from(products)
      .where(eq(products.productNumber, rated.productNumber));
    expect(row).toEqual({ ratingCount: after!.totalReviewCount, ratingAverage: after!.averageOverallRating });
  });

  it('field errors come back as an invalid ReviewsError listing each field', async () => {
    const error = await provider()
      .submit(submission({ userId: 'cust-d', rating: 0, title: '', agreedToTermsAndConditions: false }), 'submit')
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ReviewsError);
    expect(error).toMatchObject({ kind: 'invalid', status: 400 });
    expect((error as ReviewsError).fieldErrors.map((e) => e.field).sort()).toEqual([
      'agreedToTermsAndConditions',
      'rating',
      'title',
    ]);
  });

  it('a second review of one product by one customer is refused', async () => {
    await expect(provider().submit(submission(), 'submit')).rejects.toMatchObject({
      kind: 'refused',
      status: 409,
      code: 'already_reviewed',
    });
  });
});

describe('photos', () => {
  const stored = async () => (await readdir(path.join(dir, 'reviews', 'photos')).catch(() => [])).length;

  it('an upload comes back re-encoded without EXIF or GPS and can be attached by its uploader', async () => {
    const photo = await provider().uploadPhoto(
      new Blob([new Uint8Array(await gpsTaggedJpeg())], { type: 'image/jpeg' }),
      {
        fileName: 'IMG_1.jpg',
        userId: 'cust-e',
      },
    );
    const response = await provider().photo(photo.id, 'normal');
    const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: photo.width, height: photo.height });
    expect(meta.exif).toBeUndefined();
    const { submissionId } = await provider().submit(submission({ userId: 'cust-e', photoIds: [photo.id] }), 'submit');
    expect(submissionId).toMatch(/^r-/);
  });

  it('hostile uploads are refused with the platform’s message and nothing is stored', async () => {
    const before = await stored();
    await expect(
      provider().uploadPhoto(new Blob([new Uint8Array(fakePdf())], { type: 'image/jpeg' }), {
        fileName: 'scan.jpg',
        userId: 'cust-f',
      }),
    ).rejects.toMatchObject({ kind: 'refused', status: 415, message: 'The file is not a JPEG, PNG or WebP photo.' });
    await expect(
      provider().uploadPhoto(new Blob([new Uint8Array(decompressionBombPng())], { type: 'image/png' }), {
        fileName: 'bomb.png',
        userId: 'cust-f',
      }),
    ).rejects.toMatchObject({ kind: 'refused', code: 'photo_too_many_pixels' });
    expect(await stored()).toBe(before);
  });
});

describe('verified purchase', () => {
  it('is true for a product in the customer’s own orders, false for others and other customers', async () => {
    const customerId = demoCustomerId('dal', 'cash');
    const [line] = await t.db
      .select({ productNumber: orderLines.productNumber })
      .from(orderLines)
      .innerJoin(orders, eq(orders.id, orderLines.orderId))
      .where(eq(orders.customerId, customerId))
      .limit(1);
    expect(line).toBeDefined();
    expect(await hasBought(t.db, customerId, line!.productNumber)).toBe(true);
    expect(await hasBought(t.db, demoCustomerId('dal', 'new'), line!.productNumber)).toBe(false);
    expect(await hasBought(t.db, customerId, 'NOPE0000')).toBe(false);
  });
});

describe('failures', () => {
  it('a wrong key is refused, an unreachable platform and an answer that is not the contract are unavailable', async () => {
    await expect(httpReviews({ baseUrl, key: 'wrong' }).statistics(['X1'])).rejects.toMatchObject({
      kind: 'refused',
      status: 401,
    });
    const down = httpReviews({ baseUrl: 'http://127.0.0.1:9', key: KEY, timeoutMs: 1000 });
    await expect(down.statistics(['X1'])).rejects.toMatchObject({ kind: 'unavailable' });
    const wrong = httpReviews({ baseUrl, key: KEY, fetch: async () => Response.json({ results: [{ count: 3 }] }) });
    await expect(wrong.statistics(['X1'])).rejects.toMatchObject({ kind: 'unavailable' });
  });
});

import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { silentLogger } from '../log.ts';
import { createSandboxServer, type SandboxServer } from '../server.ts';
import {
  decompressionBombPng,
  exifHasGps,
  fakePdf,
  gpsTaggedJpeg,
  twentyMegabytePng,
  writeFeed,
} from './test-support.ts';

// biome-ignore lint/suspicious/noExplicitAny: the answers are read loosely here; their shapes are the assertions.
type Answer = any;
const KEY = 'test-reviews-key';
let dir: string;
let sandbox: SandboxServer;
let base: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'sandbox-reviews-'));
  writeFeed(path.join(dir, 'reviews'));
  sandbox = createSandboxServer({
    port: 0,
    logger: silentLogger,
    mail: { dir: path.join(dir, 'mail') },
    reviews: { keys: [KEY], dir: path.join(dir, 'reviews') },
  });
  base = (await sandbox.listen()).url;
});

afterAll(async () => {
  await sandbox.close();
  await rm(dir, { recursive: true, force: true });
});

const headers = { 'x-reviews-key': KEY };
const get = async (pathAndQuery: string, key = KEY) => {
  const response = await fetch(`${base}${pathAndQuery}`, { headers: { 'x-reviews-key': key } });
  return { status: response.status, body: (await response.json()) as Answer };
};
const postJson = async (pathname: string, body: unknown) => {
  const response = await fetch(`${base}${pathname}`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Answer };
};
const submit = async (fields: Record<string, string | string[]>, contentType = 'application/x-www-form-urlencoded') => {
  const form = new URLSearchParams();
  for (const [name, value] of Object.entries(fields))
    for (const one of Array.isArray(value) ? value : [value]) form.append(name, one);
  const response = await fetch(`${base}/reviews/v1/submissions/review`, {
    method: 'POST',
    headers: { ...headers, 'content-type': contentType },
    body: form.toString(),
  });
  return { status: response.status, body: (await response.json()) as Answer };
};
const upload = async (bytes: Buffer, name = 'photo.jpg', type = 'image/jpeg', userId?: string) => {
  const form = new FormData();
  form.set('photo', new File([new Uint8Array(bytes)], name, { type }));
  if (userId) form.set('userId', userId);
  const response = await fetch(`${base}/reviews/v1/photos`, { method: 'POST', headers, body: form });
  return { status: response.status, body: (await response.json()) as Answer };
};
const stored = async () => {
  const files = await readdir(path.join(dir, 'reviews', 'photos')).catch(() => []);
  const pending = await get('/reviews/v1/moderation?status=PENDING&limit=200');
  return { files: files.length, pending: pending.body.total as number };
};

const goodReview = (overrides: Record<string, string | string[]> = {}) => ({
  action: 'submit',
  productId: 'DRESS1',
  userId: 'cust-1',
  verifiedPurchaser: 'true',
  rating: '5',
  title: 'Lovely dress',
  reviewText: encodeURIComponent('Fits beautifully & the 100% viscose is soft. Would buy again!'),
  nickname: 'Jo from Hull',
  fit: 'true',
  sizeBought: '12',
  isRecommended: 'true',
  agreedToTermsAndConditions: 'true',
  ...overrides,
});

describe('seeded reviews', () => {
  it('the feed’s star counts are real approved reviews: the same count, average and reviews on every run', async () => {
    const { status, body } = await get('/reviews/v1/statistics?productId=DRESS1,LAMP1,NEW1,UNKNOWN');
    expect(status).toBe(200);
    const [dress, lamp, fresh, unknown] = body.results;
    expect(dress).toMatchObject({ productId: 'DRESS1', totalReviewCount: 37, averageOverallRating: 4.22 });
    const distribution = Object.values(dress.ratingDistribution) as number[];
    expect(distribution.reduce((a, b) => a + b, 0)).toBe(37);
    expect(distribution.filter((n) => n > 0).length).toBeGreaterThan(1);
    expect(lamp).toMatchObject({ totalReviewCount: 3, averageOverallRating: 2.67 });
    expect(fresh).toMatchObject({ totalReviewCount: 0, averageOverallRating: null });
    expect(unknown).toMatchObject({ totalReviewCount: 0, averageOverallRating: null });

    const first = await get('/reviews/v1/reviews?productId=DRESS1&limit=5');
    expect(first.body.total).toBe(37);
    expect(first.body.reviews).toHaveLength(5);
    expect(first.body.reviews[0]).not.toHaveProperty('userId');
    expect((await get('/reviews/v1/reviews?productId=DRESS1&limit=5')).body).toEqual(first.body);
  });

  it('sorts by rating high to low, filters by stars and pages', async () => {
    const high = (await get('/reviews/v1/reviews?productId=DRESS1&sort=rating-high&limit=50')).body.reviews;
    const ratings = high.map((review: { rating: number }) => review.rating);
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
    const stats = (await get('/reviews/v1/statistics?productId=DRESS1')).body.results[0];
    const fives = await get('/reviews/v1/reviews?productId=DRESS1&rating=5&limit=50');
    expect(fives.body.total).toBe(stats.ratingDistribution['5']);
    expect(fives.body.reviews.every((review: { rating: number }) => review.rating === 5)).toBe(true);
    const page2 = await get('/reviews/v1/reviews?productId=DRESS1&sort=rating-high&offset=10&limit=10');
    expect(page2.body.reviews.map((r: { id: string }) => r.id)).toEqual(
      high.slice(10, 20).map((r: { id: string }) => r.id),
    );
  });
});

describe('the form definition', () => {
  it('asks how clothes fit and which size was bought, from the product’s own sizes', async () => {
    const { status, body } = await get('/reviews/v1/forms/review?productId=DRESS1');
    expect(status).toBe(200);
    const byId = Object.fromEntries(body.fields.map((field: { id: string }) => [field.id, field]));
    expect(body.fields.filter((f: { required: boolean }) => f.required).map((f: { id: string }) => f.id)).toEqual([
      'rating',
      'title',
      'reviewText',
      'nickname',
      'agreedToTermsAndConditions',
    ]);
    expect(byId.fit.options.map((o: { label: string }) => o.label)).toEqual([
      'Runs small',
      'True to size',
      'Runs large',
    ]);
    expect(byId.sizeBought.options.map((o: { value: string }) => o.value)).toEqual(['8', '10', '12', '14']);
    expect(byId.photos).toMatchObject({ max: 6, maxBytes: 10 * 1024 * 1024 });
  });

  it('a lamp has no fit and no size question', async () => {
    const ids = (await get('/reviews/v1/forms/review?productId=LAMP1')).body.fields.map((f: { id: string }) => f.id);
    expect(ids).not.toContain('fit');
    expect(ids).not.toContain('sizeBought');
  });

  it('hostile queries: unknown product 404, a malformed id 400, an unknown parameter 400', async () => {
    expect((await get('/reviews/v1/forms/review?productId=NOPE')).status).toBe(404);
    expect((await get('/reviews/v1/forms/review?productId=%3Cscript%3E')).status).toBe(400);
    expect((await get('/reviews/v1/forms/review?productId=DRESS1&debug=1')).status).toBe(400);
  });
});

describe('submitting and moderating', () => {
  it('a review is PENDING, not counted, until approved; a rejection needs a reason code and is never counted', async () => {
    const before = (await get('/reviews/v1/statistics?productId=DRESS1')).body.results[0];
    const preview = await submit(goodReview({ action: 'preview' }));
    expect(preview.status).toBe(200);
    expect(preview.body.review.text).toBe('Fits beautifully & the 100% viscose is soft. Would buy again!');
    expect((await stored()).pending).toBe(0);

    const sent = await submit(goodReview());
    expect(sent.status).toBe(201);
    expect(sent.body.status).toBe('PENDING');
    const other = await submit(
      goodReview({ userId: 'cust-2', rating: '1', title: 'Awful', verifiedPurchaser: 'false' }),
    );
    expect(other.status).toBe(201);
    expect((await get('/reviews/v1/statistics?productId=DRESS1')).body.results[0]).toEqual(before);
    const queue = await get('/reviews/v1/moderation?status=PENDING');
    expect(queue.body.reviews.map((r: { id: string }) => r.id)).toEqual([
      sent.body.submissionId,
      other.body.submissionId,
    ]);
    expect(queue.body.reviews[0]).toMatchObject({ userId: 'cust-1', verifiedPurchaser: true, fit: 'true' });

    // Rejected: needs a code, stays out of the statistics and the list.
    expect(
      (await postJson(`/reviews/v1/reviews/${other.body.submissionId}/moderation`, { status: 'REJECTED' })).status,
    ).toBe(400);
    const rejected = await postJson(`/reviews/v1/reviews/${other.body.submissionId}/moderation`, {
      status: 'REJECTED',
      reasonCode: 'MSR',
    });
    expect(rejected.body).toMatchObject({ status: 'REJECTED', reasonCode: 'MSR' });
    expect((await get('/reviews/v1/statistics?productId=DRESS1')).body.results[0]).toEqual(before);

    const approved = await postJson(`/reviews/v1/reviews/${sent.body.submissionId}/moderation`, { status: 'APPROVED' });
    expect(approved.status).toBe(200);
    const after = (await get('/reviews/v1/statistics?productId=DRESS1')).body.results[0];
    expect(after.totalReviewCount).toBe(before.totalReviewCount + 1);
    expect(after.ratingDistribution['5']).toBe(before.ratingDistribution['5'] + 1);
    expect(after.averageOverallRating).toBeCloseTo((4.22 * 37 + 5) / 38, 1);
    const newest = (await get('/reviews/v1/reviews?productId=DRESS1&limit=1')).body.reviews[0];
    expect(newest).toMatchObject({ id: sent.body.submissionId, nickname: 'Jo from Hull', verifiedPurchaser: true });
    expect(
      (await postJson(`/reviews/v1/reviews/${sent.body.submissionId}/moderation`, { status: 'APPROVED' })).status,
    ).toBe(409);
    // One review per customer and product.
    expect((await submit(goodReview())).status).toBe(409);
  });

  it('field errors say what to fix and nothing is stored', async () => {
    const before = await stored();
    const { status, body } = await submit(
      goodReview({
        userId: 'cust-9',
        rating: '7',
        title: '',
        fit: 'baggy',
        sizeBought: '22',
        agreedToTermsAndConditions: 'false',
      }),
    );
    expect(status).toBe(400);
    expect(body.fieldErrors.map((e: { field: string }) => e.field).sort()).toEqual(
      ['agreedToTermsAndConditions', 'fit', 'rating', 'sizeBought', 'title'].sort(),
    );
    expect(await stored()).toEqual(before);
  });

  it('three hostile submissions: an unknown field, text that is not URI-encoded, JSON instead of a form', async () => {
    const before = await stored();
    expect((await submit(goodReview({ userId: 'cust-8', status: 'APPROVED' }))).status).toBe(400);
    const raw = await submit(goodReview({ userId: 'cust-8', reviewText: 'Great value at 50% off, honestly!!' }));
    expect(raw.status).toBe(400);
    expect(raw.body.message).toMatch(/URI-encoded/);
    expect((await submit(goodReview({ userId: 'cust-8' }), 'application/json')).status).toBe(415);
    expect(await stored()).toEqual(before);
  });

  it('hostile decisions: PENDING is no decision, an unknown code, an unknown review', async () => {
    const id = (await submit(goodReview({ userId: 'cust-7', productId: 'LAMP1', fit: '', sizeBought: '' }))).body
      .submissionId;
    expect((await postJson(`/reviews/v1/reviews/${id}/moderation`, { status: 'PENDING' })).status).toBe(400);
    expect(
      (await postJson(`/reviews/v1/reviews/${id}/moderation`, { status: 'REJECTED', reasonCode: 'MEH' })).status,
    ).toBe(400);
    expect((await postJson('/reviews/v1/reviews/r-nope/moderation', { status: 'APPROVED' })).status).toBe(404);
    expect(
      (await get('/reviews/v1/moderation?status=PENDING')).body.reviews.map((r: { id: string }) => r.id),
    ).toContain(id);
  });
});

describe('helpful votes', () => {
  it('one vote per voter; hostile votes are refused and change nothing', async () => {
    const [review] = (await get('/reviews/v1/reviews?productId=LAMP1&limit=1')).body.reviews;
    const voter = Buffer.alloc(16, 3).toString('base64');
    const first = await postJson(`/reviews/v1/reviews/${review.id}/feedback`, { vote: 'helpful', voterId: voter });
    expect(first.body).toMatchObject({ helpful: review.helpful + 1, notHelpful: review.notHelpful });
    expect(
      (await postJson(`/reviews/v1/reviews/${review.id}/feedback`, { vote: 'helpful', voterId: voter })).status,
    ).toBe(409);
    expect((await postJson(`/reviews/v1/reviews/${review.id}/feedback`, { vote: 'love', voterId: voter })).status).toBe(
      400,
    );
    expect((await postJson(`/reviews/v1/reviews/${review.id}/feedback`, '{"vote":')).status).toBe(400);
    expect(
      (await postJson('/reviews/v1/reviews/s-LAMP1-99/feedback', { vote: 'helpful', voterId: voter })).status,
    ).toBe(404);
    const [again] = (await get('/reviews/v1/reviews?productId=LAMP1&limit=1')).body.reviews;
    expect(again.helpful).toBe(review.helpful + 1);
  });
});

describe('photos', () => {
  it('a phone JPEG is turned upright, resized, re-encoded as WebP without EXIF or GPS, then attached', async () => {
    const original = await gpsTaggedJpeg();
    const input = await sharp(original).metadata();
    expect(input).toMatchObject({ width: 1200, height: 800, orientation: 6 });
    expect(exifHasGps(input.exif)).toBe(true);
    expect(input.exif?.includes(Buffer.from('PhoneCo'))).toBe(true);
    const { status, body } = await upload(original, 'IMG_0042.jpg', 'image/jpeg', 'cust-5');
    expect(status).toBe(201);
    // Orientation 6: the 1200 × 800 picture is stored 800 × 1200.
    expect(body.photo).toMatchObject({ width: 800, height: 1200, thumbnailWidth: 213, thumbnailHeight: 320 });
    const served = await fetch(`${base}/reviews/v1/photos/${body.photo.id}/normal`, { headers });
    expect(served.headers.get('content-type')).toBe('image/webp');
    const bytes = Buffer.from(await served.arrayBuffer());
    const meta = await sharp(bytes).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 800, height: 1200 });
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation ?? 1).toBe(1);
    expect(bytes.includes(Buffer.from('PhoneCo'))).toBe(false);

    // Another customer cannot attach it; its uploader can, once.
    expect((await submit(goodReview({ userId: 'cust-6', photoId: body.photo.id }))).status).toBe(400);
    const sent = await submit(goodReview({ userId: 'cust-5', photoId: body.photo.id }));
    expect(sent.status).toBe(201);
    expect(
      (
        await submit(
          goodReview({ userId: 'cust-5', productId: 'LAMP1', fit: '', sizeBought: '', photoId: body.photo.id }),
        )
      ).status,
    ).toBe(400);
    await postJson(`/reviews/v1/reviews/${sent.body.submissionId}/moderation`, { status: 'APPROVED' });
    const shown = (await get('/reviews/v1/reviews?productId=DRESS1&limit=50')).body.reviews.find(
      (r: { id: string }) => r.id === sent.body.submissionId,
    );
    expect(shown.photos).toEqual([body.photo]);

    // The gallery's filter: approved reviews with photos only (the seeded ones have none); a pending one with a photo
    // is not among them; a value other than true/false is a 400.
    const other = await upload(original, 'IMG_0043.jpg', 'image/jpeg', 'cust-4');
    expect((await submit(goodReview({ userId: 'cust-4', photoId: other.body.photo.id }))).status).toBe(201);
    const withPhotos = await get('/reviews/v1/reviews?productId=DRESS1&hasPhotos=true&limit=50');
    expect(withPhotos.body.reviews.map((r: { id: string }) => r.id)).toEqual([sent.body.submissionId]);
    expect(withPhotos.body.total).toBe(1);
    expect((await get('/reviews/v1/reviews?productId=DRESS1&hasPhotos=false&limit=5')).body.total).toBeGreaterThan(1);
    expect((await get('/reviews/v1/reviews?productId=DRESS1&hasPhotos=yes')).status).toBe(400);
  });

  it('a PNG and a WebP are accepted too', async () => {
    const png = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#3366aa' } })
      .png()
      .toBuffer();
    expect((await upload(png, 'a.png', 'image/png')).status).toBe(201);
    const webp = await sharp(png).webp().toBuffer();
    expect((await upload(webp, 'a.webp', 'image/webp')).status).toBe(201);
  });

  it('hostile uploads are refused with a clear message and nothing is stored', async () => {
    const before = await stored();
    const pdf = await upload(fakePdf(), 'holiday.jpg', 'image/jpeg');
    expect(pdf).toEqual({
      status: 415,
      body: { error: 'not_an_image', message: 'The file is not a JPEG, PNG or WebP photo.' },
    });
    const big = await twentyMegabytePng();
    expect(big.byteLength).toBeGreaterThan(20_000_000);
    const huge = await upload(big, 'big.png', 'image/png');
    expect(huge.status).toBe(413);
    expect(huge.body.message).toBe('The photo is larger than 10 MB. Choose a smaller photo.');
    const bomb = decompressionBombPng();
    expect(bomb.byteLength).toBeLessThan(1_000_000);
    const exploded = await upload(bomb, 'bomb.png', 'image/png');
    expect(exploded).toEqual({
      status: 422,
      body: { error: 'photo_too_many_pixels', message: 'The photo has too many pixels (at most 60 megapixels).' },
    });
    const truncated = await upload((await gpsTaggedJpeg()).subarray(0, 400), 'cut.jpg');
    expect(truncated.status).toBe(422);
    const noFile = await fetch(`${base}/reviews/v1/photos`, { method: 'POST', headers, body: new FormData() });
    expect(noFile.status).toBe(400);
    expect(await stored()).toEqual(before);
  }, 60_000);
});

describe('contract', () => {
  it('every call needs the shop’s key', async () => {
    expect((await get('/reviews/v1/statistics?productId=DRESS1', 'wrong')).status).toBe(401);
    expect((await get('/reviews/v1/forms/review?productId=DRESS1', '')).status).toBe(401);
    const response = await fetch(`${base}/reviews/v1/photos`, { method: 'POST', body: new FormData() });
    expect(response.status).toBe(401);
  });

  it('hostile statistics queries: no product, 101 products, a malformed id', async () => {
    expect((await get('/reviews/v1/statistics')).status).toBe(400);
    const many = Array.from({ length: 101 }, (_, i) => `P${i}`).join(',');
    expect((await get(`/reviews/v1/statistics?productId=${many}`)).status).toBe(400);
    expect((await get("/reviews/v1/statistics?productId=DRESS1,'%20OR%201=1")).status).toBe(400);
  });

  it('hostile list queries: an unknown sort, six stars, a page size of 1000', async () => {
    expect((await get('/reviews/v1/reviews?productId=DRESS1&sort=random')).status).toBe(400);
    expect((await get('/reviews/v1/reviews?productId=DRESS1&rating=6')).status).toBe(400);
    expect((await get('/reviews/v1/reviews?productId=DRESS1&limit=1000')).status).toBe(400);
  });

  it('submissions survive a restart', async () => {
    const pending = await get('/reviews/v1/moderation?status=APPROVED');
    await sandbox.close();
    sandbox = createSandboxServer({
      port: 0,
      logger: silentLogger,
      mail: { dir: path.join(dir, 'mail') },
      reviews: { keys: [KEY], dir: path.join(dir, 'reviews') },
    });
    base = (await sandbox.listen()).url;
    expect(await get('/reviews/v1/moderation?status=APPROVED')).toEqual(pending);
  });
});

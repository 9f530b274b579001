// GET /api/cms/bag and /api/cms/banner-terms answered from the local Content Lake (in process, seed dataset).
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createLogger } from '@shop/content-lake/log';
import { createContentLake } from '@shop/content-lake/server';
import { afterAll, describe, expect, it, vi } from 'vitest';

// Outside Next there is no data cache: run the cached reads directly and record the tags they would carry.
const cacheEntries: { key: string[]; tags: string[] }[] = [];
vi.mock('next/cache', () => ({
  unstable_cache:
    <T>(fn: () => Promise<T>, key: string[], options: { tags: string[] }) =>
    () => {
      cacheEntries.push({ key, tags: options.tags });
      return fn();
    },
}));
const lake = createContentLake({
  port: 0,
  datasetDir: path.join(mkdtempSync(path.join(tmpdir(), 'cms-routes-')), 'production'),
  seedDir: path.resolve(import.meta.dirname, '../../../../studio/seed'),
  webhookUrls: [],
  env: { NODE_ENV: 'test' },
  logger: createLogger({ write: () => {} }),
});
process.env.CONTENT_LAKE_URL = (await lake.listen()).url;
delete process.env.SANITY_PROJECT_ID;

const bag = await import('./bag/route.ts');
const terms = await import('./banner-terms/route.ts');

const get = (url: string, brand = 'dal') =>
  new Request(`http://${brand}.localhost:3000${url}`, {
    headers: { host: `${brand}.localhost:3000` },
  });

afterAll(() => lake.close());

describe('GET /api/cms/bag', () => {
  it('answers the brand’s bag content', async () => {
    const response = await bag.GET(get('/api/cms/bag', 'fsp'), {});
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body).toEqual({
      information: expect.stringContaining('Discreet packaging'),
      notifications: [],
      deliveryCountdown: 'Order in the next {time} for delivery on {date}',
      emptyMessage: {
        heading: 'Your bag is empty',
        body: expect.any(String),
        ctaLabel: 'Shop bras',
        ctaHref: '/shop/c/bras',
      },
      deliveryPromotion: {
        heading: 'Free delivery over £40',
        body: expect.any(String),
        thresholdPence: 4000,
        termsName: 'free-delivery',
      },
    });
    expect(cacheEntries.at(-1)?.tags).toEqual(['cms:brand:fsp', 'cms:doc:bagContent.fsp']);
    const ihm = await (await bag.GET(get('/api/cms/bag', 'ihm'), {})).json();
    expect(ihm.notifications).toEqual([
      { tone: 'warning', message: 'Made-to-order sofas take 8 to 10 weeks to arrive.' },
    ]);
  });
});

describe('GET /api/cms/banner-terms', () => {
  it('answers a banner’s terms by name', async () => {
    const response = await terms.GET(get('/api/cms/banner-terms?name=knitwear-event'), {});
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.title).toBe('Up to 30% off knitwear');
    expect(body.body[0].children[0].text).toMatch(/^Up to 30% off selected knitwear/);
  });

  it('answers 404 JSON for a name the brand has no terms for (another brand’s included)', async () => {
    for (const name of ['no-such-offer', 'sofa-event']) {
      const response = await terms.GET(get(`/api/cms/banner-terms?name=${name}`), {});
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ code: 'TERMS_NOT_FOUND', message: 'We can’t find those terms.' });
    }
  });

  it('answers 400 without a usable name', async () => {
    for (const query of ['', '?name=', '?name=Bad%20Name']) {
      const response = await terms.GET(get(`/api/cms/banner-terms${query}`), {});
      expect(response.status, query).toBe(400);
      expect(await response.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
    }
  });
});

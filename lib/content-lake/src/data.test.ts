import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { EMPTY_RESULT_TAG, syncTagFor } from './sync-tags.ts';
import { startLake, TEST_TOKEN, type TestLake } from './testing/lake.ts';

let t: TestLake;

beforeEach(async () => {
  t = await startLake();
  await t.client
    .transaction()
    .create({
      _id: 'home',
      _type: 'page',
      title: 'Home',
      route: '/',
      brand: 'dal',
      hero: { _type: 'reference', _ref: 'promo' },
    })
    .create({ _id: 'drafts.home', _type: 'page', title: 'Home (draft)', route: '/', brand: 'dal' })
    .create({ _id: 'versions.rSale.home', _type: 'page', title: 'Home (sale)', route: '/', brand: 'dal' })
    .create({ _id: 'promo', _type: 'promo', headline: 'Free delivery' })
    .create({ _id: 'drafts.about', _type: 'page', title: 'About (unpublished)', route: '/about', brand: 'dal' })
    .commit();
});

afterEach(async () => {
  await t.lake.close();
});

describe('queries', () => {
  it('answers published content with params, dereferencing and sync tags, hiding drafts and versions', async () => {
    const response = await t.anonymous.fetch<Array<{ _id: string; title: string; hero: { headline: string } }>>(
      '*[_type == $type && brand == $brand]{_id, title, hero->{headline}}',
      { type: 'page', brand: 'dal' },
      { filterResponse: false },
    );
    expect(response.result).toEqual([{ _id: 'home', title: 'Home', hero: { headline: 'Free delivery' } }]);
    expect(response.syncTags?.sort()).toEqual([syncTagFor('home'), syncTagFor('promo')].sort());
    expect(response.syncTags).not.toContain('s1:all');
  });

  it('tags results by the documents they were projected from or dereferenced, even without _id', async () => {
    const response = await t.anonymous.fetch(
      '*[route == "/"][0]{title, "headline": hero->headline}',
      {},
      { filterResponse: false },
    );
    expect(response.result).toEqual({ title: 'Home', headline: 'Free delivery' });
    expect(response.syncTags?.sort()).toEqual([syncTagFor('home'), syncTagFor('promo')].sort());
    const missing = await t.anonymous.fetch('*[route == "/nowhere"][0]{title}', {}, { filterResponse: false });
    expect(missing.syncTags).toEqual([EMPTY_RESULT_TAG]);
  });

  it('overlays drafts in the drafts perspective, rewriting _id and keeping _originalId', async () => {
    const pages = await t.client.fetch(
      '*[_type == "page"] | order(route asc){_id, _originalId, title}',
      {},
      { perspective: 'drafts' },
    );
    expect(pages).toEqual([
      { _id: 'home', _originalId: 'drafts.home', title: 'Home (draft)' },
      { _id: 'about', _originalId: 'drafts.about', title: 'About (unpublished)' },
    ]);
  });

  it('returns every variant in the raw perspective and the first existing one in a release stack', async () => {
    const raw = await t.client.fetch<string[]>('*[_type == "page"]._id', {}, { perspective: 'raw' });
    expect(raw.sort()).toEqual(['drafts.about', 'drafts.home', 'home', 'versions.rSale.home']);
    const stacked = await t.client.fetch('*[_id == "home"][0].title', {}, { perspective: ['rSale', 'drafts'] });
    expect(stacked).toBe('Home (sale)');
  });

  it('answers a repeated query with fresh content after each commit', async () => {
    const title = '*[_id == "promo"][0].headline';
    expect(await t.anonymous.fetch(title)).toBe('Free delivery');
    await t.client.patch('promo').set({ headline: 'Free returns' }).commit();
    expect(await t.anonymous.fetch(title)).toBe('Free returns');
  });

  it('refuses the drafts perspective without a token', async () => {
    await expect(t.anonymous.fetch('*', {}, { perspective: 'drafts' })).rejects.toMatchObject({ statusCode: 401 });
  });

  it('answers a GROQ syntax error with 400 queryParseError', async () => {
    await expect(t.anonymous.fetch('*[_type == ')).rejects.toMatchObject({ statusCode: 400 });
    const response = await fetch(
      `${t.url}/v2025-02-19/data/query/production?query=${encodeURIComponent('*[_type == ')}`,
    );
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: { type: string } }).error.type).toBe('queryParseError');
  });

  it('accepts POST queries and defaults old API versions to the raw perspective', async () => {
    const post = await fetch(`${t.url}/v1/data/query/production`, {
      method: 'POST',
      headers: { authorization: `Bearer ${TEST_TOKEN}`, 'content-type': 'application/json' },
      body: JSON.stringify({ query: 'count(*[_type == $type])', params: { type: 'page' } }),
    });
    expect(((await post.json()) as { result: number }).result).toBe(4);
  });
});

describe('documents', () => {
  it('gets one or several documents by id, reporting missing ones as omitted', async () => {
    expect(await t.client.getDocument('drafts.home')).toMatchObject({ title: 'Home (draft)' });
    expect(await t.client.getDocument('missing')).toBeUndefined();
    const docs = await t.client.getDocuments(['home', 'missing', 'promo']);
    expect(docs.map((doc) => doc?._id ?? null)).toEqual(['home', null, 'promo']);
    const raw = await fetch(`${t.url}/v2025-02-19/data/doc/production/home,missing`, {
      headers: { authorization: `Bearer ${TEST_TOKEN}` },
    });
    expect(((await raw.json()) as { omitted: unknown }).omitted).toEqual([{ id: 'missing', reason: 'existence' }]);
  });

  it('needs a token to read documents by id or to mutate', async () => {
    expect((await fetch(`${t.url}/v2025-02-19/data/doc/production/home`)).status).toBe(401);
    await expect(t.anonymous.create({ _type: 'page' })).rejects.toMatchObject({ statusCode: 401 });
  });
});

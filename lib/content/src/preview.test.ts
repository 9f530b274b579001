// Draft mode reads: the perspective a read uses, and the preview client against the real local lake (drafts with the
// token, never without it), including the live event stream next-sanity's <SanityLive> subscribes to.
import { startLake, TEST_READ_TOKEN, TEST_TOKEN, type TestLake } from '@shop/content-lake/testing/lake';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContentClient, createPreviewClient } from './client.ts';
import { contentConfig } from './config.ts';
import { describePerspective, parsePerspective, readPerspective } from './preview.ts';

describe('read perspective', () => {
  it('is published for every visitor outside draft mode, whatever cookie they send', () => {
    expect(readPerspective(false)).toBe('published');
    expect(readPerspective(false, 'drafts')).toBe('published');
    expect(readPerspective(false, 'rSpring,drafts')).toBe('published');
  });

  it('is drafts in draft mode unless the Presentation tool chose another perspective', () => {
    expect(readPerspective(true)).toBe('drafts');
    expect(readPerspective(true, '')).toBe('drafts');
    expect(readPerspective(true, 'published')).toBe('published');
    expect(readPerspective(true, 'drafts')).toBe('drafts');
    expect(readPerspective(true, 'rSpring,drafts')).toEqual(['rSpring', 'drafts']);
    expect(readPerspective(true, ' rA , rB ')).toEqual(['rA', 'rB']);
  });

  it('refuses raw, malformed and oversized stacks (falls back to drafts)', () => {
    for (const value of ['raw', 'previewDrafts', 'drafts,published', 'rA,rA', 'rA', 'x y,drafts', '["drafts"]']) {
      expect(parsePerspective(value), value).toBeNull();
      expect(readPerspective(true, value), value).toBe('drafts');
    }
    const long = Array.from({ length: 11 }, (_, i) => `r${i}`).join(',');
    expect(readPerspective(true, long)).toBe('drafts');
  });

  it('describes the perspective for the editor', () => {
    expect(describePerspective('drafts')).toBe('drafts');
    expect(describePerspective('published')).toBe('published content');
    expect(describePerspective(['rSpring', 'drafts'])).toBe('release rSpring');
  });
});

describe('preview client on the local lake', () => {
  let lake: TestLake;
  const id = 'page.test.preview';

  beforeAll(async () => {
    lake = await startLake();
    await lake.client
      .transaction()
      .create({ _id: id, _type: 'page', brand: 'dal', route: '/preview-test', title: 'Published title' })
      .create({ _id: `drafts.${id}`, _type: 'page', brand: 'dal', route: '/preview-test', title: 'Draft title' })
      .commit();
  });
  afterAll(() => lake?.lake.close());

  const query = '*[_type == "page" && route == "/preview-test"][0]{_id, title}';

  it('reads the draft with the preview token and the published copy without it', async () => {
    const env = {
      CONTENT_LAKE_URL: lake.url,
      CONTENT_LAKE_TOKEN: TEST_TOKEN,
      CONTENT_LAKE_READ_TOKEN: TEST_READ_TOKEN,
    };
    const preview = createPreviewClient(contentConfig(env));
    const published = createContentClient(contentConfig(env));
    expect(await preview.fetch(query)).toEqual({ _id: id, title: 'Draft title' });
    expect(await preview.fetch(query, {}, { perspective: 'published' })).toEqual({ _id: id, title: 'Published title' });
    expect(await published.fetch(query)).toEqual({ _id: id, title: 'Published title' });
    // The published client never carries the preview token.
    expect(published.config().token).toBeUndefined();
  });

  it('reads the site as it will be in a release (the perspective cookie a release preview sets)', async () => {
    await lake.client.releases.create({ releaseId: 'rPreview', metadata: { title: 'Spring', releaseType: 'asap' } });
    await lake.client.createVersion({
      publishedId: id,
      releaseId: 'rPreview',
      document: {
        _id: `versions.rPreview.${id}`,
        _type: 'page',
        brand: 'dal',
        route: '/preview-test',
        title: 'In the release',
      },
    });
    const env = { CONTENT_LAKE_URL: lake.url, CONTENT_LAKE_READ_TOKEN: TEST_READ_TOKEN };
    const preview = createPreviewClient(contentConfig(env));
    const perspective = readPerspective(true, 'rPreview,drafts');
    expect(await preview.fetch(query, {}, { perspective })).toEqual({ _id: id, title: 'In the release' });
    // Not in the drafts preview, and never on the published site.
    expect(await preview.fetch(query)).toMatchObject({ title: expect.stringMatching(/^Draft title/) });
    expect(await createContentClient(contentConfig(env)).fetch(query)).toEqual({ _id: id, title: 'Published title' });
    await lake.client.releases.archive({ releaseId: 'rPreview' });
    expect(await preview.fetch(query, {}, { perspective })).toMatchObject({ title: expect.stringMatching(/^Draft/) });
  });

  it('cannot read drafts with a wrong token', async () => {
    const preview = createPreviewClient(
      contentConfig({ CONTENT_LAKE_URL: lake.url, CONTENT_LAKE_READ_TOKEN: 'wrong' }),
    );
    await expect(preview.fetch(query)).rejects.toMatchObject({ statusCode: 401 });
  });

  it("reads with the lake's read-only token, not the administrator one: it cannot change a draft", async () => {
    const preview = createPreviewClient(
      contentConfig({
        CONTENT_LAKE_URL: lake.url,
        CONTENT_LAKE_TOKEN: TEST_TOKEN,
        CONTENT_LAKE_READ_TOKEN: TEST_READ_TOKEN,
      }),
    );
    expect(preview.config().token).toBe(TEST_READ_TOKEN);
    await expect(preview.patch(`drafts.${id}`).set({ title: 'Changed by the site' }).commit()).rejects.toMatchObject({
      statusCode: 403,
    });
    expect(await preview.fetch(query)).toMatchObject({ title: expect.stringMatching(/^Draft title/) });
  });

  it('refuses to build a hosted preview client without a read token', () => {
    expect(() => createPreviewClient(contentConfig({ SANITY_PROJECT_ID: 'abc123' }))).toThrow(/read token/);
  });

  it('streams a live event for a draft edit to a client with the token (what <SanityLive includeDrafts> uses)', async () => {
    const preview = createPreviewClient(
      contentConfig({ CONTENT_LAKE_URL: lake.url, CONTENT_LAKE_READ_TOKEN: TEST_READ_TOKEN }),
    );
    const events: string[] = [];
    const message = new Promise<string[]>((resolve, reject) => {
      const subscription = preview.live.events({ includeDrafts: true }).subscribe({
        next: (event) => {
          events.push(event.type);
          if (event.type === 'welcome') {
            void lake.client.patch(`drafts.${id}`).set({ title: 'Draft title 2' }).commit();
          }
          if (event.type === 'message') {
            subscription.unsubscribe();
            resolve(event.tags);
          }
        },
        error: reject,
      });
    });
    const tags = await message;
    expect(events[0]).toBe('welcome');
    expect(tags.length).toBeGreaterThan(0);
    expect(tags.every((tag) => tag.startsWith('s1:'))).toBe(true);
  });
});

// Draft mode end to end in process: the enable route checks a Presentation-style secret in the local Content Lake,
// content reads switch to uncached drafts only in draft mode, and disable / live refuse what they should.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createLogger } from '@shop/content-lake/log';
import { createContentLake } from '@shop/content-lake/server';
import { createClient } from 'next-sanity';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';

const cacheEntries: { key: string[]; tags: string[] }[] = [];
vi.mock('next/cache', () => ({
  unstable_cache:
    <T>(fn: () => Promise<T>, key: string[], options: { tags: string[] }) =>
    () => {
      cacheEntries.push({ key, tags: options.tags });
      return fn();
    },
}));

// A stand-in for the request's draft-mode and cookie stores.
const state = vi.hoisted(() => ({
  draft: false,
  enable: 0,
  disable: 0,
  cookies: new Map<string, string>(),
  written: [] as { name: string; value?: string; partitioned?: boolean; expires?: Date }[],
}));
vi.mock('next/headers', () => ({
  draftMode: async () => ({
    get isEnabled() {
      return state.draft;
    },
    enable: () => {
      state.enable += 1;
      state.draft = true;
    },
    disable: () => {
      state.disable += 1;
      state.draft = false;
    },
  }),
  cookies: async () => ({
    get: (name: string) => (state.cookies.has(name) ? { name, value: state.cookies.get(name) } : undefined),
    has: (name: string) => state.cookies.has(name),
    set: (options: { name: string; value?: string } | string, value?: string) => {
      if (typeof options === 'string') state.cookies.set(options, value ?? '');
      else {
        state.cookies.set(options.name, options.value ?? '');
        state.written.push(options);
      }
    },
    delete: (options: { name: string } | string) =>
      state.cookies.delete(typeof options === 'string' ? options : options.name),
  }),
}));

const TOKEN = 'draft-mode-test-token-1234567890';
/** The lake's read-only token: all the site's draft-mode reads and the preview-secret check use it. */
const READ_TOKEN = 'draft-mode-test-read-token-0987654321';
const lake = createContentLake({
  port: 0,
  token: TOKEN,
  readToken: READ_TOKEN,
  datasetDir: path.join(mkdtempSync(path.join(tmpdir(), 'draft-mode-')), 'production'),
  seedDir: path.resolve(import.meta.dirname, '../../../../studio/seed'),
  webhookUrls: [],
  env: { NODE_ENV: 'test' },
  logger: createLogger({ write: () => {} }),
});
const lakeUrl = (await lake.listen()).url;
process.env.CONTENT_LAKE_URL = lakeUrl;
// The administrator token is in the environment too (the same .env serves the lake): the site must not use it.
process.env.CONTENT_LAKE_TOKEN = TOKEN;
process.env.CONTENT_LAKE_READ_TOKEN = READ_TOKEN;
delete process.env.SANITY_PROJECT_ID;
const admin = createClient({
  projectId: 'shoplocal',
  dataset: 'production',
  apiHost: lakeUrl,
  useProjectHostname: false,
  useCdn: false,
  apiVersion: '2025-02-19',
  token: TOKEN,
});

const enable = await import('./enable/route.ts');
const disable = await import('./disable/route.ts');
const live = await import('./live/route.ts');
const { getHomePage } = await import('@/lib/content/reads.ts');

const SECRET = 'e2e-secret-0123456789abcdef';
await admin.createOrReplace({
  _id: 'drafts.preview-secret-test',
  _type: 'sanity.previewUrlSecret',
  secret: SECRET,
  studioUrl: 'http://localhost:3333',
});
const published = await admin.getDocument('page.dal.home');
if (!published) throw new Error('seed has no dal home page');
await admin.createOrReplace({ ...published, _id: 'drafts.page.dal.home', title: 'Draft home title' });

const at = (pathAndQuery: string, headers: Record<string, string> = {}) =>
  new Request(`http://dal.localhost:3000${pathAndQuery}`, { headers: { host: 'dal.localhost:3000', ...headers } });

/** next/navigation's redirect() throws; its digest carries the location. */
async function redirectOf(promise: Promise<unknown>): Promise<string> {
  const error = await promise.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  const digest = String((error as { digest?: string } | null)?.digest ?? '');
  expect(digest.startsWith('NEXT_REDIRECT'), `expected a redirect, got ${String(error)}`).toBe(true);
  return digest.split(';')[2] ?? '';
}

beforeEach(() => {
  state.draft = false;
  state.enable = 0;
  state.disable = 0;
  state.cookies.clear();
  state.written.length = 0;
  cacheEntries.length = 0;
});
afterAll(() => lake.close());

describe('GET /api/draft-mode/enable', () => {
  it('switches draft mode on for a secret stored in the lake and opens the page with vse', async () => {
    const search = new URLSearchParams({
      'sanity-preview-secret': SECRET,
      'sanity-preview-pathname': '/help/delivery',
    });
    expect(await redirectOf(enable.GET(at(`/api/draft-mode/enable?${search}`)))).toBe('/help/delivery?vse=drafts');
    expect(state.enable).toBe(1);
  });

  it('refuses a wrong or missing secret with 401 and switches nothing on', async () => {
    for (const query of ['?sanity-preview-secret=nope', '', '?sanity-preview-secret=']) {
      const response = await enable.GET(at(`/api/draft-mode/enable${query}`));
      expect(response.status, query).toBe(401);
    }
    expect(state.enable).toBe(0);
    expect(state.draft).toBe(false);
  });
});

describe('content reads', () => {
  it('published: the cached, tagged published page', async () => {
    const page = await getHomePage('dal');
    expect(page?.title).not.toBe('Draft home title');
    expect(cacheEntries.length).toBeGreaterThan(0);
    expect(cacheEntries.flatMap((entry) => entry.tags)).toContain('cms:doc:page.dal.home');
  });

  it('draft mode: the draft, read with the token, never through the cache', async () => {
    state.draft = true;
    const page = await getHomePage('dal');
    expect(page?.title).toBe('Draft home title');
    expect(page?._id).toBe('page.dal.home');
    expect(cacheEntries).toEqual([]);
  });

  it('draft mode with the Presentation tool’s published perspective shows the published page, still uncached', async () => {
    state.draft = true;
    state.cookies.set('sanity-preview-perspective', 'published');
    expect((await getHomePage('dal'))?.title).not.toBe('Draft home title');
    expect(cacheEntries).toEqual([]);
  });

  it('a perspective cookie without draft mode changes nothing', async () => {
    state.cookies.set('sanity-preview-perspective', 'drafts');
    expect((await getHomePage('dal'))?.title).not.toBe('Draft home title');
  });
});

describe('GET /api/draft-mode/disable', () => {
  it('switches draft mode off, clears the perspective and returns to the page without vse', async () => {
    state.draft = true;
    state.cookies.set('sanity-preview-perspective', 'drafts');
    const response = await disable.GET(
      at('/api/draft-mode/disable?redirectTo=%2Fshop%2Fc%2Fdresses%3Fpage%3D2%26vse%3Ddrafts'),
    );
    expect(response.status).toBe(307);
    expect(response.headers.get('location')).toBe('/shop/c/dresses?page=2');
    expect(state.disable).toBe(1);
    expect(state.cookies.has('sanity-preview-perspective')).toBe(false);
  });

  it('inside the Presentation frame, expires the partitioned cookies the enable route set there', async () => {
    state.draft = true;
    for (const name of ['__prerender_bypass', 'sanity-preview-perspective', 'sanity-preview-partitioned'])
      state.cookies.set(name, 'x');
    const response = await disable.GET(at('/api/draft-mode/disable?redirectTo=%2F'));
    expect(response.status).toBe(307);
    expect(
      state.written.map(({ name, value, partitioned, expires }) => ({ name, value, partitioned, expires })),
    ).toEqual(
      ['__prerender_bypass', 'sanity-preview-perspective', 'sanity-preview-partitioned'].map((name) => ({
        name,
        value: '',
        partitioned: true,
        expires: new Date(0),
      })),
    );
  });

  it('only follows same-site paths; falls back to the referring page on this host, then home', async () => {
    for (const target of ['https://evil.example/', '//evil.example/x', '/api/draft-mode/enable']) {
      const response = await disable.GET(at(`/api/draft-mode/disable?redirectTo=${encodeURIComponent(target)}`));
      expect(response.headers.get('location'), target).toBe('/');
    }
    const back = await disable.GET(
      at('/api/draft-mode/disable', { referer: 'http://dal.localhost:3000/about?vse=drafts' }),
    );
    expect(back.headers.get('location')).toBe('/about');
    const foreign = await disable.GET(at('/api/draft-mode/disable', { referer: 'http://evil.example/about' }));
    expect(foreign.headers.get('location')).toBe('/');
  });
});

describe('next-sanity live events against the local lake', () => {
  it('the client <SanityLive> uses gets welcome, then a message with sync tags for a draft edit', async () => {
    const tags = await new Promise<string[]>((resolve, reject) => {
      const subscription = admin.live.events({ includeDrafts: true }).subscribe({
        next: (event) => {
          if (event.type === 'welcome') void admin.patch('drafts.page.dal.home').set({ title: 'Live check' }).commit();
          if (event.type === 'message') {
            subscription.unsubscribe();
            resolve(event.tags);
          }
        },
        error: reject,
      });
    });
    expect(tags.some((tag) => tag.startsWith('s1:'))).toBe(true);
  });
});

describe('GET /api/draft-mode/live', () => {
  it('is refused without draft mode', async () => {
    const response = await live.GET(at('/api/draft-mode/live'));
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ code: 'PREVIEW_REQUIRED' });
  });

  it('relays the lake’s live events, drafts included, in draft mode', async () => {
    state.draft = true;
    const abort = new AbortController();
    const response = await live.GET(
      new Request('http://dal.localhost:3000/api/draft-mode/live', { signal: abort.signal }),
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/event-stream');
    const reader = response.body?.getReader();
    if (!reader) throw new Error('no body');
    const decoder = new TextDecoder();
    let text = '';
    const readUntil = async (needle: string) => {
      while (!text.includes(needle)) {
        const { value, done } = await reader.read();
        if (done) throw new Error(`stream ended before ${needle}`);
        text += decoder.decode(value, { stream: true });
      }
    };
    await readUntil('event: welcome');
    await admin.patch('drafts.page.dal.home').set({ title: 'Draft home title 2' }).commit();
    await readUntil('event: message');
    expect(text).toMatch(/data: \{"tags":\["s1:/);
    abort.abort();
    await reader.cancel().catch(() => {});
  });
});

// The read token (CONTENT_LAKE_READ_TOKEN): the site's draft-mode reads see drafts and preview secrets like an
// editor would, and every way of changing something — mutations, actions, uploads, preferences — answers 403 and
// changes nothing, including writes the grants check alone would let through (a dry run, deleting a missing id).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Auth, VIEWER_ACCOUNT } from './auth.ts';
import { configFromEnv, DEFAULT_READ_TOKEN, DEFAULT_TOKEN } from './config.ts';
import { clientFor, pngBytes, startLake, TEST_TOKEN, type TestLake } from './testing/lake.ts';

const READ_TOKEN = 'read-token-for-the-site-preview-5678';
let t: TestLake;

beforeAll(async () => {
  t = await startLake({ readToken: READ_TOKEN });
  await t.client
    .transaction()
    .create({ _id: 'page.dal.home', _type: 'page', brand: 'dal', route: '/', title: 'Published home' })
    .create({ _id: 'drafts.page.dal.home', _type: 'page', brand: 'dal', route: '/', title: 'Draft home' })
    .create({ _id: 'drafts.secret-1', _type: 'sanity.previewUrlSecret', secret: 'abc', studioUrl: 'x' })
    .commit();
});
afterAll(async () => {
  await t?.lake.close();
});

async function call(path: string, token: string | null, init: RequestInit = {}): Promise<Response> {
  return fetch(`${t.url}/v2025-02-19${path}`, {
    ...init,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(init.headers as Record<string, string>) },
  });
}

const json = { 'content-type': 'application/json' };

describe('read token', () => {
  it('reads drafts, raw documents and preview secrets', async () => {
    const viewer = clientFor(t.url, READ_TOKEN);
    expect(await viewer.fetch('*[_id == "page.dal.home"][0].title', {}, { perspective: 'drafts' })).toBe('Draft home');
    expect(await viewer.fetch('count(*[_type == "sanity.previewUrlSecret"])', {}, { perspective: 'raw' })).toBe(1);
    expect((await viewer.getDocument('drafts.page.dal.home'))?.title).toBe('Draft home');
    // Without any token the draft stays hidden (the published perspective) or the read is refused.
    expect(await t.anonymous.fetch('*[_id == "page.dal.home"][0].title')).toBe('Published home');
    await expect(t.anonymous.fetch('*[0]', {}, { perspective: 'drafts' })).rejects.toMatchObject({ statusCode: 401 });
  });

  it('is the read-only viewer account, with a read grant and nothing else', async () => {
    const me = (await (await call('/users/me', READ_TOKEN)).json()) as { id: string; role: string };
    expect(me).toMatchObject({ id: 'local-viewer', role: 'viewer' });
    const acl = (await (await call('/projects/shoplocal/datasets/production/acl', READ_TOKEN)).json()) as {
      permissions: string[];
    }[];
    expect(acl.flatMap(({ permissions }) => permissions).sort()).toEqual(['history', 'read']);
  });

  it('answers 403 to every mutation, also a dry run and a delete of a missing document', async () => {
    const bodies = [
      { mutations: [{ create: { _id: 'page.dal.new', _type: 'page', title: 'New' } }] },
      { mutations: [{ patch: { id: 'drafts.page.dal.home', set: { title: 'Changed' } } }] },
      { mutations: [{ delete: { id: 'page.dal.missing' } }] },
      { mutations: [{ createOrReplace: { _id: 'drafts.secret-2', _type: 'sanity.previewUrlSecret', secret: 'x' } }] },
    ];
    for (const body of bodies) {
      for (const query of ['', '?dryRun=true']) {
        const response = await call(`/data/mutate/production${query}`, READ_TOKEN, {
          method: 'POST',
          headers: json,
          body: JSON.stringify(body),
        });
        expect(response.status, `${JSON.stringify(body)}${query}`).toBe(403);
        expect(await response.json()).toMatchObject({ error: { type: 'insufficientPermissionsError' } });
      }
    }
    // The service token may do what the read token may not (the refusals are about the token, not the request).
    const admin = await call('/data/mutate/production?dryRun=true', TEST_TOKEN, {
      method: 'POST',
      headers: json,
      body: JSON.stringify(bodies[0]),
    });
    expect(admin.status).toBe(200);
  });

  it('answers 403 to document actions, uploads and preference writes', async () => {
    const actions = await call('/data/actions/production', READ_TOKEN, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({
        actions: [
          {
            actionType: 'sanity.action.document.publish',
            draftId: 'drafts.page.dal.home',
            publishedId: 'page.dal.home',
          },
        ],
      }),
    });
    expect(actions.status).toBe(403);
    const upload = await call('/assets/images/production?filename=a.png', READ_TOKEN, {
      method: 'POST',
      headers: { 'content-type': 'image/png' },
      body: new Uint8Array(pngBytes(4, 3)),
    });
    expect(upload.status).toBe(403);
    const preferences = await call('/users/me/keyvalue', READ_TOKEN, {
      method: 'PUT',
      headers: json,
      body: JSON.stringify([{ key: 'studio.layout', value: 1 }]),
    });
    expect(preferences.status).toBe(403);
  });

  it('changed nothing: the draft, the published page and the asset list are as before', async () => {
    expect(
      await t.client.fetch('*[_id in path("**")]{_id, title} | order(_id asc)', {}, { perspective: 'raw' }),
    ).toEqual([
      { _id: 'drafts.page.dal.home', title: 'Draft home' },
      { _id: 'drafts.secret-1', title: null },
      { _id: 'page.dal.home', title: 'Published home' },
    ]);
  });

  it('is refused when wrong, and cannot be the service token too', async () => {
    expect((await call('/users/me', `${READ_TOKEN}x`)).status).toBe(401);
    expect(
      () => new Auth('same-token-for-both-0123456789', { dir: null, readToken: 'same-token-for-both-0123456789' }),
    ).toThrow(/must differ/);
    const auth = new Auth(TEST_TOKEN, { dir: null, readToken: READ_TOKEN });
    expect(auth.accountForToken(READ_TOKEN)).toBe(VIEWER_ACCOUNT);
    expect(auth.accountForToken(TEST_TOKEN)?.user.role).toBe('administrator');
    auth.close();
  });

  it('defaults to a local development value distinct from the service token', () => {
    expect(configFromEnv({}).readToken).toBe(DEFAULT_READ_TOKEN);
    expect(DEFAULT_READ_TOKEN).not.toBe(DEFAULT_TOKEN);
    expect(configFromEnv({ CONTENT_LAKE_READ_TOKEN: ' custom-read ' }).readToken).toBe('custom-read');
    // A lake given its own administrator token refuses to keep the publicly known viewer token.
    expect(() => configFromEnv({ CONTENT_LAKE_TOKEN: 'a-real-admin-token' })).toThrow(/CONTENT_LAKE_READ_TOKEN/);
    expect(
      configFromEnv({ CONTENT_LAKE_TOKEN: 'a-real-admin-token', CONTENT_LAKE_READ_TOKEN: 'a-real-read-token' })
        .readToken,
    ).toBe('a-real-read-token');
  });
});

// The endpoints the unmodified Sanity Studio calls besides queries: local login, current user, project, grants,
// key-value preferences, document actions (with their status codes), history and references.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clientFor, startLake, TEST_TOKEN, type TestLake } from './testing/lake.ts';

let t: TestLake;
const STUDIO = 'http://localhost:3333';

beforeEach(async () => {
  t = await startLake({ corsOrigins: [STUDIO] });
  await t.client
    .transaction()
    .create({ _id: 'page.dal.home', _type: 'page', brand: 'dal', title: 'Home', route: '/' })
    .create({ _id: 'bannerTerms.dal.sale', _type: 'bannerTerms', brand: 'dal', name: 'sale', title: 'Sale' })
    .create({ _id: 'brandSettings.dal', _type: 'brandSettings', brand: 'dal', description: 'Dalby' })
    .commit();
});

afterEach(async () => {
  await t.lake.close();
});

const api = (path: string) => `${t.url}/v2025-02-19${path}`;

async function call(path: string, token: string | null, init: RequestInit = {}): Promise<Response> {
  return fetch(api(path), {
    ...init,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(init.headers as Record<string, string>) },
  });
}

/** Logs in through the provider page the way the Studio's login flow does; returns the bearer token. */
async function login(accountId: string): Promise<string> {
  const page = await fetch(`${t.url}/auth/login?origin=${encodeURIComponent(`${STUDIO}/structure`)}&withSid=true`);
  expect(page.status).toBe(200);
  const html = await page.text();
  expect(html).toContain(`value="${accountId}"`);
  const submitted = await fetch(`${t.url}/auth/login`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ origin: `${STUDIO}/structure`, account: accountId }),
  });
  expect(submitted.status).toBe(303);
  const location = new URL(submitted.headers.get('location') ?? '');
  expect(location.origin + location.pathname).toBe(`${STUDIO}/structure`);
  const sid = /^#sid=(.{20,})$/.exec(location.hash)?.[1];
  expect(sid).toBeTruthy();
  const fetched = await fetch(api(`/auth/fetch?sid=${sid}`));
  expect(fetched.status).toBe(200);
  const { token } = (await fetched.json()) as { token: string };
  // A session id works once.
  expect((await fetch(api(`/auth/fetch?sid=${sid}`))).status).toBe(401);
  return token;
}

describe('local login', () => {
  it('lists the three accounts, refuses foreign return origins and exchanges the sid once for a token', async () => {
    const page = await (await fetch(`${t.url}/auth/login?origin=${encodeURIComponent(STUDIO)}`)).text();
    for (const id of ['local-editor', 'local-merchandiser', 'local-marketer']) expect(page).toContain(id);
    const evil = await fetch(`${t.url}/auth/login?origin=${encodeURIComponent('https://evil.example')}`);
    expect(evil.status).toBe(403);
    const unknown = await fetch(`${t.url}/auth/login`, {
      method: 'POST',
      redirect: 'manual',
      body: new URLSearchParams({ origin: STUDIO, account: 'nobody' }),
    });
    expect(unknown.status).toBe(400);

    const token = await login('local-marketer');
    const me = await call('/users/me', token);
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({
      id: 'local-marketer',
      role: 'marketer',
      roles: [{ name: 'marketer', title: 'Marketer' }],
    });
    const id = (await (await call('/auth/id', token)).json()) as { id: string; expiry: string };
    expect(id.id).toBe('local-marketer');
    // The session ends after 12 hours unused (the default idle limit), and says so.
    const hoursLeft = (Date.parse(id.expiry) - Date.now()) / 3_600_000;
    expect(hoursLeft).toBeGreaterThan(11.9);
    expect(hoursLeft).toBeLessThanOrEqual(12);

    expect((await call('/auth/logout', token, { method: 'POST' })).status).toBe(200);
    expect((await call('/users/me', token)).status).toBe(401);
  });

  it('answers /users/me with 401 without a session and as the service account with the token', async () => {
    expect((await call('/users/me', null)).status).toBe(401);
    expect(await (await call('/users/me', TEST_TOKEN)).json()).toMatchObject({ role: 'administrator' });
  });

  it('keeps sessions across a restart', async () => {
    const token = await login('local-editor');
    await t.lake.close();
    t = await startLake({ corsOrigins: [STUDIO], datasetDir: t.datasetDir });
    expect(await (await call('/users/me', token)).json()).toMatchObject({ id: 'local-editor' });
  });

  it('answers HEAD on the login page like GET, without a body', async () => {
    const head = await fetch(`${t.url}/auth/login?origin=${encodeURIComponent(STUDIO)}`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(head.headers.get('cache-control')).toBe('no-store');
    expect(await head.text()).toBe('');
    const evil = await fetch(`${t.url}/auth/login?origin=${encodeURIComponent('https://evil.example')}`, {
      method: 'HEAD',
    });
    expect(evil.status).toBe(403);
  });

  it('answers 401 once a session has been idle too long, like an unknown token', async () => {
    await t.lake.close();
    t = await startLake({ corsOrigins: [STUDIO], datasetDir: t.datasetDir, sessionIdleMs: 60 * 60 * 1000 });
    const token = await login('local-editor');
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + 59 * 60 * 1000);
      expect((await call('/users/me', token)).status).toBe(200);
      vi.setSystemTime(Date.now() + 59 * 60 * 1000);
      expect((await call('/auth/id', token)).status).toBe(200);
      vi.setSystemTime(Date.now() + 61 * 60 * 1000);
      expect((await call('/users/me', token)).status).toBe(401);
      expect((await call('/projects/shoplocal', token)).status).toBe(401);
      expect((await call('/users/me', TEST_TOKEN)).status).toBe(200);
    } finally {
      vi.useRealTimers();
    }
  });

  it('keeps editors of a plain-token sessions.json logged in, and starts despite a corrupt one', async () => {
    await t.lake.close();
    const file = path.join(t.datasetDir, 'sessions.json');
    const legacy = 'lake_plain-token-written-by-the-first-format';
    writeFileSync(
      file,
      JSON.stringify({
        [legacy]: { accountId: 'local-editor', createdAt: new Date(Date.now() - 3_600_000).toISOString() },
      }),
    );
    t = await startLake({ corsOrigins: [STUDIO], datasetDir: t.datasetDir });
    expect(await (await call('/users/me', legacy)).json()).toMatchObject({ id: 'local-editor' });
    expect(readFileSync(file, 'utf8')).toContain(createHash('sha256').update(legacy).digest('hex'));
    expect(readFileSync(file, 'utf8')).not.toContain(legacy);

    await t.lake.close();
    writeFileSync(file, '{"truncated":');
    t = await startLake({ corsOrigins: [STUDIO], datasetDir: t.datasetDir });
    expect(t.logLines.some((line) => line.includes('"level":"warn"') && line.includes('sessions.json'))).toBe(true);
    expect(readdirSync(t.datasetDir).some((name) => name.startsWith('sessions.json.corrupt-'))).toBe(true);
    expect((await call('/users/me', legacy)).status).toBe(401);
    expect(await (await call('/users/me', await login('local-marketer'))).json()).toMatchObject({
      id: 'local-marketer',
    });
  });
});

describe('project, grants and preferences', () => {
  it('describes the project, the dataset and features', async () => {
    const token = await login('local-editor');
    expect(await (await call('/projects/shoplocal', token)).json()).toMatchObject({
      id: 'shoplocal',
      isBlocked: false,
      members: expect.arrayContaining([expect.objectContaining({ id: 'local-marketer' })]),
    });
    expect(await (await call('/projects/shoplocal/datasets', token)).json()).toEqual([
      expect.objectContaining({ name: 'production' }),
    ]);
    // Content releases are implemented (lib/content-lake/src/releases.ts), so the Studio offers them, not an upsell.
    expect(await (await call('/features', token)).json()).toEqual(['contentReleases']);
    expect(await (await call('/projects/shoplocal/features', token)).json()).toEqual(['contentReleases']);
    // The releases tool reads the retention of published releases from the plan: none here.
    expect(await (await call('/subscriptions/project/shoplocal', token)).json()).toMatchObject({
      projectId: 'shoplocal',
      plan: { name: 'Local' },
      featureTypes: { retention: { features: [{ attributes: { maxRetentionDays: null } }] } },
    });
    expect((await call('/subscriptions/project/shoplocal', null)).status).toBe(401);
    expect((await call('/subscriptions/project/otherproject', token)).status).toBe(404);
    expect(await (await call('/projects/shoplocal/new-content-release-allowed', token)).json()).toEqual({
      data: { datasetReleaseLimit: 100, orgActiveReleaseLimit: null, orgMeteredActiveReleaseCount: 0 },
    });
    expect((await call('/projects/shoplocal', null)).status).toBe(401);
    expect((await call('/projects/otherproject', token)).status).toBe(404);
  });

  it('gives each role its own ACL: the marketer writes banners, not brand settings or pages', async () => {
    const acl = async (account: string) =>
      (await (await call('/projects/shoplocal/datasets/production/acl', await login(account))).json()) as Array<{
        filter: string;
        permissions: string[];
      }>;
    expect(await acl('local-editor')).toEqual([
      { filter: '_id in path("**")', permissions: ['read', 'create', 'update', 'history', 'editHistory'] },
    ]);
    const marketer = await acl('local-marketer');
    expect(marketer).toContainEqual({ filter: '_id in path("**")', permissions: ['read', 'history'] });
    expect(marketer.find((grant) => grant.permissions.includes('update'))?.filter).toContain('"bannerTerms"');
  });

  it('stores key-value preferences per user', async () => {
    const editor = await login('local-editor');
    const marketer = await login('local-marketer');
    const put = await call('/users/me/keyvalue', editor, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify([{ key: 'studio.layout', value: { width: 3 } }]),
    });
    expect(put.status).toBe(200);
    expect(await (await call('/users/me/keyvalue/studio.layout,studio.other', editor)).json()).toEqual([
      { key: 'studio.layout', value: { width: 3 } },
      { key: 'studio.other', value: null },
    ]);
    expect(await (await call('/users/me/keyvalue/studio.layout', marketer)).json()).toEqual([
      { key: 'studio.layout', value: null },
    ]);
    const bad = await call('/users/me/keyvalue', editor, { method: 'PUT', body: JSON.stringify([{ value: 1 }]) });
    expect(bad.status).toBe(400);
  });
});

async function act(token: string, actions: unknown[]): Promise<Response> {
  return call('/data/actions/production', token, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ actions }),
  });
}

const edit = (title: string) => ({
  actionType: 'sanity.action.document.edit',
  draftId: 'drafts.page.dal.home',
  publishedId: 'page.dal.home',
  patch: { set: { title } },
});

describe('document actions', () => {
  it('edits into a draft made from the published document, then publishes it', async () => {
    const token = await login('local-editor');
    expect((await act(token, [edit('Home, edited')])).status).toBe(200);
    const draft = await t.client.getDocument('drafts.page.dal.home');
    expect(draft).toMatchObject({ title: 'Home, edited', route: '/', brand: 'dal' });
    expect((await t.client.getDocument('page.dal.home'))?.title).toBe('Home');

    const published = await t.client.getDocument('page.dal.home');
    const stale = await act(token, [
      {
        actionType: 'sanity.action.document.publish',
        draftId: 'drafts.page.dal.home',
        publishedId: 'page.dal.home',
        ifPublishedRevisionId: 'not-the-revision',
      },
    ]);
    expect(stale.status).toBe(409);
    const response = await act(token, [
      {
        actionType: 'sanity.action.document.publish',
        draftId: 'drafts.page.dal.home',
        publishedId: 'page.dal.home',
        ifPublishedRevisionId: published?._rev,
      },
    ]);
    expect(response.status).toBe(200);
    const { transactionId } = (await response.json()) as { transactionId: string };
    const after = await t.client.getDocument('page.dal.home');
    expect(after).toMatchObject({ title: 'Home, edited', _rev: transactionId, _createdAt: published?._createdAt });
    expect(await t.client.getDocument('drafts.page.dal.home')).toBeUndefined();
    // Nothing left to publish: a conflict, which makes the Studio drop the pending action.
    const again = await act(token, [
      { actionType: 'sanity.action.document.publish', draftId: 'drafts.page.dal.home', publishedId: 'page.dal.home' },
    ]);
    expect(again.status).toBe(409);
  });

  it('creates, unpublishes, discards, replaces and deletes', async () => {
    const token = await login('local-editor');
    const create = {
      actionType: 'sanity.action.document.create',
      publishedId: 'page.dal.new',
      attributes: { _id: 'drafts.page.dal.new', _type: 'page', brand: 'dal', title: 'New' },
      ifExists: 'fail',
    };
    expect((await act(token, [create])).status).toBe(200);
    expect((await act(token, [create])).status).toBe(409);
    expect((await act(token, [{ ...create, ifExists: 'ignore' }])).status).toBe(200);

    const replaced = await act(token, [
      {
        actionType: 'sanity.action.document.replaceDraft',
        publishedId: 'page.dal.new',
        attributes: { _id: 'drafts.page.dal.new', _type: 'page', brand: 'dal', title: 'Replaced' },
      },
    ]);
    expect(replaced.status).toBe(200);
    expect((await t.client.getDocument('drafts.page.dal.new'))?.title).toBe('Replaced');

    const discard = { actionType: 'sanity.action.document.version.discard', versionId: 'drafts.page.dal.new' };
    expect((await act(token, [discard])).status).toBe(200);
    expect(await t.client.getDocument('drafts.page.dal.new')).toBeUndefined();
    expect((await act(token, [discard])).status).toBe(409);

    const unpublish = await act(token, [
      { actionType: 'sanity.action.document.unpublish', draftId: 'drafts.page.dal.home', publishedId: 'page.dal.home' },
    ]);
    expect(unpublish.status).toBe(200);
    expect(await t.client.getDocument('page.dal.home')).toBeUndefined();
    expect((await t.client.getDocument('drafts.page.dal.home'))?.title).toBe('Home');

    const remove = await act(token, [
      {
        actionType: 'sanity.action.document.delete',
        publishedId: 'page.dal.home',
        includeDrafts: ['drafts.page.dal.home'],
      },
    ]);
    expect(remove.status).toBe(200);
    expect(await t.client.getDocument('drafts.page.dal.home')).toBeUndefined();
  });

  it('runs all actions of a request in one transaction or none', async () => {
    const token = await login('local-editor');
    const before = t.lake.store.version;
    const response = await act(token, [
      edit('Half done'),
      { actionType: 'sanity.action.document.publish', draftId: 'drafts.nothing', publishedId: 'nothing' },
    ]);
    expect(response.status).toBe(409);
    expect(t.lake.store.version).toBe(before);
    expect(await t.client.getDocument('drafts.page.dal.home')).toBeUndefined();
  });

  it('plans each action on the result of the previous ones: edit then publish publishes the edit', async () => {
    const token = await login('local-editor');
    const published = await t.client.getDocument('page.dal.home');
    const publish = {
      actionType: 'sanity.action.document.publish',
      draftId: 'drafts.page.dal.home',
      publishedId: 'page.dal.home',
    };
    // The draft does not exist yet: edit makes it from the published document, publish must see the patched draft.
    expect((await act(token, [edit('Edited and published'), publish])).status).toBe(200);
    expect((await t.client.getDocument('page.dal.home'))?.title).toBe('Edited and published');
    expect(await t.client.getDocument('drafts.page.dal.home')).toBeUndefined();
    expect((await t.client.getDocument('page.dal.home'))?._createdAt).toBe(published?._createdAt);

    // With an existing draft, ifDraftRevisionId is the revision the client read, not a placeholder.
    expect((await act(token, [edit('Draft one')])).status).toBe(200);
    const draft = await t.client.getDocument('drafts.page.dal.home');
    const checked = await act(token, [edit('Draft two'), { ...publish, ifDraftRevisionId: draft?._rev }]);
    expect(checked.status).toBe(200);
    expect((await t.client.getDocument('page.dal.home'))?.title).toBe('Draft two');

    // The other order: publish first, then edit makes a new draft from the just-published document.
    expect((await act(token, [edit('Draft three')])).status).toBe(200);
    expect((await act(token, [publish, edit('After publish')])).status).toBe(200);
    expect((await t.client.getDocument('page.dal.home'))?.title).toBe('Draft three');
    expect(await t.client.getDocument('drafts.page.dal.home')).toMatchObject({
      title: 'After publish',
      route: '/',
      brand: 'dal',
    });
  });

  it('refuses draft ids that are not a draft or version of the published id with 400, changing nothing', async () => {
    const token = await login('local-editor');
    const before = t.lake.store.version;
    const mismatched = [
      { ...edit('Wrong pair'), draftId: 'drafts.brandSettings.dal' },
      { ...edit('Published as draft'), draftId: 'page.dal.home' },
      { actionType: 'sanity.action.document.publish', draftId: 'bannerTerms.dal.sale', publishedId: 'page.dal.home' },
      {
        actionType: 'sanity.action.document.publish',
        draftId: 'drafts.bannerTerms.dal.sale',
        publishedId: 'page.dal.home',
      },
      { actionType: 'sanity.action.document.unpublish', draftId: 'drafts.other', publishedId: 'page.dal.home' },
      {
        actionType: 'sanity.action.document.replaceDraft',
        attributes: { _id: 'brandSettings.dal', _type: 'brandSettings', brand: 'dal', description: 'Replaced' },
      },
      {
        actionType: 'sanity.action.document.replaceDraft',
        publishedId: 'page.dal.home',
        attributes: { _id: 'drafts.brandSettings.dal', _type: 'brandSettings', brand: 'dal' },
      },
    ];
    for (const action of mismatched) expect((await act(token, [action])).status, JSON.stringify(action)).toBe(400);
    expect(t.lake.store.version).toBe(before);
    expect((await t.client.getDocument('brandSettings.dal'))?.description).toBe('Dalby');
    // A version of the document is a valid target.
    const version = { ...edit('In a release'), draftId: 'versions.r1.page.dal.home' };
    expect((await act(token, [version])).status).toBe(200);
    expect((await t.client.getDocument('versions.r1.page.dal.home'))?.title).toBe('In a release');
  });

  it('refuses malformed and unknown actions with 400', async () => {
    const token = await login('local-editor');
    expect((await act(token, [])).status).toBe(400);
    expect((await act(token, [{ actionType: 'sanity.action.document.teleport' }])).status).toBe(400);
    expect((await act(token, [{ actionType: 'sanity.action.document.edit', publishedId: 'x' }])).status).toBe(400);
    expect((await call('/data/actions/production', null, { method: 'POST', body: '{}' })).status).toBe(401);
  });

  it('enforces each role’s grants: a marketer edits banners but not brand settings', async () => {
    const marketer = await login('local-marketer');
    const banner = await act(marketer, [
      {
        actionType: 'sanity.action.document.edit',
        draftId: 'drafts.bannerTerms.dal.sale',
        publishedId: 'bannerTerms.dal.sale',
        patch: { set: { title: 'Bigger sale' } },
      },
    ]);
    expect(banner.status).toBe(200);
    const settings = await act(marketer, [
      {
        actionType: 'sanity.action.document.edit',
        draftId: 'drafts.brandSettings.dal',
        publishedId: 'brandSettings.dal',
        patch: { set: { description: 'Hijacked' } },
      },
    ]);
    expect(settings.status).toBe(403);
    expect(await t.client.getDocument('drafts.brandSettings.dal')).toBeUndefined();
    // Mutations are held to the same grants.
    const mutate = await clientFor(t.url, marketer)
      .patch('page.dal.home')
      .set({ title: 'Nope' })
      .commit()
      .catch((error: { statusCode: number }) => error.statusCode);
    expect(mutate).toBe(403);
    const merchandiser = await login('local-merchandiser');
    expect((await act(merchandiser, [edit('Merchandised')])).status).toBe(200);
  });
});

describe('history and references', () => {
  it('returns a document as of a revision, its transactions and the documents referencing it', async () => {
    const first = await t.client.getDocument('page.dal.home');
    await t.client.patch('page.dal.home').set({ title: 'Second' }).commit();
    await t.client.create({ _id: 'promo', _type: 'promo', page: { _type: 'reference', _ref: 'page.dal.home' } });

    const old = await call(`/data/history/production/documents/page.dal.home?revision=${first?._rev}`, TEST_TOKEN);
    expect(((await old.json()) as { documents: { title: string }[] }).documents[0]?.title).toBe('Home');
    const missing = await call('/data/history/production/documents/page.dal.home?revision=nope', TEST_TOKEN);
    expect(missing.status).toBe(404);

    const transactions = await call('/data/history/production/transactions/page.dal.home', TEST_TOKEN);
    const lines = (await transactions.text())
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line));
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatchObject({ documentIDs: ['page.dal.home'] });

    const events = await call('/data/history/production/events/documents/page.dal.home', TEST_TOKEN);
    expect(await events.json()).toEqual({ events: { 'page.dal.home': [] }, nextCursor: '' });

    const references = await call('/data/references/production/documents/page.dal.home/to', TEST_TOKEN);
    expect(await references.json()).toEqual({ totalCount: 1, references: [{ documentId: 'promo', type: 'promo' }] });
  });
});

describe('presence socket (bifur)', () => {
  interface Rpc {
    id?: number;
    result?: unknown;
    error?: { code: number };
    method?: string;
    params?: { result: unknown };
  }
  async function open(token: string) {
    const socket = new WebSocket(`${t.url.replace('http', 'ws')}/v2022-06-30/socket/production`);
    const messages: Rpc[] = [];
    socket.addEventListener('message', (event) => {
      if (event.data !== '♥') messages.push(JSON.parse(String(event.data)));
    });
    await new Promise((resolve, reject) => {
      socket.addEventListener('open', resolve);
      socket.addEventListener('error', reject);
    });
    let nextId = 0;
    const call = async (method: string, params: unknown): Promise<Rpc> => {
      nextId += 1;
      const id = nextId;
      socket.send(JSON.stringify({ jsonrpc: '2.0', id, method, params }));
      await expect.poll(() => messages.some((message) => message.id === id)).toBe(true);
      return messages.find((message) => message.id === id) as Rpc;
    };
    expect((await call('authorization', { authorization: `Bearer ${token}` })).result).toBe(true);
    return { socket, messages, call };
  }

  it('relays presence between windows and refuses unauthorised sockets', async () => {
    const a = await open(await login('local-editor'));
    const b = await open(await login('local-marketer'));
    const subscription = (await b.call('presence_subscribe', {})).result;
    await a.call('presence_announce', {
      data: { sessionId: 'session-a', locations: [{ documentId: 'page.dal.home' }] },
    });
    await expect
      .poll(() => b.messages.find((message) => message.method === 'presence_subscription')?.params)
      .toEqual({
        subscription,
        result: {
          type: 'state',
          i: 'local-editor',
          m: { sessionId: 'session-a', locations: [{ documentId: 'page.dal.home' }] },
        },
      });
    a.socket.close();
    await expect
      .poll(() => b.messages.some((message) => (message.params?.result as { type?: string })?.type === 'disconnect'))
      .toBe(true);
    b.socket.close();

    const stranger = new WebSocket(`${t.url.replace('http', 'ws')}/v2022-06-30/socket/production`);
    const answers: Rpc[] = [];
    stranger.addEventListener('message', (event) => answers.push(JSON.parse(String(event.data))));
    await new Promise((resolve) => stranger.addEventListener('open', resolve));
    stranger.send(JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'presence_subscribe', params: {} }));
    await expect.poll(() => answers[0]?.error?.code).toBe(401);
    stranger.close();
  });
});

describe('ping', () => {
  it('answers PONG to the Studio without opening its timings to other origins (no HTTP/1.1 notice)', async () => {
    for (const path of ['/ping?tag=sanity.studio.protocol-check', '/data/ping/production']) {
      const response = await call(path, null, { headers: { origin: STUDIO } });
      expect(response.status).toBe(200);
      expect(await response.text()).toBe('PONG');
      expect(response.headers.get('access-control-allow-origin')).toBe(STUDIO);
      expect(response.headers.get('timing-allow-origin'), path).toBeNull();
    }
  });
});

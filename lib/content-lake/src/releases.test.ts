// Content releases through the real @sanity/client (its `releases.*`, `createVersion`, `unpublishVersion` and
// `action` calls send the hosted API's request shapes) against an in-process lake, plus raw HTTP for bad input.
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { syncTagFor } from './sync-tags.ts';
import { loginAs, startLake, TEST_TOKEN, type TestLake } from './testing/lake.ts';

const lakes: TestLake[] = [];
async function lake(options: Parameters<typeof startLake>[0] = {}): Promise<TestLake> {
  const t = await startLake(options);
  lakes.push(t);
  return t;
}
afterEach(async () => {
  await Promise.all(lakes.splice(0).map((t) => t.lake.close()));
});

interface ActionAnswer {
  status: number;
  body: { transactionId?: string; error?: { type: string; description: string } };
}

async function act(t: TestLake, actions: unknown, token = TEST_TOKEN): Promise<ActionAnswer> {
  const response = await fetch(`${t.url}/v2025-02-19/data/actions/production`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ actions }),
  });
  return { status: response.status, body: (await response.json()) as ActionAnswer['body'] };
}

/** Every document, raw: "nothing changed" compares two of these. */
async function everything(t: TestLake): Promise<unknown> {
  return t.client.fetch('*|order(_id asc)', {}, { perspective: 'raw' });
}

const HOME = { _id: 'home', _type: 'page', route: '/', brand: 'dal', title: 'Home', banner: 'Winter sale' };
const DELIVERY = { _id: 'delivery', _type: 'page', route: '/delivery', brand: 'dal', title: 'Delivery' };

async function springRelease(t: TestLake): Promise<void> {
  await t.client.createOrReplace(HOME);
  await t.client.createOrReplace(DELIVERY);
  await t.client.releases.create({
    releaseId: 'rSpring',
    metadata: { title: 'Spring promotion', releaseType: 'scheduled', intendedPublishAt: '2030-03-01T09:00:00.000Z' },
  });
  await t.client.createVersion({
    publishedId: 'home',
    releaseId: 'rSpring',
    document: { ...HOME, _id: 'versions.rSpring.home', banner: 'Spring: free delivery' },
  });
  await t.client.createVersion({ publishedId: 'delivery', baseId: 'delivery', releaseId: 'rSpring' });
  await t.client.action({
    actionType: 'sanity.action.document.edit',
    draftId: 'versions.rSpring.delivery',
    publishedId: 'delivery',
    patch: { set: { promotion: 'Free delivery over £50', threshold: 5000 } },
  });
}

describe('release documents and actions', () => {
  it('creates a release as _.releases.<name>, listed by releases::all() and the Studio query', async () => {
    const t = await lake();
    await springRelease(t);
    const release = await t.client.releases.get({ releaseId: 'rSpring' });
    expect(release).toMatchObject({
      _id: '_.releases.rSpring',
      _type: 'system.release',
      name: 'rSpring',
      state: 'active',
      metadata: { title: 'Spring promotion', releaseType: 'scheduled', intendedPublishAt: '2030-03-01T09:00:00.000Z' },
    });
    expect(release?._rev).toBeTruthy();
    expect(await t.client.fetch('releases::all()[].name')).toEqual(['rSpring']);
    // Release metadata is for members: a reader without a token (the public site) sees none of it.
    expect(await t.anonymous.fetch('releases::all()')).toEqual([]);
    expect(await t.anonymous.fetch('*[_id in path("_.**")]')).toEqual([]);
    const studio = await t.client.fetch(
      '*[_type=="system.release" && _id in path("_.releases.*")]{_id, state, metadata}',
    );
    expect(studio).toEqual([{ _id: '_.releases.rSpring', state: 'active', metadata: release?.metadata }]);
    const { result: documents } = await t.client
      .withConfig({ perspective: 'raw' })
      .releases.fetchDocuments({ releaseId: 'rSpring' });
    expect(documents.map((doc) => doc._id).sort()).toEqual(['versions.rSpring.delivery', 'versions.rSpring.home']);
  });

  it('refuses bad create input with 400 and a duplicate with 409, changing nothing', async () => {
    const t = await lake();
    await springRelease(t);
    const before = await everything(t);
    const create = (releaseId: unknown, metadata: unknown) =>
      act(t, { actionType: 'sanity.action.release.create', releaseId, metadata });
    expect((await create('bad id!', { releaseType: 'asap' })).status).toBe(400);
    expect((await create('drafts', { releaseType: 'asap' })).status).toBe(400);
    expect((await create(undefined, { releaseType: 'asap' })).status).toBe(400);
    expect((await create('rNew', { releaseType: 'soon' })).status).toBe(400);
    expect((await create('rNew', { releaseType: 'scheduled', intendedPublishAt: 'tomorrow' })).status).toBe(400);
    expect((await create('rNew', 'not an object')).status).toBe(400);
    const duplicate = await create('rSpring', { releaseType: 'asap' });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.error?.description).toContain('already exists');
    expect(await everything(t)).toEqual(before);
  });

  it('keeps at most 100 releases open (the limit the Studio is told), counting the ones of the same request', async () => {
    const t = await lake();
    const creates = (from: number, count: number) =>
      Array.from({ length: count }, (_, n) => ({
        actionType: 'sanity.action.release.create',
        releaseId: `r${from + n}`,
        metadata: { releaseType: 'undecided' },
      }));
    expect((await act(t, creates(0, 101))).status).toBe(409);
    expect(await t.client.fetch('count(releases::all())')).toBe(0);
    expect((await act(t, creates(0, 100))).status).toBe(200);
    const full = await act(t, creates(100, 1));
    expect(full.status).toBe(409);
    expect(full.body.error?.description).toContain('At most 100 releases');
    await t.client.releases.archive({ releaseId: 'r0' });
    expect((await act(t, creates(100, 1))).status).toBe(200);
  });

  it('edits metadata only, and only while the release is open', async () => {
    const t = await lake();
    await springRelease(t);
    await t.client.releases.edit({
      releaseId: 'rSpring',
      patch: { set: { 'metadata.title': 'Spring launch' }, unset: ['metadata.intendedPublishAt'] },
    });
    const release = await t.client.releases.get({ releaseId: 'rSpring' });
    expect(release?.metadata).toEqual({ title: 'Spring launch', releaseType: 'scheduled' });
    const before = await everything(t);
    const edit = (patch: unknown, releaseId = 'rSpring') =>
      act(t, { actionType: 'sanity.action.release.edit', releaseId, patch });
    expect((await edit({ set: { state: 'published' } })).status).toBe(400);
    expect((await edit({ unset: ['metadata.releaseType'] })).status).toBe(400);
    expect((await edit({ inc: { 'metadata.n': 1 } })).status).toBe(400);
    expect((await edit(undefined)).status).toBe(400);
    expect((await edit({ set: { 'metadata.title': 'x' } }, 'rMissing')).status).toBe(404);
    expect(await everything(t)).toEqual(before);
  });

  it('keeps versions out of the published and drafts perspectives and shows them in the release perspective', async () => {
    const t = await lake();
    await springRelease(t);
    const query = '*[_type == "page"]|order(_id asc){_id, _originalId, banner, promotion}';
    expect(await t.anonymous.fetch(query)).toEqual([
      { _id: 'delivery', _originalId: null, banner: null, promotion: null },
      { _id: 'home', _originalId: null, banner: 'Winter sale', promotion: null },
    ]);
    expect(await t.client.fetch(query, {}, { perspective: 'drafts' })).toEqual(
      expect.arrayContaining([expect.objectContaining({ _id: 'home', banner: 'Winter sale' })]),
    );
    const inRelease = [
      { _id: 'delivery', _originalId: 'versions.rSpring.delivery', banner: null, promotion: 'Free delivery over £50' },
      { _id: 'home', _originalId: 'versions.rSpring.home', banner: 'Spring: free delivery', promotion: null },
    ];
    expect(await t.client.fetch(query, {}, { perspective: ['rSpring'] })).toEqual(inRelease);
    expect(await t.client.fetch(query, {}, { perspective: ['rSpring', 'drafts'] })).toEqual(inRelease);
    // Release perspectives are private, like drafts.
    await expect(t.anonymous.fetch(query, {}, { perspective: ['rSpring'] })).rejects.toMatchObject({ statusCode: 401 });
  });

  it('version.create refuses a missing release (404), an existing version (409) and a mismatched id (400)', async () => {
    const t = await lake();
    await springRelease(t);
    const before = await everything(t);
    const create = (extra: Record<string, unknown>) =>
      act(t, { actionType: 'sanity.action.document.version.create', publishedId: 'home', ...extra });
    expect((await create({ document: { _id: 'versions.rNope.home', _type: 'page' } })).status).toBe(404);
    expect((await create({ document: { _id: 'versions.rSpring.home', _type: 'page' } })).status).toBe(409);
    expect((await create({ document: { _id: 'versions.rSpring.other', _type: 'page' } })).status).toBe(400);
    expect((await create({ document: { _id: 'home', _type: 'page' } })).status).toBe(400);
    expect((await create({ document: { _id: 'versions.rSpring.home' } })).status).toBe(400);
    expect((await create({ baseId: 'nothing', versionId: 'versions.rSpring.nothing' })).status).toBe(400);
    expect((await create({ baseId: 'home', versionId: 'versions.rSpring.home', ifBaseRevisionId: 'old' })).status).toBe(
      409,
    );
    expect(await everything(t)).toEqual(before);
  });

  it('unpublish in a release hides the document in the release view and deletes it when the release publishes', async () => {
    const t = await lake();
    await springRelease(t);
    await t.client.createOrReplace({ _id: 'old-promo', _type: 'page', route: '/old', brand: 'dal', title: 'Old' });
    await t.client.unpublishVersion({ publishedId: 'old-promo', releaseId: 'rSpring' });
    expect(await t.client.getDocument('versions.rSpring.old-promo')).toMatchObject({ _system: { delete: true } });
    expect(await t.client.fetch('*[_id == "old-promo"]', {}, { perspective: ['rSpring'] })).toEqual([]);
    expect(await t.anonymous.fetch('*[_id == "old-promo"][0].title')).toBe('Old');
    const missing = await act(t, {
      actionType: 'sanity.action.document.version.unpublish',
      versionId: 'versions.rSpring.never',
      publishedId: 'never',
    });
    expect(missing.status).toBe(409);
    await t.client.releases.publish({ releaseId: 'rSpring' });
    expect(await t.client.getDocument('old-promo')).toBeUndefined();
  });

  it('publishes every version in one transaction, removes the versions and records the final states', async () => {
    const t = await lake();
    await springRelease(t);
    const homeBefore = await t.client.getDocument('home');
    await t.client.releases.publish({ releaseId: 'rSpring' });
    const [home, delivery] = await Promise.all([t.client.getDocument('home'), t.client.getDocument('delivery')]);
    expect(home).toMatchObject({ banner: 'Spring: free delivery', _createdAt: homeBefore?._createdAt });
    expect(delivery).toMatchObject({ promotion: 'Free delivery over £50', threshold: 5000 });
    expect(home?._rev).toBe(delivery?._rev);
    const release = await t.client.releases.get({ releaseId: 'rSpring' });
    expect(release).toMatchObject({ state: 'published', publishedAt: expect.any(String), _rev: home?._rev });
    expect(release?.finalDocumentStates).toEqual(
      expect.arrayContaining([{ id: 'versions.rSpring.home' }, { id: 'versions.rSpring.delivery' }]),
    );
    expect(await t.client.fetch('*[_id in path("versions.**")]', {}, { perspective: 'raw' })).toEqual([]);
    // A published release is final: no second publish, no new versions, no archive; it may be deleted.
    const before = await everything(t);
    expect((await act(t, { actionType: 'sanity.action.release.publish', releaseId: 'rSpring' })).status).toBe(409);
    expect((await act(t, { actionType: 'sanity.action.release.archive', releaseId: 'rSpring' })).status).toBe(409);
    expect(
      (
        await act(t, {
          actionType: 'sanity.action.document.version.create',
          publishedId: 'home',
          document: { _id: 'versions.rSpring.home', _type: 'page' },
        })
      ).status,
    ).toBe(409);
    expect(await everything(t)).toEqual(before);
    await t.client.releases.delete({ releaseId: 'rSpring' });
    expect(await t.client.releases.get({ releaseId: 'rSpring' })).toBeUndefined();
  });

  it('schedules and unschedules; a scheduled release locks its versions against actions and mutations', async () => {
    const t = await lake();
    await springRelease(t);
    const publishAt = new Date(Date.now() + 3_600_000).toISOString();
    await t.client.releases.schedule({ releaseId: 'rSpring', publishAt });
    expect(await t.client.releases.get({ releaseId: 'rSpring' })).toMatchObject({ state: 'scheduled', publishAt });
    const before = await everything(t);
    const edit = await act(t, {
      actionType: 'sanity.action.document.edit',
      draftId: 'versions.rSpring.home',
      publishedId: 'home',
      patch: { set: { banner: 'changed' } },
    });
    expect(edit.status).toBe(409);
    await expect(t.client.patch('versions.rSpring.home').set({ banner: 'x' }).commit()).rejects.toMatchObject({
      statusCode: 409,
    });
    await expect(t.client.discardVersion({ publishedId: 'home', releaseId: 'rSpring' })).rejects.toMatchObject({
      statusCode: 409,
    });
    const schedule = (releaseId: string, at: unknown) =>
      act(t, { actionType: 'sanity.action.release.schedule', releaseId, publishAt: at });
    expect((await schedule('rSpring', publishAt)).status).toBe(409);
    expect((await act(t, { actionType: 'sanity.action.release.publish', releaseId: 'rSpring' })).status).toBe(409);
    expect((await act(t, { actionType: 'sanity.action.release.delete', releaseId: 'rSpring' })).status).toBe(409);
    // Release documents only change through the release actions, not the document actions or mutations.
    for (const action of [
      { actionType: 'sanity.action.document.delete', publishedId: '_.releases.rSpring' },
      {
        actionType: 'sanity.action.document.create',
        publishedId: '_.releases.rFake',
        attributes: { _id: '_.releases.rFake', _type: 'system.release', state: 'published' },
      },
    ]) {
      expect((await act(t, action)).status).toBe(400);
    }
    await expect(t.client.patch('_.releases.rSpring').set({ state: 'published' }).commit()).rejects.toMatchObject({
      statusCode: 400,
    });
    expect(await everything(t)).toEqual(before);

    await t.client.releases.unschedule({ releaseId: 'rSpring' });
    const release = await t.client.releases.get({ releaseId: 'rSpring' });
    expect(release?.state).toBe('active');
    expect(release?.publishAt).toBeUndefined();
    expect((await act(t, { actionType: 'sanity.action.release.unschedule', releaseId: 'rSpring' })).status).toBe(409);
    const after = await everything(t);
    expect((await schedule('rSpring', 'next tuesday')).status).toBe(400);
    expect((await schedule('rSpring', undefined)).status).toBe(400);
    expect(await everything(t)).toEqual(after);
    await t.client.patch('versions.rSpring.home').set({ banner: 'Spring again' }).commit();
    expect(await t.client.getDocument('versions.rSpring.home')).toMatchObject({ banner: 'Spring again' });
  });

  it('schedule with a time already past publishes at once, through the scheduler', async () => {
    const t = await lake();
    await springRelease(t);
    await t.client.releases.schedule({ releaseId: 'rSpring', publishAt: new Date(Date.now() - 1000).toISOString() });
    await expect.poll(async () => (await t.client.releases.get({ releaseId: 'rSpring' }))?.state).toBe('published');
    expect(await t.anonymous.fetch('*[_id == "home"][0].banner')).toBe('Spring: free delivery');
  });

  it('archives (versions removed), unarchives (versions back) and deletes only archived or published releases', async () => {
    const t = await lake();
    await springRelease(t);
    const versions = await t.client.fetch('*[sanity::partOfRelease("rSpring")]|order(_id)', {}, { perspective: 'raw' });
    expect((await act(t, { actionType: 'sanity.action.release.delete', releaseId: 'rSpring' })).status).toBe(409);
    await t.client.releases.archive({ releaseId: 'rSpring' });
    expect(await t.client.releases.get({ releaseId: 'rSpring' })).toMatchObject({ state: 'archived' });
    expect(await t.client.fetch('*[sanity::partOfRelease("rSpring")]', {}, { perspective: 'raw' })).toEqual([]);
    expect(await t.anonymous.fetch('*[_id == "home"][0].banner')).toBe('Winter sale');
    const archived = await everything(t);
    expect((await act(t, { actionType: 'sanity.action.release.archive', releaseId: 'rSpring' })).status).toBe(409);
    expect(
      (
        await act(t, {
          actionType: 'sanity.action.release.schedule',
          releaseId: 'rSpring',
          publishAt: new Date(Date.now() + 60_000).toISOString(),
        })
      ).status,
    ).toBe(409);
    expect(await everything(t)).toEqual(archived);

    await t.client.releases.unarchive({ releaseId: 'rSpring' });
    expect(await t.client.releases.get({ releaseId: 'rSpring' })).toMatchObject({ state: 'active' });
    const restored = await t.client.fetch('*[sanity::partOfRelease("rSpring")]|order(_id)', {}, { perspective: 'raw' });
    const content = (docs: Record<string, unknown>[]) =>
      docs.map(({ _rev: _r, _updatedAt: _u, _createdAt: _c, ...rest }) => rest);
    expect(content(restored)).toEqual(content(versions));

    await t.client.releases.archive({ releaseId: 'rSpring' });
    await t.client.releases.delete({ releaseId: 'rSpring' });
    expect(await t.client.fetch('*[_id in path("_.**")]', {}, { perspective: 'raw' })).toEqual([]);
  });

  it('lets the marketer prepare, schedule and unschedule releases of pages, but not publish pages directly', async () => {
    const t = await lake();
    await t.client.createOrReplace(HOME);
    const marketer = await loginAs(t.url, 'local-marketer');
    expect(
      (
        await act(
          t,
          { actionType: 'sanity.action.release.create', releaseId: 'rM', metadata: { releaseType: 'asap' } },
          marketer,
        )
      ).status,
    ).toBe(200);
    const version = await act(
      t,
      {
        actionType: 'sanity.action.document.version.create',
        publishedId: 'home',
        baseId: 'home',
        versionId: 'versions.rM.home',
      },
      marketer,
    );
    expect(version.status).toBe(200);
    const edit = await act(
      t,
      {
        actionType: 'sanity.action.document.edit',
        draftId: 'versions.rM.home',
        publishedId: 'home',
        patch: { set: { banner: 'Marketer banner' } },
      },
      marketer,
    );
    expect(edit.status).toBe(200);
    // Not the page itself, nor a draft of it.
    const draft = await act(
      t,
      {
        actionType: 'sanity.action.document.edit',
        draftId: 'drafts.home',
        publishedId: 'home',
        patch: { set: { banner: 'x' } },
      },
      marketer,
    );
    expect(draft.status).toBe(403);
    // Publishing now changes the published page: refused. Scheduling hands publishing to the lake's scheduler.
    expect((await act(t, { actionType: 'sanity.action.release.publish', releaseId: 'rM' }, marketer)).status).toBe(403);
    // The Studio's permission check: a dry run of scheduling for now.
    const dryRun = await fetch(`${t.url}/v2025-02-19/data/actions/production`, {
      method: 'POST',
      headers: { authorization: `Bearer ${marketer}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        actions: [
          { actionType: 'sanity.action.release.schedule', releaseId: 'rM', publishAt: new Date().toISOString() },
        ],
        dryRun: true,
      }),
    });
    expect(dryRun.status).toBe(200);
    expect(await t.client.releases.get({ releaseId: 'rM' })).toMatchObject({ state: 'active' });
    const at = new Date(Date.now() + 3_600_000).toISOString();
    expect(
      (await act(t, { actionType: 'sanity.action.release.schedule', releaseId: 'rM', publishAt: at }, marketer)).status,
    ).toBe(200);
    expect((await act(t, { actionType: 'sanity.action.release.unschedule', releaseId: 'rM' }, marketer)).status).toBe(
      200,
    );
    expect(await t.anonymous.fetch('*[_id == "home"][0].banner')).toBe('Winter sale');
  });
});

describe('release events', () => {
  it('tells listeners of all versions and live events of the published documents a publish changed', async () => {
    const t = await lake();
    await springRelease(t);
    const events: Array<{ documentId: string; transactionId: string; transition: string }> = [];
    const subscription = t.client
      .listen('*[_type == "page" || _type == "system.release"]', {}, { includeAllVersions: true, events: ['mutation'] })
      .subscribe((event) => events.push(event as never));
    const live: string[][] = [];
    const liveSubscription = t.anonymous.live.events().subscribe((event) => {
      if (event.type === 'message') live.push(event.tags);
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
    await t.client.releases.publish({ releaseId: 'rSpring' });
    await expect.poll(() => events.length).toBe(5);
    await expect.poll(() => live.length).toBe(1);
    subscription.unsubscribe();
    liveSubscription.unsubscribe();
    expect(new Set(events.map((event) => event.transactionId)).size).toBe(1);
    expect(events.map((event) => `${event.documentId}:${event.transition}`).sort()).toEqual([
      '_.releases.rSpring:update',
      'delivery:update',
      'home:update',
      'versions.rSpring.delivery:disappear',
      'versions.rSpring.home:disappear',
    ]);
    expect(live[0]).toEqual(expect.arrayContaining([syncTagFor('home'), syncTagFor('delivery')]));
    expect(live[0]).not.toContain(syncTagFor('_.releases.rSpring'));
  });

  it('keeps release documents from listeners without a token', async () => {
    const t = await lake();
    await t.client.createOrReplace(HOME);
    const events: string[] = [];
    const subscription = t.anonymous
      .listen('*', {}, { events: ['mutation'] })
      .subscribe((event) => events.push((event as { documentId: string }).documentId));
    await new Promise((resolve) => setTimeout(resolve, 200));
    await t.client.releases.create({ releaseId: 'rHidden', metadata: { releaseType: 'asap' } });
    await t.client.patch('home').set({ banner: 'after' }).commit();
    await expect.poll(() => events).toEqual(['home']);
    subscription.unsubscribe();
  });

  it('sends the site a webhook for the published pages, not for the release or its versions', async () => {
    const received: unknown[] = [];
    const receiver = createServer(async (req: IncomingMessage, res) => {
      let body = '';
      for await (const chunk of req) body += chunk;
      received.push(JSON.parse(body));
      res.end('ok');
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    const t = await lake({ webhookUrls: [`http://127.0.0.1:${(receiver.address() as AddressInfo).port}/`] });
    await springRelease(t);
    await t.lake.webhooks.idle();
    received.length = 0;
    await t.client.releases.publish({ releaseId: 'rSpring' });
    await t.lake.webhooks.idle();
    receiver.close();
    expect(received).toHaveLength(1);
    const ids = (received[0] as { documents: { _id: string }[] }).documents.map(({ _id }) => _id).sort();
    expect(ids).toEqual(['delivery', 'home']);
  });
});

describe('release scheduler', () => {
  // The scheduler's timer and the clock are fake here (the lake's sockets keep Node's own timers), so a release is
  // scheduled a minute ahead and the clock moved to its time rather than waited for: 1.6 s of real time each before.
  const banner = (t: TestLake) => t.anonymous.fetch('*[_id == "home"][0].banner');
  const scheduleClock = () => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('publishes a scheduled release at its time, atomically, with no request', async () => {
    const t = await lake();
    await springRelease(t);
    scheduleClock();
    const publishAt = new Date(Date.now() + 60_000).toISOString();
    await t.client.releases.schedule({ releaseId: 'rSpring', publishAt });
    expect(await banner(t)).toBe('Winter sale');
    await vi.advanceTimersByTimeAsync(59_000);
    expect(await banner(t)).toBe('Winter sale');
    await vi.advanceTimersByTimeAsync(1_000);
    await expect.poll(() => banner(t), { timeout: 15_000 }).toBe('Spring: free delivery');
    const release = await t.client.releases.get({ releaseId: 'rSpring' });
    expect(release).toMatchObject({ state: 'published' });
    expect(Date.parse(String(release?.publishedAt))).toBeGreaterThanOrEqual(Date.parse(publishAt));
    const [home, delivery] = await Promise.all([t.client.getDocument('home'), t.client.getDocument('delivery')]);
    expect(home?._rev).toBe(delivery?._rev);
    expect(t.logLines.some((line) => line.includes('scheduled release published'))).toBe(true);
    const [transaction] = t.lake.store.transactions().filter((tx) => tx.id === home?._rev);
    expect(transaction?.author).toBe('system:release-scheduler');
    expect(Date.parse(String(transaction?.timestamp))).toBeGreaterThanOrEqual(Date.parse(publishAt));
  });

  it('does not publish a release unscheduled before its time', async () => {
    const t = await lake();
    await springRelease(t);
    scheduleClock();
    const publishAt = Date.now() + 60_000;
    await t.client.releases.schedule({ releaseId: 'rSpring', publishAt: new Date(publishAt).toISOString() });
    await t.client.releases.unschedule({ releaseId: 'rSpring' });
    await vi.advanceTimersByTimeAsync(61_000);
    expect(await t.client.releases.get({ releaseId: 'rSpring' })).toMatchObject({ state: 'active' });
    expect(await banner(t)).toBe('Winter sale');
  });

  it('publishes at start-up a release whose time passed while the lake was down', async () => {
    const first = await startLake();
    await springRelease(first);
    await first.client.releases.schedule({
      releaseId: 'rSpring',
      publishAt: new Date(Date.now() + 60_000).toISOString(),
    });
    await first.lake.close();
    // An hour later (the scheduler's clock), the lake starts again on the same data.
    const later = await lake({ datasetDir: first.datasetDir });
    await later.lake.releases.stop();
    const { ReleaseScheduler } = await import('./release-scheduler.ts');
    const { createLogger } = await import('./log.ts');
    const scheduler = new ReleaseScheduler({
      store: later.lake.store,
      logger: createLogger({ write: () => undefined }),
      now: () => Date.now() + 3_600_000,
    });
    scheduler.start();
    await expect.poll(() => later.anonymous.fetch('*[_id == "home"][0].banner')).toBe('Spring: free delivery');
    await scheduler.stop();
  });
});

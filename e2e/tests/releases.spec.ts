import { randomBytes, randomUUID } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import { brandUrl, expectNoSeriousAxeViolations, keepScreenshot } from './support.ts';

// Content releases end to end, as the marketer: log in to the lake (the Studio's local provider), build a release
// with a new promo banner and a new delivery promotion on a brand's home page plus the banner's terms, preview the
// whole site as it will be in that release (draft mode with the release perspective, as Presentation's perspective
// switch sets it), schedule it 20 seconds ahead, and see the public site follow at that time with no deploy: the
// lake's scheduler publishes the release in one transaction and its webhook revalidates the site. Driven through the
// lake's HTTP API (the hosted Actions API shapes); the Studio's release UI is covered in studio-releases.spec.ts.
const lakeUrl = process.env.CONTENT_LAKE_URL ?? 'http://127.0.0.1:3900';
const adminToken = process.env.CONTENT_LAKE_TOKEN ?? 'local-dev-token-change-me';
const api = `${lakeUrl}/v2025-02-19`;
// Its own brand: no other spec changes ccl's home page.
const BRAND = 'ccl';
const HOME = `page.${BRAND}.home`;

interface Block {
  _key: string;
  _type: string;
  message?: string;
  threshold?: number;
  termsName?: string;
}
interface PageDocument {
  _id: string;
  _type: string;
  blocks: Block[];
  [field: string]: unknown;
}

async function lakeLogin(account: string): Promise<string> {
  const submitted = await fetch(`${lakeUrl}/auth/login`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ origin: 'http://localhost:3333', account }),
  });
  const sid = /#sid=(.+)$/.exec(submitted.headers.get('location') ?? '')?.[1];
  expect(sid, `login as ${account}`).toBeTruthy();
  const { token } = (await (await fetch(`${api}/auth/fetch?sid=${sid}`)).json()) as { token: string };
  return token;
}

async function post(token: string, path: string, body: unknown): Promise<{ status: number; body: unknown }> {
  const response = await fetch(`${api}/data/${path}/production`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: await response.json() };
}

async function act(token: string, ...actions: unknown[]): Promise<void> {
  const answer = await post(token, 'actions', { actions });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
}

async function query<T>(groq: string, perspective = 'raw'): Promise<T> {
  const search = new URLSearchParams({ query: groq, perspective });
  const response = await fetch(`${api}/data/query/production?${search}`, {
    headers: { authorization: `Bearer ${adminToken}` },
  });
  expect(response.ok).toBe(true);
  return ((await response.json()) as { result: T }).result;
}

const banner = (page: Page) => page.getByRole('complementary', { name: 'Promotion' }).first();
const deliveryOffer = (page: Page) => page.getByRole('complementary', { name: 'Delivery offer' }).first();

test('a marketer builds a release with a banner and a delivery promotion, previews it, schedules it 20 seconds ahead, and the public site shows it at that time', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(300_000);
  const original = (await query<PageDocument[]>(`*[_id == "${HOME}"]`))[0];
  if (!original) throw new Error(`${HOME} is missing from the lake`);
  const promo = original.blocks.find((block) => block._type === 'promoBanner');
  const delivery = original.blocks.find((block) => block._type === 'deliveryPromotion');
  if (!promo?.message || !delivery?.message)
    throw new Error(`the ${BRAND} home page has no banner or delivery promotion`);
  const run = Date.now().toString(36);
  const releaseId = `rE2e${run}`;
  const termsName = `spring-${run}`;
  const bannerText = `Spring preview ${run}: 20% off outdoor living`;
  const deliveryText = `Free next day delivery on spring orders ${run}`;
  const termsId = `bannerTerms.${BRAND}.${termsName}`;

  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  const marketer = await lakeLogin('local-marketer');
  try {
    await visitor.goto(brandUrl(BRAND));
    await expect(banner(visitor)).toContainText(promo.message);

    // 1. The marketer bundles the changes into a release with a date.
    const intendedPublishAt = new Date(Date.now() + 60 * 60_000).toISOString();
    await act(marketer, {
      actionType: 'sanity.action.release.create',
      releaseId,
      metadata: { title: `Spring launch ${run}`, releaseType: 'scheduled', intendedPublishAt },
    });
    // The home page's new banner and delivery promotion, as a version in the release (from the published page).
    await act(
      marketer,
      {
        actionType: 'sanity.action.document.version.create',
        publishedId: HOME,
        baseId: HOME,
        versionId: `versions.${releaseId}.${HOME}`,
        ifBaseRevisionId: original._rev,
      },
      {
        actionType: 'sanity.action.document.edit',
        draftId: `versions.${releaseId}.${HOME}`,
        publishedId: HOME,
        patch: {
          set: {
            [`blocks[_key=="${promo._key}"].message`]: bannerText,
            [`blocks[_key=="${promo._key}"].termsName`]: termsName,
            [`blocks[_key=="${delivery._key}"].message`]: deliveryText,
          },
        },
      },
    );
    // The banner's terms: a new document that exists only in the release until it publishes.
    await act(marketer, {
      actionType: 'sanity.action.document.version.create',
      publishedId: termsId,
      document: {
        _id: `versions.${releaseId}.${termsId}`,
        _type: 'bannerTerms',
        brand: BRAND,
        name: termsName,
        title: 'Spring offer terms',
        body: [
          {
            _key: 'p1',
            _type: 'block',
            style: 'normal',
            markDefs: [],
            children: [{ _key: 's1', _type: 'span', marks: [], text: '20% off selected outdoor living lines.' }],
          },
        ],
      },
    });
    // The marketer may not change the published page directly.
    const direct = await post(marketer, 'actions', {
      actions: [
        {
          actionType: 'sanity.action.document.edit',
          draftId: `drafts.${HOME}`,
          publishedId: HOME,
          patch: { set: { title: 'x' } },
        },
      ],
    });
    expect(direct.status).toBe(403);

    // 2. Preview the whole site as it will be in the release (Presentation's perspective switch: release over drafts).
    const secret = randomBytes(16).toString('hex');
    const secretId = `drafts.${randomUUID()}`;
    const stored = await post(marketer, 'mutate', {
      mutations: [
        {
          createOrReplace: {
            _id: secretId,
            _type: 'sanity.previewUrlSecret',
            secret,
            source: 'e2e releases spec',
            studioUrl: 'http://localhost:3333',
            userId: 'local-marketer',
          },
        },
      ],
    });
    expect(stored.status).toBe(200);
    const enable = new URLSearchParams({
      'sanity-preview-secret': secret,
      'sanity-preview-pathname': '/',
      'sanity-preview-perspective': `${releaseId},drafts`,
    });
    const enabled = await page.goto(brandUrl(BRAND, `/api/draft-mode/enable?${enable}`));
    expect(enabled?.status()).toBe(200);
    expect(new URL(page.url()).searchParams.get('vse')).toBe(`${releaseId},drafts`);
    await expect(banner(page)).toContainText(bannerText);
    await expect(deliveryOffer(page)).toContainText(deliveryText);
    const bar = page.getByRole('complementary', { name: 'Preview' });
    await expect(bar).toContainText(`release ${releaseId}`);
    await expectNoSeriousAxeViolations(page);
    await keepScreenshot(page, testInfo, `${BRAND}-release-preview`);
    // Nobody else sees it.
    await visitor.reload();
    await expect(banner(visitor)).toContainText(promo.message);
    await expect(visitor.getByText(bannerText)).toHaveCount(0);

    // 3. Schedule it 20 seconds ahead (time enough for the checks below): the release is locked and the public site
    // unchanged until then.
    const publishAt = new Date(Date.now() + 20_000);
    await act(
      marketer,
      {
        actionType: 'sanity.action.release.edit',
        releaseId,
        patch: { set: { 'metadata.intendedPublishAt': publishAt.toISOString() } },
      },
      { actionType: 'sanity.action.release.schedule', releaseId, publishAt: publishAt.toISOString() },
    );
    expect(await query<{ state: string }>(`*[_id == "_.releases.${releaseId}"][0]{state}`)).toEqual({
      state: 'scheduled',
    });
    const locked = await post(marketer, 'actions', {
      actions: [
        {
          actionType: 'sanity.action.document.edit',
          draftId: `versions.${releaseId}.${HOME}`,
          publishedId: HOME,
          patch: { set: { title: 'late change' } },
        },
      ],
    });
    expect(locked.status).toBe(409);
    const lookedAt = Date.now();
    await visitor.reload();
    await expect(banner(visitor)).toContainText(promo.message);
    expect(lookedAt, 'the public page was looked at before the release’s time').toBeLessThan(publishAt.getTime());

    // 4. At that time the public site shows the release, with no request from anyone.
    await expect
      .poll(
        async () => {
          await visitor.reload();
          return (await banner(visitor).textContent()) ?? '';
        },
        { timeout: 120_000, intervals: [2_000] },
      )
      .toContain(bannerText);
    const shownAt = Date.now();
    expect(shownAt).toBeGreaterThanOrEqual(publishAt.getTime());
    testInfo.annotations.push({
      type: 'scheduled time → public page shows the release (ms)',
      description: String(shownAt - publishAt.getTime()),
    });
    await expect(deliveryOffer(visitor)).toContainText(deliveryText);
    await expectNoSeriousAxeViolations(visitor);
    await keepScreenshot(visitor, testInfo, `${BRAND}-release-published`);
    const release = await query<{ state: string; publishedAt: string }>(
      `*[_id == "_.releases.${releaseId}"][0]{state, publishedAt}`,
    );
    expect(release.state).toBe('published');
    // All of it in one transaction, published by the lake's scheduler.
    const published = await query<{ _id: string; _rev: string }[]>(
      `*[_id in ["${HOME}", "${termsId}"]]{_id, _rev}`,
      'published',
    );
    expect(published).toHaveLength(2);
    expect(new Set(published.map((doc) => doc._rev)).size).toBe(1);
    expect(await query<number>(`count(*[sanity::partOfRelease("${releaseId}")])`)).toBe(0);
    await act(adminToken, { actionType: 'sanity.action.document.version.discard', versionId: secretId });
  } finally {
    // Remove the release (archiving an unfinished one drops its versions), then put the seed page back for other specs.
    const state = await query<string | null>(`*[_id == "_.releases.${releaseId}"][0].state`);
    if (state === 'scheduled') await act(adminToken, { actionType: 'sanity.action.release.unschedule', releaseId });
    if (state === 'active' || state === 'scheduled') {
      await act(adminToken, { actionType: 'sanity.action.release.archive', releaseId });
    }
    if (state) await act(adminToken, { actionType: 'sanity.action.release.delete', releaseId });
    const { _rev, _updatedAt, ...restore } = original;
    const restored = await post(adminToken, 'mutate', {
      mutations: [{ createOrReplace: restore }, { delete: { id: termsId } }],
    });
    expect(restored.status).toBe(200);
    await visitorContext.close();
  }
});

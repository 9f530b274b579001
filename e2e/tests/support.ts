import { randomBytes, randomUUID } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, expect, type Page, type TestInfo } from '@playwright/test';

export const brandCodes = ['dal', 'cgn', 'jdw', 'awl', 'fw', 'ihm', 'fsp', 'ccl', 'pma'] as const;
export type BrandCode = (typeof brandCodes)[number];

/**
 * The brands the per-brand journeys run for: all nine, or those `E2E_BRANDS` names (comma-separated). `./shop test`
 * runs the storefront and bag journeys a second time on PostgreSQL for three brands only: there the driver is what
 * is under test, and it takes the same path for every brand; the nine themes and catalogues are covered on PGlite.
 */
export const journeyBrands: readonly BrandCode[] = (() => {
  const named = (process.env.E2E_BRANDS ?? '')
    .split(',')
    .map((code) => code.trim())
    .filter(Boolean);
  if (named.length === 0) return brandCodes;
  const unknown = named.filter((code) => !(brandCodes as readonly string[]).includes(code));
  if (unknown.length > 0) throw new Error(`E2E_BRANDS names unknown brands: ${unknown.join(', ')}`);
  return named as BrandCode[];
})();

/**
 * The brands one journey of a per-brand spec walks: the three it names, or, when `E2E_BRANDS` is set (the PostgreSQL
 * pass), every brand that names. The nine brands share the code and differ in their data, theme and settings: a
 * spec's journeys name different threes, so every brand is walked by some journey without every journey walking all
 * nine (nine times each journey was a third of the suite's time).
 */
export function walkedBy(three: readonly BrandCode[]): readonly BrandCode[] {
  return process.env.E2E_BRANDS ? journeyBrands : three;
}

/** A spec's journeys, each with the three brands it names: whether a brand walks a journey (see walkedBy). */
export function journeyWalks<Journey extends string>(brands: Record<Journey, readonly BrandCode[]>) {
  return (code: BrandCode, journey: Journey): boolean => walkedBy(brands[journey]).includes(code);
}

const port = Number(process.env.SITE_PORT ?? 3000);

/**
 * The cookie banner's choice ("optional cookies refused", `cookieConsent=v1:1`) on every brand's host, so specs that
 * are not about the banner never find it over what they click. playwright.config.ts makes it every context's starting
 * state; brand-settings.spec.ts starts without it.
 */
export const CONSENT_GIVEN_STATE = {
  cookies: [...brandCodes.map((code) => `${code}.localhost`), 'localhost'].map((domain) => ({
    name: 'cookieConsent',
    value: 'v1:1',
    domain,
    path: '/',
    expires: Math.floor(Date.now() / 1000) + 86_400,
    httpOnly: false,
    secure: false,
    sameSite: 'Lax' as const,
  })),
  origins: [],
};

/** A brand's own origin: Chromium resolves `*.localhost` to the loopback address itself. */
export function brandUrl(code: string, path = '/'): string {
  return `http://${code}.localhost:${port}${path}`;
}

/**
 * Fails on any serious or critical axe violation, listing them so the failure says what to fix.
 *
 * A page without frames is checked in axe's legacy mode: one `axe.run` in the page itself. The default mode runs axe
 * in every frame and then opens a blank page to merge their results, which is what lets it reach cross-origin frames
 * (the card fields, the bank's challenge, the Studio's preview), and took half of each check here (1.7 s → 0.85 s on
 * a home page). Only the violations are collected in full: the passes are not reported.
 */
export async function expectNoSeriousAxeViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .options({ resultTypes: ['violations'] })
    .setLegacyMode(page.frames().length === 1)
    .analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const summary = serious.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 5)
        .join(', ')}`,
  );
  expect(summary, 'serious or critical accessibility violations').toEqual([]);
}

/**
 * Keeps a full-page screenshot as a test artefact: a JPEG, which Chromium encodes in under half the time of a PNG of
 * a long page (0.27 s against 0.64 s for a home page here) at about half the bytes.
 */
export async function keepScreenshot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const file = testInfo.outputPath(`${name}.jpeg`);
  await page.screenshot({ path: file, fullPage: true, type: 'jpeg', quality: 80 });
  await testInfo.attach(name, { path: file, contentType: 'image/jpeg' });
}

/** A GROQ query against the local Content Lake the started shop reads (published documents). */
export async function lakeQuery<T>(query: string, params: Record<string, string> = {}): Promise<T> {
  const lakeUrl = process.env.CONTENT_LAKE_URL ?? 'http://127.0.0.1:3900';
  const search = new URLSearchParams({ query });
  for (const [name, value] of Object.entries(params)) search.set(`$${name}`, JSON.stringify(value));
  const response = await fetch(`${lakeUrl}/v2025-02-19/data/query/production?${search}`);
  expect(response.ok, `lake query ${query}`).toBe(true);
  return ((await response.json()) as { result: T }).result;
}

/** Mutations on the local Content Lake (published documents, as an editor's publish would leave them). */
export async function lakeMutate(mutations: unknown[]): Promise<void> {
  const lakeUrl = process.env.CONTENT_LAKE_URL ?? 'http://127.0.0.1:3900';
  const token = process.env.CONTENT_LAKE_TOKEN ?? 'local-dev-token-change-me';
  const response = await fetch(`${lakeUrl}/v2025-02-19/data/mutate/production`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ mutations }),
  });
  expect(response.ok, await response.text()).toBe(true);
}

/** A GET to a brand's host from Node, which (unlike Chromium) does not resolve `*.localhost` itself. */
export function brandGet(
  request: APIRequestContext,
  code: string,
  path = '/',
  options: { maxRedirects?: number; headers?: Record<string, string> } = {},
) {
  const url = new URL(brandUrl(code, path));
  return request.get(`http://127.0.0.1:${url.port}${url.pathname}${url.search}`, {
    ...options,
    headers: { ...options.headers, host: url.host },
  });
}

/** What the Presentation tool stores when it opens a preview (@sanity/preview-url-secret's createPreviewSecret). */
export async function createPreviewSecret(): Promise<{ id: string; secret: string }> {
  const id = `drafts.${randomUUID()}`;
  const secret = randomBytes(16).toString('hex');
  await lakeMutate([
    {
      createOrReplace: {
        _id: id,
        _type: 'sanity.previewUrlSecret',
        secret,
        source: 'e2e preview spec',
        studioUrl: 'http://localhost:3333',
        userId: 'e2e',
      },
    },
  ]);
  return { id, secret };
}

/** The site's draft-mode switch, as Presentation opens it, landing on `pathname`. */
export function enablePath(secret: string, pathname = '/'): string {
  const search = new URLSearchParams({ 'sanity-preview-secret': secret, 'sanity-preview-pathname': pathname });
  return `/api/draft-mode/enable?${search}`;
}

// The Studio specs' shared parts: where the Studio and the lake are, reading and restoring lake documents, the
// egress and "not implemented" checks every Studio test ends with, logging in and the lake's release actions.
import { closeSync, existsSync, openSync, readSync, statSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';

export const studioUrl = `http://localhost:${process.env.STUDIO_PORT ?? 3333}`;
export const lakeUrl = process.env.CONTENT_LAKE_URL ?? 'http://127.0.0.1:3900';
export const lakeToken = process.env.CONTENT_LAKE_TOKEN ?? 'local-dev-token-change-me';
export const HOME = 'page.dal.home';

/**
 * Requests the Studio makes to Sanity's servers whatever its configuration (studio/README.md, "Offline", names the
 * source of each): the module CDN's "latest version" check and the help menu's feedback probe, the Dashboard bridge
 * script the build adds to index.html and Sanity's Inter web fonts. The Studio's egress policy
 * (studio/egress-policy.ts) makes the browser refuse them; they must stay the only refusals, and nothing may reach
 * the network at all.
 */
const KNOWN_PROBES = [/^https:\/\/sanity-cdn\.com\/v1\/modules\//, /^https:\/\/api\.sanity\.io\/vX\/intake\/feedback$/];
const QUIET_ASSETS = [
  /^https:\/\/core\.sanity-cdn\.com\/bridge\.js$/,
  /^https:\/\/design-system-static\.sanity\.io\//,
  /^https:\/\/studio-static\.sanity\.io\//,
];

export interface HeroDocument {
  _id: string;
  _rev: string;
  title?: string;
  blocks: {
    _key: string;
    _type: string;
    heading?: string;
    message?: string;
    threshold?: number;
    image?: { alt?: string; asset?: { _ref: string } };
  }[];
}

export async function lakeDocuments(ids: string[]): Promise<Map<string, HeroDocument>> {
  const response = await fetch(`${lakeUrl}/v2025-02-19/data/doc/production/${ids.join(',')}`, {
    headers: { authorization: `Bearer ${lakeToken}` },
  });
  expect(response.ok).toBe(true);
  const { documents } = (await response.json()) as { documents: HeroDocument[] };
  return new Map(documents.map((doc) => [doc._id, doc]));
}

export const heroOf = (doc: HeroDocument | undefined) => doc?.blocks.find((block) => block._type === 'hero');

/**
 * What tried to leave the machine: each URL the Studio's egress policy refused (as the browser reports it), and —
 * marked `network:` so no known pattern excuses it — any request that got past the policy to the network, blocked
 * here.
 */
export async function blockExternalRequests(page: Page): Promise<string[]> {
  const blocked: string[] = [];
  await page.context().exposeBinding('__reportRefused', (_source, url: string) => {
    blocked.push(url);
  });
  await page.context().addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      // A refused URL as is; anything else (an inline script, eval…) means the policy broke something: never excused.
      const refused = /^https?:/.test(event.blockedURI)
        ? event.blockedURI
        : `policy: ${event.effectiveDirective} ${event.blockedURI}`;
      (window as unknown as { __reportRefused(url: string): void }).__reportRefused(refused);
    });
  });
  await page.context().route('**/*', (route) => {
    const url = new URL(route.request().url());
    if (url.hostname === 'localhost' || url.hostname.endsWith('.localhost') || url.hostname === '127.0.0.1') {
      return route.continue();
    }
    blocked.push(`network: ${url.href}`);
    return route.abort('internetdisconnected');
  });
  return blocked;
}

/**
 * Watches the started lake's log (playwright.config.ts has it also written to CONTENT_LAKE_LOG_FILE) from now on;
 * the returned function lists the requests it has since logged as `unimplemented:` (answered 404, see the lake's
 * router), whoever made them: the Studio, its Presentation frame or the site behind it, in this test or in the other
 * Studio spec's test running beside it (every one of them must be implemented either way).
 */
export function watchLakeLog(): () => string[] {
  const file = process.env.CONTENT_LAKE_LOG_FILE;
  if (!file || !existsSync(file)) {
    throw new Error(`the lake logs to no file (${file}): start the shop through playwright.config.ts`);
  }
  const from = statSync(file).size;
  return () => {
    const bytes = Buffer.alloc(Math.max(statSync(file).size - from, 0));
    const fd = openSync(file, 'r');
    try {
      readSync(fd, bytes, 0, bytes.length, from);
    } finally {
      closeSync(fd);
    }
    return bytes
      .toString('utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => (JSON.parse(line) as { msg: string }).msg)
      .filter((msg) => msg.startsWith('unimplemented:'));
  };
}

/** Nothing tried to leave the machine but the known probes, and the lake implemented every request it was sent. */
export function expectStayedLocal(blocked: string[], unimplemented: () => string[]): void {
  const unexpected = blocked.filter((url) => ![...KNOWN_PROBES, ...QUIET_ASSETS].some((pattern) => pattern.test(url)));
  expect(unexpected, 'requests that tried to leave the machine').toEqual([]);
  expect(unimplemented(), 'requests the lake logged as unimplemented').toEqual([]);
}

/** Back from the provider page, the Studio exchanges `#sid` for a token and keeps it in localStorage. */
export async function loggedIn(page: Page): Promise<void> {
  await expect(page).toHaveURL(new RegExp(`^${studioUrl}/`));
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('__studio_auth_token_shoplocal')), { timeout: 30_000 })
    .toContain('token');
  await expect(page.getByRole('button', { name: 'Dalby' }).or(page.getByText('Dalby')).first()).toBeVisible({
    timeout: 30_000,
  });
}

/** Puts a page back as it was (published, no draft), whether it is now edited, reordered or unpublished. */
export async function restorePage(original: { _id: string; _rev: string }): Promise<void> {
  const { _rev, ...fields } = original;
  const response = await fetch(`${lakeUrl}/v2025-02-19/data/mutate/production`, {
    method: 'POST',
    headers: { authorization: `Bearer ${lakeToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      mutations: [{ createOrReplace: fields }, { delete: { id: `drafts.${original._id}` } }],
    }),
  });
  expect(response.ok).toBe(true);
}

/** One document as the lake holds it (raw, any type), or undefined. */
export async function lakeDocument(id: string): Promise<Record<string, unknown> | undefined> {
  const response = await fetch(`${lakeUrl}/v2025-02-19/data/doc/production/${id}`, {
    headers: { authorization: `Bearer ${lakeToken}` },
  });
  expect(response.ok).toBe(true);
  return ((await response.json()) as { documents: Record<string, unknown>[] }).documents[0];
}

export async function removeRelease(name: string): Promise<void> {
  for (const actionType of ['sanity.action.release.archive', 'sanity.action.release.delete']) {
    const response = await fetch(`${lakeUrl}/v2025-02-19/data/actions/production`, {
      method: 'POST',
      headers: { authorization: `Bearer ${lakeToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ actions: [{ actionType, releaseId: name }] }),
    });
    expect(response.ok, await response.text()).toBe(true);
  }
}

/** A local account's bearer token, through the lake's provider page and the one-time sid, as the Studio gets it. */
export async function loginToken(account: string): Promise<string> {
  const submitted = await fetch(`${lakeUrl}/auth/login`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ origin: studioUrl, account }),
  });
  const sid = /#sid=(.+)$/.exec(submitted.headers.get('location') ?? '')?.[1];
  if (!sid) throw new Error(`login as ${account} failed (${submitted.status})`);
  const { token } = (await (await fetch(`${lakeUrl}/v2025-02-19/auth/fetch?sid=${sid}`)).json()) as { token: string };
  return token;
}

/** Runs actions on the lake as the given bearer token; fails the test unless they all commit. */
export async function lakeActions(token: string, ...actions: unknown[]): Promise<void> {
  const response = await fetch(`${lakeUrl}/v2025-02-19/data/actions/production`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ actions }),
  });
  expect(response.ok, await response.text()).toBe(true);
}

// What the Studio asks besides data: local login (provider page → `#sid` → /auth/fetch), the current user and its
// grants, the project, features and per-user key-value preferences. Answers are shaped like Sanity's.
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { type Account, type Auth, bearer } from '../auth.ts';
import { MAX_OPEN_RELEASES } from '../releases.ts';
import type { Cors } from './cors.ts';
import {
  badRequest,
  HttpError,
  type RequestContext,
  readBody,
  readJsonBody,
  requireUser,
  requireWriter,
  sendJson,
} from './util.ts';

export interface StudioDeps {
  auth: Auth;
  cors: Cors;
  projectId: string;
  dataset: string;
  /** Folder for `keyvalue.json`; null keeps preferences in memory (tests). */
  stateDir: string | null;
}

/** Project features the lake implements (the Studio shows an upsell instead of releases without `contentReleases`). */
const LAKE_FEATURES = ['contentReleases'];

const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** `returnOrigin`: the form's redirect target, which CSP `form-action` must also allow. */
function sendHtml(ctx: RequestContext, status: number, html: string, returnOrigin: string): void {
  ctx.res.writeHead(status, {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
    'content-security-policy': `default-src 'none'; style-src 'unsafe-inline'; form-action 'self' ${returnOrigin}; frame-ancestors 'none'`,
    'x-frame-options': 'DENY',
  });
  ctx.res.end(html);
}

/** The Studio sends `origin` = where to come back to; only the allowed (CORS) origins may receive a session. */
function returnUrl(deps: StudioDeps, raw: string | null): URL {
  let target: URL;
  try {
    target = new URL(raw ?? '');
  } catch {
    throw badRequest('Missing or invalid "origin" parameter');
  }
  if (!deps.cors.isAllowed(target.origin))
    throw new HttpError(403, { error: 'Forbidden', message: 'Origin not allowed', statusCode: 403 });
  return target;
}

function loginPage(ctx: RequestContext, deps: StudioDeps, origin: URL): string {
  const accounts = deps.auth
    .accounts()
    .map(
      ({ user, description }) => `<li><button type="submit" name="account" value="${escapeHtml(user.id)}">
        <strong>${escapeHtml(user.name)}</strong> — ${escapeHtml(user.roles[0]?.title ?? user.role)}
        <span>${escapeHtml(description)}</span></button></li>`,
    )
    .join('\n');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>Log in to the local Content Lake</title>
<style>body{font:16px/1.5 system-ui,sans-serif;margin:3rem auto;max-width:34rem;padding:0 1rem;color:#1b1b1f}
ul{list-style:none;padding:0}li{margin:.75rem 0}button{width:100%;text-align:left;font:inherit;padding:.75rem 1rem;
border:1px solid #5b5b66;border-radius:6px;background:#fff;color:#1b1b1f;cursor:pointer}button:hover{background:#f1f1f4}
button:focus-visible{outline:3px solid #1d4ed8;outline-offset:2px}span{display:block;color:#4a4a55;font-size:.9rem}</style>
</head><body><main><h1>Log in to the local Content Lake</h1>
<p>Project <code>${escapeHtml(deps.projectId)}</code>. Choose an account to continue to <code>${escapeHtml(origin.origin)}</code>.</p>
<form method="post" action="${escapeHtml(ctx.url.pathname)}">
<input type="hidden" name="origin" value="${escapeHtml(origin.href)}">
<ul>${accounts}</ul></form></main></body></html>`;
}

async function handleLogin(ctx: RequestContext, deps: StudioDeps): Promise<void> {
  if (ctx.req.method === 'GET' || ctx.req.method === 'HEAD') {
    const origin = returnUrl(deps, ctx.url.searchParams.get('origin'));
    sendHtml(ctx, 200, loginPage(ctx, deps, origin), origin.origin);
    return;
  }
  const form = new URLSearchParams((await readBody(ctx.req, 16 * 1024)).toString('utf8'));
  const origin = returnUrl(deps, form.get('origin'));
  const sid = deps.auth.login(form.get('account') ?? '');
  if (!sid) throw badRequest('Unknown account');
  origin.hash = `sid=${sid}`;
  ctx.res.writeHead(303, { location: origin.href, 'cache-control': 'no-store' });
  ctx.res.end();
}

class KeyValueStore {
  private readonly file: string | null;
  private readonly values: Record<string, Record<string, unknown>>;
  constructor(dir: string | null) {
    this.file = dir ? path.join(dir, 'keyvalue.json') : null;
    this.values = this.file && existsSync(this.file) ? JSON.parse(readFileSync(this.file, 'utf8')) : {};
  }
  get(userId: string, keys: string[]): { key: string; value: unknown }[] {
    const mine = this.values[userId] ?? {};
    return keys.map((key) => ({ key, value: mine[key] ?? null }));
  }
  set(userId: string, entries: { key: string; value: unknown }[]): void {
    const mine = this.values[userId] ?? {};
    for (const { key, value } of entries) mine[key] = value;
    this.values[userId] = mine;
    if (this.file) {
      writeFileSync(`${this.file}.tmp`, JSON.stringify(this.values));
      renameSync(`${this.file}.tmp`, this.file);
    }
  }
}

const keyValueStores = new WeakMap<StudioDeps, KeyValueStore>();
function keyValues(deps: StudioDeps): KeyValueStore {
  let store = keyValueStores.get(deps);
  if (!store) {
    store = new KeyValueStore(deps.stateDir);
    keyValueStores.set(deps, store);
  }
  return store;
}

function project(deps: StudioDeps, members: { id: string; role: string }[]) {
  return {
    id: deps.projectId,
    displayName: 'Shop (local)',
    studioHost: null,
    organizationId: null,
    isBlocked: false,
    isDisabled: false,
    isDisabledByUser: false,
    metadata: {},
    features: [],
    members: members.map(({ id, role }) => ({
      id,
      role,
      roles: [{ name: role }],
      isRobot: false,
      isCurrentUser: false,
    })),
    createdAt: '2026-01-01T00:00:00Z',
  };
}

/** `/projects/{pid}/…` answers, by the rest of the path; null = not implemented. */
function projectAnswer(deps: StudioDeps, rest: string[]): ((account: Account) => unknown) | null {
  const key = rest.join('/');
  if (key === '')
    return () =>
      project(
        deps,
        deps.auth.accounts().map(({ user }) => ({ id: user.id, role: user.role })),
      );
  if (key === 'grants') return () => ({ 'sanity.project': [], 'sanity.project.datasets': [] });
  if (key === 'features') return () => LAKE_FEATURES;
  if (key === 'user-applications') return () => [];
  // The Studio asks before creating, archiving or reverting a release. The local lake has no plan: no organisation
  // limit, and the dataset limit it enforces itself (release create answers 409 beyond it).
  if (key === 'new-content-release-allowed') {
    return () => ({
      data: { datasetReleaseLimit: MAX_OPEN_RELEASES, orgActiveReleaseLimit: null, orgMeteredActiveReleaseCount: 0 },
    });
  }
  if (key === 'datasets') {
    return () => [{ name: deps.dataset, aclMode: 'private', createdAt: '2026-01-01T00:00:00Z', createdByUserId: null }];
  }
  if (key === `datasets/${deps.dataset}/acl`) return (account) => account.grants;
  return null;
}

/** Handles the request when it is one of these endpoints; false otherwise. */
export async function handleStudio(ctx: RequestContext, deps: StudioDeps): Promise<boolean> {
  const method = ctx.req.method ?? 'GET';
  const isGet = method === 'GET' || method === 'HEAD';
  const segments = ctx.path.split('/').filter(Boolean).map(decodeURIComponent);
  const [area, second, third, fourth] = segments;

  if (area === 'auth') {
    if (second === 'login' && segments.length === 2 && (isGet || method === 'POST')) {
      await handleLogin(ctx, deps);
      return true;
    }
    if (second === 'fetch' && segments.length === 2 && isGet) {
      const token = deps.auth.exchange(ctx.url.searchParams.get('sid') ?? '');
      if (!token)
        sendJson(ctx, 401, { error: 'Unauthorized', message: 'Session id not found or used', statusCode: 401 });
      else sendJson(ctx, 200, { token });
      return true;
    }
    if (second === 'logout' && segments.length === 2 && method === 'POST') {
      deps.auth.logout(ctx.req);
      sendJson(ctx, 200, { ok: true });
      return true;
    }
    if (second === 'id' && segments.length === 2 && isGet) {
      const account = requireUser(ctx, deps.auth);
      sendJson(ctx, 200, { id: account.user.id, expiry: deps.auth.expiryFor(bearer(ctx.req)) });
      return true;
    }
    if (second === 'providers' && segments.length === 2 && isGet) {
      sendJson(ctx, 200, { thirdPartyLogin: false, sso: {}, providers: [] });
      return true;
    }
    return false;
  }

  if (area === 'users') {
    if (second === 'me' && segments.length === 2 && isGet) {
      const account = deps.auth.accountFor(ctx.req);
      if (!account) sendJson(ctx, 401, { error: 'Unauthorized', message: 'Not logged in', statusCode: 401 });
      else sendJson(ctx, 200, account.user);
      return true;
    }
    if (second === 'me' && third === 'keyvalue') {
      const account = requireUser(ctx, deps.auth);
      if (isGet && segments.length === 4 && fourth) {
        sendJson(ctx, 200, keyValues(deps).get(account.user.id, fourth.split(',').filter(Boolean)));
        return true;
      }
      if ((method === 'PUT' || method === 'POST') && segments.length === 3) {
        requireWriter(ctx, deps.auth);
        const body = await readJsonBody(ctx.req, 1024 * 1024);
        const entries = Array.isArray(body) ? body : [body];
        if (!entries.every((entry) => entry && typeof entry === 'object' && typeof entry.key === 'string')) {
          throw badRequest('Body must be [{key, value}]');
        }
        keyValues(deps).set(account.user.id, entries);
        sendJson(
          ctx,
          200,
          keyValues(deps).get(
            account.user.id,
            entries.map((entry) => entry.key),
          ),
        );
        return true;
      }
      return false;
    }
    if (second && second !== 'me' && segments.length === 2 && isGet) {
      requireUser(ctx, deps.auth);
      const ids = second.split(',');
      const users = deps.auth
        .accounts()
        .filter(({ user }) => ids.includes(user.id))
        .map(({ user }) => ({
          id: user.id,
          projectId: deps.projectId,
          displayName: user.name,
          familyName: null,
          givenName: null,
          imageUrl: null,
          email: user.email,
          isCurrentUser: false,
          projectUserId: user.id,
          sanityUserId: user.id,
          createdAt: '2026-01-01T00:00:00Z',
          updatedAt: '2026-01-01T00:00:00Z',
          isRobot: false,
        }));
      sendJson(ctx, 200, ids.length === 1 && !second.includes(',') ? (users[0] ?? null) : users);
      return true;
    }
    return false;
  }

  if (area === 'projects' && second === deps.projectId && isGet) {
    const answer = projectAnswer(deps, segments.slice(2));
    if (!answer) return false;
    sendJson(ctx, 200, answer(requireUser(ctx, deps.auth)));
    return true;
  }

  // Hosted-only surfaces the Studio polls: help menu content, upsell "journeys", scheduled publishing. Offline there
  // is nothing to offer, so each answers empty in the shape the Studio reads.
  // Requests for a higher role: none can be made offline (roles come from the local accounts).
  if (area === 'access' && second === 'requests' && third === 'me' && segments.length === 3 && isGet) {
    requireUser(ctx, deps.auth);
    sendJson(ctx, 200, []);
    return true;
  }
  if (area === 'help' && segments.length === 1 && isGet) {
    sendJson(ctx, 200, { resources: [] });
    return true;
  }
  if (area === 'journey' && segments.length === 2 && isGet) {
    sendJson(ctx, 200, null);
    return true;
  }
  if (area === 'schedules' && second === deps.projectId && third === deps.dataset && segments.length === 3 && isGet) {
    requireUser(ctx, deps.auth);
    sendJson(ctx, 200, { schedules: [] });
    return true;
  }
  // The project's plan: the releases tool reads the retention of published and archived releases from it, to say when
  // they will be removed. The local lake has no plan and removes no release: no retention limit (null).
  if (area === 'subscriptions' && second === 'project' && third === deps.projectId && segments.length === 3 && isGet) {
    requireUser(ctx, deps.auth);
    sendJson(ctx, 200, {
      id: `local-${deps.projectId}`,
      projectId: deps.projectId,
      productType: 'project',
      plan: { id: 'local', planTypeId: 'local', name: 'Local', variantId: null },
      featureTypes: { retention: { features: [{ attributes: { maxRetentionDays: null } }] } },
    });
    return true;
  }
  if (area === 'features' && segments.length === 1 && isGet) {
    sendJson(ctx, 200, LAKE_FEATURES);
    return true;
  }
  if (area === 'intake' && second === 'telemetry-status' && isGet) {
    sendJson(ctx, 200, { status: 'denied' });
    return true;
  }
  if (area === 'intake' && second === 'batch' && method === 'POST') {
    // Telemetry is denied above; a client that still sends a batch gets it dropped.
    await readBody(ctx.req, 1024 * 1024);
    sendJson(ctx, 200, {});
    return true;
  }
  return false;
}

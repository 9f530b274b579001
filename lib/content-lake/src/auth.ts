// Local accounts, sessions and grants. Three accounts (editor, merchandiser, marketer) log in through the local
// provider page; the service token (CONTENT_LAKE_TOKEN, used by the site and scripts) acts as an administrator.
// Sessions are random bearer tokens persisted in `sessions.json` so a restart does not log editors out.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import path from 'node:path';
import { evaluate, parse } from 'groq-js';
import { MutationError } from './store/mutate.ts';
import type { DocumentChange } from './store/types.ts';

export type Permission = 'read' | 'create' | 'update' | 'history' | 'editHistory';

export interface Grant {
  filter: string;
  permissions: Permission[];
}

export interface LakeUser {
  id: string;
  name: string;
  email: string;
  role: string;
  roles: { name: string; title: string }[];
  provider: string;
}

export interface Account {
  user: LakeUser;
  description: string;
  grants: Grant[];
}

const ALL = '_id in path("**")';
/** Presentation stores its preview secrets as drafts of this type; every role that previews needs them. */
const PREVIEW_SECRETS = '_type == "sanity.previewUrlSecret"';
const READ_ALL: Grant = { filter: ALL, permissions: ['read', 'history'] };

function writes(types: string[]): Grant {
  return {
    filter: `_type in ${JSON.stringify(types)} || ${PREVIEW_SECRETS}`,
    permissions: ['read', 'create', 'update', 'history'],
  };
}

function account(id: string, name: string, role: string, title: string, description: string, grants: Grant[]): Account {
  return {
    user: { id, name, email: `${role}@shop.localhost`, role, roles: [{ name: role, title }], provider: 'local' },
    description,
    grants,
  };
}

export const ACCOUNTS: readonly Account[] = [
  account('local-editor', 'Eden Editor', 'editor', 'Editor', 'Everything, including brand settings', [
    { filter: ALL, permissions: ['read', 'create', 'update', 'history', 'editHistory'] },
  ]),
  account(
    'local-merchandiser',
    'Morgan Merchandiser',
    'merchandiser',
    'Merchandiser',
    'Pages, bag content, product content and size guides (with image and file uploads for them)',
    [
      READ_ALL,
      writes(['page', 'bagContent', 'productContent', 'productSizeGuide', 'sanity.imageAsset', 'sanity.fileAsset']),
    ],
  ),
  account('local-marketer', 'Marley Marketer', 'marketer', 'Marketer', 'Banners and promotions (banner terms)', [
    READ_ALL,
    writes(['bannerTerms']),
  ]),
];

/** Who the service token (CONTENT_LAKE_TOKEN) acts as. */
export const SERVICE_ACCOUNT: Account = account(
  'local-service',
  'Shop service',
  'administrator',
  'Administrator',
  'Site and scripts',
  [{ filter: ALL, permissions: ['read', 'create', 'update', 'history', 'editHistory'] }],
);

const SESSION_ID_TTL_MS = 60_000;

function digest(value: string): Buffer {
  return createHash('sha256').update(value).digest();
}

function bearer(req: IncomingMessage): string | null {
  const raw = req.headers.authorization;
  const match = /^Bearer\s+(.+)$/i.exec((Array.isArray(raw) ? raw[0] : raw) ?? '');
  return match?.[1]?.trim() || null;
}

interface StoredSession {
  accountId: string;
  createdAt: string;
}

export class Auth {
  private readonly serviceToken: Buffer;
  private readonly file: string | null;
  /** token → session. */
  private readonly sessions = new Map<string, StoredSession>();
  /** one-time sid (from the login redirect) → token, exchanged by `/auth/fetch`. */
  private readonly pending = new Map<string, { token: string; expires: number }>();

  constructor(serviceToken: string, dir: string | null) {
    this.serviceToken = digest(serviceToken);
    this.file = dir ? path.join(dir, 'sessions.json') : null;
    if (this.file && existsSync(this.file)) {
      const stored = JSON.parse(readFileSync(this.file, 'utf8')) as Record<string, StoredSession>;
      for (const [token, session] of Object.entries(stored)) this.sessions.set(token, session);
    }
  }

  accounts(): readonly Account[] {
    return ACCOUNTS;
  }

  /** The account behind the request's bearer token, or null. */
  accountFor(req: IncomingMessage): Account | null {
    return this.accountForToken(bearer(req));
  }

  /** The account behind a bearer token (service token or session), or null. */
  accountForToken(token: string | null | undefined): Account | null {
    if (!token) return null;
    if (timingSafeEqual(digest(token), this.serviceToken)) return SERVICE_ACCOUNT;
    const session = this.sessions.get(token);
    return session ? (ACCOUNTS.find((candidate) => candidate.user.id === session.accountId) ?? null) : null;
  }

  /** Starts a session for an account; returns the one-time session id for the `#sid=` redirect. */
  login(accountId: string): string | null {
    if (!ACCOUNTS.some((candidate) => candidate.user.id === accountId)) return null;
    const token = `lake_${randomBytes(32).toString('base64url')}`;
    this.sessions.set(token, { accountId, createdAt: new Date().toISOString() });
    this.persist();
    const sid = randomBytes(24).toString('base64url');
    this.pending.set(sid, { token, expires: Date.now() + SESSION_ID_TTL_MS });
    return sid;
  }

  /** Exchanges a one-time session id for the token (once). */
  exchange(sid: string): string | null {
    const entry = this.pending.get(sid);
    this.pending.delete(sid);
    if (!entry || entry.expires < Date.now()) return null;
    return entry.token;
  }

  logout(req: IncomingMessage): void {
    const token = bearer(req);
    if (token && this.sessions.delete(token)) this.persist();
  }

  private persist(): void {
    if (!this.file) return;
    const temp = `${this.file}.tmp`;
    writeFileSync(temp, JSON.stringify(Object.fromEntries(this.sessions)));
    renameSync(temp, this.file);
  }
}

const parsedFilters = new Map<string, ReturnType<typeof parse>>();

/** Same rule as the Studio's grants store: the document matches one of the grants' filters with the permission. */
export async function permits(
  grants: readonly Grant[],
  permission: Permission,
  document: Record<string, unknown>,
): Promise<boolean> {
  for (const grant of grants) {
    if (!grant.permissions.includes(permission)) continue;
    let tree = parsedFilters.get(grant.filter);
    if (!tree) {
      tree = parse(`*[${grant.filter}]`);
      parsedFilters.set(grant.filter, tree);
    }
    const result = (await (await evaluate(tree, { dataset: [document] })).get()) as unknown[];
    if (result.length === 1) return true;
  }
  return false;
}

/**
 * Refuses a transaction that touches a document outside the account's grants: a new document needs `create` on its
 * new state, a change needs `update` on both states, a deletion `update` on the old one (as Sanity's ACL does).
 */
export function authorizer(account: Account): (changes: DocumentChange[]) => Promise<void> {
  return async (changes) => {
    for (const { id, before, after } of changes) {
      const allowed = before
        ? (await permits(account.grants, 'update', before)) &&
          (!after || (await permits(account.grants, 'update', after)))
        : after
          ? await permits(account.grants, 'create', after)
          : true;
      if (!allowed) {
        throw new MutationError(
          403,
          `Insufficient permissions; permission "${before ? 'update' : 'create'}" required`,
          [
            {
              index: 0,
              error: { id, type: 'insufficientPermissionsError', description: `Not allowed to change ${id}` },
            },
          ],
        );
      }
    }
  };
}

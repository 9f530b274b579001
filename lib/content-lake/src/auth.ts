// Local accounts, sessions and grants. Three accounts (editor, merchandiser, marketer) log in through the local
// provider page; the service token (CONTENT_LAKE_TOKEN, used by scripts) acts as an administrator, and the read token
// (CONTENT_LAKE_READ_TOKEN, the site's draft-mode reads) as a viewer that may read everything, drafts included, and
// write nothing.
// Sessions are random bearer tokens; `sessions.json` (mode 0600, written atomically) keeps only their SHA-256 digests
// so a restart does not log editors out. A session ends after an idle and an absolute lifetime.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { closeSync, existsSync, fchmodSync, fsyncSync, openSync, readFileSync, renameSync, writeSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import path from 'node:path';
import { evaluate, parse } from 'groq-js';
import type { Logger } from './log.ts';
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

/**
 * Preparing releases: the release documents themselves and release versions (`versions.<release>.<id>`) of pages,
 * never a page's draft or published document. Publishing a release changes published pages, so it needs write access
 * to them (the editor); scheduling hands the publish to the lake's scheduler at the release's time.
 */
const RELEASE_PREPARATION: Grant = {
  filter: '_type in ["system.release", "system.releaseArchive"] || (_id in path("versions.**") && _type == "page")',
  permissions: ['read', 'create', 'update', 'history'],
};

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
    'Pages, page templates, bag content, product content and size guides (with image and file uploads for them)',
    [
      READ_ALL,
      writes([
        'page',
        'productTemplate',
        'listingTemplate',
        'checkoutTemplate',
        'searchTemplate',
        'bagContent',
        'productContent',
        'productSizeGuide',
        'sanity.imageAsset',
        'sanity.fileAsset',
      ]),
    ],
  ),
  account(
    'local-marketer',
    'Marley Marketer',
    'marketer',
    'Marketer',
    'Banners and promotions (banner terms); prepares, previews and schedules releases of pages',
    [READ_ALL, writes(['bannerTerms']), RELEASE_PREPARATION],
  ),
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

/**
 * Who the read token (CONTENT_LAKE_READ_TOKEN) acts as: the site's preview reads drafts and checks Presentation's
 * preview secrets with it, so a leaked site environment can read content but never change it.
 */
export const VIEWER_ACCOUNT: Account = account(
  'local-viewer',
  'Shop preview',
  'viewer',
  'Viewer',
  'Site preview reads',
  [READ_ALL],
);

/** True when the account may create or change some document (the viewer may not: all its writes answer 403). */
export function canWrite(account: Account): boolean {
  return account.grants.some(({ permissions }) => permissions.includes('create') || permissions.includes('update'));
}

/** How long the one-time sid from the login redirect may wait for `/auth/fetch`. */
const SESSION_ID_TTL_MS = 60_000;
/** The sliding idle expiry is written to disk at most this often per session (not on every request). */
const LAST_USED_PERSIST_MS = 60_000;
/** How often the timer sweeps expired sids and sessions (besides each login and fetch). */
const SWEEP_INTERVAL_MS = 60_000;
export const DEFAULT_SESSION_IDLE_MS = 12 * 60 * 60 * 1000;
export const DEFAULT_SESSION_MAX_MS = 7 * 24 * 60 * 60 * 1000;
const FILE_VERSION = 2;

function digest(value: string): Buffer {
  return createHash('sha256').update(value).digest();
}

/** Sessions are keyed by the SHA-256 of their token: the file never holds a token that works. */
function tokenKey(token: string): string {
  return digest(token).toString('hex');
}

export function bearer(req: IncomingMessage): string | null {
  const raw = req.headers.authorization;
  const match = /^Bearer\s+(.+)$/i.exec((Array.isArray(raw) ? raw[0] : raw) ?? '');
  return match?.[1]?.trim() || null;
}

interface StoredSession {
  accountId: string;
  /** ISO time of the login; the absolute lifetime counts from here. */
  createdAt: string;
  /** ISO time of the last use as last written to disk (up to a minute behind the in-memory one). */
  lastUsedAt: string;
}

interface LiveSession {
  accountId: string;
  createdAt: number;
  lastUsedAt: number;
  /** `lastUsedAt` as last persisted. */
  savedLastUsedAt: number;
}

export interface AuthOptions {
  /** The read-only token (CONTENT_LAKE_READ_TOKEN), acting as `VIEWER_ACCOUNT`; absent: no such token. */
  readToken?: string;
  /** Folder for `sessions.json`; null keeps sessions in memory only (tests). */
  dir: string | null;
  /** A session unused for this long ends. Default 12 h. */
  idleMs?: number;
  /** A session ends this long after its login, however often it is used. Default 7 days. */
  maxMs?: number;
  logger?: Logger;
  /** Clock seam for tests. */
  now?: () => number;
}

const isIsoTime = (value: unknown): value is string => typeof value === 'string' && Number.isFinite(Date.parse(value));

/**
 * Reads `sessions.json`: `{version: 2, sessions: {sha256(token) hex: StoredSession}}`, or the first format
 * `{token: {accountId, createdAt}}`, whose tokens are hashed here (`migrated`) and whose lifetimes start now so a
 * logged-in editor stays logged in. Throws on anything else.
 */
function parseSessionsFile(text: string, now: number): { sessions: Map<string, LiveSession>; migrated: boolean } {
  const data = JSON.parse(text) as unknown;
  if (!data || typeof data !== 'object' || Array.isArray(data)) throw new Error('not a JSON object');
  const record = data as Record<string, unknown>;
  const migrated = record.version === undefined;
  if (!migrated && record.version !== FILE_VERSION) throw new Error(`unknown version ${String(record.version)}`);
  const entries = migrated ? record : record.sessions;
  if (!entries || typeof entries !== 'object' || Array.isArray(entries)) throw new Error('no sessions object');
  const sessions = new Map<string, LiveSession>();
  for (const [key, value] of Object.entries(entries as Record<string, unknown>)) {
    const session = value as Partial<StoredSession> | null;
    if (!session || typeof session !== 'object' || typeof session.accountId !== 'string') {
      throw new Error('a session without an account');
    }
    if (migrated) {
      // The first format kept when the session began: its absolute lifetime still counts from then.
      const began = isIsoTime(session.createdAt) ? Math.min(Date.parse(session.createdAt), now) : now;
      sessions.set(tokenKey(key), {
        accountId: session.accountId,
        createdAt: began,
        lastUsedAt: now,
        savedLastUsedAt: 0,
      });
      continue;
    }
    if (!/^[0-9a-f]{64}$/.test(key) || !isIsoTime(session.createdAt) || !isIsoTime(session.lastUsedAt)) {
      throw new Error('a malformed session');
    }
    const lastUsedAt = Date.parse(session.lastUsedAt);
    sessions.set(key, {
      accountId: session.accountId,
      createdAt: Date.parse(session.createdAt),
      lastUsedAt,
      savedLastUsedAt: lastUsedAt,
    });
  }
  return { sessions, migrated };
}

/** temp file (0600) + fsync + rename + fsync of the folder: the file is the old or the new one, never torn. */
function writeFileAtomically(file: string, text: string): void {
  const temp = `${file}.${process.pid}.tmp`;
  const fd = openSync(temp, 'w', 0o600);
  try {
    fchmodSync(fd, 0o600);
    writeSync(fd, text);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  renameSync(temp, file);
  const dirFd = openSync(path.dirname(file), 'r');
  try {
    fsyncSync(dirFd);
  } finally {
    closeSync(dirFd);
  }
}

export class Auth {
  private readonly serviceToken: Buffer;
  private readonly readToken: Buffer | null;
  private readonly file: string | null;
  private readonly idleMs: number;
  private readonly maxMs: number;
  private readonly now: () => number;
  /** sha256(token) hex → session. */
  private readonly sessions = new Map<string, LiveSession>();
  /** one-time sid (from the login redirect) → token, exchanged by `/auth/fetch`. */
  private readonly pending = new Map<string, { token: string; expires: number }>();
  private readonly sweeper: NodeJS.Timeout;
  private readonly logger: Logger | undefined;

  constructor(serviceToken: string, options: AuthOptions) {
    if (options.readToken !== undefined && options.readToken === serviceToken) {
      // One token cannot be both: it would have to be the administrator and the read-only viewer at once.
      throw new Error('CONTENT_LAKE_READ_TOKEN must differ from CONTENT_LAKE_TOKEN');
    }
    this.serviceToken = digest(serviceToken);
    this.readToken = options.readToken ? digest(options.readToken) : null;
    this.file = options.dir ? path.join(options.dir, 'sessions.json') : null;
    this.idleMs = options.idleMs ?? DEFAULT_SESSION_IDLE_MS;
    this.maxMs = options.maxMs ?? DEFAULT_SESSION_MAX_MS;
    this.now = options.now ?? (() => Date.now());
    this.logger = options.logger;
    if (this.file && existsSync(this.file)) this.load(this.file, options.logger);
    this.sweeper = setInterval(() => this.sweep(), SWEEP_INTERVAL_MS);
    this.sweeper.unref();
  }

  private load(file: string, logger: Logger | undefined): void {
    let parsed: ReturnType<typeof parseSessionsFile>;
    try {
      parsed = parseSessionsFile(readFileSync(file, 'utf8'), this.now());
    } catch (error) {
      const aside = `${file}.corrupt-${new Date(this.now()).toISOString().replace(/[:.]/g, '-')}`;
      renameSync(file, aside);
      logger?.warn('sessions.json is unreadable; moved aside, starting with no sessions (editors log in again)', {
        movedTo: aside,
        error: error instanceof Error ? error : String(error),
      });
      return;
    }
    for (const [key, session] of parsed.sessions) this.sessions.set(key, session);
    // Writes the hashed form over a migrated file, drops sessions that expired while the lake was down, and (re)sets
    // the mode to 0600 on a file written by an older version.
    this.dropExpired();
    this.persist();
  }

  /** Stops the sweep timer (the server's close). */
  close(): void {
    clearInterval(this.sweeper);
  }

  accounts(): readonly Account[] {
    return ACCOUNTS;
  }

  /** The account behind the request's bearer token, or null. */
  accountFor(req: IncomingMessage): Account | null {
    return this.accountForToken(bearer(req));
  }

  /**
   * The account behind a bearer token (service token, read token or a live session, whose idle expiry slides), or
   * null.
   */
  accountForToken(token: string | null | undefined): Account | null {
    if (!token) return null;
    const given = digest(token);
    if (timingSafeEqual(given, this.serviceToken)) return SERVICE_ACCOUNT;
    if (this.readToken && timingSafeEqual(given, this.readToken)) return VIEWER_ACCOUNT;
    const key = tokenKey(token);
    const session = this.sessions.get(key);
    if (!session) return null;
    const now = this.now();
    if (this.expired(session, now)) {
      this.sessions.delete(key);
      this.persistQuietly();
      return null;
    }
    const account = ACCOUNTS.find((candidate) => candidate.user.id === session.accountId);
    if (!account) return null;
    session.lastUsedAt = now;
    if (now - session.savedLastUsedAt >= LAST_USED_PERSIST_MS) this.persistQuietly();
    return account;
  }

  /**
   * When the session behind a token ends if unused (the sliding idle limit or the absolute one, whichever is first),
   * as the Studio's `/auth/id` reports it; null for the service and read tokens, which do not expire.
   */
  expiryFor(token: string | null | undefined): string | null {
    if (!token) return null;
    const session = this.sessions.get(tokenKey(token));
    if (!session) return null;
    return new Date(Math.min(session.lastUsedAt + this.idleMs, session.createdAt + this.maxMs)).toISOString();
  }

  /** Starts a session for an account; returns the one-time session id for the `#sid=` redirect. */
  login(accountId: string): string | null {
    this.sweep();
    if (!ACCOUNTS.some((candidate) => candidate.user.id === accountId)) return null;
    const token = `lake_${randomBytes(32).toString('base64url')}`;
    const now = this.now();
    this.sessions.set(tokenKey(token), { accountId, createdAt: now, lastUsedAt: now, savedLastUsedAt: now });
    this.persist();
    const sid = randomBytes(24).toString('base64url');
    this.pending.set(sid, { token, expires: now + SESSION_ID_TTL_MS });
    return sid;
  }

  /** Exchanges a one-time session id for the token (once); the lake keeps only the token's digest after this. */
  exchange(sid: string): string | null {
    this.sweep();
    const entry = this.pending.get(sid);
    this.pending.delete(sid);
    if (!entry || entry.expires < this.now()) return null;
    return entry.token;
  }

  logout(req: IncomingMessage): void {
    const token = bearer(req);
    if (token && this.sessions.delete(tokenKey(token))) this.persist();
  }

  /** Counts for tests and diagnostics. */
  get size(): { sessions: number; pending: number } {
    return { sessions: this.sessions.size, pending: this.pending.size };
  }

  private expired(session: LiveSession, now: number): boolean {
    return now - session.lastUsedAt >= this.idleMs || now - session.createdAt >= this.maxMs;
  }

  /** Drops expired one-time sids and sessions (persisting when a session went). */
  private sweep(): void {
    const now = this.now();
    for (const [sid, entry] of this.pending) if (entry.expires < now) this.pending.delete(sid);
    if (this.dropExpired()) this.persistQuietly();
  }

  /** Drops expired sessions from memory; true when one went. */
  private dropExpired(): boolean {
    const now = this.now();
    let removed = false;
    for (const [key, session] of this.sessions) {
      if (this.expired(session, now)) {
        this.sessions.delete(key);
        removed = true;
      }
    }
    return removed;
  }

  /**
   * For writes a request or the timer makes on the side (sliding expiry, sweeps): a failed write is logged, not
   * thrown, and memory stays authoritative until the next write.
   */
  private persistQuietly(): void {
    try {
      this.persist();
    } catch (error) {
      this.logger?.warn('could not write sessions.json', { error: error instanceof Error ? error : String(error) });
    }
  }

  private persist(): void {
    if (!this.file) return;
    const sessions: Record<string, StoredSession> = {};
    for (const [key, session] of this.sessions) {
      sessions[key] = {
        accountId: session.accountId,
        createdAt: new Date(session.createdAt).toISOString(),
        lastUsedAt: new Date(session.lastUsedAt).toISOString(),
      };
    }
    writeFileAtomically(this.file, JSON.stringify({ version: FILE_VERSION, sessions }));
    for (const session of this.sessions.values()) session.savedLastUsedAt = session.lastUsedAt;
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

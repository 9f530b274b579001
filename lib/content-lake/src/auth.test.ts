// Studio sessions: idle and absolute lifetimes, digests-only storage written atomically with mode 0600, migration of
// the first (plain-token) file format, sweeping of one-time sids, and a corrupt file moved aside instead of a crash.
import { createHash } from 'node:crypto';
import { chmodSync, existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Auth, type AuthOptions } from './auth.ts';
import { configFromEnv } from './config.ts';
import { createLogger } from './log.ts';
import { tempDir } from './testing/lake.ts';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const START = Date.parse('2026-03-02T09:00:00Z');
const SERVICE = 'service-token-long-enough-0123456789';

const opened: Auth[] = [];
afterEach(() => {
  for (const auth of opened.splice(0)) auth.close();
  vi.useRealTimers();
});

function setup(options: Partial<AuthOptions> = {}) {
  const clock = { now: START };
  const dir = options.dir === undefined ? tempDir('content-lake-auth-') : options.dir;
  const logLines: string[] = [];
  const open = () => {
    const auth = new Auth(SERVICE, {
      dir,
      now: () => clock.now,
      logger: createLogger({ write: (line) => logLines.push(line) }),
      ...options,
    });
    opened.push(auth);
    return auth;
  };
  const auth = open();
  const login = (accountId = 'local-editor', target = auth): string => {
    const sid = target.login(accountId);
    if (!sid) throw new Error('login refused');
    const token = target.exchange(sid);
    if (!token) throw new Error('exchange refused');
    return token;
  };
  const file = dir ? path.join(dir, 'sessions.json') : '';
  const stored = () =>
    JSON.parse(readFileSync(file, 'utf8')) as {
      version: number;
      sessions: Record<string, { accountId: string; createdAt: string; lastUsedAt: string }>;
    };
  return { auth, open, login, clock, dir: dir as string, file, stored, logLines };
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

describe('session lifetimes', () => {
  it('ends a session after the idle lifetime, sliding it on each use', () => {
    const { auth, login, clock } = setup();
    const token = login();
    clock.now += 11 * HOUR;
    expect(auth.accountForToken(token)?.user.id).toBe('local-editor');
    // 22 h after login but only 11 h after the last use: still alive.
    clock.now += 11 * HOUR;
    expect(auth.accountForToken(token)?.user.id).toBe('local-editor');
    clock.now += 12 * HOUR;
    expect(auth.accountForToken(token)).toBeNull();
    // Gone for good, not revived by a later lookup.
    clock.now -= 1000;
    expect(auth.accountForToken(token)).toBeNull();
    expect(auth.size.sessions).toBe(0);
  });

  it('ends a session after the absolute lifetime however often it is used', () => {
    const { auth, login, clock } = setup();
    const token = login('local-marketer');
    for (let hours = 10; hours < 7 * 24; hours += 10) {
      clock.now = START + hours * HOUR;
      expect(auth.accountForToken(token)?.user.id, `after ${hours} h`).toBe('local-marketer');
    }
    clock.now = START + 7 * DAY;
    expect(auth.accountForToken(token)).toBeNull();
  });

  it('takes both lifetimes from the options, and keeps the service token valid without a session', () => {
    const { auth, login, clock } = setup({ idleMs: 1000, maxMs: 5000 });
    const token = login();
    clock.now += 999;
    expect(auth.accountForToken(token)).not.toBeNull();
    clock.now += 1000;
    expect(auth.accountForToken(token)).toBeNull();
    clock.now += 10 * DAY;
    expect(auth.accountForToken(SERVICE)?.user.role).toBe('administrator');
  });

  it('writes the sliding last use at most once a minute, and drops expired sessions from the file', () => {
    const { auth, login, clock, stored } = setup();
    const token = login();
    const key = sha256(token);
    const first = stored().sessions[key]?.lastUsedAt;
    expect(first).toBe(new Date(START).toISOString());
    clock.now += 30_000;
    auth.accountForToken(token);
    clock.now += 29_000;
    auth.accountForToken(token);
    expect(stored().sessions[key]?.lastUsedAt).toBe(first);
    clock.now += 1000;
    auth.accountForToken(token);
    expect(stored().sessions[key]?.lastUsedAt).toBe(new Date(START + 60_000).toISOString());

    clock.now += 12 * HOUR;
    expect(auth.accountForToken(token)).toBeNull();
    expect(stored().sessions).toEqual({});
  });

  it('keeps the last written use across a restart and expires from there', () => {
    const { login, clock, open, auth } = setup();
    const token = login();
    clock.now += 2 * 60_000;
    auth.accountForToken(token);
    auth.close();
    clock.now += 12 * HOUR;
    // Last persisted use was START + 2 min, so 12 h later (plus the 0 s since) the session has ended.
    expect(open().accountForToken(token)).toBeNull();
  });

  it('reads the lifetimes from the environment with 12 h and 7 days as defaults', () => {
    expect(configFromEnv({})).toMatchObject({ sessionIdleMs: 12 * HOUR, sessionMaxMs: 7 * DAY });
    expect(
      configFromEnv({ CONTENT_LAKE_SESSION_IDLE_HOURS: '0.5', CONTENT_LAKE_SESSION_MAX_DAYS: '30' }),
    ).toMatchObject({ sessionIdleMs: HOUR / 2, sessionMaxMs: 30 * DAY });
    expect(() => configFromEnv({ CONTENT_LAKE_SESSION_IDLE_HOURS: 'soon' })).toThrow(/CONTENT_LAKE_SESSION_IDLE_HOURS/);
    expect(() => configFromEnv({ CONTENT_LAKE_SESSION_MAX_DAYS: '0' })).toThrow(/CONTENT_LAKE_SESSION_MAX_DAYS/);
  });
});

describe('sessions.json', () => {
  it('stores only SHA-256 digests of tokens, with mode 0600 and no temp file left behind', () => {
    const { login, file, stored, dir, open } = setup();
    const token = login();
    const text = readFileSync(file, 'utf8');
    expect(text).not.toContain(token);
    expect(stored()).toEqual({
      version: 2,
      sessions: {
        [sha256(token)]: {
          accountId: 'local-editor',
          createdAt: new Date(START).toISOString(),
          lastUsedAt: new Date(START).toISOString(),
        },
      },
    });
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readdirSync(dir)).toEqual(['sessions.json']);
    // The digest is not a credential.
    expect(open().accountForToken(sha256(token))).toBeNull();
  });

  it('migrates a file of plain tokens on load: the editor stays logged in, the file then holds digests only', () => {
    const { dir, file, stored, open, clock } = setup();
    const token = 'lake_legacy-plain-token-from-the-first-format';
    writeFileSync(
      file,
      JSON.stringify({
        [token]: { accountId: 'local-merchandiser', createdAt: new Date(START - 6 * DAY).toISOString() },
      }),
    );
    chmodSync(file, 0o644);
    const auth = open();
    expect(readFileSync(file, 'utf8')).not.toContain(token);
    expect(Object.keys(stored().sessions)).toEqual([sha256(token)]);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(auth.accountForToken(token)?.user.id).toBe('local-merchandiser');
    // The idle lifetime starts at the migration; the absolute one at the login the old file recorded, six days ago.
    clock.now += 11 * HOUR;
    expect(auth.accountForToken(token)?.user.id).toBe('local-merchandiser');
    expect(auth.expiryFor(token)).toBe(new Date(START + 23 * HOUR).toISOString());
    clock.now += 11 * HOUR;
    expect(auth.accountForToken(token)?.user.id).toBe('local-merchandiser');
    clock.now += 3 * HOUR;
    expect(auth.accountForToken(token)).toBeNull();
    expect(readdirSync(dir).sort()).toEqual(['sessions.json']);
  });

  it('moves a corrupt file aside with a warning and starts with no sessions', () => {
    for (const garbage of ['{"lake_abc": {"accountId": "local-e', '[]', '{"version": 2, "sessions": {"x": 1}}']) {
      const { dir, file, open, logLines, login } = setup({ dir: tempDir('content-lake-auth-') });
      writeFileSync(file, garbage);
      const auth = open();
      expect(auth.size.sessions, garbage).toBe(0);
      const aside = readdirSync(dir).filter((name) => name.startsWith('sessions.json.corrupt-'));
      expect(aside, garbage).toHaveLength(1);
      expect(readFileSync(path.join(dir, aside[0] as string), 'utf8')).toBe(garbage);
      expect(existsSync(file)).toBe(false);
      expect(logLines.some((line) => JSON.parse(line).level === 'warn' && line.includes('sessions.json'))).toBe(true);
      // Logging in again works and writes a fresh file.
      const token = login('local-editor', auth);
      expect(auth.accountForToken(token)?.user.id).toBe('local-editor');
      expect(existsSync(file)).toBe(true);
    }
  });
});

describe('one-time session ids', () => {
  it('sweeps expired sids on each login and fetch', () => {
    const { auth, clock } = setup({ dir: null });
    auth.login('local-editor');
    auth.login('local-marketer');
    expect(auth.size.pending).toBe(2);
    clock.now += 61_000;
    const fresh = auth.login('local-editor');
    expect(auth.size.pending).toBe(1);
    clock.now += 61_000;
    expect(auth.exchange('not-a-sid')).toBeNull();
    expect(auth.size.pending).toBe(0);
    expect(fresh && auth.exchange(fresh)).toBeNull();
  });

  it('sweeps expired sids and sessions on a timer that does not keep the process alive', () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const { auth, clock, stored } = setup();
    const sid = auth.login('local-editor');
    expect(sid).toBeTruthy();
    clock.now += 12 * HOUR;
    vi.advanceTimersByTime(60_000);
    expect(auth.size).toEqual({ sessions: 0, pending: 0 });
    expect(stored().sessions).toEqual({});

    vi.useRealTimers();
    const real = setup({ dir: null }).auth as unknown as { sweeper: NodeJS.Timeout };
    expect(real.sweeper.hasRef()).toBe(false);
  });
});

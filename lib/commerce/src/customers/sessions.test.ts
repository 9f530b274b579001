import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, type TestDb } from '../testing/test-db.ts';
import { createSession, deleteSession, findSession, ROTATION_GRACE_MS, updateSessionLocked } from './sessions.ts';

let t: TestDb;

beforeAll(async () => {
  t = await createTestDb();
});

afterAll(async () => {
  await t?.dispose();
});

const later = (ms: number) => new Date(Date.now() + ms);

async function newSession(idHash: string, expiresInMs = 60_000) {
  return createSession(t.db, {
    idHash,
    jti: `jti-${idHash}`,
    customerId: '710000001',
    brandCode: 'dal',
    rememberMe: false,
    tokens: 'sealed',
    accessTokenExpiresAt: later(1_000),
    refreshExpiresAt: later(expiresInMs),
    expiresAt: later(expiresInMs),
  });
}

describe('site sessions', () => {
  it('finds a live session and forgets an expired one', async () => {
    await newSession('live');
    expect((await findSession(t.db, 'live'))?.jti).toBe('jti-live');
    await newSession('gone', -1);
    expect(await findSession(t.db, 'gone')).toBeNull();
    expect(await findSession(t.db, 'never')).toBeNull();
  });

  it('rotates the id once under the lock; the old id works only for the grace period', async () => {
    await newSession('old');
    let refreshes = 0;
    const refresh = () =>
      updateSessionLocked(t.db, 'old', async (row) => {
        if (row.accessTokenExpiresAt > later(60_000)) return null; // already refreshed by the other request
        refreshes++;
        return { idHash: 'new', accessTokenExpiresAt: later(300_000), tokens: 'sealed-2' };
      });
    const [a, b] = await Promise.all([refresh(), refresh()]);
    expect(refreshes).toBe(1);
    expect(a?.idHash).toBe('new');
    expect(b?.idHash).toBe('new');
    expect((await findSession(t.db, 'new'))?.version).toBe(1);
    expect((await findSession(t.db, 'old'))?.idHash).toBe('new');
    expect(await findSession(t.db, 'old', later(ROTATION_GRACE_MS + 1_000))).toBeNull();
  });

  it('deletes a session on sign-out, and a decision to end it removes it', async () => {
    await newSession('bye');
    expect((await deleteSession(t.db, 'bye'))?.tokens).toBe('sealed');
    expect(await findSession(t.db, 'bye')).toBeNull();
    await newSession('revoked');
    expect(await updateSessionLocked(t.db, 'revoked', async () => 'delete')).toBeNull();
    expect(await findSession(t.db, 'revoked')).toBeNull();
  });
});

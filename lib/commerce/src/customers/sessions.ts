// Persistence of the site's sign-in sessions. The site owns cookies and tokens; this module only stores rows keyed
// by the hash of the session id, and rotates that id under a row lock so two requests never both rotate it.
import { and, eq, gt, lt, or, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { customerSessions } from '../db/schema-customers.ts';

export type SessionRow = typeof customerSessions.$inferSelect;

/** How long the id before a rotation still works: requests sent just before the rotation carry it. */
export const ROTATION_GRACE_MS = 30_000;

/** The session with this id, or whose previous id this is and was rotated moments ago. */
function byId(idHash: string, now: Date): SQL | undefined {
  return or(
    eq(customerSessions.idHash, idHash),
    and(
      eq(customerSessions.previousIdHash, idHash),
      gt(customerSessions.rotatedAt, new Date(now.getTime() - ROTATION_GRACE_MS)),
    ),
  );
}

export interface NewSession {
  idHash: string;
  jti: string;
  customerId: string;
  brandCode: string;
  rememberMe: boolean;
  tokens: string;
  accessTokenExpiresAt: Date;
  refreshExpiresAt: Date;
  expiresAt: Date;
}

export async function createSession(db: Db, session: NewSession): Promise<SessionRow> {
  const [row] = await db.insert(customerSessions).values(session).returning();
  if (!row) throw new Error('session not created');
  return row;
}

/** The live session with this id hash (expired sessions are deleted on sight). */
export async function findSession(db: Db, idHash: string, now = new Date()): Promise<SessionRow | null> {
  const [row] = await db.select().from(customerSessions).where(byId(idHash, now));
  if (!row) return null;
  if (row.expiresAt <= now) {
    await db.delete(customerSessions).where(eq(customerSessions.idHash, row.idHash));
    return null;
  }
  return row;
}

export interface SessionUpdate {
  tokens?: string;
  accessTokenExpiresAt?: Date;
  refreshExpiresAt?: Date;
  expiresAt?: Date;
  /** A new id hash: the session id is rotated. */
  idHash?: string;
}

/**
 * Runs `decide` with the session row locked; what it returns is written (and the version raised) in the same
 * transaction. `decide` sees the row as it is after any concurrent update, so it can tell a refresh already happened.
 * Returns the updated row, or null when the session is gone or `decide` deleted it (returned 'delete').
 */
export async function updateSessionLocked(
  db: Db,
  idHash: string,
  decide: (row: SessionRow) => Promise<SessionUpdate | 'delete' | null>,
): Promise<SessionRow | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(customerSessions).where(byId(idHash, new Date())).for('update');
    if (!row) return null;
    const update = await decide(row);
    if (update === 'delete') {
      await tx.delete(customerSessions).where(eq(customerSessions.idHash, row.idHash));
      return null;
    }
    if (!update) return row;
    const rotation =
      update.idHash && update.idHash !== row.idHash ? { previousIdHash: row.idHash, rotatedAt: new Date() } : {};
    const [next] = await tx
      .update(customerSessions)
      .set({ ...update, ...rotation, version: row.version + 1, updatedAt: new Date() })
      .where(and(eq(customerSessions.idHash, idHash), eq(customerSessions.version, row.version)))
      .returning();
    return next ?? null;
  });
}

export async function deleteSession(db: Db, idHash: string, now = new Date()): Promise<SessionRow | null> {
  const [row] = await db.delete(customerSessions).where(byId(idHash, now)).returning();
  return row ?? null;
}

/** Housekeeping: removes sessions past their end. */
export async function deleteExpiredSessions(db: Db, now = new Date()): Promise<number> {
  const rows = await db
    .delete(customerSessions)
    .where(lt(customerSessions.expiresAt, now))
    .returning({ id: customerSessions.idHash });
  return rows.length;
}

// Miyo's state on disk: an append-only journal (one JSON line per change) under the sandbox data dir, replayed at start
// and compacted then (temp file + rename), as the card gateway's is, so sessions, tokens and authorisations survive a
// restart (the shop may ask for an authorisation after the fact). Writes are synchronous, so a check-then-write in one
// handler tick cannot interleave with another request (a token is used once).
import { appendFileSync, existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Logger } from '../log.ts';

export interface OrderLine {
  name: string;
  quantity: number;
  unitPricePence: number;
  /** quantity × unit price for goods; negative for a discount line. */
  totalPence: number;
}

export type SessionStatus = 'CREATED' | 'APPROVED' | 'DECLINED' | 'CANCELLED';

export interface SessionRecord {
  id: string;
  /** Which configured merchant key opened it (callbacks are signed with that key). */
  keyIndex: number;
  cartId: string;
  merchantReference: string;
  amountPence: number;
  currency: 'GBP';
  orderLines: OrderLine[];
  returnUrl: string;
  callbackUrl: string;
  applicant: { givenName: string; familyName: string; email: string } | null;
  /** Opaque to Miyo: the merchant's own data, given back with the session. */
  merchantData: string | null;
  status: SessionStatus;
  declineReason: string | null;
  /** The applicant's surname as entered on the hosted page (the test triggers key on it). */
  familyName: string | null;
  authorizationToken: string | null;
  tokenExpiresAt: string | null;
  /** The reference of the authorisation the token paid for. */
  tokenUsedBy: string | null;
  callback: { attempts: number; deliveredAt: string | null; lastStatus: number | null };
  expiresAt: string;
  createdAt: string;
  updatedAt: string;
}

export interface AuthorisationRecord {
  /** The transaction id. */
  id: string;
  reference: string;
  sessionId: string;
  cartId: string;
  creditFacilityId: string | null;
  amountPence: number;
  currency: 'GBP';
  status: 'AUTHORISED' | 'REFERRED' | 'DECLINED' | 'RELEASED';
  code: string;
  message: string;
  createdAt: string;
}

interface Collections {
  sessions: SessionRecord;
  authorisations: AuthorisationRecord;
}
type Name = keyof Collections;
const NAMES: readonly Name[] = ['sessions', 'authorisations'];

export interface MiyoStore {
  get<N extends Name>(collection: N, id: string): Collections[N] | undefined;
  put<N extends Name>(collection: N, id: string, value: Collections[N]): void;
  authorisationByReference(reference: string): AuthorisationRecord | undefined;
  sessionByToken(token: string): SessionRecord | undefined;
}

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

export function createMiyoStore(dir: string, options: { log: Logger; now?: () => Date }): MiyoStore {
  const now = options.now ?? (() => new Date());
  const file = path.join(dir, 'journal.jsonl');
  const data = { sessions: new Map<string, SessionRecord>(), authorisations: new Map<string, AuthorisationRecord>() };
  const byReference = new Map<string, string>();
  const byToken = new Map<string, string>();
  const index = (collection: Name, value: SessionRecord | AuthorisationRecord) => {
    if (collection === 'authorisations') byReference.set((value as AuthorisationRecord).reference, value.id);
    const token = (value as SessionRecord).authorizationToken;
    if (collection === 'sessions' && token) byToken.set(token, value.id);
  };

  if (existsSync(file)) {
    for (const line of readFileSync(file, 'utf8').split('\n')) {
      if (line.trim() === '') continue;
      try {
        const entry = JSON.parse(line) as { c: Name; id: string; v: never };
        if (!NAMES.includes(entry.c)) continue;
        data[entry.c].set(entry.id, entry.v);
      } catch {
        options.log.warn('unreadable miyo journal line skipped');
      }
    }
    // Compact: sessions a week old that never led to an authorisation are of no more use.
    const cutoff = now().getTime() - WEEK_MS;
    for (const [id, session] of data.sessions)
      if (Date.parse(session.createdAt) < cutoff && !session.tokenUsedBy) data.sessions.delete(id);
    const lines = NAMES.flatMap((name) => [...data[name]].map(([id, v]) => JSON.stringify({ c: name, id, v })));
    const temp = path.join(dir, `.journal.${process.pid}.tmp`);
    writeFileSync(temp, lines.length > 0 ? `${lines.join('\n')}\n` : '', { mode: 0o600 });
    renameSync(temp, file);
  }
  for (const name of NAMES) for (const value of data[name].values()) index(name, value);

  return {
    get: (collection, id) => data[collection].get(id) as never,
    put(collection, id, value) {
      mkdirSync(dir, { recursive: true });
      appendFileSync(file, `${JSON.stringify({ c: collection, id, v: value })}\n`, { mode: 0o600 });
      (data[collection] as Map<string, unknown>).set(id, value);
      index(collection, value);
    },
    authorisationByReference(reference) {
      const id = byReference.get(reference);
      return id === undefined ? undefined : data.authorisations.get(id);
    },
    sessionByToken(token) {
      const id = byToken.get(token);
      return id === undefined ? undefined : data.sessions.get(id);
    },
  };
}

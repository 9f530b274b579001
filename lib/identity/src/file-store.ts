// The provider's durable store: sessions, interactions, grants, codes and tokens in one JSON file per model under
// the data directory, written atomically (temp file + rename) on every change so a restart loses nothing. Sized
// for a local provider (development, CI, demos); a production deployment points the site at a real provider.
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Adapter, AdapterPayload } from 'oidc-provider';

interface Row {
  payload: AdapterPayload;
  /** Epoch ms after which the row is gone; null never expires. */
  expiresAt: number | null;
}

/** One model's rows, persisted to `<dir>/<model>.json`. */
export class JsonTable<T> {
  readonly #file: string;
  #rows: Record<string, T>;

  constructor(dir: string, name: string) {
    mkdirSync(dir, { recursive: true });
    this.#file = join(dir, `${name}.json`);
    this.#rows = readJson(this.#file);
  }

  get(id: string): T | undefined {
    return Object.hasOwn(this.#rows, id) ? this.#rows[id] : undefined;
  }

  values(): T[] {
    return Object.values(this.#rows);
  }

  set(id: string, row: T): void {
    this.#rows[id] = row;
    this.#save();
  }

  delete(ids: readonly string[]): void {
    let changed = false;
    for (const id of ids) {
      if (Object.hasOwn(this.#rows, id)) {
        delete this.#rows[id];
        changed = true;
      }
    }
    if (changed) this.#save();
  }

  entries(): [string, T][] {
    return Object.entries(this.#rows);
  }

  #save(): void {
    const temp = `${this.#file}.${process.pid}.tmp`;
    writeFileSync(temp, JSON.stringify(this.#rows), { mode: 0o600 });
    renameSync(temp, this.#file);
  }
}

function readJson<T>(file: string): Record<string, T> {
  try {
    const parsed = JSON.parse(readFileSync(file, 'utf8')) as unknown;
    return parsed && typeof parsed === 'object' ? Object.assign(Object.create(null), parsed) : Object.create(null);
  } catch {
    return Object.create(null);
  }
}

/** The models that hold what a customer is signed in with: ending an account's sessions removes its rows from each. */
const SIGNED_IN_MODELS = ['Session', 'Grant', 'AuthorizationCode', 'AccessToken', 'RefreshToken'] as const;

export type FileAdapterClass = (new (
  name: string,
) => Adapter) & {
  /** Removes every session, grant, code and token of the account; answers how many rows went. */
  endAccount(accountId: string): number;
};

/**
 * An `oidc-provider` adapter class whose instances keep their model in `dir`. `now` is read at each use, so a test that
 * moves the wall clock (vi.useFakeTimers({ toFake: ['Date'] })) moves this adapter's expiry with it.
 */
export function fileAdapter(dir: string, now: () => number = () => Date.now()): FileAdapterClass {
  const tables = new Map<string, JsonTable<Row>>();
  const table = (name: string) => {
    let found = tables.get(name);
    if (!found) {
      found = new JsonTable<Row>(dir, name);
      tables.set(name, found);
      found.delete(
        found
          .entries()
          .filter(([, row]) => isExpired(row, now()))
          .map(([id]) => id),
      );
    }
    return found;
  };

  return class FileAdapter implements Adapter {
    readonly #table: JsonTable<Row>;

    static endAccount(accountId: string): number {
      let removed = 0;
      for (const name of SIGNED_IN_MODELS) {
        const rows = table(name);
        const ids = rows
          .entries()
          .filter(([, row]) => row.payload.accountId === accountId)
          .map(([id]) => id);
        rows.delete(ids);
        removed += ids.length;
      }
      return removed;
    }

    constructor(name: string) {
      this.#table = table(name);
    }

    async upsert(id: string, payload: AdapterPayload, expiresIn: number): Promise<void> {
      this.#table.set(id, { payload, expiresAt: expiresIn ? now() + expiresIn * 1000 : null });
    }

    async find(id: string): Promise<AdapterPayload | undefined> {
      return this.#live(this.#table.get(id));
    }

    async findByUserCode(userCode: string): Promise<AdapterPayload | undefined> {
      return this.#live(this.#table.values().find((row) => row.payload.userCode === userCode));
    }

    async findByUid(uid: string): Promise<AdapterPayload | undefined> {
      return this.#live(this.#table.values().find((row) => row.payload.uid === uid));
    }

    async consume(id: string): Promise<void> {
      const row = this.#table.get(id);
      if (row) this.#table.set(id, { ...row, payload: { ...row.payload, consumed: Math.floor(now() / 1000) } });
    }

    async destroy(id: string): Promise<void> {
      this.#table.delete([id]);
    }

    async revokeByGrantId(grantId: string): Promise<void> {
      this.#table.delete(
        this.#table
          .entries()
          .filter(([, row]) => row.payload.grantId === grantId)
          .map(([id]) => id),
      );
    }

    #live(row: Row | undefined): AdapterPayload | undefined {
      return row && !isExpired(row, now()) ? row.payload : undefined;
    }
  };
}

function isExpired(row: Row, at: number): boolean {
  return row.expiresAt !== null && row.expiresAt <= at;
}

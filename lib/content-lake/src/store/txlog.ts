// Durable storage of one dataset: an append-only NDJSON transaction log (fsync'd before a mutation is acknowledged)
// and an optional snapshot that compaction writes atomically (temp file + fsync + rename). Each log line carries the
// resulting document states, so replay never re-runs patch logic and replaying a line twice is harmless.
import {
  closeSync,
  existsSync,
  fdatasyncSync,
  fstatSync,
  fsyncSync,
  ftruncateSync,
  mkdirSync,
  openSync,
  readFileSync,
  renameSync,
  writeFileSync,
  writeSync,
} from 'node:fs';
import path from 'node:path';
import type { LakeDocument, Transaction } from './types.ts';

export const LOG_FILE = 'transactions.ndjson';
export const SNAPSHOT_FILE = 'snapshot.json';

interface Snapshot {
  lastTransactionId: string | null;
  lastTimestamp: string | null;
  documents: LakeDocument[];
}

export interface ReplayResult {
  documents: Map<string, LakeDocument>;
  lastTransactionId: string | null;
  lastTimestamp: string | null;
  /** Transactions replayed from the log (after the snapshot). */
  logLength: number;
  /** True when a torn (half-written) last line was found and cut off. */
  tornTail: boolean;
}

function parseLine(text: string): Transaction | null {
  try {
    const value = JSON.parse(text) as Transaction;
    return value && typeof value.id === 'string' && value.documents ? value : null;
  } catch {
    return null;
  }
}

function fsyncDir(dir: string): void {
  const fd = openSync(dir, 'r');
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

/** `fs.writeSync(fd, buffer, offset, length)`: a seam so tests can inject short writes and failures. */
export type WriteFn = (fd: number, buffer: Uint8Array, offset: number, length: number) => number;

export class TransactionLog {
  readonly dir: string;
  private fd: number | null = null;
  private readonly write: WriteFn;
  /** Set when a failed append could not be rolled back: the log may end in a torn line, so refuse more writes. */
  private broken: Error | null = null;

  constructor(dir: string, write: WriteFn = writeSync) {
    this.dir = dir;
    this.write = write;
  }

  get logPath(): string {
    return path.join(this.dir, LOG_FILE);
  }

  /** Loads snapshot + log. A torn last line (crash mid-write) is cut off; corruption elsewhere is an error. */
  replay(): ReplayResult {
    mkdirSync(this.dir, { recursive: true });
    const documents = new Map<string, LakeDocument>();
    let lastTransactionId: string | null = null;
    let lastTimestamp: string | null = null;
    const snapshotPath = path.join(this.dir, SNAPSHOT_FILE);
    if (existsSync(snapshotPath)) {
      const snapshot = JSON.parse(readFileSync(snapshotPath, 'utf8')) as Snapshot;
      for (const doc of snapshot.documents) documents.set(doc._id, doc);
      lastTransactionId = snapshot.lastTransactionId;
      lastTimestamp = snapshot.lastTimestamp;
    }
    const raw = existsSync(this.logPath) ? readFileSync(this.logPath) : Buffer.alloc(0);
    let offset = 0;
    let goodLength = 0;
    let logLength = 0;
    let tornTail = false;
    // Lines already folded into the snapshot (compaction crashed before truncating the log) are skipped.
    let skipping = lastTransactionId !== null;
    while (offset < raw.length) {
      const newline = raw.indexOf(0x0a, offset);
      const end = newline === -1 ? raw.length : newline;
      const text = raw.subarray(offset, end).toString('utf8').trim();
      if (text === '') {
        offset = end + 1;
        goodLength = Math.min(offset, raw.length);
        continue;
      }
      const tx = parseLine(text);
      // A line is committed only once its newline is on disk (both are written and fsync'd together).
      if (!tx || newline === -1) {
        const isLast =
          newline === -1 ||
          raw
            .subarray(newline + 1)
            .toString('utf8')
            .trim() === '';
        if (!isLast) throw new Error(`content lake: corrupt transaction log line at byte ${offset} in ${this.logPath}`);
        tornTail = true;
        break;
      }
      offset = end + 1;
      goodLength = offset;
      if (skipping) {
        if (tx.id === lastTransactionId) skipping = false;
        continue;
      }
      for (const [id, doc] of Object.entries(tx.documents)) {
        if (doc) documents.set(id, doc);
        else documents.delete(id);
      }
      lastTransactionId = tx.id;
      lastTimestamp = tx.timestamp;
      logLength++;
    }
    this.fd = openSync(this.logPath, 'a+');
    // Cut the torn bytes so the next append starts on a clean line.
    if (tornTail || goodLength < raw.length) ftruncateSync(this.fd, goodLength);
    return { documents, lastTransactionId, lastTimestamp, logLength, tornTail };
  }

  /** Appends one transaction and waits for the disk: only then may the mutation be acknowledged. */
  append(tx: Transaction): void {
    if (this.fd === null) throw new Error('content lake: transaction log is not open');
    if (this.broken)
      throw new Error('content lake: transaction log is unusable after a failed write', { cause: this.broken });
    const fd = this.fd;
    const bytes = Buffer.from(`${JSON.stringify(tx)}\n`, 'utf8');
    const previousLength = fstatSync(fd).size;
    try {
      // writeSync may write fewer bytes than asked (e.g. the disk fills up): keep going until the line is complete.
      let written = 0;
      while (written < bytes.length) {
        const count = this.write(fd, bytes, written, bytes.length - written);
        if (count <= 0) throw new Error('content lake: transaction log write made no progress');
        written += count;
      }
      fdatasyncSync(fd);
    } catch (error) {
      // Cut the partial line off so the log stays replayable; the commit is not acknowledged.
      try {
        ftruncateSync(fd, previousLength);
        fdatasyncSync(fd);
      } catch (truncateError) {
        this.broken = truncateError as Error;
      }
      throw error;
    }
  }

  /** Writes all documents to a snapshot atomically, then empties the log. */
  compact(documents: Iterable<LakeDocument>, lastTransactionId: string | null, lastTimestamp: string | null): void {
    if (this.fd === null) throw new Error('content lake: transaction log is not open');
    const snapshot: Snapshot = { lastTransactionId, lastTimestamp, documents: [...documents] };
    const target = path.join(this.dir, SNAPSHOT_FILE);
    const temp = `${target}.${process.pid}.tmp`;
    const fd = openSync(temp, 'w');
    try {
      writeFileSync(fd, JSON.stringify(snapshot));
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
    renameSync(temp, target);
    fsyncDir(this.dir);
    ftruncateSync(this.fd, 0);
    fsyncSync(this.fd);
  }

  /** Transactions still in the log (not folded into the snapshot), oldest first: the document history. */
  readTransactions(): Transaction[] {
    if (!existsSync(this.logPath)) return [];
    const out: Transaction[] = [];
    for (const line of readFileSync(this.logPath, 'utf8').split('\n')) {
      if (!line) continue;
      try {
        out.push(JSON.parse(line) as Transaction);
      } catch {
        // a torn last line: already ignored by replay
      }
    }
    return out;
  }

  close(): void {
    if (this.fd !== null) closeSync(this.fd);
    this.fd = null;
  }
}

// One dataset in memory, backed by the transaction log. Commits run one at a time (a promise queue) so every
// transaction sees the previous one's result, gets a strictly later timestamp and reaches disk before it is
// acknowledged and announced to listeners, live events and webhooks.
import { EventEmitter } from 'node:events';
import { MutationError, type MutationResult, type Plan, planTransaction, randomId } from './mutate.ts';
import { TransactionLog } from './txlog.ts';
import type { CommitEvent, DocumentChange, LakeDocument, Transaction } from './types.ts';

export interface CommitOptions {
  author: string;
  autoGenerateArrayKeys?: boolean;
  dryRun?: boolean;
  transactionId?: string;
  /** Runs on the planned changes before anything is written; throw a MutationError (e.g. 403) to refuse. */
  authorize?: (changes: DocumentChange[]) => Promise<void>;
}

/** Mutations, or a function building them from the current documents inside the commit queue (actions). */
export type MutationSource =
  | unknown[]
  | ((get: (id: string) => LakeDocument | undefined, ids: () => Iterable<string>) => unknown[]);

export interface CommitOutcome {
  transactionId: string;
  results: MutationResult[];
  /** Document states after the transaction, for `returnDocuments`. */
  documents: Map<string, LakeDocument | null>;
  /** False when nothing changed (or dryRun): no transaction was written. */
  committed: boolean;
}

type SelectIds = (query: string, params: Record<string, unknown>, documents: LakeDocument[]) => Promise<string[]>;

/** Log this long at start-up → fold it into the snapshot. */
const COMPACT_AFTER_TRANSACTIONS = 500;

export interface StoreOptions {
  /** Told when a commit subscriber throws; the commit stands. Without it, the error goes to standard error. */
  onSubscriberError?: (error: unknown) => void;
}

export class DocumentStore {
  private readonly documents: Map<string, LakeDocument>;
  private readonly log: TransactionLog;
  private readonly events = new EventEmitter();
  private readonly selectIds: SelectIds;
  private queue: Promise<unknown> = Promise.resolve();
  private lastTimestampMs: number;
  private lastTransactionId: string | null;
  /** Bumped on every commit; read caches (perspective views) key on it. */
  version = 0;
  readonly tornTailOnOpen: boolean;
  readonly hadTransactionsOnOpen: boolean;
  private readonly onSubscriberError: (error: unknown) => void;

  constructor(dir: string, selectIds: SelectIds, options: StoreOptions = {}) {
    this.onSubscriberError =
      options.onSubscriberError ?? ((error) => console.error('content lake: commit subscriber failed', error));
    this.log = new TransactionLog(dir);
    this.selectIds = selectIds;
    const replay = this.log.replay();
    this.documents = replay.documents;
    this.lastTransactionId = replay.lastTransactionId;
    this.lastTimestampMs = replay.lastTimestamp ? Date.parse(replay.lastTimestamp) : 0;
    this.tornTailOnOpen = replay.tornTail;
    this.hadTransactionsOnOpen = replay.lastTransactionId !== null || replay.documents.size > 0;
    this.events.setMaxListeners(0);
    if (replay.logLength >= COMPACT_AFTER_TRANSACTIONS) {
      this.log.compact(this.documents.values(), this.lastTransactionId, replay.lastTimestamp);
    }
  }

  get(id: string): LakeDocument | undefined {
    return this.documents.get(id);
  }

  /** Committed transactions still in the log, oldest first (history endpoints). */
  transactions(): Transaction[] {
    return this.log.readTransactions();
  }

  all(): ReadonlyMap<string, LakeDocument> {
    return this.documents;
  }

  onCommit(listener: (event: CommitEvent) => void): () => void {
    // A failing subscriber must not turn an already durable commit into an error for the writer.
    const safe = (event: CommitEvent): void => {
      try {
        listener(event);
      } catch (error) {
        this.onSubscriberError(error);
      }
    };
    this.events.on('commit', safe);
    return () => this.events.off('commit', safe);
  }

  /** Next timestamp: now, or 1 ms after the last one if the clock has not moved on (or went back). */
  private nextTimestamp(): string {
    this.lastTimestampMs = Math.max(Date.now(), this.lastTimestampMs + 1);
    return new Date(this.lastTimestampMs).toISOString();
  }

  /** Plans and commits one transaction; rejects with MutationError (nothing changed) when any mutation fails. */
  commit(mutations: MutationSource, options: CommitOptions): Promise<CommitOutcome> {
    const run = this.queue.then(() => this.commitNow(mutations, options));
    this.queue = run.catch(() => undefined);
    return run;
  }

  private async commitNow(source: MutationSource, options: CommitOptions): Promise<CommitOutcome> {
    const mutations =
      typeof source === 'function'
        ? source(
            (id) => this.documents.get(id),
            () => this.documents.keys(),
          )
        : source;
    // Actions may turn out to have nothing to do (create with ifExists: 'ignore'): a successful no-op.
    if (typeof source === 'function' && Array.isArray(mutations) && mutations.length === 0) {
      return {
        transactionId: options.transactionId ?? randomId(),
        results: [],
        documents: new Map(),
        committed: false,
      };
    }
    if (!Array.isArray(mutations) || mutations.length === 0) {
      throw new MutationError(400, 'The mutation(s) failed: no mutations given');
    }
    const transactionId = options.transactionId ?? randomId();
    if (!/^[a-zA-Z0-9._-]{1,128}$/.test(transactionId)) throw new MutationError(400, 'Invalid transactionId');
    const previousMs = this.lastTimestampMs;
    const timestamp = this.nextTimestamp();
    let plan: Plan;
    try {
      plan = await planTransaction(this.documents, mutations, {
        transactionId,
        timestamp,
        autoGenerateArrayKeys: options.autoGenerateArrayKeys ?? false,
        selectIds: this.selectIds,
      });
    } catch (error) {
      this.lastTimestampMs = previousMs;
      throw error;
    }
    const documents = new Map<string, LakeDocument | null>();
    for (const result of plan.results)
      documents.set(result.id, plan.changed.get(result.id) ?? this.get(result.id) ?? null);
    if (options.authorize) {
      try {
        await options.authorize(
          [...plan.changed].map(([id, after]) => ({ id, before: this.documents.get(id) ?? null, after })),
        );
      } catch (error) {
        this.lastTimestampMs = previousMs;
        throw error;
      }
    }
    if (options.dryRun || plan.changed.size === 0) {
      this.lastTimestampMs = previousMs;
      return { transactionId, results: plan.results, documents, committed: false };
    }
    const transaction: Transaction = {
      id: transactionId,
      timestamp,
      author: options.author,
      mutations,
      documents: Object.fromEntries(plan.changed),
    };
    this.log.append(transaction);
    const changes: DocumentChange[] = [];
    for (const [id, after] of plan.changed) {
      changes.push({ id, before: this.documents.get(id) ?? null, after });
      if (after) this.documents.set(id, after);
      else this.documents.delete(id);
    }
    this.lastTransactionId = transactionId;
    this.version++;
    this.events.emit('commit', { transaction, changes } satisfies CommitEvent);
    return { transactionId, results: plan.results, documents, committed: true };
  }

  /** Waits for queued commits, then closes the log file. */
  async close(): Promise<void> {
    await this.queue;
    this.log.close();
  }
}

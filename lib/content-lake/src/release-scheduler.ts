// Publishes scheduled releases at their time, inside the lake process. Each due release is published in one commit
// planned inside the store's queue (so an unschedule that got there first wins, and nothing else interleaves): all its
// versions become published documents together, and the commit's listener, live and webhook events follow as for
// any publish. A timer waits for the earliest `publishAt`; every commit that touches a release re-arms it, and at
// start-up releases whose time passed while the lake was down are published at once.
import type { Logger } from './log.ts';
import {
  isReleaseDocumentId,
  type PlanView,
  publishReleaseMutations,
  RELEASE_PREFIX,
  RELEASE_TYPE,
} from './releases.ts';
import { MutationError } from './store/mutate.ts';
import type { DocumentStore } from './store/store.ts';
import type { LakeDocument } from './store/types.ts';

/** Who publishes a scheduled release (the transaction's author). */
export const SCHEDULER_AUTHOR = 'system:release-scheduler';
/** Longest single wait; setTimeout cannot wait longer than ~24.8 days. */
const MAX_WAIT_MS = 2 ** 31 - 1;

export interface ReleaseSchedulerOptions {
  store: DocumentStore;
  logger: Logger;
  now?: () => number;
}

function scheduled(store: DocumentStore): LakeDocument[] {
  const releases: LakeDocument[] = [];
  for (const doc of store.all().values()) {
    if (doc._type === RELEASE_TYPE && isReleaseDocumentId(doc._id) && doc.state === 'scheduled') releases.push(doc);
  }
  return releases;
}

export class ReleaseScheduler {
  private readonly store: DocumentStore;
  private readonly logger: Logger;
  private readonly now: () => number;
  private timer: NodeJS.Timeout | null = null;
  private unsubscribe: (() => void) | null = null;
  private running: Promise<void> = Promise.resolve();
  private stopped = false;

  constructor(options: ReleaseSchedulerOptions) {
    this.store = options.store;
    this.logger = options.logger;
    // Date.now looked up at each call, not kept: a test's fake clock then reaches the scheduler too.
    this.now = options.now ?? (() => Date.now());
  }

  start(): void {
    this.stopped = false;
    this.unsubscribe = this.store.onCommit(({ changes }) => {
      if (changes.some(({ id }) => id.startsWith(RELEASE_PREFIX))) this.arm();
    });
    this.arm();
  }

  /** Waits for a publish in progress, then stops (no timer keeps the process alive either way). */
  async stop(): Promise<void> {
    this.stopped = true;
    this.unsubscribe?.();
    this.unsubscribe = null;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.running;
  }

  /** Publishes what is due now, then waits for the next scheduled release. */
  private arm(): void {
    if (this.stopped) return;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const now = this.now();
    const times = scheduled(this.store).map((release) => Date.parse(String(release.publishAt)));
    if (times.some((time) => !(time > now))) {
      this.running = this.running.then(() => this.publishDue());
      return;
    }
    if (times.length === 0) return;
    const wait = Math.min(Math.max(Math.min(...times) - now, 0), MAX_WAIT_MS);
    this.timer = setTimeout(() => this.arm(), wait);
    this.timer.unref();
  }

  private async publishDue(): Promise<void> {
    if (this.stopped) return;
    const now = this.now();
    const due = scheduled(this.store).filter((release) => !(Date.parse(String(release.publishAt)) > now));
    for (const { _id: id } of due) {
      try {
        const outcome = await this.store.commit(
          (get, ids) => {
            const release = get(id);
            // Unscheduled (or published) since: nothing to do.
            if (release?.state !== 'scheduled') return [];
            const view: PlanView = {
              get,
              idsWithPrefix: (prefix) => [...ids()].filter((docId) => docId.startsWith(prefix)),
              now: new Date(this.now()).toISOString(),
              author: SCHEDULER_AUTHOR,
            };
            return publishReleaseMutations(view, release);
          },
          { author: SCHEDULER_AUTHOR },
        );
        if (outcome.committed) {
          this.logger.info('scheduled release published', { release: id, transactionId: outcome.transactionId });
        }
      } catch (error) {
        // A release that cannot publish goes back to active with the reason, instead of failing every tick.
        const message = error instanceof MutationError ? error.message : String(error);
        this.logger.error('scheduled release could not be published', { release: id, error: message });
        await this.store
          .commit([{ patch: { id, set: { state: 'active', error: { message } }, unset: ['publishAt'] } }], {
            author: SCHEDULER_AUTHOR,
          })
          .catch((failure: unknown) =>
            this.logger.error('could not mark the release failed', { release: id, failure }),
          );
      }
    }
  }
}

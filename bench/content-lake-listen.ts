// Mutation → listener event latency on the local content lake: N sequential edits of one document through
// @sanity/client's `/data/mutate`, each timed from sending the mutation to the moment its `mutation` event arrives
// on a `/data/listen` stream (the Studio's path: another window sees the edit). Then the same with 20 listeners on
// that document (21 windows open on it), timed to the last of them. The lake runs as its own process.
// Figures only: nothing here passes or fails on timing.   node bench/content-lake-listen.ts  (BENCH_MUTATIONS)
import type { SanityClient } from '@sanity/client';
import { loadLine, report, startLakeProcess } from './content-lake-process.ts';

const mutations = Number(process.env.BENCH_MUTATIONS ?? 300);
const QUERY = '*[_id == $id]';

interface Stream {
  /** Arrival time (performance.now()) of each transaction's event. */
  arrivals: Map<string, number>;
  waiters: Map<string, () => void>;
  close(): void;
}

/** Opens one listener and resolves once its `welcome` arrived. */
function openListener(client: SanityClient, id: string): Promise<Stream> {
  return new Promise((resolve, reject) => {
    const arrivals = new Map<string, number>();
    const waiters = new Map<string, () => void>();
    const subscription = client
      .listen(QUERY, { id }, { events: ['welcome', 'mutation'], includeResult: true, visibility: 'query' })
      .subscribe({
        next(event) {
          if (event.type === 'welcome') resolve(stream);
          if (event.type !== 'mutation') return;
          arrivals.set(event.transactionId, performance.now());
          waiters.get(event.transactionId)?.();
        },
        error: reject,
      });
    const stream: Stream = { arrivals, waiters, close: () => subscription.unsubscribe() };
  });
}

function arrived(stream: Stream, transactionId: string): Promise<number> {
  const at = stream.arrivals.get(transactionId);
  if (at !== undefined) return Promise.resolve(at);
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no event for ${transactionId}`)), 10_000);
    stream.waiters.set(transactionId, () => {
      clearTimeout(timer);
      stream.waiters.delete(transactionId);
      resolve(stream.arrivals.get(transactionId) ?? Number.NaN);
    });
  });
}

async function run(client: SanityClient, listeners: number): Promise<void> {
  const id = `bench-doc-${listeners}`;
  await client.createOrReplace({ _id: id, _type: 'page', title: 'Bench', n: 0 });
  const streams = await Promise.all(Array.from({ length: listeners }, () => openListener(client, id)));
  const toEvent: number[] = [];
  const toAck: number[] = [];
  for (let n = 0; n < mutations; n++) {
    const started = performance.now();
    const { transactionId } = await client
      .patch(id)
      .set({ n, title: `Bench ${n}` })
      .commit({ returnDocuments: false });
    const acknowledged = performance.now();
    const times = await Promise.all(streams.map((stream) => arrived(stream, transactionId)));
    toAck.push(acknowledged - started);
    toEvent.push(Math.max(...times) - started);
  }
  for (const stream of streams) stream.close();
  console.log(`${listeners} listener${listeners === 1 ? '' : 's'} on the edited document, ${mutations} mutations:`);
  report('mutation sent → acknowledged (fsync included)', toAck);
  report(
    `mutation sent → event on ${listeners === 1 ? 'the listener' : `the last of ${listeners} listeners`}`,
    toEvent,
  );
}

async function main(): Promise<void> {
  const lake = await startLakeProcess();
  try {
    console.log(`content lake listen latency — ${loadLine()}`);
    await run(lake.client, 1);
    await run(lake.client, 20);
  } finally {
    await lake.stop();
  }
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);

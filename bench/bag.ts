// Bag benchmark: add-to-bag and bag-read latency (p50/p95/p99) and throughput at a fixed arrival rate of 100 and 200
// requests per second, on PGlite (in memory) and on PostgreSQL. Open loop: requests start on schedule whether or not
// earlier ones have finished, and latency is measured from the scheduled start, so queueing shows up in the figures.
// Calls the commerce operations the routes call (one transaction with the bag row lock each), without HTTP.
//
// Usage: node bench/bag.ts [--seconds 5] [--pg postgres://postgres@127.0.0.1:5432/test] [--no-pg]
// Prints figures only; it never passes or fails on timing.
import { parseArgs } from 'node:util';
import { bagContext, type FixtureOption, pickOptions, seedBagFixture } from '../lib/commerce/src/bag/fixture.ts';
import { addToBag, getBag } from '../lib/commerce/src/bag/operations.ts';
import { createTestDb, type TestDb } from '../lib/commerce/src/testing/test-db.ts';
import { type OpenLoopFigures, openLoop } from './open-loop.ts';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '5' },
    pg: { type: 'string', default: process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test' },
    'no-pg': { type: 'boolean', default: false },
    shoppers: { type: 'string', default: '200' },
  },
});
const seconds = Number(values.seconds);
const shoppers = Number(values.shoppers);
const context = bagContext('dal');

interface Cell extends OpenLoopFigures {
  db: string;
  op: string;
}

async function benchDb(label: string, t: TestDb): Promise<Cell[]> {
  const started = performance.now();
  await seedBagFixture(t.db);
  console.error(`${label}: seeded in ${Math.round(performance.now() - started)} ms`);
  const options: FixtureOption[] = await pickOptions(t.db, 'dal', 20);
  const option = (i: number) => options[i % options.length] as FixtureOption;
  // Many shoppers, each with a bag of two lines.
  const bags: string[] = [];
  for (let i = 0; i < shoppers; i++) {
    const first = await addToBag(t.db, context, { cartId: null, ...option(i), quantity: 1 });
    if (!first.ok) throw new Error(first.message);
    await addToBag(t.db, context, { cartId: first.value.cartId, ...option(i + 1), quantity: 1 });
    bags.push(first.value.cartId);
  }
  console.error(`${label}: ${shoppers} bags ready`);
  const cartOf = (i: number) => bags[i % bags.length] as string;
  const cells: Cell[] = [];
  for (const rate of [100, 200]) {
    const add = await openLoop(rate, seconds, async (i) => {
      // Alternate lines so quantities stay far below the 99 limit.
      const result = await addToBag(t.db, context, { cartId: cartOf(i), ...option(i % 2), quantity: 1 });
      if (!result.ok && result.code === 'BASKET_LIMIT_EXCEEDED') return true;
      return result.ok;
    });
    cells.push({ db: label, op: 'addToBag', ...add });
    console.error(`${label}: addToBag at ${rate}/s done`);
    const read = await openLoop(rate, seconds, async (i) => (await getBag(t.db, context, cartOf(i))).ok);
    cells.push({ db: label, op: 'bag read', ...read });
  }
  return cells;
}

const ms = (value: number) => value.toFixed(1).padStart(7);

async function main(): Promise<void> {
  const cells: Cell[] = [];
  const pglite = await createTestDb({ url: null });
  try {
    cells.push(...(await benchDb('pglite', pglite)));
  } finally {
    await pglite.dispose();
  }
  if (!values['no-pg']) {
    let pg: TestDb | null = null;
    try {
      pg = await createTestDb({ url: values.pg });
    } catch (error) {
      console.log(`PostgreSQL not reachable (${error instanceof Error ? error.message : error}); skipped`);
    }
    if (pg) {
      try {
        cells.push(...(await benchDb('postgres', pg)));
      } finally {
        await pg.dispose();
      }
    }
  }
  console.log(`\nbag benchmark: ${seconds}s per cell, ${shoppers} bags of 2 lines, open-loop arrivals\n`);
  console.log('db        operation  rate/s  sent    ok  fail  done/s    p50 ms    p95 ms    p99 ms    max ms');
  for (const c of cells) {
    console.log(
      `${c.db.padEnd(9)} ${c.op.padEnd(9)} ${String(c.rate).padStart(7)} ${String(c.sent).padStart(5)} ${String(c.ok).padStart(5)} ${String(c.failed).padStart(5)} ${c.throughput.toFixed(1).padStart(7)}  ${ms(c.p50)}   ${ms(c.p95)}   ${ms(c.p99)}   ${ms(c.max)}`,
    );
  }
}

await main();
